import { assumed, type Sourced } from './provenance.js';

/**
 * Permanent effects: Event rewards that stay with the player who claimed the card. Public: "some rewards
 * are permanent" and the claimed card is turned sideways in front of its player (REF-LIB10). Which events
 * give one, and what each does, is not public: ours, assumed (rulings P1–P4 in the README).
 * An effect lasts from the claim to the end of the game; effects of different events add up.
 */
export interface EffectSpec extends Sourced {
  /** Stable id, named by an event's reward. */
  readonly id: string;
  /** The effect's name (shown on the claimed event). */
  readonly name: string;
  /** Extra Unit Maneuvers on every Move command (not Leader). */
  readonly move: number;
  /** Extra Recruit Points on every Recruit command. */
  readonly recruit: number;
  /** A higher card limit on every Trade command. */
  readonly trade: number;
  /** Extra Resource cards drawn on every Plunder command. */
  readonly plunder: number;
  /** Hits added to the final totals when this player's giants attack (not giantslayers it commands). */
  readonly attackHits: number;
  /** Blocks added to the final totals when this player's giants defend. */
  readonly defenseBlocks: number;
  /** The effect in our words, starting `Permanent:`. */
  readonly text: string;
}

const NOTE = 'REF-LIB10 says some event rewards are permanent; which ones and what they do is ours';

type Bonus = Partial<
  Pick<EffectSpec, 'move' | 'recruit' | 'trade' | 'plunder' | 'attackHits' | 'defenseBlocks'>
>;

const effect = (id: string, name: string, bonus: Bonus, text: string): EffectSpec => ({
  id,
  name,
  move: bonus.move ?? 0,
  recruit: bonus.recruit ?? 0,
  trade: bonus.trade ?? 0,
  plunder: bonus.plunder ?? 0,
  attackHits: bonus.attackHits ?? 0,
  defenseBlocks: bonus.defenseBlocks ?? 0,
  text: `Permanent: ${text}`,
  ...assumed(null, NOTE),
});

/** Every permanent effect an event can give (all assumed, rulings P1–P4). */
export const PERMANENT_EFFECTS: readonly EffectSpec[] = [
  effect('storm-winds', 'Winds of the Maelstrom', { move: 1 }, '+1 Unit Maneuver on every Move command.'),
  effect('sky-bargains', 'Bargains of the Sky', { trade: 1 }, '+1 to the card limit of every Trade command.'),
  effect('forge-fury', 'Fury of the Forge', { attackHits: 1 }, '+1 hit whenever your giants attack.'),
  effect('raiders-haul', 'Raiders’ Haul', { plunder: 1 }, '+1 Resource card on every Plunder command.'),
  effect(
    'deadstone-walls',
    'Walls of Deadstone',
    { defenseBlocks: 1 },
    '+1 block whenever your giants defend.',
  ),
  effect(
    'grudd-haug-horde',
    'Horde of Grudd Haug',
    { recruit: 1 },
    '+1 Recruit Point on every Recruit command.',
  ),
  effect('dale-levies', 'Levies of the Dales', { plunder: 1 }, '+1 Resource card on every Plunder command.'),
  effect('war-drums', 'War Drums', { attackHits: 1 }, '+1 hit whenever your giants attack.'),
];

/** Effect id → its {@link EffectSpec}. */
export const EFFECT_BY_ID: Readonly<Record<string, EffectSpec>> = Object.fromEntries(
  PERMANENT_EFFECTS.map((e) => [e.id, e]),
);
