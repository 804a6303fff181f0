import { enchantById, enchantOffered } from '../../data/enchants.js';
import { cardText, ITEMS, KRAFT_DECK } from '../../data/loot.js';
import type { Resources } from '../../data/stuff.js';
import type { HeroState, Item, OrcQuestState } from '../../state.js';
import { INVENTORY, isFragment, itemAt, lose, ownCards, resourcesOf, stuffOf } from '../characters/gear.js';
import type { SearchContext } from '../context.js';
import { heroSheet, log, logging } from '../world.js';
import { organising } from './together.js';

/**
 * Kraft (lines 697-712) and Enchant (lines 713-729): upgrading Stuff with Resources, and Power Fragments
 * turned into Enchant cards on weapons and armor.
 */

const sumOf = (r: Resources): number => r[0] + r[1] + r[2] + r[3];

/** Resource cards in the Inventory with their index. */
function resourceCards(h: HeroState): { i: number; res: Resources }[] {
  return h.inventory.flatMap((item, i) => {
    const res = resourcesOf(item);
    return res ? [{ i, res }] : [];
  });
}

/**
 * The Resource cards worth spending on `cost` (those giving something it needs; the 12 richest of more),
 * or null when all of them together fall short.
 */
function usefulCards(h: HeroState, cost: Resources): { i: number; res: Resources }[] | null {
  // Only cards that give something the Plan needs are worth spending; all of them must cover it.
  const useful = resourceCards(h).filter((c) => c.res.some((r, k) => r > 0 && (cost[k] ?? 0) > 0));
  if (cost.some((c, k) => useful.reduce((s, u) => s + (u.res[k] ?? 0), 0) < c)) return null;
  if (useful.length <= 12) return useful;
  // More than 12 such cards: the 12 richest are searched (ruling K1 keeps its choice among them).
  useful.sort((a, b) => sumOf(b.res) - sumOf(a.res)).splice(12);
  return cost.some((c, k) => useful.reduce((s, u) => s + (u.res[k] ?? 0), 0) < c) ? null : useful;
}

/**
 * Whether `pickResources` finds cards for `cost` (without searching for the best set): a set covers it
 * exactly when all the cards it searches among do, since more cards never give less.
 */
export function canAfford(h: HeroState, cost: Resources): boolean {
  if (cost[0] + cost[1] + cost[2] + cost[3] === 0) return true;
  // `usefulCards` without its lists: the useful cards counted and summed in one pass; more than 12 of
  // them are left to it (it searches the 12 richest).
  let n = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (const item of h.inventory) {
    const r = resourcesOf(item);
    if (!r) continue;
    if (
      !(
        (r[0] > 0 && cost[0] > 0) ||
        (r[1] > 0 && cost[1] > 0) ||
        (r[2] > 0 && cost[2] > 0) ||
        (r[3] > 0 && cost[3] > 0)
      )
    )
      continue;
    n++;
    s0 += r[0];
    s1 += r[1];
    s2 += r[2];
    s3 += r[3];
  }
  if (n > 12) return usefulCards(h, cost) !== null;
  return s0 >= cost[0] && s1 >= cost[1] && s2 >= cost[2] && s3 >= cost[3];
}

/**
 * The Resource cards a Kraft spends: whole cards (their excess is lost, line 711), chosen to lose as
 * little as possible, then with the fewest cards (ruling K1: the program chooses for the Hero).
 */
export function pickResources(h: HeroState, cost: Resources): number[] | null {
  const total = cost.reduce((s, c) => s + c, 0);
  if (total === 0) return [];
  const useful = usefulCards(h, cost);
  if (!useful) return null;
  let best: { set: number[]; waste: number } | null = null;
  for (let mask = 1; mask < 1 << useful.length; mask++) {
    const sum = [0, 0, 0, 0];
    const set: number[] = [];
    useful.forEach((c, j) => {
      if (mask & (1 << j)) {
        set.push(c.i);
        c.res.forEach((r, k) => {
          sum[k] = (sum[k] ?? 0) + r;
        });
      }
    });
    if (cost.some((c, k) => (sum[k] ?? 0) < c)) continue;
    const waste = sum.reduce((s, v) => s + v, 0) - total;
    if (!best || waste < best.waste || (waste === best.waste && set.length < best.set.length))
      best = { set, waste };
  }
  return best ? best.set : null;
}

/** Cards of this Level 2 or 3 Stuff still in its Kraft deck. */
export function kraftLeft(G: OrcQuestState, id: string): number {
  let out = 0;
  for (const c of G.kraftOut) if (c === id) out++;
  return (KRAFT_DECK[id] ?? 0) - out;
}

/** When a Hero may Kraft: in their own Activation, at the End of Turn (line 707) or between Quests (739). */
const mayKraft = (G: OrcQuestState, seat: number): boolean =>
  !G.result && !G.heroes[seat]?.dead && (organising(G) || (G.phase === 'hero' && G.active === seat));

export function canKraft(G: OrcQuestState, seat: number, ref: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  const card = stuffOf(item ?? null);
  if (!h || !card?.kraft || !mayKraft(G, seat)) return false;
  if (kraftLeft(G, card.kraft.to) <= 0) return false;
  return canAfford(h, card.kraft.cost);
}

/**
 * The Stuff card is swapped for the next Level's (keeping its Enchants, line 726); the Resources are
 * discarded; a Level 2 card goes back to its Kraft deck, a Level 1 card out of the game (line 709-710).
 */
export function kraft(cx: SearchContext, G: OrcQuestState, seat: number, ref: number): void {
  const h = G.heroes[seat] as HeroState;
  ownCards(cx, h);
  const item = itemAt(h, ref) as Item;
  const card = stuffOf(item);
  const plan = card?.kraft;
  const spend = plan ? pickResources(h, plan.cost) : null;
  if (!card || !plan || !spend) return;
  const spent = spend.sort((a, b) => b - a).map((i) => h.inventory.splice(i, 1)[0] as Item);
  for (const s of spent) lose(G, s.card);
  const out = [...G.kraftOut, plan.to];
  if (card.level === 2) out.splice(out.indexOf(card.id), 1);
  else lose(G, card.id);
  G.kraftOut = out;
  item.card = plan.to;
  if (logging(G))
    log(G, `${heroSheet(h).name} krafts ${card.name} to Level ${(ITEMS[plan.to]?.level ?? 0) as number}`);
}

/**
 * Enchant (lines 713-729), End of Turn: a Power Fragment from the Inventory for an Enchant card on a piece
 * of Stuff (never a Relic), at most two per piece; the Fragment goes back into the Relic deck.
 */
export function canEnchant(G: OrcQuestState, seat: number, enchantId: string, ref: number): boolean {
  const h = G.heroes[seat];
  const item = h && itemAt(h, ref);
  const ench = enchantById(enchantId);
  if (!organising(G) || G.result || !h || h.dead || !item || !ench || !enchantOffered(ench)) return false;
  if (!stuffOf(item) || item.enchants.length >= 2 || !G.enchantDeck.includes(enchantId)) return false;
  return h.inventory.some(isFragment);
}

export function enchant(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  enchantId: string,
  ref: number,
): void {
  const h = G.heroes[seat] as HeroState;
  ownCards(cx, h);
  const item = itemAt(h, ref) as Item;
  const f = h.inventory.findIndex(isFragment);
  const fragment = h.inventory.splice(f, 1)[0];
  // The Fragment goes back into the Relic deck (line 716); `item` is the card itself, wherever it now sits.
  if (fragment) G.relics = { deck: [...G.relics.deck, fragment.card], discard: G.relics.discard };
  const k = G.enchantDeck.indexOf(enchantId);
  G.enchantDeck = G.enchantDeck.filter((_, i) => i !== k);
  item.enchants = [...item.enchants, { id: enchantId, enhanced: false, progress: 0 }];
  if (logging(G))
    log(G, `${heroSheet(h).name} enchants ${cardText(item.card).name}: ${enchantById(enchantId)?.name}`);
}

/** Item references an Enchant may go on (any Stuff the Hero carries). */
export const enchantableRefs = (h: HeroState): number[] =>
  [0, 1, 2, 3, ...h.inventory.map((_, i) => INVENTORY + i)].filter((r) => {
    const item = itemAt(h, r);
    return !!item && !!stuffOf(item) && item.enchants.length < 2;
  });
