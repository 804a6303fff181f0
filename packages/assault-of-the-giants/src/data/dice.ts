import type { DieSpec } from '@skald/core';
import { assumed, type Sourced, type Val } from './provenance.js';
import type { RaceId } from './races.js';

/** One face: a die face shows hits, blocks or arcane (or nothing: a miss). REF-LIB16. */
export interface Face {
  /** Hits this face scores (0–4). */
  readonly hits: number;
  /** Blocks this face gives (0–2): each cancels one hit against the side. */
  readonly blocks: number;
  /** Arcane results (0–2): each may become 2 hits (Attack) or 1 block (Magic, NPCs); unconverted, a miss. */
  readonly arcane: number;
}

export interface CombatDie extends DieSpec<Face>, Sourced {}

const f = (hits: number, blocks = 0, arcane = 0): Face => ({ hits, blocks, arcane });
const MISS = f(0);
const NOTE =
  'face kinds and ranges are public (REF-LIB16: hits 1–4, blocks 1–2, arcane 1–2); layouts are assumed';

/** The six shared basic dice are identical. */
export const BASIC_DIE: CombatDie = {
  id: 'die-basic',
  faces: [f(1), f(1), f(2), f(0, 1), f(0, 0, 1), MISS],
  ...assumed(null, NOTE),
};

const raceDie = (race: RaceId, faces: Face[]): CombatDie => ({
  id: `die-${race}`,
  faces,
  ...assumed(null, NOTE),
});

/** Each giant race's own combat die (face layouts assumed, ranges public: REF-LIB16). */
export const RACE_DICE: Readonly<Record<RaceId, CombatDie>> = {
  storm: raceDie('storm', [f(4), f(2), f(2), f(0, 2), f(0, 0, 2), f(0, 0, 2)]),
  cloud: raceDie('cloud', [f(3), f(2), f(0, 2), f(0, 0, 2), f(0, 0, 2), MISS]),
  fire: raceDie('fire', [f(3), f(3), f(2), f(0, 1), f(0, 0, 2), MISS]),
  frost: raceDie('frost', [f(3), f(2), f(2), f(0, 2), f(0, 0, 1), MISS]),
  stone: raceDie('stone', [f(2), f(2), f(0, 2), f(0, 2), f(0, 0, 1), MISS]),
  hill: raceDie('hill', [f(2), f(2), f(1), f(0, 1), f(0, 0, 1), MISS]),
};

/** Most basic dice one side rolls: the box holds six (REF-BONUS); that a side rolls at most all six is reading A1. */
export const MAX_BASIC_DICE: Val<number> = assumed(
  6,
  'six basic dice in the box (REF-BONUS); the cap per side is reading A1',
);

const DIE_BY_ID: ReadonlyMap<string, CombatDie> = new Map(
  [BASIC_DIE, ...Object.values(RACE_DICE)].map((d) => [d.id, d]),
);

/** The combat die with this id (basic or a race's), or `undefined`. */
export const dieById = (id: string): CombatDie | undefined => DIE_BY_ID.get(id);
