import type { AiMove } from '@skald/core';
import { deepEqual } from './diff.js';
import type { RecordedAction, ReducerMatch } from './harness.js';

/**
 * Values no move should accept in place of a real argument: wrong types, negative, fractional, huge,
 * NaN-producing strings and prototype-pollution keys. Everything is JSON, as a network client sends.
 */
export const MALFORMED_VALUES: readonly unknown[] = [
  null,
  'x',
  'NaN',
  '',
  -1,
  0.5,
  1e12,
  -1e12,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [null, null],
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  '__proto__',
  'constructor',
];

export interface FuzzCase {
  kind: 'malformed' | 'missing' | 'extra' | 'unavailable' | 'inactive-seat';
  action: RecordedAction;
  /** Whether acceptance is itself a failure (for some kinds only a throw or a changed rejection is). */
  mustReject: boolean;
}

/** Build the fuzz cases for one state: mutations of each legal move's arguments, plus wrong seats and moves. */
export function fuzzCases(match: ReducerMatch, moveNames: readonly string[]): FuzzCase[] {
  const seats = match.ctx.playOrder;
  const active = match.activeSeats();
  const legal = new Map<string, AiMove[]>(active.map((s) => [s, match.enumerate(s)]));
  const isLegal = (seat: string, move: string, args: unknown[]) =>
    (legal.get(seat) ?? []).some((m) => m.move === move && deepEqual(m.args ?? [], args));
  const cases: FuzzCase[] = [];

  for (const seat of active) {
    const byName = new Map<string, AiMove>();
    for (const m of legal.get(seat) ?? []) if (!byName.has(m.move)) byName.set(m.move, m);
    for (const [name, m] of byName) {
      const base = m.args ?? [];
      base.forEach((original, j) => {
        for (const bad of MALFORMED_VALUES) {
          if (deepEqual(bad, original)) continue;
          const args = base.slice();
          args[j] = bad;
          if (!isLegal(seat, name, args))
            cases.push({ kind: 'malformed', action: { playerID: seat, move: name, args }, mustReject: true });
        }
      });
      if (base.length > 0 && !isLegal(seat, name, base.slice(0, -1)))
        cases.push({
          kind: 'missing',
          action: { playerID: seat, move: name, args: base.slice(0, -1) },
          mustReject: true,
        });
      cases.push({
        kind: 'extra',
        action: { playerID: seat, move: name, args: [...base, 'extra'] },
        mustReject: true,
      });
      // The same legal move sent as a seat that may not act now.
      for (const other of seats) {
        if (!active.includes(other))
          cases.push({
            kind: 'inactive-seat',
            action: { playerID: other, move: name, args: base },
            mustReject: true,
          });
      }
    }
    // Moves that exist somewhere in the game but not among this seat's legal moves now: they may be
    // legitimately available (enumerate can prune), so only a throw or a corrupt state is a failure.
    for (const name of moveNames) {
      if (!byName.has(name))
        cases.push({
          kind: 'unavailable',
          action: { playerID: seat, move: name, args: [0] },
          mustReject: false,
        });
    }
  }
  return cases;
}
