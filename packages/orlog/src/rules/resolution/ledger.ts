import type { Rng } from '@skald/core';
import type { FaceSymbol } from '../../data/dice.js';
import type { FavorId } from '../../data/favors.js';
import { favorValue, MAX_HP, TOKEN_CAP } from '../../data/rulings.js';
import type { OrlogState, Seat } from '../../state.js';

/**
 * The ledger of one resolution: its working state (never stored in G), and every change of HP and
 * tokens, each written to the round's log as it happens.
 */

/** Modifiers a before-resolution favor puts on its owner's dice for this round's combat. */
export interface Mods {
  baldr: number;
  brunhild: number;
  freyrFace: FaceSymbol | null;
  freyrBonus: number;
  skadi: number;
  ullr: number;
  vidarr: number;
}

/** Working state of one resolution (never stored in G). */
export interface Resolution {
  s: OrlogState;
  rng: Rng;
  /** Levels removed from each seat's favor by the opponent's Thrymr's Theft. */
  reduction: [number, number];
  /** Whether each seat's favor was paid for (and so is in force). */
  paid: [boolean, boolean];
  /** Tokens each seat has spent on favors this round (Vár's Bond watches the opponent's). */
  spent: [number, number];
  mods: [Mods, Mods];
  /** The seat that fell to 0 HP, ending the resolution at once. */
  fallen: Seat | null;
}

export const noMods = (): Mods => ({
  baldr: 0,
  brunhild: 0,
  freyrFace: null,
  freyrBonus: 0,
  skadi: 0,
  ullr: 0,
  vidarr: 0,
});
export const P = (seat: number) => `P${seat}`;

export function log(r: Resolution, seat: number, kind: string, amount: number, text: string): void {
  r.s.log.push({ seat, kind, amount, text });
}

/** The level a seat's favor works at now: 0 when unpaid, not chosen, or lowered to nothing by Thrymr. */
export function effectiveLevel(r: Resolution, seat: Seat): number {
  const c = r.s.revealed[seat];
  if (!c || !r.paid[seat]) return 0;
  return Math.max(0, c.level - r.reduction[seat]);
}

/** The value of a reactive favor `id` if `seat` has it in force, else 0. */
export function watching(r: Resolution, seat: Seat, id: FavorId): number {
  const c = r.s.revealed[seat];
  if (!c || c.favor !== id) return 0;
  const level = effectiveLevel(r, seat);
  return level > 0 ? favorValue(id, level) : 0;
}

export function heal(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const healed = Math.min(MAX_HP, p.hp + n) - p.hp;
  p.hp += healed;
  log(
    r,
    seat,
    'heal',
    healed,
    `${P(seat)} heals ${healed} (${why}${healed < n ? `, capped at ${MAX_HP}` : ''}) → ${p.hp} HP`,
  );
}

export function gainTokens(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const gained = Math.min(TOKEN_CAP, p.tokens + n) - p.tokens;
  p.tokens += gained;
  log(
    r,
    seat,
    'tokens',
    gained,
    `${P(seat)} gains ${gained} token${gained === 1 ? '' : 's'} (${why}) → ${p.tokens}`,
  );
}

export function destroyTokens(r: Resolution, seat: Seat, n: number, why: string): void {
  const p = r.s.players[seat];
  const lost = Math.min(p.tokens, Math.max(0, n));
  p.tokens -= lost;
  log(
    r,
    seat,
    'destroy',
    lost,
    `${P(seat)} loses ${lost} token${lost === 1 ? '' : 's'} (${why}) → ${p.tokens}`,
  );
}

/** HP loss from the opponent (dice, Thor): Mímir's Wisdom pays its owner for it. Ends the game at 0. */
export function damage(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const taken = Math.min(p.hp, n);
  p.hp -= taken;
  log(r, seat, 'damage', taken, `${P(seat)} takes ${taken} damage (${why}) → ${p.hp} HP`);
  if (p.hp === 0) {
    r.fallen = seat;
    return;
  }
  const mimir = watching(r, seat, 'mimir');
  if (mimir > 0) gainTokens(r, seat, mimir * taken, "Mímir's Wisdom");
}

/** Self-inflicted HP loss (Týr, Odin): not damage, so Mímir ignores it; 0 HP still loses. */
export function sacrifice(r: Resolution, seat: Seat, wanted: number): number {
  const p = r.s.players[seat];
  const n = Math.max(0, Math.min(wanted, p.hp - r.s.rules.sacrificeFloor));
  p.hp -= n;
  log(r, seat, 'sacrifice', n, `${P(seat)} sacrifices ${n} HP → ${p.hp} HP`);
  if (p.hp === 0) r.fallen = seat;
  return n;
}
