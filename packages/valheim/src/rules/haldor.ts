import { SLOT_LIMIT } from '../data/consumables.js';
import { MAX_EQUIPMENT } from '../data/equipment.js';
import {
  HALDOR_BY_ID,
  HALDOR_RESOURCE_PRICE,
  HALDOR_REVEAL,
  type HaldorCard,
  HOUSE_CALL_COINS,
} from '../data/haldor.js';
import { HOUSE, type SpaceIcons } from '../data/map.js';
import { RESOURCE_TABLE, type Resource } from '../data/resources.js';
import type { Player, ValheimState } from '../state.js';
import { onOwnTurn } from './actions.js';
import { iconsAt } from './map.js';
import { freeSpaces } from './roll.js';
import { editStash, gain, log, logging } from './util.js';

const me = (s: ValheimState, seat: number) => s.players[seat] as Player;

/** On Haldor's space he trades at his price; in the house he makes a house call for 1 coin more (line 267). */
export const atHaldor = (s: ValheimState, seat: number): boolean =>
  iconsAt(s, me(s, seat).space).haldor === true;

/** The coins a trade action costs before any purchase: the house-call surcharge (ruling R23). */
export const tradeFee = (s: ValheimState, seat: number): number => (atHaldor(s, seat) ? 0 : HOUSE_CALL_COINS);

/** Trade (line 262): an action on Haldor's space, or in the house with a coin for the house call. */
export function canTrade(s: ValheimState, seat: number): boolean {
  return onOwnTurn(s, seat) && tradeOpen(s, me(s, seat).space, iconsAt(s, me(s, seat).space));
}

/** `canTrade` on your own turn, standing on `space` with these icons. */
export function tradeOpen(s: ValheimState, space: string, icons: SpaceIcons): boolean {
  if (s.actionsLeft < 1 || s.trade || s.haldor.length === 0) return false;
  if (icons.haldor === true) return true;
  return space === HOUSE && s.stash.coin >= HOUSE_CALL_COINS;
}

export function startTrade(s: ValheimState, seat: number): void {
  s.actionsLeft--;
  s.moveLeft = 0;
  s.exchanging = false;
  const fee = tradeFee(s, seat);
  editStash(s).coin -= fee;
  s.trade = { seat, offer: s.haldor.slice(0, HALDOR_REVEAL) };
  s.haldor = s.haldor.slice(HALDOR_REVEAL);
  s.haldorSeen = Math.min(s.haldorSeen, s.haldor.length);
  if (logging(s)) log(s, `P${seat} trades with Haldor${fee > 0 ? ' (a house call, 1 coin)' : ''}.`);
}

/** Can the trader take these goods: a free equipment place (max. 3), a free slot for a token, room in the stash. */
function canReceive(s: ValheimState, seat: number, card: HaldorCard): boolean {
  const p = me(s, seat);
  const g = card.goods;
  if (g.kind === 'equipment') return p.equipment.length < MAX_EQUIPMENT;
  if (g.kind === 'resources')
    return Object.entries(g.cost).every(
      ([r, n]) => s.stash[r as Resource] + (n ?? 0) <= RESOURCE_TABLE[r as Resource].tokens,
    );
  if (freeSpaces(p) < 1) return false;
  if (g.token === 'reroll') return p.rerolls < SLOT_LIMIT;
  if (g.token === 'areaBomb' || g.token === 'pierceBomb') return p.bombs.length < SLOT_LIMIT;
  return p.meads.length < SLOT_LIMIT;
}

const inTrade = (s: ValheimState, seat: number) => s.trade !== null && s.trade.seat === seat;

/**
 * Buy during a trade (lines 262–265): one of the revealed cards, or one resource token (coins are not
 * sold), for coins from the stash. A card or token with no room for it is refused (ruling R18).
 */
export function canBuy(s: ValheimState, seat: number, what: unknown): boolean {
  if (!inTrade(s, seat) || typeof what !== 'string') return false;
  const card = HALDOR_BY_ID[what];
  if (card)
    return (s.trade?.offer ?? []).includes(what) && s.stash.coin >= card.price && canReceive(s, seat, card);
  const price = Object.hasOwn(HALDOR_RESOURCE_PRICE, what)
    ? HALDOR_RESOURCE_PRICE[what as Resource]
    : undefined;
  return (
    price !== undefined &&
    s.stash.coin >= price &&
    s.stash[what as Resource] < RESOURCE_TABLE[what as Resource].tokens
  );
}

export function buy(s: ValheimState, seat: number, what: string): void {
  const trade = s.trade as NonNullable<ValheimState['trade']>;
  const card = HALDOR_BY_ID[what];
  if (!card) {
    editStash(s).coin -= HALDOR_RESOURCE_PRICE[what as Resource] as number;
    gain(s, { [what]: 1 });
    if (logging(s)) log(s, `P${seat} bought 1 ${what} from Haldor.`);
    return;
  }
  editStash(s).coin -= card.price;
  s.trade = { seat, offer: trade.offer.filter((id) => id !== what) };
  const p = me(s, seat);
  const g = card.goods;
  // A player's lists are replaced, never edited (the state copy shares them, rules/util.ts).
  if (g.kind === 'equipment') p.equipment = [...p.equipment, g.card];
  else if (g.kind === 'resources') gain(s, g.cost);
  else if (g.token === 'reroll') p.rerolls++;
  else if (g.token === 'areaBomb' || g.token === 'pierceBomb') p.bombs = [...p.bombs, g.token];
  else p.meads = [...p.meads, g.token];
  if (logging(s)) log(s, `P${seat} bought ${card.name} from Haldor.`);
}

export const canEndTrade = (s: ValheimState, seat: number): boolean => inTrade(s, seat);

/** Done trading (line 262): the unbought cards go to the bottom in the order revealed, unshuffled (ruling R22). */
export function endTrade(s: ValheimState): void {
  const trade = s.trade as NonNullable<ValheimState['trade']>;
  s.haldor = [...s.haldor, ...trade.offer];
  s.haldorSeen = Math.min(s.haldor.length, s.haldorSeen + trade.offer.length);
  s.trade = null;
}
