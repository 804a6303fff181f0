/**
 * A copy of G by its known shape, field by field: object literals of a fixed shape are several times
 * cheaper than spreads or a JSON round trip, and this runs once per move on the bots' hot path. It copies
 * what moves write in place (the flow, the battle) and shares what they replace
 * instead (the players, the unit and giantslayer lists and their entries, card lists, the pools, the flow's `gsUsed`
 * and `tolled`, `specialNext`: `board.ts` `replaceUnit` and `replaceSlayer`, `lists.ts`).
 * Keys keep the order the rules create them in (goldens hash G's JSON). A new field in `state.ts` must be
 * added here too: the clone test compares against a JSON round trip, key order included.
 */
import type { Combat, Flow, GiantsState, PlayerState, SideRoll, Unit } from '../state.js';

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
    // Players are replaced, never written (`players.ts` `setPlayer`): the list is copied, its entries shared.
    players: s.players.slice(),
    // Who controls which race is fixed at setup and never written: shared.
    controller: s.controller,
    // The unit list and its units are never written in place (`board.ts` `replaceUnit`): shared.
    units: s.units,
    nextUnit: s.nextUnit,
    // Giantslayers and the pools are replaced, never written (`board.ts` `replaceSlayer`, `ordning.ts` `award`).
    giantslayers: s.giantslayers,
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
    pools: s.pools,
    box: s.box,
    flow: flow(s.flow),
  };
}

/**
 * G as boardgame.io hands it over, rebuilt for the rules core (`ai.ts` `core.fromMatch`): that G is
 * deep-frozen (Immer), and a frozen object has a hidden class of its own, so the core's states would mix
 * frozen and unfrozen units, players and lists in every scan for a whole playout (polymorphic property
 * reads; optimised code thrown away on a "wrong map"). Every object and list is made again by the same
 * literals the rules use, keys in the same order (the JSON is the same).
 */
export function thawState(s: GiantsState): GiantsState {
  const c = cloneState(s);
  c.players = s.players.map(
    (p): PlayerState => ({
      race: p.race,
      hand: p.hand.slice(),
      row: p.row.slice(),
      resources: p.resources.slice(),
      spells: p.spells.slice(),
      op: p.op,
      defeated: p.defeated,
      events: p.events.slice(),
      story: p.story,
      storyTurn: p.storyTurn,
    }),
  );
  c.units = s.units.map(
    (u): Unit => ({
      id: u.id,
      race: u.race,
      kind: u.kind,
      region: u.region,
      wounded: u.wounded,
      special: u.special,
    }),
  );
  c.giantslayers = s.giantslayers.map((g) => ({ id: g.id, region: g.region, wounded: g.wounded }));
  c.resourceDeck = s.resourceDeck.slice();
  c.resourceDiscard = s.resourceDiscard.slice();
  c.spellDeck = s.spellDeck.slice();
  c.spellDiscard = s.spellDiscard.slice();
  c.eventDeck = s.eventDeck.slice();
  c.eventDraft = s.eventDraft.slice();
  c.controller = { ...s.controller };
  c.specialNext = { ...s.specialNext };
  c.pools = [s.pools[0], s.pools[1]];
  c.flow.gsUsed = s.flow.gsUsed.slice();
  c.flow.tolled = s.flow.tolled.slice();
  return c;
}
