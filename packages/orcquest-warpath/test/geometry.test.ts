import { expect } from 'chai';
import { questBoard } from '../src/rules/board/board.js';
import {
  adjacent,
  dangerZones,
  hasLineOfFire,
  hasLineOfSight,
  inFrontArc,
  lineClear,
  range,
} from '../src/rules/board/geometry.js';
import { parseCellKey as c } from '../src/rules/board/grid.js';
import { newContext } from '../src/rules/context.js';
import { customBoard, makeState, run } from './helpers.js';

// An open 9x5 field: Thalla at 0,2 facing east; targets at 8,2.
const OPEN = ['.........', '.........', '.........', '.........', '.........'];
const withAt = (rows: string[], x: number, y: number, ch: string) =>
  rows.map((r, i) => (i === y ? r.slice(0, x) + ch + r.slice(x + 1) : r));

describe('orcquest geometry: orientation, arcs, adjacency, range (lines 170-212)', () => {
  it('Front Arc is the half ahead, level squares included; Rear Arc the rest (ruling R4)', () => {
    const me = c('5,5');
    expect(inFrontArc(me, 0, c('5,4'))).to.equal(true);
    expect(inFrontArc(me, 0, c('9,5'))).to.equal(true); // level: front
    expect(inFrontArc(me, 0, c('5,6'))).to.equal(false);
    expect(inFrontArc(me, 1, c('4,5'))).to.equal(false);
    expect(inFrontArc(me, 2, c('4,9'))).to.equal(true);
    expect(inFrontArc(me, 3, c('3,0'))).to.equal(true);
  });

  it('Range counts diagonals and the target square (line 206): Chebyshev distance', () => {
    expect(range(c('0,0'), c('3,2'))).to.equal(3);
    expect(range(c('0,0'), c('1,1'))).to.equal(1); // "squares around a Character are Range 1" (line 207)
  });

  it('adjacent means a shared edge not crossed by a wall or closed door (line 173, ruling R9)', () => {
    const b = questBoard();
    const G = makeState({ heroes: [{ hero: 'mek', pos: null }] });
    expect(adjacent(b, G, c('5,5'), c('6,5'))).to.equal(true);
    expect(adjacent(b, G, c('5,5'), c('6,6'))).to.equal(false); // diagonal
    expect(adjacent(b, G, c('13,4'), c('13,5'))).to.equal(false); // closed farmhouse door
    expect(adjacent(b, G, c('12,4'), c('12,5'))).to.equal(false); // farmhouse wall
    G.doors['farmhouse-door'] = 'open';
    expect(adjacent(b, G, c('13,4'), c('13,5'))).to.equal(true);
  });
});

describe('orcquest Line of Sight and Line of Fire (lines 176-202)', () => {
  const G = makeState({ heroes: [{ hero: 'thalla', pos: '0,2' }] });
  const from = c('0,2');
  const to = c('8,2');

  it('"blocked by neither Mandar, nor a piece of low furniture, nor a tree trunk" (line 190)', () => {
    const b = customBoard(withAt(withAt(OPEN, 5, 2, 'l'), 6, 2, 'T'));
    const g = makeState({
      heroes: [
        { hero: 'thalla', pos: '0,2' },
        { hero: 'mandar', pos: '3,2' },
      ],
    });
    expect(hasLineOfSight(newContext(), b, g, from, 1, to)).to.equal(true);
  });

  it('high furniture blocks Line of Sight (line 185)', () => {
    const b = customBoard(withAt(OPEN, 4, 2, 'h'));
    expect(hasLineOfSight(newContext(), b, G, from, 1, to)).to.equal(false);
  });

  it('nothing is seen in the Rear Arc (line 180)', () => {
    const b = customBoard(OPEN);
    expect(hasLineOfSight(newContext(), b, G, from, 3, to)).to.equal(false);
    expect(hasLineOfSight(newContext(), b, G, from, 1, to)).to.equal(true);
  });

  it('"Line of Fire is not blocked by the low furniture, but it is blocked by Mandar and the tree trunk" (line 200)', () => {
    const low = customBoard(withAt(OPEN, 5, 2, 'l'));
    expect(hasLineOfFire(newContext(), low, G, from, 1, to)).to.equal(true);
    const trunk = customBoard(withAt(OPEN, 6, 2, 'T'));
    expect(hasLineOfFire(newContext(), trunk, G, from, 1, to)).to.equal(false);
    const b = customBoard(OPEN);
    const g = makeState({
      heroes: [
        { hero: 'thalla', pos: '0,2' },
        { hero: 'mandar', pos: '3,2' },
      ],
    });
    expect(hasLineOfFire(newContext(), b, g, from, 1, to)).to.equal(false);
  });

  it('from low furniture, other Characters do not block Line of Fire (line 310)', () => {
    const b = customBoard(withAt(OPEN, 0, 2, 'l'));
    const g = makeState({
      heroes: [
        { hero: 'thalla', pos: '0,2' },
        { hero: 'mandar', pos: '3,2' },
      ],
    });
    expect(hasLineOfFire(newContext(), b, g, from, 1, to)).to.equal(true);
  });

  it('walls and closed doors block; an open door does not (lines 182-184)', () => {
    // A room on x 4..8: its west wall stands between x=3 and x=4; a door on row 2.
    const zones = [
      { id: 'r', kind: 'room' as const, x0: 4, y0: 0, x1: 8, y1: 4, pool: 'main' as const, dice: 1 },
    ];
    const doors = [{ id: 'd', a: '3,2', b: '4,2', kind: 'simple' as const, open: false, room: 'r' }];
    const b = customBoard(OPEN, { zones, doors });
    const g = makeState({ heroes: [{ hero: 'thalla', pos: '0,2' }] });
    g.doors.d = 'closed';
    expect(hasLineOfSight(newContext(), b, g, from, 1, to)).to.equal(false);
    g.doors.d = 'open';
    expect(hasLineOfSight(newContext(), b, g, from, 1, to)).to.equal(true);
    expect(hasLineOfSight(newContext(), b, g, from, 1, c('8,4'))).to.equal(false); // through the wall beside the door
  });

  it('a line through a wall corner is blocked, the corners of other elements are not (line 201, ruling R5)', () => {
    // A lone wall segment: room of one square at 2,1; a line from 0,0 to 4,4... passes grid point (2,2)?
    const zones = [
      { id: 'r', kind: 'room' as const, x0: 2, y0: 1, x1: 2, y1: 1, pool: 'main' as const, dice: 1 },
    ];
    const b = customBoard(OPEN, { zones });
    const g = makeState({ heroes: [{ hero: 'thalla', pos: '1,2' }] });
    // 1,2 → 3,0 crosses exactly the grid point (2,2)... no: it passes (2,2) and (3,1), the room's corners.
    expect(hasLineOfSight(newContext(), b, g, c('1,2'), 0, c('3,0'))).to.equal(false);
    // The same diagonal with high furniture instead of a walled room: its corners do not block.
    const furniture = customBoard(withAt(OPEN, 2, 1, 'h'));
    expect(hasLineOfSight(newContext(), furniture, g, c('1,3'), 0, c('3,1'))).to.equal(true);
  });

  it('the ends of an open door are wall corners (line 202)', () => {
    const zones = [
      { id: 'r', kind: 'room' as const, x0: 4, y0: 0, x1: 8, y1: 4, pool: 'main' as const, dice: 1 },
    ];
    const doors = [{ id: 'd', a: '3,2', b: '4,2', kind: 'simple' as const, open: true, room: 'r' }];
    const b = customBoard(OPEN, { zones, doors });
    const g = makeState({ heroes: [{ hero: 'thalla', pos: '2,1' }] });
    g.doors.d = 'open';
    // 3,1 → 4,2 is a diagonal through the door's upper end (grid point 4,2).
    expect(hasLineOfSight(newContext(), b, g, c('3,1'), 1, c('4,2'))).to.equal(false);
  });

  it('R7: an open or destroyed door lies on its edge, fills no square, and both its ends stay wall corners', () => {
    // Quest 1's farmhouse door: the edge between 13,4 (inside) and 13,5, whose ends are grid points (13,5), (14,5).
    const b = questBoard();
    const closed = makeState({ heroes: [{ hero: 'thalla', pos: '13,5' }], mp: 3, ap: 1 });
    expect(lineClear(newContext(), b, closed, c('13,6'), c('13,2'), 'sight'), 'closed, it blocks').to.equal(
      false,
    );
    const opened = run(closed, 0, 'door', [0]);
    const smashed = run(
      makeState({ heroes: [{ hero: 'orrus', pos: '13,5' }], mp: 3, ap: 1 }),
      0,
      'step',
      [0],
    );
    expect([opened.doors['farmhouse-door'], smashed.doors['farmhouse-door']]).to.deep.equal([
      'open',
      'destroyed',
    ]);
    expect(run(opened, 0, 'step', [0]).heroes[0]?.pos, 'the doorway square is free to enter').to.equal(
      '13,4',
    );
    for (const g of [opened, smashed]) {
      expect(
        lineClear(newContext(), b, g, c('13,6'), c('13,2'), 'sight'),
        'straight through the doorway',
      ).to.equal(true);
      expect(adjacent(b, g, c('13,5'), c('13,4'))).to.equal(true);
      // Diagonals through exactly one end of the doorway: blocked there, and only there.
      expect(lineClear(newContext(), b, g, c('13,4'), c('14,5'), 'sight'), 'through (14,5)').to.equal(false);
      expect(lineClear(newContext(), b, g, c('12,5'), c('13,4'), 'sight'), 'through (13,5)').to.equal(false);
    }
  });
});

describe('orcquest Danger Zone (lines 174, 270)', () => {
  it('is the square at the Enemy’s front edge, and none across a wall (ruling R14)', () => {
    const b = questBoard();
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: null }],
      enemies: [
        { type: 'guard', pos: '5,5', facing: 1 },
        { type: 'guard', pos: '12,4', facing: 2 }, // inside the farmhouse, facing its south wall
      ],
    });
    const zones = dangerZones(b, G);
    expect([...zones.keys()]).to.deep.equal(['6,5']);
  });
});
