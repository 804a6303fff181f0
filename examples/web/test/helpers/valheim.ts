import type { AiMove } from '@skald/core';
import { gameModule, heuristicMove, type ValheimState } from '@skald/valheim';
import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { Page } from 'playwright-core';
import { withSetupData } from '../../src/session/client.js';
import { decodeLocalConfig } from '../../src/session/config.js';

/**
 * Play the local table a URL query describes on a boardgame.io client in Node — the same game, setup data
 * and seed the app's local table uses — with the package's greedy policy on every seat. The browser, sent
 * the same moves, reaches the same states: the dice come from the same seeded PRNG.
 */
export function greedyReplay(query: string): { moves: AiMove[]; G: ValheimState; ctx: Ctx } {
  const config = decodeLocalConfig(gameModule, new URLSearchParams(query));
  if (typeof config === 'string') throw new Error(config);
  const game = withSetupData(gameModule, config.setupData);
  const client = Client({
    game: config.seed === undefined ? game : { ...game, seed: config.seed },
    numPlayers: config.numPlayers,
    playerID: '0',
  });
  client.start();
  const moves: AiMove[] = [];
  for (let i = 0; i < 4000; i++) {
    const { G, ctx } = client.store.getState() as { G: ValheimState; ctx: Ctx };
    if (ctx.gameover !== undefined) {
      client.stop();
      return { moves, G, ctx };
    }
    client.updatePlayerID(ctx.currentPlayer);
    const m = heuristicMove(G, Number(ctx.currentPlayer));
    if (!m) throw new Error('the greedy policy found no move');
    moves.push(m);
    client.moves[m.move]!(...(m.args ?? []));
  }
  throw new Error('the replayed game did not end');
}

/** Click the board's button for exactly `move` (name and arguments) and wait for the state it makes. */
export async function clickMove(page: Page, move: AiMove): Promise<void> {
  const want = JSON.stringify(move.args ?? []);
  const index = await page.evaluate(
    ([name, args]) =>
      Array.from(document.querySelectorAll('[data-testid="valheim-move"]')).findIndex(
        (b) => b.getAttribute('data-move') === name && b.getAttribute('data-args') === args,
      ),
    [move.move, want] as const,
  );
  if (index < 0) throw new Error(`no button for ${move.move}(${want})`);
  const host = page.getByTestId('board-host');
  const before = Number(await host.getAttribute('data-state-id'));
  await page.getByTestId('valheim-move').nth(index).click();
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
  );
}
