import { expect } from 'chai';
import { PATROL_DECK } from '../src/data/patrols.js';
import { invariants } from '../src/invariants.js';
import { newContext } from '../src/rules/context.js';
import { updateAlerts } from '../src/rules/enemies/alerting.js';
import { patrolManagement, patrolOrder } from '../src/rules/enemies/patrols.js';
import { addEnemy } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { type HeroSpec, makeState, QUEST2_SETUP, seq } from './helpers.js';

// Quest 1's blue path: 19,5 → 10,5 west along the road, then 10,4 → 10,0 north. The farmhouse door is
// 13,4 (inside) – 13,5 (on the road); the barn door 3,6 (inside) – 3,5.
const sq = (i: number) => (i <= 9 ? `${19 - i},5` : `10,${14 - i}`);
const withPatrol = (o: { heroes?: HeroSpec[]; progress?: number; cards: string[]; explored?: string[] }) => {
  const progress = o.progress ?? 5;
  const G = makeState({
    heroes: o.heroes ?? [{ hero: 'mek', pos: null }],
    enemies: [
      { type: 'dog', pos: sq(progress), facing: 3 },
      { type: 'peasant', pos: sq(progress - 1), facing: 3 },
    ],
    patrolCards: o.cards,
    ...(o.explored ? { explored: o.explored } : {}),
  });
  G.patrols = [{ path: 'blue', members: [1, 2], progress, offPath: false }];
  return G;
};
const manage = (G: OrcQuestState) => patrolManagement(newContext(), G, seq([]), updateAlerts, patrolOrder(G));
const where = (G: OrcQuestState) => G.enemies.map((e) => [e.type, e.pos, e.facing]);

describe('orcquest Patrol cards that turn back or leave the path (lines 548, 572-573)', () => {
  it('the assumed deck holds 20 cards (line 70), 3 Turn back and 3 Detour among them (reference A.7)', () => {
    expect(PATROL_DECK).to.have.length(20);
    expect(PATROL_DECK.filter((c) => c === 'turn-back')).to.have.length(3);
    expect(PATROL_DECK.filter((c) => c === 'detour')).to.have.length(3);
  });

  it('Turn back: the Patrol turns about and walks 2 squares back, for this turn only (line 548)', () => {
    // The second card is the Entrance's draw (no spawn), the third the next turn's.
    const G = withPatrol({ cards: ['turn-back', 'hurry'] });
    manage(G);
    expect(where(G)).to.deep.equal([
      ['dog', '16,5', 1],
      ['peasant', '17,5', 1],
    ]);
    expect(G.patrols[0]?.progress).to.equal(3);
    manage(G);
    expect(where(G), 'the next turn it walks on toward its Exit').to.deep.equal([
      ['dog', '11,5', 3],
      ['peasant', '12,5', 3],
    ]);
  });

  it('Turn back: turning about alone may bring a Hero behind it into sight (line 583)', () => {
    const G = withPatrol({ heroes: [{ hero: 'mek', pos: '18,6' }], cards: ['turn-back', 'nap'] });
    manage(G);
    expect(G.patrols).to.have.length(0);
    expect(G.enemies[0]?.alerted).to.equal(true);
    expect(G.enemies[0]?.pos, 'it stopped where it turned').to.equal('14,5');
    // Marching on, the same Patrol never sees Mek behind it.
    const on = withPatrol({ heroes: [{ hero: 'mek', pos: '18,6' }], cards: ['hurry', 'nap'] });
    manage(on);
    expect(on.patrols).to.have.length(1);
  });

  it('Turn back at its Entrance: it turns about but cannot step back off the path', () => {
    const G = withPatrol({ progress: 1, cards: ['turn-back', 'nap'] });
    manage(G);
    expect(where(G)).to.deep.equal([
      ['dog', '18,5', 1],
      ['peasant', '19,5', 1],
    ]);
  });

  it('Detour: the front member opens the nearest closed door, the other follows; off the path (572-573)', () => {
    const G = withPatrol({ progress: 4, cards: ['detour', 'hurry'] });
    manage(G);
    expect(G.doors['farmhouse-door']).to.equal('open');
    expect(where(G)).to.deep.equal([
      ['dog', '13,5', 0],
      ['peasant', '15,5', 3],
    ]);
    expect(G.patrols[0]?.offPath).to.equal(true);
    // Off its path the formation check is off (the test state's own decks are partial: only Patrol lines).
    expect(invariants(G).filter((m) => m.startsWith('patrol'))).to.deep.equal([]);
    // The next turn its card is spent walking back to the squares it left (line 572, ruling P2).
    manage(G);
    expect(where(G)).to.deep.equal([
      ['dog', '15,5', 3],
      ['peasant', '16,5', 3],
    ]);
    expect(G.patrols[0]).to.include({ offPath: false, progress: 4 });
  });

  it('Detour: the door it opens is an Exploration (line 573)', () => {
    const G = withPatrol({ progress: 4, cards: ['detour'], explored: ['barn', 'yard'] });
    manage(G);
    expect(G.explored).to.include('farmhouse');
  });

  it('P2: Detour with no closed door left marches the Patrol along its path', () => {
    const G = withPatrol({ cards: ['detour'] });
    G.doors = { 'farmhouse-door': 'open', 'barn-door': 'destroyed' };
    manage(G);
    expect(where(G).map(([t, pos]) => [t, pos])).to.deep.equal([
      ['dog', '12,5'],
      ['peasant', '13,5'],
    ]);
    expect(G.patrols[0]?.offPath).to.equal(false);
  });
});

describe('orcquest red reinforcement Entrances (line 119, ruling P1)', () => {
  const quest2 = () => {
    const G = setupState(1, seq([0.5]), QUEST2_SETUP);
    G.explored = ['mill', 'guardhouse', 'orchard'];
    G.patrolDeck = { deck: ['nap'], discard: [] };
    const ringer = addEnemy(newContext(), G, 'peasant', '3,4', 0);
    ringer.alerted = true;
    ringer.bellRinger = 'yellow';
    return G;
  };

  it('when the Bell rings, a free red Entrance lets in an alerted group of the new colour', () => {
    const G = quest2();
    manage(G);
    expect(G.bellRung).to.equal(true);
    expect(G.alert).to.equal(6);
    const red = G.enemies.filter((e) => e.pos.startsWith('19,') && Number(e.pos.split(',')[1]) <= 3);
    expect(red.map((e) => [e.type, e.pos, e.alerted])).to.deep.equal([
      ['guard', '19,2', true],
      ['peasant', '19,1', true],
      ['peasant', '19,0', true],
    ]);
  });

  it('a group that fills every square of the red Entrance faces along it, its front member too', () => {
    // At Red Alert the red composition has 4 members for the Entrance's 4 squares (19,0 down to 19,3).
    const G = quest2();
    G.alert = 11;
    // Guards block the yellow path's Entrance and Exit, so the Bell's Patrols do not take the War Dogs.
    addEnemy(newContext(), G, 'guard', '9,9', 0);
    addEnemy(newContext(), G, 'guard', '19,5', 3);
    manage(G);
    const red = G.enemies.filter((e) => e.pos.startsWith('19,') && Number(e.pos.split(',')[1]) <= 3);
    expect(red.map((e) => [e.type, e.pos, e.facing])).to.deep.equal([
      ['guard', '19,3', 2],
      ['dog', '19,2', 2],
      ['peasant', '19,1', 2],
      ['peasant', '19,0', 2],
    ]);
  });

  it('before the Bell nothing enters there; an Enemy on its squares blocks it (line 555)', () => {
    const quiet = quest2();
    const ringer = quiet.enemies[0];
    if (ringer) ringer.pos = '3,9';
    manage(quiet);
    expect(quiet.enemies.some((e) => e.pos.startsWith('19,'))).to.equal(false);
    const blocked = quest2();
    addEnemy(newContext(), blocked, 'dog', '19,1', 2);
    manage(blocked);
    expect(blocked.bellRung).to.equal(true);
    expect(blocked.enemies.filter((e) => ['19,0', '19,2', '19,3'].includes(e.pos))).to.have.length(0);
  });
});
