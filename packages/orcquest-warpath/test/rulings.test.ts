import { expect } from 'chai';
import { applyMove, isLegal } from '../src/rules/apply.js';
import { zoneById } from '../src/rules/board/board.js';
import { newContext } from '../src/rules/context.js';
import { explore, nearestEmpty } from '../src/rules/enemies/explore.js';
import { enemyReach } from '../src/rules/enemies/movement.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import { board } from '../src/rules/world.js';
import type { EnemyState, OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

const run = (G: OrcQuestState, move: string, args: unknown[], rng = seq([])) => {
  const next = applyMove(G, G.active ?? 0, move, args, rng);
  if (!next) throw new Error(`illegal: ${move}`);
  return next;
};

describe('orcquest rulings (README rulings log)', () => {
  it('R17: an allied Hero on the side square does not stop an Agile diagonal; an Enemy does', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5' },
        { hero: 'orrus', pos: '6,5' },
      ],
      enemies: [{ type: 'peasant', pos: '5,4', facing: 0 }],
      mp: 3,
      ap: 1,
    });
    expect(isLegal(newContext(), G, 0, 'step', [4])).to.equal(true);
  });

  it('R18: leaving a Danger Zone diagonally still costs 2 automatic damage', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '6,5' }],
      enemies: [{ type: 'guard', pos: '5,5', facing: 1 }],
      mp: 3,
      ap: 1,
    });
    expect(run(G, 'step', [4]).heroes[0]?.damage).to.equal(2);
  });

  it('R19: Enemies pay no extra Movement point to leave a pond', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], enemies: [{ type: 'peasant', pos: '1,3' }] });
    const reach = enemyReach(newContext(), G, G.enemies[0] as EnemyState, 4);
    expect(reach.steps[reach.keys.indexOf('5,3')]).to.equal(4);
  });

  it('R22: a spawn zone is explored when it enters the Hero’s Front Arc line of sight, not behind them', () => {
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '14,8', facing: 3 }],
      mp: 2,
      ap: 1,
      explored: ['farmhouse', 'barn'],
    });
    const dice = seq([0.1, 0.5, 0.9, 0.2, 0.4, 0.6, 0.8, 0.3]);
    expect(run(G, 'stop', [3], dice).explored).to.not.include('yard');
    expect(run(G, 'stop', [1], dice).explored).to.include('yard');
  });

  it('R23: a token landing on an obstacle goes to the nearest empty square in the zone, by Range, then row, then column', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }] });
    const zone = zoneById(board(G), 'farmhouse');
    expect(zone && nearestEmpty(G, zone, { x: 12, y: 2 })).to.equal('11,1');
  });

  it('R24: an empty secondary Pool places nothing (it is never re-formed)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], explored: [] });
    G.pools.secondary = [];
    explore(newContext(), G, 'yard', seq([0.1, 0.2, 0.3]));
    expect(G.enemies).to.have.length(0);
    expect(G.explored).to.include('yard');
  });

  it('R25: too few miniatures — those available are placed and the Alert rises by 1', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ type: 'peasant' as const, pos: `${i},0` }));
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], enemies: seven, explored: [] });
    G.pools.main = [{ kind: 'enemy', enemy: 'peasant', count: 2 }];
    const barn = zoneById(board(G), 'barn');
    explore(newContext(), G, 'barn', seq([0, 0, 0.5, 0, 0]));
    expect(G.enemies.filter((e) => e.type === 'peasant')).to.have.length(8);
    expect(G.alert).to.equal(2);
    expect(barn).to.not.equal(undefined);
  });

  it('R32: a kill by the automatic damage of a push is not a kill "in a single Attack": no bonus point', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '7,1' }],
      enemies: [{ type: 'guard', pos: '7,0', facing: 2, damage: 2 }],
    });
    // Staff Range 1: no dice; the Guard is pushed north into the board edge and takes 1 automatic damage.
    const next = run(G, 'attack', ['main', 1, 1], seq([face('defense', 'grey', 0)]));
    expect(next.enemies).to.have.length(0);
    expect(next.badass).to.equal(2);
  });

  it('R49: the group closest to the Heroes activates first (by Range)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '2,2' }],
      enemies: [
        { type: 'guard', pos: '9,0', facing: 3, alerted: true, sawHero: true },
        { type: 'guard', pos: '4,2', facing: 3, alerted: true, sawHero: true },
      ],
    });
    enemyPhase(newContext(), G, seq([]));
    const order = G.log.filter((l) => l.includes(' activates')).map((l) => l.split(' activates')[0]);
    expect(order).to.deep.equal(['Guard #2', 'Guard #1']);
  });

  it('R52: equal targets by every criterion: the lower seat is attacked', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '7,3' },
        { hero: 'mek', pos: '7,7' },
      ],
      enemies: [{ type: 'guard', pos: '7,5', facing: 3, alerted: true, sawHero: true }],
    });
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 1), face('attack', 'grey', 1)]));
    expect([G.heroes[0]?.damage, G.heroes[1]?.damage]).to.deep.equal([1, 0]);
  });
});
