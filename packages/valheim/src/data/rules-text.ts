import { FORSAKEN } from './forsaken.js';
import { SCENARIO_IDS, SCENARIOS } from './scenario.js';
import type { Source } from './source.js';

/** The How-to-play summary, in our own words, section by section (the app reads it). */
export interface RulesSection {
  /** the section's heading */
  readonly title: string;
  /** the section's text */
  readonly text: string;
  /** where the section's rules come from */
  readonly source: Source;
}

/** The How-to-play summary, in reading order. */
export const RULES_SUMMARY: readonly RulesSection[] = [
  {
    title: 'Goal',
    source: 'rulebook',
    text: 'Together, meet the scenario’s objective (scenario 1: both stag tokens), summon its Forsaken at the altar and defeat it in its arena before the event deck runs out. Everyone wins or loses together.',
  },
  {
    title: 'Your turn',
    source: 'rulebook',
    text: 'Take 3 actions (the same one more than once if you like), then draw an event — or take a gifted item or remove a counter cube lying on the deck instead.',
  },
  {
    title: 'Move',
    source: 'rulebook',
    text: 'An action moves you up to 2 spaces. Entering a misty tile flips it and places its creatures. Entering a space with creatures stops you and starts a fight.',
  },
  {
    title: 'Collect',
    source: 'rulebook',
    text: 'On a resource space, roll the green die: one resource per hand (a critical shows two). A noisy face pulls creatures within 2 spaces one step toward you.',
  },
  {
    title: 'The house',
    source: 'rulebook',
    text: 'In the house you craft equipment (max. 3 cards) and furniture from the shared stash, cook (reveal food) and eat it, and use furniture actions.',
  },
  {
    title: 'Haldor',
    source: 'rulebook',
    text: 'On Haldor’s space (a Black Forest camp) an action opens a trade: reveal the top 3 cards of his deck and spend coins from the stash on any of them and on plain resources. Unbought cards go to the bottom, unshuffled. From the house he makes a house call for 1 extra coin per trade. His equipment cannot be dismantled.',
  },
  {
    title: 'Ships and sailing',
    source: 'rulebook',
    text: 'On a space touching water an action and 1 hide + 2 wood build a ship there (2 ships at most: a third moves one of them). On a ship’s space an action sails it to any other shore space — islands can only be reached this way; a misty tile is flipped after you choose where to land. Others within their movement distance, on a clear path, may join the voyage for 1 stamina.',
  },
  {
    title: 'Power of Odin',
    source: 'rulebook',
    text: 'Pay a skill’s stamina, no action needed. Besides your own turn and your own rolls, you are asked at the start of every other player’s turn, before every fight’s first roll, between its rounds and when a fight ends mid-turn: heal, refresh, cleanse or carry anyone, or send the ravens. While another player’s fight roll is on the table you are asked to lend a roll skill that changes it, or to heal, refresh or cleanse the roller when that keeps them standing.',
  },
  {
    title: 'Combat',
    source: 'rulebook',
    text: 'Roll your weapon’s attack dice, your armour’s defense dice (max. 2) and the strongest creature’s damage dice together. Your hits land first. Bonuses need at least one hit or block. Unarmed you roll 1 yellow die whose critical is a single hit. Outnumbered, you take 1 more damage when the creatures hit. Before every round, another player within reach may join to assist (1 stamina, and the hazards on the way). A mead may be drunk after seeing the dice, before they apply.',
  },
  {
    title: 'Knocked out',
    source: 'rulebook',
    text: 'At 0 health you go home with 0 stamina, leaving a tombstone and one random card where you fell; your turn ends. Next turn you stand up with 1 health.',
  },
  {
    title: 'Events',
    source: 'rulebook',
    text: 'Events move creatures toward the nearest player, along the shortest way (equally near players or equally short ways: the active player chooses where the creature goes), repopulate creature spaces, strike players outside, flip creatures to veterans or lie on the deck for a few turns. A raid lasts, the Forsaken on its tile, until its fight in the house is over. An empty deck loses the game.',
  },
  {
    title: 'Eikthyr',
    source: 'rulebook',
    text: 'In the arena each turn is one optional move and one fight. Blanks turn Eikthyr toward you, specials draw arena cards; stand behind him for +1 attack, the outer ring needs a bow and costs 1 stamina to enter.',
  },
  {
    title: 'Hazards',
    source: 'rulebook',
    text: 'Swamps: a mire costs 1 extra movement to enter; poisonous fumes roll a damage die, a special costs 1 health. Mountains: a cold space costs 1 stamina to enter.',
  },
  {
    title: 'The Elder',
    source: 'rulebook',
    text: 'A ring of 6 spaces around its altar. It cancels 1 attack point every roll, +1 attack from directly behind it. While any of its 4 vines stand its hits pierce armour: an attack may target the vines instead (1 point per vine). Vine spaces end your move.',
  },
  {
    title: 'Bonemass',
    source: 'rulebook',
    text: 'Six close and two ranged spaces; he cancels 1 attack point every roll. Ooze: leaving an ooze space costs 1 extra movement, entering one rolls a damage die and a special poisons you. Fire adds nothing from the ranged spaces.',
  },
  {
    title: 'Moder',
    source: 'rulebook',
    text: 'She flies along the edge toward her nest, where blanks heal her and she hits harder. Ranged criticals push her back, a bomb’s critical sends her home. You stand on the frozen lake; climbing the peak (1 stamina, one player) makes any weapon ranged for your turn. At low health she cancels 1 attack point.',
  },
  {
    title: 'Campaign',
    source: 'rulebook',
    text: 'Play Eikthyr, The Elder, Bonemass and Moder in order. Metals cannot be mined until unlocked (bronze, iron, silver, one per Forsaken defeated). A win carries your health and stamina, a basic piece of furniture after Eikthyr, an unlocked upgrade skill after Bonemass, and a Forsaken power (twice per scenario); a loss replays the scenario.',
  },
  {
    title: 'Scenario objectives',
    source: 'assumed',
    text: 'Each scenario names what must be done before the summon: take its tokens (stags with a collect-die double; withered bones and the dragon egg by defeating their guard), offer metal at the altar, slay a named creature, or have named gear on your character boards (crafted, bought or exchanged — any player’s board counts, checked when you summon). The setup screen names each scenario’s objective; the board shows its progress.',
  },
  {
    title: 'Reconstructed data',
    source: 'assumed',
    text: 'The card faces of the board game are not public: creature numbers beyond the rulebook’s, equipment, furniture costs, food, honeycombs, skills, the maps and scenario objectives (water and islands too), Haldor’s 12 cards and prices, the arena layouts, the event and arena cards are our reconstruction, listed in the package README.',
  },
];

/** The setup screen's words for each option and value (the app reads them). */
export interface OptionText {
  /** the option's name on the setup screen */
  readonly label: string;
  /** one or two sentences on what it chooses */
  readonly help: string;
  /** the shown name of each value, by value */
  readonly values: Readonly<Record<string, string>>;
  /** The rulebook's own value, or null where it is silent. */
  readonly rulebook: string | null;
}

/** The setup screen's words, by setup option (`scenario`, `mode`). */
export const OPTION_TEXTS: Readonly<Record<string, OptionText>> = {
  scenario: {
    label: 'Scenario',
    help: 'Which scenario (map, objective, gifted items) and so which Forsaken. The scenario book is not public: all nine are our reconstruction.',
    values: Object.fromEntries(
      SCENARIO_IDS.map((id, i) => [
        id,
        `${i + 1}. ${SCENARIOS[id].name} — ${FORSAKEN[SCENARIOS[id].forsaken].name}`,
      ]),
    ),
    // "For first-time players, we recommend that you start with scenario 1" (line 108).
    rulebook: 'eikthyr-1',
  },
  mode: {
    label: 'Mode',
    help: 'A single scenario, or a campaign: the four Forsaken in order (scenarios 1–4), rewards carried over.',
    values: { single: 'Single scenario', campaign: 'Campaign (a new one, from Eikthyr)' },
    rulebook: null,
  },
};
