import { expect } from 'chai';
import type { FaceSymbol } from '../src/data/dice.js';
import { QUIET, resolveScenario, rollTo, scriptedRng, snapshot } from './helpers.js';

const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];
const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe('resolution order', () => {
  it('runs: reveal, favors before (by priority), gold tokens, attacks (first player first), steals, favors after', () => {
    const { s } = resolveScenario({
      first: 1,
      p0: {
        tokens: 4,
        dice: ['axe', 'hand', 'axe', 'axe', 'helmet', 'arrow'],
        choice: { favor: 'thor', level: 1 },
      },
      p1: {
        tokens: 3,
        dice: ['axe', 'axe', 'axe', 'shield', 'hand', 'arrow'],
        choice: { favor: 'baldr', level: 1 },
      },
    });
    const kinds = s.log.map((e) => `${e.kind}:${e.seat}`);
    expect(kinds).to.deep.equal([
      'round:-1',
      'reveal:1',
      'reveal:0',
      'invoke:1', // Baldr (priority 4, before)
      'modifier:1',
      'tokens:0', // gold: P0's hand on die 2
      'axe:1', // P1 first: axes, then arrows
      'damage:0',
      'arrow:1',
      'damage:0',
      'axe:0',
      'damage:1',
      'arrow:0',
      'steal:1', // P1's hand first (P0 has 5 tokens), then P0's
      'steal:0',
      'invoke:0', // Thor (priority 6, after)
      'damage:1',
    ]);
    // P1's 3 axes vs P0's 1 helmet → 2; P1's arrow meets no shield → 1. P0's 3 axes → 3, Thor → 2.
    expect(snapshot(s).hp).to.deep.equal([15 - 2 - 1, 15 - 3 - 2]);
  });

  it('before-resolution favors go by ascending priority regardless of seat', () => {
    // P0 (first) Bragi is priority 4; P1 Thrymr priority 1 goes first and lowers Bragi to nothing.
    const { s } = resolveScenario({
      first: 0,
      p0: {
        tokens: 4,
        dice: ['helmet', 'helmet', 'hand', 'shield', 'hand', 'arrow'],
        choice: { favor: 'bragi', level: 1 },
      },
      p1: { tokens: 3, choice: { favor: 'thrymr', level: 1 } },
    });
    expect(s.log.filter((e) => e.kind === 'invoke').map((e) => e.seat)).to.deep.equal([1, 0]);
    expect(snapshot(s).tokens).to.deep.equal([0, 0]);
  });

  it('equal priority: the round’s first player is invoked first (Loki bans before Frigg re-rolls)', () => {
    const sc = (first: 0 | 1) => ({
      first,
      p0: { tokens: 3, dice: SHIELDS, choice: { favor: 'loki', level: 1, targets: [0] } },
      p1: { tokens: 2, dice: AXES, choice: { favor: 'frigg', level: 1, targets: [0, 1] } },
    });
    // P0 first: Loki bans P1's die 1, then Frigg re-rolls only die 2 (die 1 is banned and stays).
    const a = resolveScenario(sc(0), scriptedRng([rollTo(1, 'helmet')])).s;
    expect(a.log.filter((e) => e.kind === 'invoke').map((e) => e.seat)).to.deep.equal([0, 1]);
    expect(a.log.some((e) => e.kind === 'reroll' && e.amount === 0)).to.equal(true);
    expect(a.players[0].hp).to.equal(15 - 4); // 6 axes − 1 banned − 1 re-rolled
    // P1 first: Frigg re-rolls dice 1 and 2, then Loki bans die 1.
    const b = resolveScenario(sc(1), scriptedRng([rollTo(0, 'helmet'), rollTo(1, 'helmet')])).s;
    expect(b.log.filter((e) => e.kind === 'invoke').map((e) => e.seat)).to.deep.equal([1, 0]);
    expect(b.players[0].hp).to.equal(15 - 4);
  });

  it('the first player attacks first and a kill stops the round at once (step-by-step death)', () => {
    const both = { hp: 2, dice: AXES };
    const { s, fallen } = resolveScenario({ first: 1, p0: { ...both }, p1: { ...both } });
    expect(fallen).to.equal(0);
    expect(snapshot(s).hp).to.deep.equal([0, 2]);
    expect(s.log.filter((e) => e.kind === 'damage')).to.have.length(1);
  });

  it('death in the arrow step stops the second player’s axes and every after-resolution favor', () => {
    const { s, fallen } = resolveScenario({
      first: 0,
      p0: {
        hp: 15,
        tokens: 8,
        dice: ['arrow', 'helmet', 'arrow', 'arrow', 'arrow', 'arrow'],
        choice: { favor: 'thor', level: 2 },
      },
      p1: { hp: 3, tokens: 4, dice: AXES, choice: { favor: 'idunn', level: 1 } },
    });
    expect(fallen).to.equal(1);
    expect(snapshot(s).hp).to.deep.equal([15, 0]);
    expect(s.log.some((e) => e.kind === 'invoke')).to.equal(false);
    // Gold collected before the attacks stays.
    expect(s.players[0].tokens).to.equal(8 + 3);
  });

  it('Thor after the resolution kills only if nobody fell before', () => {
    const { fallen } = resolveScenario({
      p0: { tokens: 4, choice: { favor: 'thor', level: 1 } },
      p1: { hp: 2 },
    });
    expect(fallen).to.equal(1);
  });
});

describe('tokens: fizzles, steals and caps', () => {
  it('a before-resolution favor cannot use this round’s gold (fizzles, nothing paid)', () => {
    const { s } = resolveScenario({
      p0: {
        tokens: 0,
        dice: ['arrow', 'hand', 'helmet', 'hand', 'helmet', 'arrow'],
        choice: { favor: 'baldr', level: 1 },
      },
    });
    expect(s.log.find((e) => e.kind === 'fizzle')?.seat).to.equal(0);
    expect(s.players[0].tokens).to.equal(4);
  });

  it('hands steal one token each, never more than the opponent has', () => {
    const hands: FaceSymbol[] = ['helmet', 'helmet', 'hand', 'shield', 'hand', 'hand'];
    expect(snapshot(resolveScenario({ p0: { dice: hands }, p1: { tokens: 1 } }).s).tokens).to.deep.equal([
      1, 0,
    ]);
    expect(snapshot(resolveScenario({ p0: { dice: hands }, p1: { tokens: 0 } }).s).tokens).to.deep.equal([
      0, 0,
    ]);
    expect(snapshot(resolveScenario({ p0: { dice: hands }, p1: { tokens: 7 } }).s).tokens).to.deep.equal([
      3, 4,
    ]);
  });

  it('the first player steals first: the second then steals from what is left', () => {
    // Both have 3 hands; P0 (first) has 2 tokens, P1 has 0: P0 steals nothing, P1 then steals 2.
    const hands: FaceSymbol[] = ['helmet', 'helmet', 'hand', 'shield', 'hand', 'hand'];
    const { s } = resolveScenario({
      first: 0,
      p0: { tokens: 2, dice: hands },
      p1: { tokens: 0, dice: hands },
    });
    expect(snapshot(s).tokens).to.deep.equal([0, 2]);
  });

  it('tokens are capped at 50', () => {
    const { s } = resolveScenario({
      p0: { tokens: 49, dice: ['arrow', 'hand', 'helmet', 'hand', 'helmet', 'arrow'] },
    });
    expect(s.players[0].tokens).to.equal(50);
  });

  it('healing is capped at 15 HP', () => {
    const { s } = resolveScenario({
      p0: { hp: 15, tokens: 4, dice: QUIET, choice: { favor: 'idunn', level: 1 } },
    });
    expect(s.players[0].hp).to.equal(15);
  });
});
