import { expect } from 'chai';
import { QUEST1 } from '../src/data/quest1.js';
import { isLegal, legalMoves } from '../src/rules/apply.js';
import { questBoard } from '../src/rules/board/board.js';
import { lineClear } from '../src/rules/board/geometry.js';
import { parseCellKey as c } from '../src/rules/board/grid.js';
import { newContext } from '../src/rules/context.js';
import { setupState } from '../src/setup.js';
import { face, makeState, onQuest, run, seq, testQuest } from './helpers.js';

describe('orcquest Hero Phase: activation and Action points (lines 213-251, 502-518)', () => {
  it('entering from the Hero Entrance is free and starts the Activation with 2 Action points (line 253)', () => {
    const G = run(
      setupState(2, () => 0),
      1,
      'enter',
      ['0,5'],
    );
    expect(G.heroes[1]?.pos).to.equal('0,5');
    expect(G.active).to.equal(1);
    expect(G.ap).to.equal(2);
    expect(isLegal(newContext(), G, 0, 'enter', ['0,6']), 'another Hero waits for the Active Hero').to.equal(
      false,
    );
  });

  it('a Skill card costs its Action points and is face down until End of Turn (line 229)', () => {
    let G = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }] });
    G = run(G, 0, 'move', ['main']);
    expect([G.ap, G.mp]).to.deep.equal([1, 5]);
    expect(isLegal(newContext(), G, 0, 'move', ['main'])).to.equal(false);
    expect(isLegal(newContext(), G, 0, 'move', ['enhanced'])).to.equal(false);
  });

  it('the Enhanced effect costs 2 Action points (Orrus: 8 Movement points)', () => {
    const G = run(makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }] }), 0, 'move', ['enhanced']);
    expect([G.ap, G.mp]).to.deep.equal([0, 8]);
  });

  it('extra Action points cost 1, 2, 3 Badass points, shared by every Hero in the Phase (line 513-517, ruling R37)', () => {
    let G = makeState({
      heroes: [
        { hero: 'thalla', pos: '5,5' },
        { hero: 'mandar', pos: '5,7' },
      ],
      badass: 10,
      events: ['badass-smiles', 'badass-smiles'],
    });
    G = run(G, 0, 'buyAp', []);
    expect([G.badass, G.ap]).to.deep.equal([9, 3]);
    G = run(G, 0, 'end', []);
    G.badass = 9;
    G = run(G, 1, 'buyAp', []);
    expect([G.badass, G.ap]).to.deep.equal([7, 3]);
    G = run(G, 1, 'buyAp', []);
    expect(G.badass).to.equal(4);
  });

  it('ending the Activation draws an Event card and applies it to that Hero (line 222)', () => {
    const G = run(
      makeState({
        heroes: [
          { hero: 'mek', pos: '5,5', damage: 2 },
          { hero: 'orrus', pos: '5,7' },
        ],
        events: ['second-wind'],
      }),
      0,
      'end',
      [],
    );
    expect(G.heroes[0]?.damage).to.equal(1);
    expect(G.heroes[0]?.activated).to.equal(true);
    expect(G.events.discard).to.deep.equal(['second-wind']);
    expect(G.active).to.equal(null);
  });
});

describe('orcquest movement (lines 252-314)', () => {
  it('one Movement point per square; leaving a pond costs one more (line 305)', () => {
    let G = makeState({ heroes: [{ hero: 'mandar', pos: '2,4' }], mp: 4, ap: 1 });
    G = run(G, 0, 'step', [1]); // 2,4 is a pond square
    expect([G.heroes[0]?.pos, G.mp]).to.deep.equal(['3,4', 2]);
    G = run(G, 0, 'step', [1]);
    expect(G.mp).to.equal(1);
  });

  it('leaving an Enemy’s Danger Zone costs 2 automatic damage, per Danger Zone left (line 270, ruling R13)', () => {
    const one = makeState({
      heroes: [{ hero: 'mandar', pos: '6,5' }],
      enemies: [{ type: 'guard', pos: '5,5', facing: 1 }],
      mp: 3,
      ap: 1,
    });
    expect(run(one, 0, 'step', [1]).heroes[0]?.damage).to.equal(2);
    const two = makeState({
      heroes: [{ hero: 'mandar', pos: '6,4' }],
      enemies: [
        { type: 'guard', pos: '5,4', facing: 1 },
        { type: 'guard', pos: '6,3', facing: 2 },
      ],
      mp: 3,
      ap: 1,
    });
    expect(run(two, 0, 'step', [2]).heroes[0]?.damage).to.equal(4);
  });

  it('walls and closed doors stop a Hero; Enemies cannot be entered (lines 256-268)', () => {
    const G = makeState({
      heroes: [
        { hero: 'thalla', pos: '12,5' },
        { hero: 'mek', pos: '11,5' },
      ],
      enemies: [{ type: 'peasant', pos: '12,6' }],
      mp: 3,
      ap: 1,
    });
    expect(isLegal(newContext(), G, 0, 'step', [0]), 'wall').to.equal(false);
    expect(isLegal(newContext(), G, 0, 'step', [3]), 'passing through Mek, with MP to go on').to.equal(true);
    expect(isLegal(newContext(), G, 0, 'step', [2]), 'Enemy').to.equal(false);
    expect(isLegal(newContext(), G, 0, 'step', [1])).to.equal(true);
  });

  it('only Agile Heroes move diagonally, and not between two Enemies (lines 296-300)', () => {
    const open = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5' },
        { hero: 'orrus', pos: '1,8' },
      ],
      mp: 3,
      ap: 1,
    });
    expect(isLegal(newContext(), open, 0, 'step', [4])).to.equal(true);
    const orrus = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], mp: 3, ap: 1 });
    expect(isLegal(newContext(), orrus, 0, 'step', [4])).to.equal(false);
    const squeezed = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [
        { type: 'peasant', pos: '6,5', facing: 0 },
        { type: 'peasant', pos: '5,4', facing: 0 },
      ],
      mp: 3,
      ap: 1,
    });
    expect(isLegal(newContext(), squeezed, 0, 'step', [4])).to.equal(false);
  });

  it('a Hero may pass through another Hero but not end there (line 255)', () => {
    const G = makeState({
      heroes: [
        { hero: 'thalla', pos: '12,5' },
        { hero: 'mek', pos: '11,5' },
      ],
      mp: 1,
      ap: 1,
    });
    expect(isLegal(newContext(), G, 0, 'step', [3]), 'the last Movement point would end on Mek').to.equal(
      false,
    );
    G.mp = 2;
    const on = run(G, 0, 'step', [3]);
    expect(on.heroes[0]?.pos).to.equal('11,5');
    expect(
      ['stop', 'end', 'move'].map((m) =>
        isLegal(newContext(), on, 0, m, m === 'stop' ? [0] : m === 'move' ? ['main'] : []),
      ),
    ).to.deep.equal([false, false, false]);
    expect(run(on, 0, 'step', [3]).heroes[0]?.pos).to.equal('10,5');
  });

  it('Agile Heroes move onto furniture; others cannot (line 297)', () => {
    const mek = makeState({ heroes: [{ hero: 'mek', pos: '14,2' }], mp: 3, ap: 1 });
    expect(isLegal(newContext(), mek, 0, 'step', [1])).to.equal(true);
    const thalla = makeState({ heroes: [{ hero: 'thalla', pos: '14,2' }], mp: 3, ap: 1 });
    expect(isLegal(newContext(), thalla, 0, 'step', [1])).to.equal(false);
  });

  it('Smashing: Orrus moves onto furniture and destroys it (line 281-282)', () => {
    const G = run(makeState({ heroes: [{ hero: 'orrus', pos: '14,2' }], mp: 3, ap: 1 }), 0, 'step', [1]);
    expect(G.heroes[0]?.pos).to.equal('15,2');
    expect(G.smashed).to.deep.equal(['15,2']);
  });

  it('opening a door costs 1 Movement point and explores the room behind (line 273)', () => {
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '13,5' }],
      mp: 3,
      ap: 1,
      explored: ['barn', 'yard'],
    });
    const next = run(G, 0, 'door', [0], seq([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]));
    expect(next.doors['farmhouse-door']).to.equal('open');
    expect(next.mp).to.equal(2);
    expect(next.explored).to.include('farmhouse');
    expect(next.enemies.length).to.be.greaterThan(0);
  });

  it('Smashing Heroes cannot open doors; they smash through them (line 283)', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '13,5' }], mp: 3, ap: 1 });
    expect(isLegal(newContext(), G, 0, 'door', [0])).to.equal(false);
    const next = run(G, 0, 'step', [0]);
    expect(next.doors['farmhouse-door']).to.equal('destroyed');
    expect(next.heroes[0]?.pos).to.equal('13,4');
  });

  it('"a War Dog followed by a Peasant": the push is blocked, both take 1, the Dog survives and Orrus stops (line 293)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '13,5' }],
      enemies: [
        { type: 'dog', pos: '13,4', facing: 0 },
        { type: 'peasant', pos: '13,3', facing: 0 },
      ],
      mp: 3,
      ap: 1,
    });
    const next = run(G, 0, 'step', [0], seq([face('attack', 'grey', 1)]));
    const dog = next.enemies.find((e) => e.type === 'dog');
    expect(dog?.damage).to.equal(2);
    expect(next.enemies.some((e) => e.type === 'peasant')).to.equal(false);
    expect(next.heroes[0]?.pos).to.equal('13,5');
    expect(next.mp).to.equal(0);
  });

  it('R11: a Hero enters free onto a free Hero Entrance square, then moves on from it at the usual cost', () => {
    // Quest 1's Hero Entrance squares are 0,5 and 0,6; Orrus already stands on 0,6.
    const G = makeState({
      heroes: [
        { hero: 'thalla', pos: null },
        { hero: 'orrus', pos: '0,6' },
      ],
    });
    const enters = legalMoves(G, 0).filter((m) => m.move === 'enter');
    expect(enters.map((m) => m.args)).to.deep.equal([['0,5']]);
    expect(['0,4', '1,5', '0,6'].map((sq) => isLegal(newContext(), G, 0, 'enter', [sq]))).to.deep.equal([
      false,
      false,
      false,
    ]);
    const blocked = makeState({
      heroes: [{ hero: 'thalla', pos: null }],
      enemies: [{ type: 'peasant', pos: '0,5' }],
    });
    expect(isLegal(newContext(), blocked, 0, 'enter', ['0,5']), 'an Enemy on the square').to.equal(false);
    const inside = run(G, 0, 'enter', ['0,5']);
    expect([inside.heroes[0]?.pos, inside.heroes[0]?.facing, inside.ap, inside.mp]).to.deep.equal([
      '0,5',
      1,
      2,
      0,
    ]);
    const moving = run(inside, 0, 'move', ['main']);
    const full = run(makeState({ heroes: [{ hero: 'thalla', pos: '0,5' }] }), 0, 'move', ['main']).mp;
    expect(moving.mp, 'the Movement card is whole: the Entrance square cost nothing').to.equal(full);
    expect(run(moving, 0, 'step', [1]).mp).to.equal(full - 1);
  });

  it('R15: smashing through a door costs only the step; only the Enemy straight behind it is hit and pushed', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '13,5' }],
      enemies: [
        { type: 'guard', pos: '13,4', facing: 0 },
        { type: 'peasant', pos: '14,4', facing: 1 }, // diagonally behind the door, beside the doorway square
      ],
      mp: 3,
      ap: 1,
    });
    const next = run(G, 0, 'step', [0], seq([face('attack', 'grey', 1)]));
    expect(next.doors['farmhouse-door']).to.equal('destroyed');
    const guard = next.enemies.find((e) => e.type === 'guard');
    const peasant = next.enemies.find((e) => e.type === 'peasant');
    expect([guard?.pos, guard?.damage]).to.deep.equal(['13,3', 1]);
    expect([peasant?.pos, peasant?.damage]).to.deep.equal(['14,4', 0]);
    expect([next.heroes[0]?.pos, next.mp], 'Orrus goes on through, 1 Movement point spent').to.deep.equal([
      '13,4',
      2,
    ]);
  });

  it('R21: no destroyed walls on these maps: standing beside an unexplored room’s wall explores nothing', () => {
    // 12,5 shares the farmhouse's south wall (12,4|12,5), one square west of its door.
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '12,6' }],
      mp: 3,
      ap: 1,
      explored: ['barn', 'yard'],
    });
    const next = run(G, 0, 'step', [0], seq([0.1, 0.2, 0.3, 0.4]));
    expect(next.heroes[0]?.pos).to.equal('12,5');
    expect(next.explored).to.not.include('farmhouse');
    expect(next.enemies).to.deep.equal([]);
    const atDoor = run(next, 0, 'step', [1]);
    expect(run(atDoor, 0, 'door', [0], seq([0.1, 0.2, 0.3, 0.4])).explored, 'its door does').to.include(
      'farmhouse',
    );
  });

  it('a Chicken heals 1 damage when a Hero moves onto it (line 339)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: '5,5', damage: 3 }], mp: 3, ap: 1 });
    G.chickens = ['6,5'];
    const next = run(G, 0, 'step', [1]);
    expect(next.heroes[0]?.damage).to.equal(2);
    expect(next.chickens).to.deep.equal([]);
  });
});

/**
 * Armored doors (lines 260, 276, 284, 846). No Quest of ours has one (their keys come from the Quest Book, not
 * public), so this board is Quest 1 with the farmhouse door armored, registered for these tests only.
 */
describe('orcquest armored doors (lines 260, 276, 284)', () => {
  const ARMORED = testQuest('test-armored', {
    doors: QUEST1.doors.map((d) => (d.id === 'farmhouse-door' ? { ...d, kind: 'armored' as const } : d)),
  });
  const at = (hero: 'orrus' | 'mandar') =>
    onQuest(makeState({ heroes: [{ hero, pos: '13,5' }], mp: 3, ap: 1 }), ARMORED);
  const listed = (G: ReturnType<typeof at>, move: string, dir: number) =>
    legalMoves(G, 0).some((m) => m.move === move && m.args?.[0] === dir);

  it('a Smashing Hero cannot smash through a closed armored door (line 284)', () => {
    const G = at('orrus');
    expect(isLegal(newContext(), G, 0, 'step', [0])).to.equal(false);
    expect(listed(G, 'step', 0), 'the listed moves agree').to.equal(false);
    // The same Hero on Quest 1's simple door smashes it (the test's board is the only difference).
    expect(isLegal(newContext(), { ...G, quest: QUEST1.id }, 0, 'step', [0])).to.equal(true);
  });

  it('without its key nobody opens it, and closed it cannot be crossed (lines 260, 276)', () => {
    const G = at('mandar');
    expect(isLegal(newContext(), G, 0, 'door', [0])).to.equal(false);
    expect(listed(G, 'door', 0)).to.equal(false);
    expect(isLegal(newContext(), G, 0, 'step', [0])).to.equal(false);
    expect(isLegal(newContext(), { ...G, quest: QUEST1.id }, 0, 'door', [0]), 'a simple door opens').to.equal(
      true,
    );
  });
});

/**
 * Double doors and dead-end walls (lines 78, 124, 126, 258): scenery no Quest of ours has, on Quest 1 variants.
 * The farmhouse door widened to a double door over 13,4-13,5 and 14,4-14,5; a dead-end wall east of 5,5.
 */
describe('orcquest double doors and dead-end walls (lines 124, 126, 258; rulings R7, R15)', () => {
  const DOUBLE = testQuest('test-double', {
    doors: QUEST1.doors.map((d) =>
      d.id === 'farmhouse-door' ? { ...d, kind: 'double' as const, wide: { a: '14,4', b: '14,5' } } : d,
    ),
  });
  const WALLED = testQuest('test-dead-end', { deadEnds: [{ a: '5,5', b: '6,5' }] });

  it('a double door opens, closes and breaks as one token over both its edges', () => {
    const G = onQuest(makeState({ heroes: [{ hero: 'thalla', pos: '13,5' }], mp: 3, ap: 1 }), DOUBLE);
    const beside = onQuest(makeState({ heroes: [{ hero: 'thalla', pos: '14,5' }], mp: 3, ap: 1 }), DOUBLE);
    expect(
      isLegal(newContext(), beside, 0, 'step', [0]),
      'closed, its second half stops a step too',
    ).to.equal(false);
    expect(isLegal(newContext(), beside, 0, 'door', [0]), 'and opens from there').to.equal(true);
    // Opened from 13,5, then through the other half: 1 + 1 + 1 Movement points.
    const through = run(run(run(G, 0, 'door', [0]), 0, 'step', [1]), 0, 'step', [0]);
    expect([through.doors['farmhouse-door'], through.heroes[0]?.pos, through.mp]).to.deep.equal([
      'open',
      '14,4',
      0,
    ]);
  });

  it('its two outer ends are wall corners, its middle point is not (ruling R7)', () => {
    const G = run(makeState({ heroes: [{ hero: 'thalla', pos: '13,5' }], mp: 3, ap: 1 }), 0, 'door', [0]);
    // The line 13,4 → 14,5 passes exactly through the grid point (14,5): the middle of the double door, but
    // an end of Quest 1's simple door.
    expect(
      lineClear(
        newContext(),
        questBoard('test-double'),
        onQuest({ ...G }, DOUBLE),
        c('13,4'),
        c('14,5'),
        'sight',
      ),
    ).to.equal(true);
    expect(lineClear(newContext(), questBoard(QUEST1.id), G, c('13,4'), c('14,5'), 'sight')).to.equal(false);
    // The outer ends (13,5) and (15,5) still block.
    expect(
      lineClear(
        newContext(),
        questBoard('test-double'),
        onQuest({ ...G }, DOUBLE),
        c('12,5'),
        c('13,4'),
        'sight',
      ),
    ).to.equal(false);
  });

  it('smashing a double door hits the Enemies behind both its halves (line 287, ruling R15)', () => {
    const G = onQuest(
      makeState({
        heroes: [{ hero: 'orrus', pos: '13,5' }],
        enemies: [
          { type: 'guard', pos: '13,4' },
          { type: 'guard', pos: '14,4' },
        ],
        mp: 3,
        ap: 1,
      }),
      DOUBLE,
    );
    const grey1 = face('attack', 'grey', 1);
    const next = run(G, 0, 'step', [0], seq([grey1, grey1]));
    expect(next.doors['farmhouse-door']).to.equal('destroyed');
    expect(next.heroes[0]?.pos).to.equal('13,4');
    // Each takes the grey die (1 damage on yellow Health) and Pushed 1 away from Orrus (north on the diagonal, R16).
    expect(next.enemies.map((e) => [e.pos, e.damage])).to.deep.equal([
      ['13,3', 1],
      ['14,3', 1],
    ]);
  });

  it('a dead-end wall stops steps and sight, and its free ends are wall corners (lines 182, 201, 258)', () => {
    const G = makeState({ heroes: [{ hero: 'thalla', pos: '5,5' }], mp: 3, ap: 1 });
    const walled = onQuest({ ...G }, WALLED);
    expect([
      isLegal(newContext(), G, 0, 'step', [1]),
      isLegal(newContext(), walled, 0, 'step', [1]),
    ]).to.deep.equal([true, false]);
    expect(lineClear(newContext(), questBoard(WALLED.id), walled, c('5,5'), c('7,5'), 'sight')).to.equal(
      false,
    );
    // Exactly through its north end, the grid point (6,5): clear on Quest 1, blocked beside the wall.
    expect(lineClear(newContext(), questBoard(QUEST1.id), G, c('5,4'), c('6,5'), 'sight')).to.equal(true);
    expect(lineClear(newContext(), questBoard(WALLED.id), walled, c('5,4'), c('6,5'), 'sight')).to.equal(
      false,
    );
  });
});
