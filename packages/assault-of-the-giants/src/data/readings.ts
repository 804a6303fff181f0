/**
 * Our readings where the public rules stop: procedures, not numbers, so each is a row here (tagged
 * `assumed`) naming the code that carries it out, and a row of the README's assumed table. The readings of
 * page 20 itself are rulings (G1–G17, README "Rulings log"); the design of story goals, waivers, runes in
 * battle, permanent effects and spells (S1–S6, P1–P6) sits with the data it shapes.
 */
import { assumed, type Sourced } from './provenance.js';

/** One reading of ours where the public rules stop: a row of the README's assumed table. */
export interface Reading extends Sourced {
  /** Its name in the README and the rulings (`A1`…). */
  readonly id: string;
  /** What the rules leave open, in a few words. */
  readonly point: string;
  /** What the engine does there. */
  readonly reading: string;
  /** The code that carries it out. */
  readonly code: string;
}

const r = (id: string, point: string, reading: string, code: string, why: string): Reading => ({
  id,
  point,
  reading,
  code,
  ...assumed(null, why),
});

/** Every reading A1… in README order; a test holds the README's assumed table to it. */
export const READINGS: readonly Reading[] = [
  r(
    'A1',
    'Dice per side',
    '1 basic die per giant (at most MAX_BASIC_DICE) + the race die if a unit with bringsRaceDie fights; NPCs always add it; giantslayers GIANTSLAYER.dice basic dice each',
    'rules/combat.ts giantDice, slayerDice',
    'REF-EXTRA §7.1; p.20 l.10-11 ("always include")',
  ),
  r(
    'A2',
    'Player defenders’ modifiers',
    'their own face-up Leader (re-rolls) and Magic (arcane → block) cards, as for the attacker',
    'rules/combat.ts rowModifiers',
    'symmetry with the attacker (REF-EXTRA §7.1, low)',
  ),
  r(
    'A3',
    'Attacking giants',
    'all of the attacker’s giants in one region attack one adjacent region; one battle per Attack card',
    'rules/commands.ts attack',
    'REF-LIB16 names one target region',
  ),
  r(
    'A4',
    'Casualty order',
    'the defender’s casualties first, then the attacker’s, both from the totals of the one roll; no retreat, no advance',
    'rules/combat.ts advanceBattle',
    'REF-LIB17 step 5; REF-EXTRA §7.1 step 6',
  ),
  r(
    'A5',
    'Which commands need a presence',
    'Move and Attack need giants on the board, Leader the leader, Recruit a region to recruit in; Plunder, Trade, Magic, Rest nothing',
    'rules/commands.ts canPlay, playableCards',
    'p.20 l.102-107 lists commands that need no presence',
  ),
  r(
    'A6',
    'Unit rewards from events',
    'a second champion or leader enters the Starting Region if no enemy stands there and the stacking limit allows; otherwise it is lost',
    'rules/events.ts claim',
    'REF-LIB10 names unit rewards, not where they enter',
  ),
  r(
    'A7',
    'One kind of trade per Trade command',
    'deck, friendly or forced; only a refused friendly offer lets the trader switch kinds',
    'rules/trade.ts canSwap, canOffer, canForce',
    'REF-LIB13',
  ),
  r(
    'A8',
    'How Lyn Armaal moves',
    'during a cloud player’s Move (not Leader) she flies to a region holding cloud giants, one maneuver per region, over any region, toll-free',
    'rules/lyn-armaal.ts fly, flights',
    'p.20 l.108-113 has her away from the Evermoors; no public text says how she gets there',
  ),
  r(
    'A9',
    'Whose wound pays a toll',
    'a march moves one giant (REF-LIB11: a maneuver is one giant, one region), so its wound pays at most one toll of that march; a wounded giant pays in cards',
    'rules/toll.ts tollOptions, canPayToll',
    'p.20 l.66-68 "wound one of their moving giants"; a second wound would defeat it, not wound it',
  ),
];
