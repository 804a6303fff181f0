/**
 * Lyn Armaal, the cloud giants' flying castle: cloud giants recruit where she is (p.20 l.108-113), so she
 * can leave the Evermoors, but no public text says how. Our reading (A8): during a cloud player's Move
 * command (not Leader, which moves the leader alone), she flies to a region holding cloud giants, one
 * maneuver per region, over any region and toll-free (she flies; no giant crosses on foot). NPC cloud
 * giants never move, so neither does she.
 */
import { isRegion } from '../data/board.js';
import type { GiantsState, Seat } from '../state.js';
import type { SearchContext } from './context.js';
import { occupancy, raceIndex } from './occupancy.js';
import { DIST, INDEX, inMask, ORDER } from './route.js';

const N = ORDER.length;

/** Maneuvers for Lyn Armaal to reach `to` now, or -1 when she may not fly there now. */
function flightCost(s: GiantsState, seat: Seat, to: number, cx: SearchContext): number {
  const f = s.flow;
  if (f.step !== 'move' || f.leaderOnly || s.players[seat]?.race !== 'cloud' || s.lynArmaal === null)
    return -1;
  const from = INDEX[s.lynArmaal]!;
  if (to === from || !inMask(occupancy(s.units, cx).held(raceIndex('cloud')), to)) return -1;
  const d = DIST[from * N + to]!;
  return d > 0 && d <= f.budget ? d : -1;
}

/** Whether Lyn Armaal may fly to `region` now (a client's argument: anything). */
export const canFly = (s: GiantsState, seat: Seat, region: unknown, cx: SearchContext): boolean =>
  isRegion(region) && flightCost(s, seat, INDEX[region]!, cx) > 0;

/** The regions Lyn Armaal may fly to now, in board order. */
export function flights(s: GiantsState, seat: Seat, cx: SearchContext): string[] {
  if (s.flow.step !== 'move' || s.players[seat]?.race !== 'cloud') return [];
  const out: string[] = [];
  for (let i = 0; i < N; i++) if (flightCost(s, seat, i, cx) > 0) out.push(ORDER[i]!);
  return out;
}

/** Fly her there: the maneuvers are spent as a giant's would be. */
export function fly(s: GiantsState, seat: Seat, region: string, cx: SearchContext): void {
  s.flow.budget -= flightCost(s, seat, INDEX[region]!, cx);
  s.lynArmaal = region;
}
