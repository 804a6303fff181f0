/**
 * Players are shared between a state and its copy (`shape.ts`): the rules never write a player in place,
 * a change replaces it with a copy (one object per changed player per move, not one per player).
 */
import { seatOf as coreSeatOf } from '@skald/core';
import type { GiantsState, PlayerState, Seat } from '../state.js';

// Keys in the order `setup.ts` creates them (goldens hash G's JSON).
const copyPlayer = (p: PlayerState): PlayerState => ({
  race: p.race,
  hand: p.hand,
  row: p.row,
  resources: p.resources,
  spells: p.spells,
  op: p.op,
  defeated: p.defeated,
  events: p.events,
  story: p.story,
  storyTurn: p.storyTurn,
});

/** Replace `seat`'s player with a copy whose `key` is `value`. */
export function setPlayer<K extends keyof PlayerState>(
  s: GiantsState,
  seat: Seat,
  key: K,
  value: PlayerState[K],
): void {
  const p = copyPlayer(s.players[seat]!);
  p[key] = value;
  s.players[seat] = p;
}

/** The seat of a player ID in this match, or null (core's `seatOf`). */
export const seatOf = (s: GiantsState, playerID: unknown): number | null =>
  coreSeatOf(playerID, s.numPlayers);
