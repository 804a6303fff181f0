/** Ordning Points, the two pools, the Final Ordning, the Endgame and the winner (p.20 l.36-61, l.89-94). */
import { drawWithReshuffle, type Rng } from '@skald/core';
import { RACES } from '../data/races.js';
import type { GiantsState, Seat } from '../state.js';
import { withAdded } from './lists.js';
import { raceIndex, regionCount, summarise } from './occupancy.js';
import { setPlayer } from './players.js';

/**
 * Give `seat` `amount` Ordning Points, paid from the first pool, then the second, then the box (ruling G3:
 * an award is a number; the box never runs out). Emptying the first pool starts the Final Ordning, the
 * second the Endgame, at once (ruling G2): the rest of the turn already plays by the new rules.
 */
export function award(s: GiantsState, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  const p = s.players[seat];
  if (!p) return;
  setPlayer(s, seat, 'op', p.op + amount);
  // The pools are replaced, not written: the state copy shares them.
  const first = Math.min(amount, s.pools[0]);
  const second = Math.min(amount - first, s.pools[1]);
  s.pools = [s.pools[0] - first, s.pools[1] - second];
  s.box += amount - first - second;
  if (s.pools[0] === 0 && s.flow.era === 'ordning') s.flow.era = 'finalOrdning';
  if (s.pools[1] === 0 && s.flow.endgame === null) {
    s.flow.era = 'endgame';
    s.flow.endgame = { waiting: true, turnsLeft: 0 };
  }
}

/** Draw resource cards into a player's hand, reshuffling the discard when the deck runs out. */
export function drawResources(s: GiantsState, seat: Seat, n: number, rng: Rng): void {
  const p = s.players[seat];
  if (!p || n <= 0) return;
  const r = drawWithReshuffle(rng, s.resourceDeck, s.resourceDiscard, n);
  setPlayer(s, seat, 'resources', withAdded(p.resources, ...r.drawn));
  s.resourceDeck = r.drawPile;
  s.resourceDiscard = r.discard;
}

/** The seat holding the lowest Giant Race Token number: the last of the old ordning. */
export function lastOfOrdning(s: GiantsState): Seat {
  let best = 0;
  s.players.forEach((p, i) => {
    if (RACES[p.race].ordningNumber.value < RACES[s.players[best]!.race].ordningNumber.value) best = i;
  });
  return best;
}

/**
 * End the current turn: the Endgame waits for the last of the old ordning to finish a turn (that very
 * turn counts, ruling G1), then gives everyone one more turn; then the game ends. Otherwise the player on
 * the left goes next.
 */
export function endTurn(s: GiantsState): void {
  const f = s.flow;
  if (f.endgame) {
    if (f.endgame.waiting) {
      if (f.current === lastOfOrdning(s)) f.endgame = { waiting: false, turnsLeft: s.numPlayers };
    } else {
      f.endgame.turnsLeft -= 1;
      if (f.endgame.turnsLeft <= 0) {
        f.gameover = winner(s);
        f.step = 'start';
        f.card = null;
        f.combat = null;
        return;
      }
    }
  }
  f.current = (f.current + 1) % s.numPlayers;
  f.turn += 1;
  f.step = 'start';
  f.card = null;
  f.budget = 0;
  f.leaderOnly = false;
  f.gsStage = 0;
  f.gsUsed = [];
  f.tradeKind = 'open';
  f.offer = null;
  f.tookDiscard = false;
  f.tolled = [];
  f.toll = null;
  f.combat = null;
}

/**
 * Most Ordning Points wins; ties go to the most Resource cards in hand, then the most regions occupied
 * (ruling G5), then the tied players share the win (`{ winners }`).
 */
export function winner(s: GiantsState): { winner: string } | { winners: string[] } {
  const board = summarise(s.units);
  const key = (i: number) => {
    const p = s.players[i]!;
    return [p.op, p.resources.length, regionCount(board.held(raceIndex(p.race)))];
  };
  let tied = s.players.map((_, i) => i);
  for (let k = 0; k < 3; k++) {
    const best = Math.max(...tied.map((i) => key(i)[k]!));
    tied = tied.filter((i) => key(i)[k] === best);
  }
  return tied.length === 1 ? { winner: String(tied[0]) } : { winners: tied.map(String) };
}
