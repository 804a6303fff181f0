import { expect } from 'chai';
import { applyMove, isLegal } from '../src/rules/apply.js';
import { newContext } from '../src/rules/context.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import type { OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

const run = (G: OrcQuestState, move: string, args: unknown[], rng = seq([])) => {
  const next = applyMove(G, G.active ?? 0, move, args, rng);
  if (!next) throw new Error(`illegal: ${move}(${JSON.stringify(args)})`);
  return next;
};

describe('orcquest hero-specific starting cards (assumed effects)', () => {
  it('Smash Through: Orrus moves up to 3, then owes one Melee Attack; stopping gives it up', () => {
    let G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '8,5', facing: 3 }],
    });
    G = run(G, 'special', ['main']);
    expect([G.ap, G.mp, G.pending?.card]).to.deep.equal([1, 3, 'orrus-smash']);
    expect(isLegal(newContext(), G, 0, 'strike', [0, 1]), 'not adjacent yet').to.equal(false);
    G = run(G, 'step', [1]);
    G = run(G, 'step', [1]);
    expect(isLegal(newContext(), G, 0, 'strike', [0, 1])).to.equal(true);
    const hit = run(G, 'strike', [0, 1], seq([face('attack', 'grey', 1)]));
    expect(hit.enemies).to.have.length(0);
    expect([hit.pending, hit.mp]).to.deep.equal([null, 0]);
    const stopped = run(G, 'stop', [1]);
    expect(isLegal(newContext(), stopped, 0, 'strike', [0, 1])).to.equal(false);
  });

  it('Charging Attack: a straight run of at least one square before the shot (Charge, line 832)', () => {
    let G = makeState({
      heroes: [{ hero: 'thalla', pos: '2,1' }],
      enemies: [{ type: 'guard', pos: '7,1', facing: 3 }],
    });
    G = run(G, 'special', ['main']);
    expect(isLegal(newContext(), G, 0, 'strike', [0, 1]), 'has not moved').to.equal(false);
    G = run(G, 'step', [2]);
    expect(isLegal(newContext(), G, 0, 'step', [1]), 'must keep running south').to.equal(false);
    expect(isLegal(newContext(), G, 0, 'step', [2])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'strike', [0, 1])).to.equal(true);
  });

  it('Wave of Fire hits every Enemy at Range 1 in sight, each defending alone, and sets them on fire', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '7,6' }],
      enemies: [
        { type: 'guard', pos: '7,5', facing: 2 },
        { type: 'guard', pos: '8,7', facing: 3 },
        { type: 'guard', pos: '9,6', facing: 3 },
      ],
    });
    const rolls = [
      face('attack', 'grey', 1),
      face('defense', 'grey', 0),
      face('attack', 'grey', 1),
      face('defense', 'grey', 1),
    ];
    const next = run(G, 'special', ['main'], seq([...rolls, 0, 0, 0, 0]));
    expect(next.enemies.map((e) => [e.id, e.damage, e.burn])).to.deep.equal([
      [1, 1, 1],
      [2, 0, 1],
      [3, 0, 0],
    ]);
  });

  it('Wave of Fire needs a target in reach', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '7,6' }],
      enemies: [{ type: 'guard', pos: '9,6' }],
    });
    expect(isLegal(newContext(), G, 0, 'special', ['main'])).to.equal(false);
  });

  it('Burn: 1 automatic damage when the Enemy activates, then the token goes (line 795)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '2,1' }],
      enemies: [{ type: 'guard', pos: '8,8', facing: 0, alerted: true, sawHero: true, damage: 1 }],
    });
    const e = G.enemies[0];
    if (e) e.burn = 1;
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 1)]));
    expect([G.enemies[0]?.damage, G.enemies[0]?.burn]).to.deep.equal([2, 0]);
  });
});
