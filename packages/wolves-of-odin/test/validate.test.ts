/**
 * The typed validators accept exactly the moves `legalMoves` lists: checked on seeded random playouts,
 * against every legal move of every seat and against mutations of them (wrong seat, shifted numbers,
 * swapped names, reordered or cut lists), which a validator too lax or too strict would answer wrongly.
 */
import { int, type Rng, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { applyMove, isLegal, legalMoves, type Move, newGame, type WolvesState } from '../src/index.js';
import { additionalOptions, hasAdditional } from '../src/rules/additional.js';

const key = (m: Move) => `${m.move}${JSON.stringify(m.args ?? [])}`;

const WORDS = [
  'left',
  'right',
  'discard',
  'return',
  'red',
  'blue',
  'bond',
  'thrall',
  'odin',
  'loki',
  'v1',
  'ragnarok',
];

function mutations(m: Move, rng: Rng): Move[] {
  const args = (m.args ?? []) as unknown[];
  const out: Move[] = [
    { move: m.move, args: [...args, 0] },
    { move: m.move, args: args.slice(0, -1) },
  ];
  args.forEach((a, i) => {
    const put = (v: unknown) => out.push({ move: m.move, args: args.map((x, j) => (j === i ? v : x)) });
    if (typeof a === 'number') [a + 1, a - 1, a + 0.5, String(a)].forEach(put);
    if (typeof a === 'string') put(WORDS[int(rng, WORDS.length)]);
    if (Array.isArray(a)) {
      put(a.slice().reverse());
      put(a.slice(1));
      put([...a, a[0] ?? 'bond']);
    }
  });
  return out;
}

function checkState(s: WolvesState, rng: Rng): number {
  let checked = 0;
  const legalBySeat = s.players.map((_, seat) => legalMoves(s, seat));
  legalBySeat.forEach((legal, seat) => {
    const keys = new Set(legal.map(key));
    const candidates = legalBySeat.flat().flatMap((m) => [m, ...mutations(m, rng)]);
    for (const c of candidates) {
      expect(isLegal(s, seat, c), `seat ${seat}: ${key(c)}`).to.equal(keys.has(key(c)));
      checked++;
    }
  });
  const current = s.flow.current;
  if (s.flow.phase === 'play' && s.flow.pending.length === 0)
    expect(hasAdditional(s, current)).to.equal(additionalOptions(s, current).length > 0);
  return checked;
}

describe('wolves-of-odin typed validation', () => {
  it('accepts exactly the legal moves over seeded random playouts (3, 4 and 5 players)', () => {
    let checked = 0;
    for (const n of [3, 4, 5]) {
      const rng = rngFromSeed(`validate-${n}`);
      let s = newGame(n, rng);
      for (let step = 0; step < 250 && s.flow.gameover === null; step++) {
        checked += checkState(s, rng);
        const seats = s.players.map((_, i) => i).filter((i) => legalMoves(s, i).length > 0);
        const seat = seats[int(rng, seats.length)] as number;
        const legal = legalMoves(s, seat);
        const move = legal[int(rng, legal.length)] as Move;
        const next = applyMove(s, seat, move.move, move.args ?? [], rng);
        expect(next).to.not.equal(null);
        s = next as WolvesState;
      }
    }
    expect(checked).to.be.greaterThan(10000);
  });

  it('refuses malformed moves without throwing', () => {
    const s = newGame(3, rngFromSeed('junk'));
    const junk: unknown[] = [
      null,
      {},
      { move: 'place' },
      { move: 'place', args: 'bond' },
      { move: 'place', args: [null, null, null] },
      { move: 'summon', args: ['__proto__', ['bond', 'bond']] },
      { move: 'summon', args: ['odin', { length: 2 }] },
      { move: 'hel', args: [[1, 2]] },
      { move: 'toString', args: [] },
      { move: 'constructor', args: [] },
    ];
    for (const j of junk) expect(isLegal(s, 0, j as Move)).to.equal(false);
  });
});
