import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ensureChromium, openBrowser, type TestBrowser } from './helpers/browser.js';
import { actAndWait, keepAxes, orlogPrompt } from './helpers/orlog.js';
import { type RunningServer, removeDataDir, startServer } from './helpers/server.js';

/** The move log's lines, in order. */
const logLines = (page: Page) =>
  page
    .getByTestId('move-log')
    .locator('li')
    .evaluateAll((lis) => lis.map((li) => (li.textContent ?? '').trim()));

/** Play this seat (keep axes, no God Favor) until the log tells the end of round 1. */
async function playRoundOne(page: Page): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (!(await logLines(page).catch(() => [])).some((l) => l.startsWith('After round 1'))) {
    expect(performance.now(), 'round 1 ends in time').to.be.below(deadline);
    const prompt = await orlogPrompt(page);
    if (prompt === 'roll') await actAndWait(page, () => keepAxes(page));
    else if (prompt === 'favor') {
      await page.getByTestId('no-favor').click();
      await page.getByTestId('favor-chooser').waitFor({ state: 'hidden' });
    } else await page.waitForTimeout(50);
  }
}

describe('web app (Chromium): the move log keeps its narration', function () {
  this.timeout(240_000);
  let server: RunningServer;
  let browser: TestBrowser;
  before(async () => {
    ensureChromium();
    server = await startServer({ logName: 'server-narration.log' });
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('through a reload of the page and a restart of the server', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/play/orlog`);
    await page.getByRole('tab', { name: 'Online' }).click();
    await page.locator('#player-name').fill('Astrid');
    await page.getByTestId('create-online').click();
    await page.getByTestId('waiting-room').waitFor();
    await page.getByTestId('bot-seat-1').click();
    await page.getByTestId('orlog-board').waitFor();
    await playRoundOne(page);
    const told = (await logLines(page)).filter((l) => /^(Revealed: |After round \d)/.test(l));
    expect(told.length, 'the round was narrated').to.be.greaterThan(1);

    await page.reload();
    await page.getByTestId('orlog-board').waitFor();
    await page.getByTestId('move-log').waitFor();
    expect(await logLines(page), 'after a reload').to.include.members(told);

    await server.stop();
    server = await startServer({
      dataDir: server.dataDir,
      port: server.port,
      logName: 'server-narration-2.log',
    });
    await page.reload();
    await page.getByTestId('orlog-board').waitFor();
    await page.getByTestId('move-log').waitFor();
    expect(await logLines(page), 'after a server restart').to.include.members(told);
    // The narration sits where it happened: right after the move that ended the round (a favor choice or a
    // kept roll), as one block from its first "Revealed" line (fizzled favors in between) to "After round".
    const lines = await logLines(page);
    const start = lines.indexOf(told[0]!);
    const end = lines.indexOf(told[told.length - 1]!);
    expect(start, 'the block starts with what was revealed').to.be.greaterThan(0);
    expect(told[0]).to.match(/^Revealed: /);
    expect(end).to.be.greaterThan(start);
    expect(lines[start - 1]).to.match(/chooses|keeps|rolls/);
    expect(browser.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).to.deep.equal([]);
  });
});
