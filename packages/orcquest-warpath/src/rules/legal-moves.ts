import type { AiMove } from '@skald/core';
import { ENCHANTS } from '../data/enchants.js';
import { SHOP } from '../data/skill-shop.js';
import { combatCardOf, skillById } from '../data/skills.js';
import type { EnemyState, HeroState, OrcQuestState } from '../state.js';
import { isActive } from './acting.js';
import { cursed, stunned } from './characters/effects.js';
import { INVENTORY, isFragment, isPotion, itemAt, refsOf } from './characters/gear.js';
import { type AttackOption, attackOptions } from './combat/attack-options.js';
import { canTarget } from './combat/targeting.js';
import { newContext, type SearchContext } from './context.js';
import { mayAct, payableEffects } from './heroes/activation.js';
import { CUT_IN_MOVES, canCallIn, canResume } from './heroes/cut-in.js';
import {
  boostedRange,
  canEnter,
  canStrikeNow,
  extraApCost,
  moveCardEffects,
  specialEffects,
} from './heroes/hero.js';
import { canExit, canStop, doorDirections, stepDirections } from './heroes/hero-move.js';
import { canKraft, enchantableRefs } from './heroes/kraft.js';
import { LEARN_COSTS, learnChoices } from './heroes/learn.js';
import { canDrink, canEquip, MAY_DISCARD, MAY_REKUP, manageBits, managedWeapons } from './heroes/loot.js';
import { sheddable, stuckPassing } from './heroes/passing.js';
import { healingCard } from './heroes/resurrection.js';
import { canHurl, throwingCard, throwOf } from './heroes/throw.js';
import type { MoveName } from './move-names.js';
import { vanishSquares } from './phases/smoke.js';
import { allowed, EFFECTS } from './table-kit.js';
import { ORC_MOVES } from './table-moves.js';
import { board, cellOf, enemyCell } from './world.js';

/*
 * Every legal move of a seat, in the fixed order of the grammar (rules/move-names.ts), each candidate checked by
 * its move's own check in the table (rules/table-*.ts) or, where a family of moves shares the work, by the same
 * conditions read once for the family; `test/fast-paths.test.ts` checks the result equals filtering every
 * candidate through `isLegal`.
 */

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
  const move = MOVES.get(name);
  return move !== undefined && allowed(move, name as MoveName, cx, G, seat, args);
}

/** The table by name, read-only (a keyed read of a record with a changing key is slower on this hot path). */
const MOVES: ReadonlyMap<string, (typeof ORC_MOVES)[MoveName]> = new Map(Object.entries(ORC_MOVES));

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
  // Passing through another Hero: only steps (line 255), or the ways out of a dead end (rules/heroes/passing.ts).
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
    // the 'callIn' rule's check (rules/table-hero.ts) without the table: not passing here, no cut-in, seats 0-3.
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

/** Whether a cut-in allows each card move on one reference (line 510, rules/heroes/cut-in.ts). */
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
 * until a rule changes a card, which copies them first: rules/characters/gear.ts `ownCards`), the Kraft decks
 * (replaced whole, SHARED_FIELDS) and the few fields of G and the Hero its checks (`mayManage`, `canEquip`,
 * `mayKraft`, `canDrink`) read. The cards change in 0.4% of random moves, so a Hero's list is mostly the last one again.
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

/** The exchange step between Quests (rules/phases/camp.ts): organise, give, learn, then begin the Quest. */
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
