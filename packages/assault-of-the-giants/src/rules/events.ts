/** Claiming Event cards (REF-LIB10): meet the requirement, spend the rune, score the OP, take the reward. */
import type { Rng } from '@skald/core';
import { EVENT_BY_ID, type EventSpec, type Requirement, SPECIAL_EVENTS } from '../data/events.js';
import { RACE_IDS, RACES, type RaceId } from '../data/races.js';
import type { ResourceType } from '../data/resources.js';
import { placeUnit } from '../setup.js';
import type { GiantsState, Seat } from '../state.js';
import { hasRoom, holder, smallFolkCount } from './board.js';
import type { SearchContext } from './context.js';
import { SORTED_TYPES, withAdded, withoutOne } from './lists.js';
import { occupancy, raceIndex } from './occupancy.js';
import { award, drawResources } from './ordning.js';
import { setPlayer } from './players.js';
import { storyDeed } from './story.js';

/** The rune argument of a claim whose rune is waived. */
export const WAIVED = 'waived';

const STACKS = Object.fromEntries(
  RACE_IDS.map((race) => [race, SPECIAL_EVENTS.filter((e) => e.race === race)]),
) as Record<RaceId, EventSpec[]>;

export const specialStack = (race: RaceId): EventSpec[] => STACKS[race];

/** Events by id as a Map: the start of every turn reads the draft's ids (a keyed read of a big object is dearer). */
const EVENT_AT: ReadonlyMap<string, EventSpec> = new Map(Object.entries(EVENT_BY_ID));

export function meets(s: GiantsState, seat: Seat, req: Requirement, cx: SearchContext): boolean {
  const p = s.players[seat]!;
  switch (req.kind) {
    case 'holdSmallFolk':
      return smallFolkCount(s, p.race, cx) >= req.n;
    case 'unitsOnBoard':
      return occupancy(s.units, cx).onBoard(raceIndex(p.race)) >= req.n;
    case 'holdRegion':
      return holder(s, req.region, cx) === p.race;
    case 'food': {
      let n = 0;
      for (const r of p.resources) if (r === 'food') n++;
      return n >= req.n;
    }
    case 'defeated':
      return p.defeated >= req.n;
    case 'story':
      return p.story >= req.n;
  }
}

/** Events this seat may claim now: its special stack's top card and the draft area. */
export function claimableEvents(s: GiantsState, seat: Seat, cx: SearchContext): EventSpec[] {
  const p = s.players[seat]!;
  const top = specialStack(p.race)[s.specialNext[p.race]];
  const out: EventSpec[] = [];
  if (top && meets(s, seat, top.requirement, cx)) out.push(top);
  for (const id of s.eventDraft) {
    const e = EVENT_AT.get(id)!;
    if (meets(s, seat, e.requirement, cx)) out.push(e);
  }
  return out;
}

/** What this seat could pay for `event`: `waived` when its waiver holds, else the rune cards (by type) it could spend. */
export function runeChoices(s: GiantsState, seat: Seat, event: EventSpec, cx: SearchContext): string[] {
  if (event.waiver && meets(s, seat, event.waiver, cx)) return [WAIVED];
  const hand = s.players[seat]!.resources;
  const out: string[] = [];
  if (hand.length === 0) return out;
  // The types the event takes, sorted, each once if held (no list of the hand's types first).
  if (event.rune !== 'any-rune') {
    if (hand.includes(event.rune)) out.push(event.rune);
    return out;
  }
  for (const t of SORTED_RUNES) if (hand.includes(t as ResourceType)) out.push(t);
  return out;
}

/** The rune types, sorted (an `any-rune` event takes any of them). */
const SORTED_RUNES: readonly string[] = SORTED_TYPES.filter((t) => t.startsWith('rune-'));

export function canClaim(
  s: GiantsState,
  seat: Seat,
  eventId: string,
  rune: string,
  cx: SearchContext,
): boolean {
  if (s.flow.step !== 'start') return false;
  const e = claimableEvents(s, seat, cx).find((x) => x.id === eventId);
  return e !== undefined && runeChoices(s, seat, e, cx).includes(rune);
}

export function claim(
  s: GiantsState,
  seat: Seat,
  eventId: string,
  rune: string,
  rng: Rng,
  cx: SearchContext,
): void {
  const race = s.players[seat]!.race;
  const e = EVENT_BY_ID[eventId]!;
  if (rune !== WAIVED) {
    setPlayer(s, seat, 'resources', withoutOne(s.players[seat]!.resources, rune));
    s.resourceDiscard = withAdded(s.resourceDiscard, rune);
  }
  setPlayer(s, seat, 'events', withAdded(s.players[seat]!.events, e.id));
  if (e.race === null) {
    s.eventDraft = s.eventDraft.filter((id) => id !== e.id);
    const next = s.eventDeck[0];
    if (next !== undefined) {
      s.eventDeck = s.eventDeck.slice(1);
      s.eventDraft.push(next);
    }
  } else s.specialNext = { ...s.specialNext, [e.race]: s.specialNext[e.race] + 1 }; // shared: replaced
  award(s, seat, e.op);
  drawResources(s, seat, e.reward.draw, rng);
  // A unit reward enters the Starting Region when it is free of enemies and has room; otherwise it is lost.
  const home = RACES[race].startRegion.value;
  const h = holder(s, home, cx);
  if (e.reward.unit && (h === null || h === race) && hasRoom(s, race, home, cx))
    placeUnit(s, race, e.reward.unit, home, true);
  storyDeed(s, seat, 'claim');
  s.flow.step = 'command';
}
