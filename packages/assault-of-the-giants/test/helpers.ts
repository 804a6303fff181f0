/** Scenario builders: a real set-up, then the board and hands a test needs; rules run through applyMove. */
import { type Rng, rngFromSeed } from '@skald/core';
import type { RaceId } from '../src/data/races.js';
import type { UnitKind } from '../src/data/units.js';
import { applyMove } from '../src/rules/table.js';
import { placeUnit, setupState } from '../src/setup.js';
import type { Era, GiantsState, Seat } from '../src/state.js';

export interface UnitPlan {
  race: RaceId;
  kind?: UnitKind;
  region: string;
  wounded?: boolean;
  count?: number;
}

export interface Scenario {
  players?: number;
  /** Replace every unit on the board by these. */
  units?: UnitPlan[];
  /** Resource cards per race (of player races). */
  resources?: Partial<Record<RaceId, string[]>>;
  /** Rows per race: these cards are taken from the hand and laid out in this order. */
  rows?: Partial<Record<RaceId, string[]>>;
  /** Whose turn (by race). */
  current?: RaceId;
  era?: Era;
  seed?: string;
}

export const seatOfRace = (s: GiantsState, race: RaceId): Seat => {
  const i = s.players.findIndex((p) => p.race === race);
  if (i < 0) throw new Error(`${race} is not played`);
  return i;
};

export function makeState(sc: Scenario = {}): GiantsState {
  const s = setupState(sc.players ?? 6, rngFromSeed(sc.seed ?? 'fixture'));
  if (sc.units) {
    s.units = [];
    for (const u of sc.units)
      for (let i = 0; i < (u.count ?? 1); i++) {
        placeUnit(s, u.race, u.kind ?? 'regular', u.region);
        if (u.wounded) s.units[s.units.length - 1]!.wounded = true;
      }
  }
  for (const [race, cards] of Object.entries(sc.resources ?? {})) {
    const p = s.players[seatOfRace(s, race as RaceId)]!;
    for (const c of cards ?? []) {
      const i = s.resourceDeck.indexOf(c);
      if (i < 0) throw new Error(`no ${c} left in the deck`);
      s.resourceDeck.splice(i, 1);
      p.resources.push(c);
    }
  }
  for (const [race, row] of Object.entries(sc.rows ?? {})) {
    const p = s.players[seatOfRace(s, race as RaceId)]!;
    p.hand = p.hand.filter((c) => !(row ?? []).includes(c));
    p.row = [...(row ?? [])];
  }
  if (sc.current) s.flow.current = seatOfRace(s, sc.current);
  if (sc.era) s.flow.era = sc.era;
  return s;
}

/** An Rng that yields die faces: each entry is a face index on a six-sided die. Falls back to face 0. */
export function dice(...faces: number[]): Rng {
  const queue = [...faces];
  return () => ((queue.shift() ?? 0) + 0.5) / 6;
}

/**
 * Apply a move (the rules' one `applyMove`, which returns a new state) and write the result back into `s`,
 * so a scenario reads as a sequence of steps on one state. Fails the test if the move is refused.
 */
export function act(
  s: GiantsState,
  seat: Seat,
  move: string,
  args: unknown[] = [],
  rng: Rng = rngFromSeed('act'),
): void {
  if (!tryMove(s, seat, move, args, rng)) throw new Error(`refused: ${move} ${JSON.stringify(args)}`);
}

/** Like `act`, answering whether the move was legal (a refused move leaves `s` as it was). */
export function tryMove(
  s: GiantsState,
  seat: Seat,
  move: string,
  args: unknown[] = [],
  rng: Rng = rngFromSeed('t'),
): boolean {
  const next = applyMove(s, seat, move, args, rng);
  if (next !== null) Object.assign(s, next);
  return next !== null;
}

export const unitsAt = (s: GiantsState, region: string) => s.units.filter((u) => u.region === region);

/** Stone (4 regulars in the Fallen Lands) attacks hill's 2 regulars in the High Forest. */
export function battle(extra: Partial<Scenario> = {}) {
  const s = makeState({
    current: 'stone',
    units: [
      { race: 'stone', region: 'fallenLands', count: 4 },
      { race: 'hill', region: 'highForest', count: 2 },
    ],
    ...extra,
  });
  return { s, stone: seatOfRace(s, 'stone'), hill: seatOfRace(s, 'hill') };
}

/** Give `seat` these Spell cards from the deck (the deck holds every spell at set-up). */
export function giveSpells(s: GiantsState, seat: Seat, ids: string[]): void {
  for (const id of ids) {
    s.spellDeck.splice(s.spellDeck.indexOf(id), 1);
    s.players[seat]!.spells.push(id);
  }
}
