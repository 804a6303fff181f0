import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { stateId } from './orlog.js';

/** The targets a touch plays on now (`data-pick="next"`), with what each element says about itself. */
export async function nextTargets(page: Page): Promise<{ target: string; face: string }[]> {
  return page.locator('[data-pick="next"]').evaluateAll((els) =>
    els.map((e) => ({
      target: e.getAttribute('data-target') ?? '',
      face: e.getAttribute('data-face') ?? '',
    })),
  );
}

/** Touch one target on the board (the element carrying it, never the button list). */
export async function touchTarget(page: Page, target: string): Promise<void> {
  await page.locator(`[data-target="${target}"][data-pick]`).first().click();
}

/** The chooser's moves after a touch that fits several (PickBar), as their labels. */
export async function chooserLabels(page: Page): Promise<string[]> {
  return page.getByTestId('pick-choice').allTextContents();
}

/** Run touches and wait until the match state has moved on (a move was sent). */
export async function touchAndWait(page: Page, touches: () => Promise<void>): Promise<void> {
  const before = await stateId(page);
  await touches();
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
    { timeout: 20_000 },
  );
}

/** The page never scrolls sideways. */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where}: page wider than the window`).to.be.at.most(client);
}
