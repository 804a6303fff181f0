import type { Locator, Page } from 'playwright-core';

/** What the Orlog board asks of the seat on this screen right now. */
export type OrlogPrompt = 'roll' | 'favor' | 'wait' | 'over';

export async function orlogPrompt(page: Page): Promise<OrlogPrompt> {
  if (await page.getByTestId('gameover').isVisible()) return 'over';
  if (await page.getByTestId('roll-controls').isVisible()) return 'roll';
  if (await page.getByTestId('favor-chooser').isVisible()) return 'favor';
  return 'wait';
}

/** Wait until the board asks this screen for something (or the game ends). */
export async function waitForPrompt(page: Page, timeoutMs = 20_000): Promise<OrlogPrompt> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const prompt = await orlogPrompt(page);
    if (prompt !== 'wait' || performance.now() > deadline) return prompt;
    await page.waitForTimeout(50);
  }
}

/** Select exactly the free dice showing one of `faces` (clicking toggles), keep them, re-roll the rest. */
export async function keepFaces(page: Page, faces: readonly string[]): Promise<void> {
  const dice = page.getByTestId('tray-me').locator('button.die:not([data-kept="1"])');
  const count = await dice.count();
  for (let i = 0; i < count; i++) {
    const die = dice.nth(i);
    const wanted = faces.includes((await die.getAttribute('data-face')) ?? '');
    const selected = (await die.getAttribute('aria-pressed')) === 'true';
    if (wanted !== selected) await die.click();
  }
  await page.getByTestId('keep-selected').click();
}

/** An aggressive roller: keep the axes. */
export const keepAxes = (page: Page) => keepFaces(page, ['axe']);

/** A careful roller: keep the defence and the hands (and their gold, which buys God Favors). */
export const keepDefence = (page: Page) => keepFaces(page, ['helmet', 'shield', 'hand']);

/** The first favor level this seat can afford, or null. */
export async function affordableFavor(page: Page): Promise<string | null> {
  const buttons = page.locator('[data-testid^="invoke-"]:not([disabled])');
  if ((await buttons.count()) === 0) return null;
  return (await buttons.first().getAttribute('data-testid'))!.replace('invoke-', '');
}

export async function statusText(page: Page): Promise<string> {
  return text(page.getByTestId('status'));
}

export async function stateId(page: Page): Promise<number> {
  return Number(await page.getByTestId('board-host').getAttribute('data-state-id'));
}

/** Run an action on the board and wait until the match state has moved on. */
export async function actAndWait(page: Page, action: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const before = await stateId(page);
  await action();
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
    { timeout: timeoutMs },
  );
}

/** The text of an element, trimmed ('' when it has none). */
export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}
