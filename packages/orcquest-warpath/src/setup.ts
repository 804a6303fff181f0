import { type Rng, resolveSetupData, shuffle } from '@skald/core';
import { NEW_CAMPAIGN, type OrcQuestCarry, type OrcQuestSave } from './campaign.js';
import { EVENT_DECK } from './data/events.js';
import { HERO_IDS } from './data/heroes.js';
import { PATROL_DECK } from './data/patrols.js';
import { QUEST1 } from './data/quest1.js';
import { QUESTS } from './data/quests.js';
import { skillById } from './data/skills.js';
import { descriptor } from './descriptor.js';
import type { OrcQuestState } from './state.js';

/**
 * A new Quest (Quest 1, or the campaign save's) for 1-4 Heroes, one per seat (seat i plays HERO_IDS[i]: Orrus, Thalla, Mek, Mandar).
 * The Heroes wait off the board by the Hero Entrance (line 144); Pools and Event deck are shuffled.
 */
export type OrcQuestSetupData = { campaign?: OrcQuestSave };

/** The Badass Track a match starts with: the save's carry, or a new campaign's (invalid data: a new one). */
export function carryOf(setupData: unknown, numPlayers?: number): OrcQuestCarry {
  const r = resolveSetupData<OrcQuestSetupData>(descriptor, setupData, numPlayers);
  return (r.ok ? r.value.campaign?.carry : undefined) ?? NEW_CAMPAIGN;
}

/** The Quest a match plays: the save's scenario, or Quest 1 (a new campaign, or invalid data). */
export function questOf(setupData: unknown, numPlayers?: number): string {
  const r = resolveSetupData<OrcQuestSetupData>(descriptor, setupData, numPlayers);
  const id = r.ok ? r.value.campaign?.scenario : undefined;
  return id !== undefined && QUESTS[id] ? id : QUEST1.id;
}

export function setupState(numPlayers: number, rng: Rng, setupData?: unknown): OrcQuestState {
  const n = Math.max(1, Math.min(4, Math.floor(numPlayers)));
  const q = QUESTS[questOf(setupData, numPlayers)] ?? QUEST1;
  const carried = carryOf(setupData, numPlayers);
  return {
    quest: q.id,
    phase: 'hero',
    turn: 1,
    heroes: HERO_IDS.slice(0, n).map((hero) => ({
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
      // Skill cards learnt in earlier Quests (line 745).
      learned: (carried.skills ?? []).filter((id) => skillById(id)?.hero === hero),
    })),
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
    carryIn: { ...carried, ...(carried.skills ? { skills: carried.skills.slice() } : {}) },
    extraAp: 0,
    active: null,
    ap: 0,
    mp: 0,
    pending: null,
    passing: false,
    enemyPhase: null,
    reaction: null,
    chain: [],
    smoke: [],
    boost: null,
    boss: null,
    log: [],
    result: null,
  };
}
