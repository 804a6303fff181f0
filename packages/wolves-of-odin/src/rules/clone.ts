/** A field-by-field copy of G (many times faster than a JSON round trip; the bots clone on every step). */
import type { Decision, Effect, Flow, PlayerState, WolvesState } from '../state.js';

export const clonePlayer = (p: PlayerState): PlayerState => ({
  hand: p.hand.slice(),
  known: p.known.slice(),
  line: p.line.slice(),
  sacrifices: p.sacrifices.slice(),
  deities: p.deities.slice(),
  victories: p.victories.slice(),
  passed: p.passed,
});

function cloneEffect(e: Effect): Effect {
  return e.kind === 'destroy' || e.kind === 'plague' ? { ...e, cards: e.cards.slice() } : { ...e };
}

function cloneDecision(d: Decision): Decision {
  switch (d.kind) {
    case 'react':
      return {
        ...d,
        waiting: d.waiting.slice(),
        cancelled: d.cancelled.slice(),
        effect: cloneEffect(d.effect),
      };
    case 'thrall':
      return { ...d, strengths: d.strengths.slice() };
    case 'helTake':
      return { ...d, exclude: d.exclude.slice() };
    default:
      return { ...d };
  }
}

export const cloneFlow = (f: Flow): Flow => ({
  phase: f.phase,
  round: f.round,
  current: f.current,
  passOrder: f.passOrder.slice(),
  acted: f.acted,
  jormungandrDue: f.jormungandrDue,
  jormungandrEnded: f.jormungandrEnded,
  used: f.used.slice(),
  pending: f.pending.length === 0 ? [] : f.pending.map(cloneDecision),
  ragnarok: f.ragnarok,
  ranking: f.ranking.slice(),
  lastWinner: f.lastWinner,
  glory: f.glory.slice(),
  gameover: f.gameover === null ? null : structuredGameover(f.gameover),
});

const structuredGameover = (g: NonNullable<Flow['gameover']>): NonNullable<Flow['gameover']> =>
  'winners' in g && Array.isArray(g.winners) ? { ...g, winners: g.winners.slice() } : { ...g };

/**
 * The three decks are shared, not copied: the rules only ever replace them (`zones.drawTop`,
 * `zones.refillHall`, `flow.setupRound`), never change them in place.
 */
export const cloneState = (s: WolvesState): WolvesState => ({
  numPlayers: s.numPlayers,
  deck: s.deck,
  discard: s.discard.slice(),
  deityDeck: s.deityDeck,
  hall: s.hall.slice(),
  deityDiscard: s.deityDiscard.slice(),
  victoryDeck: s.victoryDeck,
  offer: s.offer.slice(),
  players: s.players.map(clonePlayer),
  flow: cloneFlow(s.flow),
});

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** `next` if it differs from `base`, else `base` itself (flat arrays of primitives). */
const keep = <T>(next: T[], base: T[]): T[] => (sameItems(next, base) ? base : next);

function sharePlayer(next: PlayerState, base: PlayerState): PlayerState {
  next.hand = keep(next.hand, base.hand);
  next.known = keep(next.known, base.known);
  next.line = keep(next.line, base.line);
  next.sacrifices = keep(next.sacrifices, base.sacrifices);
  next.deities = keep(next.deities, base.deities);
  next.victories = keep(next.victories, base.victories);
  const same =
    next.hand === base.hand &&
    next.known === base.known &&
    next.line === base.line &&
    next.sacrifices === base.sacrifices &&
    next.deities === base.deities &&
    next.victories === base.victories &&
    next.passed === base.passed;
  return same ? base : next;
}

/**
 * Give `next` (a state computed from a copy of `base`) every unchanged array and player of `base`. The
 * reducer's Immer then freezes and walks only what a move changed: frozen subtrees are skipped.
 */
export function shareUnchanged(next: WolvesState, base: WolvesState): WolvesState {
  next.deck = keep(next.deck, base.deck);
  next.discard = keep(next.discard, base.discard);
  next.deityDeck = keep(next.deityDeck, base.deityDeck);
  next.hall = keep(next.hall, base.hall);
  next.deityDiscard = keep(next.deityDiscard, base.deityDiscard);
  next.victoryDeck = keep(next.victoryDeck, base.victoryDeck);
  next.offer = keep(next.offer, base.offer);
  const players = next.players.map((p, i) => (base.players[i] ? sharePlayer(p, base.players[i]) : p));
  next.players = sameItems(players, base.players) ? base.players : players;
  const f = next.flow;
  const b = base.flow;
  f.passOrder = keep(f.passOrder, b.passOrder);
  f.used = keep(f.used, b.used);
  f.ranking = keep(f.ranking, b.ranking);
  f.glory = keep(f.glory, b.glory);
  if (f.pending.length === 0 && b.pending.length === 0) f.pending = b.pending;
  return next;
}
