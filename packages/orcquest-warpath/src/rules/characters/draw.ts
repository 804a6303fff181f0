import { cardText, POTIONS } from '../../data/loot.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import type { SearchContext } from '../context.js';
import { heroSheet, log, logging } from '../world.js';
import { newItem, ownCards, slotFor } from './gear.js';

/** Draw `n` Loot cards for a Hero (line 437). A smashed piece of furniture gives its card as Resources (line 281). */
export function drawLoot(
  cx: SearchContext,
  G: OrcQuestState,
  h: HeroState,
  n: number,
  asResources = false,
): void {
  for (let k = 0; k < n; k++) {
    // Discarded Loot is lost for good (line 481): an empty deck gives nothing more.
    const card = G.loot.deck[0];
    if (card === undefined) return;
    G.loot = { deck: G.loot.deck.slice(1), discard: G.loot.discard };
    if (asResources && POTIONS[card]) {
      // A Potion has no Resources to give (ruling L3): it is lost.
      G.loot = { deck: G.loot.deck, discard: [...G.loot.discard, card] };
      if (logging(G)) log(G, `${heroSheet(h).name} smashes a ${cardText(card).name} to nothing`);
      continue;
    }
    ownCards(cx, h);
    const item = newItem(card, !asResources);
    if (asResources && slotFor(item)) item.rekup = true;
    item.fresh = !asResources;
    h.inventory.push(item);
    if (logging(G))
      log(G, `${heroSheet(h).name} finds ${cardText(card).name}${item.rekup ? ' (as Resources)' : ''}`);
  }
}

/** Draw a Relic card (line 466): the Quests' Objectives give one (assumed Quest reward). */
export function drawRelic(cx: SearchContext, G: OrcQuestState, h: HeroState): void {
  const card = G.relics.deck[0];
  if (card === undefined) return;
  G.relics = { deck: G.relics.deck.slice(1), discard: G.relics.discard };
  ownCards(cx, h);
  h.inventory.push(newItem(card, true));
  if (logging(G)) log(G, `${heroSheet(h).name} gains the Relic ${cardText(card).name}`);
}
