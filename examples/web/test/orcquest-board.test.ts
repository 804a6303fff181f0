import { rngFromSeed } from '@skald/core';
import { QUESTS } from '@skald/orcquest-warpath';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
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

/**
 * How the person at the table plays (seeded): fight when possible, enter, open doors, walk, and only end
 * an Activation when nothing else is left.
 */
const TIERS = [
  ['resurrect'],
  ['react'],
  ['exit'],
  ['attack', 'strike', 'special'],
  ['enter'],
  ['door'],
  ['move'],
  ['step'],
  ['stop'],
  ['end', 'pass', 'nextTurn'],
] as const;

/** Play the human seats until the Quest is won or lost; returns how many moves the person made. */
async function playQuest(page: Page, seed: string, budgetMs: number, onMove?: (n: number) => Promise<void>) {
  const rng = rngFromSeed(seed);
  const deadline = performance.now() + budgetMs;
  let moves = 0;
  for (;;) {
    if (await page.getByTestId('gameover').isVisible()) return moves;
    expect(performance.now(), 'the Quest ends in time').to.be.below(deadline);
    await checkBots(page);
    // While no Hero is active both seats may start an Activation: let a thinking bot move first, so the
    // person never clicks a move the bot's own Activation has just made stale.
    if (await page.getByTestId('bot-thinking').isVisible()) {
      await page.waitForTimeout(40);
      continue;
    }
    let options = await choices(page, '[data-testid="oq-move"]');
    if (options.length === 0) {
      await page.waitForTimeout(40);
      continue;
    }
    // Walk a few squares, not the whole Movement allowance every time; skip doors half the time.
    if (rng() < 0.25) options = options.filter((c) => c.move !== 'step');
    if (rng() < 0.5) options = options.filter((c) => c.move !== 'door');
    const choice = byTiers(rng, options, TIERS);
    if (!choice) continue;
    await onMove?.(moves);
    if (await press(page, choice)) moves++;
  }
}

describe('web app (Chromium): OrcQuest WarPath board', function () {
  this.timeout(170_000);
  const env = useBrowser();

  it('plays a solo Quest to a win or a loss on the map, with sight, hero board and alert gauge', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}${seededTable('orcquest-warpath', ['human'], 'oq-solo-1')}`);
    await page.getByTestId('orcquest-board').waitFor();
    expect(await text(page.getByTestId('oq-turn'))).to.match(/^Turn 1\/12/);
    expect(await page.getByTestId('oq-alert').getAttribute('data-level')).to.equal('1');
    expect(await text(page.getByTestId('oq-hero-0'))).to.contain('waiting at the Hero Entrance');
    // The Hero's cards: the starting Sword in a Hand, an empty Inventory with its weight limit.
    expect(await text(page.getByTestId('oq-gear-0'))).to.contain('hand: Sword');
    expect(await text(page.getByTestId('oq-inventory-0'))).to.contain('Inventory 0/10');
    // Entering is made on the board as well as with a button: the Hero, then one of the two lit squares.
    await page.locator('[data-pick="next"][data-target="hero:0"]').click();
    const entries = page.locator('.oq-map [data-pick="next"][data-target^="square:"]');
    expect(await entries.count()).to.equal(2);
    await press(page, { move: 'enter', label: '', locator: entries.first() });
    expect(await text(page.getByTestId('oq-hero-0'))).to.match(/on A[67], facing east/);
    // The Hero on the map sees part of it (the rules' own Line of Sight), and has Action points to spend.
    expect(Number(await page.getByTestId('oq-map').getAttribute('data-seen'))).to.be.greaterThan(5);
    expect(await text(page.getByTestId('oq-points'))).to.contain('Action points 2');
    await expectEveryLegalMoveOffered(page, 'orcquest-board', 'oq-move');
    // Every Skill card explains itself.
    const card = page.getByTestId('oq-hero-0').locator('.oq-card').first();
    await card.getByTestId('info-button').click();
    expect((await text(card.getByTestId('info-text'))).length).to.be.greaterThan(20);
    await screenshot(page, 'orcquest-solo');

    let sawEnemy = false;
    const moves = await playQuest(page, 'oq-solo-human', 140_000, async (n) => {
      if (n % 10 === 0) await expectEveryLegalMoveOffered(page, 'orcquest-board', 'oq-move');
      if (!sawEnemy && (await page.getByTestId('oq-enemy-token').count()) > 0) {
        sawEnemy = true;
        await screenshot(page, 'orcquest-enemies', { docs: true });
      }
    });
    expect(moves).to.be.greaterThan(5);
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/win|lose|lost|won/i);
    expect(await text(page.getByTestId('gameover-reason'))).to.not.equal('');
    await screenshot(page, 'orcquest-solo-over');
    expect(env.browser.errors).to.deep.equal([]);
  });

  it('continues the campaign after a Quest, its Badass track carried over and visible', async () => {
    const { page } = env.browser;
    // A campaign under way: a save whose carry is not a new campaign's, so the carry-over shows: the
    // Badass track, and Orrus's cards (an enchanted Sword, an armor, a Shield in the Inventory) and a Skill.
    const card = (id: string, enchants: { id: string; enhanced: boolean; progress: number }[] = []) => ({
      card: id,
      rekup: false,
      enchants,
      fresh: false,
    });
    const orrus = {
      hero: 'orrus',
      gear: {
        hands: [card('sword', [{ id: 'brutal', enhanced: false, progress: 2 }])],
        body: card('leather-armor'),
        artifact: null,
      },
      inventory: [card('shield')],
      learned: ['orrus-combat-2'],
    };
    const save = {
      campaign: 'orcquest-warpath',
      version: 1,
      scenario: 'c1q1',
      carry: { badass: 4, badassLimit: 20, heroes: [orrus] },
    };
    await page.goto(
      `${env.server.url}${seededTable('orcquest-warpath', ['human'], 'oq-camp-1', { campaign: save })}`,
    );
    await page.getByTestId('orcquest-board').waitFor();
    expect(await text(page.getByTestId('oq-carry'))).to.equal(
      'Campaign: began this Quest with 4 Badass, Limit 20',
    );
    expect(await text(page.getByTestId('oq-badass'))).to.match(/^Badass 4 \/ limit 20/);
    const carried = async () => {
      expect(await text(page.getByTestId('oq-gear-0'))).to.contain('Sword (Brutal)');
      expect(await text(page.getByTestId('oq-gear-0'))).to.contain('body: Leather Armor');
      expect(await text(page.getByTestId('oq-inventory-0'))).to.contain('Shield');
      expect(await page.getByTestId('oq-hero-0').locator('.oq-card').count()).to.equal(4);
    };
    await carried();
    await playQuest(page, 'oq-camp-human', 140_000);
    const won = /win/.test(await text(page.getByTestId('gameover-winner')));
    if (won) {
      // A won Quest leads to the next one, if the package has it; else the campaign ends here.
      if ((await page.getByTestId('continue-campaign').count()) === 0) return;
      const next = /next, (.+)\.$/.exec(await text(page.getByTestId('campaign-next')))?.[1];
      await page.getByTestId('continue-campaign').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="gameover"]'));
      const quest = (await page.getByTestId('orcquest-board').getAttribute('data-quest')) ?? '';
      expect(QUESTS[quest]?.name).to.equal(next);
      expect(await text(page.getByTestId('oq-carry'))).to.match(
        /^Campaign: began this Quest with \d+ Badass/,
      );
      return;
    }
    // A lost Quest is played again with the Badass track it began with (the package's campaign rule).
    expect(await text(page.getByTestId('campaign-next'))).to.match(/play Chapter 1, Quest 1: .* again/);
    await page.getByTestId('continue-campaign').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="gameover"]'));
    await page.getByTestId('orcquest-board').waitFor();
    expect(await page.getByTestId('orcquest-board').getAttribute('data-turn')).to.equal('1');
    expect(await text(page.getByTestId('oq-carry'))).to.equal(
      'Campaign: began this Quest with 4 Badass, Limit 20',
    );
    expect(await text(page.getByTestId('oq-badass'))).to.match(/^Badass 4 \/ limit 20/);
    await carried();
    await screenshot(page, 'orcquest-campaign-continued', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });

  it('plays a 2-Hero Quest with one bot seat to a win or a loss', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}${seededTable('orcquest-warpath', ['human', 'quick'], 'oq-duo-1')}`);
    await page.getByTestId('orcquest-board').waitFor();
    expect(await page.getByTestId('oq-hero-1').count()).to.equal(1);
    const moves = await playQuest(page, 'oq-duo-human', 150_000);
    expect(moves).to.be.greaterThan(3);
    // The bot's Hero acted too: its moves are in the log under its seat.
    expect(await page.getByTestId('move-log').locator('li[data-seat="1"]').count()).to.be.greaterThan(0);
    expect(await text(page.getByTestId('gameover-winner'))).to.match(/win|lose|lost|won/i);
    await screenshot(page, 'orcquest-duo-over', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });
});
