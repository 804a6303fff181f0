import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { evaluate } from '../src/evaluate.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { makeState } from './helpers.js';

const value = (G: OrcQuestState) => evaluate(G)[0] as number;

/** Thalla alone, on `pos`, carrying the Objective or not. */
function thalla(pos: string, o: { carries?: boolean; damage?: number; alert?: number; turn?: number } = {}) {
  const s = makeState({ heroes: [{ hero: 'thalla', pos, damage: o.damage ?? 0 }], alert: o.alert ?? 1 });
  if (o.carries) {
    s.heroes[0]!.carriesObjective = true;
    s.objectives = [];
  }
  s.turn = o.turn ?? 1;
  return s;
}

describe('orcquest evaluate (RulesCore.evaluate: the team chance, same for every seat)', () => {
  it('is the core evaluate, one equal value in [0,1] per seat on states of seeded playouts (1-4 Heroes)', () => {
    // The core's evaluate (derived from the rules table) is this one, on its search context's rules context.
    const cx = core.context?.();
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const rng = rngFromSeed(`evaluate/${g}`);
      let s = setupState(1 + (g % 4), rng);
      while (!s.result) {
        const v = evaluate(s);
        expect(v).to.have.length(s.heroes.length);
        for (const x of v) expect(x).to.be.within(0, 1).and.equal(v[0]);
        expect(core.evaluate?.(s, cx)).to.deep.equal(v);
        checked++;
        const seat = pick(rng, activeSeats(s));
        const m = pick(rng, legalMoves(s, seat));
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      }
      expect(evaluate(s)).to.deep.equal(
        s.heroes.map(() => (s.result && 'score' in s.result ? s.result.score : 0)),
      );
    }
    expect(checked).to.be.greaterThan(100);
  });

  it('a finished Quest is worth its result: 1 won, 0 lost', () => {
    const won = thalla('19,1', { carries: true });
    won.result = { winners: ['0'], score: 1 };
    const lost = thalla('19,1');
    lost.result = { winners: [], score: 0 };
    expect(evaluate(won)).to.deep.equal([1]);
    expect(evaluate(lost)).to.deep.equal([0]);
  });

  it('rises along the route: at the Objective < carrying it < carrying it by the Exit', () => {
    const start = value(thalla('0,5'));
    const byObjective = value(thalla('13,3'));
    const carrying = value(thalla('13,3', { carries: true }));
    const byExit = value(thalla('18,1', { carries: true }));
    expect(start).to.be.lessThan(byObjective);
    expect(byObjective).to.be.lessThan(byExit);
    expect(carrying).to.be.lessThan(byExit);
    expect(byExit).to.be.greaterThan(0.7);
  });

  it('falls with damage, with the Alert Level, and when the turns left cannot cover the way out', () => {
    const base = value(thalla('13,3', { carries: true }));
    expect(value(thalla('13,3', { carries: true, damage: 3 }))).to.be.lessThan(base);
    expect(value(thalla('13,3', { carries: true, alert: 12 }))).to.be.lessThan(base);
    expect(value(thalla('13,3', { carries: true, turn: 12 }))).to.be.lessThan(base * 0.2);
    // Still ranked by the route when short of turns.
    expect(value(thalla('18,1', { carries: true, turn: 12 }))).to.be.greaterThan(
      value(thalla('13,3', { carries: true, turn: 12 })),
    );
  });

  it('counts dead Heroes as lost Health and is 0 with no Hero left on the way', () => {
    const two = makeState({
      heroes: [
        { hero: 'thalla', pos: '5,5' },
        { hero: 'orrus', pos: '6,5' },
      ],
    });
    const oneDead = makeState({
      heroes: [
        { hero: 'thalla', pos: '5,5' },
        { hero: 'orrus', pos: '6,5', dead: true },
      ],
    });
    expect(value(oneDead)).to.be.lessThan(value(two));
    const allDead = makeState({ heroes: [{ hero: 'thalla', pos: '5,5', dead: true }] });
    expect(value(allDead)).to.equal(0);
  });
});

describe('orcquest evaluate: the threat around the Heroes (s21-obots)', () => {
  const withEnemy = (type: 'dog' | 'peasant', pos: string, o: { alert?: number; alerted?: boolean } = {}) =>
    value(
      makeState({
        heroes: [{ hero: 'thalla', pos: '13,3' }],
        enemies: [{ type, pos, facing: 3, alerted: o.alerted ?? true }],
        alert: o.alert ?? 1,
      }),
    );

  it('falls with an alerted War Dog in reach, more when its Danger Zone holds the Hero, not when far away', () => {
    const far = withEnemy('dog', '2,9');
    const near = withEnemy('dog', '15,4');
    const facingHer = withEnemy('dog', '14,3');
    expect(near).to.be.lessThan(far);
    expect(facingHer).to.be.lessThan(near);
    expect(far).to.equal(value(thalla('13,3')));
  });

  it('counts an Enemy that would flee at the Alert colour for nothing, and an unalerted one for less', () => {
    expect(withEnemy('peasant', '15,4', { alert: 1 })).to.equal(value(thalla('13,3')));
    expect(withEnemy('peasant', '15,4', { alert: 7 })).to.be.lessThan(
      value(makeState({ heroes: [{ hero: 'thalla', pos: '13,3' }], alert: 7 })),
    );
    expect(withEnemy('dog', '15,4', { alerted: false })).to.be.greaterThan(withEnemy('dog', '15,4'));
  });
});
