import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { lastEntryHidden } from './helpers/layout.js';
import {
  actAndWait,
  affordableFavor,
  keepAxes,
  stateId,
  statusText,
  text,
  waitForPrompt,
} from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';

describe('web app (Chromium): Orlog hot-seat', function () {
  this.timeout(240_000);
  const env = useBrowser();

  it('lists the registered games and sets up a table from the descriptor', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/`);
    await page.getByTestId('game-orlog').waitFor();
    expect(await text(page.getByTestId('game-orlog'))).to.contain('2 players');
    await page
      .getByTestId('game-orlog')
      .getByRole('link', { name: /^Orlog/ })
      .click();
    await page.getByTestId('setup').waitFor();
    // The descriptor's options become fields (Orlog's mode is an enum with a default).
    expect(await page.locator('#option-mode').inputValue()).to.equal('beginner');
    // Options read in plain words, with the default marked and no "Ruling:" notes.
    expect(await text(page.locator('#option-mode option:checked'))).to.match(/^Beginner — .*\(default\)$/);
    expect(await text(page.getByTestId('field-tyrPriority')))
      .to.contain('Default: 3')
      .and.not.contain('Ruling');
    expect(await text(page.getByTestId('field-mode'))).to.contain('as in the rulebook');
    await page.getByTestId('seat-1').selectOption('human');
    await screenshot(page, 'setup-orlog', { docs: true });
  });

  it('explains the rules on a How-to-play page, from the Orlog package', async () => {
    const { page } = env.browser;
    await page.getByTestId('how-to-play-link').click();
    await page.getByTestId('how-to-play').waitFor();
    expect(await text(page.locator('h1'))).to.equal('How to play Orlog');
    expect(await text(page.getByTestId('glossary-helmet'))).to.contain('Blocks one axe');
    expect(await text(page.getByTestId('glossary-thor'))).to.contain('deal N damage');
    expect(await page.locator('[data-testid^="glossary-"]').count()).to.equal(5 + 20 + 9);
    await screenshot(page, 'how-to-play-orlog', { docs: true });
    await page.goBack();
    await page.getByTestId('setup').waitFor();
    // The game below is seeded: the same dice every run, so a rare path can't surprise it on one run only.
    await page.goto(`${env.server.url}/play/orlog?seed=orlog-hotseat-1`);
    await page.getByTestId('setup').waitFor();
    await page.getByTestId('seat-1').selectOption('human');
  });

  it('plays a complete game on one screen, and the debug panel never takes the board’s keys', async () => {
    const { page } = env.browser;
    await page.getByTestId('start-local').click();
    await page.getByTestId('orlog-board').waitFor();
    let actions = 0;
    let keysChecked = false;
    for (;;) {
      const prompt = await waitForPrompt(page);
      if (prompt === 'over') break;
      expect(prompt, 'a person always has something to do in hot-seat').to.not.equal('wait');
      if (prompt === 'roll' && !keysChecked && (await statusText(page)).startsWith('Round 2')) {
        await checkDebugPanelKeys();
        keysChecked = true;
      }
      if (prompt === 'roll') await actAndWait(page, () => keepAxes(page));
      else {
        // The chooser says what can be paid now and what only if this round's dice pay.
        expect(await text(page.getByTestId('afford-legend'))).to.match(/^You have \d+ tokens/);
        // Disabled: never payable, or payable (now or maybe) but with nothing to invoke it with (Odin/Týr
        // with no HP to spare: the button's title says so).
        for (const kind of await page
          .locator('[data-testid^="invoke-"]')
          .evaluateAll((bs) =>
            bs.map((b) => `${b.getAttribute('data-afford')}:${(b as HTMLButtonElement).disabled}`),
          ))
          expect(['now:false', 'maybe:false', 'no:true', 'now:true', 'maybe:true']).to.include(kind);
        const favor = await affordableFavor(page);
        await actAndWait(page, () => page.getByTestId(favor ? `invoke-${favor}` : 'no-favor').click());
      }
      actions++;
      expect(actions, 'the game ends').to.be.below(500);
    }
    expect(keysChecked).to.equal(true);
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/^Player [12] wins$/);
    expect(await text(page.getByTestId('gameover-reason'))).to.match(/Player [12]/);
    expect(await page.getByTestId('score').locator('tbody tr').count()).to.equal(2);
    expect(await text(page.getByTestId('resolution-log'))).to.match(/0 HP/);
    // Both logs show their latest line without scrolling: the round's decisive line and the game's end.
    expect(await lastEntryHidden(page, '.resolution-lines')).to.equal(null);
    expect(await text(page.locator('.resolution-lines li').last())).to.match(/falls: Player [12] wins/);
    expect(await text(page.locator('.resolution-lines li').nth(-2))).to.match(/→ 0 HP/);
    expect(await lastEntryHidden(page, '[data-testid="move-log"]')).to.equal(null);
    expect(await text(page.getByTestId('move-log').locator('li').last())).to.match(
      /^Game over: Player [12] wins/,
    );
    // Every move is in the move log in words, the secret favor choices without their content.
    const log = await text(page.getByTestId('move-log'));
    expect(log).to.match(/Player [12] keeps (an axe|\d axes)/);
    expect(log).to.contain('chooses a God Favor in secret');
    expect(log).not.to.match(/chooses Thor|chooses Iðunn|chooses Odin/);
    // …and what each resolution revealed, with where it left both players.
    expect(log).to.match(/Revealed: Player [12] chose/);
    expect(log).to.match(/After round 1: Player 1: \d+ HP, \d+ tokens? · Player 2: \d+ HP, \d+ tokens?/);
    await screenshot(page, 'orlog-hotseat-over', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });

  it('explains a favor in a tooltip', async () => {
    const { page } = env.browser;
    const thor = page.getByTestId('side-me').getByTestId('favor-thor');
    await thor.getByTestId('info-button').click();
    expect(await thor.getByTestId('info-text').isVisible()).to.equal(true);
    expect(await text(thor.getByTestId('info-text'))).to.contain('deal N damage to your opponent');
    // A die says what its face does on hover.
    expect(await page.getByTestId('die-0-0').getAttribute('title')).to.match(/: (Deals|Blocks|Steals)/);
  });

  it('starts a fresh game with the same settings on Rematch', async () => {
    const { page } = env.browser;
    const url = page.url();
    await page.getByTestId('rematch').click();
    await page.getByTestId('gameover').waitFor({ state: 'detached' });
    expect(page.url(), 'same table settings').to.equal(url);
    expect(await statusText(page)).to.match(/^Round 1 · /);
    expect(await page.getByTestId('hp').allTextContents()).to.deep.equal(['15', '15']);
    expect(await text(page.locator('.move-log'))).to.contain('No moves yet');
    // Still hot-seat: both seats are people on this screen.
    expect(await page.getByTestId('view-seat-1').isVisible()).to.equal(true);
    await waitForPrompt(page);
    await actAndWait(page, () => keepAxes(page));
    expect(await page.getByTestId('move-log').locator('li').count()).to.equal(1);
    expect(env.browser.errors).to.deep.equal([]);
  });

  /**
   * With the debug panel open, keys pressed on the board go to the board: `1` selects die 1 instead of
   * the panel's "reset" hotkey. Keys pressed with nothing focused still reach the panel (`.` toggles it).
   */
  async function checkDebugPanelKeys(): Promise<void> {
    const { page } = env.browser;
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('.');
    await page.locator('.debug-panel .pane').first().waitFor();
    await screenshot(page, 'orlog-hotseat-debug-panel', { docs: true });
    const before = { status: await statusText(page), id: await stateId(page) };
    const firstFree = page.getByTestId('tray-me').locator('button.die:not([data-kept="1"])').first();
    const testId = (await firstFree.getAttribute('data-testid'))!;
    const die = Number(testId.split('-')[2]);
    await page.getByTestId('orlog-board').focus();
    await page.keyboard.press(String(die + 1));
    expect(await page.getByTestId(testId).getAttribute('aria-pressed')).to.equal('true');
    await page.keyboard.press(String(die + 1));
    expect(await page.getByTestId(testId).getAttribute('aria-pressed')).to.equal('false');
    await page.waitForTimeout(300); // the panel's reset would land within a tick
    expect({ status: await statusText(page), id: await stateId(page) }).to.deep.equal(before);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('.');
    await page.locator('.debug-panel .pane').first().waitFor({ state: 'detached' });
    await screenshot(page, 'orlog-hotseat', { docs: true });
  }
  it('plays the same dice again at a table with the same seed', async () => {
    const { page } = env.browser;
    const table = `${env.server.url}/play/orlog/local?players=2&seats=human,human&seed=same-dice`;
    const firstRerollFaces = async () => {
      await page.goto(table);
      await page.getByTestId('orlog-board').waitFor();
      expect(await waitForPrompt(page)).to.equal('roll');
      await actAndWait(page, () => keepAxes(page));
      return page.locator('[data-face]').evaluateAll((dice) => dice.map((d) => d.getAttribute('data-face')));
    };
    const first = await firstRerollFaces();
    expect(first.filter(Boolean).length, 'dice were rolled').to.be.above(6);
    expect(await firstRerollFaces()).to.deep.equal(first);
  });
});
