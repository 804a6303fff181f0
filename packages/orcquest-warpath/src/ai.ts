import { type Rng, shuffle } from '@skald/core';
import { orcQuestRules } from './rules/table.js';
import { thawState } from './rules/thaw.js';
import { cloneState } from './rules/world.js';
import type { OrcQuestState } from './state.js';

/** `ai.enumerate`: every legal move of `playerID` now (on a plain copy of a frozen G). */
export const enumerate = orcQuestRules.enumerate;

/** Re-deal what nobody can see: the Event, Patrol, Boss Reaction, Loot and Relic deck orders and the face-down Presence Pools. */
export function determinize(G: OrcQuestState, _playerID: string, rng: Rng): OrcQuestState {
  // A match's frozen G: a copy in the rules' own shapes (rules/thaw.ts), since the search plays on it with the core,
  // whose read sites run slower once they have seen a frozen list (docs/perf/orcquest-warpath.md, tenth round).
  const n = Object.isFrozen(G) ? thawState(G) : cloneState(G);
  // New deck objects: cloneState shares them with G.
  n.events = { ...n.events, deck: shuffle(rng, n.events.deck) };
  n.patrolDeck = { ...n.patrolDeck, deck: shuffle(rng, n.patrolDeck.deck) };
  n.pools = { ...n.pools, main: shuffle(rng, n.pools.main), secondary: shuffle(rng, n.pools.secondary) };
  if (n.boss) n.boss.reactions.deck = shuffle(rng, n.boss.reactions.deck);
  n.loot = { deck: shuffle(rng, n.loot.deck), discard: n.loot.discard };
  n.relics = { deck: shuffle(rng, n.relics.deck), discard: n.relics.discard };
  return n;
}

/** A readable line for a move (transcripts, the debug panel): the rules table's own text (rules/table-*.ts). */
export const describeMove = orcQuestRules.describe;

/**
 * The rules core, derived from the rules table (rules/table.ts: `fromMatch` rebuilds a frozen G in the rules' own
 * shapes, rules/thaw.ts).
 */
export const core = orcQuestRules.core;
