import { type Rng, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import type { Page } from 'playwright-core';

/** What the OrcQuest board offers to touch right now, read in one go (bots never change it between reads). */
interface Offer {
  over: boolean;
  stateId: number;
  picked: string;
  /** Live targets, each once, in page order. */
  targets: string[];
  choices: number;
  /** How far the page is wider than its window. */
  overflow: number;
  /** Targets the touch model lights that no element on the board stands for. */
  unseen: string[];
  /** Live targets that are not buttons with a label (keyboard and screen readers could not use them). */
  unlabelled: string[];
}

const offer = (page: Page): Promise<Offer> =>
  page.evaluate(() => {
    const root = document.documentElement;
    const board = document.querySelector('[data-testid="orcquest-board"]');
    const next = (board?.getAttribute('data-next') ?? '').split(' ').filter(Boolean);
    const targets = Array.from(document.querySelectorAll('[data-pick="next"]')).map(
      (e) => e.getAttribute('data-target') ?? '',
    );
    return {
      over: !!document.querySelector('[data-testid="gameover"]'),
      stateId: Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')),
      picked: document.querySelector('[data-testid="orcquest-board"]')?.getAttribute('data-picked') ?? '',
      targets: [...new Set(targets)],
      choices: document.querySelectorAll('[data-testid="pick-choice"]').length,
      overflow: root.scrollWidth - root.clientWidth,
      unlabelled: Array.from(document.querySelectorAll('[data-pick]'))
        .filter((e) => e.tagName !== 'BUTTON' || !e.getAttribute('aria-label'))
        .map((e) => e.getAttribute('data-target') ?? ''),
      unseen: next.filter((t) => !document.querySelector(`[data-pick="next"][data-target="${t}"]`)),
    };
  });

/**
 * How much the person at the table wants to touch a target (seeded, simple, and sure to end): fight what is
 * in reach, act with the Hero, walk a few squares into the map, react to an Attack, then end the Activation.
 */
function score(target: string, steps: number, rng: Rng, reacting: boolean): number {
  const [kind, id = ''] = target.split(':');
  if (kind === 'enemy') return 100;
  if (kind === 'control') {
    if (id === 'exit') return 95;
    if (id === 'nextTurn' || id === 'beginQuest') return 70;
    if (id === 'pass') return 65;
    if (id === 'stop') return 20;
    if (id === 'end') return 10;
    return 0;
  }
  if (kind === 'skill') {
    if (id.includes('combat')) return 90;
    if (id.endsWith('-move')) return steps < 3 ? 50 : 3;
    // In a Reaction window, the Hero's Reaction card rather than taking the hit.
    return reacting ? 66 : 2;
  }
  if (kind === 'hero') return 80;
  // Walk into the map (eastwards, where the Quests lead), a little at random.
  if (kind === 'square') return steps < 4 ? 40 + Number(id.split(',')[0]) / 2 + rng() * 4 : 5;
  return 1;
}

/**
 * Play a seeded Quest on the board through touches only (highlighted targets and the step bar's choices,
 * never the button list) until the game-over screen; checks after each touch that the page never scrolls
 * sideways. Returns the targets touched, in order.
 */
export async function playByTouch(
  page: Page,
  seed: string,
  maxTouches: number,
  onChoose?: () => Promise<void>,
): Promise<string[]> {
  const rng = rngFromSeed(seed);
  const touched: string[] = [];
  let touches = 0;
  let steps = 0;
  // A pick that only leads on to unwanted moves is cancelled, and not taken again in the same state.
  let shunned = new Set<string>();
  let shunnedAt = -1;
  // Every pick was shunned: take what is left, however little it is wanted.
  let anything = false;
  for (;;) {
    const now = await offer(page);
    expect(now.overflow, 'the page never scrolls sideways').to.be.at.most(0);
    expect(now.unseen, 'every target a touch can go on with is on the board').to.deep.equal([]);
    expect(now.unlabelled, 'every live target is a labelled button').to.deep.equal([]);
    if (now.over) return touched;
    expect(touches, 'the Quest ends within the touches allowed').to.be.below(maxTouches);
    if (now.stateId !== shunnedAt) {
      shunned = new Set();
      anything = false;
    }
    if (now.choices > 0) {
      if (now.picked.includes('enemy:')) await onChoose?.();
      await page.getByTestId('pick-choice').first().click();
    } else {
      const ranked = now.targets
        .filter((t) => !shunned.has(t))
        .map((t) => ({ t, s: score(t, steps, rng, now.targets.includes('control:pass')) }))
        .sort((a, b) => b.s - a.s);
      const best = ranked[0];
      if (!best || (now.picked !== '' && best.s < 20 && !anything)) {
        if (now.picked === '') {
          if (now.targets.length > 0) anything = true;
          shunned = new Set();
          await page.waitForTimeout(40);
          continue;
        }
        // Nothing worth doing down this path: cancel, and pick something else.
        shunned.add(now.picked.split(' ')[0] ?? '');
        shunnedAt = now.stateId;
        await page.getByTestId('pick-cancel').click();
      } else {
        if (best.t.startsWith('hero:') || best.t === 'control:end') steps = 0;
        if (best.t.startsWith('square:')) steps++;
        await page.locator(`[data-pick="next"][data-target="${best.t}"]`).first().click();
        touched.push(best.t);
      }
    }
    touches++;
    await page.waitForFunction(
      (before) => {
        const host = document.querySelector('[data-testid="board-host"]');
        const board = document.querySelector('[data-testid="orcquest-board"]');
        return (
          !!document.querySelector('[data-testid="gameover"]') ||
          Number(host?.getAttribute('data-state-id')) !== before.stateId ||
          (board?.getAttribute('data-picked') ?? '') !== before.picked ||
          document.querySelectorAll('[data-testid="pick-choice"]').length !== before.choices
        );
      },
      { stateId: now.stateId, picked: now.picked, choices: now.choices },
    );
  }
}
