import type { ChainEntry, EnemyState, Gear, HeroState, Item, OrcQuestState, PatrolState } from '../state.js';
import { cloneItem, mapItems } from './gear.js';
import { cloneSharingEnemies, cloneState } from './world.js';

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

/** A Hero's lists as a view holds them (plain copies of the frozen Hero's, `SHARED_HERO_FIELDS`). */
interface HeroLists {
  used: string[];
  learned: string[];
  owed: number[];
  inventory: Item[];
  gear: Gear;
}

/**
 * A view (`plainView`) and the plain copies it was given of G's frozen lists, kept apart from the view (a move
 * that takes the view changes it): the copies the next view may reuse and `relinkFrozen` recognises.
 */
interface View {
  state: OrcQuestState;
  explored: string[];
  smashed: string[];
  chickens: string[];
  objectives: string[];
  kraftOut: string[];
  enchantDeck: string[];
  done: number[];
  chain: ChainEntry[];
  smoke: string[];
  enemies: EnemyState[];
  patrols: PatrolState[];
  heroes: HeroLists[];
}

/** A plain copy of a frozen list, or the last view's copy of the same list. */
const own = <T>(list: T[], last: T[] | undefined, lastCopy: T[] | undefined): T[] =>
  list === last && lastCopy !== undefined ? lastCopy : list.slice();

/** The Hero `h` of a view (`cloneState`'s copy of the frozen `g`) given plain copies of its lists (the cards stay frozen records). */
function heroLists(
  h: HeroState,
  g: HeroState,
  last: HeroState | undefined,
  lastCopy: HeroLists | undefined,
): HeroLists {
  const lists: HeroLists = {
    used: own(g.used, last?.used, lastCopy?.used),
    learned: own(g.learned, last?.learned, lastCopy?.learned),
    owed: own(g.owed, last?.owed, lastCopy?.owed),
    inventory: own(g.inventory, last?.inventory, lastCopy?.inventory),
    gear:
      lastCopy !== undefined && g.gear === last?.gear
        ? lastCopy.gear
        : { hands: g.gear.hands.slice(), body: g.gear.body, artifact: g.gear.artifact },
  };
  h.used = lists.used;
  h.learned = lists.learned;
  h.owed = lists.owed;
  h.inventory = lists.inventory;
  h.gear = lists.gear;
  return lists;
}

/**
 * The last frozen G viewed and its view. boardgame.io asks for one G several times in a row (the flow hooks after the
 * move that made it, then `ai.enumerate`, then the next move), and consecutive states share most lists, whose copies
 * the next view reuses. `taken`: a move took the view (and changes it), so the view is not handed out again.
 */
let lastG: OrcQuestState | null = null;
let lastView: View | null = null;
let taken = false;

/**
 * A copy of G as `cloneState` makes one, with plain copies of the lists it shares and the rules read most (written
 * out: one shape per site); the Enemy records stay G's, in a list of its own (a move copies them before a change).
 */
function makeView(G: OrcQuestState): View {
  const v = cloneSharingEnemies(G);
  const l = lastG ?? undefined;
  const c = lastView ?? undefined;
  const heroes: HeroLists[] = [];
  for (let i = 0; i < v.heroes.length; i++)
    heroes.push(heroLists(v.heroes[i] as HeroState, G.heroes[i] as HeroState, l?.heroes[i], c?.heroes[i]));
  const view: View = {
    state: v,
    explored: own(G.explored, l?.explored, c?.explored),
    smashed: own(G.smashed, l?.smashed, c?.smashed),
    chickens: own(G.chickens, l?.chickens, c?.chickens),
    objectives: own(G.objectives, l?.objectives, c?.objectives),
    kraftOut: own(G.kraftOut, l?.kraftOut, c?.kraftOut),
    enchantDeck: own(G.enchantDeck, l?.enchantDeck, c?.enchantDeck),
    done: own(G.done, l?.done, c?.done),
    chain: own(G.chain, l?.chain, c?.chain),
    smoke: own(G.smoke, l?.smoke, c?.smoke),
    enemies: v.enemies,
    patrols: v.patrols,
    heroes,
  };
  v.explored = view.explored;
  v.smashed = view.smashed;
  v.chickens = view.chickens;
  v.objectives = view.objectives;
  v.kraftOut = view.kraftOut;
  v.enchantDeck = view.enchantDeck;
  v.done = view.done;
  v.chain = view.chain;
  v.smoke = view.smoke;
  lastG = G;
  lastView = view;
  taken = false;
  return view;
}

/** The view of G for the rules to read: the last one unless G is another state or a move took it. */
const viewOf = (G: OrcQuestState): View =>
  G === lastG && !taken && lastView !== null ? lastView : makeView(G);

/**
 * What boardgame.io's side of a match (`ai.enumerate`, the flow hooks) hands the rules for a frozen G: a copy made
 * once per G in the shapes the rules build (`cloneState`'s, its shared lists copied too; the records of cards,
 * effects and Enemies shared, frozen). Same values. Why: the rules core runs in the same process (bots on the
 * server), and a read site that has seen a frozen list runs slower for every list after (V8 does not inline element
 * access or iteration over frozen elements), the core's included. Callers only read it.
 */
export function plainView(G: OrcQuestState): OrcQuestState {
  return Object.isFrozen(G) ? viewOf(G).state : G;
}

/**
 * A move's start (src/moves.ts): G's view for the move to change in place (a move copies its input anyway), no
 * longer handed to anyone else; null for a G that is not frozen (the move copies it as usual).
 */
export function takeView(G: OrcQuestState): View | null {
  if (!Object.isFrozen(G)) return null;
  const v = viewOf(G);
  taken = true;
  return v;
}

/** `next`'s field: G's own frozen one where `next` kept the view's copy of it. */
const back = <T>(mine: T, copy: T, original: T): T => (mine === copy ? original : mine);

/**
 * A move's result from a view (`takeView`): every list it kept from the view is G's own frozen list again, so
 * boardgame.io (Immer) does not freeze copies of what it holds frozen already. Same values.
 */
export function relinkFrozen(next: OrcQuestState, view: View, G: OrcQuestState): OrcQuestState {
  next.explored = back(next.explored, view.explored, G.explored);
  next.smashed = back(next.smashed, view.smashed, G.smashed);
  next.chickens = back(next.chickens, view.chickens, G.chickens);
  next.objectives = back(next.objectives, view.objectives, G.objectives);
  next.kraftOut = back(next.kraftOut, view.kraftOut, G.kraftOut);
  next.enchantDeck = back(next.enchantDeck, view.enchantDeck, G.enchantDeck);
  next.done = back(next.done, view.done, G.done);
  next.chain = back(next.chain, view.chain, G.chain);
  next.smoke = back(next.smoke, view.smoke, G.smoke);
  next.enemies = back(next.enemies, view.enemies, G.enemies);
  next.patrols = back(next.patrols, view.patrols, G.patrols);
  const heroes = next.heroes;
  for (let i = 0; i < heroes.length; i++) {
    const h = heroes[i] as HeroState;
    const c = view.heroes[i];
    const g = G.heroes[i];
    if (c === undefined || g === undefined) continue;
    h.used = back(h.used, c.used, g.used);
    h.learned = back(h.learned, c.learned, g.learned);
    h.owed = back(h.owed, c.owed, g.owed);
    h.inventory = back(h.inventory, c.inventory, g.inventory);
    h.gear = back(h.gear, c.gear, g.gear);
  }
  return next;
}
