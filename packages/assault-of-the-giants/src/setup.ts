/** G from the number of players and an Rng (p.20; set-up steps from REF-LIB09, REF-PAP). */
import { int, type Rng, shuffle } from '@skald/core';
import { HAND_IDS } from './data/commands.js';
import { UNIVERSAL_EVENTS } from './data/events.js';
import { NPC_RACES, RACE_IDS, RACES, type RaceId } from './data/races.js';
import { fullResourceDeck } from './data/resources.js';
import { NPC_CHART, PLAYER_START, TUNING } from './data/setup.js';
import { fullSpellDeck } from './data/spells.js';
import type { UnitKind } from './data/units.js';
import { withAdded } from './rules/lists.js';
import { drawResources } from './rules/ordning.js';
import type { GiantsState } from './state.js';

export function placeUnit(
  s: GiantsState,
  race: RaceId,
  kind: UnitKind,
  region: string,
  special = false,
): void {
  // A new list, not a push: states share the unit list (`rules/board.ts` `replaceUnit`).
  const units = withAdded(s.units, { id: `u${s.nextUnit}`, race, kind, region, wounded: false, special });
  s.units = units;
  s.nextUnit += 1;
}

/**
 * 1. NPC races by player count are set aside. 2. A random player takes the highest remaining Giant Race
 * Token, the player on the left the next highest, and so on: that is the turn order. 3. Each race's start
 * units go to its Starting Region; NPC races follow the NPC chart. 4. Decks are shuffled, three universal
 * events are turned face up, every player takes the nine Command cards.
 */
export function setupState(numPlayers: number, rng: Rng): GiantsState {
  const npc = NPC_RACES[numPlayers];
  if (!npc) throw new RangeError(`Assault of the Giants needs 3–6 players, got ${numPlayers}`);
  const played = RACE_IDS.filter((r) => !npc.includes(r)).sort(
    (a, b) => RACES[b].ordningNumber.value - RACES[a].ordningNumber.value,
  );
  const first = int(rng, numPlayers);
  const seatRace: RaceId[] = new Array(numPlayers);
  played.forEach((race, i) => {
    seatRace[(first + i) % numPlayers] = race;
  });
  const controller = Object.fromEntries(RACE_IDS.map((r) => [r, seatRace.indexOf(r)])) as Record<
    RaceId,
    number
  >;
  const pool = TUNING.poolPerPlayer.value * numPlayers;
  const events = shuffle(
    rng,
    UNIVERSAL_EVENTS.map((e) => e.id),
  );
  const s: GiantsState = {
    numPlayers,
    players: seatRace.map((race) => ({
      race,
      hand: [...HAND_IDS],
      row: [],
      resources: [],
      spells: [],
      op: 0,
      defeated: 0,
      events: [],
      story: 0,
      storyTurn: -1,
    })),
    controller,
    units: [],
    nextUnit: 0,
    giantslayers: [0, 1, 2].map((i) => ({ id: `gs${i}`, region: null, wounded: false })),
    lynArmaal: RACES.cloud.startRegion.value,
    resourceDeck: shuffle(rng, fullResourceDeck()),
    resourceDiscard: [],
    spellDeck: [],
    spellDiscard: [],
    eventDeck: events.slice(TUNING.draftSize.value),
    eventDraft: events.slice(0, TUNING.draftSize.value),
    specialNext: Object.fromEntries(RACE_IDS.map((r) => [r, 0])) as Record<RaceId, number>,
    pools: [pool, pool],
    box: 0,
    flow: {
      current: first,
      step: 'start',
      card: null,
      budget: 0,
      leaderOnly: false,
      gsStage: 0,
      gsUsed: [],
      tradeKind: 'open',
      offer: null,
      tookDiscard: false,
      tolled: [],
      toll: null,
      combat: null,
      era: 'ordning',
      endgame: null,
      turn: 0,
      gameover: null,
    },
  };
  for (const race of RACE_IDS) {
    const start = RACES[race].startRegion.value;
    const placements = npc.includes(race)
      ? NPC_CHART[race].value
      : [{ region: 'start', units: PLAYER_START[race] }];
    for (const pl of placements)
      for (const kind of pl.units) placeUnit(s, race, kind, pl.region === 'start' ? start : pl.region);
  }
  for (let seat = 0; seat < numPlayers; seat++) drawResources(s, seat, TUNING.startingResources.value, rng);
  s.spellDeck = shuffle(rng, fullSpellDeck());
  return s;
}
