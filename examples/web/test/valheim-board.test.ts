import { gameModule } from '@skald/valheim';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot, type TestBrowser } from './helpers/browser.js';
import { horizontalOverflow, lastEntryHidden } from './helpers/layout.js';
import { stateId, text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';
import { clickMove, greedyReplay } from './helpers/valheim.js';

/** A seeded local Valheim table (the seed fixes the tiles, dice and events, and the bots' searches). */
const table = (players: number, seats: string, seed: string) =>
  `/play/valheim/local?players=${players}&seats=${seats}&setup=%7B%7D&botDelay=0&seed=${seed}`;

/** Moves the test's player prefers, best first; a move into a misty tile comes right after `stag`. */
const PREFERRED = ['summon', 'place', 'arenaFight', 'stag'];
const AFTER_EXPLORING = ['chooseSkill', 'keep', 'fight', 'bomb', 'assist', 'loot', 'pass'];

interface Played {
  clicks: number;
  mapClicks: number;
  sawArena: boolean;
  sawCombat: boolean;
  revealedTiles: number;
}

/** Is `space` on a tile still misty on the board? */
async function misty(page: Page, space: string): Promise<boolean> {
  if (space === 'H') return false;
  const tile = page.getByTestId(`tile-${space.slice(0, -1)}`);
  return (await tile.count()) > 0 && (await tile.getAttribute('data-revealed')) === 'false';
}

/** The button the test's player presses: a simple explorer that reveals tiles, hunts stags, and ends turns. */
async function choose(page: Page): Promise<ReturnType<Page['getByTestId']> | null> {
  const moves = page.getByTestId('valheim-move');
  const count = await moves.count();
  if (count === 0) return null;
  const all = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      i,
      move: (await moves.nth(i).getAttribute('data-move')) ?? '',
      args: JSON.parse((await moves.nth(i).getAttribute('data-args')) ?? '[]') as unknown[],
    })),
  );
  for (const name of PREFERRED) {
    const m = all.find((x) => x.move === name);
    if (m) return moves.nth(m.i);
  }
  for (const m of all)
    if ((m.move === 'move' || m.move === 'step') && (await misty(page, String(m.args[0]))))
      return moves.nth(m.i);
  for (const name of AFTER_EXPLORING) {
    const m = all.find((x) => x.move === name);
    if (m) return moves.nth(m.i);
  }
  return moves.first();
}

/** Wait for the board to show a newer state than `before` (a move of ours landed). */
async function nextState(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
  );
}

/**
 * Play the seat on screen through the board's own controls until the game ends: the first move of the
 * match goes through the map (a reachable space is a button), the rest through the action buttons.
 */
async function playToTheEnd(
  page: Page,
  browser: TestBrowser,
  name: string,
  limitMs: number,
): Promise<Played> {
  const played: Played = { clicks: 0, mapClicks: 0, sawArena: false, sawCombat: false, revealedTiles: 0 };
  const deadline = performance.now() + limitMs;
  for (;;) {
    if (await page.getByTestId('gameover').isVisible()) break;
    expect(performance.now(), `${name}: the game ends in time`).to.be.below(deadline);
    if (await page.getByTestId('bot-error').isVisible())
      throw new Error(`a bot failed: ${await text(page.getByTestId('bot-error'))}`);
    if (!played.sawArena && (await page.getByTestId('arena').isVisible())) {
      played.sawArena = true;
      await screenshot(page, `${name}-arena`);
    }
    if (!played.sawCombat && (await page.getByTestId('combat').isVisible())) {
      played.sawCombat = true;
      await screenshot(page, `${name}-combat`);
    }
    // A space lit to go to (not one a figure stands on, where touching it acts there instead).
    const reachable = page.locator('.map-space.reachable:not(:has([data-testid^="figure-"]))');
    if (played.mapClicks === 0 && (await reachable.count()) > 0) {
      // Move through the map: the figure lands on the space clicked.
      const target = reachable.first();
      const space = (await target.getAttribute('data-space')) ?? '';
      const before = await stateId(page);
      await target.locator('button.space-touch').click();
      await nextState(page, before);
      const seat = await page.getByTestId('board-host').getAttribute('data-player');
      expect(await page.getByTestId(`space-${space}`).getByTestId(`figure-${seat}`).count()).to.equal(1);
      played.mapClicks++;
      continue;
    }
    const button = await choose(page);
    if (button === null) {
      await page.waitForTimeout(40);
      continue;
    }
    const before = await stateId(page);
    await button.click();
    await nextState(page, before);
    played.clicks++;
    if (played.clicks === 25)
      await screenshot(page, name === 'valheim-duo' ? 'valheim' : `${name}-midgame`, {
        docs: name === 'valheim-duo',
      });
  }
  played.revealedTiles = await page.locator('[data-testid^="tile-"][data-revealed="true"]').count();
  expect(browser.errors, `${name}: no errors in the page`).to.deep.equal([]);
  return played;
}

describe('web app (Chromium): the Valheim board', function () {
  this.timeout(240_000);
  const env = useBrowser();

  it('plays a seeded solo game to a win or a loss on a 390 px phone, every control on the board', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${env.server.url}${table(1, 'human', 'valheim-solo-1')}`);
    await page.getByTestId('valheim-board').waitFor();
    // Setup: every tile misty, 7 health and 4 stamina, the whole event deck.
    expect(await page.locator('[data-testid^="tile-"][data-revealed="false"]').count()).to.equal(4);
    expect(await page.getByTestId('health-0').getAttribute('data-value')).to.equal('7');
    expect(await page.getByTestId('stamina-0').getAttribute('data-value')).to.equal('4');
    expect(Number(await text(page.getByTestId('events-left')))).to.equal(20);
    // A skill to choose explains itself.
    const skill = page.getByTestId('actions').locator('.vh-action').first();
    await skill.getByTestId('info-button').click();
    expect((await text(skill.getByTestId('info-text'))).length).to.be.greaterThan(10);
    await screenshot(page, 'valheim-solo-start-390');
    // Closed again (an open tip near the edge may reach past a phone's screen), nothing is wider than it.
    await skill.getByTestId('info-button').click();
    await page.mouse.move(0, 0);
    expect(await horizontalOverflow(page)).to.equal(0);

    const played = await playToTheEnd(page, env.browser, 'valheim-solo', 150_000);
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/^(Player 1 wins|Everyone loses)$/);
    expect(await text(page.getByTestId('gameover-reason'))).to.match(/everyone (wins|loses) together/);
    expect(played.mapClicks, 'a move made on the map').to.equal(1);
    expect(played.revealedTiles, 'tiles turned face up').to.be.greaterThan(0);
    expect(played.clicks).to.be.greaterThan(5);
    // The log names the player as the table does (seat 0 is "Player 1") and tells what happened.
    const log = await text(page.getByTestId('move-log'));
    expect(log).to.contain('Player 1 keeps the');
    expect(log).to.not.contain('Player 0');
    expect(log).to.match(/Event: /);
    expect(await lastEntryHidden(page, '[data-testid="move-log"]')).to.equal(null);
    expect(await horizontalOverflow(page)).to.equal(0);
    await screenshot(page, 'valheim-solo-over-390');
  });

  it('plays a seeded 2-player game with a bot seat to a win or a loss', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${env.server.url}${table(2, 'human,quick', 'valheim-duo-1')}`);
    await page.getByTestId('valheim-board').waitFor();
    expect(await page.getByTestId('character-0').count()).to.equal(1);
    expect(await page.getByTestId('character-1').count()).to.equal(1);

    const played = await playToTheEnd(page, env.browser, 'valheim-duo', 170_000);
    expect(await text(page.getByTestId('gameover-winner'))).to.match(
      /^(Player 1 & Player 2 \(quick bot\) win|Everyone loses)$/,
    );
    expect(played.clicks).to.be.greaterThan(5);
    // The bot's moves are in the log under its name.
    const botLines = page.getByTestId('move-log').locator('li[data-seat="1"]');
    expect(await botLines.count()).to.be.greaterThan(0);
    expect(await text(botLines.first())).to.match(/^Player 2 \(quick bot\) /);
    expect(await page.getByTestId('score').locator('tbody tr').count()).to.equal(2);
    await screenshot(page, 'valheim-duo-over');
  });

  it('continues a seeded campaign from scenario 1 to scenario 2, its carry-over on the board', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    // A seed on which the greedy policy beats Eikthyr: replayed in Node, its moves are then clicked here.
    const query = `players=1&seats=human&setup=${encodeURIComponent('{"mode":"campaign"}')}&botDelay=0&seed=valheim-campaign-6`;
    const replay = greedyReplay(query);
    expect(replay.ctx.gameover).to.deep.equal({ winners: ['0'], score: 1 });
    const save = gameModule.campaign!.next(replay.G, replay.ctx) as {
      scenario: string;
      carry: { furniture: string | null; health: (number | null)[]; stamina: (number | null)[] };
    };
    expect(save.scenario).to.equal('elder-2');

    await page.goto(`${env.server.url}/play/valheim/local?${query}`);
    await page.getByTestId('valheim-board').waitFor();
    expect(await text(page.getByTestId('campaign-scenario'))).to.contain('scenario 1 of 4');
    expect(await text(page.getByTestId('campaign-defeated'))).to.contain('none yet');
    let sawArena = false;
    for (const move of replay.moves) {
      await clickMove(page, move);
      // The arena once everyone stands in it (no starting space left to pick), its spaces buttons no more.
      if (
        !sawArena &&
        (await page.getByTestId('arena').isVisible()) &&
        (await page.locator('button.arena-space').count()) === 0
      ) {
        sawArena = true;
        // Everyone is in the arena: the Viking's figure stands there, not on the map.
        expect(await page.getByTestId('arena').getByTestId('figure-0').count()).to.equal(1);
        expect(await page.getByTestId('valheim-map').locator('[data-testid^="figure-"]').count()).to.equal(0);
        await screenshot(page, 'valheim-arena', { docs: true });
      }
    }
    expect(sawArena, 'the arena was on the board during the fight').to.equal(true);
    await page.getByTestId('gameover').waitFor();
    expect(await text(page.getByTestId('gameover-winner'))).to.equal('Player 1 wins');
    expect(await text(page.getByTestId('campaign-next'))).to.contain('next, The Ancient');
    await screenshot(page, 'valheim-campaign-won');

    await page.getByTestId('continue-campaign').click();
    await page.getByTestId('campaign-panel').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="campaign-scenario"]')?.textContent?.includes('scenario 2 of 4'),
    );
    // The carry-over, as the rules wrote it into the save, is on the board.
    expect(await text(page.getByTestId('campaign-scenario'))).to.contain('The Ancient');
    expect(await text(page.getByTestId('campaign-defeated'))).to.contain('Eikthyr');
    expect(await text(page.getByTestId('campaign-metals'))).to.contain('bronze');
    expect(await text(page.getByTestId('campaign-power'))).to.match(/Eikthyr’s power — 2 uses left/);
    if (save.carry.furniture)
      expect(await text(page.getByTestId('campaign-furniture'))).to.match(/Furniture carried over: \w+/);
    const [health, stamina] = [save.carry.health[0], save.carry.stamina[0]];
    expect(await text(page.getByTestId('campaign-carry'))).to.contain(
      `Player 1 came with ${health} health and ${stamina} stamina`,
    );
    expect(await page.getByTestId('health-0').getAttribute('data-value')).to.equal(String(health));
    expect(await page.getByTestId('stamina-0').getAttribute('data-value')).to.equal(String(stamina));
    await screenshot(page, 'valheim-campaign-2', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });
});
