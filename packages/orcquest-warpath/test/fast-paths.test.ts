import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { questBoard } from '../src/rules/board.js';
import { lineClear, lineClearReference } from '../src/rules/geometry.js';
import { cloneState } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { customBoard, makeState } from './helpers.js';

/** States along seeded random playouts (1-4 Heroes), Enemies about. */
function sampledStates(): OrcQuestState[] {
  const out: OrcQuestState[] = [];
  for (let g = 0; g < 8; g++) {
    const rng = rngFromSeed(`fast-paths/${g}`);
    let s = setupState(1 + (g % 4), rng);
    for (let i = 0; !s.result && i < 400; i++) {
      const seat = pick(rng, activeSeats(s));
      const m = pick(rng, legalMoves(s, seat));
      s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      if (i % 7 === 0) out.push(s);
    }
  }
  return out;
}

/** Every object or array reachable from `a` that is also reachable from `b` (by identity). */
function sharedObjects(a: unknown, b: unknown): string[] {
  const seen = new Set<unknown>();
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    for (const x of Object.values(v)) walk(x);
  };
  walk(a);
  const shared: string[] = [];
  const check = (v: unknown, path: string) => {
    if (v === null || typeof v !== 'object') return;
    if (seen.has(v)) shared.push(path);
    for (const [k, x] of Object.entries(v)) check(x, `${path}.${k}`);
  };
  check(b, 'G');
  return shared;
}

describe('orcquest fast paths agree with the plain definitions', () => {
  const states = sampledStates();

  it('samples states with Enemies on the board', () => {
    expect(states.some((s) => s.enemies.length > 2)).to.equal(true);
  });

  it('G stays far under 64 KB as JSON in every sampled state (the speed bar of issue 15)', () => {
    const largest = Math.max(...states.map((s) => JSON.stringify(s).length));
    expect(largest)
      .to.be.greaterThan(1000)
      .and.lessThan(16 * 1024);
  });

  it("lineClear (integer walk) matches core's hasLineOfSight walk on every pair of squares", () => {
    const b = questBoard();
    let compared = 0;
    for (const G of states.filter((_, i) => i % 4 === 0))
      for (let a = 0; a < b.width * b.height; a += 3)
        for (let c = 0; c < b.width * b.height; c += 5) {
          const from = { x: a % b.width, y: Math.floor(a / b.width) };
          const to = { x: c % b.width, y: Math.floor(c / b.width) };
          for (const kind of ['sight', 'fire'] as const) {
            expect(lineClear(b, G, from, to, kind), `${kind} ${from.x},${from.y}→${to.x},${to.y}`).to.equal(
              lineClearReference(b, G, from, to, kind),
            );
            compared++;
          }
        }
    expect(compared).to.be.greaterThan(10000);
  });

  it('lineClear matches the reference on a crafted board of rooms, a door, furniture and trees', () => {
    const b = customBoard(
      ['..........', '.ffff..T..', '.fhlf.....', '.ffff..T..', '....~.....', '..........'],
      {
        zones: [{ id: 'room', kind: 'room', x0: 1, y0: 1, x1: 4, y1: 3, pool: 'main', dice: 1 }],
        doors: [{ id: 'd', a: '2,3', b: '2,4', kind: 'simple', open: false, room: 'room' }],
      },
    );
    for (const door of ['closed', 'open'] as const) {
      const G = makeState({
        heroes: [{ hero: 'thalla', pos: '6,2' }],
        enemies: [{ type: 'peasant', pos: '8,2' }],
        doors: { d: door },
      });
      for (let a = 0; a < 60; a++)
        for (let c = 0; c < 60; c++) {
          const from = { x: a % 10, y: Math.floor(a / 10) };
          const to = { x: c % 10, y: Math.floor(c / 10) };
          for (const kind of ['sight', 'fire'] as const)
            expect(lineClear(b, G, from, to, kind), `${door} ${kind} ${a}→${c}`).to.equal(
              lineClearReference(b, G, from, to, kind),
            );
        }
    }
  });

  it('cloneState copies every field of every sampled state and shares no object with it', () => {
    for (const G of states) {
      const copy = cloneState(G);
      expect(copy).to.deep.equal(structuredClone(G));
      expect(sharedObjects(G, copy)).to.deep.equal([]);
    }
  });
});
