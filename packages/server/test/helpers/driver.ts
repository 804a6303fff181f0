import type { Ctx, Game, State } from 'boardgame.io';
import { fixtureGames } from '../fixtures/games.js';
import type { Seat } from './seat.js';

type Enumerate = (G: any, ctx: Ctx, playerID: string) => { move: string; args?: unknown[] }[];

/** The game the scale-out test plays: `SCALE_GAME`, else Orlog once it is registered, else the fixture. */
export async function scaleGame(): Promise<{ name: string; enumerate: Enumerate }> {
  const { games } = await import('@skald/games');
  const wanted =
    process.env.SCALE_GAME ?? (games.some((m) => m.game.name === 'orlog') ? 'orlog' : 'secret-bid');
  const all: Game[] = [...fixtureGames, ...games.map((m) => m.game as Game)];
  const game = all.find((g) => g.name === wanted);
  if (!game?.ai?.enumerate) throw new Error(`no game "${wanted}" with ai.enumerate`);
  return { name: wanted, enumerate: game.ai.enumerate as unknown as Enumerate };
}

export function enumerateFor(name: string): Enumerate {
  const game = fixtureGames.find((g) => g.name === name);
  return game!.ai!.enumerate as unknown as Enumerate;
}

/** A small deterministic PRNG for move choice (tests never use Math.random). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Where a seat stands in the flow: it changes exactly when one of its moves was accepted (its stage move
 * count or the turn's move count grows) or the turn/phase/stage moved on. A seat that has sent a move waits
 * until this changes, so it never sends the same decision twice from a stale view.
 */
function position(state: State, playerID: string): string {
  const ctx = state.ctx as Ctx & { _activePlayersNumMoves?: Record<string, number> };
  return JSON.stringify([
    ctx.turn,
    ctx.phase,
    ctx.activePlayers?.[playerID] ?? null,
    ctx._activePlayersNumMoves?.[playerID] ?? 0,
    ctx.currentPlayer === playerID ? ctx.numMoves : null,
  ]);
}

/**
 * Bots that play each seat from what that seat sees (its own filtered state), until `ctx.gameover` or
 * `stopWhen` says so. Returns the last state.
 */
export async function playToEnd(
  seats: Seat[],
  enumerate: Enumerate,
  opts: { seed?: number; maxSteps?: number; stepTimeoutMs?: number; stopWhen?: (s: State) => boolean } = {},
): Promise<State> {
  const rng = lcg(opts.seed ?? 1);
  const movedAt = new Map<Seat, string>();
  const newest = () =>
    seats
      .map((s) => s.latest)
      .filter((s): s is State => s !== undefined)
      .reduce((a, b) => (b._stateID > a._stateID ? b : a));
  for (let step = 0; step < (opts.maxSteps ?? 5000); step++) {
    const top = newest();
    if (top.ctx.gameover !== undefined || opts.stopWhen?.(top)) return top;
    const counts = seats.map((s) => s.states.length);
    for (const seat of seats) {
      const state = seat.latest;
      if (!state || movedAt.get(seat) === position(state, seat.playerID!) || state.ctx.gameover !== undefined)
        continue;
      const moves = enumerate(state.G, state.ctx, seat.playerID!);
      if (moves.length === 0) continue;
      const choice = moves[Math.floor(rng() * moves.length)]!;
      seat.move(choice.move, choice.args ?? []);
      movedAt.set(seat, position(state, seat.playerID!));
    }
    await seats[0]!.waitFor(
      () => seats.some((s, i) => s.states.length > counts[i]!),
      'the next state',
      opts.stepTimeoutMs ?? 5000,
    );
  }
  throw new Error('game did not end within maxSteps');
}
