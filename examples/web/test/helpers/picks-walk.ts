import type { AiMove } from '@skald/core';
import { type PathOf, type Pickable, pickables, type Target, touch } from '../../src/boards/picks.js';

/**
 * Touch `path`'s targets one by one, as a player on the board would: the move sent, or the chooser's moves
 * once the path is walked; null when a touch is ignored or a move goes out before the path's end.
 */
export function walk(all: readonly Pickable[], path: readonly Target[]): AiMove[] | null {
  let picked: Target[] = [];
  for (const [i, target] of path.entries()) {
    const r = touch(all, picked, target);
    if (!r) return null;
    if ('send' in r) return i === path.length - 1 ? [r.send] : null;
    picked = r.picked;
    if ('choose' in r && i === path.length - 1) return r.choose;
  }
  return null;
}

/** A move's touches, its any-order head reversed (a player need not touch a set in the listed order). */
export function touchesOf(pathOf: PathOf, move: AiMove): Target[] {
  const p = pathOf(move);
  if (!('targets' in p)) return [...p];
  return [...p.targets.slice(0, p.anyOrder).reverse(), ...p.targets.slice(p.anyOrder)];
}

/**
 * Every legal move can be made by touch: its path is not empty and walking it ends in that move (sent, or
 * offered in the chooser). Returns the moves that cannot, as text.
 */
export function unreachable(legal: readonly AiMove[], pathOf: PathOf): string[] {
  const all = pickables(legal, pathOf);
  const bad: string[] = [];
  for (const move of legal) {
    const reached = walk(all, touchesOf(pathOf, move)) ?? [];
    if (!reached.some((m) => JSON.stringify(m) === JSON.stringify(move))) bad.push(JSON.stringify(move));
  }
  return bad;
}
