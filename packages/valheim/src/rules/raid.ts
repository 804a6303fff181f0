import { type Rng, rollIndex } from '@skald/core';
import type { CreatureKind } from '../data/creatures.js';
import { type CombatFace, DAMAGE } from '../data/dice.js';
import { FORSAKEN } from '../data/forsaken.js';
import { HOUSE, slotOf, slotSpaces } from '../data/map.js';
import { SCENARIOS } from '../data/scenario.js';
import type { ValheimState } from '../state.js';
import { altarOn, placeCreature } from './map.js';
import { log, logging, movedTo, standing } from './util.js';

/** How many creatures stand on the spaces of `slot` (counted, no lists built). */
function creaturesOnSlot(s: ValheimState, slot: string): number {
  const spaces = slotSpaces(slot);
  const list = s.creatures;
  let n = 0;
  for (let k = 0; k < spaces.length; k++)
    for (let i = 0; i < list.length; i++) if (list[i]!.space === spaces[k]) n++;
  return n;
}

/** The revealed slot with most creatures, the earliest revealed on a tie (the raid's tile without an altar). */
function mostCrowded(s: ValheimState): string | undefined {
  let best: string | undefined;
  let most = -1;
  for (let i = 0; i < s.revealed.length; i++) {
    const n = creaturesOnSlot(s, s.revealed[i]!);
    if (n > most) {
      best = s.revealed[i];
      most = n;
    }
  }
  return best;
}

const forsakenName = (s: ValheimState) => FORSAKEN[SCENARIOS[s.scenario].forsaken].name;
/**
 * A raid card (lines 464–468): the Forsaken appears on his altar's tile if revealed, else on the revealed
 * tile with most creatures (ties: slot order) — our cards' placement, assumed. No revealed tile: the card
 * cannot be done and is ignored (line 452). Players on that tile roll a damage die, take its hits (defense
 * cannot help: not a fight, ruling R29), are knocked out on a special, and go home (line 462).
 */
export function startRaid(
  s: ValheimState,
  card: string,
  size: number,
  creature: CreatureKind,
  rng: Rng,
): void {
  const slots = s.revealed;
  if (slots.length === 0) return;
  const altar = slots.find((slot) => altarOn(s, slot));
  const slot = altar ?? mostCrowded(s);
  if (slot === undefined) return;
  s.raid = { card, slot, size, creature, storming: false };
  if (logging(s)) log(s, `Raid! ${forsakenName(s)} appears at ${slot}.`);
  s.players.forEach((p, seat) => {
    if (!standing(p) || slotOf(p.space) !== slot) return;
    const face = DAMAGE.faces[rollIndex(rng, DAMAGE)] as CombatFace;
    p.health = Math.max(0, p.health - face.hits);
    // Ruling R29: knocked out here, no tombstone (nobody could reach it) and no dropped card.
    if (face.kind === 'special' || p.health === 0) {
      p.health = 0;
      p.knockedOut = true;
      p.stamina = 0;
      if (logging(s)) log(s, `P${seat} is knocked out by ${forsakenName(s)}.`);
    }
    p.space = HOUSE;
  });
}

/**
 * A raid's end of turn (line 469): add one raid creature to the Forsaken's tile instead of drawing; once
 * the tile holds `size` creatures (or no miniature is left to add, ruling R30) they all enter the house
 * (lines 470–471). The Forsaken stays on the tile until the fight or the wreck that follows is over
 * (`endRaidIfDone`; line 472, rulings R-raid-end, R31).
 */
export function raidStep(s: ValheimState): void {
  const raid = s.raid as NonNullable<ValheimState['raid']>;
  if (raid.storming) return;
  const added = placeCreature(s, raid.creature, slotSpaces(raid.slot)[0] as string);
  if (creaturesOnSlot(s, raid.slot) < raid.size && added) return;
  s.creatures = s.creatures.map((c) => (slotOf(c.space) === raid.slot ? movedTo(c, HOUSE) : c));
  s.raid = { ...raid, storming: true };
  if (logging(s)) log(s, `The raid attacks the house.`);
}

/**
 * "When the combat is resolved, the raid is over and the Forsaken moves back to their altar board" (line
 * 472): once no raider is left in the house (defeated, or gone after wrecking it), a storming raid ends.
 */
export function endRaidIfDone(s: ValheimState): void {
  if (!s.raid?.storming) return;
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) if (list[i]!.space === HOUSE) return;
  s.raid = null;
  if (logging(s)) log(s, `The raid is over; ${forsakenName(s)} returns to the altar.`);
}
