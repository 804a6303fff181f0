/**
 * Interned moves: the legal-move lists build the same few hundred moves over and over (place a kind at an
 * end of a line, target a unit, sacrifice one). Each is built once, frozen and shared, so listing legal
 * moves allocates almost nothing. Only for primitive arguments; a listed move is never changed.
 */
import type { Move } from '../state.js';

type Key = string | number;
/** One level per argument, keyed by move name first; a level maps a key to the next level or the move. */
type Trie = Map<Key, Trie | Move>;

const TRIES: Trie[] = [new Map(), new Map(), new Map(), new Map()];

const make = (move: string, args: Key[]): Move => Object.freeze({ move, args: Object.freeze(args) as Key[] });

function down(level: Trie, key: Key): Trie {
  let next = level.get(key) as Trie | undefined;
  if (next === undefined) {
    next = new Map();
    level.set(key, next);
  }
  return next;
}

/** The shared move at `key` of `level`, built on first use. */
function at(level: Trie, key: Key, move: string, args: Key[]): Move {
  const found = level.get(key) as Move | undefined;
  if (found !== undefined) return found;
  const made = make(move, args);
  level.set(key, made);
  return made;
}

// Each looks up first: building the argument list only on a miss keeps the hit path allocation-free.
export const move0 = (move: string): Move => {
  const found = (TRIES[0] as Trie).get(move) as Move | undefined;
  return found ?? at(TRIES[0] as Trie, move, move, []);
};

export const move1 = (move: string, a: Key): Move => {
  const level = down(TRIES[1] as Trie, move);
  const found = level.get(a) as Move | undefined;
  return found ?? at(level, a, move, [a]);
};

export const move2 = (move: string, a: Key, b: Key): Move => {
  const level = down(down(TRIES[2] as Trie, move), a);
  const found = level.get(b) as Move | undefined;
  return found ?? at(level, b, move, [a, b]);
};

export const move3 = (move: string, a: Key, b: Key, c: Key): Move => {
  const level = down(down(down(TRIES[3] as Trie, move), a), b);
  const found = level.get(c) as Move | undefined;
  return found ?? at(level, c, move, [a, b, c]);
};
