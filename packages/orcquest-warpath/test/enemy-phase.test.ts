import { expect } from 'chai';
import { applyMove } from '../src/rules/apply.js';
import { raiseAlert } from '../src/rules/combat/damage.js';
import { newContext } from '../src/rules/context.js';
import { closestWaitingGroup, formGroups } from '../src/rules/enemies/enemy-groups.js';
import { activationColour } from '../src/rules/phases/enemy-phase.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import { face, makeState, seq } from './helpers.js';

describe('orcquest Enemy groups (lines 608-617)', () => {
  it('outdoors, Enemies within Range 2 chain into one group; a farther one is alone (ruling R47)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [
        { type: 'peasant', pos: '0,0' },
        { type: 'dog', pos: '2,1' },
        { type: 'peasant', pos: '4,0' },
        { type: 'peasant', pos: '8,0' },
      ],
    });
    expect(formGroups(newContext(), G)).to.deep.equal([[1, 2, 3], [4]]);
  });

  it('inside a room every Enemy is in one group, whatever the distance; outside Enemies are not (line 612)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [
        { type: 'peasant', pos: '11,1' },
        { type: 'peasant', pos: '16,4' },
        { type: 'peasant', pos: '16,5' },
      ],
    });
    expect(formGroups(newContext(), G)).to.deep.equal([[1, 2], [3]]);
  });
});

describe('R48: an Enemy at equal distance from two groups with the same Activation Die (line 616)', () => {
  const peasants = (xs: number[]) =>
    makeState({
      heroes: [{ hero: 'mek', pos: '3,4' }],
      enemies: xs.map((x) => ({ type: 'peasant' as const, pos: `${x},0`, alerted: true })),
    });
  it('within Range 2 of both, it links them: one group, so no tie to break', () => {
    // Two pairs of Peasants (white dice) 4 squares apart, a third Peasant halfway: Range 2 from each pair.
    const G = peasants([0, 1, 5, 6, 3]);
    expect(formGroups(newContext(), G)).to.deep.equal([[1, 2, 3, 4, 5]]);
    expect(closestWaitingGroup(newContext(), G, [])?.map((e) => e.id)).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('farther than Range 2 from both, it joins neither: a group of its own', () => {
    const G = peasants([0, 1, 7, 8, 4]);
    expect(formGroups(newContext(), G)).to.deep.equal([[1, 2], [3, 4], [5]]);
  });
});

describe('orcquest Activation roll (lines 621-639)', () => {
  const members = (G: ReturnType<typeof makeState>) => G.enemies;
  it('one die of the most powerful colour in the group decides (ruling R51)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: null }],
      enemies: [
        { type: 'peasant', pos: '0,0' },
        { type: 'guard', pos: '1,0' },
      ],
    });
    // A grey die's last face is red; a white die has no red face at all.
    expect(activationColour(G, members(G), seq([0.99]))).to.equal('red');
  });

  it('at Orange Alert the result is at least orange; at Red Alert always red (line 639)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], enemies: [{ type: 'peasant', pos: '0,0' }] });
    expect(activationColour(G, members(G), seq([face('attack', 'white', 1)]))).to.equal('yellow');
    G.alert = 6;
    expect(activationColour(G, members(G), seq([face('attack', 'white', 1)]))).to.equal('orange');
    G.alert = 11;
    expect(activationColour(G, members(G), seq([face('attack', 'white', 1)]))).to.equal('red');
  });
});

describe('orcquest Enemy activation (lines 641-651)', () => {
  it('an Assaulting Guard moves next to the Hero and attacks (lines 642, 827)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '8,5', facing: 3, alerted: true, sawHero: true }],
    });
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]));
    expect(G.enemies[0]?.pos).to.equal('6,5');
    expect(G.enemies[0]?.facing).to.equal(3);
    expect(G.heroes[0]?.damage).to.equal(4); // red vs Mandar's yellow Health
    expect(G.alert, 'an alerted Enemy survived the Phase (line 535)').to.equal(2);
  });

  it('it targets the Hero with the fewest Health points left (line 645)', () => {
    const G = makeState({
      heroes: [
        { hero: 'mandar', pos: '6,2' },
        { hero: 'mek', pos: '6,8', damage: 5 },
      ],
      enemies: [{ type: 'guard', pos: '8,5', facing: 3, alerted: true, sawHero: true }],
    });
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 1), face('attack', 'grey', 1)]));
    expect(G.heroes[1]?.damage).to.equal(6);
    expect(G.heroes[0]?.damage).to.equal(0);
  });

  it('Peasants Flee on a yellow result: away from the Heroes (lines 638, 847)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '13,8' }],
      enemies: [{ type: 'peasant', pos: '15,8', facing: 3, alerted: true, sawHero: true }],
    });
    enemyPhase(newContext(), G, seq([face('attack', 'white', 1)]));
    expect(G.enemies[0]?.pos).to.equal('19,8');
    expect(G.enemies[0]?.facing, 'its back to the Heroes').to.equal(1);
    expect(G.heroes[0]?.damage).to.equal(0);
  });

  it('a group that never saw a Hero makes no Activation roll and does not move (line 622)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '0,9' }],
      enemies: [{ type: 'guard', pos: '8,1', facing: 0, alerted: true }],
    });
    enemyPhase(newContext(), G, seq([face('attack', 'grey', 3), face('attack', 'grey', 3)]));
    expect(G.enemies[0]?.pos).to.equal('8,1');
    expect(G.alert).to.equal(2);
  });

  it('"A Guard witnesses the killing… merely turns toward the War Dog’s corpse" (lines 622-624)', () => {
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '6,1' }],
      enemies: [
        { type: 'guard', pos: '8,4', facing: 2 },
        { type: 'dog', pos: '8,6', facing: 2 },
      ],
    });
    // Thalla shoots the Dog from the Guard's Rear Arc: red on the grey die kills it (yellow Health).
    const shot = applyMove(
      G,
      0,
      'attack',
      ['main', 0, 2],
      seq([face('attack', 'grey', 3), face('attack', 'white', 1), face('defense', 'white', 0)]),
    );
    const guard = shot?.enemies[0];
    expect([shot?.enemies.length, guard?.alerted, guard?.sawHero, guard?.alertedBy]).to.deep.equal([
      1,
      true,
      false,
      '8,6',
    ]);
    if (!shot || !guard) return;
    enemyPhase(newContext(), shot, seq([face('attack', 'grey', 3)]));
    expect([shot.enemies[0]?.pos, shot.enemies[0]?.facing]).to.deep.equal(['8,4', 2]);
    expect(
      shot.log.some((l) => l.includes('activates')),
      'no Activation roll',
    ).to.equal(false);
  });

  it('no alerted Enemy left: the Alert stays (line 535)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '0,9' }],
      enemies: [{ type: 'guard', pos: '8,1', facing: 0 }],
    });
    enemyPhase(newContext(), G, seq([]));
    expect(G.alert).to.equal(1);
  });
});

describe('orcquest Alert gauge (lines 526-539)', () => {
  it('reaching 15 is not yet a loss; exceeding 15 is (ruling R1)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }], alert: 14 });
    raiseAlert(G, 1);
    expect([G.alert, G.result]).to.deep.equal([15, null]);
    raiseAlert(G, 1);
    expect(G.result).to.deep.equal({ winners: [], score: 0, reason: 'the Alert Level exceeded 15' });
  });
});
