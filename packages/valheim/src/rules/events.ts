import { type Rng, rollIndex } from '@skald/core';
import { type CombatFace, DAMAGE } from '../data/dice.js';
import type { EventCard } from '../data/events.js';
import type { ValheimState } from '../state.js';
import type { SearchContext } from './context.js';
import { knockOut } from './knockout.js';
import { isHouse, moveCreatures, placeCreature, repopulate } from './map.js';
import { startRaid } from './raid.js';
import { log, logging, standing } from './util.js';

/** Resolve one event card (lines 444–456). Knocked-out players ignore fights and damage (line 421). */
export function resolveEvent(s: ValheimState, card: EventCard, rng: Rng, cx?: SearchContext): void {
  const e = card.effect;
  switch (e.kind) {
    case 'move':
      moveCreatures(s, e.steps, cx);
      return;
    case 'repopulate':
      repopulate(s);
      return;
    case 'ambush':
      s.players.forEach((p) => {
        if (standing(p) && !isHouse(p.space)) placeCreature(s, e.creature, p.space);
      });
      return;
    case 'storm':
      s.players.forEach((p, seat) => {
        if (!standing(p) || isHouse(p.space)) return;
        const face = DAMAGE.faces[rollIndex(rng, DAMAGE)] as CombatFace;
        p.health = Math.max(0, p.health - face.hits);
        if (face.hits > 0 && logging(s)) log(s, `P${seat} is struck for ${face.hits}.`);
        if (p.health === 0) knockOut(s, seat, rng);
      });
      return;
    case 'slow':
      s.ongoing = { card: card.id, cubes: e.cubes };
      return;
    case 'raid':
      startRaid(s, card.id, e.size, e.creature, rng);
      return;
    case 'veteran':
      if (!s.veteran.includes(e.creature)) s.veteran = [...s.veteran, e.creature];
      return;
  }
}
