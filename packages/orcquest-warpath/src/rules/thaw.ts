import type { HeroState, OrcQuestState } from '../state.js';
import { orcQuestShape } from './shape.js';
import { cloneSharingCharacters } from './world.js';

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
/** A plain copy of a list of numbers, still a list of small integers to V8 (`map` keeps it one, a spread does not). */
const numbers = (xs: readonly number[]): number[] => xs.map(same);

/**
 * A match's G in the rules' own classes (`fromMatch`, `determinize`): a frozen G thawed by its shape (every object
 * and list new, lists built by `map` so lists of numbers stay small integers), anything else as it is. Same values.
 */
export function thawState(G: OrcQuestState): OrcQuestState {
  return Object.isFrozen(G) ? orcQuestShape.thaw(G) : G;
}

/** What boardgame.io's side of a match (`ai.enumerate`, the moves) hands the rules for a frozen G: its copy. Read only. */
export const plainView = thawState;

/**
 * What `activeSeats` reads of a frozen G, in the rules' own classes (the flow hooks ask it after every move): G's
 * top level and Heroes (`cloneSharingCharacters`) and its `done` list; the rest is G's, frozen and never read
 * there. For who acts only: a whole copy (`plainView`) for any other rule.
 */
export function seatsView(G: OrcQuestState): OrcQuestState {
  if (!Object.isFrozen(G)) return G;
  const s = cloneSharingCharacters(G);
  s.done = numbers(G.done);
  return s;
}

/**
 * boardgame.io's side of a move (core's `shareWithBase`): `next`, the move's result from `read` (`plainView(base)`,
 * or `base` itself when it is not frozen), with every part it kept from `read` put back to `base`'s own frozen
 * original, so boardgame.io (Immer) does not freeze copies of what it holds frozen already. Same values. `read`'s
 * parts sit where the shape's thaw put them, so each is found by its place in the state.
 */
export function shareFrozen(next: OrcQuestState, base: OrcQuestState, read: OrcQuestState): OrcQuestState {
  if (read === base) return next;
  if (next.doors === read.doors) next.doors = base.doors;
  if (next.explored === read.explored) next.explored = base.explored;
  if (next.smashed === read.smashed) next.smashed = base.smashed;
  if (next.chickens === read.chickens) next.chickens = base.chickens;
  if (next.objectives === read.objectives) next.objectives = base.objectives;
  if (next.pools === read.pools) next.pools = base.pools;
  if (next.patrolDeck === read.patrolDeck) next.patrolDeck = base.patrolDeck;
  if (next.events === read.events) next.events = base.events;
  if (next.loot === read.loot) next.loot = base.loot;
  if (next.relics === read.relics) next.relics = base.relics;
  if (next.kraftOut === read.kraftOut) next.kraftOut = base.kraftOut;
  if (next.enchantDeck === read.enchantDeck) next.enchantDeck = base.enchantDeck;
  if (next.done === read.done) next.done = base.done;
  if (next.chain === read.chain) next.chain = base.chain;
  if (next.smoke === read.smoke) next.smoke = base.smoke;
  next.enemies = shareList(next.enemies, base.enemies, read.enemies);
  next.patrols = shareList(next.patrols, base.patrols, read.patrols);
  // The Heroes keep their seats: a Hero's parts are found in the same seat of `read`.
  for (let i = 0; i < next.heroes.length; i++) {
    const h = next.heroes[i] as HeroState;
    const from = read.heroes[i];
    const to = base.heroes[i];
    if (!from || !to) continue;
    if (h.used === from.used) h.used = to.used;
    if (h.learned === from.learned) h.learned = to.learned;
    if (h.owed === from.owed) h.owed = to.owed;
    if (h.effects === from.effects) h.effects = to.effects;
    if (h.gear === from.gear) h.gear = to.gear;
    if (h.inventory === from.inventory) h.inventory = to.inventory;
  }
  return next;
}

/** A list back to `base`'s when it is `read`'s, or with each record it kept from `read` back to `base`'s. */
function shareList<T extends object>(xs: T[], base: T[], read: readonly T[]): T[] {
  if (xs === read) return base;
  for (let i = 0; i < xs.length; i++) {
    const at = read.indexOf(xs[i] as T);
    if (at >= 0) xs[i] = base[at] as T;
  }
  return xs;
}
