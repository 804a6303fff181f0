import { PLAYER } from '../data/player.js';
import { type Cost, RESOURCE_TABLE, RESOURCES, type Resource } from '../data/resources.js';
import type { Player, ValheimState } from '../state.js';

/** A deep copy through JSON: G is plain JSON by design, so this is exact. */
export const clone = (s: ValheimState): ValheimState => JSON.parse(JSON.stringify(s)) as ValheimState;

const LOG_LENGTH = 12;
export function log(s: ValheimState, line: string): void {
  s.log.push(line);
  if (s.log.length > LOG_LENGTH) s.log.splice(0, s.log.length - LOG_LENGTH);
}

export const emptyStash = (): Record<Resource, number> =>
  Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;

export function canPay(s: ValheimState, cost: Cost): boolean {
  return RESOURCES.every((r) => s.stash[r] >= (cost[r] ?? 0));
}

export function pay(s: ValheimState, cost: Cost): void {
  for (const r of RESOURCES) s.stash[r] -= cost[r] ?? 0;
}

/** Add to the shared stash; it never holds more tokens than the box has (ruling R-stash). */
export function gain(s: ValheimState, loot: Cost): void {
  for (const r of RESOURCES) s.stash[r] = Math.min(RESOURCE_TABLE[r].tokens, s.stash[r] + (loot[r] ?? 0));
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
export const clockwiseFrom = (s: ValheimState, first: number): number[] =>
  Array.from({ length: s.numPlayers }, (_, i) => (first + i) % s.numPlayers);
