import { cardText } from '../data/loot.js';
import type { HeroState, OrcQuestState } from '../state.js';
import { isWeapon, itemAt, ownsOtherWeapon, takeAt } from './gear.js';
import { heroSheet, log } from './world.js';

/**
 * The exchange step between two Quests (lines 738-740), phase `camp`: it opens the next Quest of a
 * campaign, before its first Hero Phase (ruling C1). The Heroes, all alive and healed (line 732-733), hand
 * Loot to each other with no throw and no risk (line 738), reorganise their equipment and Inventory, do
 * Rekup, Kraft and Enchant (line 739) and buy Skill cards as at the End of Turn (line 740); any Hero then
 * starts the Quest.
 */

/** The phases in which the Heroes organise their cards: the End of Turn (line 685) and the exchange step. */
export const organising = (G: OrcQuestState): boolean => G.phase === 'endOfTurn' || G.phase === 'camp';

/** Hand a card to another Hero (line 738): any card but the giver's only weapon (ruling L4). */
export function canGive(G: OrcQuestState, seat: number, ref: number, to: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  if (G.phase !== 'camp' || G.result || !h || !item || to === seat || !G.heroes[to]) return false;
  return !isWeapon(item) || ownsOtherWeapon(h, item);
}

export function give(G: OrcQuestState, seat: number, ref: number, to: number): void {
  const h = G.heroes[seat] as HeroState;
  const r = G.heroes[to] as HeroState;
  const item = takeAt(h, ref);
  if (!item) return;
  r.inventory.push({ ...item, fresh: false });
  log(G, `${heroSheet(h).name} gives ${cardText(item.card).name} to ${heroSheet(r).name}`);
}

/** Start the Quest: the exchange step ends and the first Hero Phase begins. */
export const canBeginQuest = (G: OrcQuestState): boolean => G.phase === 'camp' && !G.result;

export function beginQuest(G: OrcQuestState): void {
  G.phase = 'hero';
  log(G, 'the Quest begins');
}
