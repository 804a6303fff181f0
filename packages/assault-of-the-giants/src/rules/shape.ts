/**
 * The Giants' state described once (core's `stateShape`), and its copies derived from that. A move's copy
 * copies what moves write in place (the flow, the battle) and shares what they replace instead (the players,
 * the unit and giantslayer lists and their entries, card lists, the pools, the flow's `gsUsed` and `tolled`,
 * `specialNext`: `board.ts` `replaceUnit` and `replaceSlayer`, `lists.ts`, `players.ts` `setPlayer`). Keys
 * keep the order the rules create them in (goldens hash G's JSON); the conformance suite checks that the
 * shape describes every key and that no move writes to a shared part.
 */
import { part, stateShape } from '@skald/core';
import type { GiantsState } from '../state.js';

const SIDE = part.fields({
  dice: part.list,
  faces: part.list,
  rolled: part.value,
  rerolls: part.value,
  arcaneToHits: part.value,
  arcaneToBlocks: part.value,
  spells: part.list,
  resources: part.list,
  rerollDone: part.value,
  convertDone: part.value,
  hits: part.value,
  blocks: part.value,
  effectHits: part.value,
  effectBlocks: part.value,
});

const COMBAT = part.fields({
  attackerSeat: part.value,
  attackerRace: part.value,
  from: part.value,
  region: part.value,
  attackers: part.list,
  defenderRace: part.value,
  attack: SIDE,
  defense: SIDE,
  damage: part.fields({ defender: part.value, attacker: part.value }),
  damageSet: part.value,
  decider: part.value,
  rewards: part.list,
});

const FLOW = part.fields({
  current: part.value,
  step: part.value,
  card: part.value,
  budget: part.value,
  leaderOnly: part.value,
  gsStage: part.value,
  gsUsed: part.shared(part.list),
  tradeKind: part.value,
  offer: part.nullable(part.fields({ to: part.value, give: part.value, take: part.value })),
  tookDiscard: part.value,
  tolled: part.shared(part.list),
  toll: part.nullable(part.fields({ unit: part.value, to: part.value, due: part.shared(part.list) })),
  combat: part.nullable(COMBAT),
  era: part.value,
  endgame: part.nullable(part.fields({ waiting: part.value, turnsLeft: part.value })),
  turn: part.value,
  gameover: part.nullable(part.spread({ winners: part.list })),
});

const PLAYER = part.fields({
  race: part.value,
  hand: part.list,
  row: part.list,
  resources: part.list,
  spells: part.list,
  op: part.value,
  defeated: part.value,
  events: part.list,
  story: part.value,
  storyTurn: part.value,
});

const UNIT = part.fields({
  id: part.value,
  race: part.value,
  kind: part.value,
  region: part.value,
  wounded: part.value,
  special: part.value,
});

/** G's shape for core's `stateShape`: how each part is copied, shared or thawed. */
export const giantsShape = stateShape<GiantsState>({
  numPlayers: part.value,
  // Players are replaced, never written (`players.ts` `setPlayer`): the list is copied, its entries shared.
  players: part.listOf(part.shared(PLAYER)),
  // Who controls which race is fixed at setup and never written.
  controller: part.shared(part.dict(part.value)),
  units: part.shared(part.listOf(UNIT)),
  nextUnit: part.value,
  giantslayers: part.shared(
    part.listOf(part.fields({ id: part.value, region: part.value, wounded: part.value })),
  ),
  lynArmaal: part.value,
  resourceDeck: part.shared(part.list),
  resourceDiscard: part.shared(part.list),
  spellDeck: part.shared(part.list),
  spellDiscard: part.shared(part.list),
  eventDeck: part.shared(part.list),
  eventDraft: part.shared(part.list),
  specialNext: part.shared(part.dict(part.value)),
  pools: part.shared(part.list),
  box: part.value,
  flow: FLOW,
});

/** A move's copy of G (once per move on the bots' hot path). */
export const cloneState: (s: GiantsState) => GiantsState = giantsShape.copy;

/**
 * G as boardgame.io hands it over, rebuilt for the rules core (`ai.ts` `core.fromMatch`): that G is
 * deep-frozen (Immer), and a frozen object has a hidden class of its own, so the core's states would mix
 * frozen and unfrozen units, players and lists in every scan for a whole playout. Every object and list is
 * made again, keys in the same order.
 */
export const thawState: (s: GiantsState) => GiantsState = giantsShape.thaw;
