import { PLAYER } from '../data/player.js';
import { type Cost, RESOURCE_TABLE, RESOURCES, type Resource } from '../data/resources.js';
import type { Player, ValheimState } from '../state.js';

/**
 * A copy of the state for the next move, field by field (much faster than a JSON round trip, which the
 * playouts of bots feel). What the rules change in place (creatures, players, stash, combat, arena…) is
 * copied; what they only ever replace (tiles, revealed, chests, the decks, supply, furniture, food, gifts,
 * metals, log…) is shared between the two states, so a rule must reassign those, never push or splice. A
 * field added to G must be added here (the `clone` test compares it with a JSON round trip).
 */
export function clone(s: ValheimState): ValheimState {
  return {
    ...s,
    creatures: s.creatures.map((c) => ({ ...c, hurtBy: [...c.hurtBy] })),
    // The campaign carry is never written during a match: shared, not copied.
    power: s.power && { ...s.power, doubled: [...s.power.doubled] },
    stash: { ...s.stash },
    ongoing: s.ongoing && { ...s.ongoing },
    raid: s.raid && { ...s.raid },
    players: s.players.map((p) => ({
      ...p,
      equipment: [...p.equipment],
      fire: [...p.fire],
      meads: [...p.meads],
      bombs: [...p.bombs],
      honeycombs: [...p.honeycombs],
      // The three skill offers and the tombstone are only ever replaced (rules/odin.ts, knockout.ts): shared.
      upgrades: p.upgrades.map((u) => ({ ...u })),
    })),
    combat: s.combat && { ...s.combat, seats: [...s.combat.seats], offers: [...s.combat.offers] },
    pending: s.pending && {
      ...s.pending,
      dice: s.pending.dice.map((d) => ({ ...d })),
      damage: [...s.pending.damage],
      plus: { ...s.pending.plus },
    },
    arena: s.arena && {
      ...s.arena,
      spaces: [...s.arena.spaces],
      ooze: [...s.arena.ooze],
      toPlace: [...s.arena.toPlace],
      deck: [...s.arena.deck],
      discard: [...s.arena.discard],
    },
    house: { items: [...s.house.items], fire: [...s.house.fire] },
    craftedThisTurn: [...s.craftedThisTurn],
    result: s.result && (JSON.parse(JSON.stringify(s.result)) as ValheimState['result']),
  };
}

const LOG_LENGTH = 12;
export function log(s: ValheimState, line: string): void {
  s.log = [...s.log.slice(-(LOG_LENGTH - 1)), line];
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
