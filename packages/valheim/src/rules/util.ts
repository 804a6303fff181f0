import { type Bomb, CONSUMABLES, type Mead } from '../data/consumables.js';
import { PLAYER } from '../data/player.js';
import { type Cost, RESOURCE_TABLE, RESOURCES, type Resource } from '../data/resources.js';
import type { Creature, Player, ValheimState } from '../state.js';
import { valheimShape } from './shape.js';

/**
 * A copy of the state for the next move (once per move on the bots' hot path), from the state's shape
 * (`shape.ts`): what the rules change in place is copied, what they only ever replace is shared.
 */
export const clone: (s: ValheimState) => ValheimState = valheimShape.copy;

/** Put a changed copy of a creature in its place: the list and the creatures in it are shared by states. */
export function replaceCreature(s: ValheimState, next: Creature): void {
  s.creatures = s.creatures.map((c) => (c.id === next.id ? next : c));
}

/** A creature moved to `space` (a new object, in G's key order). */
export const movedTo = (c: Creature, space: string): Creature => ({
  id: c.id,
  kind: c.kind,
  space,
  damage: c.damage,
  hurtBy: c.hurtBy,
});

/**
 * The stash is shared by the states copied from one another: a rule about to change it takes a fresh copy
 * first (one per change; most moves change nothing in it).
 */
export function editStash(s: ValheimState): Record<Resource, number> {
  s.stash = copyStash(s.stash);
  return s.stash;
}

const copyStash = (r: Record<Resource, number>): Record<Resource, number> => ({
  wood: r.wood,
  resin: r.resin,
  stone: r.stone,
  hide: r.hide,
  bronze: r.bronze,
  iron: r.iron,
  silver: r.silver,
  coin: r.coin,
});

/** `list` without the first `item`: a new array (player boards' lists are replaced, never edited). */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

const LOG_LENGTH = 12;

/**
 * The log of a bot's core state (`core.fromMatch`): nobody reads a search's log, so the rules write none
 * (`log` leaves it as it is). One frozen empty list; G and every match state keep the real log.
 */
export const QUIET_LOG: string[] = Object.freeze([]) as unknown as string[];

/** Does this state keep a log? (A rule builds its line only then.) */
export const logging = (s: ValheimState): boolean => s.log !== QUIET_LOG;

export function log(s: ValheimState, line: string): void {
  if (s.log === QUIET_LOG) return;
  // Copied into a fresh list (one allocation: `slice` then `push` would grow the copy at once).
  const next: string[] = [];
  for (let i = Math.max(0, s.log.length - (LOG_LENGTH - 1)); i < s.log.length; i++)
    next.push(s.log[i] as string);
  next.push(line);
  s.log = next;
}

export const emptyStash = (): Record<Resource, number> =>
  Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;

/** Costs name a few resources: only those are read (no pass over all 8 per check). */
export function canPay(s: ValheimState, cost: Cost): boolean {
  for (const key in cost) {
    const r = key as Resource;
    if (Object.hasOwn(RESOURCE_TABLE, r) && s.stash[r] < (cost[r] ?? 0)) return false;
  }
  return true;
}

export function pay(s: ValheimState, cost: Cost): void {
  const stash = editStash(s);
  for (const key in cost) {
    const r = key as Resource;
    if (Object.hasOwn(RESOURCE_TABLE, r)) stash[r] -= cost[r] ?? 0;
  }
}

/** Add to the shared stash; it never holds more tokens than the box has (ruling R-stash). */
export function gain(s: ValheimState, loot: Cost): void {
  // Only the resources the loot names (the stash never holds more than the box: the others stay as they are).
  let stash: Record<Resource, number> | null = null;
  for (const key in loot) {
    const r = key as Resource;
    const n = loot[r];
    if (!n || !Object.hasOwn(RESOURCE_TABLE, r)) continue;
    stash ??= editStash(s);
    stash[r] = Math.min(RESOURCE_TABLE[r].tokens, stash[r] + n);
  }
}

/** `gain(s, { [r]: n })` without building the one-key object (every collect pays one resource). */
export function gainOne(s: ValheimState, r: Resource, n: number): void {
  if (!n || !Object.hasOwn(RESOURCE_TABLE, r)) return;
  const stash = editStash(s);
  stash[r] = Math.min(RESOURCE_TABLE[r].tokens, stash[r] + n);
}

export function heal(p: Player, n: number): void {
  p.health = Math.min(PLAYER.maxHealth, p.health + n);
}

export function refresh(p: Player, n: number): void {
  p.stamina = Math.min(PLAYER.maxStamina, p.stamina + n);
}

/** Forced stamina loss: what cannot come from stamina comes from health (line 430). Returns health lost. */
export function loseStamina(p: Player, n: number): number {
  const fromStamina = Math.min(p.stamina, n);
  p.stamina -= fromStamina;
  const fromHealth = Math.min(p.health, n - fromStamina);
  p.health -= fromHealth;
  return fromHealth;
}

export const standing = (p: Player): boolean => !p.knockedOut;

/** Seats in clockwise order starting from `first`. */
export function clockwiseFrom(s: ValheimState, first: number): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.numPlayers; i++) seats.push((first + i) % s.numPlayers);
  return seats;
}

/** "a health mead", "an area effect bomb": a mead or bomb as a sentence names it (never its id). */
export function consumableWords(id: string): string {
  const name = CONSUMABLES[id as Mead | Bomb]?.name.toLowerCase() ?? 'item';
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}
