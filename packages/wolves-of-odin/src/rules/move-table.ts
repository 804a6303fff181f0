/**
 * Interned moves: the legal-move lists build the same few hundred moves over and over (place a kind at an
 * end of a line, target a unit, sacrifice one). Each is built once, at load, frozen and shared, so listing
 * legal moves allocates almost nothing (measured: fresh objects instead cost about a quarter of the core's
 * playout speed). The tables cover every argument the rules give in practice (kinds, seats, sides, indices
 * and strengths below {@link INTERNED_BELOW}); anything beyond gets a fresh move of the same value. Nothing
 * is added after load: matches and searches in one process share read-only tables only.
 */
import { CARD_KIND, PEOPLE_KINDS } from '../data/people.js';
import type { Move } from '../state.js';

type Key = string | number;
type Level = ReadonlyMap<Key, Move | Level>;

/** Line indices and strength values interned: far above any line or strength a game reaches. */
export const INTERNED_BELOW = 80;

const SMALL: readonly number[] = Array.from({ length: INTERNED_BELOW }, (_, i) => i);
const SEATS: readonly number[] = [0, 1, 2, 3, 4];
const SIDES: readonly string[] = ['left', 'right'];
const KINDS: readonly string[] = [...new Set(PEOPLE_KINDS)];

const make = (move: string, args: Key[]): Move => Object.freeze({ move, args: Object.freeze(args) as Key[] });

/** Every move `name` takes with arguments from `domains` (one list per argument), as nested read-only maps. */
function table(name: string, domains: readonly (readonly Key[])[], prefix: Key[] = []): Move | Level {
  if (prefix.length === domains.length) return make(name, prefix);
  const domain = domains[prefix.length] as readonly Key[];
  return new Map(domain.map((key) => [key, table(name, domains, [...prefix, key])]));
}

const byName = (entries: [string, readonly (readonly Key[])[]][]): ReadonlyMap<string, Move | Level> =>
  new Map(entries.map(([name, domains]) => [name, table(name, domains)]));

const T0 = byName(['decline', 'done', 'jormungandr', 'drawDiscard', 'endTurn', 'pass'].map((n) => [n, []]));
const T1 = byName([
  ['thrall', [SMALL]],
  ['sacrifice', [SMALL]],
  ['plague', [SMALL]],
  ['pick', [KINDS]],
  ['outflank', [['discard', 'return']]],
]);
const T2 = byName([['target', [SEATS, SMALL]]]);
const T3 = byName([
  ['place', [KINDS, SEATS, SIDES]],
  ['vidarPlace', [KINDS, SEATS, SIDES]],
]);

const child = (level: Move | Level | undefined, key: Key): Move | Level | undefined =>
  level instanceof Map ? level.get(key) : undefined;

const found = (hit: Move | Level | undefined): Move | undefined =>
  hit instanceof Map ? undefined : (hit as Move | undefined);

export const move0 = (move: string): Move => found(T0.get(move)) ?? make(move, []);

export const move1 = (move: string, a: Key): Move => found(child(T1.get(move), a)) ?? make(move, [a]);

export const move2 = (move: string, a: Key, b: Key): Move =>
  found(child(child(T2.get(move), a), b)) ?? make(move, [a, b]);

export const move3 = (move: string, a: Key, b: Key, c: Key): Move =>
  found(child(child(child(T3.get(move), a), b), c)) ?? make(move, [a, b, c]);

type Ends = readonly [left: Move, right: Move];

/**
 * The interned placements of each card id's kind, line by line (`[card][line][0]` left, `[line][1]` right):
 * `move3`'s own moves, indexed by card so that listing needs no keyed lookup per kind.
 */
const PLACEMENTS: ReadonlyMap<string, readonly (readonly Ends[])[]> = new Map(
  [...T3.keys()].map((name) => {
    const byKind = new Map(
      KINDS.map((kind) => [
        kind,
        SEATS.map((line): Ends => [move3(name, kind, line, 'left'), move3(name, kind, line, 'right')]),
      ]),
    );
    return [name, CARD_KIND.map((kind) => byKind.get(kind) as readonly Ends[])];
  }),
);

/** A placement move's (`place`, `vidarPlace`) interned moves by card id, or undefined for another name. */
export const placementsByCard = (move: string): readonly (readonly Ends[])[] | undefined =>
  PLACEMENTS.get(move);
