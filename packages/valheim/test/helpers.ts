import { type Rng, rngFromSeed } from '@skald/core';
import type { ForsakenId } from '../src/data/forsaken.js';
import { heuristicMove } from '../src/heuristic.js';
import { invariants } from '../src/invariants.js';
import { actor } from '../src/rules/apply.js';
import { applyMove, isLegal } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { Arena, Player, ValheimState } from '../src/state.js';

/**
 * Die faces for a scripted roll: each number is a face index (0-based, as in data/dice.ts), turned into the
 * rng value that `int(rng, 6)` maps to it. Extra draws after the script fail the test loudly.
 */
export function dice(...faces: number[]): Rng {
  const queue = [...faces];
  return () => {
    const f = queue.shift();
    if (f === undefined) throw new Error('scripted dice ran out');
    return (f + 0.5) / 6;
  };
}

/** Named faces (indices into the data tables' face lists). */
export const Y = { hit: 0, crit: 3, blank: 4 } as const;
export const R = { hit: 0, crit: 4, blank: 5 } as const;
export const D = { block: 0, critBlock: 3, blank: 4 } as const;
export const K = { hit: 0, crit: 2, special: 3, blank: 4 } as const;
export const C = { collect: 0, noisy: 3, noisyCrit: 4, crit: 5 } as const;

export interface StateSpec {
  players?: number;
  seed?: string;
  /** Tile per slot, all face up unless listed in `faceDown`. */
  tiles?: Record<string, string>;
  faceDown?: string[];
  patch?: (s: ValheimState) => void;
  player?: Partial<Player>[];
}

const DEFAULT_TILES = { N: 'meadows-1', E: 'meadows-2', S: 'meadows-3', W: 'meadows-altar' };

/** A scenario state: setup for the seed, then the tiles and fields a test names. */
export function makeState(spec: StateSpec = {}): ValheimState {
  const s = setupState(spec.players ?? 1, {}, rngFromSeed(spec.seed ?? 'fixture'));
  s.tiles = { ...DEFAULT_TILES, ...(spec.tiles ?? {}) };
  s.revealed = Object.keys(s.tiles).filter((slot) => !(spec.faceDown ?? []).includes(slot));
  s.gifts = [];
  // Skills are chosen (setup.test and odin.test cover the choice); most scenarios start after it.
  for (const p of s.players) {
    p.odinOffer = [];
    p.traitOffer = [];
    p.occupationOffer = [];
  }
  for (const [i, p] of (spec.player ?? []).entries()) Object.assign(s.players[i] as Player, p);
  spec.patch?.(s);
  return s;
}

/** Apply a move that must be legal. */
export function play(
  s: ValheimState,
  seat: number,
  move: string,
  args: unknown[],
  rng: Rng = dice(),
): ValheimState {
  const next = applyMove(s, seat, move, args, rng);
  if (!next) throw new Error(`illegal: ${move} ${JSON.stringify(args)}`);
  return next;
}

export const creature = (kind: string, space: string, id = 100, damage = 0) =>
  ({ id, kind, space, damage, hurtBy: [] }) as ValheimState['creatures'][number];

/** An arena of `forsaken` already set up, the players on `spaces`. */
export function arenaOf(
  forsaken: ForsakenId,
  spaces: string[],
  opts: Partial<Arena> = {},
  players: Partial<ValheimState['players'][number]>[] = [],
) {
  return makeState({
    players: spaces.length,
    player: players,
    patch: (s) => {
      s.stage = 'arena';
      s.arena = {
        forsaken,
        health: 8,
        turnHealth: 8,
        facing: 0,
        vines: forsaken === 'elder' ? 4 : 0,
        ooze: [],
        moder: 0,
        peakFrom: null,
        spaces,
        toPlace: [],
        moved: false,
        fought: false,
        deck: [],
        discard: [],
        ...opts,
      };
    },
  });
}

/** Play a seeded game with the greedy policy on every seat. */
export function greedyGame(
  seed: string,
  players: number,
  setupData: object = {},
): { s: ValheimState; reachedArena: boolean } {
  const rng = rngFromSeed(seed);
  let s = setupState(players, setupData, rng);
  let reachedArena = false;
  for (let i = 0; i < 4000 && !s.result; i++) {
    const seat = actor(s) as number;
    const m = heuristicMove(s, seat);
    if (!m || !isLegal(s, seat, m.move, m.args ?? [])) throw new Error(`policy chose ${JSON.stringify(m)}`);
    s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
    const bad = invariants(s, {} as never);
    if (bad.length > 0) throw new Error(`${seed} move ${i}: ${bad.join('; ')}`);
    reachedArena ||= s.stage === 'arena';
  }
  return { s, reachedArena };
}
