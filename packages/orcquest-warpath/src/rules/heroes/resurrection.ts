import type { Rng } from '@skald/core';
import { shopCard } from '../../data/skill-shop.js';
import type { EffectChoice } from '../../data/skills.js';
import type { OrcQuestState } from '../../state.js';
import { facingToward, hasLineOfSight } from '../board/geometry.js';
import { bringBack, heal } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, heroSheet, log, logging } from '../world.js';
import { canPay, effectOf, pay } from './activation.js';
import { dazedActionLost } from './hero-effects.js';

/**
 * Healing cards and Resurrection (line 865, ruling K8): a learnt Action card whose effect heals a living
 * Hero or brings a dead one back, aimed at a Hero (or their dead-Hero token) in the user's Line of Sight;
 * the user turns to look, as for an Attack (line 347). Its own square needs no sight line.
 */
/** A learnt card with a healing or Resurrection effect (the `heal` move's cards). */
export function healingCard(id: string): boolean {
  const card = shopCard(id);
  return (
    !!card && !!(card.main.heal || card.main.resurrect || card.enhanced?.heal || card.enhanced?.resurrect)
  );
}

function inSight(cx: SearchContext, G: OrcQuestState, seat: number, target: number): boolean {
  const from = G.heroes[seat]?.pos;
  const to = G.heroes[target]?.pos;
  if (!from || !to) return false;
  if (from === to) return true;
  const a = cellOf(from);
  const b = cellOf(to);
  return hasLineOfSight(cx, board(G), G, a, facingToward(a, b), b);
}

export function canHealWith(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  target: number,
): boolean {
  const card = shopCard(id);
  const h = G.heroes[seat];
  const t = G.heroes[target];
  if (!card || !h?.pos || h.dead || !t?.pos || !h.learned.includes(id) || effect === 'combo') return false;
  const e = effectOf(card, effect);
  if (!e || !(e.heal || e.resurrect) || !canPay(G, seat, card, effect)) return false;
  // Resurrection wants a dead Hero; healing a living, hurt one.
  if (e.resurrect ? !t.dead : t.dead || t.damage === 0) return false;
  return inSight(cx, G, seat, target);
}

export function healWith(
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  target: number,
  rng: Rng,
): void {
  const card = shopCard(id);
  const h = G.heroes[seat];
  const t = G.heroes[target];
  if (!card || !h?.pos || !t?.pos) return;
  // Dazed (line 802, ruling X3): the card is paid and does nothing on a Skull.
  if (dazedActionLost(G, seat, id, effect, rng)) return;
  pay(G, seat, card, effect);
  if (h.pos !== t.pos) h.facing = facingToward(cellOf(h.pos), cellOf(t.pos));
  const e = effectOf(card, effect);
  if (e?.resurrect) {
    // All their Health points, and the Badass Limit stays where it is (line 865).
    bringBack(G, t);
    if (logging(G)) log(G, `${heroSheet(h).name} resurrects ${heroSheet(t).name} (${card.name})`);
  } else if (e?.heal) {
    heal(t, e.heal);
    if (logging(G)) log(G, `${heroSheet(h).name} heals ${heroSheet(t).name} (${card.name})`);
  }
}
