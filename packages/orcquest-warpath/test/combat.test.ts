import { expect } from 'chai';
import {
  brutality,
  capPool,
  damageOf,
  precision,
  resolveCombat,
  shieldRaise,
} from '../src/rules/combat/dice.js';
import { rerollDefense } from '../src/rules/combat/enchant-combat.js';
import { face, seq } from './helpers.js';

const Y = 1;
const O = 2;
const R = 3;

describe('orcquest combat dice (rulebook lines 362-406)', () => {
  it('damage by colour: yellow 1 vs yellow; orange 1 vs orange, 2 vs yellow; red 1/2/4 (lines 370-372)', () => {
    expect([damageOf(Y, 1), damageOf(O, 1), damageOf(R, 1)]).to.deep.equal([1, 2, 4]);
    expect([damageOf(Y, 2), damageOf(O, 2), damageOf(R, 2)]).to.deep.equal([0, 1, 2]);
    expect([damageOf(Y, 3), damageOf(O, 3), damageOf(R, 3)]).to.deep.equal([0, 0, 1]);
  });

  it('"An Orange Defense result blocks an Orange Attack result" (line 397)', () => {
    expect(resolveCombat([O], [O], 'yellow').damage).to.equal(0);
  });

  it('"An Orange Defense result blocks a Yellow Attack result" (line 400), but not a Red one', () => {
    expect(resolveCombat([Y], [O], 'yellow').damage).to.equal(0);
    expect(resolveCombat([R], [O], 'yellow').damage).to.equal(4);
  });

  it('"An Enemy with Orange Health points cannot be wounded by a Yellow Attack result" (line 403)', () => {
    expect(resolveCombat([Y, Y, Y], [], 'orange').damage).to.equal(0);
  });

  it('"The Soldier failed to parry a Red Attack result... Orange... 2 damage" (line 406)', () => {
    expect(resolveCombat([R, Y], [0, Y], 'orange').damage).to.equal(2);
  });

  it('dice do not stack: two Yellow Attacks do not hurt Orange, two Yellow Defenses do not stop Orange (lines 373, 380)', () => {
    expect(resolveCombat([Y, Y], [], 'orange').damage).to.equal(0);
    expect(resolveCombat([O], [Y, Y], 'yellow').damage).to.equal(2);
  });

  it('a blank Defense result cancels nothing (line 394)', () => {
    expect(resolveCombat([Y], [0, 0, 0], 'yellow').damage).to.equal(1);
  });

  it('ruling R30: a leftover Defense result cancels the strongest weaker Attack result', () => {
    // Red Defense, Orange and Yellow Attack, Yellow HP: the Orange (2 damage) goes, the Yellow (1) stays.
    expect(resolveCombat([O, Y], [R], 'yellow')).to.deep.equal({ remaining: [Y], damage: 1 });
  });

  it('same colours pair before leftovers cancel weaker ones (lines 396-400)', () => {
    // Orange+Yellow Defense vs Orange+Orange Attack: Orange pairs Orange; Yellow cannot stop the other Orange.
    expect(resolveCombat([O, O], [O, Y], 'yellow').damage).to.equal(2);
  });

  it('no more than 3 dice of one colour in a roll (line 388)', () => {
    expect(capPool(['grey', 'grey', 'white', 'grey', 'grey', 'white'])).to.deep.equal([
      'grey',
      'grey',
      'white',
      'grey',
      'white',
    ]);
  });

  it('Shield Raise lifts the weakest Defense die one colour: white → grey (lines 387, 853)', () => {
    expect(shieldRaise(['white', 'grey'])).to.deep.equal(['grey', 'grey']);
    expect(shieldRaise(['grey'])).to.deep.equal(['black']);
    expect(shieldRaise(['black'])).to.deep.equal(['black']);
  });

  it('"his Orange result becomes Red" — Brutality raises one result (lines 393, 831), once per die (line 825)', () => {
    expect(brutality([O, Y], 1)).to.deep.equal([R, Y]);
    expect(brutality([R, Y], 1)).to.deep.equal([R, O]);
    expect(brutality([Y], 2)).to.deep.equal([O]);
  });

  it('Precision rerolls the weakest results, never a red (line 862, ruling R29c)', () => {
    const rng = seq([face('attack', 'grey', R)]);
    expect(precision(rng, ['grey', 'grey'], [R, Y], 1)).to.deep.equal([R, R]);
  });

  it('Tenacity and Atrocity reroll Defense dice, not a result added without a die (Resistance, ruling E6)', () => {
    // One white die rolled red, then the orange result of a Resistance Passive card (line 864).
    const rerolled: number[] = [];
    expect(rerollDefense(seq([0.5]), ['white'], [R, O], 2, 'weakest', rerolled)).to.deep.equal([R, O]);
    expect(rerolled).to.deep.equal([]);
    expect(rerollDefense(seq([0.5]), ['white'], [0, O], 1, 'strongest', rerolled)).to.deep.equal([0, O]);
    expect(rerolled).to.deep.equal([]);
    // A rolled die is still rerolled: the weakest of the dice, the added result left alone.
    rerollDefense(seq([0.99, 0.99]), ['white', 'white'], [Y, R, O], 2, 'weakest', rerolled);
    expect(rerolled).to.deep.equal([0]);
  });
});
