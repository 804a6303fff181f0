/** Playing a Command card and carrying it out (one file per concern would scatter a 9-card table). */
import type { Rng } from '@skald/core';
import { ADJACENCY, isRegion, REGION_BY_ID } from '../data/board.js';
import { commandKind, HAND_IDS } from '../data/commands.js';
import { RACES, type RaceId } from '../data/races.js';
import { TUNING } from '../data/setup.js';
import { GIANTSLAYER, UNITS, type UnitKind } from '../data/units.js';
import { placeUnit } from '../setup.js';
import type { GiantsState, Seat, Unit } from '../state.js';
import {
  beforeFinalOrdning,
  canAttack,
  canEndIn,
  canRecruitAnywhere,
  endMask,
  holder,
  recruitRegions,
  replaceSlayer,
  replaceUnit,
  smallFolkHeld,
} from './board.js';
import { advanceBattle, startBattle } from './combat.js';
import type { SearchContext } from './context.js';
import { effectBonus } from './effects.js';
import { withAdded } from './lists.js';
import { kindIndex, occupancy, raceIndex } from './occupancy.js';
import { drawResources, endTurn } from './ordning.js';
import { setPlayer } from './players.js';
import { bestRoute, eachDestination, INDEX, inMask, plainRoute, type Route, routeAlong } from './route.js';
import { cardsLeftOf } from './row.js';
import { drawSpells } from './spells.js';
import { storyDeed } from './story.js';
import { tollPayable } from './toll.js';

const raceOf = (s: GiantsState, seat: Seat): RaceId => s.players[seat]!.race;

/**
 * Whether a card may be played now. Move and Attack need giants on the board, Leader needs the leader;
 * Recruit needs a region to recruit in (ruling G12: a race that "cannot use the Recruit Command" cannot
 * play it). Plunder, Trade, Magic and Rest need no presence (p.20 l.102-107).
 */
export function canPlay(s: GiantsState, seat: Seat, card: string, cx: SearchContext): boolean {
  const p = s.players[seat]!;
  if ((s.flow.step !== 'start' && s.flow.step !== 'command') || !p.hand.includes(card)) return false;
  const o = occupancy(s.units, cx);
  switch (commandKind(card)) {
    case 'move':
    case 'attack':
      return o.onBoard(raceIndex(p.race)) > 0;
    case 'leader':
      return o.hasLeader(raceIndex(p.race));
    case 'recruit':
      return canRecruitAnywhere(s, p.race, cx);
    default:
      return true;
  }
}

/** The cards of `seat`'s hand that `canPlay` allows now, in hand order (presence read once). */
export function playableCards(s: GiantsState, seat: Seat, cx: SearchContext): string[] {
  const p = s.players[seat]!;
  if (s.flow.step !== 'start' && s.flow.step !== 'command') return [];
  const o = occupancy(s.units, cx);
  const giants = o.onBoard(raceIndex(p.race)) > 0;
  const leader = o.hasLeader(raceIndex(p.race));
  let recruitable: boolean | null = null; // asked only when the hand holds Recruit
  const out: string[] = [];
  for (const card of p.hand) {
    const kind = commandKind(card);
    if (kind === 'move' || kind === 'attack') {
      if (!giants) continue;
    } else if (kind === 'leader') {
      if (!leader) continue;
    } else if (kind === 'recruit') {
      recruitable ??= canRecruitAnywhere(s, p.race, cx);
      if (!recruitable) continue;
    }
    out.push(card);
  }
  return out;
}

export function play(s: GiantsState, seat: Seat, card: string, rng: Rng, cx: SearchContext): void {
  const before = s.players[seat]!;
  setPlayer(
    s,
    seat,
    'hand',
    before.hand.filter((c) => c !== card),
  );
  setPlayer(s, seat, 'row', withAdded(before.row, card));
  const p = s.players[seat]!;
  const f = s.flow;
  f.card = card;
  const left = cardsLeftOf(p.row, card);
  switch (commandKind(card)!) {
    case 'move':
      f.step = 'move';
      f.budget = RACES[p.race].moveBase.value + left + effectBonus(p, 'move');
      return;
    case 'leader':
      f.step = 'move';
      f.leaderOnly = true;
      f.budget = TUNING.leaderManeuvers.value;
      return;
    case 'attack':
      f.step = 'attack';
      return;
    case 'recruit':
      f.step = 'recruit';
      f.budget = RACES[p.race].recruitPoints.value + effectBonus(p, 'recruit');
      return;
    case 'trade':
      f.step = 'trade';
      f.budget = TUNING.tradeBase.value + left + effectBonus(p, 'trade');
      return;
    case 'rest':
      f.step = 'rest';
      f.budget = left;
      storyDeed(s, seat, 'rest');
      return;
    case 'plunder': {
      const bonus = smallFolkHeld(s, p.race, cx).length > 0 ? TUNING.plunderHoldBonus.value : 0;
      drawResources(s, seat, TUNING.plunderDraw.value + bonus + effectBonus(p, 'plunder'), rng);
      storyDeed(s, seat, 'plunder');
      endTurn(s);
      return;
    }
    case 'magic':
      drawSpells(s, seat, TUNING.spellDraw.value + Math.floor(left / TUNING.spellDrawPerLeft.value), rng);
      endTurn(s);
      return;
  }
}

// ---- Move (and Leader) -------------------------------------------------------------------------------

/** Regions (a mask, `route.ts` order) where a toll would be due for `race` this turn: held by another race, not yet paid. */
export function tollMask(s: GiantsState, race: RaceId, cx: SearchContext): number {
  const o = occupancy(s.units, cx);
  return o.occupied() & ~o.held(raceIndex(race)) & ~tolledMask(s.flow.tolled);
}

/** The regions of a `flow.tolled` list as a mask (a few regions at most: one toll per region a turn). */
function tolledMask(tolled: readonly string[]): number {
  let mask = 0;
  for (let i = 0; i < tolled.length; i++) mask |= 1 << INDEX[tolled[i]!]!;
  return mask;
}

/**
 * Visit every march open to the current player now, for the units given (in their order): where each may
 * end, with its tolls and the detour it takes, if any (`route.ts` `eachDestination`). The auto-finish
 * check asks it; the Move step's listing, the bots' hot path, is `march-list.ts` `listMarches`.
 * Stops when `visit` says true, and returns whether it did.
 */
export function eachMarch(
  s: GiantsState,
  seat: Seat,
  units: readonly Unit[],
  visit: (unit: Unit, dest: string, tolls: number, via: string | null) => boolean,
  cx: SearchContext,
): boolean {
  const race = raceOf(s, seat);
  if (s.flow.step !== 'move') return false;
  const mask = tollMask(s, race, cx);
  const ends = endMask(s, race, cx);
  const budget = s.flow.budget;
  // Units sharing a region share their destinations: each region's are found once, as flat triples.
  const found = new Map<string, (string | number | null)[]>();
  for (const unit of units) {
    if (unit.race !== race || (s.flow.leaderOnly && unit.kind !== 'leader')) continue;
    let dests = found.get(unit.region);
    if (!dests) {
      const list: (string | number | null)[] = [];
      eachDestination(
        unit.region,
        mask,
        ends,
        budget,
        (dest, tolls, via) => {
          list.push(dest, tolls, via);
          return false;
        },
        cx,
      );
      found.set(unit.region, list);
      dests = list;
    }
    for (let i = 0; i < dests.length; i += 3)
      if (visit(unit, dests[i] as string, dests[i + 1] as number, dests[i + 2] as string | null)) return true;
  }
  return false;
}

/** Whether any march is open now, toll payable included (the auto-finish check: stops at the first). */
export function anyMarch(s: GiantsState, seat: Seat, cx: SearchContext): boolean {
  const held = s.players[seat]!.resources.length;
  return eachMarch(s, seat, s.units, (unit, _dest, tolls) => tollPayable(held, unit, tolls), cx);
}

/**
 * The route of a march: the shortest (fewest tolls among those) when `via` is absent, else the way the
 * player chose — `via` lists the regions crossed, joined by `+` (`''`: straight into a neighbour).
 */
export function marchRoute(
  s: GiantsState,
  seat: Seat,
  unit: Unit,
  dest: string,
  via: string | undefined,
  cx: SearchContext,
): Route | null {
  if (s.flow.step !== 'move' || unit.race !== raceOf(s, seat)) return null;
  if (s.flow.leaderOnly && unit.kind !== 'leader') return null;
  if (!isRegion(dest) || !canEndIn(s, unit.race, dest, cx)) return null;
  const r = routeOf(s, unit, dest, via, cx);
  return r && r.steps <= s.flow.budget ? r : null;
}

/** The route `marchRoute` checks, without the checks: for a march the rules listed themselves. */
export function routeOf(
  s: GiantsState,
  unit: Unit,
  dest: string,
  via: string | undefined,
  cx: SearchContext,
): Route | null {
  const mask = tollMask(s, unit.race, cx);
  return via === undefined
    ? bestRoute(unit.region, dest, mask, cx)
    : routeAlong([unit.region, ...(via === '' ? [] : via.split('+')), dest], mask);
}

/**
 * A march sets out: its maneuvers are spent now. With no toll due the giant arrives at once; else the
 * march waits in the Toll step (`flow.toll`) while its player pays each region crossed (`toll.ts`
 * `payToll`), and the giant arrives after the last payment.
 */
export function march(s: GiantsState, unit: Unit, route: Route): void {
  const to = route.path[route.path.length - 1]!;
  s.flow.budget -= route.steps;
  if (route.tolls.length === 0) {
    replaceUnit(s, unit, { region: to });
    return;
  }
  s.flow.step = 'toll';
  s.flow.toll = { unit: unit.id, to, due: route.tolls };
}

// ---- Recruit -----------------------------------------------------------------------------------------

/** Whether a unit of `kind` may be bought now, wherever: affordable and still in the supply. */
export function canAfford(s: GiantsState, seat: Seat, kind: UnitKind, cx: SearchContext): boolean {
  if (s.flow.step !== 'recruit') return false;
  const spec = UNITS[kind];
  if (!spec || spec.cost === 0 || spec.cost > s.flow.budget) return false;
  // Counted in the occupancy summary (special units, event rewards, are not part of the supply).
  return occupancy(s.units, cx).fielded(raceIndex(raceOf(s, seat)), kindIndex(kind)) < spec.supply;
}

export function canRecruit(
  s: GiantsState,
  seat: Seat,
  kind: UnitKind,
  region: string,
  cx: SearchContext,
): boolean {
  return canAfford(s, seat, kind, cx) && recruitRegions(s, raceOf(s, seat), cx).includes(region);
}

export function recruit(s: GiantsState, seat: Seat, kind: UnitKind, region: string): void {
  placeUnit(s, raceOf(s, seat), kind, region);
  s.flow.budget -= UNITS[kind].cost;
  storyDeed(s, seat, 'recruit');
}

// ---- Attack --------------------------------------------------------------------------------------------

export function canAttackFrom(
  s: GiantsState,
  seat: Seat,
  from: string,
  target: string,
  cx: SearchContext,
): boolean {
  const race = raceOf(s, seat);
  return (
    s.flow.step === 'attack' &&
    isRegion(from) &&
    isRegion(target) &&
    ADJACENCY[from]!.includes(target) &&
    inMask(occupancy(s.units, cx).held(raceIndex(race)), INDEX[from]!) &&
    canAttack(s, race, target, cx)
  );
}

export function attack(
  s: GiantsState,
  seat: Seat,
  from: string,
  target: string,
  rng: Rng,
  cx: SearchContext,
): void {
  const race = raceOf(s, seat);
  startBattle(s, {
    attackerSeat: seat,
    attackerRace: race,
    from,
    region: target,
    attackers: s.units.filter((u) => u.race === race && u.region === from).map((u) => u.id),
    defenderRace: holder(s, target, cx)!,
  });
  settleBattle(s, rng);
}

/** After any battle step: when the battle is over, the command goes on (Rest) or the turn ends. */
export function settleBattle(s: GiantsState, rng: Rng): void {
  if (!advanceBattle(s, rng)) return;
  s.flow.combat = null;
  if (commandKind(s.flow.card ?? '') === 'rest') s.flow.step = 'rest';
  else endTurn(s);
}

// ---- Rest: giantslayer actions, then the row comes back --------------------------------------------------

export function canSlayerRecruit(s: GiantsState, gsId: string, region: string): boolean {
  const g = s.giantslayers.find((x) => x.id === gsId);
  return (
    s.flow.step === 'rest' &&
    s.flow.gsStage === 0 &&
    s.flow.budget >= GIANTSLAYER.recruitCost &&
    g !== undefined &&
    g.region === null &&
    isRegion(region) &&
    REGION_BY_ID[region]!.kind === 'smallFolk'
  );
}

export function slayerRecruit(s: GiantsState, gsId: string, region: string): void {
  replaceSlayer(s, s.giantslayers.find((x) => x.id === gsId)!, { region, wounded: false });
  s.flow.budget -= GIANTSLAYER.recruitCost;
}

/** A giantslayer's route: it may cross any region but not stop in a Starting Region before the Final Ordning. */
export function slayerRoute(s: GiantsState, gsId: string, dest: string, cx: SearchContext): Route | null {
  const g = s.giantslayers.find((x) => x.id === gsId);
  if (s.flow.step !== 'rest' || s.flow.gsStage > 1 || !g || g.region === null || !isRegion(dest)) return null;
  if (beforeFinalOrdning(s) && REGION_BY_ID[dest]!.kind === 'start') return null;
  const r = plainRoute(g.region, dest, cx);
  return r && r.steps <= s.flow.budget ? r : null;
}

export function slayerMove(s: GiantsState, gsId: string, route: Route): void {
  replaceSlayer(s, s.giantslayers.find((x) => x.id === gsId)!, {
    region: route.path[route.path.length - 1]!,
  });
  s.flow.gsStage = 1;
  s.flow.budget -= route.steps;
}

/** Giantslayers in `region` that have not assaulted during this Rest. */
export const freshSlayers = (s: GiantsState, region: string): string[] =>
  s.giantslayers.filter((g) => g.region === region && !s.flow.gsUsed.includes(g.id)).map((g) => g.id);

export function canSlayerAssault(s: GiantsState, seat: Seat, region: string, race: string): boolean {
  const slayers = freshSlayers(s, region);
  return (
    s.flow.step === 'rest' &&
    slayers.length > 0 &&
    slayers.length <= s.flow.budget &&
    race !== raceOf(s, seat) &&
    s.units.some((u) => u.race === race && u.region === region)
  );
}

export function slayerAssault(s: GiantsState, seat: Seat, region: string, race: RaceId, rng: Rng): void {
  const slayers = freshSlayers(s, region);
  s.flow.gsStage = 2;
  s.flow.budget -= slayers.length;
  s.flow.gsUsed = s.flow.gsUsed.concat(slayers);
  startBattle(s, {
    attackerSeat: seat,
    attackerRace: null,
    from: region,
    region,
    attackers: slayers,
    defenderRace: race,
  });
  settleBattle(s, rng);
}

/** End the command being carried out; a Rest then returns every played card (itself included) to the hand. */
export function finishCommand(s: GiantsState, seat: Seat): void {
  const p = s.players[seat]!;
  if (commandKind(s.flow.card ?? '') === 'rest') {
    setPlayer(
      s,
      seat,
      'hand',
      HAND_IDS.filter((c) => p.hand.includes(c) || p.row.includes(c)),
    );
    setPlayer(s, seat, 'row', []);
  }
  endTurn(s);
}
