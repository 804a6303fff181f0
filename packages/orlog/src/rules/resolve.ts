import type { Rng } from '@skald/core';
import { favorSpec } from '../data/favors.js';
import { type OrlogState, other, type Seat } from '../state.js';
import { endGame } from './match.js';
import { attack, steal, type Totals, totals } from './resolution/combat.js';
import { invocationOrder, invoke } from './resolution/favors.js';
import { gainTokens, log, noMods, P, type Resolution } from './resolution/ledger.js';
import { startRound } from './round.js';

/**
 * The resolution phase of one round, in place on a private copy: favors before, tokens from gold faces,
 * attacks (first player first), steals, favors after. Stops the instant a player reaches 0 HP.
 * Returns the fallen seat, or null when both stand.
 */
export function resolveInPlace(s: OrlogState, rng: Rng): Seat | null {
  s.log = [];
  const r: Resolution = {
    s,
    rng,
    reduction: [0, 0],
    paid: [false, false],
    spent: [0, 0],
    mods: [noMods(), noMods()],
    fallen: null,
  };
  const first = s.first;
  const second = other(first);
  log(r, -1, 'round', s.round, `Game ${s.game}, round ${s.round}: ${P(first)} is first`);
  for (const seat of [first, second]) {
    const c = s.revealed[seat];
    log(
      r,
      seat,
      'reveal',
      c ? c.level : 0,
      c ? `${P(seat)} chose ${favorSpec(c.favor).name} level ${c.level}` : `${P(seat)} chose no favor`,
    );
  }
  for (const seat of invocationOrder(s, 'before')) {
    invoke(r, seat);
    if (r.fallen !== null) return r.fallen;
  }
  const t: [Totals, Totals] = [totals(r, 0), totals(r, 1)];
  for (const seat of [first, second]) gainTokens(r, seat, t[seat].gold, 'gold faces');
  for (const [att, kind] of [
    [first, 'axe'],
    [first, 'arrow'],
    [second, 'axe'],
    [second, 'arrow'],
  ] as const) {
    attack(r, t, att, other(att), kind);
    if (r.fallen !== null) return r.fallen;
  }
  steal(r, t, first);
  steal(r, t, second);
  for (const seat of invocationOrder(s, 'after')) {
    invoke(r, seat);
    if (r.fallen !== null) return r.fallen;
  }
  return null;
}

/** Resolve the round, then end the game (someone fell) or start the next round, first player swapped. */
export function resolveAndContinue(s: OrlogState, rng: Rng): void {
  const fallen = resolveInPlace(s, rng);
  if (fallen !== null) {
    endGame(s, other(fallen), rng);
    return;
  }
  s.round++;
  s.first = other(s.first);
  startRound(s, rng);
}
