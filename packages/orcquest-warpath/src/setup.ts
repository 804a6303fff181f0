import { type Rng, resolveSetupData, shuffle } from '@skald/core';
import { NEW_CAMPAIGN, type OrcQuestCarry, type OrcQuestSave } from './campaign.js';
import { ENCHANTS } from './data/enchants.js';
import { EVENT_DECK } from './data/events.js';
import { HERO_IDS, type HeroId } from './data/heroes.js';
import { KRAFT_DECK, LOOT_DECK, RELIC_DECK, RELICS } from './data/loot.js';
import { PATROL_DECK } from './data/patrols.js';
import { QUEST1 } from './data/quest1.js';
import { QUESTS } from './data/quests.js';
import { shopCard } from './data/skill-shop.js';
import { descriptor } from './descriptor.js';
import { cloneGear, cloneItem, emptyItems, mapItems, startingGear } from './rules/characters/gear.js';
import type { HeroCarry } from './rules/phases/quest-end.js';
import { NO_EFFECTS } from './rules/world.js';
import type { HeroState, OrcQuestState } from './state.js';

/**
 * A new Quest (Quest 1, or the campaign save's) for 1-4 Heroes, one per seat (seat i plays HERO_IDS[i]: Orrus, Thalla, Mek, Mandar).
 * The Heroes wait off the board by the Hero Entrance (line 144); Pools and Event deck are shuffled.
 */
export type OrcQuestSetupData = {
  /** The campaign save to continue from; absent: a new campaign at Quest 1. */
  campaign?: OrcQuestSave;
  /** The Hero of each seat, one per seat; absent: Orrus, Thalla, Mek, Mandar in seat order. */
  heroes?: HeroId[];
};

/** The Badass Track a match starts with: the save's carry, or a new campaign's (invalid data: a new one). */
export function carryOf(setupData: unknown, numPlayers?: number): OrcQuestCarry {
  const r = resolveSetupData<OrcQuestSetupData>(descriptor, setupData, numPlayers);
  return (r.ok ? r.value.campaign?.carry : undefined) ?? NEW_CAMPAIGN;
}

/** Who plays: `setupData.heroes` (one Hero per seat), or seat i the i-th of Orrus, Thalla, Mek, Mandar. */
export function lineupOf(setupData: unknown, numPlayers: number): HeroId[] {
  const r = resolveSetupData<OrcQuestSetupData>(descriptor, setupData, numPlayers);
  const chosen = r.ok ? r.value.heroes : undefined;
  return chosen && chosen.length === numPlayers ? chosen.slice() : HERO_IDS.slice(0, numPlayers);
}

/** The Quest a match plays: the save's scenario, or Quest 1 (a new campaign, or invalid data). */
export function questOf(setupData: unknown, numPlayers?: number): string {
  const r = resolveSetupData<OrcQuestSetupData>(descriptor, setupData, numPlayers);
  const id = r.ok ? r.value.campaign?.scenario : undefined;
  return id !== undefined && QUESTS[id] ? id : QUEST1.id;
}

/** The opening state of a match for `numPlayers` Heroes (clamped to 1-4), shuffling with `rng`. */
export function setupState(numPlayers: number, rng: Rng, setupData?: unknown): OrcQuestState {
  const n = Math.max(1, Math.min(4, Math.floor(numPlayers)));
  const q = QUESTS[questOf(setupData, numPlayers)] ?? QUEST1;
  const carried = carryOf(setupData, numPlayers);
  const heroes = seatHeroes(lineupOf(setupData, n), carried.heroes ?? []);
  return {
    quest: q.id,
    // A Quest that follows another opens on the exchange step between Quests (lines 738-740, ruling C1).
    phase: carried.heroes ? 'camp' : 'hero',
    turn: 1,
    heroes,
    enemies: [],
    nextEnemyId: 1,
    doors: Object.fromEntries(q.doors.map((d) => [d.id, d.open ? 'open' : 'closed'])),
    explored: [],
    smashed: [],
    chickens: [],
    objectives: q.objectives.slice(),
    pools: {
      main: shuffle(rng, q.pools.main).map((t) => ({ ...t })),
      mainDiscard: [],
      secondary: shuffle(rng, q.pools.secondary).map((t) => ({ ...t })),
    },
    patrols: [],
    patrolDeck: { deck: shuffle(rng, PATROL_DECK), discard: [] },
    bellRung: false,
    events: { deck: shuffle(rng, EVENT_DECK), discard: [] },
    alert: q.startAlert,
    badass: Math.min(carried.badass, carried.badassLimit),
    badassLimit: carried.badassLimit,
    carryIn: carried,
    extraAp: 0,
    active: null,
    ap: 0,
    mp: 0,
    pending: null,
    passing: false,
    done: [],
    enemyPhase: null,
    reaction: null,
    cutIn: null,
    patrolChoice: null,
    chain: [],
    smoke: [],
    boost: null,
    boss: null,
    ...decks(heroes, rng),
    log: [],
    result: null,
  };
}

/** A Hero off the board, with their starting Stuff, or what they carried from the previous Quest (line 739). */
export function newHero(hero: HeroId, carried?: HeroCarry): HeroState {
  return {
    hero,
    pos: null,
    facing: 1,
    damage: 0,
    dead: false,
    exited: false,
    activated: false,
    used: [],
    carriesObjective: false,
    invisible: false,
    petrified: 0,
    poisoned: false,
    chicken: 0,
    effects: NO_EFFECTS,
    gear: carried ? cloneGear(carried.gear) : startingGear(hero),
    inventory: carried ? mapItems(carried.inventory, cloneItem) : emptyItems(),
    learned: carried ? carried.learned.slice() : [],
    replaces: null,
    owed: [],
  };
}

/**
 * A new Hero who takes the place of one who progressed (lines 742-746, ruling C4): their own starting
 * Stuff and Skill cards, the old Hero's equipment and Inventory in their Inventory (what is over their
 * carrying capacity when the Quest begins is discarded, line 744), and as many Skill cards of the same
 * values as the old Hero learnt, to choose at camp (line 745).
 */
export function levelUp(hero: HeroId, old: HeroCarry): HeroState {
  const h = newHero(hero);
  const worn = [...old.gear.hands, old.gear.body, old.gear.artifact].filter((i) => i !== null);
  h.inventory = [...worn, ...old.inventory].map((i) => ({ ...cloneItem(i), fresh: false }));
  h.owed = old.learned.map((id) => shopCard(id)?.cost ?? 10).sort((a, b) => a - b);
  h.replaces = old.hero;
  return h;
}

/**
 * The Heroes at the table, seat by seat: the carried ones with their cards, each newcomer in the place of
 * the first carried Hero not at the table (save order), else with their starting allowance (C3, C4).
 */
function seatHeroes(lineup: readonly HeroId[], carried: readonly HeroCarry[]): HeroState[] {
  const absent = carried.filter((c) => !lineup.includes(c.hero));
  return lineup.map((hero) => {
    const own = carried.find((c) => c.hero === hero);
    if (own) return newHero(hero, own);
    const old = absent.shift();
    return old ? levelUp(hero, old) : newHero(hero);
  });
}

/** What a Hero of the line-up does when the Quest starts (lines 741-746; for the setup page). */
export type LineupFate = 'new' | 'returns' | 'joins' | 'replaces';

/**
 * The line-up against a campaign save's Heroes, as `setupState` will seat them: each seat's Hero and fate
 * (`new`: no save with Heroes; `returns` with their cards, C2; `joins` fresh, C3; `replaces` a Hero of the
 * save, C4), and the saved Heroes who sit this Quest out (they keep their cards, C2).
 */
export function lineupPlan(
  lineup: readonly HeroId[],
  carried: readonly HeroCarry[] | undefined,
): { seats: { hero: HeroId; fate: LineupFate; replaces: HeroId | null }[]; sittingOut: HeroId[] } {
  const seated = seatHeroes(lineup, carried ?? []);
  const seats = seated.map((h) => ({
    hero: h.hero,
    fate: (!carried
      ? 'new'
      : carried.some((c) => c.hero === h.hero)
        ? 'returns'
        : h.replaces
          ? 'replaces'
          : 'joins') as LineupFate,
    replaces: h.replaces,
  }));
  const sittingOut = (carried ?? [])
    .map((c) => c.hero)
    .filter((hero) => !lineup.includes(hero) && !seated.some((h) => h.replaces === hero));
  return { seats, sittingOut };
}

/**
 * The Loot, Relic, Kraft and Enchant decks (lines 438, 466, 704, 713). Each Quest starts them whole, less
 * the cards the Heroes carry (ruling L2: the Heroes' starting Stuff is Loot deck cards, reference A.4).
 */
function decks(heroes: readonly HeroState[], rng: Rng) {
  const carried = heroes.flatMap((h) => [...h.gear.hands, h.gear.body, h.gear.artifact, ...h.inventory]);
  const loot = LOOT_DECK.slice();
  const relics = RELIC_DECK.slice();
  const kraftOut: string[] = [];
  const enchantDeck = ENCHANTS.map((e) => e.id);
  for (const item of carried) {
    if (!item) continue;
    const base = item.card;
    const pile = RELICS[base] ? relics : loot;
    const i = pile.indexOf(base);
    if (KRAFT_DECK[base] !== undefined) kraftOut.push(base);
    else if (i >= 0) pile.splice(i, 1);
    for (const e of item.enchants) enchantDeck.splice(enchantDeck.indexOf(e.id), 1);
  }
  return {
    loot: { deck: shuffle(rng, loot), discard: [] as string[] },
    relics: { deck: shuffle(rng, relics), discard: [] as string[] },
    kraftOut,
    enchantDeck,
  };
}
