import { objectiveCount, SCENARIOS } from '../data/scenario.js';
import type { ValheimState } from '../state.js';
import { canPay } from './util.js';

/** How many of `items` lie on some player's character board (a `gear` objective; boards are public). */
export function gearHeld(
  players: readonly { readonly equipment: readonly string[] }[],
  items: readonly string[],
) {
  let n = 0;
  for (const id of items) if (players.some((p) => p.equipment.includes(id))) n++;
  return n;
}

/** The named cards of a `gear` objective no player holds yet (empty for other objectives). */
export function gearMissing(s: ValheimState): string[] {
  const o = SCENARIOS[s.scenario].objective;
  return o.kind === 'gear' ? o.items.filter((id) => !s.players.some((p) => p.equipment.includes(id))) : [];
}

/**
 * Is the scenario's objective met, so that the Forsaken may be summoned (line 481, ruling R-obj)? Tokens
 * taken or creatures slain, the offering in the stash, or every named card on a character board.
 */
export function objectiveMet(s: ValheimState): boolean {
  const o = SCENARIOS[s.scenario].objective;
  if (o.kind === 'offer') return canPay(s, o.cost);
  if (o.kind === 'gear') return gearHeld(s.players, o.items) >= objectiveCount(o);
  return s.stagsTaken >= o.count;
}
