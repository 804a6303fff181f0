import { type Rng, resolveSetupData, shuffle } from '@skald/core';
import { newCarry, type ValheimSave } from './campaign.js';
import { FORSAKEN_POWERS, METAL_UNLOCK } from './data/campaign.js';
import { HONEYCOMBS } from './data/consumables.js';
import { EQUIPMENT } from './data/equipment.js';
import { EVENT_DECKS } from './data/events.js';
import { FOOD } from './data/food.js';
import { HALDOR_CARDS } from './data/haldor.js';
import { ALL_TILES, HOUSE } from './data/map.js';
import { PLAYER } from './data/player.js';
import { RESOURCE_TABLE, RESOURCES, type Resource } from './data/resources.js';
import { COMMON_CHESTS, RARE_CHESTS, SCENARIOS, type ScenarioId } from './data/scenario.js';
import { OCCUPATIONS, ODIN_DRAW, ODIN_SKILLS, TRAITS, UPGRADE_DRAW, UPGRADES_BY_ID } from './data/skills.js';
import { descriptor } from './descriptor.js';
import { emptyStash } from './rules/util.js';
import type { Player, ValheimState } from './state.js';

/** A Valheim match's `setupData`, as the descriptor's options resolve it. */
export type ValheimSetupData = {
  /** the scenario of a single match (a campaign plays its own order) */
  scenario: ScenarioId;
  /** `campaign` starts a new campaign at scenario 1 when no save is given (line 577). */
  mode: 'single' | 'campaign';
  /** the save of a campaign's previous scenario: the match plays the scenario it names, with its carry */
  campaign?: ValheimSave;
};

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
  odinKept: null,
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
  const resolved = resolveSetupData<ValheimSetupData>(descriptor, setupData, numPlayers);
  if (!resolved.ok) throw new Error(resolved.error);
  const save = resolved.value.campaign;
  const carry = save?.carry ?? (resolved.value.mode === 'campaign' ? newCarry(numPlayers) : null);
  const scenario =
    SCENARIOS[save ? (save.scenario as ScenarioId) : carry ? 'eikthyr-1' : resolved.value.scenario];
  const fixed = scenario.fixedTiles;
  // Island tiles are named by the scenario (assumed): they are never drawn for the ring.
  const onIslands = scenario.islands.map((i) => i.tile);
  const drawn = scenario.draw.flatMap(({ biome, count }) =>
    shuffle(
      rng,
      ALL_TILES.filter((t) => t.biome === biome && !fixed.includes(t.id) && !onIslands.includes(t.id)).map(
        (t) => t.id,
      ),
    ).slice(0, count),
  );
  const chosen = shuffle(rng, [...fixed, ...drawn]);
  const tiles = Object.fromEntries([
    ...scenario.slots.map((slot, i) => [slot, chosen[i] as string]),
    ...scenario.islands.map((i) => [i.slot, i.tile]),
  ]);
  const kept = new Set([...(carry?.upgrade ?? []), ...(carry?.odin ?? [])]);
  const odin = shuffle(
    rng,
    ODIN_SKILLS.map((x) => x.id).filter((id) => !kept.has(id)),
  );
  const traits = shuffle(
    rng,
    TRAITS.map((x) => x.id).filter((id) => !kept.has(id)),
  );
  const occupations = shuffle(
    rng,
    OCCUPATIONS.map((x) => x.id).filter((id) => !kept.has(id)),
  );
  const deck = EVENT_DECKS[scenario.forsaken];
  const phase = (n: 1 | 2) =>
    shuffle(
      rng,
      deck.filter((e) => e.phase === n).map((e) => e.id),
    );
  const chestKinds = new Set(
    ALL_TILES.filter(
      (t) =>
        fixed.includes(t.id) || onIslands.includes(t.id) || scenario.draw.some((d) => d.biome === t.biome),
    ).flatMap((t) => t.spaces.map((sp) => sp.chest)),
  );
  // Campaign: metals unlock one Forsaken at a time (line 582); a single scenario mines them all.
  const metals = carry
    ? carry.defeated.map((f) => METAL_UNLOCK[f]).filter((m): m is Resource => m !== null)
    : RESOURCES.filter((r) => RESOURCE_TABLE[r].metal);
  const players = Array.from({ length: numPlayers }, (_, i) => {
    const p: Player = {
      ...newPlayer(),
      odinOffer: odin.slice(i * ODIN_DRAW, (i + 1) * ODIN_DRAW),
      traitOffer: traits.slice(i * UPGRADE_DRAW, (i + 1) * UPGRADE_DRAW),
      occupationOffer: occupations.slice(i * UPGRADE_DRAW, (i + 1) * UPGRADE_DRAW),
    };
    // Carried over (lines 588, 609–610): an unlocked skill, the health and stamina a won scenario ended with.
    p.odinKept = carry?.odin[i] ?? null;
    const skill = carry?.upgrade[i];
    if (skill) p.upgrades.push({ id: skill, xp: UPGRADES_BY_ID[skill]?.times ?? 0 });
    p.health = carry?.health[i] ?? p.health;
    p.stamina = carry?.stamina[i] ?? p.stamina;
    return p;
  });
  return {
    scenario: scenario.id,
    metals,
    guards: [],
    campaign: carry ? { carryIn: carry } : null,
    power: carry?.power
      ? { id: carry.power, cubes: FORSAKEN_POWERS[carry.power].cubes, holder: null, doubled: [] }
      : null,
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
    chestPool: [...COMMON_CHESTS, ...RARE_CHESTS].filter((c) => chestKinds.has(c.kind)).map((c) => c.id),
    stash: emptyStash(),
    furniture: carry?.furniture ? [carry.furniture] : [],
    supply: EQUIPMENT.map((e) => e.id),
    foodDeck: shuffle(
      rng,
      FOOD.map((f) => f.id),
    ),
    prepared: [],
    foodDiscard: [],
    events: [...phase(1), ...phase(2)],
    gifts: scenario.gifts.slice(0, numPlayers),
    ongoing: null,
    raid: null,
    players,
    combat: null,
    pending: null,
    arena: null,
    house: { items: [], fire: [] },
    exchanging: false,
    honeyPool: HONEYCOMBS.map((h) => h.id),
    bees: false,
    dismantled: false,
    craftedThisTurn: [],
    // Shuffled last, so the draws above are those of a setup without Haldor.
    haldor: shuffle(
      rng,
      HALDOR_CARDS.map((c) => c.id),
    ),
    haldorSeen: 0,
    trade: null,
    ships: [],
    voyage: null,
    odinAsk: [],
    steering: null,
    log: [],
    result: null,
  };
}
