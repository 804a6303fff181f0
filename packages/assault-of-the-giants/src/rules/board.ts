/** Board queries: who holds which region, where a race may end a move, recruit or attack. */
import { ADJACENCY, REGION_BY_ID } from '../data/board.js';
import { RACE_IDS, RACES, type RaceId } from '../data/races.js';
import type { GiantsState, Unit } from '../state.js';
import { INDEX, inMask, maskOf, ORDER } from './route.js';

/**
 * Change a unit. Successive states share unit objects (the state copy does not copy them), so a unit is
 * never written in place: it is replaced by a changed copy, its key order kept.
 */
export function replaceUnit(
  s: GiantsState,
  unit: Unit,
  change: Partial<Pick<Unit, 'region' | 'wounded'>>,
): void {
  const i = s.units.indexOf(unit);
  if (i < 0) return;
  // A literal in the unit's key order, not a spread: this runs on every march.
  s.units[i] = {
    id: unit.id,
    race: unit.race,
    kind: unit.kind,
    region: change.region ?? unit.region,
    wounded: change.wounded ?? unit.wounded,
    special: unit.special,
  };
}

export const unitsIn = (s: GiantsState, region: string): Unit[] => s.units.filter((u) => u.region === region);

export const raceUnitsIn = (s: GiantsState, race: RaceId, region: string): Unit[] =>
  s.units.filter((u) => u.race === race && u.region === region);

/** The race whose giants stand in `region` (at most one race holds a region), or null if empty. */
export function holder(s: GiantsState, region: string): RaceId | null {
  const u = s.units.find((x) => x.region === region);
  return u ? u.race : null;
}

/** Regions holding at least one giant of `race` (the tie-break counts these), in board order. */
export function regionsHeld(s: GiantsState, race: RaceId): string[] {
  const held = new Set<string>();
  for (const u of s.units) if (u.race === race) held.add(u.region);
  return held.size === 0 ? [] : BOARD_ORDER.filter((r) => held.has(r));
}

const BOARD_ORDER = Object.keys(ADJACENCY);

export const smallFolkHeld = (s: GiantsState, race: RaceId): string[] =>
  regionsHeld(s, race).filter((r) => REGION_BY_ID[r]?.kind === 'smallFolk');

const SMALL_FOLK = maskOf((r) => REGION_BY_ID[r]?.kind === 'smallFolk');

/** How many Small Folk Regions `race` holds (`smallFolkHeld(…).length` without lists: event checks ask often). */
export function smallFolkCount(s: GiantsState, race: RaceId): number {
  const index = INDEX;
  let held = 0;
  for (const u of s.units) if (u.race === race) held |= 1 << index[u.region]!;
  held &= SMALL_FOLK;
  let n = 0;
  for (; held !== 0; held &= held - 1) n++;
  return n;
}

export const isStartOfOther = (region: string, race: RaceId): boolean => {
  const owner = REGION_BY_ID[region]?.startOf ?? null;
  return owner !== null && owner !== race;
};

export const beforeFinalOrdning = (s: GiantsState): boolean => s.flow.era === 'ordning';

/** Whether one more giant of `race` fits in `region` under the race's stacking limit. */
export function hasRoom(s: GiantsState, race: RaceId, region: string): boolean {
  const limit = RACES[race].stackingLimit.value;
  return limit === 0 || raceUnitsIn(s, race, region).length < limit;
}

/** Per race: the mask of the other races' Starting Regions (`route.ts` order). */
const OTHERS_START = Object.fromEntries(
  RACE_IDS.map((race) => [race, maskOf((r) => isStartOfOther(r, race))]),
) as Record<RaceId, number>;

/**
 * Where a giant of `race` may end a move, as a region mask: an empty or friendly region (p.20 l.66-76,
 * REF-LIB11); never another race's Starting Region before the Final Ordning (p.20 l.73-76, l.89-94);
 * within the stacking limit. One pass over the units (the bots' hot path asks once per step).
 */
export function endMask(s: GiantsState, race: RaceId): number {
  let enemy = 0;
  let full = 0;
  const limit = RACES[race].stackingLimit.value;
  const mine = limit === 0 ? null : perRegion.fill(0);
  const index = INDEX; // once, not per unit: an imported binding is a getter call
  for (const u of s.units) {
    const i = index[u.region]!;
    if (u.race !== race) enemy |= 1 << i;
    else if (mine && ++mine[i]! >= limit) full |= 1 << i;
  }
  const barred = beforeFinalOrdning(s) ? OTHERS_START[race] : 0;
  return ALL & ~enemy & ~full & ~barred;
}

const ALL = 2 ** ORDER.length - 1;
/** Scratch for `endMask`: own giants per region index. */
const perRegion = new Int32Array(ORDER.length);

export const canEndIn = (s: GiantsState, race: RaceId, region: string): boolean =>
  INDEX[region] !== undefined && inMask(endMask(s, race), INDEX[region]);

/**
 * Whether giants of `race` may attack the giants in `target`: another race holds it, and it is not that
 * race's (or any other race's) Starting Region before the Final Ordning (p.20 l.77-82, l.89-94).
 */
export function canAttack(s: GiantsState, race: RaceId, target: string): boolean {
  const h = holder(s, target);
  if (h === null || h === race) return false;
  return !(beforeFinalOrdning(s) && isStartOfOther(target, race));
}

/**
 * Where `race` recruits (p.20 l.95-113): its Starting Region (cloud: Lyn Armaal's region) while no enemy
 * giants stand there; otherwise, once the Final Ordning has begun, any friendly region; else nowhere.
 */
export function recruitRegions(s: GiantsState, race: RaceId): string[] {
  const home = RACES[race].startRegion.value;
  const base = race === 'cloud' && s.lynArmaal !== null ? s.lynArmaal : home;
  // Cloud: the exception is keyed to the Evermoors themselves (l.110-113); others: to their Starting Region.
  const guarded = race === 'cloud' ? home : base;
  // One pass over the units (every start-of-turn listing asks): enemies at home, own giants in the base.
  let enemy = false;
  let mine = 0;
  for (const u of s.units)
    if (u.race !== race) enemy ||= u.region === guarded || u.region === base;
    else if (u.region === base) mine++;
  if (!enemy) {
    const limit = RACES[race].stackingLimit.value; // `hasRoom`
    return limit === 0 || mine < limit ? [base] : [];
  }
  if (beforeFinalOrdning(s)) return [];
  return regionsHeld(s, race).filter((r) => hasRoom(s, race, r));
}
