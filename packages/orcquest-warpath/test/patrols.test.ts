import { expect } from 'chai';
import { applyMove, isLegal } from '../src/rules/apply.js';
import { newContext } from '../src/rules/context.js';
import { updateAlerts } from '../src/rules/enemies/alerting.js';
import { patrolManagement, patrolOrder } from '../src/rules/enemies/patrols.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import type { OrcQuestState } from '../src/state.js';
import { type EnemySpec, type HeroSpec, makeState, seq } from './helpers.js';

// The blue path: 19,5 → 10,5 west along the road, then 10,4 → 10,0 north; Bell on 8,2.
const withPatrol = (o: { heroes?: HeroSpec[]; extra?: EnemySpec[]; progress?: number; cards?: string[] }) => {
  const progress = o.progress ?? 5;
  const sq = (i: number) => (i <= 9 ? `${19 - i},5` : `10,${14 - i}`);
  const G = makeState({
    heroes: o.heroes ?? [{ hero: 'mek', pos: null }],
    enemies: [
      { type: 'dog', pos: sq(progress), facing: progress < 9 ? 3 : 0 },
      { type: 'peasant', pos: sq(progress - 1), facing: progress - 1 < 9 ? 3 : 0 },
      ...(o.extra ?? []),
    ],
    patrolCards: o.cards ?? [],
  });
  G.patrols = [{ path: 'blue', members: [1, 2], progress, offPath: false }];
  return G;
};
const manage = (G: OrcQuestState) => patrolManagement(newContext(), G, seq([]), updateAlerts, patrolOrder(G));

describe('orcquest Patrols (lines 540-582)', () => {
  it('a spawn card brings a Patrol of the Alert colour onto the first squares of its path (lines 553, 559)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], patrolCards: ['stroll'] });
    manage(G);
    expect(G.patrols).to.deep.equal([{ path: 'blue', members: [1, 2], progress: 1, offPath: false }]);
    expect(G.enemies.map((e) => [e.type, e.pos, e.facing])).to.deep.equal([
      ['dog', '18,5', 3],
      ['peasant', '19,5', 3],
    ]);
  });

  it('a card without the spawn symbol brings nothing (line 553)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], patrolCards: ['hurry'] });
    manage(G);
    expect(G.patrols).to.have.length(0);
  });

  it('an Enemy on the Entrance squares blocks the spawn (line 555)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [{ type: 'guard', pos: '19,5' }],
      patrolCards: ['stroll'],
    });
    manage(G);
    expect(G.patrols).to.have.length(0);
  });

  it('a Hero in front of the Entrance is pushed along, 1 automatic damage per push (line 565)', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '18,5', facing: 0 }], patrolCards: ['stroll'] });
    manage(G);
    expect(G.heroes[0]?.pos).to.equal('17,5');
    expect(G.heroes[0]?.damage).to.equal(1);
  });

  it('a Patrol card moves the whole Patrol along its path, keeping formation (lines 568-571)', () => {
    const G = withPatrol({ cards: ['rounds', 'hurry'] });
    manage(G);
    expect(G.patrols[0]?.progress).to.equal(9);
    expect(G.enemies.map((e) => e.pos)).to.deep.equal(['10,5', '11,5']);
  });

  it('round the corner each member follows the path and faces along it (line 570)', () => {
    const G = withPatrol({ progress: 8, cards: ['stroll', 'hurry'] });
    manage(G);
    expect(G.enemies.map((e) => [e.pos, e.facing])).to.deep.equal([
      ['10,3', 0],
      ['10,4', 0],
    ]);
  });

  it('the front member stepping past the Exit removes the whole Patrol (line 574)', () => {
    const G = withPatrol({ progress: 14, cards: ['chatter', 'hurry'] });
    manage(G);
    expect(G.patrols).to.have.length(0);
    expect(G.enemies).to.have.length(0);
  });

  it('"stand guard": the member at the back separates and stays (lines 576-577)', () => {
    const G = withPatrol({ cards: ['stand-guard', 'hurry'] });
    manage(G);
    expect(G.patrols[0]?.members).to.deep.equal([1]);
    expect(G.enemies.map((e) => e.pos)).to.deep.equal(['11,5', '15,5']);
  });

  it('a non-alerted Enemy met on the path joins at the front (lines 578-580, ruling R42)', () => {
    const G = withPatrol({ extra: [{ type: 'guard', pos: '13,5', facing: 0 }], cards: ['chatter', 'hurry'] });
    manage(G);
    expect(G.patrols[0]).to.deep.equal({ path: 'blue', members: [3, 1, 2], progress: 6, offPath: false });
  });
});

describe('R39: the Patrol Entrance is the first squares of the path the new Patrol needs (lines 555, 559, 565)', () => {
  // The blue path's Entrance squares, in: 19,5, 18,5, 17,5, 16,5, then on west along the road.
  it('an Enemy on any square the Patrol needs blocks it ("even partially"); one past them does not', () => {
    const spawned = (alert: number, guard: string) => {
      const G = makeState({
        heroes: [{ hero: 'mek', pos: null }],
        enemies: [{ type: 'guard', pos: guard, facing: 1 }],
        alert,
        patrolCards: ['stroll'],
      });
      manage(G);
      return G.patrols.length;
    };
    expect(spawned(1, '18,5'), 'Yellow: 2 members, on 19,5 and 18,5').to.equal(0);
    expect(spawned(1, '17,5'), 'past the 2 squares a Yellow Patrol needs').to.equal(1);
    expect(spawned(6, '17,5'), 'Orange: 4 members, up to 16,5').to.equal(0);
    expect(spawned(6, '16,5')).to.equal(0);
    expect(spawned(6, '15,5')).to.equal(1);
  });

  it('Heroes on them are pushed along the path away from the Entrance, furthest in first, 1 damage a square', () => {
    const G = makeState({
      heroes: [
        { hero: 'orrus', pos: '17,5', facing: 0 },
        { hero: 'mek', pos: '16,5', facing: 2 },
        { hero: 'thalla', pos: '13,5', facing: 1 },
      ],
      alert: 6,
      patrolCards: ['stroll'],
    });
    manage(G);
    // The front two (the Peasants behind see the Heroes: one runs for the Bell, line 586).
    expect(G.enemies.slice(0, 2).map((e) => [e.type, e.pos])).to.deep.equal([
      ['dog', '16,5'],
      ['dog', '17,5'],
    ]);
    // Mek clears the last square needed by one push; Orrus cannot stop on Mek's square, so he goes on to
    // 14,5 (3 pushes); Thalla, past the Patrol's squares, is not pushed. Pushed keeps the Orientation.
    expect(G.heroes.map((h) => [h.hero, h.pos, h.damage, h.facing])).to.deep.equal([
      ['orrus', '14,5', 3, 0],
      ['mek', '15,5', 1, 2],
      ['thalla', '13,5', 0, 1],
    ]);
  });
});

describe('R41: round a turn the Patrol follows its front member in file (lines 570-571)', () => {
  it('the front walks the card’s squares; each member takes the square and facing the front had there', () => {
    // An Orange Patrol spawns (19,5 to 16,5), walks 5 (Hurry), then 3 (Stroll) round the corner at 10,5.
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      alert: 6,
      patrolCards: ['stroll', 'hurry', 'stroll'],
    });
    manage(G);
    manage(G);
    expect(G.enemies.map((e) => e.pos)).to.deep.equal(['11,5', '12,5', '13,5', '14,5']);
    manage(G);
    expect(G.patrols[0]?.progress).to.equal(11);
    // North up the lane: the two in front; west along the road: the two behind, the corner square too.
    expect(G.enemies.map((e) => [e.type, e.pos, e.facing])).to.deep.equal([
      ['dog', '10,3', 0],
      ['dog', '10,4', 0],
      ['peasant', '10,5', 3],
      ['peasant', '11,5', 3],
    ]);
  });
});

describe('orcquest alerted Patrols, Bell-ringer and the Bell (lines 583-603)', () => {
  it('spotting a Hero alerts the Patrol: it stops, a non-Dog becomes Bell-ringer and runs for the Bell', () => {
    const G = withPatrol({ heroes: [{ hero: 'mek', pos: '11,7' }], cards: ['hurry', 'hurry'] });
    manage(G);
    expect(G.patrols).to.have.length(0);
    const [dog, peasant] = G.enemies;
    expect(dog?.alerted).to.equal(true);
    expect(dog?.bellRinger).to.equal(null);
    expect(peasant?.bellRinger).to.equal('blue');
    // The Dog stopped at once (it saw Mek from 14,5); the Peasant ran its 4 Movement points toward 8,2
    // along the road, passing the Dog (the farmhouse walls are in the way north).
    expect(dog?.pos).to.equal('14,5');
    expect(peasant?.pos).to.equal('11,5');
  });

  it('a Patrol of War Dogs only has no Bell-ringer (line 590)', () => {
    const G = withPatrol({ heroes: [{ hero: 'mek', pos: '11,7' }] });
    const peasant = G.enemies[1];
    if (peasant) peasant.type = 'dog';
    manage(G);
    expect(G.enemies.every((e) => e.bellRinger === null)).to.equal(true);
  });

  it('the Bell rings: next Alert colour, Patrols at Entrance and Exit, all alerted, no more Patrols (lines 596-602)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [{ type: 'peasant', pos: '8,4', alerted: true }],
    });
    const ringer = G.enemies[0];
    if (ringer) ringer.bellRinger = 'blue';
    manage(G);
    expect(G.enemies[0]?.pos).to.equal('8,2');
    expect(G.alert).to.equal(6);
    expect(G.bellRung).to.equal(true);
    expect(G.patrols).to.have.length(0);
    // Orange: 2 War Dogs and 2 Peasants at the Entrance and at the Exit, alerted.
    expect(G.enemies.slice(1).map((e) => [e.type, e.pos, e.alerted])).to.deep.equal([
      ['dog', '16,5', true],
      ['dog', '17,5', true],
      ['peasant', '18,5', true],
      ['peasant', '19,5', true],
      ['dog', '10,3', true],
      ['dog', '10,2', true],
      ['peasant', '10,1', true],
      ['peasant', '10,0', true],
    ]);
    G.patrolDeck.deck = ['stroll'];
    manage(G);
    expect(G.patrols, 'no Patrol enters after the Bell').to.have.length(0);
  });

  it('R46: the Bell-ringer stays on the Bell; Alert +1 for it and +1 for an alerted survivor each Enemy Phase', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [{ type: 'peasant', pos: '8,2', alerted: true }],
    });
    const ringer = G.enemies[0];
    if (ringer) ringer.bellRinger = 'blue';
    G.bellRung = true;
    enemyPhase(newContext(), G, seq([]));
    expect(G.alert).to.equal(3);
    expect(G.enemies[0]?.pos).to.equal('8,2');
  });

  it('R3: the Bell at Red Alert keeps the level but still spawns (here the Exit lacks War Dogs: Alert +1)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [{ type: 'peasant', pos: '8,3', alerted: true }],
      alert: 12,
    });
    const ringer = G.enemies[0];
    if (ringer) ringer.bellRinger = 'blue';
    manage(G);
    expect(G.bellRung).to.equal(true);
    expect(G.enemies.slice(1).map((e) => e.type)).to.deep.equal(['dog', 'dog', 'dog', 'peasant']);
    expect(G.alert).to.equal(13);
  });

  it('R26: after the Bell, Enemies revealed by an Exploration are alerted and face the Hero', () => {
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '13,5' }],
      mp: 3,
      ap: 1,
      explored: ['barn', 'yard'],
    });
    G.bellRung = true;
    const next = applyMove(G, 0, 'door', [0], seq([0.1, 0.9, 0.3, 0.6, 0.5]));
    expect(next?.enemies.length).to.be.greaterThan(0);
    for (const e of next?.enemies ?? []) {
      expect(e.alerted).to.equal(true);
      expect(e.facing, `#${e.id} on ${e.pos}`).to.equal(2);
    }
  });

  it('R45: a Bell-ringer behind a closed door gets as close as it can without opening it', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [{ type: 'peasant', pos: '3,7', alerted: true }],
    });
    const ringer = G.enemies[0];
    if (ringer) ringer.bellRinger = 'blue';
    manage(G);
    expect(G.enemies[0]?.pos).to.equal('4,6'); // Range 4 to the Bell, like 5,6, in fewer steps
    expect(G.doors['barn-door']).to.equal('closed');
  });

  it('R12: no Hero may step onto a Bell square', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: '7,2' }], mp: 3, ap: 1 });
    expect(isLegal(newContext(), G, 0, 'step', [1])).to.equal(false);
  });
});
