import { type AiMove, int, type Rng } from '@skald/core';
import type { State } from 'boardgame.io';
import { checkedEvaluation } from './evaluation.js';
import type { SearchModel } from './model.js';
import { rewards } from './rewards.js';

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) with open-loop chance:
 * one tree of action sequences for the searching seat; every iteration draws a fresh determinization
 * of the root (hidden cards, pending secret choices and all future chance re-sampled from the bot's own
 * rng), walks the tree using only the actions legal in that determinization (UCB1, or PUCT with the
 * game's playout policy as the prior: {@link PolicyPrior}), expands one, plays out (with the game's
 * playout policy, else uniformly at random) and backs up one reward per seat. When the game has an `evaluate`, a playout
 * stops `playoutDepth` moves past the tree leaf and the heuristic value of where it stopped is the
 * reward. A node's value is the reward of the seat that made the move into it, so each seat maximises
 * its own reward (co-operative games give every seat the team's reward).
 */
export interface SearchNode {
  /** Who made the move into this node (null at the root). */
  mover: string | null;
  /** The move into this node (null at the root). */
  move: AiMove | null;
  /** Child nodes by {@link moveKey}. */
  children: Map<string, SearchNode>;
  /** Iterations that passed through this node. */
  visits: number;
  /** How often this node's move was legal when its parent was visited (ISMCTS availability). */
  available: number;
  /** Sum of the mover's rewards. */
  value: number;
  /**
   * The playout policy's prior over the moves here, by move key, for each seat that chose here
   * (computed on the first visit that asks; absent without a policy prior).
   */
  prior?: Map<string, number>;
  /** Seats whose prior has been sampled here. */
  priorSeats?: Set<string>;
}

/**
 * A prior from the game's playout policy (PUCT, as in AlphaZero, with the policy in place of a network):
 * at every tree node the policy is sampled `samples` times on the determinization at hand; a move's prior
 * is its share of those picks, mixed with `epsilon` of the uniform. Selection maximises
 * `Q + weight · P · sqrt(N + 1) / (1 + n)`, so the search spends its visits on the policy's moves and
 * turns away from them only when another move's mean reward is clearly better.
 */
export interface PolicyPrior {
  /** How strongly the prior steers selection (0: plain UCB1). */
  weight: number;
  /** Policy samples per node and seat. */
  samples: number;
  /** Share of the prior spread uniformly over the legal moves, 0–1. */
  epsilon: number;
}

/** How one search runs: the seats, the exploration, the cut-offs and the prior. */
export interface SearchSettings {
  /** Every seat of the match, as playerIDs. */
  seats: readonly string[];
  /** A co-operative game: every seat gets the team's reward. */
  cooperative: boolean;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration: number;
  /** Moves per iteration (tree + playout) before the playout is cut off and scored as unfinished. */
  maxDepth: number;
  /**
   * Moves a playout runs past the tree leaf before it stops and is scored by `model.evaluate`;
   * `Infinity` (playouts to the end or to `maxDepth`) when the model has no `evaluate`.
   */
  playoutDepth: number;
  /** For error messages about the game's evaluate. */
  gameId?: string;
  /** Select by PUCT with the playout policy's prior (needs `model.playoutMove`); absent: UCB1. */
  prior?: PolicyPrior;
}

/** A move's key in the tree: seat, move name and JSON arguments. */
export const moveKey = (playerID: string, move: AiMove): string =>
  `${playerID}|${move.move}|${move.args === undefined ? '' : JSON.stringify(move.args)}`;

/** A fresh, unvisited tree node. */
export function newNode(mover: string | null, move: AiMove | null): SearchNode {
  return { mover, move, children: new Map(), visits: 0, available: 0, value: 0 };
}

/** Whose move to follow: the searching seat at the root, otherwise a random one of the active seats. */
function chooseSeat(active: readonly string[], atRoot: boolean, me: string, rng: Rng): string | undefined {
  if (atRoot) return active.includes(me) ? me : undefined;
  return active.length === 1 ? active[0] : active[int(rng, active.length)];
}

function ucbChild(node: SearchNode, keys: readonly string[], c: number): SearchNode {
  let best: SearchNode | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const key of keys) {
    const child = node.children.get(key)!;
    const score = child.value / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best!;
}

/** The policy's prior for `seat`'s moves at `node`, sampled once per node and seat. */
function priorAt<S>(
  model: SearchModel<S>,
  node: SearchNode,
  s: S,
  seat: string,
  legal: readonly AiMove[],
  keys: readonly string[],
  prior: PolicyPrior,
  rng: Rng,
): Map<string, number> {
  node.prior ??= new Map();
  node.priorSeats ??= new Set();
  if (!node.priorSeats.has(seat)) {
    node.priorSeats.add(seat);
    const uniform = prior.epsilon / keys.length;
    for (const key of keys) node.prior.set(key, uniform);
    const share = (1 - prior.epsilon) / prior.samples;
    for (let i = 0; i < prior.samples; i++) {
      const pick = model.playoutMove!(s, seat, legal, rng);
      const j = legal.indexOf(pick);
      const key = j >= 0 ? keys[j]! : moveKey(seat, pick);
      node.prior.set(key, (node.prior.get(key) ?? 0) + share);
    }
  }
  return node.prior;
}

/**
 * PUCT over the moves legal in this determinization. An unvisited move is valued at the mean of its
 * visited siblings (first-play urgency), so the prior alone orders the untried moves.
 */
function puctKey(
  node: SearchNode,
  keys: readonly string[],
  priors: Map<string, number>,
  weight: number,
): number {
  let visits = 0;
  let valueSum = 0;
  for (const key of keys) {
    const child = node.children.get(key);
    if (child && child.visits > 0) {
      visits += child.visits;
      valueSum += child.value;
    }
  }
  const fpu = visits > 0 ? valueSum / visits : 0;
  const scale = weight * Math.sqrt(visits + 1);
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < keys.length; i++) {
    const child = node.children.get(keys[i]!);
    const n = child?.visits ?? 0;
    const q = n > 0 ? child!.value / n : fpu;
    const score = q + (scale * (priors.get(keys[i]!) ?? 0)) / (1 + n);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** One ISMCTS iteration from `root` on a fresh determinization of `state`. Returns the number of moves simulated. */
export function iterate<S>(
  model: SearchModel<S>,
  root: SearchNode,
  state: State,
  me: string,
  rng: Rng,
  settings: SearchSettings,
): number {
  let s = model.sample(state, me, rng);
  const path: SearchNode[] = [root];
  let node = root;
  let depth = 0;
  let expanded = false;

  // Selection and expansion.
  while (!expanded && depth < settings.maxDepth && model.gameover(s) === undefined) {
    const seat = chooseSeat(model.active(s), node === root, me, rng);
    if (seat === undefined) break;
    const legal = model.legal(s, seat);
    if (legal.length === 0) break;
    const keys = legal.map((m) => moveKey(seat, m));
    const untried: number[] = [];
    for (let i = 0; i < keys.length; i++) {
      const child = node.children.get(keys[i]!);
      if (child) child.available++;
      else untried.push(i);
    }
    let child: SearchNode;
    let move: AiMove;
    if (settings.prior && model.playoutMove) {
      const priors = priorAt(model, node, s, seat, legal, keys, settings.prior, rng);
      const i = puctKey(node, keys, priors, settings.prior.weight);
      move = legal[i]!;
      const existing = node.children.get(keys[i]!);
      if (existing) child = existing;
      else {
        child = newNode(seat, move);
        child.available = 1;
        node.children.set(keys[i]!, child);
      }
      expanded = child.visits === 0;
    } else if (untried.length > 0) {
      const i = untried[int(rng, untried.length)]!;
      move = legal[i]!;
      child = newNode(seat, move);
      child.available = 1;
      node.children.set(keys[i]!, child);
      expanded = true;
    } else {
      child = ucbChild(node, keys, settings.exploration);
      move = child.move!;
    }
    s = model.apply(s, seat, move, rng);
    depth++;
    path.push(child);
    node = child;
  }

  // Playout: a random active seat plays the game's playout policy (uniformly random moves without one),
  // cut off `playoutDepth` moves past the leaf.
  const playoutEnd = depth + settings.playoutDepth;
  while (depth < settings.maxDepth && depth < playoutEnd && model.gameover(s) === undefined) {
    const active = model.active(s);
    if (active.length === 0) break;
    const seat = active.length === 1 ? active[0]! : active[int(rng, active.length)]!;
    const legal = model.legal(s, seat);
    if (legal.length === 0) break;
    const move = model.playoutMove ? model.playoutMove(s, seat, legal, rng) : legal[int(rng, legal.length)]!;
    s = model.apply(s, seat, move, rng);
    depth++;
  }

  const reward = playoutReward(model, s, settings);
  for (const n of path) {
    n.visits++;
    if (n.mover !== null) n.value += reward[settings.seats.indexOf(n.mover)] ?? 0;
  }
  return depth;
}

/** A finished playout's rewards; an unfinished one's heuristic value when the game has one. */
function playoutReward<S>(model: SearchModel<S>, s: S, settings: SearchSettings): number[] {
  const over = model.gameover(s);
  if (over !== undefined || !model.evaluate) return rewards(over, settings.seats, settings.cooperative);
  const n = settings.seats.length;
  return checkedEvaluation(model.evaluate(s), n, settings.cooperative, settings.gameId ?? 'game');
}

/** The searching seat's most visited move at the root (ties: the better mean, then the first found). */
export function bestRootChild(root: SearchNode, me: string): SearchNode | undefined {
  let best: SearchNode | undefined;
  for (const child of root.children.values()) {
    if (child.mover !== me) continue;
    if (
      !best ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.value / child.visits > best.value / best.visits)
    )
      best = child;
  }
  return best;
}
