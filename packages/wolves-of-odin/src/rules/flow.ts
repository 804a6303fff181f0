/**
 * The round and turn machine. G holds the whole flow; boardgame.io's phases, turns and stages mirror it.
 * `beginPhase` is what a phase does when it starts (boardgame.io calls it from `phase.onBegin`), and
 * `settle` runs the automatic steps inside the current phase until someone must choose or the phase
 * changes. The pure core chains them exactly as the reducer does.
 */
import type { Gameover, Rng } from '@skald/core';
import { RULES } from '../data/constants.js';
import { RAGNAROK } from '../data/deities.js';
import { VICTORY_BY_ID } from '../data/victory.js';
import type { Seat, WolvesState } from '../state.js';
import { decisionOpen, decisionSeats } from './decisions.js';
import { deityOwner, lineStrength } from './strength.js';
import { nextTurn, startTurn, turnSpent } from './turn.js';

function setupRound(s: WolvesState): void {
  const f = s.flow;
  f.round++;
  const k = RULES.victoryPerRound[s.numPlayers] ?? 1;
  for (let i = 0; i < k && s.victoryDeck.length > 0; i++) {
    const card = s.victoryDeck[0] as string;
    s.victoryDeck = s.victoryDeck.slice(1); // replaced, never changed in place (shared by clones)
    s.offer = [...s.offer, card]; // replaced, never changed in place (rules/shape.ts)
    if (card === RAGNAROK) f.ragnarok = true;
  }
  f.passOrder = [];
  f.phase = 'play';
  startTurn(s, f.lastWinner ?? 0);
}

/** Where a seat stands in the pass order; never passed sorts last. */
function passIndex(passOrder: readonly Seat[], seat: Seat): number {
  const k = passOrder.indexOf(seat);
  return k < 0 ? Number.MAX_SAFE_INTEGER : k;
}

/** Rank the lines: strongest first, ties to whoever passed earlier; Jörmungandr's owner first if it ended the round. */
export function rankLines(s: WolvesState): Seat[] {
  const f = s.flow;
  const strength = s.players.map((_, i) => lineStrength(s, i));
  const order = s.players.map((_, i) => i);
  order.sort(
    (a, b) =>
      (strength[b] as number) - (strength[a] as number) ||
      passIndex(f.passOrder, a) - passIndex(f.passOrder, b),
  );
  if (f.jormungandrEnded) {
    order.splice(order.indexOf(f.current), 1);
    order.unshift(f.current);
  }
  return order;
}

function scoreRound(s: WolvesState): void {
  const f = s.flow;
  f.ranking = rankLines(s);
  f.lastWinner = f.ranking[0] as Seat;
  const real = s.offer.filter((v) => v !== RAGNAROK);
  if (real.length >= 2) {
    f.phase = 'chooseVictory';
    return;
  }
  if (real.length === 1) {
    const winner = s.players[f.lastWinner]!; // its Victory cards are replaced, never changed in place
    winner.victories = [...winner.victories, real[0] as string];
  }
  s.offer = s.offer.filter((v) => v === RAGNAROK);
  f.phase = 'endOfRound';
}

/** Glory of one player, each Victory card valued on the position now. */
export function glory(s: WolvesState, seat: Seat): number {
  const p = s.players[seat]!;
  const holder = {
    deities: p.deities,
    handSize: p.hand.length,
    lineSize: p.line.length,
    lineStrength: lineStrength(s, seat),
    sacrifices: p.sacrifices.length,
  };
  let sum = 0;
  for (const v of p.victories) sum += VICTORY_BY_ID[v]?.glory(holder) ?? 0;
  return sum;
}

/**
 * Glory per seat as the game counts it: once a round's winner is determined, the count taken then (ruling
 * R28), which a finished game keeps (its lines and sacrifices are gone by then); otherwise the position now.
 * The end of the game, its standings and the bots all read this one count.
 */
export function gloryScores(s: WolvesState): number[] {
  return s.flow.glory.length === s.players.length ? s.flow.glory : s.players.map((_, i) => glory(s, i));
}

/** The winner from Glory scores: most Glory; ties to the last round's winner, else shared (l.235–236). */
export function decideWinner(s: WolvesState, scores: readonly number[] = gloryScores(s)) {
  const best = Math.max(...scores);
  const tied = scores.flatMap((g, i) => (g === best ? [i] : []));
  if (tied.length === 1) return { winner: String(tied[0]) } as Gameover;
  const last = s.flow.lastWinner;
  if (last !== null && tied.includes(last)) return { winner: String(last) } as Gameover;
  return { winners: tied.map(String) } as Gameover;
}

function finishRound(s: WolvesState): void {
  const f = s.flow;
  for (const p of s.players) {
    s.discard.push(...p.line, ...p.sacrifices);
    p.line = [];
    p.sacrifices = [];
    p.passed = false;
  }
  f.passOrder = [];
  f.used = [];
  f.ranking = [];
  f.jormungandrEnded = false;
  f.jormungandrDue = false;
  f.acted = false;
  // Glory as counted when the round's winner was determined (ruling R28), not after the Valkyrie.
  const scores = f.glory;
  const someoneHasFive = scores.some((g) => g >= RULES.gloryToEnd);
  // With 3 players round 10 reveals the Victory deck's Ragnarök alone and is played (ruling R22); the deck
  // runs out only if a Victory table without Ragnarök is swapped in.
  if (someoneHasFive || f.ragnarok || s.victoryDeck.length === 0) {
    // The final count stays in the state: the standings read it once the lines are discarded.
    f.gameover = decideWinner(s, scores);
    f.phase = 'gameover';
  } else {
    f.glory = [];
    f.phase = 'roundSetup';
  }
}

/** What a phase does as it starts. */
export function beginPhase(s: WolvesState, rng: Rng): void {
  const f = s.flow;
  const phase = f.phase;
  switch (phase) {
    case 'roundSetup':
      setupRound(s);
      return;
    case 'scoring': {
      const vidar = deityOwner(s, 'vidar');
      if (!f.jormungandrEnded && vidar !== null) f.pending.unshift({ kind: 'vidar', seat: vidar });
      break;
    }
    case 'chooseVictory':
      f.pending.unshift({ kind: 'victory', seat: f.ranking[0] as Seat });
      break;
    case 'endOfRound': {
      f.glory = s.players.map((_, i) => glory(s, i));
      const valkyrie = deityOwner(s, 'valkyrie');
      if (valkyrie !== null) f.pending.unshift({ kind: 'valkyrie', seat: valkyrie });
      break;
    }
    default:
      break;
  }
  settle(s, rng);
}

/** Run automatic steps within the current phase until a seat must act or the phase changes. */
export function settle(s: WolvesState, _rng: Rng): void {
  const f = s.flow;
  const phase = f.phase;
  while (f.phase === phase && f.gameover === null) {
    const d = f.pending[0];
    if (d) {
      // A decision nobody can act on lapses (e.g. an Archer with no unit to destroy).
      if (d.kind !== 'react' && !decisionOpen(s, d)) {
        f.pending.shift();
        continue;
      }
      // Between rounds the deciding seat takes the turn (boardgame.io then needs no stage).
      if (phase !== 'play') f.current = decisionSeats(d)[0] as Seat;
      return;
    }
    switch (phase) {
      case 'play':
        if (!turnSpent(s)) return;
        nextTurn(s);
        if (f.phase === 'play') return;
        break;
      case 'scoring':
        scoreRound(s);
        break;
      case 'chooseVictory':
        f.phase = 'endOfRound';
        break;
      case 'endOfRound':
        finishRound(s);
        break;
      default:
        return;
    }
  }
}

/**
 * After a move made (and settled) while the reducer was in `phaseBefore`: start every phase the flow
 * moved into, in order, exactly as boardgame.io's phase `endIf` → `onBegin` chain does.
 */
export function runAutomatic(s: WolvesState, rng: Rng, phaseBefore: string | null): void {
  let p = phaseBefore;
  while (s.flow.gameover === null && s.flow.phase !== p) {
    p = s.flow.phase;
    beginPhase(s, rng);
  }
}
