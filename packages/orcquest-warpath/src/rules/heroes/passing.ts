import type { Rng } from '@skald/core';
import type { Facing, OrcQuestState } from '../../state.js';
import { INVENTORY, overloaded } from '../characters/gear.js';
import type { SearchContext } from '../context.js';
import { heroSheet, log, logging, nearestFreeSquare } from '../world.js';
import { stepDirections, stop } from './hero-move.js';
import { manageableRefs } from './loot.js';

/**
 * A Hero passing through a comrade's square (line 255) must step on: that is all they may do there
 * (ruling R-PASS), with two ways out of a dead end (ruling R-PASS2). Stepping on can become impossible
 * after the step was allowed: an Objective under the comrade gives a Relic that leaves the Hero over their
 * Inventory capacity, so no Movement point may be used (line 478), or the step revealed Enemies that now
 * stand in the way. Discarding and Rekup are allowed "at any time" (line 479), so an overloaded Hero may
 * shed weight there; with no step and nothing to shed, the move ends and the Hero goes to the nearest free
 * square, as a Hero who dies there does (`bringBack`).
 */

/** While passing, may this move (beside `step`) be made? Inventory references only: they carry the load. */
export function passingAllows(G: OrcQuestState, seat: number, name: string, ref: unknown): boolean {
  if (name === 'stop') return stuckPassing(G, seat);
  if (name !== 'discard' && name !== 'rekup') return false;
  const h = G.heroes[seat];
  return !!h && overloaded(h) && typeof ref === 'number' && ref >= INVENTORY;
}

/** Inventory references the overloaded passing Hero may discard or Rekup (nothing when not overloaded). */
export function sheddable(G: OrcQuestState, seat: number, move: 'discard' | 'rekup'): number[] {
  const h = G.heroes[seat];
  if (!h || !overloaded(h)) return [];
  const refs = h.inventory.map((_, i) => INVENTORY + i);
  const allowed = manageableRefs(G, seat, refs)[move];
  return refs.filter((ref) => allowed[ref]);
}

/** Passing, no step on is possible and no weight can be shed: the move may end (ruling R-PASS2). */
export function stuckPassing(G: OrcQuestState, seat: number): boolean {
  if (!G.passing || G.active !== seat || stepDirections(G, seat) !== 0) return false;
  return sheddable(G, seat, 'discard').length === 0 && sheddable(G, seat, 'rekup').length === 0;
}

/** The dead end's stop: the Hero goes to the nearest free square, then stops as usual. */
export function stopStuck(cx: SearchContext, G: OrcQuestState, seat: number, facing: Facing, rng: Rng): void {
  const h = G.heroes[seat];
  if (!h?.pos) return;
  h.pos = nearestFreeSquare(G, h.pos) ?? h.pos;
  if (logging(G)) log(G, `${heroSheet(h).name} cannot go on and moves aside`);
  stop(cx, G, seat, facing, rng);
}
