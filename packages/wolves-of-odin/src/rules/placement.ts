/** Putting a unit from a hand into a line, and the abilities that trigger when it lands. */
import type { Rng } from '@skald/core';
import type { Move, PeopleKind, Seat, Side, WolvesState } from '../state.js';
import { canTouchLine } from './deities.js';
import { openEffect, traitorTarget } from './effects.js';
import { move3, placementsByCard } from './move-table.js';
import { isUnit, kindOf, lineKinds, mayJoinLine, unitStrength } from './strength.js';
import { firstOfEachKind, removeKindFromHand } from './zones.js';

const anyLine = (): boolean => true;

/**
 * Every legal placement of a unit from `seat`'s hand: [kind, line, side], kinds sorted by name, each judged
 * by its first card in the hand. Empty lines take 'right' only. Appended to `out` when given.
 */
export function placementOptions(
  s: WolvesState,
  seat: Seat,
  move: string,
  lineAllowed: (line: Seat) => boolean = anyLine,
  out: Move[] = [],
): Move[] {
  const kinds: number[] = [];
  for (let line = 0; line < s.numPlayers; line++) kinds.push(lineKinds(s.players[line]!.line));
  const byCard = placementsByCard(move);
  for (const card of firstOfEachKind(s.players[seat]!.hand)) {
    if (!isUnit(card)) continue; // a maneuver joins no line
    const kind = kindOf(card);
    const interned = byCard?.[card];
    for (let line = 0; line < s.numPlayers; line++) {
      if (!lineAllowed(line)) continue;
      const cards = s.players[line]!.line;
      if (!mayJoinLine(cards, kinds[line] as number, card)) continue;
      const ends = interned?.[line];
      if (cards.length > 0) out.push(ends ? ends[0] : move3(move, kind, line, 'left'));
      out.push(ends ? ends[1] : move3(move, kind, line, 'right'));
    }
  }
  return out;
}

/** Place a unit from hand (already validated) and trigger its ability. */
export function placeFromHand(
  s: WolvesState,
  seat: Seat,
  kind: PeopleKind,
  line: Seat,
  side: Side,
  rng: Rng,
): void {
  const card = removeKindFromHand(s, seat, kind) as number;
  const owner = s.players[line]!; // its line is replaced, never changed in place (rules/shape.ts)
  owner.line = side === 'left' ? [card, ...owner.line] : [...owner.line, card];
  onPlaced(s, seat, line, card, side, rng);
}

function onPlaced(s: WolvesState, actor: Seat, line: Seat, card: number, side: Side, rng: Rng): void {
  const cards = s.players[line]!.line;
  switch (kindOf(card)) {
    case 'archer': {
      // Placed at an end, it has one neighbour; the line's owner chooses what to destroy.
      const neighbour = side === 'left' ? cards[1] : cards[cards.length - 2];
      if (neighbour !== undefined && kindOf(neighbour) === 'archer')
        s.flow.pending.unshift({ kind: 'archer', seat: line });
      return;
    }
    case 'assassin':
      s.flow.pending.unshift({ kind: 'assassin', seat: actor, line, card });
      return;
    case 'raider':
      s.flow.pending.unshift({ kind: 'raider', seat: actor, line, card });
      return;
    case 'traitor': {
      if (line === actor || !canTouchLine(s, actor, line, false)) return;
      const victim = traitorTarget(s, line, unitStrength);
      if (victim !== null) openEffect(s, { kind: 'traitor', by: actor, card: victim }, rng);
      return;
    }
    default:
      return;
  }
}
