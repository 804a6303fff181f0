import { patrolCardById, type SingleOutAct } from '../../data/patrols.js';
import type { EnemyState, Facing, OrcQuestState, PatrolState } from '../../state.js';
import { range } from '../board/geometry.js';
import { applyEffect } from '../characters/effects.js';
import type { SearchContext } from '../context.js';
import { cellOf, enemySheet, log, logging } from '../world.js';

/**
 * Patrol cards on which the Players single out one member of the Patrol (rulebook line 554). The Enemy
 * Phase pauses (phase `patrolChoice`) until the Hero who speaks for the Players (ruling PC1) chooses.
 */

/**
 * Who chooses for the Players (ruling PC1): the living Hero on the board nearest the Patrol (Range to its
 * nearest member), ties to the lowest seat; with nobody on the board, the first living Hero; null when none lives.
 */
export function chooserOf(G: OrcQuestState, members: readonly EnemyState[]): number | null {
  let best: number | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  G.heroes.forEach((h, seat) => {
    if (h.dead || h.pos === null) return;
    let d = Number.POSITIVE_INFINITY;
    for (const e of members) d = Math.min(d, range(cellOf(h.pos), cellOf(e.pos)));
    if (d < bestD) {
      best = seat;
      bestD = d;
    }
  });
  if (best !== null) return best;
  const living = G.heroes.findIndex((h) => !h.dead);
  return living < 0 ? null : living;
}

/** What befalls the member singled out: it looks back the way it came, or it is Dazed (line 802). */
export function applySingleOut(G: OrcQuestState, act: SingleOutAct, e: EnemyState): void {
  const name = `${enemySheet(e).name} #${e.id}`;
  if (act === 'lookBack') {
    e.facing = ((e.facing + 2) % 4) as Facing;
    if (logging(G)) log(G, `${name} looks back`);
  } else if (applyEffect(e, 'dazed', 1)) log(G, `${name} yawns: Dazed`);
  else log(G, `${name} yawns, but cannot be Dazed`);
}

/**
 * After a single-out card's march: a Patrol of one has nothing to choose (its member is singled out at
 * once); otherwise the Enemy Phase waits for the Players. Returns true when it waits.
 */
export function askSingleOut(
  cx: SearchContext,
  G: OrcQuestState,
  p: PatrolState,
  cardId: string,
  act: SingleOutAct,
  updateAlerts: (cx: SearchContext, G: OrcQuestState) => void,
): boolean {
  const members: EnemyState[] = [];
  for (const id of p.members) {
    const e = G.enemies.find((x) => x.id === id);
    if (e) members.push(e);
  }
  const seat = chooserOf(G, members);
  const only = members[0];
  if (!only) return false;
  if (members.length === 1 || seat === null) {
    applySingleOut(G, act, only);
    updateAlerts(cx, G);
    return false;
  }
  G.patrolChoice = { seat, card: cardId, members: members.map((e) => e.id) };
  if (logging(G))
    log(G, `${patrolCardById(cardId)?.name ?? cardId}: the Players single out a member of the Patrol`);
  return true;
}

/** May `seat` single out this Enemy now? */
export function canSingleOut(G: OrcQuestState, seat: number, enemyId: number): boolean {
  const c = G.patrolChoice;
  return (
    G.phase === 'patrolChoice' &&
    !!c &&
    c.seat === seat &&
    c.members.includes(enemyId) &&
    G.enemies.some((e) => e.id === enemyId)
  );
}

/**
 * The choice made: the member's fate is applied (the Enemy Phase then goes on, rules/phases/reaction.ts
 * `singleOut`).
 */
export function resolveSingleOut(G: OrcQuestState, enemyId: number): void {
  const c = G.patrolChoice;
  G.patrolChoice = null;
  const card = patrolCardById(c?.card ?? '');
  const e = G.enemies.find((x) => x.id === enemyId);
  if (card?.behaviour.kind === 'singleOut' && e) applySingleOut(G, card.behaviour.act, e);
}
