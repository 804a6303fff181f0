import { type AiMove, activeSeats, type GameModule, pick, rngFromSeed } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { withSetupData } from '../../src/session/client.js';
import { withNames } from '../../src/session/move-log.js';
import { idsIn } from './texts.js';

const seatName = (seat: string) => `Player ${Number(seat) + 1}`;

/** The lines a game keeps for its players in its state (a log of strings, or of entries with a text). */
function stateLines(G: unknown): string[] {
  const log = (G as { log?: unknown }).log;
  if (!Array.isArray(log)) return [];
  return log.flatMap((e) =>
    typeof e === 'string' ? [e] : typeof e?.text === 'string' ? [e.text as string] : [],
  );
}

/**
 * Play a seeded game on boardgame.io's client with random legal moves, and collect what a player reads:
 * `describeMove` of the move made (with the state after it) and of a sample of the other legal moves, and
 * the lines the game keeps in its state; plus every id-like string the states hold.
 */
export function playAndRead(
  module: GameModule,
  numPlayers: number,
  seed: string,
  maxMoves: number,
): { texts: Set<string>; ids: Set<string>; errors: string[] } {
  const rng = rngFromSeed(seed);
  const client = Client({
    game: { ...withSetupData(module, {}), seed },
    numPlayers,
    playerID: '0',
  });
  client.start();
  const texts = new Set<string>();
  const ids = new Set<string>();
  const errors: string[] = [];
  const describe = (G: unknown, m: AiMove, seat: string, after?: unknown) => {
    try {
      const text = module.describeMove?.(G, m, seat, after);
      if (text) texts.add(withNames(text, seatName));
    } catch (error) {
      errors.push(`${m.move}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (let i = 0; i < maxMoves; i++) {
    const { G, ctx } = client.store.getState() as { G: unknown; ctx: Ctx };
    idsIn(G, ids);
    for (const line of stateLines(G)) texts.add(withNames(line, seatName));
    if (ctx.gameover !== undefined) break;
    const seat = activeSeats(ctx)[0];
    if (seat === undefined) break;
    const legal = (module.game.ai?.enumerate(G, ctx, seat) ?? []) as AiMove[];
    if (legal.length === 0) break;
    for (let k = 0; k < Math.min(legal.length, 12); k++) describe(G, pick(rng, legal), seat);
    const move = pick(rng, legal);
    client.updatePlayerID(seat);
    client.moves[move.move]!(...(move.args ?? []));
    describe(G, move, seat, (client.store.getState() as { G: unknown }).G);
  }
  client.stop();
  return { texts, ids, errors };
}
