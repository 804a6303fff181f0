import type { AiMove } from '@skald/core';
import { enumerate, gameModule, heuristicMove, playerView, type ValheimState } from '@skald/valheim';
import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { Page } from 'playwright-core';
import { pickables, pickOffer, targetsOf } from '../../src/boards/picks.js';
import { valheimPathOf } from '../../src/boards/valheim/paths.js';
import { withSetupData } from '../../src/session/client.js';
import { decodeLocalConfig } from '../../src/session/config.js';

/**
 * Play the local table a URL query describes on a boardgame.io client in Node — the same game, setup data
 * and seed the app's local table uses — with the package's greedy policy on every seat. The browser, sent
 * the same moves, reaches the same states: the dice come from the same seeded PRNG.
 */
export function greedyReplay(query: string): {
  moves: AiMove[];
  /** The state each move was made on (`states[i]` before `moves[i]`). */
  states: ValheimState[];
  G: ValheimState;
  ctx: Ctx;
} {
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
  const states: ValheimState[] = [];
  for (let i = 0; i < 4000; i++) {
    const { G, ctx } = client.store.getState() as { G: ValheimState; ctx: Ctx };
    if (ctx.gameover !== undefined) {
      client.stop();
      return { moves, states, G, ctx };
    }
    client.updatePlayerID(ctx.currentPlayer);
    const m = heuristicMove(G, Number(ctx.currentPlayer));
    if (!m) throw new Error('the greedy policy found no move');
    moves.push(m);
    states.push(G);
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

/** What the board offers to touch now, read in one go. */
interface TouchView {
  over: boolean;
  state: number;
  /** Targets lit for the next touch, in the page's order. */
  next: string[];
  picked: number;
  choices: number;
  /** How far the page is wider than its window. */
  overflow: number;
}

const touchView = (page: Page): Promise<TouchView> =>
  page.evaluate(() => ({
    over: document.querySelector('[data-testid="gameover"]') !== null,
    state: Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')),
    next: Array.from(document.querySelectorAll('[data-pick="next"]')).map(
      (e) => e.getAttribute('data-target') ?? '',
    ),
    picked: document.querySelectorAll('[data-pick="picked"]').length,
    choices: document.querySelectorAll('[data-testid="pick-choice"]').length,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));

/** What a touch-only game went through. */
export interface Touched {
  /** Moves sent (the state changed). */
  moves: number;
  touches: number;
  /** Touches that went a step into a move of several parts. */
  steps: number;
  chooser: number;
  /** Kinds of target touched (`space`, `creature`, `control`…). */
  kinds: Set<string>;
  /** The widest the page got beyond its window (0: it never scrolled sideways). */
  overflow: number;
}

/**
 * Play the seat on screen to the end by touching the board only: the first lit target in the page's order
 * (ending the turn only once 8 moves were made since the last end, or when nothing else is lit), the first
 * choice when a touch fits several moves. Never the button list.
 */
export async function touchToTheEnd(
  page: Page,
  limitMs: number,
  onStep?: (played: Touched) => Promise<void>,
): Promise<Touched> {
  const played: Touched = { moves: 0, touches: 0, steps: 0, chooser: 0, kinds: new Set(), overflow: 0 };
  const deadline = performance.now() + limitMs;
  let sincePass = 0;
  let idle = 0;
  for (;;) {
    const view = await touchView(page);
    played.overflow = Math.max(played.overflow, view.overflow);
    if (view.over) return played;
    if (performance.now() > deadline) throw new Error(`the game did not end in ${limitMs} ms`);
    let click: ReturnType<Page['locator']>;
    let target = '';
    if (view.choices > 0) {
      click = page.getByTestId('pick-choice').first();
      played.chooser++;
    } else {
      const others = view.next.filter((t) => t !== 'control:pass');
      target = others.length > 0 && sincePass < 8 ? others[0]! : (view.next[0] ?? '');
      if (!target) {
        // Solo, nobody else moves: a board with nothing lit before the end is a move touch cannot make.
        idle += 1;
        if (idle > 100) throw new Error(`nothing to touch on the board after ${played.moves} moves`);
        await page.waitForTimeout(40);
        continue;
      }
      idle = 0;
      click = page.locator(`[data-pick="next"][data-target="${target}"]`).first();
      played.kinds.add(target.split(':')[0]!);
    }
    await click.click();
    played.touches++;
    // A move sent (new state), a step picked, or a chooser opened.
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !==
          before.state ||
        document.querySelectorAll('[data-pick="picked"]').length !== before.picked ||
        document.querySelectorAll('[data-testid="pick-choice"]').length !== before.choices,
      { state: view.state, picked: view.picked, choices: view.choices },
    );
    const after = await touchView(page);
    if (after.state !== view.state) {
      played.moves++;
      sincePass = target === 'control:pass' ? 0 : sincePass + 1;
    } else if (after.picked > view.picked) {
      played.steps++;
      await onStep?.(played);
    }
  }
}

/**
 * Make `move` on the board by touches only: each target of its path (the board's own `paths.ts`, on the
 * seat's view of `state`), then the chooser's entry for it when its path is shared. Waits for the new state.
 */
export async function touchMove(page: Page, state: ValheimState, move: AiMove): Promise<void> {
  const seat = '0';
  const view = playerView(state, seat);
  const all = pickables(enumerate(state, {} as Ctx, seat), valheimPathOf(view, 0));
  const path = targetsOf(valheimPathOf(view, 0)(move));
  if (path.length === 0) throw new Error(`${move.move} has no path on the board`);
  const host = page.getByTestId('board-host');
  const before = Number(await host.getAttribute('data-state-id'));
  for (const [k, target] of path.entries()) {
    await page.locator(`[data-pick="next"][data-target="${target}"]`).first().click();
    if (k < path.length - 1)
      await page.waitForFunction(
        // Distinct targets: one piece may be drawn twice (a creature on the map and in the fight).
        (n) =>
          new Set(
            Array.from(document.querySelectorAll('[data-pick="picked"]')).map((e) =>
              e.getAttribute('data-target'),
            ),
          ).size === n,
        k + 1,
      );
  }
  const { complete, next } = pickOffer(all, path);
  if (complete.length > 1 || next.size > 0) {
    const index = complete.findIndex(
      (m) => m.move === move.move && JSON.stringify(m.args ?? []) === JSON.stringify(move.args ?? []),
    );
    await page.getByTestId('pick-choice').nth(index).click();
  }
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
  );
}
