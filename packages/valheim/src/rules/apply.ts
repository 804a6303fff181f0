import type { AiMove, Rng } from '@skald/core';
import type { Bomb, Mead } from '../data/consumables.js';
import type { FurnitureId } from '../data/furniture.js';
import type { Resource } from '../data/resources.js';
import type { PendingRoll, Player, ValheimState } from '../state.js';
import * as A from './actions.js';
import { ambush, canAmbush, resolveAmbush } from './ambush.js';
import * as R from './arena.js';
import { assist, canAnswer, decline } from './assist.js';
import { canBomb, canFight, fightRound, resolveFight, roller, throwBomb } from './combat.js';
import { newContext, type SearchContext } from './context.js';
import { canGive, canTake, give, type Party, take } from './exchange.js';
import { settle } from './flow.js';
import { attackOptions } from './gear.js';
import { buy, canBuy, canEndTrade, canTrade, endTrade, startTrade } from './haldor.js';
import { combatMoves, exploreMoves, NO_ARG, odinMoves, pendingMoves, tradeMoves } from './legal.js';
import { canSteer, steer } from './map.js';
import {
  canChooseSkill,
  canOdin,
  chooseSkill,
  choosingSeat,
  isAskedOdin,
  offersOf,
  passOdin,
  useOdin,
} from './odin.js';
import { canPower, usePower } from './powers.js';
import { canKeep, canReroll, helping, keep, passHelp, reroll, rollSkillUsable } from './roll.js';
import { buildShip, canAnswerVoyage, canSail, canShip, joinVoyage, sail, stayAshore } from './ships.js';

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
export type MoveName = (typeof MOVE_NAMES)[number];

/** The seat that must act now: the fight's roller, the next to place in the arena, else the turn's owner. */
export function actor(s: ValheimState): number | null {
  if (s.result || s.stage === 'over') return null;
  const choosing = choosingSeat(s);
  if (choosing !== null) return choosing;
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

export const activeSeats = (s: ValheimState): number[] => {
  const a = actor(s);
  return a === null ? [] : [a];
};

/**
 * One move of the grammar, as the rules read it: its exact argument count, whether it holds for `seat` now
 * given that the seat may act (`rules/table.ts` checks whose turn it is and what a roll, a trade or a
 * question out of turn admits), and its effect, written in place on a private copy.
 */
export interface Play {
  arity: number;
  holds(s: ValheimState, seat: number, args: readonly unknown[]): boolean;
  play(s: ValheimState, seat: number, args: readonly unknown[], rng: Rng): void;
}

type Holds = Play['holds'];
type Effect = Play['play'];
const rule = (arity: number, holds: Holds, play: Effect): Play => ({ arity, holds, play });

/** Skills of Odin, used now or kept: the helper's roll goes on, or a roll with nothing left to decide resolves. */
const odinEffect =
  (slot?: 'odinKept'): Effect =>
  (s, p, a, r) => {
    const helper = helping(s) === p;
    useOdin(s, p, a[0] as number, a[1], r, slot);
    // A skill added to another's roll: the next player is asked, or the roll resolves.
    if (helper) return passHelp(s, r, resolvePending);
    // A roll with nothing left to decide resolves at once.
    const seat = s.players[p];
    if (s.pending && seat && seat.rerolls === 0 && !rollSkillUsable(seat, s.pending))
      keep(s, r, resolvePending);
  };

/** Every move's rule and effect (README, "Moves"); `rules/table.ts` turns each into core's `MoveRule`. */
export const PLAYS: Readonly<Record<MoveName, Play>> = {
  move: rule(
    1,
    (s, p, a) => A.canMove(s, p, a[0]),
    (s, p, a, r) => A.doMove(s, p, a[0] as string, r),
  ),
  step: rule(
    1,
    (s, p, a) => A.canStep(s, p, a[0]),
    (s, p, a, r) => A.doStep(s, p, a[0] as string, r),
  ),
  collect: rule(
    0,
    (s, p) => A.canCollect(s, p),
    (s, p, _a, r) => A.doCollect(s, p, r),
  ),
  stag: rule(
    1,
    (s, p, a) => A.canStag(s, p, a[0]),
    (s, p, a, r) => A.doStag(s, p, a[0] as 'action', r),
  ),
  craft: rule(
    1,
    (s, p, a) => A.canCraft(s, p, a[0]),
    (s, p, a) => A.doCraft(s, p, a[0] as string),
  ),
  build: rule(
    1,
    (s, p, a) => A.canBuild(s, p, a[0]),
    (s, p, a) => A.doBuild(s, p, a[0] as FurnitureId),
  ),
  cook: rule(
    0,
    (s, p) => A.canCook(s, p),
    (s, p, _a, r) => A.doCook(s, p, r),
  ),
  eat: rule(
    2,
    (s, p, a) => A.canEat(s, p, a[0], a[1]),
    (s, p, a) => A.doEat(s, p, a[0] as number, a[1] as 'top'),
  ),
  brew: rule(
    1,
    (s, p, a) => A.canBrew(s, p, a[0]),
    (s, p, a) => A.doBrew(s, p, a[0] as Mead),
  ),
  fabricate: rule(
    1,
    (s, p, a) => A.canFabricate(s, p, a[0]),
    (s, p, a) => A.doFabricate(s, p, a[0] as Bomb),
  ),
  ignite: rule(
    1,
    (s, p, a) => A.canIgnite(s, p, a[0]),
    (s, p, a) => A.doIgnite(s, p, a[0] as string),
  ),
  dismantle: rule(
    2,
    (s, p, a) => A.canDismantle(s, p, a[0], a[1]),
    (s, p, a) => A.doDismantle(s, p, a[0] as string, a[1] as Resource),
  ),
  mead: rule(
    2,
    (s, p, a) => A.canMead(s, p, a[0], a[1]),
    (s, p, a) => A.doMead(s, p, a[0] as Mead, a[1] as number),
  ),
  loot: rule(
    0,
    (s, p) => A.canLoot(s, p),
    (s, p) => A.doLoot(s, p),
  ),
  pickUp: rule(
    1,
    (s, p, a) => A.canPickUp(s, p, a[0]),
    (s, p, a) => A.doPickUp(s, p, a[0] as number),
  ),
  summon: rule(
    0,
    (s, p) => A.canSummon(s, p),
    (s, p, _a, r) => R.summon(s, p, r),
  ),
  pass: rule(
    0,
    (s, p) => A.canPass(s, p) || R.canArenaPass(s, p),
    (s) => (s.stage === 'arena' ? R.endArenaTurnIfDone(s, true) : A.doPass(s)),
  ),
  fight: rule(
    2,
    (s, p, a) => canFight(s, p, a[0], a[1]),
    (s, p, a, r) => fightRound(s, p, a[0] as string, a[1] as number, r),
  ),
  bomb: rule(
    2,
    (s, p, a) => canBomb(s, p, a[0], a[1]),
    (s, p, a, r) => throwBomb(s, p, a[0] as Bomb, a[1] as number, r),
  ),
  ambush: rule(
    2,
    (s, p, a) => canAmbush(s, p, a[0], a[1]),
    (s, p, a, r) => ambush(s, p, a[0] as string, a[1] as number, r),
  ),
  give: rule(
    2,
    (s, p, a) => canGive(s, p, a[0], a[1]),
    (s, p, a) => give(s, p, a[0] as string, a[1] as Party),
  ),
  take: rule(
    2,
    (s, p, a) => canTake(s, p, a[0], a[1]),
    (s, p, a) => take(s, p, a[0] as string, a[1] as Party),
  ),
  bees: rule(
    0,
    (s, p) => A.canBees(s, p),
    (s, p, _a, r) => A.doBees(s, p, r),
  ),
  honey: rule(
    1,
    (s, p, a) => A.canHoney(s, p, a[0]),
    (s, p, a) => A.doHoney(s, p, a[0] as string),
  ),
  chooseSkill: rule(
    1,
    (s, p, a) => canChooseSkill(s, p, a[0]),
    (s, p, a) => chooseSkill(s, p, a[0] as string),
  ),
  odin: rule(2, (s, p, a) => canOdin(s, p, a[0], a[1]), odinEffect()),
  odinKept: rule(2, (s, p, a) => canOdin(s, p, a[0], a[1], 'odinKept'), odinEffect('odinKept')),
  reroll: rule(
    1,
    (s, p, a) => canReroll(s, p, a[0]),
    (s, _p, a, r) => reroll(s, a[0] as number, r, resolvePending),
  ),
  keep: rule(
    0,
    (s, p) => canKeep(s, p),
    (s, _p, _a, r) => keep(s, r, resolvePending),
  ),
  assist: rule(
    0,
    (s, p) => canAnswer(s, p),
    (s, p) => assist(s, p),
  ),
  decline: rule(
    0,
    (s, p) => canAnswer(s, p),
    (s) => decline(s),
  ),
  place: rule(
    1,
    (s, p, a) => R.canPlace(s, p, a[0]),
    (s, p, a) => R.place(s, p, a[0] as string),
  ),
  arenaMove: rule(
    1,
    (s, p, a) => R.canArenaMove(s, p, a[0]),
    (s, p, a, r) => R.arenaMove(s, p, a[0] as string, r),
  ),
  arenaFight: rule(
    1,
    (s, p, a) => R.canArenaFight(s, p, a[0]),
    (s, p, a, r) => R.arenaFight(s, p, a[0] as string, r),
  ),
  arenaMead: rule(
    1,
    (s, p, a) => R.canArenaMead(s, p, a[0]),
    (s, p, a) => R.arenaMead(s, p, a[0] as number),
  ),
  arenaVines: rule(
    1,
    (s, p, a) => R.canArenaVines(s, p, a[0]),
    (s, p, a, r) => R.arenaFight(s, p, a[0] as string, r, 1),
  ),
  arenaBomb: rule(
    1,
    (s, p, a) => R.canArenaBomb(s, p, a[0]),
    (s, p, a, r) => R.arenaBomb(s, p, a[0] as Bomb, r),
  ),
  power: rule(
    0,
    (s, p) => canPower(s, p),
    (s, p) => usePower(s, p),
  ),
  trade: rule(
    0,
    (s, p) => canTrade(s, p),
    (s, p) => startTrade(s, p),
  ),
  buy: rule(
    1,
    (s, p, a) => canBuy(s, p, a[0]),
    (s, p, a) => buy(s, p, a[0] as string),
  ),
  endTrade: rule(
    0,
    (s, p) => canEndTrade(s, p),
    (s) => endTrade(s),
  ),
  ship: rule(
    1,
    (s, p, a) => canShip(s, p, a[0]),
    (s, p, a) => buildShip(s, p, a[0] as string | null),
  ),
  sail: rule(
    1,
    (s, p, a) => canSail(s, p, a[0]),
    (s, p, a, r) => sail(s, p, a[0] as string, r),
  ),
  join: rule(
    0,
    (s, p) => canAnswerVoyage(s, p),
    (s, p, _a, r) => joinVoyage(s, p, r),
  ),
  stay: rule(
    0,
    (s, p) => canAnswerVoyage(s, p),
    (s, _p, _a, r) => stayAshore(s, r),
  ),
  odinPass: rule(
    0,
    (s, p) => isAskedOdin(s, p) || helping(s) === p,
    (s, _p, _a, r) => (helping(s) === null ? passOdin(s) : passHelp(s, r, resolvePending)),
  ),
  steer: rule(
    1,
    (s, p, a) => canSteer(s, p, a[0]),
    (s, _p, a) => steer(s, a[0] as string),
  ),
};

/** Finish a roll that waited for rerolls, by its kind. */
function resolvePending(s: ValheimState, roll: PendingRoll, rng: Rng): void {
  if (roll.kind === 'fight') resolveFight(s, roll, rng);
  else if (roll.kind === 'arena') R.resolveArenaFight(s, roll, rng);
  else if (roll.kind === 'collect') A.resolveCollect(s, roll);
  else if (roll.kind === 'ambush') resolveAmbush(s, roll);
  else A.resolveStag(s, roll);
}

/**
 * What follows a move on its own, on the same copy: the step it settles (`settle`), then seats asked out of
 * turn that have no power of Odin use open are not asked (nothing to decide).
 */
export function afterMove(s: ValheimState, rng: Rng): void {
  settle(s, rng);
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
  if (actor(s) !== seat) return [];
  const out: AiMove[] = [];
  const p = s.players[seat];
  if (!p) return out;
  if (choosingSeat(s) === seat) {
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
