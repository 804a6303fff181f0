import type { Rng } from '@skald/core';
import { EQUIPMENT_BY_ID } from '../data/equipment.js';
import type { PendingRoll, ValheimState } from '../state.js';
import { onOwnTurn } from './actions.js';
import { allocate, byStrength, collectDead, pointsForAll, sideOf, wound } from './combat.js';
import { attackDice, attackProfile, attackValues } from './gear.js';
import { ADJ, isRevealed, onForsakenTile } from './map.js';
import { rollFor } from './roll.js';
import { award, DEEDS, perk } from './upgrades.js';
import { log, logging, movedTo } from './util.js';

/** Ambush (lines 268–271): an action, a ranged weapon, a creature on an adjacent space. */
export function canAmbush(s: ValheimState, seat: number, weapon: unknown, target: unknown): boolean {
  const p = s.players[seat];
  if (!p || !onOwnTurn(s, seat) || s.actionsLeft < 1 || typeof weapon !== 'string') return false;
  if (!p.equipment.includes(weapon) || !EQUIPMENT_BY_ID[weapon]?.ranged) return false;
  const c = s.creatures.find((x) => x.id === target);
  return (
    !!c && (ADJ[p.space] ?? []).includes(c.space) && isRevealed(s, c.space) && !onForsakenTile(s, c.space)
  );
}

/** Roll the attack dice only, no damage dice (line 270). */
export function ambush(s: ValheimState, seat: number, weapon: string, target: number, rng: Rng): void {
  s.actionsLeft--;
  s.moveLeft = 0;
  const p = s.players[seat] as ValheimState['players'][number];
  rollFor(
    s,
    { kind: 'ambush', seat, weapon, target, how: '' },
    attackDice(attackProfile(p, weapon)),
    [],
    rng,
    resolveAmbush,
  );
}

/** Hits land like a fight's; the survivors then move into the ambusher's space and combat begins (271). */
export function resolveAmbush(s: ValheimState, roll: PendingRoll): void {
  const p = s.players[roll.seat] as ValheimState['players'][number];
  const c = s.creatures.find((x) => x.id === roll.target);
  if (!c) return;
  const space = c.space;
  const foes = byStrength(s, space);
  const a = attackProfile(p, roll.weapon);
  const dice = attackValues(a, roll.dice);
  const bonus = dice.some((d) => d > 0)
    ? a.bonus +
      roll.plus.attack +
      perk(s, roll.seat, 'attack') +
      (a.fire && !sideOf(s, c).fireResistant ? 1 : 0)
    : 0;
  if (a.areaEffect) {
    const total = dice.reduce((x, y) => x + y, 0) + bonus;
    wound(s, roll.seat, pointsForAll(foes, total), a.armorPiercing, null, 0);
  } else wound(s, roll.seat, allocate(s, dice, bonus, c, foes), a.armorPiercing, null, 0);
  collectDead(s);
  // Survivors follow the ambusher (creatures are shared by states: moved copies replace them).
  s.creatures = s.creatures.map((x) => (x.space === space ? movedTo(x, p.space) : x));
  if (logging(s)) log(s, `P${roll.seat} ambushed ${space}.`);
  award(s, roll.seat, DEEDS.ambush);
}
