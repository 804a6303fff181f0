import type { Rng } from '@skald/core';
import { cardText, POTIONS, RELICS } from '../../data/loot.js';
import type { HeroState, Item, OrcQuestState } from '../../state.js';
import { dangerZones, facingToward, hasLineOfFire, range } from '../board/geometry.js';
import { applyEffect, removeEffect } from '../characters/effects.js';
import {
  ARTIFACT,
  handsFit,
  INVENTORY,
  isPotion,
  isWeapon,
  itemAt,
  lose,
  mayWear,
  newItem,
  ownCards,
  ownsOtherWeapon,
  slotFor,
  takeAt,
} from '../characters/gear.js';
import { damageHero, heal } from '../combat/damage.js';
import { resolveCombat, rollAttack } from '../combat/dice.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, heroSheet, log, logging } from '../world.js';
import { begin, mayAct } from './activation.js';
import { organising } from './together.js';

/**
 * Loot (lines 438-487): cards drawn for kills, smashed furniture and Objectives; the Equipment Limit and
 * carrying capacity; Rekup; discarding; Potions; throwing Loot to an ally at the End of Turn (lines 687-695).
 */

/** Cards go back: Enchant cards to the Enchant deck, Relics to the Relic discard, Loot is lost (line 481). */
function dispose(G: OrcQuestState, item: Item): void {
  if (item.enchants.length) G.enchantDeck = [...G.enchantDeck, ...item.enchants.map((e) => e.id)];
  item.enchants = [];
  lose(G, item.card);
}

/** May this seat manage its cards now (Rekup and discarding "at any time", line 482, 483)? */
function mayManage(G: OrcQuestState, seat: number): boolean {
  const h = G.heroes[seat];
  if (!h || h.dead || G.result) return false;
  if (organising(G)) return true;
  return G.phase === 'hero' && (G.active === seat || mayAct(G, seat));
}

/** Rekup (lines 475-487): Stuff to Resources, Relics to Power Fragments; never the only weapon. */
export function canRekup(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  if (!h || !item || item.rekup || !mayManage(G, seat)) return false;
  const relic = RELICS[item.card];
  if (relic) return relic.kind === 'artifact';
  if (!slotFor(item)) return false;
  return !isWeapon(item) || ownsOtherWeapon(h, item);
}

export function rekup(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  const item = takeAt(cx, h, ref);
  if (!item) return;
  // Enchant cards go back to their deck and the Hero recovers one Power Fragment per Enchant, from the
  // Relic deck where the Enchant sent it (line 729, ruling L5).
  // A Rekup'd Relic is a Power Fragment (or the Treasure Chest's gold): the card itself, tilted (line 480).
  h.inventory.push({ ...item, rekup: true, fresh: false, enchants: [] });
  for (const e of item.enchants) {
    G.enchantDeck = [...G.enchantDeck, e.id];
    const f = G.relics.deck.indexOf('fragment');
    if (f >= 0) {
      h.inventory.push(newItem('fragment'));
      G.relics = { deck: G.relics.deck.filter((_, i) => i !== f), discard: G.relics.discard };
    }
  }
  if (logging(G)) log(G, `${heroSheet(h).name} does a Rekup of ${cardText(item.card).name}`);
}

/** Discard a card for good (line 481); the only weapon stays (ruling L4: an Orc is never unarmed). */
/**
 * `canRekup` and `canDiscard` of every card of the seat's Hero at once, by reference (legal-move lists ask
 * both of every card): whether the seat may manage its cards, and which cards are weapons, are read once,
 * not once per card and again per other card. `test/fast-paths.test.ts` ties it to the one-card checks.
 */
export function manageableRefs(
  G: OrcQuestState,
  seat: number,
  refs: readonly number[],
): { rekup: boolean[]; discard: boolean[] } {
  const rekup: boolean[] = [];
  const discard: boolean[] = [];
  const h = G.heroes[seat];
  const weapons = h ? managedWeapons(G, seat, h) : -1;
  for (const ref of refs) {
    const bits = h && weapons >= 0 ? manageBits(h, ref, weapons) : 0;
    rekup[ref] = (bits & MAY_REKUP) !== 0;
    discard[ref] = (bits & MAY_DISCARD) !== 0;
  }
  return { rekup, discard };
}

/** `manageBits` answers: the card may be Rekup'd, discarded. */
export const MAY_REKUP = 1;
export const MAY_DISCARD = 2;

/**
 * What `manageableRefs` reads once for all the cards: -1 when the seat may not manage its cards now, else
 * how many weapons are among its Hand, Body and Inventory cards (the ones `ownsOtherWeapon` looks at).
 */
export function managedWeapons(G: OrcQuestState, seat: number, h: HeroState): number {
  if (!mayManage(G, seat)) return -1;
  let weapons = 0;
  for (const i of h.gear.hands) if (isWeapon(i)) weapons++;
  if (h.gear.body && isWeapon(h.gear.body)) weapons++;
  for (const i of h.inventory) if (isWeapon(i)) weapons++;
  return weapons;
}

/** `canRekup` and `canDiscard` of one card, as bits, given `managedWeapons` (not -1). */
export function manageBits(h: HeroState, ref: number, weapons: number): number {
  const item = itemAt(h, ref);
  if (!item) return 0;
  const weapon = isWeapon(item);
  // Another weapon is left: the card is no weapon, or some other card is (the Artifact slot is not counted).
  const spare = !weapon || weapons - (ref === ARTIFACT ? 0 : 1) > 0;
  const relic = RELICS[item.card];
  const rekup = !item.rekup && (relic ? relic.kind === 'artifact' : !!slotFor(item) && spare);
  return (rekup ? MAY_REKUP : 0) | (spare ? MAY_DISCARD : 0);
}

export function canDiscard(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  if (!h || !item || !mayManage(G, seat)) return false;
  return !isWeapon(item) || ownsOtherWeapon(h, item);
}

export function discard(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  const item = takeAt(cx, h, ref);
  if (!item) return;
  dispose(G, item);
  if (logging(G)) log(G, `${heroSheet(h).name} throws away ${cardText(item.card).name}`);
}

/**
 * Equip a card from the Inventory into a free slot (lines 467-476): at the End of Turn (organising, line
 * 685), or at once in the Activation that found it (Stuff "can be equipped directly", line 456).
 */
export function canEquip(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  if (!h || h.dead || ref < INVENTORY || G.result) return false;
  const item = itemAt(h, ref);
  if (!item || !mayWear(h, item)) return false;
  if (!organising(G) && !(G.phase === 'hero' && G.active === seat && item.fresh)) return false;
  const slot = slotFor(item);
  if (slot === 'body') return h.gear.body === null;
  if (slot === 'artifact') return h.gear.artifact === null;
  return slot === 'hand' && handsFit(h, [...h.gear.hands, item]);
}

export function equip(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  const item = takeAt(cx, h, ref);
  if (!item) return;
  item.fresh = false;
  const slot = slotFor(item);
  if (slot === 'body') h.gear.body = item;
  else if (slot === 'artifact') h.gear.artifact = item;
  else h.gear.hands.push(item);
  if (logging(G)) log(G, `${heroSheet(h).name} equips ${cardText(item.card).name}`);
}

/** Put an equipped card into the Inventory: organising, at the End of Turn (line 685) or between Quests (739). */
export function canUnequip(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  return !!h && !h.dead && organising(G) && !G.result && ref < INVENTORY && itemAt(h, ref) !== null;
}

export function unequip(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  const item = takeAt(cx, h, ref);
  if (item) h.inventory.push(item);
}

/**
 * Throwing Loot (lines 687-695), End of Turn: a Line of Fire to the ally, Range at most 8; at Range 3-5
 * the catcher takes 1 white Attack die, at 6-8 1 grey, with no Defense, judged against their Health colour
 * like an Attack (ruling L6). The throw always succeeds.
 */
export function canThrow(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  ref: number,
  to: number,
): boolean {
  const h = G.heroes[seat];
  const r = G.heroes[to];
  if (G.phase !== 'endOfTurn' || G.result || !h || !r || to === seat || !itemAt(h, ref)) return false;
  if (!h.pos || !r.pos || h.dead || r.dead) return false;
  const from = cellOf(h.pos);
  const at = cellOf(r.pos);
  const d = range(from, at);
  return d <= 8 && hasLineOfFire(cx, board(G), G, from, facingToward(from, at), at);
}

export function throwLoot(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  ref: number,
  to: number,
  rng: Rng,
): void {
  const h = G.heroes[seat] as HeroState;
  const r = G.heroes[to] as HeroState;
  const d = range(cellOf(h.pos as string), cellOf(r.pos as string));
  const item = takeAt(cx, h, ref);
  if (!item) return;
  item.fresh = false;
  ownCards(cx, r);
  r.inventory.push(item);
  if (logging(G)) log(G, `${heroSheet(h).name} throws ${cardText(item.card).name} to ${heroSheet(r).name}`);
  if (d < 3) return;
  const { damage } = resolveCombat(rollAttack(rng, [d <= 5 ? 'white' : 'grey']), [], heroSheet(r).hpColour);
  if (damage > 0) log(G, `${heroSheet(r).name} is hit by the catch (${damage})`);
  damageHero(G, r, damage);
}

/** A Potion (lines 461-465): any time in the Hero Phase, no Action point; drinking starts the Activation. */
export function canDrink(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  if (!h || !item || !isPotion(item) || !mayAct(G, seat)) return false;
  const p = POTIONS[item.card];
  return !p?.effect.move || h.pos !== null;
}

export function drink(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  begin(G, seat);
  const item = takeAt(cx, h, ref);
  const p = item && POTIONS[item.card];
  if (!item || !p) return;
  lose(G, item.card);
  const e = p.effect;
  // Healing by a Potion also ends Poison (line 799).
  if (e.heal) heal(h, e.heal);
  if (e.effect) applyEffect(h, e.effect.kind, e.effect.n);
  if (e.cure) {
    h.poisoned = false;
    removeEffect(h, 'hemorrhage');
  }
  if (e.ap) G.ap += e.ap;
  if (e.move) G.mp += e.move;
  // Invisible until the Hero leaves the square, attacks or is in a Danger Zone (line 851; ruling L7).
  if (e.invisible && h.pos && !dangerZones(board(G), G).has(h.pos)) h.invisible = true;
  if (logging(G)) log(G, `${heroSheet(h).name} drinks ${p.name}`);
}
