import { cardText } from '../../data/loot.js';
import { shopCard } from '../../data/skill-shop.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import {
  INVENTORY,
  isWeapon,
  itemAt,
  overloaded,
  ownCards,
  ownsOtherWeapon,
  takeAt,
} from '../characters/gear.js';
import type { SearchContext } from '../context.js';
import { learnable } from '../heroes/learn.js';
import { discard } from '../heroes/loot.js';
import { vote } from '../heroes/together.js';
import { heroSheet, log, logging } from '../world.js';

/** Hand a card to another Hero (line 738): any card but the giver's only weapon (ruling L4). */
export function canGive(G: OrcQuestState, seat: number, ref: number, to: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  if (G.phase !== 'camp' || G.result || !h || !item || to === seat || !G.heroes[to]) return false;
  return !isWeapon(item) || ownsOtherWeapon(h, item);
}

export function give(cx: SearchContext, G: OrcQuestState, seat: number, ref: number, to: number): void {
  const h = G.heroes[seat] as HeroState;
  const r = G.heroes[to] as HeroState;
  const item = takeAt(cx, h, ref);
  if (!item) return;
  ownCards(cx, r);
  r.inventory.push({ ...item, fresh: false });
  if (logging(G)) log(G, `${heroSheet(h).name} gives ${cardText(item.card).name} to ${heroSheet(r).name}`);
}

/**
 * A Hero who took another's place chooses a Skill card of a value they owe (line 745): one of their own
 * cards of that value not yet learnt, for free.
 */
export function canCatchUp(G: OrcQuestState, seat: number, cardId: string): boolean {
  const h = G.heroes[seat];
  const card = shopCard(cardId);
  if (G.phase !== 'camp' || G.result || !h || !card || !h.owed.includes(card.cost)) return false;
  return learnable(h, card.cost).includes(cardId);
}

export function catchUp(G: OrcQuestState, seat: number, cardId: string): void {
  const h = G.heroes[seat] as HeroState;
  const cost = shopCard(cardId)?.cost;
  const k = h.owed.indexOf(cost ?? -1);
  h.owed = h.owed.filter((_, i) => i !== k);
  h.learned = [...h.learned, cardId];
  if (logging(G)) log(G, `${heroSheet(h).name} is brought up to level: ${shopCard(cardId)?.name ?? cardId}`);
}

/**
 * `seat` is done with the exchange step, once it has chosen every Skill card it owes (a value with no card
 * left to choose is lost, as in ruling S1). The last Hero to be done starts the Quest: so every owed card
 * is chosen before the first Hero Phase.
 */
export function canBeginQuest(G: OrcQuestState, seat: number): boolean {
  const h = G.heroes[seat];
  return G.phase === 'camp' && !G.result && !!h && !h.owed.some((c) => learnable(h, c).length > 0);
}

export function beginQuest(cx: SearchContext, G: OrcQuestState, seat: number): void {
  if (!vote(G, seat)) return;
  G.phase = 'hero';
  G.heroes.forEach((h, seat) => {
    h.owed = [];
    // What a newcomer cannot carry of the old Hero's cards is discarded (line 744), the last cards of the
    // Inventory first (ruling C4); anyone else over their capacity only cannot move (line 478).
    if (h.replaces === null) return;
    while (overloaded(h) && h.inventory.length > 0) discard(cx, G, seat, INVENTORY + h.inventory.length - 1);
  });
  if (logging(G)) log(G, 'the Quest begins');
}
