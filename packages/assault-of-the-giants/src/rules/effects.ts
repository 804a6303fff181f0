/**
 * Permanent effects of claimed Events (REF-LIB10; the effects are ours, `data/effects.ts`). The claimed
 * card stays in front of its player, so G keeps no separate list: a player's effects are read off the
 * events it claimed (`PlayerState.events`), for the rest of the game.
 */
import { EFFECT_BY_ID, type EffectSpec } from '../data/effects.js';
import { EVENT_BY_ID } from '../data/events.js';
import type { PlayerState } from '../state.js';

export type EffectBonus = 'move' | 'recruit' | 'trade' | 'plunder' | 'attackHits' | 'defenseBlocks';

/** The permanent effects a player holds, in the order its events were claimed (a view's player will do). */
export function permanentEffects(p: { readonly events: readonly string[] }): EffectSpec[] {
  const out: EffectSpec[] = [];
  for (const id of p.events) {
    const effect = EVENT_BY_ID[id]?.reward.effect;
    if (effect) out.push(EFFECT_BY_ID[effect]!);
  }
  return out;
}

/** What a player's permanent effects add to one thing, all together. */
export function effectBonus(p: PlayerState, bonus: EffectBonus): number {
  let n = 0;
  for (const id of p.events) {
    const effect = EVENT_BY_ID[id]?.reward.effect;
    if (effect) n += EFFECT_BY_ID[effect]![bonus];
  }
  return n;
}
