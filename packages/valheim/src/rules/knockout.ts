import { int, type Rng } from '@skald/core';
import { isHaldorCard } from '../data/equipment.js';
import { HOUSE } from '../data/map.js';
import type { ValheimState } from '../state.js';
import { log, logging } from './util.js';

/**
 * Zero health (lines 415–421): back to the house, stamina 0, tombstone where you fell with 1 random
 * equipment card beside it (none in the house); an older tombstone's card is lost to its pile.
 * In the arena (lines 423–427) you just lie where you are.
 */
export function knockOut(s: ValheimState, seat: number, rng: Rng): void {
  const p = s.players[seat] as ValheimState['players'][number];
  p.health = 0;
  p.knockedOut = true;
  p.frozen = false;
  p.poisoned = false;
  if (logging(s)) log(s, `P${seat} is knocked out.`);
  if (s.stage === 'arena') return;
  p.stamina = 0;
  if (p.space !== HOUSE) {
    if (p.tombstone?.card) returnCard(s, p.tombstone.card);
    const drop = p.equipment.length > 0 ? int(rng, p.equipment.length) : -1;
    const card = drop >= 0 ? (p.equipment[drop] as string) : null;
    p.equipment = p.equipment.filter((_, i) => i !== drop);
    if (card) p.fire = p.fire.filter((id) => id !== card);
    p.tombstone = { space: p.space, card };
  }
  p.space = HOUSE;
}

/** A lost card goes back where it came from: the open equipment piles, or the bottom of Haldor's deck. */
export function returnCard(s: ValheimState, card: string): void {
  if (isHaldorCard(card)) {
    s.haldor = [...s.haldor, card];
    s.haldorSeen = Math.min(s.haldor.length, s.haldorSeen + 1);
  } else s.supply = [...s.supply, card];
}
