import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { stateId, text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';
import { greedyReplay, touchMove, touchToTheEnd } from './helpers/valheim.js';

/** A seeded solo table of the single scenario (the seed fixes the tiles, dice and events). */
const SOLO = '/play/valheim/local?players=1&seats=human&setup=%7B%7D&botDelay=0&seed=valheim-touch-1';

/**
 * Valheim played on the board alone (#34): every move made by touching what it acts on — a space, a
 * creature, a die, a card or token on the character board, a control of its own for ending the turn — with
 * the chooser and Cancel of the shared touch model, never the button list; at desktop and phone widths,
 * the page never wider than the window.
 */
describe('web app (Chromium): Valheim played by touching the board', function () {
  this.timeout(200_000);
  const env = useBrowser();

  it('wins a seeded game against Eikthyr by touches only, the arena fight included', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    // A seed on which the greedy policy beats Eikthyr (replayed in Node); each of its moves is touched here.
    const query = `players=1&seats=human&setup=${encodeURIComponent('{"mode":"campaign"}')}&botDelay=0&seed=valheim-campaign-6`;
    const replay = greedyReplay(query);
    expect(replay.ctx.gameover).to.deep.equal({ winners: ['0'], score: 1 });
    await page.goto(`${env.server.url}/play/valheim/local?${query}`);
    await page.getByTestId('valheim-board').waitFor();
    const arena = new Set<string>();
    for (const [i, move] of replay.moves.entries()) {
      await touchMove(page, replay.states[i]!, move);
      if (replay.states[i]!.stage !== 'arena') continue;
      if (!arena.has('arenaFight') && move.move === 'arenaFight')
        await screenshot(page, 'valheim-touch-arena');
      arena.add(move.move);
    }
    await page.getByTestId('gameover').waitFor();
    expect(await text(page.getByTestId('gameover-winner'))).to.equal('Player 1 wins');
    expect([...arena]).to.include.members(['place', 'arenaFight']);
    expect(env.browser.errors).to.deep.equal([]);
  });

  for (const width of [1280, 390])
    it(`plays a seeded solo game to its end by touches only at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${env.server.url}${SOLO}`);
      await page.getByTestId('valheim-board').waitFor();
      // The button list stays, for screen readers and as a fallback; the skills to choose are lit on the board.
      expect(await page.getByTestId('valheim-move').count()).to.be.greaterThan(0);
      const offers = page.locator('[data-pick="next"][data-target^="offer:"]');
      expect(await offers.count()).to.be.greaterThan(0);
      // Every lit target is a button with a name for screen readers; the first skill is kept from the keyboard.
      const unnamed = await page.$$eval(
        '[data-pick="next"]',
        (els) =>
          els.filter(
            (e) => e.tagName !== 'BUTTON' || !(e.getAttribute('aria-label') ?? e.textContent)?.trim(),
          ).length,
      );
      expect(unnamed).to.equal(0);
      const before = await stateId(page);
      await offers.first().focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (id) =>
          Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
        before,
      );
      const started = performance.now();
      const played = await touchToTheEnd(page, 150_000, async (p) => {
        // A move of several parts under way: its first part picked, the bar with Cancel above the table.
        if (p.steps !== 1) return;
        expect(await page.getByTestId('pick-cancel').isVisible()).to.equal(true);
        await screenshot(page, `valheim-touch-step-${width}`);
        // Cancel drops the part picked; the game goes on from the same state.
        await page.getByTestId('pick-cancel').click();
        expect(await page.locator('[data-pick="picked"]').count()).to.equal(0);
        expect(await page.getByTestId('pick-bar').count()).to.equal(0);
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `      valheim by touch at ${width} px: ${played.moves} moves, ${played.touches} touches, ${played.steps} steps, ${played.chooser} choices, ${seconds.toFixed(1)} s; touched ${[...played.kinds].join(', ')}`,
      );
      const winner = await text(page.getByTestId('gameover-winner'));
      console.log(`      ${winner}`);
      expect(winner).to.match(/^(Player 1 wins|Everyone loses)$/);
      expect(played.overflow, 'the page never scrolled sideways').to.equal(0);
      expect(played.moves).to.be.greaterThan(10);
      for (const kind of ['offer', 'space', 'control']) expect([...played.kinds]).to.include(kind);
      expect(env.browser.errors).to.deep.equal([]);
      await screenshot(page, `valheim-touch-over-${width}`);
    });
});
