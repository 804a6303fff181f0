/** Scenario builder and small helpers so each rules test stays a few lines long. */

import { type Rng, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import {
  applyMove,
  CARD_KIND,
  DEITIES,
  type DeityId,
  type Flow,
  invariants,
  legalMoves,
  type Move,
  type PeopleKind,
  RAGNAROK,
  VICTORY_CARDS,
  type WolvesState,
} from '../src/index.js';
import { emptyPlayer } from '../src/setup.js';

export interface PlayerSpec {
  hand?: PeopleKind[];
  line?: PeopleKind[];
  sacrifices?: PeopleKind[];
  deities?: DeityId[];
  victories?: string[];
  passed?: boolean;
}

export interface Spec {
  players: PlayerSpec[];
  /** Top of the People deck first; the rest of the 110 cards follow in id order. */
  deck?: PeopleKind[];
  discard?: PeopleKind[];
  hall?: string[];
  deityDiscard?: DeityId[];
  /** The whole Deity deck (other Deities go to the Deity discard); by default every unplaced Deity, then Ragnarök. */
  deityDeck?: string[];
  offer?: string[];
  victoryDeck?: string[];
  /** Leave no other People cards in the deck (they go to the bottom of the discard pile instead). */
  emptyDeck?: boolean;
  flow?: Partial<Flow>;
}

/**
 * Build a consistent mid-game state: every People, Deity and Victory card sits in exactly one zone.
 * Cards are given by kind; ids are allocated from the kind's copies.
 */
export function makeState(spec: Spec): WolvesState {
  const free = new Map<PeopleKind, number[]>();
  CARD_KIND.forEach((k, id) => {
    if (!free.has(k)) free.set(k, []);
    free.get(k)!.push(id);
  });
  const take = (k: PeopleKind): number => {
    const id = free.get(k)?.shift();
    if (id === undefined) throw new Error(`no copies of ${k} left`);
    return id;
  };
  const players = spec.players.map((p) => {
    const out = emptyPlayer();
    out.hand = (p.hand ?? []).map(take);
    out.line = (p.line ?? []).map(take);
    out.sacrifices = (p.sacrifices ?? []).map(take);
    out.deities = (p.deities ?? []).slice();
    out.victories = (p.victories ?? []).slice();
    out.passed = p.passed ?? false;
    return out;
  });
  const deckTop = (spec.deck ?? []).map(take);
  const discard = (spec.discard ?? []).map(take);
  const rest = [...free.values()].flat().sort((a, b) => a - b);
  const usedDeities = new Set<string>([
    ...players.flatMap((p) => p.deities),
    ...(spec.hall ?? []),
    ...(spec.deityDiscard ?? []),
    ...(spec.deityDeck ?? []),
  ]);
  const hall = spec.hall ?? [];
  const ragnarokPlaced = usedDeities.has(RAGNAROK);
  const leftover = DEITIES.map((d) => d.id).filter((d) => !usedDeities.has(d));
  // An explicit Deity deck is the whole deck: the other Deities are put in the Deity discard pile.
  const deityDeck = spec.deityDeck
    ? spec.deityDeck.slice()
    : [...leftover, ...(ragnarokPlaced ? [] : [RAGNAROK])];
  const deityDiscard = [...(spec.deityDiscard ?? []), ...(spec.deityDeck ? leftover : [])];
  const usedVictory = new Set<string>([
    ...players.flatMap((p) => p.victories),
    ...(spec.offer ?? []),
    ...(spec.victoryDeck ?? []),
  ]);
  // An explicit Victory deck is the whole deck (the test places every other Victory card itself).
  const victoryDeck = spec.victoryDeck
    ? spec.victoryDeck.slice()
    : [
        ...VICTORY_CARDS.map((v) => v.id).filter((v) => !usedVictory.has(v)),
        ...(usedVictory.has(RAGNAROK) ? [] : [RAGNAROK]),
      ];
  const s: WolvesState = {
    numPlayers: players.length,
    deck: spec.emptyDeck ? deckTop : [...deckTop, ...rest],
    discard: spec.emptyDeck ? [...rest, ...discard] : discard,
    deityDeck,
    hall: hall.slice(),
    deityDiscard,
    victoryDeck,
    offer: (spec.offer ?? []).slice(),
    players,
    flow: {
      phase: 'play',
      round: 1,
      current: 0,
      passOrder: players.flatMap((p, i) => (p.passed ? [i] : [])),
      acted: false,
      jormungandrDue: false,
      jormungandrEnded: false,
      used: [],
      pending: [],
      ragnarok: false,
      ranking: [],
      lastWinner: null,
      glory: [],
      gameover: null,
      ...spec.flow,
    },
  };
  const broken = invariants(s);
  if (broken.length > 0) throw new Error(`makeState built an inconsistent state:\n${broken.join('\n')}`);
  return s;
}

/** Apply a move that must be legal; returns the new state (the input is untouched). */
export function act(s: WolvesState, seat: number, move: string, ...args: unknown[]): WolvesState {
  return actRng(s, seat, { move, args }, rngFromSeed('test'));
}

export function actRng(s: WolvesState, seat: number, m: Move, rng: Rng): WolvesState {
  const next = applyMove(s, seat, m.move, m.args ?? [], rng);
  if (next === null) {
    const legal = legalMoves(s, seat).map((l) => `${l.move}${JSON.stringify(l.args)}`);
    throw new Error(
      `illegal for seat ${seat}: ${m.move}${JSON.stringify(m.args)}; legal: ${legal.slice(0, 40).join(' ')}`,
    );
  }
  expect(invariants(next)).to.deep.equal([]);
  return next;
}

/** Whether a move is currently legal for a seat. */
export const canDo = (s: WolvesState, seat: number, move: string, ...args: unknown[]): boolean =>
  legalMoves(s, seat).some((l) => l.move === move && JSON.stringify(l.args) === JSON.stringify(args));

export const kinds = (cards: readonly number[]): PeopleKind[] => cards.map((c) => CARD_KIND[c] as PeopleKind);
export const lineOf = (s: WolvesState, seat: number) => kinds(s.players[seat]!.line);
export const handOf = (s: WolvesState, seat: number) => kinds(s.players[seat]!.hand).sort();
export const pendingKind = (s: WolvesState) => s.flow.pending[0]?.kind ?? null;
