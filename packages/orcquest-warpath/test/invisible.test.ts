import { expect } from 'chai';
import type { PresenceToken } from '../src/data/quest1.js';
import { applyMove, isLegal, legalMoves } from '../src/rules/apply.js';
import { newItem } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import { updateAlerts } from '../src/rules/enemies/alerting.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
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
    updateAlerts(newContext(), G);
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
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]));
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

describe('orcquest an Invisible Hero slipping through a door (line 851, ruling R69)', () => {
  // Mek outside Quest 1's closed farmhouse door (13,5 → 13,4), the farmhouse unexplored, an Unothere Potion in
  // hand; the Pool's next two tokens are `tokens`.
  const atDoor = (tokens: PresenceToken[]) => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '13,5', inventory: [newItem('unothere')] }],
      explored: ['barn', 'yard'],
    });
    G.pools.main = [...tokens, ...G.pools.main];
    return run(run(G, 'potion', [4]), 'move', ['main']);
  };
  const peasant: PresenceToken = { kind: 'enemy', enemy: 'peasant', count: 1 };
  const dog: PresenceToken = { kind: 'enemy', enemy: 'dog', count: 1 };
  // The Exploration's dice: the first token on 13,4 (right behind the door) or 11,1, the second on 16,1; both face north.
  const dice = (behind: boolean) => seq([(behind ? 20.5 : 0.5) / 24, 5.5 / 24, 0.1, 0.1]);

  it('R69: slipping through costs the step only; the room is explored first and the door stays closed', () => {
    const visible = makeState({
      heroes: [{ hero: 'mek', pos: '13,5' }],
      mp: 3,
      ap: 1,
      explored: ['barn', 'yard'],
    });
    expect(isLegal(newContext(), visible, 0, 'step', [0]), 'a visible Hero must open it').to.equal(false);
    const G = atDoor([peasant, peasant]);
    expect(G.heroes[0]?.invisible).to.equal(true);
    expect(legalMoves(G, 0).some((m) => m.move === 'step' && m.args?.[0] === 0)).to.equal(true);
    const next = run(G, 'step', [0], dice(false));
    expect(next.explored).to.include('farmhouse');
    expect([next.heroes[0]?.pos, next.mp, next.doors['farmhouse-door']]).to.deep.equal([
      '13,4',
      G.mp - 1,
      'closed',
    ]);
  });

  it('R69: an Enemy revealed right behind turns to face the Hero and opens the door; the Hero is seen and stops', () => {
    const G = atDoor([peasant, peasant]);
    const next = run(G, 'step', [0], dice(true));
    const behind = next.enemies.find((e) => e.pos === '13,4');
    expect([behind?.type, behind?.facing, behind?.alerted]).to.deep.equal(['peasant', 2, true]);
    expect(next.doors['farmhouse-door']).to.equal('open');
    expect([next.heroes[0]?.pos, next.heroes[0]?.invisible, next.mp]).to.deep.equal(['13,5', false, 0]);
  });

  it('R69: a War Dog behind cannot open the door (line 619), yet the Hero is spotted all the same', () => {
    const next = run(atDoor([dog, peasant]), 'step', [0], dice(true));
    const behind = next.enemies.find((e) => e.pos === '13,4');
    expect([behind?.type, behind?.facing]).to.deep.equal(['dog', 2]);
    expect(next.doors['farmhouse-door']).to.equal('closed');
    expect([next.heroes[0]?.pos, next.heroes[0]?.invisible, next.mp]).to.deep.equal(['13,5', false, 0]);
  });
});
