import { pick, type Rng } from '@skald/core';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { stateId, text } from './orlog.js';

/** A local table straight from its URL, seeded so the match's dice and the bots' searches repeat. */
export const seededTable = (game: string, seats: string[], seed: string, setup: unknown = {}) =>
  `/play/${game}/local?players=${seats.length}&seats=${seats.join(',')}&setup=${encodeURIComponent(
    JSON.stringify(setup),
  )}&botDelay=0&seed=${seed}`;

/** One control a test may press: what it sends (`data-move`) and its label. */
export interface Choice {
  move: string;
  label: string;
  locator: Locator;
}

/** The visible move controls matching `selector`, with their move names and labels. */
export async function choices(page: Page, selector: string): Promise<Choice[]> {
  // One snapshot: bots may change the board between two reads.
  const all = page.locator(selector);
  const seen = await all.evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-move') ?? '', (e.textContent ?? '').trim()] as const),
  );
  return seen.map(([move, label], i) => ({ move, label, locator: all.nth(i) }));
}

/** Pick among the controls of the first tier (move names, in order) that has any. */
export function byTiers(rng: Rng, options: Choice[], tiers: readonly (readonly string[])[]): Choice | null {
  for (const tier of tiers) {
    const here = options.filter((c) => tier.includes(c.move));
    if (here.length > 0) return pick(rng, here);
  }
  return options.length > 0 ? pick(rng, options) : null;
}

/**
 * Press a control and wait for the match to move on. False when the control went away first (a bot seat
 * acted in the meantime and the move is no longer there): the caller looks again.
 */
export async function press(page: Page, choice: Choice): Promise<boolean> {
  const before = await stateId(page);
  const label = await choice.locator.textContent({ timeout: 1000 }).catch(() => null);
  if (label === null || (choice.label !== '' && label.trim() !== choice.label)) return false;
  if (
    !(await choice.locator.click({ timeout: 2000 }).then(
      () => true,
      () => false,
    ))
  )
    return false;
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
  );
  return true;
}

/** Fail at once on a bot error instead of waiting for the deadline. */
export async function checkBots(page: Page): Promise<void> {
  if (await page.getByTestId('bot-error').isVisible())
    throw new Error(`a bot failed: ${await text(page.getByTestId('bot-error'))}`);
}

/** The board's controls are exactly the seat's legal moves (the board publishes how many it has). */
export async function expectEveryLegalMoveOffered(page: Page, board: string, control: string) {
  const legal = Number(await page.getByTestId(board).getAttribute('data-legal'));
  expect(await page.getByTestId(control).count(), 'one control per legal move').to.equal(legal);
}
