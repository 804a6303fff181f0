import type {
  ChainEntry,
  Effects,
  EffectToken,
  EnemyState,
  Gear,
  HeroState,
  Item,
  OrcQuestState,
  PatrolState,
} from '../state.js';
import { cloneItem, mapItems } from './characters/gear.js';
import { cloneEnemy, cloneSharingCharacters } from './world.js';

/*
 * boardgame.io hands the rules deep-frozen states (Immer). Frozen objects and lists have other hidden classes (V8
 * maps) than the ones the rules build, and so do some plain copies of them: a `slice` of a frozen list is a holey
 * list to V8, and a spread of a frozen list of numbers no longer a list of small integers. The rules core runs in
 * the same process (bots on the server, the bench), so a read site that met boardgame.io's shapes stays slower for
 * the core's states too: a site that has seen a frozen list reads every list more slowly, and a site that has seen
 * more classes stops inlining. So the rules never read a frozen G: they read copies in the rules' own classes.
 * test/fast-paths.test.ts checks them: no frozen part, no holey list, lists of numbers kept small integers.
 */

const same = <T>(x: T): T => x;
/** A plain copy of a list of strings or records, in the class the rules' own lists have. */
const list = <T>(xs: readonly T[]): T[] => [...xs];
/** A plain copy of a list of numbers, still a list of small integers to V8 (`map` keeps it one, a spread does not). */
const numbers = (xs: readonly number[]): number[] => xs.map(same);
const pile = (p: { deck: string[]; discard: string[] }) => ({ deck: list(p.deck), discard: list(p.discard) });
const token = (t: EffectToken): EffectToken => ({ n: t.n, by: t.by });
function thawEffects(e: Effects): Effects {
  const c: Partial<Record<string, EffectToken>> = { ...e };
  for (const k in c) c[k] = token(c[k] as EffectToken);
  return c as Effects;
}
/** A new Item as `cloneItem` writes it, its Enchant list new too. */
function thawItem(i: Item): Item {
  const c = cloneItem(i);
  if (Object.isFrozen(c.enchants)) c.enchants = list(c.enchants);
  return c;
}
const thawItems = (items: readonly Item[]): Item[] => mapItems(items, thawItem);
const thawGear = (g: Gear): Gear => ({
  hands: thawItems(g.hands),
  body: g.body && thawItem(g.body),
  artifact: g.artifact && thawItem(g.artifact),
});
function thawEnemy(e: EnemyState): EnemyState {
  const c = cloneEnemy(e);
  c.effects = thawEffects(e.effects);
  return c;
}
const thawPatrol = (p: PatrolState): PatrolState => ({
  path: p.path,
  members: numbers(p.members),
  progress: p.progress,
  offPath: p.offPath,
});
const thawChain = (chain: readonly ChainEntry[]): ChainEntry[] => chain.map((c) => ({ ...c }));
const thawPools = (p: OrcQuestState['pools']): OrcQuestState['pools'] => ({
  main: list(p.main),
  mainDiscard: list(p.mainDiscard),
  secondary: list(p.secondary),
});

/** How `copyState` gets its copy of one part of G: a copier copies it, and may note the copy (`takeView`). */
type Copier = <T extends object>(x: T, copy: (x: T) => T) => T;

/**
 * G's copy in the rules' own classes: `cloneState(G)` with every part it would share with G (`SHARED_FIELDS`, the
 * Heroes' lists, cards and effect tokens) and the Enemies and Patrols (a move on a view borrows them) copied by `own`.
 */
function copyState(G: OrcQuestState, own: Copier): OrcQuestState {
  const s = cloneSharingCharacters(G);
  s.doors = own(G.doors, (d) => ({ ...d }));
  s.explored = own(G.explored, list);
  s.smashed = own(G.smashed, list);
  s.chickens = own(G.chickens, list);
  s.objectives = own(G.objectives, list);
  s.pools = own(G.pools, thawPools);
  s.patrolDeck = own(G.patrolDeck, pile);
  s.events = own(G.events, pile);
  s.loot = own(G.loot, pile);
  s.relics = own(G.relics, pile);
  s.kraftOut = own(G.kraftOut, list);
  s.enchantDeck = own(G.enchantDeck, list);
  s.done = own(G.done, numbers);
  s.chain = own(G.chain, thawChain);
  s.smoke = own(G.smoke, list);
  s.enemies = own(G.enemies, (es) => es.map((e) => own(e, thawEnemy)));
  s.patrols = own(G.patrols, (ps) => ps.map((p) => own(p, thawPatrol)));
  for (let i = 0; i < s.heroes.length; i++) {
    const h = s.heroes[i] as HeroState;
    const g = G.heroes[i] as HeroState;
    h.used = own(g.used, list);
    h.learned = own(g.learned, list);
    h.owed = own(g.owed, numbers);
    h.effects = own(g.effects, thawEffects);
    h.gear = own(g.gear, thawGear);
    h.inventory = own(g.inventory, thawItems);
  }
  // Copied by `cloneState` already, but with `slice`, which makes a frozen list a holey one; a cut-in's chain is shared.
  if (G.enemyPhase && s.enemyPhase) {
    s.enemyPhase.done = numbers(G.enemyPhase.done);
    if (G.enemyPhase.patrols) s.enemyPhase.patrols = numbers(G.enemyPhase.patrols);
  }
  if (G.patrolChoice && s.patrolChoice) s.patrolChoice.members = numbers(G.patrolChoice.members);
  if (G.cutIn && s.cutIn) s.cutIn.chain = own(G.cutIn.chain, thawChain);
  if (G.boss && s.boss) {
    s.boss.cards = numbers(G.boss.cards);
    s.boss.reactions = { deck: list(G.boss.reactions.deck), discard: list(G.boss.reactions.discard) };
  }
  return s;
}

/**
 * A match's G in the rules' own classes (`fromMatch`, `determinize`): a copy of a frozen G, anything else as it is.
 * Same values.
 */
export function thawState(G: OrcQuestState): OrcQuestState {
  return Object.isFrozen(G) ? copyState(G, (x, copy) => copy(x)) : G;
}

/** What boardgame.io's side of a match (`ai.enumerate`, the flow hooks) hands the rules for a frozen G: its copy. Read only. */
export const plainView = thawState;

/** A move's copy of a frozen G (`takeView`) and, for each part it copied, the frozen original. */
export interface MoveView {
  state: OrcQuestState;
  originals: Map<object, object>;
}

/**
 * A move's start (src/moves.ts): a copy of G for the move to change in place (a move copies its input anyway), with
 * the original of every part it copied; null for a G that is not frozen (the move copies it as usual).
 */
export function takeView(G: OrcQuestState): MoveView | null {
  if (!Object.isFrozen(G)) return null;
  const originals = new Map<object, object>();
  const state = copyState(G, (x, copy) => {
    const c = copy(x);
    originals.set(c, x);
    return c;
  });
  return { state, originals };
}

/**
 * A move's result from a view (`takeView`): every copied part it kept is G's frozen original again, so boardgame.io
 * (Immer) does not freeze copies of what it holds frozen already. Same values.
 */
export function relinkFrozen(next: OrcQuestState, originals: ReadonlyMap<object, object>): OrcQuestState {
  /** The frozen original of a view's copy, anything else as it is. */
  const back = <T>(x: T): T => (x !== null && typeof x === 'object' ? ((originals.get(x) as T) ?? x) : x);
  next.doors = back(next.doors);
  next.explored = back(next.explored);
  next.smashed = back(next.smashed);
  next.chickens = back(next.chickens);
  next.objectives = back(next.objectives);
  next.pools = back(next.pools);
  next.patrolDeck = back(next.patrolDeck);
  next.events = back(next.events);
  next.loot = back(next.loot);
  next.relics = back(next.relics);
  next.kraftOut = back(next.kraftOut);
  next.enchantDeck = back(next.enchantDeck);
  next.done = back(next.done);
  next.chain = back(next.chain);
  next.smoke = back(next.smoke);
  next.enemies = relinkList(next.enemies, back);
  next.patrols = relinkList(next.patrols, back);
  for (const h of next.heroes) {
    h.used = back(h.used);
    h.learned = back(h.learned);
    h.owed = back(h.owed);
    h.effects = back(h.effects);
    h.gear = back(h.gear);
    h.inventory = back(h.inventory);
  }
  return next;
}

/** A list back to its original, or a new list with each record it kept back to its own. */
function relinkList<T extends object>(xs: T[], back: <X>(x: X) => X): T[] {
  const original = back(xs);
  if (original !== xs || Object.isFrozen(xs)) return original;
  for (let i = 0; i < xs.length; i++) xs[i] = back(xs[i] as T);
  return xs;
}
