import { type Rng, resolveSetupData, shuffle } from '@skald/core';
import { HONEYCOMBS } from './data/consumables.js';
import { EQUIPMENT } from './data/equipment.js';
import { EIKTHYR_EVENTS } from './data/events.js';
import { FOOD } from './data/food.js';
import { HOUSE, MEADOWS_TILES } from './data/map.js';
import { PLAYER } from './data/player.js';
import { COMMON_CHESTS, SCENARIO_1 } from './data/scenario.js';
import { OCCUPATIONS, ODIN_DRAW, ODIN_SKILLS, TRAITS, UPGRADE_DRAW } from './data/skills.js';
import { descriptor } from './descriptor.js';
import { emptyStash } from './rules/util.js';
import type { Player, ValheimState } from './state.js';

export interface ValheimSetupData {
  scenario: 'eikthyr-1';
}

const newPlayer = (): Player => ({
  space: HOUSE,
  health: PLAYER.startHealth,
  stamina: PLAYER.startStamina,
  equipment: [],
  fire: [],
  rerolls: 0,
  honeycombs: [],
  odin: null,
  odinOffer: [],
  upgrades: [],
  traitOffer: [],
  occupationOffer: [],
  meads: [],
  bombs: [],
  knockedOut: false,
  frozen: false,
  poisoned: false,
  tombstone: null,
});

/**
 * Scenario setup (lines 110–151): tiles face down at random (the altar tile always used), the event deck
 * (phase I shuffled over phase II shuffled), gifted items on top up to the player count, food shuffled,
 * equipment piles open, every character at 7 health and 4 stamina in the house.
 */
export function setupState(numPlayers: number, setupData: unknown, rng: Rng): ValheimState {
  const resolved = resolveSetupData<Record<string, string>>(descriptor, setupData);
  if (!resolved.ok) throw new Error(resolved.error);
  const others = shuffle(
    rng,
    MEADOWS_TILES.map((t) => t.id).filter((id) => !SCENARIO_1.fixedTiles.includes(id)),
  );
  const chosen = shuffle(rng, [
    ...SCENARIO_1.fixedTiles,
    ...others.slice(0, SCENARIO_1.slots.length - SCENARIO_1.fixedTiles.length),
  ]);
  const tiles = Object.fromEntries(SCENARIO_1.slots.map((slot, i) => [slot, chosen[i] as string]));
  const odin = shuffle(
    rng,
    ODIN_SKILLS.map((x) => x.id),
  );
  const traits = shuffle(
    rng,
    TRAITS.map((x) => x.id),
  );
  const occupations = shuffle(
    rng,
    OCCUPATIONS.map((x) => x.id),
  );
  const phase = (n: 1 | 2) =>
    shuffle(
      rng,
      EIKTHYR_EVENTS.filter((e) => e.phase === n).map((e) => e.id),
    );
  return {
    scenario: 'eikthyr-1',
    numPlayers,
    stage: 'explore',
    turn: 0,
    actionsLeft: PLAYER.actionsPerTurn,
    moveLeft: 0,
    ending: false,
    tiles,
    revealed: [],
    creatures: [],
    nextCreatureId: 1,
    veteran: [],
    stagSpaces: [],
    stagsPlaced: 0,
    stagsTaken: 0,
    chests: {},
    chestPool: COMMON_CHESTS.map((c) => c.id),
    stash: emptyStash(),
    furniture: [],
    supply: EQUIPMENT.map((e) => e.id),
    foodDeck: shuffle(
      rng,
      FOOD.map((f) => f.id),
    ),
    prepared: [],
    foodDiscard: [],
    events: [...phase(1), ...phase(2)],
    gifts: SCENARIO_1.gifts.slice(0, numPlayers),
    ongoing: null,
    raid: null,
    players: Array.from({ length: numPlayers }, (_, i) => ({
      ...newPlayer(),
      odinOffer: odin.slice(i * ODIN_DRAW, (i + 1) * ODIN_DRAW),
      traitOffer: traits.slice(i * UPGRADE_DRAW, (i + 1) * UPGRADE_DRAW),
      occupationOffer: occupations.slice(i * UPGRADE_DRAW, (i + 1) * UPGRADE_DRAW),
    })),
    combat: null,
    pending: null,
    arena: null,
    house: { items: [], fire: [] },
    exchanging: false,
    honeyPool: HONEYCOMBS.map((h) => h.id),
    bees: false,
    dismantled: false,
    craftedThisTurn: [],
    log: [],
    result: null,
  };
}
