import { expect } from 'chai';
import { applyMove, isLegal, legalMoves } from '../src/rules/apply.js';
import { newContext } from '../src/rules/context.js';
import type { OrcQuestState } from '../src/state.js';
import { makeState, seq } from './helpers.js';
import { randomPlayout } from './play.js';

const run = (G: OrcQuestState, seat: number, move: string, args: unknown[]) => {
  const next = applyMove(G, seat, move, args, seq([]));
  if (!next) throw new Error(`illegal: ${move}`);
  return next;
};

describe('orcquest End of Turn (lines 662-684)', () => {
  it('when the last Hero ends, Enemies act and the turn ends: cards restored, extra-AP cost reset (lines 514, 668)', () => {
    let G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', used: ['mek-move'] }],
      events: ['badass-smiles'],
    });
    G.extraAp = 2;
    G = run(G, 0, 'end', []);
    expect(G.turn).to.equal(2);
    expect(G.heroes[0]?.used).to.deep.equal([]);
    expect(G.heroes[0]?.activated).to.equal(false);
    expect(G.extraAp).to.equal(0);
    expect(G.phase).to.equal('hero');
  });

  it('a dead Hero can be resurrected for 10 Badass Limit points, never below 10 (lines 673-675)', () => {
    let G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5', dead: true, damage: 7 },
        { hero: 'orrus', pos: '5,7' },
      ],
      badass: 25,
      events: ['badass-smiles'],
    });
    G = run(G, 1, 'end', []);
    expect(G.phase).to.equal('endOfTurn');
    // Orrus may also organise his Stuff (line 685); nobody may learn Skills while Mek is dead (line 680).
    expect(legalMoves(G, 1).map((m) => m.move)).to.deep.equal(['resurrect', 'unequip', 'nextTurn']);
    G = run(G, 1, 'resurrect', [0]);
    expect([G.heroes[0]?.dead, G.heroes[0]?.damage, G.badassLimit, G.badass]).to.deep.equal([
      false,
      0,
      20,
      20,
    ]);
    G.heroes[0] = { ...(G.heroes[0] as OrcQuestState['heroes'][number]), dead: true };
    G = run(G, 0, 'resurrect', [0]);
    expect(G.badassLimit).to.equal(10);
    G.heroes[0] = { ...(G.heroes[0] as OrcQuestState['heroes'][number]), dead: true };
    expect(isLegal(newContext(), G, 0, 'resurrect', [0])).to.equal(false);
  });

  it('a Hero who died passing through a comrade comes back on the nearest free square', () => {
    let G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5', dead: true, damage: 7 },
        { hero: 'orrus', pos: '5,5' },
      ],
      badass: 5,
    });
    G.phase = 'endOfTurn';
    G = run(G, 1, 'resurrect', [0]);
    expect(G.heroes[0]?.pos).to.equal('4,4');
  });

  it('the Quest is lost when its turn limit runs out (assumed Quest condition)', () => {
    let G = makeState({ heroes: [{ hero: 'mek', pos: '5,5' }], events: ['badass-smiles'] });
    G.turn = 12;
    G = run(G, 0, 'end', []);
    expect(G.result).to.deep.equal({ winners: [], score: 0, reason: 'the Quest ran out of turns' });
  });

  it('carrying the Objective out through the Hero Exit wins for every seat (assumed Quest goal)', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '19,1' },
        { hero: 'orrus', pos: null },
      ],
      mp: 2,
      ap: 1,
    });
    (G.heroes[0] as OrcQuestState['heroes'][number]).carriesObjective = true;
    expect(run(G, 0, 'exit', []).result).to.deep.equal({
      winners: ['0', '1'],
      score: 1,
      reason: 'the Objective is out',
    });
  });
});

describe('orcquest rules loop', () => {
  it('apply never touches its input', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '6,5' }],
    });
    const before = JSON.stringify(G);
    applyMove(G, 0, 'attack', ['main', 0, 1], seq([0.5]));
    expect(JSON.stringify(G)).to.equal(before);
  });

  it('seeded random playouts reach a gameover for 1-4 Heroes', () => {
    for (let i = 0; i < 12; i++) {
      const { state, moves } = randomPlayout(`loop-${i}`, 1 + (i % 4));
      expect(state.result, `seed ${i}`).to.not.equal(null);
      expect(moves).to.be.greaterThan(0);
    }
  });
});
