import type { AiMove } from '@skald/core';

/**
 * Playing on the board, for every game: each legal move is read as the path of things a player touches to
 * make it (`['hero:h1', 'square:G7']`, `['die:3']`), and a click walks down those paths. The board only
 * says how a move maps to a path (`PathOf`); which targets light up, when a click sends a move, and when
 * several moves share one path (a chooser) follow from the legal moves alone, so the board never offers
 * what the rules would refuse and the button list stays the same set of moves.
 *
 * A target is a string the board puts on the element a player touches (`data-target`), namespaced by
 * kind (`die:`, `card:`, `square:`, `enemy:`…). A move whose path is empty is not playable by touch; it
 * stays in the button list only.
 */
export type Target = string;

/**
 * A path whose first `anyOrder` targets may be touched in any order: a set of dice to keep, then the
 * `keep` control. Each of them is picked once; touching a picked one again takes it out of the set.
 */
export interface SetPath {
  targets: readonly Target[];
  anyOrder: number;
}

/** How a game's board reads a legal move as touches; `[]` leaves the move to the button list. */
export type PathOf = (move: AiMove) => readonly Target[] | SetPath;

/** The targets of a path, in the order a board lists them. */
export const targetsOf = (path: readonly Target[] | SetPath): readonly Target[] =>
  'targets' in path ? path.targets : path;

/** A legal move with the touches that make it (the first `anyOrder` of them in any order). */
export interface Pickable {
  move: AiMove;
  path: readonly Target[];
  anyOrder?: number;
}

export function pickables(legal: readonly AiMove[], pathOf: PathOf): Pickable[] {
  const out: Pickable[] = [];
  for (const move of legal) {
    const p = pathOf(move);
    if ('targets' in p) {
      if (p.targets.length > 0) out.push({ move, path: p.targets, anyOrder: p.anyOrder });
    } else if (p.length > 0) out.push({ move, path: p });
  }
  return out;
}

/** Whether `picked` is a start of `p`'s path: its any-order head as a set, the rest in order. */
function startsWith(p: Pickable, picked: readonly Target[]): boolean {
  const { path } = p;
  if (picked.length > path.length) return false;
  const loose = Math.min(p.anyOrder ?? 0, path.length);
  const head = path.slice(0, loose);
  return picked.every((t, i) => (i < loose ? head.includes(t) : path[i] === t));
}

/** The targets that continue `p` after `picked` (which starts it). */
function nextOf(p: Pickable, picked: readonly Target[]): readonly Target[] {
  const loose = Math.min(p.anyOrder ?? 0, p.path.length);
  if (picked.length < loose) return p.path.slice(0, loose).filter((t) => !picked.includes(t));
  return picked.length < p.path.length ? [p.path[picked.length]!] : [];
}

/** What the board offers after the touches in `picked`. */
export interface PickOffer {
  /** Targets whose touch continues some legal move: highlight them. */
  next: Set<Target>;
  /** Moves whose whole path is `picked`: send the only one, or let the player choose among them. */
  complete: AiMove[];
}

export function pickOffer(all: readonly Pickable[], picked: readonly Target[]): PickOffer {
  const next = new Set<Target>();
  const complete: AiMove[] = [];
  for (const p of all) {
    if (!startsWith(p, picked)) continue;
    if (p.path.length === picked.length) complete.push(p.move);
    else for (const t of nextOf(p, picked)) next.add(t);
  }
  return { next, complete };
}

/**
 * What a touch on `target` does: send a move (the only move it completes, with nothing longer on the
 * way), open a chooser (several moves end here, or one ends here and others go on), go one step further
 * (`picked` grows), or undo a step (touching a picked target again: out of an any-order set it leaves
 * alone the rest; on an ordered path it goes back to before it). Anything else is ignored.
 */
export type Touch = { send: AiMove } | { picked: Target[]; choose: AiMove[] } | { picked: Target[] } | null;

export function touch(all: readonly Pickable[], picked: readonly Target[], target: Target): Touch {
  const at = picked.indexOf(target);
  if (at >= 0) {
    const without = picked.filter((t) => t !== target);
    return { picked: all.some((p) => startsWith(p, without)) ? without : picked.slice(0, at) };
  }
  const deeper = [...picked, target];
  const { next, complete } = pickOffer(all, deeper);
  if (complete.length === 0 && next.size === 0) return null;
  if (complete.length === 1 && next.size === 0) return { send: complete[0]! };
  if (complete.length > 0) return { picked: deeper, choose: complete };
  return { picked: deeper };
}
