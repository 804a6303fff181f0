import { expect } from 'chai';
import { updateAlerts } from '../src/rules/alerting.js';
import { applyMove } from '../src/rules/apply.js';
import { enemyPhase } from '../src/rules/enemy-phase.js';
import type { Facing, OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

const run = (G: OrcQuestState, move: string, args: unknown[], rng = seq([])) => {
  const next = applyMove(G, G.active ?? 0, move, args, rng);
  if (!next) throw new Error(`illegal: ${move}`);
  return next;
};
// Tree shadow on 3,1 4,1 5,1; Mek walks in from 2,1; a Guard stands on 8,1.
const shadowWalk = (guardFacing: Facing) =>
  run(
    makeState({
      heroes: [{ hero: 'mek', pos: '2,1' }],
      enemies: [{ type: 'guard', pos: '8,1', facing: guardFacing }],
      mp: 3,
      ap: 1,
    }),
    'step',
    [1],
  );

describe('orcquest Invisible in ponds and tree shadows (lines 306, 314, 851)', () => {
  it('entering the shadow out of every Enemy’s sight makes the Hero Invisible; in sight it does not', () => {
    expect(shadowWalk(1).heroes[0]?.invisible).to.equal(true);
    expect(shadowWalk(3).heroes[0]?.invisible).to.equal(false);
  });

  it('an Invisible Hero alerts nobody, even when an Enemy turns to face them (ruling R20)', () => {
    const G = shadowWalk(1);
    const guard = G.enemies[0];
    if (guard) guard.facing = 3;
    updateAlerts(G);
    expect(G.enemies[0]?.alerted).to.equal(false);
  });

  it('leaving the terrain ends it', () => {
    const G = run(run(shadowWalk(1), 'step', [1]), 'step', [2]);
    expect(G.heroes[0]?.pos).to.equal('4,2');
    expect(G.heroes[0]?.invisible).to.equal(false);
  });

  it('an Invisible Hero is Untargetable: the assaulting Enemy goes for another Hero', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '4,1', damage: 5 },
        { hero: 'orrus', pos: '7,4' },
      ],
      enemies: [{ type: 'guard', pos: '6,1', facing: 3, alerted: true, sawHero: true }],
    });
    const mek = G.heroes[0];
    if (mek) mek.invisible = true;
    enemyPhase(G, seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]));
    expect(G.heroes[0]?.damage).to.equal(5);
    expect(G.heroes[1]?.damage).to.equal(2);
  });

  it('attacking ends Invisible (line 851)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '4,1' }],
      enemies: [{ type: 'guard', pos: '5,1', facing: 1 }],
    });
    const mek = G.heroes[0];
    if (mek) mek.invisible = true;
    const next = run(G, 'attack', ['main', 0, 1], seq([0, 0, 0]));
    expect(next.heroes[0]?.invisible).to.equal(false);
  });
});
