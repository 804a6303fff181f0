/**
 * Player-facing text: the rules in short, and a description of every People card, Deity, Victory card and
 * keyword, keyed by the same ids as the data tables (a test checks both ways). Written for this project
 * from the rulebook (seed 002) and reference rules-orlog-wolves-giants.md §2; the Victory cards are the
 * reference's placeholders, so their texts are `assumed` like the cards.
 */
import type { PlayerText, RulesSection } from '@skald/core';
import type { DeityId } from './deities.js';
import type { PeopleKind } from './people.js';
import { VICTORY_CARDS } from './victory.js';

/** The rules in short, section by section, for the rules page. */
export const RULES_SUMMARY: readonly RulesSection[] = [
  {
    title: 'Goal',
    paragraphs: [
      'Win rounds to collect Victory cards, which are worth Glory. The game ends after a round in which someone reaches 5 Glory or a Ragnarök card has come out; the most Glory wins (a tie goes to whoever won the last round).',
    ],
  },
  {
    title: 'A round',
    paragraphs: [
      'One Victory card is at stake with 3 players, two with 4 or 5. The winner of the last round starts.',
      'On your turn do one thing: place a unit from your hand at either end of any line — yours or a rival’s — play a maneuver, sacrifice a unit from your line, or pass. Passing draws you 4 cards; after that, on each of your turns you may only draw one card and discard one.',
      'Besides that, before you pass, you may spend sacrifices to summon a Deity from the Hall and use your Deities’ active powers, as often as they allow.',
      'When everyone has passed, the strongest line takes a Victory card (with two cards, the winner chooses and the runner-up takes the other). Equal strength: whoever passed first wins. Then every line and every sacrifice is discarded; Deities stay.',
    ],
  },
  {
    title: 'Deities',
    paragraphs: [
      'Your first Deity costs 2 sacrifices; each further Deity of the same colour costs one more than the last (3, then 4). Red and blue are enemies: you cannot keep both colours unless you hold Yggdrasil.',
    ],
  },
  {
    title: 'Limits',
    paragraphs: [
      'Never more than 12 cards in hand: at 12 you draw nothing. An empty People deck is refilled by shuffling the discard pile.',
    ],
  },
];

/** Every People kind's name and card text, in our words from the rulebook. */
export const PEOPLE_TEXTS: Readonly<Record<PeopleKind, PlayerText>> = {
  archer: {
    name: 'Archer',
    text: 'Strength 1, Eiwaz. Placed from your hand next to another Archer: destroy any unit in any line (in a rival’s line, that line’s owner picks the victim).',
    source: 'rulebook',
  },
  bond: {
    name: 'Bond',
    text: 'Eiwaz. Strength = the number of Eiwaz units in its line, itself included.',
    source: 'rulebook',
  },
  hirdman: {
    name: 'Hirdman',
    text: 'Strength 3, Teiwaz; 7 while another Hirdman stands right beside it.',
    source: 'rulebook',
  },
  huscarl: {
    name: 'Huscarl',
    text: 'Strength 2. When a Traitor, Raider or Assassin is placed in your line, you may discard the Huscarl to cancel that card’s effect — even after you have passed.',
    source: 'rulebook',
  },
  berserker: {
    name: 'Berserker',
    text: 'Teiwaz. Counts as two sacrifices when you spend it.',
    source: 'rulebook',
  },
  thrall: {
    name: 'Thrall',
    text: 'Strength 0, Eiwaz. When you sacrifice another unit, you may sacrifice the Thrall along with it.',
    source: 'rulebook',
  },
  priest: {
    name: 'Priest',
    text: 'Strength 8, Teiwaz. Cannot join a line that holds another Teiwaz unit of strength 8 or less; one Priest per line.',
    source: 'rulebook',
  },
  hovding: {
    name: 'Hövding',
    text: 'Teiwaz. Strength = 2 × the Teiwaz units in its line, itself included; one Hövding per line.',
    source: 'rulebook',
  },
  konung: {
    name: 'Konung',
    text: 'Teiwaz. Strength = 10 minus the other units in its line; one Konung per line.',
    source: 'rulebook',
  },
  assassin: {
    name: 'Assassin',
    text: 'Strength 0, Eiwaz. When placed, destroy a unit in that line; if its strength was 4 or less, draw a card.',
    source: 'rulebook',
  },
  raider: {
    name: 'Raider',
    text: 'When placed, take any other unit of that line into your hand. (Strength and rune are not in the rulebook: 1, Eiwaz here.)',
    source: 'rulebook',
  },
  traitor: {
    name: 'Traitor',
    text: 'When placed, the weakest Teiwaz unit of that line moves into your line (discarded if it may not stand there). (Strength and rune are not in the rulebook: 1, Eiwaz here.)',
    source: 'rulebook',
  },
  plague: {
    name: 'Plague',
    text: 'Maneuver. Name a strength: every line, yours included, discards its units of exactly that strength right now.',
    source: 'rulebook',
  },
  shieldWall: {
    name: 'Shield Wall',
    text: 'Maneuver, played on a rival’s turn and not an action: discard it to cancel one effect on your line. Not after you have passed.',
    source: 'rulebook',
  },
  outflank: {
    name: 'Outflank',
    text: 'Maneuver. Either discard any number of cards and draw one more than you discarded, or take 1–3 units of your line back into your hand.',
    source: 'rulebook',
  },
};

/** Every Deity's name and ability text, in our words from the rulebook. */
export const DEITY_TEXTS: Readonly<Record<DeityId, PlayerText>> = {
  odin: {
    name: 'Odin',
    text: 'Blue. Other Deities’ effects do not touch your line. Once per round: spend a sacrifice to discard any summoned Deity, or to bring a discarded Deity (not Baldr) back to the Hall.',
    source: 'rulebook',
  },
  thor: {
    name: 'Thor',
    text: 'Blue. Your line +5. Or discard Thor to discard up to two red Deities, summoned or in the Hall.',
    source: 'rulebook',
  },
  freyja: {
    name: 'Freyja',
    text: 'Blue. You may take into your hand the maneuvers other players play.',
    source: 'rulebook',
  },
  heimdall: {
    name: 'Heimdall',
    text: 'Blue. Once per round: turn up the top People card; a Teiwaz unit joins your line, anything else is discarded.',
    source: 'rulebook',
  },
  tyr: {
    name: 'Tyr',
    text: 'Blue. Once per round: destroy the leftmost unit of every line, or the rightmost of every line — the same side for everyone, yours included.',
    source: 'rulebook',
  },
  baldr: {
    name: 'Baldr',
    text: 'Blue. Discard Baldr and 4 cards to come back into the round after passing (while someone still plays). Or spend a sacrifice and discard Baldr to summon any discarded Deity.',
    source: 'rulebook',
  },
  vidar: {
    name: 'Vidar',
    text: 'Blue. Just before the round is decided, place one more unit in any line or take an Eiwaz unit of your line back into your hand.',
    source: 'rulebook',
  },
  valkyrie: {
    name: 'Valkyrie',
    text: 'Blue. After the round is decided, take one unit from any line into your hand.',
    source: 'rulebook',
  },
  loki: {
    name: 'Loki',
    text: 'Red. When you sacrifice a unit, destroy a unit in any line weaker than the one you sacrificed.',
    source: 'rulebook',
  },
  hel: {
    name: 'Hel',
    text: 'Red. Once per round: discard one or two cards and take as many cards of your choice from the discard pile.',
    source: 'rulebook',
  },
  fenrir: {
    name: 'Fenrir',
    text: 'Red. Every other line −5. Or discard Fenrir to discard up to two blue Deities, summoned or in the Hall.',
    source: 'rulebook',
  },
  fafnir: {
    name: 'Fafnir',
    text: 'Red. Spend a sacrifice and discard Fafnir to take any Deity, summoned by someone or in the Hall.',
    source: 'rulebook',
  },
  surt: {
    name: 'Surt',
    text: 'Red. Until you pass, nothing can destroy, discard or take units from your line (rivals may still place units in it).',
    source: 'rulebook',
  },
  nagelfar: {
    name: 'Nagelfar',
    text: 'Red. When a rival’s unit is destroyed, it moves into your line instead (its placement power does not trigger).',
    source: 'rulebook',
  },
  jormungandr: {
    name: 'Jörmungandr',
    text: 'Red. If your line is the strongest at the start of your turn, you win the round at once and everyone else passes.',
    source: 'rulebook',
  },
  nidhogg: {
    name: 'Nidhogg',
    text: 'Red. When a rival spends sacrifices, take one of them at random into your hand.',
    source: 'rulebook',
  },
  yggdrasil: {
    name: 'Yggdrasil',
    text: 'Black, neutral. While you hold it you may keep red and blue Deities together; lose it and you must discard one colour.',
    source: 'rulebook',
  },
};

/**
 * Keyed by `VICTORY_CARDS` ids, read from the cards themselves so a card's text cannot drift from its rule.
 * The cards are placeholders (reference §2.4), so are their texts. Glory is counted when a round's winner
 * is determined (ruling R28).
 */
export const VICTORY_TEXTS: Readonly<Record<string, PlayerText>> = Object.fromEntries(
  VICTORY_CARDS.map((v) => [v.id, { name: v.name, text: `${v.text}.`, source: v.source }]),
);

/** A game term explained in {@link KEYWORD_TEXTS}. */
export type KeywordId =
  | 'line'
  | 'strength'
  | 'eiwaz'
  | 'teiwaz'
  | 'sacrifice'
  | 'hall'
  | 'glory'
  | 'pass'
  | 'ragnarok'
  | 'destroy'
  | 'unique';

/** Game terms (line, strength, runes, sacrifice, Hall, Glory, …) → a short explanation. */
export const KEYWORD_TEXTS: Readonly<Record<KeywordId, PlayerText>> = {
  line: {
    name: 'Line',
    text: 'Each player’s row of units. New units go at either end, never in between; gaps close up.',
    source: 'rulebook',
  },
  strength: {
    name: 'Line strength',
    text: 'The sum of its units’ strengths, with Deity effects (Thor +5, Fenrir −5). The strongest line wins the round.',
    source: 'rulebook',
  },
  eiwaz: { name: 'Eiwaz rune', text: 'A rune on some units; Bonds count them.', source: 'rulebook' },
  teiwaz: {
    name: 'Teiwaz rune',
    text: 'A rune on some units; Hövdings count them, Traitors take them, Heimdall keeps them.',
    source: 'rulebook',
  },
  sacrifice: {
    name: 'Sacrifice',
    text: 'A unit moved from your line to your sacrifice pile: safe from rivals, and spent to summon Deities or power them.',
    source: 'rulebook',
  },
  hall: { name: 'Hall', text: 'The three face-up Deities anyone may summon.', source: 'rulebook' },
  glory: {
    name: 'Glory',
    text: 'Points on Victory cards, counted at the end of each round.',
    source: 'rulebook',
  },
  pass: {
    name: 'Pass',
    text: 'You stop playing for the round and draw 4 cards; rivals may still play into your line.',
    source: 'rulebook',
  },
  ragnarok: {
    name: 'Ragnarök',
    text: 'A card near the bottom of the Deity deck and at the bottom of the Victory deck: once it shows, the current round is the last.',
    source: 'rulebook',
  },
  destroy: {
    name: 'Destroy',
    text: 'Removes a unit from its line to the discard pile (Nagelfar may claim it). Shield Wall and Surt can prevent it.',
    source: 'rulebook',
  },
  unique: {
    name: 'One per line',
    text: 'Priest, Hövding and Konung: a line holds at most one of each; one that cannot stand where it is moved is discarded.',
    source: 'rulebook',
  },
};
