/** A deep copy of G by its known shape: several times faster than a JSON round trip on the bots' hot path. */
import type { Combat, GiantsState, SideRoll } from '../state.js';

const side = (r: SideRoll): SideRoll => ({ ...r, dice: r.dice.slice(), faces: r.faces.slice() });

function combat(c: Combat | null): Combat | null {
  if (c === null) return null;
  return {
    ...c,
    attackers: c.attackers.slice(),
    attack: side(c.attack),
    defense: side(c.defense),
    damage: { ...c.damage },
    rewards: c.rewards.slice(),
  };
}

export function cloneState(s: GiantsState): GiantsState {
  const f = s.flow;
  return {
    ...s,
    players: s.players.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      row: p.row.slice(),
      resources: p.resources.slice(),
      events: p.events.slice(),
    })),
    controller: { ...s.controller },
    units: s.units.map((u) => ({ ...u })),
    giantslayers: s.giantslayers.map((g) => ({ ...g })),
    resourceDeck: s.resourceDeck.slice(),
    resourceDiscard: s.resourceDiscard.slice(),
    eventDeck: s.eventDeck.slice(),
    eventDraft: s.eventDraft.slice(),
    specialNext: { ...s.specialNext },
    pools: [s.pools[0], s.pools[1]],
    flow: {
      ...f,
      gsUsed: f.gsUsed.slice(),
      tolled: f.tolled.slice(),
      offer: f.offer && { ...f.offer },
      combat: combat(f.combat),
      endgame: f.endgame && { ...f.endgame },
      gameover: f.gameover && JSON.parse(JSON.stringify(f.gameover)),
    },
  };
}
