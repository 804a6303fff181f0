import { orcQuestCampaign, setupState } from '@skald/orcquest-warpath';
import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';

/** The save a won 2-Hero Quest 1 (Orrus, Thalla) writes: Quest 2, with both Heroes' cards. */
function quest2Save(): unknown {
  const G = setupState(2, () => 0.5);
  G.result = { winners: ['0', '1'], score: 1 };
  G.phase = 'over';
  return orcQuestCampaign.next(G, { gameover: G.result, numPlayers: 2 });
}

describe('web app (Chromium): OrcQuest Heroes on the setup page (setupData.heroes)', function () {
  this.timeout(120_000);
  const env = useBrowser();

  it('picks which Hero each seat plays, and the match seats them', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/play/orcquest-warpath`);
    await page.getByTestId('setup').waitFor();
    await page.locator('#players').selectOption('2');
    expect(await page.getByTestId('hero-0').inputValue()).to.equal('orrus');
    expect(await page.getByTestId('hero-1').inputValue()).to.equal('thalla');
    // Choosing a Hero another seat plays swaps the two seats.
    await page.getByTestId('hero-1').selectOption('mandar');
    await page.getByTestId('hero-0').selectOption('mandar');
    expect([
      await page.getByTestId('hero-0').inputValue(),
      await page.getByTestId('hero-1').inputValue(),
    ]).to.deep.equal(['mandar', 'orrus']);
    expect(await text(page.getByTestId('hero-fate-0'))).to.contain('starting Stuff');
    await page.getByTestId('seat-1').selectOption('human');
    await page.getByTestId('start-local').click();
    await page.getByTestId('orcquest-board').waitFor();
    const setup = JSON.parse(new URL(page.url()).searchParams.get('setup') ?? '{}') as { heroes?: string[] };
    expect(setup.heroes).to.deep.equal(['mandar', 'orrus']);
    const panels = await page.locator('.oq-heroes').textContent();
    expect(panels ?? '').to.match(/Mandar[\s\S]*Orrus/);
  });

  it('with a campaign save: who goes on, who takes whose place, who sits the Quest out (C2-C4)', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/play/orcquest-warpath`);
    await page.getByTestId('setup').waitFor();
    await page.locator('#players').selectOption('2');
    await page.getByTestId('campaign-file').setInputFiles({
      name: 'orcquest-warpath-c1q2.campaign.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(quest2Save())),
    });
    await page.getByText('Continues with').waitFor();
    // The save's team goes on by default.
    expect(await page.getByTestId('hero-1').inputValue()).to.equal('thalla');
    expect(await text(page.getByTestId('hero-fate-1'))).to.contain('goes on with the cards');
    // Mek comes in for Thalla: he takes her place (C4).
    await page.getByTestId('hero-1').selectOption('mek');
    expect(await text(page.getByTestId('hero-fate-1'))).to.contain('takes Thalla’s place');
    await screenshot(page, 'orcquest-setup-heroes');
    // With one seat, Thalla sits the Quest out and keeps her cards (C2).
    await page.locator('#players').selectOption('1');
    expect(await page.getByTestId('hero-0').inputValue()).to.equal('orrus');
    expect(await text(page.getByTestId('hero-sitting-out'))).to.contain('Thalla');
    await page.getByTestId('start-local').click();
    await page.getByTestId('orcquest-board').waitFor();
    expect(await page.getByTestId('orcquest-board').getAttribute('data-phase')).to.equal('camp');
    const setup = JSON.parse(new URL(page.url()).searchParams.get('setup') ?? '{}') as { heroes?: string[] };
    expect(setup.heroes).to.deep.equal(['orrus']);
  });
});
