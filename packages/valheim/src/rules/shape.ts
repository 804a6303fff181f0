/**
 * Valheim's state described once (core's `stateShape`); the move's copy (`util.ts` `clone`) and the core's
 * thawed copy (`thaw.ts`) are derived from it. What the rules change in place (players, combat, a roll, the
 * arena…) is copied; what they only ever replace (tiles, revealed, chests, the decks, supply, furniture, food,
 * gifts, metals, creatures, the stash, a player's lists, the log…) is shared between the two states, so a rule
 * must reassign those, never push or splice: the conformance suite applies every move to a frozen state.
 * Keys are in G's order (goldens hash its JSON).
 */
import { part, stateShape } from '@skald/core';
import type { ValheimState } from '../state.js';

/** A list the rules only ever replace. */
const REPLACED = part.shared(part.list);

const PLAYER = part.fields({
  space: part.value,
  health: part.value,
  stamina: part.value,
  // A player's lists and the tombstone are only ever replaced (`without`, `[...list, x]`).
  equipment: REPLACED,
  fire: REPLACED,
  rerolls: part.value,
  honeycombs: REPLACED,
  odin: part.value,
  odinOffer: REPLACED,
  odinKept: part.value,
  upgrades: part.shared(part.listOf(part.fields({ id: part.value, xp: part.value }))),
  traitOffer: REPLACED,
  occupationOffer: REPLACED,
  meads: REPLACED,
  bombs: REPLACED,
  knockedOut: part.value,
  frozen: part.value,
  poisoned: part.value,
  tombstone: part.shared(part.nullable(part.fields({ space: part.value, card: part.value }))),
});

const PENDING_ROLL = part.fields({
  kind: part.value,
  seat: part.value,
  weapon: part.value,
  target: part.value,
  how: part.value,
  dice: part.listOf(part.fields({ die: part.value, face: part.value })),
  damage: part.list,
  helpers: part.nullable(part.list),
  plus: part.fields({
    attack: part.value,
    defense: part.value,
    ward: part.value,
    guard: part.value,
    hands: part.value,
    odin: part.value,
  }),
});

const ARENA = part.fields({
  forsaken: part.value,
  health: part.value,
  turnHealth: part.value,
  facing: part.value,
  vines: part.value,
  ooze: part.list,
  moder: part.value,
  peakFrom: part.value,
  spaces: part.list,
  toPlace: part.list,
  moved: part.value,
  fought: part.value,
  deck: part.list,
  discard: part.list,
});

const CREATURE = part.fields({
  id: part.value,
  kind: part.value,
  space: part.value,
  damage: part.value,
  hurtBy: part.list,
});

export const valheimShape = stateShape<ValheimState>({
  scenario: part.value,
  metals: REPLACED,
  guards: REPLACED,
  // The campaign carry is never written during a match.
  campaign: part.shared(part.json),
  power: part.nullable(
    part.fields({ id: part.value, cubes: part.value, holder: part.value, doubled: part.list }),
  ),
  numPlayers: part.value,
  stage: part.value,
  turn: part.value,
  actionsLeft: part.value,
  moveLeft: part.value,
  ending: part.value,
  tiles: part.shared(part.dict(part.value)),
  revealed: REPLACED,
  // Creatures are replaced, never edited (`replaceCreature`): the list and its creatures are shared.
  creatures: part.shared(part.listOf(CREATURE)),
  nextCreatureId: part.value,
  veteran: REPLACED,
  stagSpaces: REPLACED,
  stagsPlaced: part.value,
  stagsTaken: part.value,
  chests: part.shared(part.dict(part.value)),
  chestPool: REPLACED,
  // The stash is replaced before every change (`editStash`).
  stash: part.shared(part.dict(part.value)),
  furniture: REPLACED,
  supply: REPLACED,
  foodDeck: REPLACED,
  prepared: REPLACED,
  foodDiscard: REPLACED,
  events: REPLACED,
  gifts: REPLACED,
  ongoing: part.nullable(part.fields({ card: part.value, cubes: part.value })),
  raid: part.nullable(
    part.fields({
      card: part.value,
      slot: part.value,
      size: part.value,
      creature: part.value,
      storming: part.value,
    }),
  ),
  players: part.listOf(PLAYER),
  combat: part.nullable(
    part.fields({
      space: part.value,
      seats: part.list,
      roller: part.value,
      offers: part.list,
      asked: part.value,
    }),
  ),
  pending: part.nullable(PENDING_ROLL),
  arena: part.nullable(ARENA),
  // The house and its lists, Haldor's deck, a trade, ships, a voyage, the out-of-turn Odin queue and a
  // creature's tied landing are only ever replaced.
  house: part.shared(part.fields({ items: part.list, fire: part.list })),
  exchanging: part.value,
  honeyPool: REPLACED,
  bees: part.value,
  dismantled: part.value,
  craftedThisTurn: REPLACED,
  haldor: REPLACED,
  haldorSeen: part.value,
  trade: part.shared(part.nullable(part.fields({ seat: part.value, offer: part.list }))),
  ships: REPLACED,
  voyage: part.shared(
    part.nullable(
      part.fields({ seat: part.value, from: part.value, to: part.value, offers: part.list, crew: part.list }),
    ),
  ),
  odinAsk: REPLACED,
  steering: part.shared(
    part.nullable(
      part.fields({
        creature: part.value,
        options: part.list,
        queue: part.list,
        steps: part.value,
        targets: part.list,
      }),
    ),
  ),
  log: REPLACED,
  result: part.json,
});
