import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { text } from './helpers/orlog.js';
import { expectEveryLegalMoveOffered, press, seededTable } from './helpers/play.js';
import { useBrowser } from './helpers/shared.js';

const card = (id: string) => ({ card: id, rekup: false, enchants: [], fresh: false });
const hero = (id: string, weapon: string, inventory: string[]) => ({
  hero: id,
  gear: { hands: [card(weapon)], body: null, artifact: null },
  inventory: inventory.map(card),
  learned: [],
});

/**
 * Four Heroes at camp before Quest 2 with full Inventories: Orrus can Kraft his Sword (6 metal + 2 gold)
 * and Enchant it (a Fragment of Power), and every Hero can hand every card to the three others.
 */
const SAVE = {
  campaign: 'orcquest-warpath',
  version: 1,
  scenario: 'c1q2',
  carry: {
    badass: 25,
    badassLimit: 30,
    heroes: [
      hero('orrus', 'sword', ['metal2', 'metal2', 'metal2', 'painful-purse', 'fragment', 'usoholi']),
      hero('thalla', 'bow', ['gold-nuggets', 'leather2', 'usotuff']),
      hero('mek', 'dagger', ['painful-purse', 'usomad']),
      hero('mandar', 'staff', ['treasure-chest', 'usoqwik']),
    ],
  },
};

describe('web app (Chromium): the OrcQuest camp’s Loot moves', function () {
  this.timeout(90_000);
  const env = useBrowser();

  it('are grouped by action and by the Hero a card goes to, each group with its price', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    const seats = ['human', 'human', 'human', 'human'];
    await page.goto(
      `${env.server.url}${seededTable('orcquest-warpath', seats, 'oq-camp-loot', { campaign: SAVE })}`,
    );
    await page.getByTestId('oq-camp').waitFor();
    await expectEveryLegalMoveOffered(page, 'orcquest-board', 'oq-move');
    const loot = page.locator('.action-group', { has: page.locator('h4', { hasText: /^Loot$/ }) });
    const buttons = loot.getByTestId('oq-move');
    expect(await buttons.count()).to.be.greaterThan(30);
    // Every Loot button sits in a titled row; no row is a wall of buttons but a single Enchant's choices.
    const rows = await loot.getByTestId('oq-loot-row').evaluateAll((els) =>
      els.map((el) => ({
        title: (el.querySelector('.oq-loot-title')?.textContent ?? '').trim(),
        buttons: el.querySelectorAll('[data-testid="oq-move"]').length,
      })),
    );
    expect(
      rows.reduce((n, r) => n + r.buttons, 0),
      'every Loot button in a row',
    ).to.equal(await buttons.count());
    for (const r of rows) {
      expect(r.title, 'a row names its price').to.match(/\(.+\):$/);
      if (!r.title.startsWith('Enchant')) expect(r.buttons, r.title).to.be.at.most(8);
    }
    const titles = rows.map((r) => r.title);
    for (const to of ['Thalla', 'Mek', 'Mandar'])
      expect(titles).to.include(`Give to ${to} (free, no throw):`);
    expect(titles).to.include('Enchant Sword (in hand) (1 Fragment of Power each):');
    // A Kraft shows what it spends.
    const kraft = loot.locator('[data-testid="oq-move"][data-move="kraft"]');
    expect(await text(kraft)).to.equal('Sword (in hand) → Level 2: 6 metal + 2 gold');
    // The Skill cards to learn: one row per price, each button naming who learns what.
    const learn = page.getByTestId('oq-learn-row').first();
    expect(await text(learn)).to.match(
      /^Learn Skill cards \(10 Badass points\):.*Orrus: Lightning Attack · Thalla: /,
    );
    await screenshot(page, 'orcquest-camp-loot');
    // A grouped button still makes its move: Orrus hands the Usoholi to Thalla.
    const give = loot.locator('[data-testid="oq-move"][data-move="give"][data-args="[9,1]"]');
    expect(await give.getAttribute('aria-label')).to.equal('Orrus gives Usoholi to Thalla');
    expect(await press(page, { move: 'give', label: '', locator: give })).to.equal(true);
    expect(await text(page.getByTestId('oq-inventory-1'))).to.contain('Usoholi');
    expect(env.browser.errors).to.deep.equal([]);
  });
});
