import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { cloneState } from '../src/rules/shape.js';
import { setupState } from '../src/setup.js';
import type { GiantsState } from '../src/state.js';
import { randomPlayout } from './play.js';

/** Freeze `x` and everything reachable from it: any later write to it throws (modules are strict). */
function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/**
 * Objects a copy may share with its original: the players, the unit and giantslayer lists and their
 * entries, the pools, card lists (decks, discards, players' hands, rows,
 * resources, spells and events), the special-event counters and the flow's used giantslayers and paid
 * tolls, which the rules replace instead of writing, and the controller table, fixed at setup (the frozen
 * test below holds the rules to both).
 */
const sharedUnits = (s: GiantsState) =>
  new Set<object>([
    s.controller,
    ...s.players,
    s.units,
    s.giantslayers,
    ...s.giantslayers,
    s.pools,
    s.specialNext,
    s.flow.gsUsed,
    s.flow.tolled,
    ...s.units,
    s.resourceDeck,
    s.resourceDiscard,
    s.spellDeck,
    s.spellDiscard,
    s.eventDeck,
    s.eventDraft,
    ...s.players.flatMap((p) => [p.hand, p.row, p.resources, p.spells, p.events]),
  ]);

/** Every object reachable from `a`, to check that a copy shares none of them. */
function objects(x: unknown, out = new Set<object>()): Set<object> {
  if (typeof x === 'object' && x !== null) {
    out.add(x);
    for (const v of Object.values(x)) objects(v, out);
  }
  return out;
}

describe('assault-of-the-giants state copy', () => {
  for (const [n, cap] of [
    [3, 40],
    [4, 120],
    [5, 10_000],
  ] as const) {
    it(`copies a ${n}-player state (after ${cap} moves) exactly, sharing only what the rules never write`, () => {
      const s = randomPlayout(n, `clone-${n}`, cap).state;
      const c = cloneState(s);
      expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
      const mine = objects(s);
      const units = sharedUnits(s);
      for (const o of objects(c)) expect(mine.has(o) && !units.has(o)).to.equal(false);
    });
  }

  it('copies a state in the middle of a battle', () => {
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      for (let cap = 20; cap < 400 && !found; cap += 7) {
        const s = randomPlayout(4, `battle-${i}`, cap).state;
        if (!s.flow.combat) continue;
        found = true;
        const c = cloneState(s);
        expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
        const mine = objects(s);
        const units = sharedUnits(s);
        for (const o of objects(c)) expect(mine.has(o) && !units.has(o)).to.equal(false);
      }
    }
    expect(found).to.equal(true);
  });

  it('core.fromMatch rebuilds a frozen G exactly, unfrozen and sharing nothing with it (in a battle too)', () => {
    let battles = 0;
    for (const cap of [0, 60, 200, 10_000])
      for (let i = 0; i < 6; i++) {
        const s = deepFreeze(randomPlayout(3 + (i % 4), `thaw-${i}`, cap + 7 * i).state);
        if (s.flow.combat) battles++;
        const t = core.fromMatch(s, undefined as never);
        expect(JSON.stringify(t)).to.equal(JSON.stringify(s));
        const mine = objects(s);
        for (const o of objects(t)) {
          expect(mine.has(o), 'shared with G').to.equal(false);
          expect(Object.isFrozen(o), 'still frozen').to.equal(false);
        }
      }
    expect(battles, 'some state was mid-battle').to.be.greaterThan(0);
  });

  it('never writes to the state it is given (every state frozen before the next move; 3–6 players)', () => {
    for (let n = 3; n <= 6; n++) {
      const policy = rngFromSeed(`frozen-${n}`);
      const chance = rngFromSeed(`frozen-chance-${n}`);
      let s = deepFreeze(setupState(n, chance));
      for (let i = 0; i < 3000 && !core.gameover(s); i++) {
        const seat = pick(policy, core.activePlayers(s));
        s = deepFreeze(core.apply(s, seat, pick(policy, core.legalMoves(s, seat)), chance));
      }
    }
  });
});
