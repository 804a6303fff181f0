import type { AiMove, Rng } from '@skald/core';
import type { Player, ValheimState } from '../state.js';
import * as R from './arena.js';
import { canAnswer } from './assist.js';
import { roller } from './combat.js';
import { newContext, type SearchContext } from './context.js';
import { settle } from './flow.js';
import { attackOptions } from './gear.js';
import { combatMoves, exploreMoves, NO_ARG, odinMoves, pendingMoves, tradeMoves } from './legal.js';
import { canSteer } from './map.js';
import { canChooseSkill, choosingSeat, isAskedOdin, offersOf } from './odin.js';
import { PLAYS } from './plays.js';
import { canAnswerVoyage } from './ships.js';

/** The move names of the grammar, each with its arguments (README, "Moves"). */
export const MOVE_NAMES = [
  'move',
  'step',
  'collect',
  'stag',
  'craft',
  'build',
  'cook',
  'eat',
  'brew',
  'fabricate',
  'ignite',
  'dismantle',
  'mead',
  'loot',
  'pickUp',
  'summon',
  'pass',
  'fight',
  'bomb',
  'ambush',
  'give',
  'take',
  'bees',
  'honey',
  'chooseSkill',
  'odin',
  'odinKept',
  'reroll',
  'keep',
  'assist',
  'decline',
  'place',
  'arenaMove',
  'arenaFight',
  'arenaMead',
  'arenaVines',
  'arenaBomb',
  'power',
  'trade',
  'buy',
  'endTrade',
  'ship',
  'sail',
  'join',
  'stay',
  'odinPass',
  'steer',
] as const;
/** The name of one of Valheim's moves. */
export type MoveName = (typeof MOVE_NAMES)[number];

/** The seat that must act now: the fight's roller, the next to place in the arena, else the turn's owner. */
export function actor(s: ValheimState): number | null {
  if (s.result || s.stage === 'over') return null;
  const choosing = choosingSeat(s);
  return choosing !== null ? choosing : actorBesides(s);
}

/** `actor` once no seat is choosing its skills (`choosingSeat` asked already). */
function actorBesides(s: ValheimState): number | null {
  if (s.pending) return s.pending.helpers?.[0] ?? s.pending.seat;
  // A creature's tied landing is the active player's to choose (line 455).
  if (s.steering) return s.turn;
  if (s.voyage?.offers.length) return s.voyage.offers[0] as number;
  if (s.combat?.offers.length) return s.combat.offers[0] as number;
  if (s.odinAsk.length > 0 && (s.stage === 'explore' || s.stage === 'arena')) return s.odinAsk[0] as number;
  if (s.combat) return roller(s);
  if (s.arena && s.arena.toPlace.length > 0) return s.arena.toPlace[0] as number;
  return s.turn;
}

/** The answers of `activeSeats`, shared (read only): one list per seat, asked at every playout step. */
const NOBODY: readonly number[] = Object.freeze([]);
const ONE_SEAT: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, seat) =>
  Object.freeze([seat]),
);

/** The seats that may act now: the one `actor`, or none once the match is over. */
export const activeSeats = (s: ValheimState): readonly number[] => {
  const a = actor(s);
  return a === null ? NOBODY : (ONE_SEAT[a] ?? [a]);
};

/**
 * What follows a move on its own, on the same copy: the step it settles (`settle`), then seats asked out of
 * turn that have no power of Odin use open are not asked (nothing to decide).
 */
export function afterMove(s: ValheimState, rng: Rng, cx?: SearchContext): void {
  settle(s, rng, cx);
  while (s.odinAsk.length > 0) {
    const seat = s.odinAsk[0] as number;
    const p = s.players[seat];
    if (actor(s) !== seat || !p) return;
    const uses: AiMove[] = [];
    odinMoves(s, seat, p, uses);
    if (uses.length > 0) return;
    s.odinAsk = s.odinAsk.slice(1);
  }
}

/**
 * Every legal move of `seat` now, in a fixed order: exactly the candidates below whose rule holds
 * (`isLegal`, `rules/table.ts`), built by `legal.ts` without asking every rule (test/legal.test.ts compares the two). `cx`: the
 * search context whose memos it may reuse (a fresh one when none is given).
 */
export function legalMoves(s: ValheimState, seat: number, cx: SearchContext = newContext()): AiMove[] {
  // `actor(s) !== seat`, with the choosing seat asked once for both questions.
  if (s.result || s.stage === 'over') return [];
  const choosing = choosingSeat(s);
  if ((choosing !== null ? choosing : actorBesides(s)) !== seat) return [];
  const out: AiMove[] = [];
  const p = s.players[seat];
  if (!p) return out;
  if (choosing === seat) {
    for (const id of offersOf(p))
      if (canChooseSkill(s, seat, id)) out.push({ move: 'chooseSkill', args: [id] });
    return out;
  }
  if (s.pending) {
    pendingMoves(s, seat, out);
    return out;
  }
  if (s.steering) {
    for (const space of s.steering.options)
      if (canSteer(s, seat, space)) out.push({ move: 'steer', args: [space] });
    return out;
  }
  if (s.voyage?.offers.length) {
    if (canAnswerVoyage(s, seat)) out.push(NO_ARG.join, NO_ARG.stay);
    return out;
  }
  if (s.trade) {
    tradeMoves(s, seat, out);
    return out;
  }
  odinMoves(s, seat, p, out);
  if (s.combat?.offers.length) {
    if (canAnswer(s, seat)) out.push(NO_ARG.assist, NO_ARG.decline);
    return out;
  }
  if (isAskedOdin(s, seat)) {
    out.push(NO_ARG.odinPass);
    return out;
  }
  if (s.combat) combatMoves(s, seat, p, out);
  else if (s.stage === 'arena') arenaMoves(s, seat, p, out);
  else exploreMoves(s, seat, p, out, cx);
  return out;
}

/** The Forsaken fight: placing, moving, fighting, bombs, meads, passing (each candidate asked its rule). */
function arenaMoves(s: ValheimState, seat: number, p: Player, out: AiMove[]): void {
  const tryMove = (move: MoveName, ...args: unknown[]) => {
    if (PLAYS[move].holds(s, seat, args)) out.push(args.length ? { move, args } : { move });
  };
  const spaces = R.arenaSpacesOf(s);
  for (const sp of spaces) tryMove('place', sp);
  for (const sp of spaces) tryMove('arenaMove', sp);
  for (const w of attackOptions(p)) tryMove('arenaFight', w);
  for (const w of attackOptions(p)) tryMove('arenaVines', w);
  for (const b of new Set(p.bombs)) tryMove('arenaBomb', b);
  for (let t = 0; t < s.numPlayers; t++) tryMove('arenaMead', t);
  tryMove('pass');
}
