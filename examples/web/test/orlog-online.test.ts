import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type TestBrowser } from './helpers/browser.js';
import { findObjects, recordSocketMessages } from './helpers/frames.js';
import {
  actAndWait,
  affordableFavor,
  keepAxes,
  keepDefence,
  orlogPrompt,
  statusText,
  text,
} from './helpers/orlog.js';
import type { RunningServer } from './helpers/server.js';
import { sharedServer } from './helpers/shared.js';
import { nextTargets, touchTarget } from './helpers/touch.js';

/** Dice faces shown on a tray, in die order. */
async function faces(page: Page, tray: 'tray-me' | 'tray-foe'): Promise<string[]> {
  return page
    .getByTestId(tray)
    .locator('.die')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-face') ?? ''));
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('web app (Chromium): Orlog online, two browsers', function () {
  this.timeout(240_000);
  let server: RunningServer;
  let astrid: TestBrowser;
  let bjorn: TestBrowser;
  let bjornMessages: unknown[][];
  let matchLink = '';

  before(async () => {
    server = await sharedServer();
    [astrid, bjorn] = await Promise.all([openBrowser(), openBrowser()]);
    bjornMessages = recordSocketMessages(bjorn.page);
  });
  after(async () => {
    await Promise.all([astrid?.close(), bjorn?.close()]);
  });

  /** Play on until both are asked for their God Favor (the roller keeps everything). */
  async function playToFavorStep(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const [a, b] = [await orlogPrompt(astrid.page), await orlogPrompt(bjorn.page)];
      if (a === 'favor' && b === 'favor') return;
      if (a === 'over' || b === 'over') throw new Error('the game ended early');
      const roller = a === 'roll' ? astrid.page : b === 'roll' ? bjorn.page : null;
      // Careful play keeps the match long enough (and earns the tokens a God Favor costs).
      if (roller) await actAndWait(roller, () => keepDefence(roller));
      else await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no favor step');
  }

  it('creates a match, shares the link, and each browser sees its own seat and dice', async () => {
    const a = astrid.page;
    await a.goto(`${server.url}/play/orlog`);
    await a.getByRole('tab', { name: 'Online' }).click();
    await a.locator('#player-name').fill('Astrid');
    await a.getByTestId('create-online').click();
    // Alone in the match: a waiting room, not a board to roll against an empty seat.
    await a.getByTestId('waiting-room').waitFor();
    expect(await a.getByTestId('orlog-board').count()).to.equal(0);
    expect(await text(a.getByTestId('waiting-seat-0'))).to.contain('Astrid');
    expect(await text(a.getByTestId('waiting-seat-1'))).to.contain('open');
    await screenshot(a, 'orlog-online-waiting', { docs: true });
    matchLink = await a.getByTestId('share-link').inputValue();
    expect(matchLink).to.match(/\/play\/orlog\/match\/[\w-]+$/);

    const b = bjorn.page;
    await b.goto(matchLink);
    await b.locator('#join-name').fill('Bjorn');
    await b.getByTestId('join-seat-1').click();
    await b.getByTestId('orlog-board').waitFor();
    // The second seat taken, the game starts on the first screen too.
    await a.getByTestId('orlog-board').waitFor();
    await waitUntil(
      async () =>
        (await faces(b, 'tray-foe')).some((f) => f !== '') ||
        (await faces(b, 'tray-me')).some((f) => f !== ''),
      'dice',
    );

    expect(await a.getByTestId('side-me').getAttribute('data-seat')).to.equal('0');
    expect(await b.getByTestId('side-me').getAttribute('data-seat')).to.equal('1');
    expect(await text(a.getByTestId('side-me'))).to.contain('Astrid (you)');
    expect(await text(b.getByTestId('side-me'))).to.contain('Bjorn (you)');
    // Dice are public in Orlog: each player's own tray is the other's opponent tray.
    await waitUntil(
      async () => JSON.stringify(await faces(a, 'tray-me')) === JSON.stringify(await faces(b, 'tray-foe')),
      'the same dice on both screens',
    );
  });

  it("keeps each player's God Favor choice secret until both have chosen", async () => {
    const a = astrid.page;
    const b = bjorn.page;
    let favor: string | null = null;
    for (let round = 0; round < 8 && !favor; round++) {
      await playToFavorStep();
      favor = await affordableFavor(a);
      if (favor) break;
      // Nothing affordable yet: both pass this round and try again.
      await actAndWait(a, () => a.getByTestId('no-favor').click());
      await actAndWait(b, () => b.getByTestId('no-favor').click());
    }
    expect(favor, 'Astrid could afford a God Favor within a few rounds').to.be.a('string');
    const [favorId, level] = favor!.split('-');

    await a.getByTestId(`invoke-${favor}`).click();
    await waitUntil(
      async () => (await text(a.getByTestId('choice-status-0'))).startsWith('chose '),
      'own choice shown',
    );
    const chosenText = await text(a.getByTestId('choice-status-0'));
    await waitUntil(
      async () => (await text(b.getByTestId('choice-status-0'))) === 'has chosen (secret)',
      'Bjorn sees that Astrid has chosen',
    );
    expect(await text(b.getByTestId('revealed'))).to.contain('Hidden until both players have chosen');
    expect(await text(b.getByTestId('orlog-board'))).to.not.contain(chosenText.replace(/^chose /, ''));
    await screenshot(b, 'orlog-online-secret', { docs: true });
    await screenshot(a, 'orlog-online-chosen');

    // Nothing Bjorn's browser received so far carries Astrid's pending choice: not the states, not the log.
    const states = findObjects(bjornMessages, (o) => 'G' in o && 'ctx' in o);
    expect(states.length).to.be.greaterThan(0);
    for (const s of states) expect(s.G.players[0].choice).to.equal(null);
    const moves = findObjects(
      bjornMessages,
      (o) => o.type === 'chooseFavor' && o.playerID === '0' && 'args' in o,
    );
    for (const m of moves) expect(m.args).to.equal(null);
    expect(JSON.stringify(bjornMessages)).to.not.match(new RegExp(`"favor":"${favorId}","level":${level}`));

    await actAndWait(b, () => b.getByTestId('no-favor').click());
    await waitUntil(
      async () => (await text(b.getByTestId('revealed-0'))).includes(`level ${level}`),
      "Astrid's favor revealed to Bjorn",
    );
    expect(astrid.errors).to.deep.equal([]);
    expect(bjorn.errors).to.deep.equal([]);
  });

  it('keeps a God Favor half-chosen by touch while the other player makes their secret choice', async () => {
    const a = astrid.page;
    const b = bjorn.page;
    let name: string | undefined;
    for (let round = 0; round < 8 && !name; round++) {
      await playToFavorStep();
      name = (await nextTargets(a))
        .map((t) => t.target)
        .find((t) => /^favor:[a-z]+$/.test(t) && t !== 'favor:none');
      if (name) break;
      await actAndWait(a, () => a.getByTestId('no-favor').click());
      await actAndWait(b, () => b.getByTestId('no-favor').click());
    }
    expect(name, 'Astrid could afford a God Favor within a few rounds').to.be.a('string');
    await touchTarget(a, name!);
    await actAndWait(b, () => b.getByTestId('no-favor').click());
    await waitUntil(
      async () => (await text(a.getByTestId('choice-status-1'))).includes('has chosen'),
      "Bjorn's choice reaching Astrid",
    );
    // Her list of moves is the same: the favor she touched is still picked, its levels lit.
    expect(await a.locator(`[data-target="${name}"]`).getAttribute('data-pick')).to.equal('picked');
    expect(await a.getByTestId('pick-cancel').isVisible()).to.equal(true);
    await actAndWait(a, () => a.getByTestId('no-favor').click());
    expect(astrid.errors).to.deep.equal([]);
  });

  it('resumes the seat after a reload in the middle of the match', async () => {
    const b = bjorn.page;
    expect(await orlogPrompt(b), 'the match is still on').to.not.equal('over');
    const snapshot = async () => ({
      status: await statusText(b),
      mine: await faces(b, 'tray-me'),
      theirs: await faces(b, 'tray-foe'),
      hp: await text(b.getByTestId('side-me').getByTestId('hp')),
    });
    const before = await snapshot();
    await b.reload();
    await b.getByTestId('orlog-board').waitFor();
    expect(await b.getByTestId('join-form').count(), 'no second join').to.equal(0);
    expect(await b.getByTestId('side-me').getAttribute('data-seat')).to.equal('1');
    await waitUntil(
      async () => JSON.stringify(await snapshot()) === JSON.stringify(before),
      'the same match state',
    );
    // And the match goes on from here for both: a few more decisions, whoever is asked.
    for (let i = 0; i < 6; i++) {
      const [pa, pb] = [await orlogPrompt(astrid.page), await orlogPrompt(b)];
      if (pa === 'over' || pb === 'over') break;
      if (pa === 'favor' && pb === 'favor') {
        await actAndWait(b, () => b.getByTestId('no-favor').click());
        await actAndWait(astrid.page, () => astrid.page.getByTestId('no-favor').click());
      } else if (pa === 'roll') await actAndWait(astrid.page, () => keepDefence(astrid.page));
      else if (pb === 'roll') await actAndWait(b, () => keepDefence(b));
      else await b.waitForTimeout(100);
    }
    expect(await snapshot()).to.not.deep.equal(before);
    await screenshot(b, 'orlog-online-after-reload');
    expect(bjorn.errors).to.deep.equal([]);
  });

  it('plays to the end, and Rematch takes both players to a fresh match with the same settings', async () => {
    const [a, b] = [astrid.page, bjorn.page];
    for (let i = 0; i < 300; i++) {
      const [pa, pb] = [await orlogPrompt(a), await orlogPrompt(b)];
      if (pa === 'over' && pb === 'over') break;
      if (pa === 'favor' && pb === 'favor') {
        await actAndWait(a, () => a.getByTestId('no-favor').click());
        await actAndWait(b, () => b.getByTestId('no-favor').click());
      } else if (pa === 'roll') await actAndWait(a, () => keepAxes(a));
      else if (pb === 'roll') await actAndWait(b, () => keepAxes(b));
      else await b.waitForTimeout(100);
    }
    expect(await text(a.getByTestId('gameover-winner'))).to.match(/^(Astrid|Bjorn) wins$/);
    expect(await text(b.getByTestId('gameover-winner'))).to.equal(
      await text(a.getByTestId('gameover-winner')),
    );
    const oldMatch = matchLink.split('/').pop()!;
    await a.getByTestId('rematch').click();
    await a.waitForURL((url) => !url.pathname.endsWith(oldMatch));
    const newMatch = a.url().split('/').pop()!;
    // Astrid waits for Bjorn in the new match; Bjorn's Rematch joins the same one.
    await a.getByTestId('waiting-room').waitFor();
    await b.getByTestId('rematch').click();
    await b.waitForURL((url) => url.pathname.endsWith(newMatch));
    await Promise.all([a.getByTestId('orlog-board').waitFor(), b.getByTestId('orlog-board').waitFor()]);
    expect(await a.getByTestId('side-me').getAttribute('data-seat')).to.equal('0');
    expect(await b.getByTestId('side-me').getAttribute('data-seat')).to.equal('1');
    expect(await statusText(a)).to.match(/^Round 1 · /);
    const setupOf = async (id: string) =>
      ((await (await fetch(`${server.url}/games/orlog/${id}`)).json()) as { setupData?: unknown }).setupData;
    expect(await setupOf(newMatch)).to.deep.equal(await setupOf(oldMatch));
    expect(astrid.errors).to.deep.equal([]);
    expect(bjorn.errors).to.deep.equal([]);
  });
});
