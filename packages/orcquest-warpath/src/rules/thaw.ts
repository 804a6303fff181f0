import type { Item, OrcQuestState } from '../state.js';
import { cloneItem, mapItems } from './gear.js';
import { cloneState } from './world.js';

const copy = <T>(xs: readonly T[]): T[] => [...xs];
const pile = (p: { deck: string[]; discard: string[] }) => ({ deck: copy(p.deck), discard: copy(p.discard) });
/** A new Item as `cloneItem` writes it, its Enchant list new too. */
const thawItem = (i: Item): Item => {
  const c = cloneItem(i);
  if (Object.isFrozen(c.enchants)) c.enchants = copy(c.enchants);
  return c;
};

/**
 * A match's G in the rules' own shapes. boardgame.io hands over deep-frozen states (Immer): frozen objects and
 * arrays have other hidden classes (V8 maps) than the ones the rules build, and the core's copies share the
 * lists they do not change (`SHARED_FIELDS`), so a playout from a frozen state kept meeting both kinds at the
 * same read sites, deoptimising and recompiling them while the JIT warmed up. The copy here is `cloneState`'s,
 * with each shared list and record rebuilt the way the rules build it (spread, `{ deck, discard }`). Same values.
 */
export function thawState(G: OrcQuestState): OrcQuestState {
  if (!Object.isFrozen(G)) return G;
  const s = cloneState(G);
  s.doors = { ...G.doors };
  s.explored = copy(G.explored);
  s.smashed = copy(G.smashed);
  s.chickens = copy(G.chickens);
  s.objectives = copy(G.objectives);
  s.pools = {
    main: copy(G.pools.main),
    mainDiscard: copy(G.pools.mainDiscard),
    secondary: copy(G.pools.secondary),
  };
  s.patrolDeck = pile(G.patrolDeck);
  s.events = pile(G.events);
  s.loot = pile(G.loot);
  s.relics = pile(G.relics);
  s.kraftOut = copy(G.kraftOut);
  s.enchantDeck = copy(G.enchantDeck);
  s.done = copy(G.done);
  s.chain = G.chain.map((c) => ({ ...c }));
  s.smoke = copy(G.smoke);
  for (const h of s.heroes) {
    h.used = copy(h.used);
    h.learned = copy(h.learned);
    h.owed = copy(h.owed);
    h.effects = { ...h.effects };
    h.gear = {
      hands: mapItems(h.gear.hands, thawItem),
      body: h.gear.body && thawItem(h.gear.body),
      artifact: h.gear.artifact && thawItem(h.gear.artifact),
    };
    h.inventory = mapItems(h.inventory, thawItem);
  }
  for (const e of s.enemies) e.effects = { ...e.effects };
  return s;
}
