import { type AiMove, type Rng, shuffle } from '@skald/core';
import { EVENTS_BY_ID } from './data/events.js';
import { CHESTS_BY_ID, SCENARIOS } from './data/scenario.js';
import { valheimRules } from './rules/table.js';
import type { ValheimState } from './state.js';

/** `ai.enumerate`: exactly the rules' legal moves for that seat (`rules/table.ts`). */
export const enumerate = valheimRules.enumerate;

/**
 * The rules core, derived from the one rules table (`rules/table.ts`): G with a quiet log is the core state.
 * Its search context remembers the last legal list handed out, with its state and seat: a playout applies a
 * move it took from that list, and such a move needs no second legality check (states are never changed in
 * place, and the list's move objects are compared by identity, so anything else is checked as usual).
 */
export const core = valheimRules.core;

/**
 * Re-deal what nobody can see: which face-down tile lies in which unrevealed slot, which chest token lies
 * where, and the orders of the food, event (within each phase: the backs show it) and arena decks.
 */
export function determinize(G: ValheimState, _playerID: string, rng: Rng): ValheimState {
  const s = JSON.parse(JSON.stringify(G)) as ValheimState;
  // An island's tile is named by the scenario: only the ring's face-down tiles are unknown.
  const islands = SCENARIOS[s.scenario].islands.map((i) => i.slot);
  const hiddenSlots = Object.keys(s.tiles).filter(
    (slot) => !s.revealed.includes(slot) && !islands.includes(slot),
  );
  const tiles = shuffle(
    rng,
    hiddenSlots.map((slot) => s.tiles[slot] as string),
  );
  hiddenSlots.forEach((slot, i) => {
    s.tiles[slot] = tiles[i] as string;
  });
  // Chest tokens are re-dealt within their kind (common or rare backs show).
  s.chestPool = [];
  for (const kind of ['common', 'rare'] as const) {
    const ofKind = (id: string) => CHESTS_BY_ID[id]?.kind === kind;
    const chestSpaces = Object.keys(s.chests).filter((sp) => ofKind(s.chests[sp] as string));
    const pool = G.chestPool.filter(ofKind);
    if (chestSpaces.length + pool.length === 0) continue;
    const chests = shuffle(rng, [...chestSpaces.map((sp) => s.chests[sp] as string), ...pool]);
    chestSpaces.forEach((sp, i) => {
      s.chests[sp] = chests[i] as string;
    });
    s.chestPool.push(...chests.slice(chestSpaces.length));
  }
  s.foodDeck = shuffle(rng, s.foodDeck);
  // Haldor's deck: cards seen in a trade went to the bottom in order (ruling R22); the unseen top is re-dealt.
  const unseen = Math.max(0, s.haldor.length - G.haldorSeen);
  s.haldor = [...shuffle(rng, s.haldor.slice(0, unseen)), ...s.haldor.slice(unseen)];
  s.honeyPool = shuffle(rng, s.honeyPool);
  const phase = (n: 1 | 2) =>
    shuffle(
      rng,
      s.events.filter((id) => EVENTS_BY_ID[id]?.phase === n),
    );
  s.events = [...phase(1), ...phase(2)];
  if (s.arena) s.arena.deck = shuffle(rng, s.arena.deck);
  return s;
}

/**
 * A readable line for a move, for logs, goldens and the app; given the state after it, what happened too
 * (the new lines of the game log: rolls, reveals, events).
 */
export function describeMove(G: ValheimState, move: AiMove, playerID: string, after?: ValheimState): string {
  const line = valheimRules.describe(G, move, playerID);
  if (!after) return line;
  const news = newLogLines(G.log, after.log);
  return news.length > 0 ? `${line}: ${news.join(' ')}` : line;
}

/** The lines `after` added to the bounded log `before` (the longest overlap of before's end and after's start). */
function newLogLines(before: readonly string[], after: readonly string[]): string[] {
  for (let o = Math.min(before.length, after.length); o > 0; o--) {
    const tail = before.slice(before.length - o);
    if (tail.every((x, i) => x === after[i])) return after.slice(o);
  }
  return [...after];
}
