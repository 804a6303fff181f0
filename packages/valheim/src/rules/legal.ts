import type { AiMove } from '@skald/core';
import { BOMBS, HONEYCOMBS, MEADS, SLOT_LIMIT } from '../data/consumables.js';
import { EQUIPMENT_BY_ID, isHaldorCard, MAX_EQUIPMENT } from '../data/equipment.js';
import { FURNITURE, FURNITURE_IDS, type FurnitureId } from '../data/furniture.js';
import { HOUSE, type SpaceIcons, slotOf } from '../data/map.js';
import { RESOURCES, type Resource } from '../data/resources.js';
import { SCENARIOS } from '../data/scenario.js';
import { ODIN_BY_ID } from '../data/skills.js';
import type { Player, ValheimState } from '../state.js';
import * as A from './actions.js';
import { canAmbush } from './ambush.js';
import { byStrength } from './combat.js';
import type { Craftable, ReadCost, SearchContext } from './context.js';
import { canGive, canTake, type Party } from './exchange.js';
import { attackOptions } from './gear.js';
import { canBuy, canEndTrade, tradeOpen } from './haldor.js';
import { ADJ, iconsAt, iconTable, onForsakenTile, SPACE_INDEX } from './map.js';
import { canOdin, carryTargets, type OdinSlot } from './odin.js';
import { canKeep, canReroll, freeSpaces } from './roll.js';
import { canSail, canShip, sailTargets } from './ships.js';
import { standing } from './util.js';

/*
 * The legal-move list the bots ask for on every playout step, built group by group: a condition every
 * move of a group shares (your own turn, an action left, standing in the house) is checked once, and a
 * move whose rule then holds for every candidate is listed without asking its rule again. Same moves in
 * the same order as asking each candidate's rule (`isLegal`): test/legal.test.ts compares the two lists
 * over seeded playouts of every scenario and player count.
 */

const bit = (r: Resource) => 1 << RESOURCES.indexOf(r);
const costOf = (cost: Partial<Record<Resource, number>>): ReadCost => {
  const entries = (Object.keys(cost) as Resource[]).map((r) => [r, cost[r] ?? 0] as const);
  return { entries, needs: entries.reduce((m, [r, n]) => (n > 0 ? m | bit(r) : m), 0) };
};
/**
 * A listed move whose arguments are fixed by the rules' tables (a card, a furniture, a mead…): one frozen
 * object shared by every list, so listing it allocates nothing. Nobody edits a listed move.
 */
const fixedMove = (move: string, ...args: unknown[]): AiMove =>
  Object.freeze({ move, args: Object.freeze(args) as unknown[] }) as AiMove;

/**
 * Each card's cost read once and its craft move, with a small number per card (to mark first copies
 * without a search, `SearchContext.cardPass`).
 */
const CRAFT_COST: ReadonlyMap<string, Craftable & { index: number }> = new Map(
  Object.entries(EQUIPMENT_BY_ID).map(([id, e], index) => [
    id,
    { id, index, cost: costOf(e.cost), move: fixedMove('craft', id) },
  ]),
);
const BUILD_COST = FURNITURE_IDS.map((f) => costOf(FURNITURE[f].cost));
const BUILD_MOVE = FURNITURE_IDS.map((f) => fixedMove('build', f));
const BREW_MOVE = MEADS.map((m) => fixedMove('brew', m));
const FABRICATE_MOVE = BOMBS.map((b) => fixedMove('fabricate', b));
/** Eating the food in slot i, top or bottom (more slots than any table holds are built on demand). */
const EAT_SLOTS = 8;
const EAT_TOP = Array.from({ length: EAT_SLOTS }, (_, i) => fixedMove('eat', i, 'top'));
const EAT_BOTTOM = Array.from({ length: EAT_SLOTS }, (_, i) => fixedMove('eat', i, 'bottom'));
const PICK_UP = [0, 1, 2, 3].map((o) => fixedMove('pickUp', o));

/** A bit per resource the stash holds some of (bit i: `RESOURCES[i]`; named reads, one shape). */
function stocked(s: ValheimState): number {
  const st = s.stash;
  return (
    (st.wood > 0 ? 1 : 0) |
    (st.resin > 0 ? 2 : 0) |
    (st.stone > 0 ? 4 : 0) |
    (st.hide > 0 ? 8 : 0) |
    (st.bronze > 0 ? 16 : 0) |
    (st.iron > 0 ? 32 : 0) |
    (st.silver > 0 ? 64 : 0) |
    (st.coin > 0 ? 128 : 0)
  );
}
/**
 * What the exploration list asks of each card a player holds, read once per card: whether it is ranged
 * (an ambush), and its dismantle moves — one per resource of its cost it costs some of, in the order
 * `canDismantle` is asked — or none when no resource qualifies or it was bought from Haldor (line 279).
 * Of `canDismantle`, only "not crafted this turn" then depends on the state (the list checks your turn,
 * the card in your hand and no dismantle yet this turn itself).
 */
const CARDS: ReadonlyMap<string, { ranged: boolean; dismantle: readonly AiMove[]; ignite: AiMove }> = new Map(
  Object.entries(EQUIPMENT_BY_ID).map(([id, e]) => {
    const resources = (Object.keys(e.cost) as Resource[]).filter(
      (r) => RESOURCES.includes(r) && (e.cost[r] ?? 0) > 0,
    );
    return [
      id,
      {
        ranged: e.ranged,
        dismantle: isHaldorCard(id) ? [] : resources.map((r) => fixedMove('dismantle', id, r)),
        ignite: fixedMove('ignite', id),
      },
    ];
  }),
);

const affordable = (s: ValheimState, cost: ReadCost, stock: number): boolean => {
  if ((cost.needs & ~stock) !== 0) return false;
  const entries = cost.entries;
  for (let i = 0; i < entries.length; i++) {
    const [r, n] = entries[i]!;
    if (s.stash[r] < n) return false;
  }
  return true;
};

/**
 * The distinct cards of the supply with their costs, remembered in the search context for the last supply
 * list seen (it is replaced, never edited, and states share it until a card leaves or returns).
 */
function distinctSupply(supply: readonly string[], cx: SearchContext): readonly Craftable[] {
  if (supply === cx.supplySeen) return cx.supplyCards;
  const seen = cx.supplySeen;
  if (seen !== null && supply.length - seen.length <= 1 && startsWith(supply, seen)) {
    // The same cards (another state's list), or one card put back at the end (a dismantle): the cards read
    // before, with that card if it is a new one.
    const back = supply.length > seen.length ? (supply[seen.length] as string) : null;
    const card = back === null || seen.includes(back) ? undefined : CRAFT_COST.get(back);
    if (card) cx.supplyCards = [...cx.supplyCards, card];
    cx.supplySeen = supply;
  } else {
    const built: Craftable[] = [];
    const pass = ++cx.pass;
    for (let i = 0; i < supply.length; i++) {
      const id = supply[i] as string;
      const card = CRAFT_COST.get(id);
      // The first copy only (a card the supply holds twice is one move).
      if (!card || cx.cardPass[card.index] === pass) continue;
      cx.cardPass[card.index] = pass;
      // The card's own entry (read only): the list holds no object of its own per card.
      built.push(card);
    }
    cx.supplySeen = supply;
    cx.supplyCards = built;
  }
  return cx.supplyCards;
}

const STAG_WAYS = ['action', 'stamina', 'flip'] as const;
const STAG_MOVE = STAG_WAYS.map((how) => fixedMove('stag', how));
const ODIN_SLOTS = ['odin', 'odinKept'] as const satisfies readonly OdinSlot[];

/** Does `list` begin with every item of `head`, in order? */
function startsWith(list: readonly string[], head: readonly string[]): boolean {
  if (list.length < head.length) return false;
  for (let i = 0; i < head.length; i++) if (list[i] !== head[i]) return false;
  return true;
}

/** The list's items once each, first copies in order (`[...new Set(list)]`); the list itself when it has no repeats. */
function distinct<T>(list: readonly T[]): readonly T[] {
  for (let i = 1; i < list.length; i++)
    if (list.indexOf(list[i] as T) !== i) return list.filter((x, k) => list.indexOf(x) === k);
  return list;
}

/** Marks a one-argument move in `push` (`null` is a real argument); no rest array per listed move. */
const ONE = Symbol('one argument');
const frozenMove = (move: string): AiMove => Object.freeze({ move }) as AiMove;
/**
 * A move without arguments is the same frozen object in every list (one per name): listing it allocates
 * nothing. Nobody edits a listed move; freezing makes sure of it.
 */
export const NO_ARG = {
  odinPass: frozenMove('odinPass'),
  keep: frozenMove('keep'),
  endTrade: frozenMove('endTrade'),
  collect: frozenMove('collect'),
  power: frozenMove('power'),
  trade: frozenMove('trade'),
  bees: frozenMove('bees'),
  loot: frozenMove('loot'),
  summon: frozenMove('summon'),
  pass: frozenMove('pass'),
  cook: frozenMove('cook'),
  join: frozenMove('join'),
  stay: frozenMove('stay'),
  assist: frozenMove('assist'),
  decline: frozenMove('decline'),
} as const;
const push = (out: AiMove[], move: string, a: unknown, b: unknown = ONE) =>
  out.push(b === ONE ? { move, args: [a] } : { move, args: [a, b] });

/** A roll waiting for its owner: rerolls of any die subset, roll skills, or keeping it. */
export function pendingMoves(s: ValheimState, seat: number, out: AiMove[]): void {
  const roll = s.pending;
  if (!roll) return;
  // Another player asked to add a roll skill to this roll (ruling R-odin3).
  if (roll.helpers?.length) {
    if (roll.helpers[0] !== seat) return;
    if (canOdin(s, seat, roll.seat, null, 'odin')) push(out, 'odin', roll.seat, null);
    if (canOdin(s, seat, roll.seat, null, 'odinKept')) push(out, 'odinKept', roll.seat, null);
    out.push(NO_ARG.odinPass);
    return;
  }
  // Each rule here holds for every mask in range or for none: ask it once.
  const reroll = canReroll(s, seat, 1);
  const odin = canOdin(s, seat, seat, 1, 'odin');
  const kept = canOdin(s, seat, seat, 1, 'odinKept');
  for (let mask = 1; mask < 2 ** roll.dice.length; mask++) {
    if (reroll) push(out, 'reroll', mask);
    if (odin) push(out, 'odin', seat, mask);
    if (kept) push(out, 'odinKept', seat, mask);
  }
  if (canOdin(s, seat, seat, null, 'odin')) push(out, 'odin', seat, null);
  if (canOdin(s, seat, seat, null, 'odinKept')) push(out, 'odinKept', seat, null);
  // A fight roll's result is not applied yet: meads may still be drunk (line 396, ruling R-consumable).
  const p = s.players[seat];
  if (p && roll.kind === 'fight') meadMoves(s, seat, p, out);
  if (canKeep(s, seat)) out.push(NO_ARG.keep);
}

/** The 'now' power of Odin uses open to the acting seat (no roll is waiting). */
export function odinMoves(s: ValheimState, seat: number, p: Player, out: AiMove[]): void {
  for (let k = 0; k < ODIN_SLOTS.length; k++) {
    const slot = ODIN_SLOTS[k]!;
    const id = k === 0 ? p.odin : p.odinKept;
    const skill = id ? ODIN_BY_ID[id] : undefined;
    // What every use asks first (`canOdin`): a skill, standing, its stamina; a roll skill needs a roll.
    if (!id || !skill || !standing(p) || p.stamina < skill.cost || skill.timing === 'roll') continue;
    for (let t = 0; t < s.numPlayers; t++) {
      if (id !== 'odin-carry') {
        if (canOdin(s, seat, t, null, slot)) push(out, slot, t, null);
        continue;
      }
      // A carry's destination is its only argument-dependent condition: check the rest once per target.
      if (s.combat || !standing(s.players[t] as Player)) continue;
      const to = carryTargets(s, t);
      if (to.length > 0 && canOdin(s, seat, t, to[0], slot, to)) for (const sp of to) push(out, slot, t, sp);
    }
    // The ravens look at a face-down tile next to you: its own conditions, then the rest of the rule, which
    // holds for every such tile or for none, asked once. (The tile slots in key order: `for…in` lists them
    // as `Object.keys` would, without building the list.)
    if (id === 'odin-ravens') {
      const near = slotsNextTo(p.space);
      let asked: boolean | null = null;
      for (const tile in s.tiles) {
        if (s.revealed.includes(tile) || !near.includes(tile)) continue;
        if (asked === null) asked = canOdin(s, seat, seat, tile, slot);
        if (asked) push(out, slot, seat, tile);
      }
    }
  }
}

/** The slots of the spaces next to `space` (`slotOf` of each neighbour; the house's is null). */
function slotsNextTo(space: string): (string | null)[] {
  const around = ADJ[space] ?? [];
  const out: (string | null)[] = [];
  for (let i = 0; i < around.length; i++) out.push(slotOf(around[i]!));
  return out;
}

/** A trade with Haldor under way: the revealed cards and the resources the coins buy, then its end. */
export function tradeMoves(s: ValheimState, seat: number, out: AiMove[]): void {
  if (!canEndTrade(s, seat)) return;
  for (const id of s.trade?.offer ?? []) if (canBuy(s, seat, id)) push(out, 'buy', id);
  for (const r of RESOURCES) if (canBuy(s, seat, r)) push(out, 'buy', r);
  out.push(NO_ARG.endTrade);
}

/** The roller of a fight (no assist question open): every weapon on every foe, bombs, meads. */
export function combatMoves(s: ValheimState, seat: number, p: Player, out: AiMove[]): void {
  const combat = s.combat;
  if (!combat || combat.offers.length > 0 || combat.seats[combat.roller] !== seat) return;
  // `canFight`/`canBomb` hold for each of your weapons (bombs) on each creature of the fight's space.
  const foes = byStrength(s, combat.space);
  const weapons = attackOptions(p);
  for (let i = 0; i < weapons.length; i++)
    for (let k = 0; k < foes.length; k++) push(out, 'fight', weapons[i], foes[k]!.id);
  if (combat.space !== HOUSE)
    for (const b of distinct(p.bombs))
      if (b === 'areaBomb' || b === 'pierceBomb') for (const c of foes) push(out, 'bomb', b, c.id);
  meadMoves(s, seat, p, out);
}

function meadMoves(s: ValheimState, seat: number, p: Player, out: AiMove[]): void {
  if (p.meads.length === 0) return;
  for (const m of distinct(p.meads))
    for (let t = 0; t < s.numPlayers; t++) if (A.canMead(s, seat, m, t)) push(out, 'mead', m, t);
}

/** A way out of a space: where it leads, and the step and move there (frozen, shared by every list). */
interface Way {
  to: string;
  /** `to`'s number in `SPACE_INDEX`. */
  at: number;
  step: AiMove;
  move: AiMove;
}
const frozenMoveTo = (move: string, to: string): AiMove =>
  Object.freeze({ move, args: Object.freeze([to]) as unknown[] }) as AiMove;
/** A map space: its number in `SPACE_INDEX` and its ways out (one look-up by id per list). */
interface Place {
  at: number;
  ways: readonly Way[];
}
const PLACES: Readonly<Record<string, Place>> = Object.fromEntries(
  Object.entries(ADJ).map(([from, tos]) => [
    from,
    {
      at: SPACE_INDEX.get(from) as number,
      ways: tos.map((to) => ({
        to,
        at: SPACE_INDEX.get(to) as number,
        step: frozenMoveTo('step', to),
        move: frozenMoveTo('move', to),
      })),
    },
  ]),
);
const NOWHERE: Place = { at: -1, ways: [] };

/** Your own turn on the map, outside fights and rolls. */
export function exploreMoves(
  s: ValheimState,
  seat: number,
  p: Player,
  out: AiMove[],
  cx: SearchContext,
): void {
  // Every exploration move is taken on your own turn (`onOwnTurn`), most with an action left.
  if (!A.onOwnTurn(s, seat)) return;
  const action = s.actionsLeft > 0;
  const place = PLACES[p.space] ?? NOWHERE;
  // The face-up icons by space number, and your own space's, read once for collecting, trading, summoning.
  const icons = iconTable(s, cx);
  const here = place.at >= 0 ? (icons[place.at] as SpaceIcons) : iconsAt(s, p.space);
  // Moving and stepping (`stepTargets`): a mire needs 2 movement, a cold space 1 stamina. The move
  // distance is only asked beside a mire.
  const ways = place.ways;
  for (let i = 0; i < ways.length; i++) {
    const way = ways[i]!;
    const to = way.to;
    if (onForsakenTile(s, to)) continue;
    const hazard = icons[way.at]?.hazard;
    if (hazard === 'cold' && p.stamina < 1) continue;
    const mire = hazard === 'mire';
    if (s.moveLeft > 0 && (!mire || s.moveLeft >= 2)) out.push(way.step);
    if (action && (!mire || A.moveDistance(s, seat) >= 2)) out.push(way.move);
  }
  if (action && A.collectable(s, here)) out.push(NO_ARG.collect);
  if (action)
    for (let i = 0; i < p.equipment.length; i++) {
      const w = p.equipment[i]!;
      if (!CARDS.get(w)?.ranged) continue;
      const adjacent = ADJ[p.space] ?? [];
      const creatures = s.creatures;
      for (let k = 0; k < creatures.length; k++) {
        const c = creatures[k]!;
        if (adjacent.includes(c.space) && canAmbush(s, seat, w, c.id)) push(out, 'ambush', w, c.id);
      }
    }
  // Every objective move stands on an objective token (`canStag`).
  if (s.stagSpaces.includes(p.space))
    for (let i = 0; i < STAG_WAYS.length; i++)
      if (A.canStag(s, seat, STAG_WAYS[i])) out.push(STAG_MOVE[i] as AiMove);
  // `canPower` past your own turn: the Forsaken's power is there, with cubes, and nobody holds it.
  if (s.power !== null && s.power.cubes > 0 && s.power.holder === null) out.push(NO_ARG.power);
  if (tradeOpen(s, p.space, here)) out.push(NO_ARG.trade);
  // Ships: only where the scenario has water.
  if (action && SCENARIOS[s.scenario].shore.length > 0) {
    for (const old of [null, ...new Set(s.ships)]) if (canShip(s, seat, old)) push(out, 'ship', old);
    for (const to of sailTargets(s)) if (canSail(s, seat, to)) push(out, 'sail', to);
  }
  const home = action && p.space === HOUSE;
  if (home) houseMoves(s, seat, p, out, cx);
  if (home || !s.dismantled)
    for (let i = 0; i < p.equipment.length; i++) {
      const c = p.equipment[i]!;
      const card = CARDS.get(c);
      if (home && A.canIgnite(s, seat, c)) out.push(card ? card.ignite : fixedMove('ignite', c));
      if (s.dismantled || !card || card.dismantle.length === 0 || s.craftedThisTurn.includes(c)) continue;
      for (let k = 0; k < card.dismantle.length; k++) out.push(card.dismantle[k]!);
    }
  meadMoves(s, seat, p, out);
  exchangeMoves(s, seat, p, out);
  // The bees are a house action (`canBees` asks `inHouse`: your turn, an action left, in the house).
  if (home && A.canBees(s, seat)) out.push(NO_ARG.bees);
  if (p.honeycombs.length > 0)
    for (const h of distinct(p.honeycombs)) if (A.canHoney(s, seat, h)) push(out, 'honey', h);
  // `canLoot` and `canPickUp` past your own turn (checked above): a chest, a tombstone on your space.
  if (Object.hasOwn(s.chests, p.space)) out.push(NO_ARG.loot);
  for (let o = 0; o < s.numPlayers; o++) {
    const t = s.players[o]!.tombstone;
    if (t && t.space === p.space && (t.card === null || p.equipment.length < MAX_EQUIPMENT))
      out.push(PICK_UP[o] ?? fixedMove('pickUp', o));
  }
  if (action && A.summonable(s, here)) out.push(NO_ARG.summon);
  // Ending the turn is always open on your own turn (`canPass`).
  out.push(NO_ARG.pass);
}

/** The house actions (`inHouse`: your turn, an action left, in the house). */
function houseMoves(s: ValheimState, seat: number, p: Player, out: AiMove[], cx: SearchContext): void {
  const stock = stocked(s);
  if (p.equipment.length < MAX_EQUIPMENT)
    for (let i = 0, cards = distinctSupply(s.supply, cx); i < cards.length; i++) {
      const c = cards[i]!;
      if (affordable(s, c.cost, stock)) out.push(c.move);
    }
  for (let i = 0; i < FURNITURE_IDS.length; i++) {
    const f = FURNITURE_IDS[i] as FurnitureId;
    if (!s.furniture.includes(f) && affordable(s, BUILD_COST[i] as ReadCost, stock))
      out.push(BUILD_MOVE[i] as AiMove);
  }
  if (A.canCook(s, seat)) out.push(NO_ARG.cook);
  const cauldron = s.furniture.includes('cauldron');
  for (let i = 0; i < s.prepared.length; i++) {
    out.push(i < EAT_SLOTS ? (EAT_TOP[i] as AiMove) : fixedMove('eat', i, 'top'));
    if (cauldron) out.push(i < EAT_SLOTS ? (EAT_BOTTOM[i] as AiMove) : fixedMove('eat', i, 'bottom'));
  }
  const room = freeSpaces(p) > 0;
  if (room && p.meads.length < SLOT_LIMIT && s.furniture.includes('fermenter'))
    for (let i = 0; i < BREW_MOVE.length; i++) out.push(BREW_MOVE[i]!);
  if (room && p.bombs.length < SLOT_LIMIT && s.furniture.includes('bombTable'))
    for (let i = 0; i < FABRICATE_MOVE.length; i++) out.push(FABRICATE_MOVE[i]!);
}

/** Exchanges need a partner on your space (or the house pile while in the house). */
function exchangeMoves(s: ValheimState, seat: number, p: Player, out: AiMove[]): void {
  if (p.space !== HOUSE && !sharesSpace(s, seat, p.space)) return;
  const parties: Party[] = p.space === HOUSE ? ['house'] : [];
  s.players.forEach((q, i) => {
    if (i !== seat && q.space === p.space) parties.push(i);
  });
  if (parties.length === 0) return;
  // Cards, then each kind of consumable once (in the order meads, bombs, honeycombs), then a reroll token.
  const items: string[] = p.equipment.slice();
  const start = items.length;
  addNew(items, p.meads, start);
  addNew(items, p.bombs, start);
  addNew(items, p.honeycombs, start);
  if (p.rerolls > 0) items.push('reroll');
  for (let i = 0; i < items.length; i++)
    for (let k = 0; k < parties.length; k++)
      if (canGive(s, seat, items[i], parties[k])) out.push(partyMove(GIVE, 'give', items[i]!, parties[k]!));
  for (let k = 0; k < parties.length; k++) {
    const from = parties[k]!;
    const theirs = distinct(from === 'house' ? s.house.items : (s.players[from]?.equipment ?? []));
    for (let i = 0; i < theirs.length; i++)
      if (canTake(s, seat, theirs[i], from)) out.push(partyMove(TAKE, 'take', theirs[i]!, from));
  }
}

/** Does another player stand on `space`? */
function sharesSpace(s: ValheimState, seat: number, space: string): boolean {
  for (let i = 0; i < s.players.length; i++) if (i !== seat && s.players[i]!.space === space) return true;
  return false;
}

/** Every item an exchange moves: the cards, the consumables by kind, a reroll token. */
const ITEMS: readonly string[] = [
  ...Object.keys(EQUIPMENT_BY_ID),
  ...MEADS,
  ...BOMBS,
  ...HONEYCOMBS.map((h) => h.id),
  'reroll',
];
const partyMoves = (move: 'give' | 'take'): ReadonlyMap<string, readonly AiMove[]> =>
  new Map(
    ITEMS.map((item) => [item, (['house', 0, 1, 2, 3] as const).map((to) => fixedMove(move, item, to))]),
  );
/** Give and take moves per item and party (the house, then seats 0–3), frozen and shared by every list. */
const GIVE = partyMoves('give');
const TAKE = partyMoves('take');
const partyMove = (
  table: ReadonlyMap<string, readonly AiMove[]>,
  move: 'give' | 'take',
  item: string,
  party: Party,
): AiMove => table.get(item)?.[party === 'house' ? 0 : party + 1] ?? fixedMove(move, item, party);

/** Append the items of `list` that `items` lacks from index `start` on (first copies, in order). */
function addNew(items: string[], list: readonly string[], start: number): void {
  for (let i = 0; i < list.length; i++) if (items.indexOf(list[i]!, start) < 0) items.push(list[i]!);
}
