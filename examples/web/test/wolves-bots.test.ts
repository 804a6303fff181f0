import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { lastEntryHidden } from './helpers/layout.js';
import { stateId, text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';

describe('web app (Chromium): Wolves of Odin against two bots', function () {
  this.timeout(240_000);
  const env = useBrowser();

  it('explains the rules on a How-to-play page, from the Wolves of Odin package', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/play/wolves-of-odin`);
    await page.getByTestId('how-to-play-link').click();
    await page.getByTestId('how-to-play').waitFor();
    expect(await text(page.locator('h1'))).to.equal('How to play Wolves of Odin');
    expect(await text(page.getByTestId('glossary-yggdrasil'))).to.contain('red and blue');
    expect(await text(page.getByTestId('glossary-konung'))).to.contain('10 minus');
    // The Victory cards are placeholders: the page says so.
    expect(await text(page.getByTestId('glossary-v9'))).to.contain('assumption');
    await screenshot(page, 'how-to-play-wolves', { docs: true });
  });

  it('plays a 3-player game with two bot seats to the end, the page responsive while bots think', async () => {
    const { page } = env.browser;
    // Seeded (deck order, and the bots' seeds derive from it): a rare path can't surprise one run only.
    await page.goto(`${env.server.url}/play/wolves-of-odin?seed=wolves-bots-1`);
    await page.locator('#players').selectOption('3');
    await page.getByTestId('seat-0').selectOption('human');
    await page.getByTestId('seat-1').selectOption('easy');
    await page.getByTestId('seat-2').selectOption('easy');
    await page.locator('#bot-pace').uncheck();
    await page.getByTestId('start-local').click();
    await page.getByTestId('wolves-board').waitFor();

    let clicks = 0;
    let sawThinking = false;
    let sawReaction = false;
    let answeredWhileThinking = false;
    const deadline = performance.now() + 200_000;
    for (;;) {
      if (await page.getByTestId('gameover').isVisible()) break;
      expect(performance.now(), 'the game ends in time').to.be.below(deadline);
      if (await page.getByTestId('bot-error').isVisible())
        throw new Error(`a bot failed: ${await text(page.getByTestId('bot-error'))}`);
      if (await page.getByTestId('bot-thinking').isVisible()) {
        sawThinking = true;
        // The search runs in a worker: the page answers a timer tick while the bot is still thinking (an
        // order of events, not a timing: how long a tick takes on a loaded machine decides nothing here).
        await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
        if (await page.getByTestId('bot-thinking').isVisible()) answeredWhileThinking = true;
      }
      const moves = page.getByTestId('wolves-move');
      if ((await moves.count()) === 0) {
        await page.waitForTimeout(40);
        continue;
      }
      if (await page.getByTestId('reaction-prompt').isVisible()) {
        if (!sawReaction) await screenshot(page, 'wolves-reaction', { docs: true });
        sawReaction = true;
      }
      if (clicks === 12) {
        await screenshot(page, 'wolves', { docs: true });
        // Every unit in a line explains itself.
        const card = page.locator('.line .unit').first();
        await card.getByTestId('info-button').click();
        expect(await card.getByTestId('info-text').isVisible()).to.equal(true);
        expect((await text(card.getByTestId('info-text'))).length).to.be.greaterThan(20);
        // What the bots did is in the move log, newest line in view.
        const botLines = page.getByTestId('move-log').locator('li[data-seat="1"]');
        expect(await botLines.count()).to.be.greaterThan(0);
        expect(await text(botLines.first())).to.match(/^Player 2 \(easy bot\) [a-z]+s /);
        expect(await lastEntryHidden(page, '[data-testid="move-log"]')).to.equal(null);
      }
      const before = await stateId(page);
      await moves.first().click();
      await page.waitForFunction(
        (id) =>
          Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
        before,
      );
      clicks++;
    }
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/Player [123].* wins?/);
    expect(await text(page.getByTestId('gameover-reason'))).to.match(/Glory/);
    expect(await page.getByTestId('score').locator('tbody tr').count()).to.equal(3);
    // The standings show the Glory the end was decided on: the winner's, and 5 or more if that ended it.
    const glory = await page
      .getByTestId('score')
      .locator('tbody tr td:first-of-type')
      .evaluateAll((tds) => tds.map((td) => Number(td.textContent)));
    const winnerRow = await text(page.getByTestId('gameover-winner'));
    const best = Math.max(...glory);
    if (/reached 5 Glory/.test(await text(page.getByTestId('gameover-reason'))))
      expect(best, 'a player reached 5 Glory').to.be.at.least(5);
    const winners = await page
      .getByTestId('score')
      .locator('tbody tr')
      .evaluateAll(
        (rows, w) =>
          rows
            .filter((r) => w.startsWith(r.querySelector('th')?.textContent ?? '?'))
            .map((r) => Number(r.querySelector('td')?.textContent)),
        winnerRow,
      );
    expect(winners, 'the winner has the most Glory').to.deep.equal([best]);
    expect(await text(page.getByTestId('wolves-board').locator('.table-info'))).not.to.contain('gameover');
    // The log told who took which Victory card, and what came into the Hall.
    const log = await text(page.getByTestId('move-log'));
    expect(log).to.match(/Player [123].* takes the Victory card /);
    expect(log).to.contain('Now in the Hall: ');
    expect(await lastEntryHidden(page, '[data-testid="move-log"]')).to.equal(null);
    expect(clicks, 'the person at seat 1 played').to.be.greaterThan(5);
    expect(sawThinking, 'a thinking indicator while bots search').to.equal(true);
    expect(answeredWhileThinking, 'the page answered while a bot was thinking').to.equal(true);
    await screenshot(page, 'wolves-over', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });
});
