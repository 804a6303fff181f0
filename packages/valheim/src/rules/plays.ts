import type { Rng } from '@skald/core';
import type { Bomb, Mead } from '../data/consumables.js';
import type { FurnitureId } from '../data/furniture.js';
import type { Resource } from '../data/resources.js';
import type { PendingRoll, ValheimState } from '../state.js';
import * as A from './actions.js';
import { ambush, canAmbush, resolveAmbush } from './ambush.js';
import type { MoveName } from './apply.js';
import * as R from './arena.js';
import { assist, canAnswer, decline } from './assist.js';
import { canBomb, canFight, fightRound, resolveFight, throwBomb } from './combat.js';
import type { SearchContext } from './context.js';
import { canGive, canTake, give, type Party, take } from './exchange.js';
import { buy, canBuy, canEndTrade, canTrade, endTrade, startTrade } from './haldor.js';
import { canSteer, steer } from './map.js';
import { canChooseSkill, canOdin, chooseSkill, isAskedOdin, passOdin, useOdin } from './odin.js';
import { canPower, usePower } from './powers.js';
import { canKeep, canReroll, helping, keep, meadWindow, passHelp, reroll, rollSkillUsable } from './roll.js';
import { buildShip, canAnswerVoyage, canSail, canShip, joinVoyage, sail, stayAshore } from './ships.js';

/**
 * One move of the grammar, as the rules read it: its exact argument count, whether it holds for `seat` now
 * given that the seat may act (`rules/table.ts` checks whose turn it is and what a roll, a trade or a
 * question out of turn admits), and its effect, written in place on a private copy.
 */
export interface Play {
  arity: number;
  holds(s: ValheimState, seat: number, args: readonly unknown[]): boolean;
  /** `cx`: the bots' search context, when they pass one (its memos; the plain reference without). */
  play(s: ValheimState, seat: number, args: readonly unknown[], rng: Rng, cx?: SearchContext): void;
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
    if (
      s.pending &&
      seat &&
      seat.rerolls === 0 &&
      !rollSkillUsable(seat, s.pending) &&
      !meadWindow(s, s.pending)
    )
      keep(s, r, resolvePending);
  };

/** Every move's rule and effect (README, "Moves"); `rules/table.ts` turns each into core's `MoveRule`. */
export const PLAYS: Readonly<Record<MoveName, Play>> = {
  move: rule(
    1,
    (s, p, a) => A.canMove(s, p, a[0]),
    (s, p, a, r, cx) => A.doMove(s, p, a[0] as string, r, cx),
  ),
  step: rule(
    1,
    (s, p, a) => A.canStep(s, p, a[0]),
    (s, p, a, r, cx) => A.doStep(s, p, a[0] as string, r, cx),
  ),
  collect: rule(
    0,
    (s, p) => A.canCollect(s, p),
    (s, p, _a, r, cx) => A.doCollect(s, p, r, cx),
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
    (s, p, _a, r) => assist(s, p, r),
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
