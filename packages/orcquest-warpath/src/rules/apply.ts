import { type AiMove, isInt, type Rng } from '@skald/core';
import { ENCHANTS } from '../data/enchants.js';
import { SHOP } from '../data/skill-shop.js';
import { combatCardOf, type EffectChoice, reactionCardOf, skillById, specialCardOf } from '../data/skills.js';
import type { EnemyState, Facing, HeroState, OrcQuestState } from '../state.js';
import { aimableParts, bossEnemy } from './characters/boss-sheet.js';
import { cursed, stunned } from './characters/effects.js';
import { INVENTORY, isFragment, isPotion, itemAt, refsOf } from './characters/gear.js';
import { type AttackOption, attackOptions } from './combat/attack-options.js';
import { canTarget } from './combat/targeting.js';
import { newContext, type SearchContext } from './context.js';
import { canSingleOut } from './enemies/patrol-choice.js';
import { mayAct, payableEffects } from './heroes/activation.js';
import { CUT_IN_MOVES, callIn, canCallIn, canResume, cutInOver, resume } from './heroes/cut-in.js';
import {
  boostedRange,
  buyAp,
  canAttack,
  canBuyAp,
  canEnter,
  canMoveCard,
  canSpecial,
  canStrike,
  canStrikeNow,
  enter,
  extraApCost,
  moveCardEffects,
  specialAttacks,
  specialEffects,
  strike,
  useCombatCard,
  useMoveCard,
  useSpecial,
} from './heroes/hero.js';
import { dazedActionLost } from './heroes/hero-effects.js';
import {
  canExit,
  canStop,
  canToggleDoor,
  doorDirections,
  exit,
  planStep,
  step,
  stepDirections,
  stop,
  toggleDoor,
} from './heroes/hero-move.js';
import { canEnchant, canKraft, enchant, enchantableRefs, kraft } from './heroes/kraft.js';
import { canLearn, canUseLearned, LEARN_COSTS, learn, learnChoices, useLearned } from './heroes/learn.js';
import {
  canDiscard,
  canDrink,
  canEquip,
  canRekup,
  canThrow,
  canUnequip,
  discard,
  drink,
  equip,
  MAY_DISCARD,
  MAY_REKUP,
  manageBits,
  managedWeapons,
  rekup,
  throwLoot,
  unequip,
} from './heroes/loot.js';
import { passingAllows, sheddable, stopStuck, stuckPassing } from './heroes/passing.js';
import { canHealWith, healingCard, healWith } from './heroes/resurrection.js';
import { canBoost, useBoost } from './heroes/skills-boost.js';
import { canHurl, hurl, throwingCard, throwOf } from './heroes/throw.js';
import { isDone } from './heroes/together.js';
import { beginQuest, canBeginQuest, canCatchUp, canGive, catchUp, give } from './phases/camp.js';
import { canReactWith } from './phases/enemy-phase.js';
import { dodgeSquare, resolveReaction, singleOut } from './phases/reaction.js';
import { resolveVanish, vanishSquares } from './phases/smoke.js';
import { canResurrect, endActivation, nextTurn, resurrect } from './phases/turn.js';
import { board, borrowing, cellOf, cloneForMove, enemyCell, ownEnemies } from './world.js';

/**
 * The move grammar (one name per kind of decision, small integer or string arguments):
 * enter(square) · move(effect) · attack(effect, option, enemyId) · special(effect) ·
 * strike(option, enemyId) · step(dir 0-7) · door(dir 0-3) ·
 * stop(facing 0-3) · exit() · buyAp() · end() · react(dir -1..7) · pass() · resurrect(seat) · nextTurn() ·
 * aim(part -1..2): the part of the Boss the Active Hero's Attacks hit (a card index, -1 its sheet).
 * Cards (rules/gear.ts references: 0-1 Hands, 2 Body, 3 Artifact, 4+i Inventory): equip(ref) ·
 * unequip(ref) · rekup(ref) · discard(ref) · kraft(ref) · enchant(enchantId, ref) · throwLoot(ref, seat) ·
 * potion(ref) · learn(cost, cardIds) · skill(cardId, effect, option, enemyId) (a learnt Attack card) ·
 * boost(id, effect) · vanish(square) (Smoke Bomb) · give(ref, seat) · beginQuest() (the exchange step, rules/camp.ts) ·
 * singleOut(enemyId): the Players single out a Patrol member (line 554, rules/patrol-choice.ts) ·
 * callIn(seat) · resume(): another Hero's extra Action inside an Activation (line 510, rules/cut-in.ts).
 * `effect` may be 'combo': the Main effect free (lines 407-417).
 */
export const MOVE_NAMES = [
  'enter',
  'move',
  'attack',
  'special',
  'strike',
  'step',
  'door',
  'stop',
  'exit',
  'buyAp',
  'end',
  'react',
  'pass',
  'resurrect',
  'nextTurn',
  'aim',
  'equip',
  'unequip',
  'rekup',
  'discard',
  'kraft',
  'enchant',
  'throwLoot',
  'potion',
  'learn',
  'skill',
  'heal',
  'hurl',
  'boost',
  'vanish',
  'give',
  'catchUp',
  'beginQuest',
  'singleOut',
  'callIn',
  'resume',
] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

const EFFECTS = ['main', 'enhanced', 'combo'] as const;
const isEffect = (v: unknown): v is EffectChoice => v === 'main' || v === 'enhanced' || v === 'combo';
const isPaid = (v: unknown): v is 'main' | 'enhanced' => v === 'main' || v === 'enhanced';
const isCardId = (v: unknown): v is string => typeof v === 'string' && v.length < 40 && !!skillById(v);

/**
 * The Reaction answer: a Dodge square (`dir` 0-7) Mek can step to, or -1 only when there is none.
 */
function canUseReaction(G: OrcQuestState, seat: number, dir: number): boolean {
  const w = G.reaction;
  const e = w && G.enemies.find((x) => x.id === w.enemy);
  const slip = reactionCardOf(G.heroes[seat]?.hero ?? 'orrus');
  if (G.phase !== 'reaction' || !w || w.seat !== seat || !e || !slip || !canReactWith(G, seat, e, slip))
    return false;
  if (dir >= 0) return dodgeSquare(G, seat, dir) !== null;
  for (let d = 0; d < 8; d++) if (dodgeSquare(G, seat, d) !== null) return false;
  return true;
}

/** The Active Hero turns their Attacks to another part of the Boss (line 766): free, Hero Phase only. */
function canAim(G: OrcQuestState, seat: number, part: number): boolean {
  return (
    G.phase === 'hero' &&
    G.active === seat &&
    !!G.boss &&
    !!bossEnemy(G) &&
    part !== G.boss.aim &&
    aimableParts(G.boss).includes(part)
  );
}

/** Seats that may act now. */
export function activeSeats(G: OrcQuestState): number[] {
  const out: number[] = [];
  for (let i = 0; i < G.heroes.length; i++) if (isActive(G, i)) out.push(i);
  return out;
}

/** The one seat of `activeSeats(G)` when there is exactly one (seats 0-3), else -1: `activePlayers` without a list. */
export function onlyActiveSeat(G: OrcQuestState): number {
  let one = -1;
  for (let i = 0; i < G.heroes.length; i++)
    if (isActive(G, i)) {
      if (one >= 0 || i > 3) return -1;
      one = i;
    }
  return one;
}

/** Whether `seat` is one of `activeSeats(G)`: the one definition of who acts (legality asks it without a list). */
function isActive(G: OrcQuestState, seat: number): boolean {
  if (G.result || !Number.isInteger(seat) || seat < 0 || seat >= G.heroes.length) return false;
  // The steps the Heroes take together: a seat that is done waits for the others (ruling T5).
  if (G.phase === 'endOfTurn' || G.phase === 'camp') return !isDone(G, seat);
  if (G.phase === 'reaction') return G.reaction?.seat === seat;
  if (G.phase === 'patrolChoice') return G.patrolChoice?.seat === seat;
  if (G.active !== null) return G.active === seat;
  return mayAct(G, seat);
}

/** Whether `seat` may make this move now: typed checks only, cost independent of the number of legal moves. */
export function isLegal(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  name: string,
  args: readonly unknown[],
): boolean {
  return isActive(G, seat) && isLegalForActive(cx, G, seat, name, args);
}

/** `isLegal` for a seat already known to be active (legalMoves checks that once, not per candidate). */
function isLegalForActive(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  name: string,
  args: readonly unknown[],
): boolean {
  // Passing through another Hero: the only thing to do there is to step on (line 255), or get out of a
  // dead end (rules/passing.ts).
  if (G.passing && name !== 'step' && !passingAllows(G, seat, name, args[0])) return false;
  // A called-in Hero makes Actions with extra Action points, then hands back (line 510).
  if (G.cutIn && !CUT_IN_MOVES.has(name)) return false;
  // Indexed, not destructured: this runs for every candidate of every legal-move list.
  const a = args[0];
  const b = args[1];
  const c = args[2];
  switch (name) {
    case 'enter':
      return args.length === 1 && typeof a === 'string' && canEnter(G, seat, a);
    case 'move':
      return args.length === 1 && isEffect(a) && canMoveCard(G, seat, a);
    case 'attack':
      return (
        args.length === 3 &&
        isEffect(a) &&
        isInt(b, 0, 9) &&
        isInt(c, 1, 1e6) &&
        canAttack(cx, G, seat, a, b, c)
      );
    case 'special':
      return args.length === 1 && isEffect(a) && canSpecial(cx, G, seat, a);
    case 'strike':
      return args.length === 2 && isInt(a, 0, 9) && isInt(b, 1, 1e6) && canStrike(cx, G, seat, a, b);
    case 'step':
      return args.length === 1 && isInt(a, 0, 7) && planStep(G, seat, a) !== null;
    case 'door':
      return args.length === 1 && isInt(a, 0, 3) && canToggleDoor(G, seat, a) !== null;
    case 'stop':
      return args.length === 1 && isInt(a, 0, 3) && (canStop(G, seat) || stuckPassing(G, seat));
    case 'exit':
      return args.length === 0 && canExit(G, seat);
    case 'buyAp':
      return args.length === 0 && G.phase === 'hero' && canBuyAp(G, seat);
    case 'end':
      return args.length === 0 && G.phase === 'hero' && mayAct(G, seat);
    case 'react':
      return args.length === 1 && isInt(a, -1, 7) && canUseReaction(G, seat, a);
    case 'pass':
      return args.length === 0 && G.phase === 'reaction';
    case 'resurrect':
      return args.length === 1 && isInt(a, 0, G.heroes.length - 1) && canResurrect(G, a);
    case 'nextTurn':
      return args.length === 0 && G.phase === 'endOfTurn';
    case 'aim':
      return args.length === 1 && isInt(a, -1, 9) && canAim(G, seat, a);
    case 'equip':
      return args.length === 1 && isInt(a, INVENTORY, 99) && canEquip(G, seat, a);
    case 'unequip':
      return args.length === 1 && isInt(a, 0, INVENTORY - 1) && canUnequip(G, seat, a);
    case 'rekup':
      return args.length === 1 && isInt(a, 0, 99) && canRekup(G, seat, a);
    case 'discard':
      return args.length === 1 && isInt(a, 0, 99) && canDiscard(G, seat, a);
    case 'kraft':
      return args.length === 1 && isInt(a, 0, 99) && canKraft(G, seat, a);
    case 'enchant':
      return args.length === 2 && typeof a === 'string' && isInt(b, 0, 99) && canEnchant(G, seat, a, b);
    case 'throwLoot':
      return args.length === 2 && isInt(a, 0, 99) && isInt(b, 0, 3) && canThrow(cx, G, seat, a, b);
    case 'potion':
      return args.length === 1 && isInt(a, INVENTORY, 99) && canDrink(G, seat, a);
    case 'learn':
      return (
        args.length === 2 &&
        isInt(a, 10, 30) &&
        Array.isArray(b) &&
        b.length <= 4 &&
        canLearn(G, a, b as unknown[])
      );
    case 'skill':
      return (
        args.length === 4 &&
        typeof a === 'string' &&
        isEffect(b) &&
        isInt(c, 0, 9) &&
        isInt(args[3], 1, 1e6) &&
        canUseLearned(cx, G, seat, a, b, c, args[3])
      );
    case 'heal':
      return (
        args.length === 3 && isCardId(a) && isEffect(b) && isInt(c, 0, 3) && canHealWith(cx, G, seat, a, b, c)
      );
    case 'hurl':
      return (
        args.length === 6 &&
        isCardId(a) &&
        isEffect(b) &&
        isInt(c, 1, 1e6) &&
        isInt(args[3], 0, 7) &&
        isInt(args[4], 1, 9) &&
        isInt(args[5], 0, 3) &&
        canHurl(G, seat, a, b, c, args[3], args[4])
      );
    case 'boost':
      return args.length === 2 && isCardId(a) && isPaid(b) && canBoost(G, seat, a, b);
    case 'vanish':
      return (
        args.length === 1 &&
        typeof a === 'string' &&
        G.phase === 'reaction' &&
        vanishSquares(G, seat).includes(a)
      );
    case 'give':
      return args.length === 2 && isInt(a, 0, 99) && isInt(b, 0, 3) && canGive(G, seat, a, b);
    case 'catchUp':
      return args.length === 1 && typeof a === 'string' && a.length < 40 && canCatchUp(G, seat, a);
    case 'beginQuest':
      return args.length === 0 && canBeginQuest(G, seat);
    case 'singleOut':
      return args.length === 1 && isInt(a, 1, 1e6) && canSingleOut(G, seat, a);
    case 'callIn':
      return args.length === 1 && isInt(a, 0, 3) && canCallIn(G, seat, a);
    case 'resume':
      return args.length === 0 && canResume(G, seat);
    default:
      return false;
  }
}

/** Push `{ move, args }` when it is legal for `seat` (already known to be active). */
function addIf(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  out: AiMove[],
  move: MoveName,
  args: unknown[],
): void {
  if (isLegalForActive(cx, G, seat, move, args)) out.push({ move, args });
}

/** A move with fixed arguments, built once and shared by every list (frozen: no holder may change it). */
const fixed = (move: MoveName, args: unknown[]): AiMove =>
  Object.freeze({ move, args: Object.freeze(args) as unknown[] });
const STEP_MOVES = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => fixed('step', [d]));
const STOP_MOVES = [0, 1, 2, 3].map((d) => fixed('stop', [d]));
const DOOR_MOVES = [0, 1, 2, 3].map((d) => fixed('door', [d]));
const REACT_MOVES = [-1, 0, 1, 2, 3, 4, 5, 6, 7].map((d) => fixed('react', [d]));
const MOVE_MOVES = EFFECTS.map((e) => fixed('move', [e]));
const SPECIAL_MOVES = EFFECTS.map((e) => fixed('special', [e]));
const NO_ARGS: readonly unknown[] = Object.freeze([]);
const PASS_MOVE = fixed('pass', []);
const EXIT_MOVE = fixed('exit', []);
const BUY_AP_MOVE = fixed('buyAp', []);
const END_MOVE = fixed('end', []);
const NEXT_TURN_MOVE = fixed('nextTurn', []);
const RESUME_MOVE = fixed('resume', []);
const CALL_IN_MOVES = [0, 1, 2, 3].map((seat) => fixed('callIn', [seat]));
const NO_OPTIONS: readonly AttackOption[] = Object.freeze([]);
const CUT_IN_EXIT = CUT_IN_MOVES.has('exit');
const CUT_IN_BUY_AP = CUT_IN_MOVES.has('buyAp');
const CUT_IN_END = CUT_IN_MOVES.has('end');

/**
 * Whether the Hero's attack option `opt` reaches Enemy `k` now (`canAttackWith`'s target test:
 * `heroMayAttack` and `canTarget`), worked out once per list and pair (the context's `reachScratch`, 0 not
 * worked out yet, 1 yes, 2 no; `reachFrom`, the square of the Hero whose list is being built).
 */
function reaches(
  cx: SearchContext,
  G: OrcQuestState,
  h: HeroState,
  options: readonly AttackOption[],
  opt: number,
  k: number,
): boolean {
  const i = opt * G.enemies.length + k;
  const scratch = cx.reachScratch as Int8Array;
  const known = scratch[i];
  if (known !== 0) return known === 1;
  const o = options[opt] as AttackOption;
  const target = G.enemies[k] as EnemyState;
  const from = cx.reachFrom;
  // Stunned (no attack at all) is settled for the whole list when it is built (`reachScratch` all 2).
  const r =
    h.effects.terrified?.by !== target.id &&
    canTarget(cx, G, from, enemyCell(target, from), o.type, boostedRange(G, o));
  scratch[i] = r ? 1 : 2;
  return r;
}

/** Attack and strike moves, built once per search, effect, option and Enemy id and shared (frozen, like STEP_MOVES). */
const SHARED_IDS = 4096;
function attackMove(cx: SearchContext, ei: number, opt: number, id: number): AiMove {
  const attackMoves = cx.attackMoves;
  if (id >= SHARED_IDS || opt > 9) return { move: 'attack', args: [EFFECTS[ei], opt, id] };
  const key = (id * 10 + opt) * 3 + ei;
  let m = attackMoves[key];
  if (m === undefined) {
    m = fixed('attack', [EFFECTS[ei], opt, id]);
    attackMoves[key] = m;
  }
  return m;
}
function strikeMove(cx: SearchContext, opt: number, id: number): AiMove {
  const strikeMoves = cx.strikeMoves;
  if (id >= SHARED_IDS || opt > 9) return { move: 'strike', args: [opt, id] };
  const key = id * 10 + opt;
  let m = strikeMoves[key];
  if (m === undefined) {
    m = fixed('strike', [opt, id]);
    strikeMoves[key] = m;
  }
  return m;
}

/**
 * Every legal move of `seat` now, in the fixed order of the grammar (bots and seeded playouts depend on
 * it). Each family of moves is checked once for what its members share (the card can be paid, the Hero is
 * on the board, Movement points are left) before its candidates; `test/fast-paths.test.ts` checks the
 * result equals filtering every candidate through `isLegal`.
 */
export function legalMoves(G: OrcQuestState, seat: number, cx: SearchContext = newContext()): AiMove[] {
  if (!isActive(G, seat)) return [];
  const out: AiMove[] = [];
  if (G.phase === 'reaction') {
    for (const m of REACT_MOVES) if (isLegalForActive(cx, G, seat, 'react', m.args as unknown[])) out.push(m);
    for (const sq of vanishSquares(G, seat)) addIf(cx, G, seat, out, 'vanish', [sq]);
    if (isLegalForActive(cx, G, seat, 'pass', NO_ARGS)) out.push(PASS_MOVE);
    return out;
  }
  if (G.phase === 'patrolChoice') {
    for (const e of G.enemies) addIf(cx, G, seat, out, 'singleOut', [e.id]);
    return out;
  }
  const h = G.heroes[seat];
  if (G.phase === 'camp') {
    campMoves(cx, G, seat, out);
    return out;
  }
  if (G.phase === 'endOfTurn') {
    endOfTurnMoves(cx, G, seat, out);
    return out;
  }
  if (!h) return out;
  // Passing through another Hero: only steps (line 255), or the ways out of a dead end (rules/passing.ts).
  if (G.passing) {
    const steps = stepDirections(G, seat);
    for (let d = 0; d < 8; d++) if (steps & (1 << d)) out.push(STEP_MOVES[d] as AiMove);
    for (const ref of sheddable(G, seat, 'discard')) out.push(refMove('discard', ref));
    for (const ref of sheddable(G, seat, 'rekup')) out.push(refMove('rekup', ref));
    if (out.length === 0 && stuckPassing(G, seat))
      for (let d = 0; d < 4; d++) out.push(STOP_MOVES[d] as AiMove);
    return out;
  }
  // Whether the seat may act in the Hero Phase (`mayAct`), read once for the list.
  const acting = mayAct(G, seat);
  if (h.pos === null) {
    for (const sq of board(G).quest.heroEntrance)
      if (canEnter(G, seat, sq)) out.push({ move: 'enter', args: [sq] });
  } else {
    const moves = moveCardEffects(G, seat, acting);
    for (let ei = 0; ei < EFFECTS.length; ei++) if (moves & (1 << ei)) out.push(MOVE_MOVES[ei] as AiMove);
  }
  const options = h.pos === null ? NO_OPTIONS : attackOptions(cx, h);
  // Whether option `opt` reaches Enemy `k` (shared by the Combat card, an owed strike and learnt cards),
  // worked out once per pair: 0 not yet, 1 yes, 2 no.
  const pairs = options.length * G.enemies.length;
  let reachScratch = cx.reachScratch;
  if (reachScratch === null || pairs > reachScratch.length)
    reachScratch = cx.reachScratch = new Int8Array(Math.max(64, pairs * 2));
  let hitScratch = cx.hitScratch;
  if (hitScratch === null || G.enemies.length > hitScratch.length)
    hitScratch = cx.hitScratch = new Int32Array(Math.max(32, G.enemies.length * 2));
  // `heroMayAttack`: a Stunned Hero reaches nobody (line 812). A loop: `fill` with a range calls into C++.
  const unknown = stunned(h) ? 2 : 0;
  for (let i = 0; i < pairs; i++) reachScratch[i] = unknown;
  if (h.pos !== null) cx.reachFrom = cellOf(h.pos);
  if (options.length > 0 && G.enemies.length > 0) {
    const payable = payableEffects(G, seat, combatCardOf(h.hero), acting);
    if (payable !== 0)
      for (let opt = 0; opt < options.length; opt++) {
        // The Enemies this option reaches, found once for the effects (the grammar's order: effect, Enemy).
        let hits = 0;
        for (let k = 0; k < G.enemies.length; k++)
          if (reaches(cx, G, h, options, opt, k)) hitScratch[hits++] = k;
        if (hits === 0) continue;
        for (let ei = 0; ei < EFFECTS.length; ei++) {
          if (!(payable & (1 << ei))) continue;
          for (let j = 0; j < hits; j++)
            out.push(attackMove(cx, ei, opt, (G.enemies[hitScratch[j] as number] as EnemyState).id));
        }
      }
  }
  const specials = specialEffects(cx, G, seat, acting);
  for (let ei = 0; ei < EFFECTS.length; ei++) if (specials & (1 << ei)) out.push(SPECIAL_MOVES[ei] as AiMove);
  const learnt = h.learned.length > 0;
  // Learnt Boost cards (their Attacks are the `skill` moves below, paid or as a Combo).
  if (learnt)
    for (const id of h.learned)
      if (skillById(id)?.type === 'boost')
        for (const e of ['main', 'enhanced'] as const) addIf(cx, G, seat, out, 'boost', [id, e]);
  if (G.pending && G.enemies.length > 0 && canStrikeNow(G, seat))
    for (let opt = 0; opt < options.length; opt++)
      for (let k = 0; k < G.enemies.length; k++)
        if (reaches(cx, G, h, options, opt, k))
          out.push(strikeMove(cx, opt, (G.enemies[k] as EnemyState).id));
  if (G.active === seat && G.mp > 0) {
    const steps = stepDirections(G, seat);
    for (let d = 0; d < 8; d++) if (steps & (1 << d)) out.push(STEP_MOVES[d] as AiMove);
    const doors = doorDirections(G, seat);
    if (doors !== 0) for (let d = 0; d < 4; d++) if (doors & (1 << d)) out.push(DOOR_MOVES[d] as AiMove);
  }
  if (canStop(G, seat)) for (let d = 0; d < 4; d++) out.push(STOP_MOVES[d] as AiMove);
  if (learnt) {
    if (h.pos !== null && G.enemies.length > 0)
      for (const id of h.learned)
        for (let opt = 0; opt < options.length; opt++)
          for (const e of EFFECTS)
            for (let k = 0; k < G.enemies.length; k++)
              if (reaches(cx, G, h, options, opt, k))
                addIf(cx, G, seat, out, 'skill', [id, e, opt, (G.enemies[k] as EnemyState).id]);
    // Learnt healing cards (Resurrection, line 865): a Hero, or a dead Hero's token, in Line of Sight.
    for (const id of h.learned)
      if (healingCard(id))
        for (const e of ['main', 'enhanced'] as const)
          for (let t = 0; t < G.heroes.length; t++) addIf(cx, G, seat, out, 'heal', [id, e, t]);
    // Learnt Throw cards (line 863): an Enemy beside the Hero, a direction, how far, the final Orientation.
    for (const id of h.learned)
      if (throwingCard(id))
        for (const e of ['main', 'enhanced'] as const)
          for (const enemy of G.enemies)
            if (canHurl(G, seat, id, e, enemy.id, 0, 1))
              for (let d = 0; d < 8; d++)
                for (let n = 1; n <= throwOf(id, e); n++)
                  for (let f = 0; f < 4; f++) addIf(cx, G, seat, out, 'hurl', [id, e, enemy.id, d, n, f]);
  }
  heroCardMoves(cx, G, seat, h, acting, out);
  // `isLegalForActive` for the moves without arguments, inlined (not passing here; a cut-in allows some).
  if ((!G.cutIn || CUT_IN_EXIT) && canExit(G, seat)) out.push(EXIT_MOVE);
  // `canBuyAp` and `mayAct` (the `end` move) with `acting` at hand.
  if ((!G.cutIn || CUT_IN_BUY_AP) && acting && G.badass >= extraApCost(G) && !cursed(h))
    out.push(BUY_AP_MOVE);
  if ((!G.cutIn || CUT_IN_END) && acting) out.push(END_MOVE);
  if (G.boss) for (let part = -1; part < G.boss.cards.length; part++) addIf(cx, G, seat, out, 'aim', [part]);
  if (G.cutIn) {
    if (canResume(G, seat)) out.push(RESUME_MOVE);
  } else if (G.active === seat && G.badass > G.extraAp)
    // `isLegalForActive`'s 'callIn' case without its switch: not passing here, no cut-in, seats 0-3.
    for (let other = 0; other < G.heroes.length && other < 4; other++)
      if (canCallIn(G, seat, other)) out.push(CALL_IN_MOVES[other] as AiMove);
  return out;
}

/** Card moves on one reference (`[ref]`, 0-99), built at load and shared, like STEP_MOVES. */
const REF_MOVE_NAMES = ['equip', 'kraft', 'rekup', 'discard', 'potion'] as const;
const REF_MOVES: Readonly<Record<(typeof REF_MOVE_NAMES)[number], readonly AiMove[]>> = Object.freeze(
  Object.fromEntries(
    REF_MOVE_NAMES.map((move) => [
      move,
      Object.freeze(Array.from({ length: 100 }, (_, ref) => fixed(move, [ref]))),
    ]),
  ) as Record<(typeof REF_MOVE_NAMES)[number], readonly AiMove[]>,
);
const refMove = (move: (typeof REF_MOVE_NAMES)[number], ref: number): AiMove =>
  REF_MOVES[move][ref] ?? { move, args: [ref] };

/** The card moves worth listing for a Hero at the End of Turn and at camp (each still checked by isLegal). */
function cardMoves(cx: SearchContext, G: OrcQuestState, seat: number, h: HeroState, out: AiMove[]): void {
  const refs = refsOf(h);
  for (const ref of refs) {
    if (ref >= INVENTORY) addIf(cx, G, seat, out, 'equip', [ref]);
    addIf(cx, G, seat, out, 'kraft', [ref]);
    addIf(cx, G, seat, out, 'rekup', [ref]);
    addIf(cx, G, seat, out, 'discard', [ref]);
    if (ref < INVENTORY) addIf(cx, G, seat, out, 'unequip', [ref]);
    for (let to = 0; to < G.heroes.length; to++) addIf(cx, G, seat, out, 'throwLoot', [ref, to]);
  }
  if (h.inventory.some(isFragment))
    for (const { id } of ENCHANTS)
      for (const ref of enchantableRefs(h)) addIf(cx, G, seat, out, 'enchant', [id, ref]);
}

/** Whether a cut-in allows each card move on one reference (line 510, rules/cut-in.ts). */
const CUT_IN_EQUIP = CUT_IN_MOVES.has('equip');
const CUT_IN_KRAFT = CUT_IN_MOVES.has('kraft');
const CUT_IN_REKUP = CUT_IN_MOVES.has('rekup');
const CUT_IN_DISCARD = CUT_IN_MOVES.has('discard');
const CUT_IN_POTION = CUT_IN_MOVES.has('potion');

/**
 * The card moves of the Hero Phase, in `cardMoves`' order (equip, kraft, Rekup, discard, Potion per card):
 * with the list at hand each is checked directly (`isLegalForActive`'s checks, no array per candidate; Rekup and
 * discarding with what they share read once, `managedWeapons`) and listed as a shared move.
 */
function heroCardMoves(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  h: HeroState,
  acting: boolean,
  out: AiMove[],
): void {
  if (G.passing) return;
  // One memo per seat and flags: a Hero's lists alternate between a few (nobody active yet, then Active).
  const flags = cardFlags(G, seat, h, acting);
  const slot = seat * 64 + flags;
  let memo = cx.cardMemos[slot];
  if (memo === undefined || !sameCardInputs(memo, G, h, flags)) {
    memo = cardInputs(G, h, flags);
    listHeroCardMoves(G, seat, h, memo.moves);
    cx.cardMemos[slot] = memo;
  }
  const moves = memo.moves;
  for (let i = 0; i < moves.length; i++) out.push(moves[i] as AiMove);
}

/**
 * What `listHeroCardMoves` reads, and its moves: the cards (gear and Inventory, shared by the state's copies
 * until a rule changes a card, which copies them first: rules/gear.ts `ownCards`), the Kraft decks (replaced
 * whole, SHARED_FIELDS) and the few fields of G and the Hero its checks (`mayManage`, `canEquip`, `mayKraft`,
 * `canDrink`) read. The cards change in 0.4% of random moves, so a Hero's list is mostly the last one again.
 */
export interface CardInputs {
  gear: HeroState['gear'];
  inventory: HeroState['inventory'];
  kraftOut: OrcQuestState['kraftOut'];
  hero: HeroState['hero'];
  phase: OrcQuestState['phase'];
  /** Bits: 1 cut-in, 2 Active Hero, 4 `mayAct`, 8 dead, 16 on the board, 32 a result. */
  flags: number;
  moves: AiMove[];
}

function cardFlags(G: OrcQuestState, seat: number, h: HeroState, acting: boolean): number {
  return (
    (G.cutIn !== null ? 1 : 0) |
    (G.active === seat ? 2 : 0) |
    (acting ? 4 : 0) |
    (h.dead ? 8 : 0) |
    (h.pos !== null ? 16 : 0) |
    (G.result ? 32 : 0)
  );
}

const cardInputs = (G: OrcQuestState, h: HeroState, flags: number): CardInputs => ({
  gear: h.gear,
  inventory: h.inventory,
  kraftOut: G.kraftOut,
  hero: h.hero,
  phase: G.phase,
  flags,
  moves: [],
});

function sameCardInputs(m: CardInputs, G: OrcQuestState, h: HeroState, flags: number): boolean {
  return (
    m.gear === h.gear &&
    m.inventory === h.inventory &&
    m.kraftOut === G.kraftOut &&
    m.hero === h.hero &&
    m.phase === G.phase &&
    m.flags === flags
  );
}

/** `heroCardMoves` worked out afresh (no memo), into `out`: the plain rule its memo is tested against. */
export function listHeroCardMoves(G: OrcQuestState, seat: number, h: HeroState, out: AiMove[]): void {
  if (G.passing) return;
  const cut = G.cutIn !== null;
  const weapons = managedWeapons(G, seat, h);
  const last = Math.min(99, INVENTORY + h.inventory.length - 1);
  // In the Hero Phase only the Active Hero equips (a card found this Activation, line 456) and Krafts (707).
  const own = G.active === seat;
  for (let ref = 0; ref <= last; ref++) {
    const item = itemAt(h, ref);
    if (item === null) continue;
    const inventory = ref >= INVENTORY;
    if (inventory && own && item.fresh && (!cut || CUT_IN_EQUIP) && canEquip(G, seat, ref))
      out.push(refMove('equip', ref));
    if (own && (!cut || CUT_IN_KRAFT) && canKraft(G, seat, ref)) out.push(refMove('kraft', ref));
    const managed = weapons >= 0 ? manageBits(h, ref, weapons) : 0;
    if ((!cut || CUT_IN_REKUP) && managed & MAY_REKUP) out.push(refMove('rekup', ref));
    if ((!cut || CUT_IN_DISCARD) && managed & MAY_DISCARD) out.push(refMove('discard', ref));
    if (inventory && isPotion(item) && (!cut || CUT_IN_POTION) && canDrink(G, seat, ref))
      out.push(refMove('potion', ref));
  }
}

/** The exchange step between Quests (rules/camp.ts): organise, give, learn, then begin the Quest. */
function campMoves(cx: SearchContext, G: OrcQuestState, seat: number, out: AiMove[]): void {
  const h = G.heroes[seat];
  for (const cost of LEARN_COSTS)
    if (G.badass >= cost)
      for (const picks of learnChoices(G, cost)) addIf(cx, G, seat, out, 'learn', [cost, picks]);
  if (h?.owed.length) for (const c of SHOP) if (c.hero === h.hero) addIf(cx, G, seat, out, 'catchUp', [c.id]);
  if (h) {
    cardMoves(cx, G, seat, h, out);
    for (const ref of refsOf(h))
      for (let to = 0; to < G.heroes.length; to++) addIf(cx, G, seat, out, 'give', [ref, to]);
  }
  addIf(cx, G, seat, out, 'beginQuest', []);
}

/** The End of Turn (line 685): resurrections, learning, organising the cards, then the next turn. */
function endOfTurnMoves(cx: SearchContext, G: OrcQuestState, seat: number, out: AiMove[]): void {
  const h = G.heroes[seat];
  for (let i = 0; i < G.heroes.length; i++) addIf(cx, G, seat, out, 'resurrect', [i]);
  for (const cost of LEARN_COSTS)
    if (G.badass >= cost)
      for (const picks of learnChoices(G, cost)) addIf(cx, G, seat, out, 'learn', [cost, picks]);
  if (h) cardMoves(cx, G, seat, h, out);
  if (isLegalForActive(cx, G, seat, 'nextTurn', NO_ARGS)) out.push(NEXT_TURN_MOVE);
}

/** Dazed (line 802): `dazedActionLost` has something to do (asked first: its card id is a new string). */
const dazed = (G: OrcQuestState, seat: number): boolean => G.heroes[seat]?.effects.dazed !== undefined;

/** Apply a legal move to a copy of the state (the input is never touched); null when illegal. */
export function applyMove(
  G: OrcQuestState,
  seat: number,
  name: string,
  args: readonly unknown[],
  rng: Rng,
  cx: SearchContext = newContext(),
): OrcQuestState | null {
  return isLegal(cx, G, seat, name, args) ? applyListed(G, seat, name, args, rng, cx) : null;
}

/**
 * `applyMove` on a copy of the state that the caller gives up (rules/thaw.ts `takeView`: a copy as `cloneState`
 * makes one, which nobody else holds): the move changes it in place instead of copying it again. Null when illegal.
 */
export function applyMoveOn(
  n: OrcQuestState,
  seat: number,
  name: string,
  args: readonly unknown[],
  rng: Rng,
  cx: SearchContext = newContext(),
): OrcQuestState | null {
  return isLegal(cx, n, seat, name, args) ? applyListed(n, seat, name, args, rng, cx, true) : null;
}

/**
 * A given-up copy made the move's own as `cloneState(G, true, shared, true)` makes one: a fresh log; its Enemy and
 * Patrol records are still its input's until a rule copies them (the Enemies at once unless the move shares them).
 */
function ownCopy(cx: SearchContext, n: OrcQuestState, shared: boolean): OrcQuestState {
  n.log = [];
  borrowing(cx, n, true);
  if (!shared) ownEnemies(cx, n);
  return n;
}

/**
 * `applyMove` for a move taken from `legalMoves(G, seat)` (the rules core's `apply`, whose contract is a
 * legal move): the legality checks are not run a second time. Anything a client sends goes through
 * `applyMove`.
 * `owned`: G is a copy its caller gives up (`applyMoveOn`), which the move changes in place.
 */
export function applyListed(
  G: OrcQuestState,
  seat: number,
  name: string,
  args: readonly unknown[],
  rng: Rng,
  cx: SearchContext = newContext(),
  owned = false,
): OrcQuestState {
  // The Enemies are shared with G by the moves that rarely change one (copy-on-write, world.ts `ownEnemies`):
  // a movement card, an extra Action point, a Special card without an Attack zone, and the Hero's movement
  // (a step, stopping, a door, entering or leaving the board), whose alerts, Patrols and Explorations copy
  // them when they change one.
  const shared =
    name === 'step' ||
    name === 'stop' ||
    name === 'move' ||
    name === 'buyAp' ||
    name === 'door' ||
    name === 'enter' ||
    name === 'exit' ||
    (name === 'special' && !specialAttacks(G, seat, args[0] as EffectChoice));
  // The Patrols too: only Patrol management and alerted Patrols change them (world.ts `ownPatrols`).
  const n = owned ? ownCopy(cx, G, shared) : cloneForMove(cx, G, shared);
  // The first argument only: most moves have one, and reading past an array's end is a slow load.
  const a = args[0];
  switch (name as MoveName) {
    case 'enter':
      enter(cx, n, seat, a as string, rng);
      break;
    case 'move':
      if (
        !dazed(n, seat) ||
        !dazedActionLost(n, seat, `${n.heroes[seat]?.hero}-move`, a as EffectChoice, rng)
      )
        useMoveCard(n, seat, a as EffectChoice);
      break;
    case 'attack':
      if (
        !dazed(n, seat) ||
        !dazedActionLost(n, seat, `${n.heroes[seat]?.hero}-combat`, a as EffectChoice, rng)
      )
        useCombatCard(cx, n, seat, a as EffectChoice, args[1] as number, args[2] as number, rng);
      break;
    case 'special':
      if (
        !dazed(n, seat) ||
        !dazedActionLost(n, seat, specialCardOf(n.heroes[seat]?.hero ?? 'mek') ?? '', a as EffectChoice, rng)
      )
        useSpecial(cx, n, seat, a as EffectChoice, rng);
      break;
    case 'strike':
      strike(cx, n, seat, a as number, args[1] as number, rng);
      break;
    case 'step':
      step(cx, n, seat, a as number, rng);
      break;
    case 'door':
      toggleDoor(cx, n, seat, a as number, rng);
      break;
    case 'stop':
      if (n.passing) stopStuck(cx, n, seat, a as Facing, rng);
      else stop(cx, n, seat, a as Facing, rng);
      break;
    case 'exit':
      exit(n, seat);
      break;
    case 'buyAp':
      buyAp(n, seat);
      break;
    case 'end':
      endActivation(cx, n, seat, rng);
      break;
    case 'react':
      resolveReaction(cx, n, true, a as number, rng);
      break;
    case 'pass':
      resolveReaction(cx, n, false, -1, rng);
      break;
    case 'resurrect':
      resurrect(n, a as number);
      break;
    case 'nextTurn':
      nextTurn(cx, n, seat, rng);
      break;
    case 'aim':
      if (n.boss) n.boss.aim = a as number;
      break;
    case 'equip':
      equip(cx, n, seat, a as number);
      break;
    case 'unequip':
      unequip(cx, n, seat, a as number);
      break;
    case 'rekup':
      rekup(cx, n, seat, a as number);
      break;
    case 'discard':
      discard(cx, n, seat, a as number);
      break;
    case 'kraft':
      kraft(cx, n, seat, a as number);
      break;
    case 'enchant':
      enchant(cx, n, seat, a as string, args[1] as number);
      break;
    case 'throwLoot':
      throwLoot(cx, n, seat, a as number, args[1] as number, rng);
      break;
    case 'potion':
      drink(cx, n, seat, a as number);
      break;
    case 'learn':
      learn(n, a as number, args[1] as string[]);
      break;
    case 'skill':
      if (!dazedActionLost(n, seat, a as string, args[1] as EffectChoice, rng))
        useLearned(
          cx,
          n,
          seat,
          a as string,
          args[1] as EffectChoice,
          args[2] as number,
          args[3] as number,
          rng,
        );
      break;
    case 'heal':
      healWith(n, seat, a as string, args[1] as EffectChoice, args[2] as number, rng);
      break;
    case 'hurl':
      hurl(
        cx,
        n,
        seat,
        a as string,
        args[1] as EffectChoice,
        args[2] as number,
        args[3] as number,
        args[4] as number,
        args[5] as Facing,
        rng,
      );
      break;
    case 'boost':
      useBoost(n, seat, a as string, args[1] as 'main' | 'enhanced');
      break;
    case 'vanish':
      resolveVanish(cx, n, a as string, rng);
      break;
    case 'give':
      give(cx, n, seat, a as number, args[1] as number);
      break;
    case 'catchUp':
      catchUp(n, seat, a as string);
      break;
    case 'beginQuest':
      beginQuest(cx, n, seat);
      break;
    case 'singleOut':
      singleOut(cx, n, a as number, rng);
      break;
    case 'callIn':
      callIn(n, seat, a as number);
      break;
    case 'resume':
      resume(cx, n);
      break;
  }
  // The called-in Hero's Action is over and nothing is left to spend: the Active Hero goes on.
  if (cutInOver(n)) {
    if (shared) ownEnemies(cx, n);
    resume(cx, n);
  }
  // A dead Active Hero's Activation ends at once (they can do nothing more).
  if (!n.result && n.active !== null && n.heroes[n.active]?.dead) {
    if (shared) ownEnemies(cx, n);
    endActivation(cx, n, n.active, rng);
  }
  return n;
}
