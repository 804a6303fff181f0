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

/** How a game's board reads a legal move as touches; `[]` leaves the move to the button list. */
export type PathOf = (move: AiMove) => readonly Target[];

/** A legal move with the touches that make it. */
export interface Pickable {
  move: AiMove;
  path: readonly Target[];
}

export const pickables = (legal: readonly AiMove[], pathOf: PathOf): Pickable[] =>
  legal.map((move) => ({ move, path: pathOf(move) })).filter((p) => p.path.length > 0);

const startsWith = (path: readonly Target[], prefix: readonly Target[]) =>
  prefix.length <= path.length && prefix.every((t, i) => path[i] === t);

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
    if (!startsWith(p.path, picked)) continue;
    if (p.path.length === picked.length) complete.push(p.move);
    else next.add(p.path[picked.length]!);
  }
  return { next, complete };
}

/**
 * What a touch on `target` does: send a move (the only move it completes, with nothing longer on the
 * way), open a chooser (several moves end here, or one ends here and others go on), go one step further
 * (`picked` grows), or undo a step (touching the last picked target again). Anything else is ignored.
 */
export type Touch = { send: AiMove } | { picked: Target[]; choose: AiMove[] } | { picked: Target[] } | null;

export function touch(all: readonly Pickable[], picked: readonly Target[], target: Target): Touch {
  if (picked.length > 0 && picked[picked.length - 1] === target) return { picked: picked.slice(0, -1) };
  const deeper = [...picked, target];
  const { next, complete } = pickOffer(all, deeper);
  if (complete.length === 0 && next.size === 0) return null;
  if (complete.length === 1 && next.size === 0) return { send: complete[0]! };
  if (complete.length > 0) return { picked: deeper, choose: complete };
  return { picked: deeper };
}
