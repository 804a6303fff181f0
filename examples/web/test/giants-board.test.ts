import { EVENT_BY_ID } from '@skald/assault-of-the-giants';
import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { text } from './helpers/orlog.js';
import {
  byTiers,
  checkBots,
  choices,
  expectEveryLegalMoveOffered,
  press,
  seededTable,
} from './helpers/play.js';
import { useBrowser } from './helpers/shared.js';

/** How the person plays (seeded): answer battles and offers, claim Events, fight, grow, then finish. */
const TIERS = [
  ['soak', 'spend', 'convert', 'reroll', 'accept', 'refuse', 'giveBack', 'payToll'],
  ['claim'],
  ['attack'],
  ['play'],
  ['recruit', 'slayerAssault'],
  ['march', 'swap', 'slayerRecruit', 'slayerMove', 'offer', 'force'],
  ['done'],
] as const;

describe('web app (Chromium): Assault of the Giants board', function () {
  this.timeout(175_000);
  const env = useBrowser();

  it('plays a 3-player game with two bot seats (a fair easy bot, a random one) to the end, scores hidden but your own', async () => {
    const { page } = env.browser;
    await page.goto(
      `${env.server.url}${seededTable('assault-of-the-giants', ['human', 'easy', 'random'], 'giants-1')}`,
    );
    await page.getByTestId('giants-board').waitFor();
    expect(await text(page.getByTestId('giants-turn'))).to.match(/^Turn 1 · the old ordning · Player \d/);
    // Three NPC races (stone, cloud, storm) and three players' giants stand on the map.
    expect(await page.getByTestId('giants-unit').count()).to.be.greaterThan(6);
    expect(await page.getByTestId('giants-draft').getByTestId('giants-event').count()).to.equal(3);
    expect(await text(page.getByTestId('giants-op-0'))).to.match(/Ordning Points: \d+/);
    expect(await text(page.getByTestId('giants-op-1'))).to.contain('hidden');
    expect(await text(page.getByTestId('giants-op-2'))).to.contain('hidden');
    // Spell hands are hidden too: the others' show as a count.
    expect(await text(page.getByTestId('giants-spells-1'))).to.match(/^Spells: \d+ cards$/);
    // Story tokens are public: every race starts with none on its story-goal card.
    expect(await text(page.getByTestId('giants-story-1'))).to.match(/^Story: 0 \/ 3 tokens on “.+”/);

    const rng = rngFromSeed('giants-1-human');
    const deadline = performance.now() + 160_000;
    let clicks = 0;
    let sawBattle = false;
    for (;;) {
      if (await page.getByTestId('gameover').isVisible()) break;
      expect(performance.now(), 'the game ends in time').to.be.below(deadline);
      await checkBots(page);
      let options = await choices(page, '[data-testid="giants-move"]');
      if (options.length === 0) {
        await page.waitForTimeout(40);
        continue;
      }
      if (!sawBattle && (await page.getByTestId('giants-battle').isVisible())) {
        sawBattle = true;
        await screenshot(page, 'giants-battle', { docs: true });
      }
      if (clicks === 8) {
        await expectEveryLegalMoveOffered(page, 'giants-board', 'giants-move');
        await screenshot(page, 'giants', { docs: true });
        // Cards in a command row explain themselves.
        const card = page.locator('.g-row .g-card').first();
        if ((await card.count()) > 0) {
          await card.getByTestId('info-button').click();
          expect((await text(card.getByTestId('info-text'))).length).to.be.greaterThan(20);
        }
      }
      // Keep turns short: often finish a command instead of spending every point of it.
      if (rng() < 0.35) {
        const done = options.filter((c) => c.move === 'done');
        if (done.length) options = done;
      }
      const choice = byTiers(rng, options, TIERS);
      if (choice && (await press(page, choice))) clicks++;
    }
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/Player [123].* wins?|win/);
    // At the end every score is face up, in the panels and the standings.
    for (const seat of [0, 1, 2]) expect(await text(page.getByTestId(`giants-op-${seat}`))).to.match(/\d+$/);
    expect(await page.getByTestId('score').locator('tbody tr').count()).to.equal(3);
    // The bots' moves are in the log under their players' names.
    const botLines = page.getByTestId('move-log').locator('li[data-seat="1"]');
    expect(await botLines.count()).to.be.greaterThan(0);
    expect(await text(botLines.first())).to.match(/^Player 2 \(easy bot\) /);
    expect(clicks, 'the person at seat 1 played').to.be.greaterThan(5);
    // Each claimed Event that gives a permanent effect shows it under its player, and no other does.
    for (const seat of [0, 1, 2]) {
      const panel = page.getByTestId(`giants-player-${seat}`);
      const ids = (selector: string, attribute: string) =>
        panel.locator(selector).evaluateAll((els, a) => els.map((el) => el.getAttribute(a) ?? ''), attribute);
      const expected = (await ids('.g-events [data-testid="giants-event"]', 'data-event'))
        .map((id) => EVENT_BY_ID[id]?.reward.effect)
        .filter((effect): effect is string => !!effect);
      const shown = await ids('[data-testid="giants-effect"]', 'data-effect');
      expect(shown, `seat ${seat}'s permanent effects`).to.deep.equal(expected);
    }
    await screenshot(page, 'giants-over', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });
});
