import { part, partCopier, stateShape } from '@skald/core';
import type { FavorChoice, OrlogState } from '../state.js';

/**
 * Orlog's state described once (core's `stateShape`), and its copies derived from that: every part is
 * copied, since the rules write players, the draft, the log and the choices in place; the rules table and
 * the result are copied whole too. Key order is G's (goldens hash its JSON).
 */
const CHOICE = part.nullable(
  part.fields({
    favor: part.value,
    level: part.value,
    targets: part.list,
    amount: part.value,
    face: part.value,
  }),
);
const PLAYER = part.fields({
  hp: part.value,
  tokens: part.value,
  favors: part.list,
  dice: part.list,
  kept: part.value,
  rolls: part.value,
  extra: part.list,
  banned: part.value,
  choice: CHOICE,
  chosen: part.value,
  picks: part.list,
});
const PLAYERS = part.listOf(PLAYER);

/** G's shape for core's `stateShape`: how each part is copied, shared or thawed. */
export const orlogShape = stateShape<OrlogState>({
  mode: part.value,
  rules: part.dict(part.value),
  step: part.value,
  game: part.value,
  round: part.value,
  coin: part.value,
  first: part.value,
  actor: part.value,
  slot: part.value,
  players: PLAYERS,
  revealed: part.listOf(CHOICE),
  draft: part.fields({ pool: part.list, banned: part.list, discarded: part.list, queue: part.list }),
  wins: part.list,
  log: part.listOf(part.fields({ seat: part.value, kind: part.value, amount: part.value, text: part.value })),
  result: part.json,
});

/** A deep copy of the state (fast enough for the bots' hot path; safe on an Immer draft: it only reads). */
export const cloneState: (s: OrlogState) => OrlogState = orlogShape.copy;

export const cloneChoice: (c: FavorChoice | null) => FavorChoice | null = partCopier(CHOICE);
const copyPlayers = partCopier<OrlogState['players']>(PLAYERS);

/**
 * A copy with a private top level and private players; every other sub-object (rules, draft, log,
 * revealed, wins, result) is shared with `s`. Enough for rules that only assign those at the top level
 * and mutate the players: `keepInPlace`, `chooseInPlace`.
 */
export function clonePlayers(s: OrlogState): OrlogState {
  return { ...s, players: copyPlayers(s.players) };
}
