/**
 * A copy of G by its known shape, field by field: object literals of a fixed shape are several times
 * cheaper than spreads or a JSON round trip, and this runs once per move on the bots' hot path. It copies
 * what moves write in place (the flow, the battle, players' scalars, giantslayers, the unit list) and
 * shares what they replace instead (units, card lists, the flow's `gsUsed` and `tolled`, `specialNext`:
 * `board.ts` `replaceUnit`, `lists.ts`).
 * Keys keep the order the rules create them in (goldens hash G's JSON). A new field in `state.ts` must be
 * added here too: the clone test compares against a JSON round trip, key order included.
 */
import type { Combat, Flow, Giantslayer, GiantsState, PlayerState, SideRoll } from '../state.js';

const side = (r: SideRoll): SideRoll => ({
  dice: r.dice.slice(),
  faces: r.faces.slice(),
  rolled: r.rolled,
  rerolls: r.rerolls,
  arcaneToHits: r.arcaneToHits,
  arcaneToBlocks: r.arcaneToBlocks,
  spells: r.spells.slice(),
  resources: r.resources.slice(),
  rerollDone: r.rerollDone,
  convertDone: r.convertDone,
  hits: r.hits,
  blocks: r.blocks,
  effectHits: r.effectHits,
  effectBlocks: r.effectBlocks,
});

const combat = (c: Combat): Combat => ({
  attackerSeat: c.attackerSeat,
  attackerRace: c.attackerRace,
  from: c.from,
  region: c.region,
  attackers: c.attackers.slice(),
  defenderRace: c.defenderRace,
  attack: side(c.attack),
  defense: side(c.defense),
  damage: { defender: c.damage.defender, attacker: c.damage.attacker },
  damageSet: c.damageSet,
  decider: c.decider,
  rewards: c.rewards.slice(),
});

const slayer = (g: Giantslayer): Giantslayer => ({ id: g.id, region: g.region, wounded: g.wounded });

// A player's card lists are shared: the rules replace a list instead of writing it (`lists.ts`).
const player = (p: PlayerState): PlayerState => ({
  race: p.race,
  hand: p.hand,
  row: p.row,
  resources: p.resources,
  spells: p.spells,
  op: p.op,
  defeated: p.defeated,
  events: p.events,
  story: p.story,
  storyTurn: p.storyTurn,
});

function gameover(g: Flow['gameover']): Flow['gameover'] {
  if (g === null) return null;
  return 'winner' in g ? { winner: g.winner } : { winners: g.winners.slice() };
}

const flow = (f: Flow): Flow => ({
  current: f.current,
  step: f.step,
  card: f.card,
  budget: f.budget,
  leaderOnly: f.leaderOnly,
  gsStage: f.gsStage,
  gsUsed: f.gsUsed,
  tradeKind: f.tradeKind,
  offer: f.offer && { to: f.offer.to, give: f.offer.give, take: f.offer.take },
  tookDiscard: f.tookDiscard,
  tolled: f.tolled,
  combat: f.combat && combat(f.combat),
  era: f.era,
  endgame: f.endgame && { waiting: f.endgame.waiting, turnsLeft: f.endgame.turnsLeft },
  turn: f.turn,
  gameover: gameover(f.gameover),
});

export function cloneState(s: GiantsState): GiantsState {
  return {
    numPlayers: s.numPlayers,
    players: s.players.map(player),
    // Who controls which race is fixed at setup and never written: shared.
    controller: s.controller,
    // The unit list and its units are never written in place (`board.ts` `replaceUnit`): shared.
    units: s.units,
    nextUnit: s.nextUnit,
    giantslayers: s.giantslayers.map(slayer),
    lynArmaal: s.lynArmaal,
    // Decks and discards are shared too, replaced instead of written (`lists.ts`).
    resourceDeck: s.resourceDeck,
    resourceDiscard: s.resourceDiscard,
    spellDeck: s.spellDeck,
    spellDiscard: s.spellDiscard,
    eventDeck: s.eventDeck,
    eventDraft: s.eventDraft,
    // Replaced, never written, like the lists (`events.ts` `claim`).
    specialNext: s.specialNext,
    pools: [s.pools[0], s.pools[1]],
    box: s.box,
    flow: flow(s.flow),
  };
}
