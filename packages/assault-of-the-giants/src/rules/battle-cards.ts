/**
 * Resource cards in battle (REF-LIB16: Spell and Resource cards that say "before determining your final
 * totals" act after the command abilities). Which cards and what they add are ours (`data/resources.ts`
 * `combat`): a player side may discard one such card (`TUNING.resourcesPerBattle`) while it modifies its roll.
 */
import { RESOURCE_BY_TYPE } from '../data/resources.js';
import { TUNING } from '../data/setup.js';
import type { GiantsState, Seat, SideRoll } from '../state.js';
import { withAdded, withoutOne } from './lists.js';
import { setPlayer } from './players.js';
import { casterOf } from './spells.js';

/** Resource types `seat` could discard for `side` now (distinct, sorted). */
export function battleResources(s: GiantsState, seat: Seat, side: SideRoll): string[] {
  const c = s.flow.combat;
  if (!c || !side.rolled || side.convertDone || side.resources.length >= TUNING.resourcesPerBattle.value)
    return [];
  if (casterOf(s, c, side) !== seat) return [];
  const held = s.players[seat]!.resources;
  const out: string[] = [];
  for (const t of held) if (RESOURCE_BY_TYPE[t]?.combat && !out.includes(t)) out.push(t);
  return out.sort();
}

/** Discard a Resource card from `seat`'s hand for its battle effect on `side`. */
export function spendResource(s: GiantsState, seat: Seat, type: string, side: SideRoll): void {
  setPlayer(s, seat, 'resources', withoutOne(s.players[seat]!.resources, type));
  s.resourceDiscard = withAdded(s.resourceDiscard, type);
  side.resources.push(type);
}

/** The hits and blocks the Resource cards discarded for a side add to its final totals. */
export function resourceBonus(side: SideRoll): { hits: number; blocks: number } {
  let hits = 0;
  let blocks = 0;
  for (const t of side.resources) {
    hits += RESOURCE_BY_TYPE[t]?.combat?.hits ?? 0;
    blocks += RESOURCE_BY_TYPE[t]?.combat?.blocks ?? 0;
  }
  return { hits, blocks };
}
