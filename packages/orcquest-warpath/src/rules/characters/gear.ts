import { HEROES, type HeroId } from '../../data/heroes.js';
import {
  cardKind,
  ITEMS,
  LOOT_DECK,
  POTIONS,
  RELICS,
  RESOURCE_CARDS,
  type RelicCard,
} from '../../data/loot.js';
import type { Resources, StuffCard } from '../../data/stuff.js';
import type { Gear, HeroState, Item, OrcQuestState } from '../../state.js';
import type { SearchContext } from '../context.js';

/**
 * A Hero's cards (lines 440-487). Item references in moves: 0 and 1 the Hand slots, 2 the Body slot,
 * 3 the Artifact slot, 4 + i the i-th card of the Inventory.
 */
export const HAND0 = 0;
/** Item reference of the Body slot. */
export const BODY = 2;
/** Item reference of the Artifact slot. */
export const ARTIFACT = 3;
/** Item reference of the first Inventory card; the i-th is `INVENTORY + i`. */
export const INVENTORY = 4;

export const newItem = (card: string, fresh = false): Item => ({ card, rekup: false, enchants: [], fresh });

/** The Heroes' starting Stuff, equipped in their Hands (HEROES[*].stuff). */
export function startingGear(hero: HeroId): Gear {
  return { hands: HEROES[hero].stuff.map((id) => newItem(id)), body: null, artifact: null };
}

/** The card at an item reference on the Hero, or null if that place is empty. */
export function itemAt(h: HeroState, ref: number): Item | null {
  if (ref === 0 || ref === 1) return h.gear.hands[ref] ?? null;
  if (ref === BODY) return h.gear.body;
  if (ref === ARTIFACT) return h.gear.artifact;
  return h.inventory[ref - INVENTORY] ?? null;
}

/** Take the card at `ref` off the Hero (its slot or Inventory place is freed). */
export function takeAt(cx: SearchContext, h: HeroState, ref: number): Item | null {
  ownCards(cx, h);
  const item = itemAt(h, ref);
  if (!item) return null;
  if (ref === 0 || ref === 1) h.gear.hands.splice(ref, 1);
  else if (ref === BODY) h.gear.body = null;
  else if (ref === ARTIFACT) h.gear.artifact = null;
  else h.inventory.splice(ref - INVENTORY, 1);
  return item;
}

/** Every reference that holds a card now. */
export function refsOf(h: HeroState): number[] {
  const out: number[] = [];
  for (let i = 0; i < h.gear.hands.length; i++) out.push(i);
  if (h.gear.body) out.push(BODY);
  if (h.gear.artifact) out.push(ARTIFACT);
  for (let i = 0; i < h.inventory.length; i++) out.push(INVENTORY + i);
  return out;
}

/** A card's weight: a Rekup'd card weighs 1 (line 479); Resources and Potions 1. */
export function itemWeight(item: Item): number {
  if (item.rekup) return 1;
  return ITEMS[item.card]?.weight ?? RELICS[item.card]?.weight ?? 1;
}

/** Total weight of the Hero's Inventory (its limit is the sheet's capacity, line 477). */
export function inventoryWeight(h: HeroState): number {
  // A loop, not `reduce` with a closure: every step and every legal-move list asks (`overloaded`).
  let sum = 0;
  const inventory = h.inventory;
  for (let i = 0; i < inventory.length; i++) sum += itemWeight(inventory[i] as Item);
  return sum;
}
export const handsWeight = (hands: readonly Item[]): number => hands.reduce((s, i) => s + itemWeight(i), 0);

/** Over the Inventory capacity, the Hero cannot use Movement points (line 478). */
export const overloaded = (h: HeroState): boolean => inventoryWeight(h) > HEROES[h.hero].capacity.inventory;

/** The Resources a card counts for in a Kraft: a Resource card, or a Rekup'd card (line 459). */
export function resourcesOf(item: Item): Resources | null {
  const res = RESOURCE_CARDS[item.card];
  if (res) return res.resources;
  if (!item.rekup) return null;
  const relic = RELICS[item.card];
  if (relic) return 'resources' in relic.rekup ? relic.rekup.resources : null;
  return ITEMS[item.card]?.rekup ?? null;
}

/** A Power Fragment: the card, or a Relic turned into one by a Rekup (line 480). */
export function isFragment(item: Item): boolean {
  if (item.card === 'fragment') return !item.rekup;
  const relic = RELICS[item.card];
  return item.rekup && !!relic && 'fragments' in relic.rekup;
}
export const isPotion = (item: Item): boolean => !item.rekup && !!POTIONS[item.card];

/** A usable Stuff card (not Rekup'd). */
export const stuffOf = (item: Item | null): StuffCard | null =>
  item && !item.rekup ? (ITEMS[item.card] ?? null) : null;

/** A weapon: Stuff with an Attack line (line 486: an Orc is never unarmed). */
export const isWeapon = (item: Item): boolean => (stuffOf(item)?.attacks.length ?? 0) > 0;

/** Equipped Stuff (Hand and Body slots) with its slot reference, for attacks and Defense. */
export function equippedStuff(h: HeroState): { ref: number; item: Item; card: StuffCard }[] {
  const out: { ref: number; item: Item; card: StuffCard }[] = [];
  h.gear.hands.forEach((item, ref) => {
    const card = stuffOf(item);
    if (card) out.push({ ref, item, card });
  });
  const body = stuffOf(h.gear.body);
  if (body && h.gear.body) out.push({ ref: BODY, item: h.gear.body, card: body });
  return out;
}

/** Equipped Relics (the active Artifact, or one held in a Hand) whose bonuses apply. */
export function equippedRelics(h: HeroState): RelicCard[] {
  const out: RelicCard[] = [];
  for (const i of h.gear.hands) {
    const r = activeRelic(i);
    if (r) out.push(r);
  }
  const r = activeRelic(h.gear.artifact);
  if (r) out.push(r);
  return out;
}

/** The Relic a Hand or Artifact card gives its bonuses as (an artifact Relic, not Rekup'd), else undefined. */
function activeRelic(i: Item | null): RelicCard | undefined {
  const r = i && !i.rekup ? RELICS[i.card] : undefined;
  return r && r.kind === 'artifact' ? r : undefined;
}

/** Movement points equipped Stuff and Relics add to every move (Leather Armor ★★, Stinking Socks...). */
export function moveBonus(h: HeroState): number {
  // `equippedStuff` and `equippedRelics` summed without their lists (every Movement card and Special asks).
  let out = 0;
  for (const i of h.gear.hands) {
    out += stuffOf(i)?.keywords?.move ?? 0;
    out += activeRelic(i)?.bonus.move ?? 0;
  }
  out += stuffOf(h.gear.body)?.keywords?.move ?? 0;
  out += activeRelic(h.gear.artifact)?.bonus.move ?? 0;
  return out;
}

/** The slot a card goes to when equipped, or null when it cannot be equipped. */
export function slotFor(item: Item): 'hand' | 'body' | 'artifact' | null {
  if (item.rekup) return null;
  const kind = cardKind(item.card);
  if (kind === 'stuff') return ITEMS[item.card]?.slot ?? null;
  if (kind === 'artifact') return RELICS[item.card]?.slot ?? null;
  return null;
}

/** Hand slots a card takes: 2 for Cumbersome (two-handed) Stuff (line 444). */
export const handsOf = (item: Item): number => ITEMS[item.card]?.hands ?? 1;

/** Do these Hand items respect the Equipment Limit and the Hands capacity (lines 467, 474-476)? */
export function handsFit(h: HeroState, hands: readonly Item[]): boolean {
  const slots = hands.reduce((s, i) => s + handsOf(i), 0);
  return slots <= 2 && handsWeight(hands) <= HEROES[h.hero].capacity.hands;
}

/** May this Hero wear the card at all (Class restriction, "Warrior only"; Body capacity)? */
export function mayWear(h: HeroState, item: Item): boolean {
  const card = stuffOf(item);
  const sheet = HEROES[h.hero];
  if (card?.only && card.only !== sheet.heroClass) return false;
  if (slotFor(item) === 'body') return itemWeight(item) <= sheet.capacity.body;
  if (slotFor(item) === 'hand') return handsFit(h, [item]);
  return slotFor(item) === 'artifact';
}

/** Does the Hero own a weapon other than this card (equipped or in the Inventory)? */
export function ownsOtherWeapon(h: HeroState, except: Item): boolean {
  // Written out (no spread arrays, no closure): legal-move lists ask this for every card.
  for (const i of h.gear.hands) if (i !== except && isWeapon(i)) return true;
  if (h.gear.body && h.gear.body !== except && isWeapon(h.gear.body)) return true;
  for (const i of h.inventory) if (i !== except && isWeapon(i)) return true;
  return false;
}

/**
 * A copy of a card (every move copies each Hero's cards). Written out field by field, one fixed shape
 * whatever order the input's fields came in (a spread was the single biggest cost of the copy); the
 * `Required` type makes a field added to Item, optional or not, fail to typecheck here. Enchants are rare
 * and keep their own optional fields: spread.
 */
export function cloneItem(i: Item): Item {
  const copy: Required<Item> = {
    card: i.card,
    rekup: i.rekup,
    // An empty list is shared: Enchant lists are replaced whole, never changed in place (heroes/kraft.ts
    // `enchant`); their entries are (the objective's progress), so a card's Enchants are copied.
    enchants: i.enchants.length === 0 ? i.enchants : i.enchants.map((e) => ({ ...e })),
    fresh: i.fresh,
  };
  return copy;
}

/** A card nobody holds: gives `emptyItems` the hidden class of a list of cards. */
const NO_ITEM = newItem('-');

/**
 * An empty list of cards in the hidden class of a full one: an empty `[]` (or `.map` of one) is a list of
 * small integers to V8, so every rule reading Inventories would see two classes and be re-optimised when the
 * second turns up. A pushed card never turns a list back.
 */
export function emptyItems(): Item[] {
  const out = [NO_ITEM];
  out.pop();
  return out;
}

/** `items.map(f)`, in one hidden class whether or not the list is empty (`emptyItems`). */
export const mapItems = (items: readonly Item[], f: (i: Item) => Item): Item[] =>
  items.length === 0 ? emptyItems() : items.map(f);

export const cloneGear = (g: Gear): Gear => ({
  hands: mapItems(g.hands, cloneItem),
  body: g.body && cloneItem(g.body),
  artifact: g.artifact && cloneItem(g.artifact),
});

/**
 * Copy-on-write of a Hero's cards: rules/world.ts `cloneState` shares the gear, the Inventory and their cards with the
 * input (few moves change a card: 0.4% of the moves of random playouts), so a rule that changes any of them
 * (takes, adds, equips a card, marks it `fresh`, Krafts it, moves an Enchant's progress) calls this first,
 * before it reads the card it changes. Copies once per Hero and state (the context's `ownsCards` says which Heroes'
 * cards are their own: a Hero object belongs to one state, rules/world.ts `cloneState` makes new ones); later calls
 * cost a lookup.
 */
export function ownCards(cx: SearchContext, h: HeroState): void {
  if (cx.ownsCards.has(h)) return;
  h.gear = cloneGear(h.gear);
  h.inventory = mapItems(h.inventory, cloneItem);
  cx.ownsCards.add(h);
}

/** `ownCards` for a Hero any of whose cards carries an Enchant (whose objective progress an Attack may move). */
export function ownEnchantedCards(cx: SearchContext, h: HeroState): void {
  // The cards first: few carry an Enchant, and the look-up costs more than this walk.
  const g = h.gear;
  if (
    g.hands.some(hasEnchants) ||
    (g.body !== null && hasEnchants(g.body)) ||
    (g.artifact !== null && hasEnchants(g.artifact)) ||
    h.inventory.some(hasEnchants)
  )
    ownCards(cx, h);
}

const hasEnchants = (i: Item): boolean => i.enchants.length > 0;

/** Cards found can no longer be equipped at once (line 456): the Inventory's cards are no longer fresh. */
export function unfresh(cx: SearchContext, h: HeroState): void {
  if (!h.inventory.some((i) => i.fresh)) return;
  ownCards(cx, h);
  for (const item of h.inventory) item.fresh = false;
}

/**
 * A card leaves play: a Relic to the Relic discard, a Loot card to the Loot discard (lost for good, line
 * 481); a Level 2 or 3 Kraft card discarded or spent is out of the game (ruling K2).
 */
export function lose(G: OrcQuestState, card: string): void {
  if (RELICS[card]) G.relics = { deck: G.relics.deck, discard: [...G.relics.discard, card] };
  else if (LOOT_DECK.includes(card)) G.loot = { deck: G.loot.deck, discard: [...G.loot.discard, card] };
}
