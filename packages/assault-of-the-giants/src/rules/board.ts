/** Board queries: who holds which region, where a race may end a move, recruit or attack. */
import { REGION_BY_ID } from '../data/board.js';
import { RACE_IDS, RACES, type RaceId } from '../data/races.js';
import type { Giantslayer, GiantsState, Unit } from '../state.js';
import type { SearchContext } from './context.js';
import { occupancy, raceIndex, regionCount } from './occupancy.js';
import { INDEX, inMask, maskOf, ORDER } from './route.js';

/**
 * Change a unit. Successive states share the unit list and its units (the state copy copies neither), so
 * neither is written in place: the list is replaced by one holding a changed copy, its key order kept.
 */
export function replaceUnit(
  s: GiantsState,
  unit: Unit,
  change: Partial<Pick<Unit, 'region' | 'wounded'>>,
): void {
  const i = s.units.indexOf(unit);
  if (i < 0) return;
  const units = s.units.slice();
  // A literal in the unit's key order, not a spread: this runs on every march.
  units[i] = {
    id: unit.id,
    race: unit.race,
    kind: unit.kind,
    region: change.region ?? unit.region,
    wounded: change.wounded ?? unit.wounded,
    special: unit.special,
  };
  s.units = units;
}

/** Change a giantslayer the same way: the copy shares the list and its giantslayers, so both are replaced. */
export function replaceSlayer(
  s: GiantsState,
  g: Giantslayer,
  change: { region?: string | null; wounded?: boolean },
): void {
  const i = s.giantslayers.indexOf(g);
  if (i < 0) return;
  const list = s.giantslayers.slice();
  list[i] = {
    id: g.id,
    region: change.region !== undefined ? change.region : g.region,
    wounded: change.wounded ?? g.wounded,
  };
  s.giantslayers = list;
}

export const unitsIn = (s: GiantsState, region: string): Unit[] => s.units.filter((u) => u.region === region);

export const raceUnitsIn = (s: GiantsState, race: RaceId, region: string): Unit[] =>
  s.units.filter((u) => u.race === race && u.region === region);

/** The race whose giants stand in `region` (at most one race holds a region), or null if empty. */
export function holder(s: GiantsState, region: string, cx: SearchContext): RaceId | null {
  const i = INDEX[region];
  if (i === undefined) return null;
  const h = occupancy(s.units, cx).holder(i);
  return h < 0 ? null : RACE_IDS[h]!;
}

/** Regions holding at least one giant of `race` (the tie-break counts these), in board order. */
export function regionsHeld(s: GiantsState, race: RaceId, cx: SearchContext): string[] {
  const held = occupancy(s.units, cx).held(raceIndex(race));
  const out: string[] = [];
  for (let i = 0; i < ORDER.length; i++) if (inMask(held, i)) out.push(ORDER[i]!);
  return out;
}

export const smallFolkHeld = (s: GiantsState, race: RaceId, cx: SearchContext): string[] =>
  regionsHeld(s, race, cx).filter((r) => REGION_BY_ID[r]?.kind === 'smallFolk');

const SMALL_FOLK = maskOf((r) => REGION_BY_ID[r]?.kind === 'smallFolk');

/** How many Small Folk Regions `race` holds (`smallFolkHeld(…).length` without lists: event checks ask often). */
export const smallFolkCount = (s: GiantsState, race: RaceId, cx: SearchContext): number =>
  regionCount(occupancy(s.units, cx).held(raceIndex(race)) & SMALL_FOLK);

/** Giants of `race` in the region at index `i`. */
function raceCountAt(s: GiantsState, race: RaceId, i: number, cx: SearchContext): number {
  const o = occupancy(s.units, cx);
  return o.holder(i) === raceIndex(race) ? o.count(i) : 0;
}

export const isStartOfOther = (region: string, race: RaceId): boolean => {
  const owner = REGION_BY_ID[region]?.startOf ?? null;
  return owner !== null && owner !== race;
};

export const beforeFinalOrdning = (s: GiantsState): boolean => s.flow.era === 'ordning';

/** Whether one more giant of `race` fits in `region` under the race's stacking limit. */
export function hasRoom(s: GiantsState, race: RaceId, region: string, cx: SearchContext): boolean {
  const limit = RACES[race].stackingLimit.value;
  const i = INDEX[region];
  return limit === 0 || i === undefined || raceCountAt(s, race, i, cx) < limit;
}

/** Per race: the mask of the other races' Starting Regions (`route.ts` order). */
const OTHERS_START = Object.fromEntries(
  RACE_IDS.map((race) => [race, maskOf((r) => isStartOfOther(r, race))]),
) as Record<RaceId, number>;

/**
 * Where a giant of `race` may end a move, as a region mask: an empty or friendly region (p.20 l.66-76,
 * REF-LIB11); never another race's Starting Region before the Final Ordning (p.20 l.73-76, l.89-94);
 * within the stacking limit. Read off the occupancy masks (the bots' hot path asks once per step).
 */
export function endMask(s: GiantsState, race: RaceId, cx: SearchContext): number {
  const o = occupancy(s.units, cx);
  const mine = o.held(raceIndex(race));
  const limit = RACES[race].stackingLimit.value;
  let full = 0;
  if (limit > 0)
    for (let i = 0; i < ORDER.length; i++) if (inMask(mine, i) && o.count(i) >= limit) full |= 1 << i;
  const barred = beforeFinalOrdning(s) ? OTHERS_START[race] : 0;
  return ALL & ~(o.occupied() & ~mine) & ~full & ~barred;
}

const ALL = 2 ** ORDER.length - 1;

export const canEndIn = (s: GiantsState, race: RaceId, region: string, cx: SearchContext): boolean =>
  INDEX[region] !== undefined && inMask(endMask(s, race, cx), INDEX[region]);

/**
 * Whether giants of `race` may attack the giants in `target`: another race holds it, and it is not that
 * race's (or any other race's) Starting Region before the Final Ordning (p.20 l.77-82, l.89-94).
 */
export function canAttack(s: GiantsState, race: RaceId, target: string, cx: SearchContext): boolean {
  const i = INDEX[target];
  return i !== undefined && inMask(attackable(s, race, cx), i);
}

/** The regions `race` may attack now (`canAttack`), as a mask. */
export function attackable(s: GiantsState, race: RaceId, cx: SearchContext): number {
  const o = occupancy(s.units, cx);
  const barred = beforeFinalOrdning(s) ? OTHERS_START[race] : 0;
  return o.occupied() & ~o.held(raceIndex(race)) & ~barred;
}

/**
 * Where `race` recruits (p.20 l.95-113): its Starting Region (cloud: Lyn Armaal's region) while no enemy
 * giants stand there; otherwise, once the Final Ordning has begun, any friendly region; else nowhere.
 */
export function recruitRegions(s: GiantsState, race: RaceId, cx: SearchContext): string[] {
  const base = recruitBase(s, race);
  if (!enemyAtBase(s, race, base, cx)) return hasRoom(s, race, base, cx) ? [base] : [];
  if (beforeFinalOrdning(s)) return [];
  return regionsHeld(s, race, cx).filter((r) => hasRoom(s, race, r, cx));
}

/** Whether `recruitRegions` has any region (playable cards ask at every start of a turn: no list made). */
export function canRecruitAnywhere(s: GiantsState, race: RaceId, cx: SearchContext): boolean {
  const base = recruitBase(s, race);
  if (!enemyAtBase(s, race, base, cx)) return hasRoom(s, race, base, cx);
  if (beforeFinalOrdning(s)) return false;
  const held = occupancy(s.units, cx).held(raceIndex(race));
  for (let i = 0; i < ORDER.length; i++) if (inMask(held, i) && hasRoom(s, race, ORDER[i]!, cx)) return true;
  return false;
}

/** Where `race` recruits while its base is free: its Starting Region (cloud: Lyn Armaal's region). */
const recruitBase = (s: GiantsState, race: RaceId): string =>
  race === 'cloud' && s.lynArmaal !== null ? s.lynArmaal : RACES[race].startRegion.value;

/** Whether enemy giants stand in the base or, for cloud, in the Evermoors themselves (l.110-113). */
function enemyAtBase(s: GiantsState, race: RaceId, base: string, cx: SearchContext): boolean {
  // Cloud: the exception is keyed to the Evermoors themselves; others: to their Starting Region.
  const guarded = race === 'cloud' ? RACES[race].startRegion.value : base;
  const o = occupancy(s.units, cx);
  const me = raceIndex(race);
  const at = (region: string): number => o.holder(INDEX[region]!);
  return (at(guarded) >= 0 && at(guarded) !== me) || (at(base) >= 0 && at(base) !== me);
}
