/**
 * Moves made once and shared between legal lists (frozen: no one may change a listed move). The Trade step
 * lists up to ~50 offers and swaps a time, the Attack and Recruit steps one move per pair: on the bots' hot
 * path each listing now reads tables by index instead of allocating every move.
 */
import type { AiMove as Move } from '@skald/core';
import { RACE_IDS } from '../data/races.js';
import { RESOURCE_TYPES } from '../data/resources.js';
import { UNIT_KINDS } from '../data/units.js';
import { ORDER } from './route.js';

export const shared = (move: string, ...args: unknown[]): Move =>
  Object.freeze({ move, args: Object.freeze(args) as unknown[] });

/** The most seats a game has (`setup.ts`: 3–6 players). */
const MAX_SEATS = 6;
const T = RESOURCE_TYPES.length;
const TYPE_INDEX: ReadonlyMap<string, number> = new Map(RESOURCE_TYPES.map((t, i) => [t, i]));
/** The index of a resource type in `RESOURCE_TYPES` (-1 if none). */
export const typeIndex = (type: string): number => TYPE_INDEX.get(type) ?? -1;
export const TYPE_COUNT = T;
export const FOOD = 'food';
export const FOOD_INDEX = typeIndex(FOOD);
export const FOOD_PAIR = `${FOOD}+${FOOD}`;

/** Offer sides by index: each type, then (give) two Food; takes also `''` (a gift) after two Food. */
export const PAIR_AT = T;
export const GIFT_AT = T + 1;
const side = (i: number): string => (i < T ? RESOURCE_TYPES[i]! : i === PAIR_AT ? FOOD_PAIR : '');
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** `offer` moves by seat, give index (0..T) and take index (0..T+1). */
export const OFFERS: readonly (readonly (readonly Move[])[])[] = range(MAX_SEATS).map((to) =>
  range(T + 1).map((g) => range(T + 2).map((t) => shared('offer', to, side(g), side(t)))),
);
/** `swap` moves by give index and take index (T: the deck). */
export const SWAPS: readonly (readonly Move[])[] = range(T).map((g) =>
  range(T + 1).map((t) => shared('swap', RESOURCE_TYPES[g]!, t < T ? RESOURCE_TYPES[t]! : 'deck')),
);
export const DECK_AT = T;
export const GIVE_BACKS: readonly Move[] = RESOURCE_TYPES.map((t) => shared('giveBack', t));
export const FORCES: readonly Move[] = range(MAX_SEATS).map((to) => shared('force', to));
export const ACCEPT = shared('accept');
export const REFUSE = shared('refuse');

const R = ORDER.length;
/** `attack` moves by region index pair (`from * R + to`, `route.ts` order). */
export const ATTACKS: readonly Move[] = range(R * R).map((k) =>
  shared('attack', ORDER[Math.floor(k / R)]!, ORDER[k % R]!),
);
export const attackMove = (from: number, to: number): Move => ATTACKS[from * R + to]!;
/** `recruit` moves by unit kind index and region index. */
const RECRUITS: readonly Move[] = range(UNIT_KINDS.length * R).map((k) =>
  shared('recruit', UNIT_KINDS[Math.floor(k / R)]!, ORDER[k % R]!),
);
export const recruitMove = (kind: number, region: number): Move => RECRUITS[kind * R + region]!;
/** `slayerAssault` moves by region index and race index. */
const ASSAULTS: readonly Move[] = range(R * RACE_IDS.length).map((k) =>
  shared('slayerAssault', ORDER[Math.floor(k / RACE_IDS.length)]!, RACE_IDS[k % RACE_IDS.length]!),
);
export const assaultMove = (region: number, race: number): Move => ASSAULTS[region * RACE_IDS.length + race]!;
