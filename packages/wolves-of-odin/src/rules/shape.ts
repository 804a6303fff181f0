/**
 * Wolves of Odin's state described once (core's `stateShape`); the move's copy, the view's copies and the
 * "share what did not change" of the boardgame.io path are derived from it. Key order is G's.
 */
import { part, partCopier, stateShape } from '@skald/core';
import type { Flow, PlayerState, WolvesState } from '../state.js';

// Shared, not copied: the rules only ever replace a player's line (placing, sacrificing, `zones.removeFromLine`,
// Heimdall, Nagelfar, the Traitor), known cards (`zones.takeIntoHand`, `zones.removeKindFromHand`), sacrifices (`actions.sacrificeAt`, `actions.paySacrifices`, `flow.finishRound`),
// Deities (`actions.gainDeity`, `deities.discardDeity`) and Victory cards (the Victory choice, scoring), never
// change them in place.
const PLAYER = part.fields({
  hand: part.list,
  known: part.shared(part.list),
  line: part.shared(part.list),
  sacrifices: part.shared(part.list),
  deities: part.shared(part.list),
  victories: part.shared(part.list),
  passed: part.value,
});

// The flow's lists but `pending` are shared, not copied: the rules only ever replace them (the pass order,
// the Deities used this round, the ranking and the Glory counted at scoring), never change them in place.
// `pending` is copied, its decisions shared: a decision is replaced, never changed in place
// (`decisions.replaceDecision`).
const FLOW = part.fields({
  phase: part.value,
  round: part.value,
  current: part.value,
  passOrder: part.shared(part.list),
  acted: part.value,
  jormungandrDue: part.value,
  jormungandrEnded: part.value,
  used: part.shared(part.list),
  pending: part.list,
  ragnarok: part.value,
  ranking: part.shared(part.list),
  lastWinner: part.value,
  glory: part.shared(part.list),
  gameover: part.nullable(part.spread({ winners: part.list })),
});

/** G's shape for core's `stateShape`: how each part is copied, shared or thawed. */
export const wolvesShape = stateShape<WolvesState>({
  numPlayers: part.value,
  // The three decks are shared, not copied: the rules only ever replace them (`zones.drawTop`,
  // `zones.refillHall`, `flow.setupRound`), never change them in place.
  deck: part.shared(part.list),
  discard: part.list,
  deityDeck: part.shared(part.list),
  // Replaced, never changed in place (`actions.gainDeity`, `deities.discardDeity`, `zones.refillHall`, Odin).
  hall: part.shared(part.list),
  deityDiscard: part.shared(part.list),
  victoryDeck: part.shared(part.list),
  // Replaced, never changed in place (`flow.setupRound`, scoring, the Victory choice).
  offer: part.shared(part.list),
  players: part.listOf(PLAYER),
  flow: FLOW,
});

/** The move's copy of G (the bots copy on every step). */
export const cloneState: (s: WolvesState) => WolvesState = wolvesShape.copy;
export const clonePlayer: (p: PlayerState) => PlayerState = partCopier(PLAYER);
export const cloneFlow: (f: Flow) => Flow = partCopier(FLOW);

/**
 * Give `next` (a state computed from a copy of `base`) every unchanged part of `base`. The reducer's Immer
 * then freezes and walks only what a move changed: frozen subtrees are skipped.
 */
export const shareUnchanged: (next: WolvesState, base: WolvesState) => WolvesState =
  wolvesShape.shareUnchanged;
