import { BOMBS, type Bomb, HONEY_BY_ID, MEADS, type Mead, SLOT_LIMIT } from '../data/consumables.js';
import { EQUIPMENT_BY_ID, MAX_EQUIPMENT } from '../data/equipment.js';
import { HOUSE } from '../data/map.js';
import type { Player, ValheimState } from '../state.js';
import { onOwnTurn } from './actions.js';
import { freeSpaces } from './roll.js';
import { standing, without } from './util.js';

/**
 * Exchange (lines 227–229): cards and consumable tokens between players on one space, or dropped at the
 * house for anyone there to pick up. An item is an equipment card id, a mead or bomb name, `reroll`, or a
 * honeycomb id. One exchange action covers every transfer until you take another action (ruling
 * R-exchange); picking up from the house pile is free.
 */
export type Party = number | 'house';

export function holds(p: Player, item: string): boolean {
  if (EQUIPMENT_BY_ID[item]) return p.equipment.includes(item);
  if (item === 'reroll') return p.rerolls > 0;
  if (HONEY_BY_ID[item]) return p.honeycombs.includes(item);
  return (p.meads as string[]).includes(item) || (p.bombs as string[]).includes(item);
}

/** Room on the board: 3 cards; 2 of a consumable type within the six spaces (lines 224, 397). */
export function canReceive(p: Player, item: string): boolean {
  if (EQUIPMENT_BY_ID[item]) return p.equipment.length < MAX_EQUIPMENT;
  if (freeSpaces(p) <= 0) return false;
  if (item === 'reroll') return p.rerolls < SLOT_LIMIT;
  if (HONEY_BY_ID[item]) return true;
  if (MEADS.includes(item as Mead)) return p.meads.length < SLOT_LIMIT;
  return BOMBS.includes(item as Bomb) && p.bombs.length < SLOT_LIMIT;
}

/** Take an item off a board; returns whether a fire token came with it. */
function remove(p: Player, item: string): boolean {
  if (EQUIPMENT_BY_ID[item]) {
    p.equipment = p.equipment.filter((x) => x !== item);
    const fire = p.fire.includes(item);
    p.fire = p.fire.filter((x) => x !== item);
    return fire;
  }
  if (item === 'reroll') p.rerolls--;
  else if (HONEY_BY_ID[item]) p.honeycombs = without(p.honeycombs, item);
  else if (MEADS.includes(item as Mead)) p.meads = without(p.meads, item as Mead);
  else p.bombs = without(p.bombs, item as Bomb);
  return false;
}

function add(p: Player, item: string, fire: boolean): void {
  if (EQUIPMENT_BY_ID[item]) {
    p.equipment = [...p.equipment, item];
    if (fire) p.fire = [...p.fire, item];
  } else if (item === 'reroll') p.rerolls++;
  else if (HONEY_BY_ID[item]) p.honeycombs = [...p.honeycombs, item];
  else if (MEADS.includes(item as Mead)) p.meads = [...p.meads, item as Mead];
  else p.bombs = [...p.bombs, item as Bomb];
}

const isParty = (s: ValheimState, x: unknown): x is Party =>
  x === 'house' || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < s.numPlayers);

/** Is `other` someone (or the house) you can exchange with from where you stand? */
function partner(s: ValheimState, seat: number, other: Party): boolean {
  const p = s.players[seat] as Player;
  if (other === 'house') return p.space === HOUSE;
  const q = s.players[other] as Player;
  return other !== seat && standing(q) && q.space === p.space;
}

const exchangeCost = (s: ValheimState): boolean => s.exchanging || s.actionsLeft > 0;

export function canGive(s: ValheimState, seat: number, item: unknown, to: unknown): boolean {
  if (!onOwnTurn(s, seat) || typeof item !== 'string' || !isParty(s, to) || !partner(s, seat, to))
    return false;
  if (!exchangeCost(s) || !holds(s.players[seat] as Player, item)) return false;
  return to === 'house' || canReceive(s.players[to] as Player, item);
}

export function canTake(s: ValheimState, seat: number, item: unknown, from: unknown): boolean {
  if (!onOwnTurn(s, seat) || typeof item !== 'string' || !isParty(s, from) || !partner(s, seat, from))
    return false;
  if (!canReceive(s.players[seat] as Player, item)) return false;
  if (from === 'house') return s.house.items.includes(item);
  return exchangeCost(s) && holds(s.players[from] as Player, item);
}

/** The first transfer with a player, or a drop, opens the exchange action. */
function openExchange(s: ValheimState): void {
  if (s.exchanging) return;
  s.actionsLeft--;
  s.moveLeft = 0;
  s.exchanging = true;
}

export function give(s: ValheimState, seat: number, item: string, to: Party): void {
  openExchange(s);
  const fire = remove(s.players[seat] as Player, item);
  if (to === 'house') {
    // The house's lists are replaced, never edited: states share them (`clone`).
    // The house is shared by copied states: replaced, never edited.
    s.house = { items: [...s.house.items, item], fire: fire ? [...s.house.fire, item] : s.house.fire };
  } else add(s.players[to] as Player, item, fire);
}

export function take(s: ValheimState, seat: number, item: string, from: Party): void {
  if (from === 'house') {
    const fire = s.house.fire.includes(item);
    // The house is shared by copied states: replaced, never edited.
    s.house = { items: without(s.house.items, item), fire: s.house.fire.filter((x) => x !== item) };
    add(s.players[seat] as Player, item, fire);
    s.moveLeft = 0;
    return;
  }
  openExchange(s);
  add(s.players[seat] as Player, item, remove(s.players[from] as Player, item));
}
