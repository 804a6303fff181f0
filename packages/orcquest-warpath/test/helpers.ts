import type { Rng } from '@skald/core';
import { ATTACK_DICE, DEFENSE_DICE } from '../src/data/dice.js';
import type { EnemyType } from '../src/data/enemies.js';
import type { HeroId } from '../src/data/heroes.js';
import { QUEST1, type QuestSpec } from '../src/data/quest1.js';
import { QUESTS } from '../src/data/quests.js';
import type { DieColour } from '../src/data/types.js';
import { applyMove } from '../src/rules/apply.js';
import { type Board, buildBoard } from '../src/rules/board/board.js';
import { newHero, setupState } from '../src/setup.js';
import type { EnemyState, Facing, Gear, HeroState, Item, OrcQuestState } from '../src/state.js';

export interface HeroSpec {
  hero: HeroId;
  pos: string | null;
  facing?: Facing;
  damage?: number;
  dead?: boolean;
  used?: string[];
  gear?: Gear;
  inventory?: Item[];
  learned?: string[];
}
export interface EnemySpec {
  type: EnemyType;
  pos: string;
  facing?: Facing;
  damage?: number;
  alerted?: boolean;
  sawHero?: boolean;
  reacted?: boolean;
}

/**
 * A Quest 1 state with exactly the Heroes and Enemies given. Every zone is explored by default (no random
 * spawns) unless `explored` says otherwise; the first listed Hero is active with `ap` and `mp` if given.
 */
export function makeState(o: {
  heroes: HeroSpec[];
  enemies?: EnemySpec[];
  active?: number | null;
  ap?: number;
  mp?: number;
  alert?: number;
  badass?: number;
  explored?: string[];
  doors?: Record<string, 'closed' | 'open' | 'destroyed'>;
  events?: string[];
  /** Patrol deck, top first; empty by default, so no Patrol enters unless a test asks for one. */
  patrolCards?: string[];
}): OrcQuestState {
  const s = setupState(o.heroes.length, () => 0);
  s.heroes = o.heroes.map(
    (h): HeroState => ({
      ...newHero(h.hero),
      pos: h.pos,
      facing: h.facing ?? 1,
      damage: h.damage ?? 0,
      dead: h.dead ?? false,
      used: h.used ?? [],
      ...(h.gear ? { gear: h.gear } : {}),
      ...(h.inventory ? { inventory: h.inventory } : {}),
      ...(h.learned ? { learned: h.learned } : {}),
    }),
  );
  s.enemies = (o.enemies ?? []).map(
    (e, i): EnemyState => ({
      id: i + 1,
      type: e.type,
      pos: e.pos,
      facing: e.facing ?? 3,
      damage: e.damage ?? 0,
      alerted: e.alerted ?? false,
      sawHero: e.sawHero ?? false,
      reacted: e.reacted ?? false,
      bellRinger: null,
      burn: 0,
      burnBy: -1,
      effects: {},
      alertedBy: null,
    }),
  );
  s.nextEnemyId = s.enemies.length + 1;
  s.explored = o.explored ?? QUEST1.zones.map((z) => z.id);
  if (o.doors) s.doors = { ...s.doors, ...o.doors };
  s.active = o.active === undefined ? (o.ap !== undefined || o.mp !== undefined ? 0 : null) : o.active;
  s.ap = o.ap ?? 0;
  s.mp = o.mp ?? 0;
  s.alert = o.alert ?? 1;
  s.badass = o.badass ?? 0;
  if (o.events) s.events = { deck: o.events.slice(), discard: [] };
  s.patrolDeck = { deck: (o.patrolCards ?? []).slice(), discard: [] };
  return s;
}

/** An Rng that returns the given numbers in order (then 0). */
export function seq(values: number[]): Rng {
  let i = 0;
  return () => values[i++] ?? 0;
}

/** Play a move through `applyMove`, which must find it legal (the test fails on an illegal one). */
export function run(
  G: OrcQuestState,
  seat: number,
  move: string,
  args: unknown[],
  rng = seq([]),
): OrcQuestState {
  const next = applyMove(G, seat, move, args, rng);
  if (!next) throw new Error(`illegal: ${move}(${JSON.stringify(args)})`);
  return next;
}

/** The Rng value that rolls a given result level on a die (its first face with that level). */
export function face(kind: 'attack' | 'defense', colour: DieColour, level: number): number {
  const die = (kind === 'attack' ? ATTACK_DICE : DEFENSE_DICE)[colour];
  const i = die.faces.indexOf(level);
  if (i < 0) throw new Error(`${die.id} has no face ${level}`);
  return (i + 0.5) / die.faces.length;
}

/** A small custom board for geometry tests: terrain rows plus optional rooms and doors. */
export function customBoard(terrain: string[], extra: Partial<QuestSpec> = {}): Board {
  return buildBoard({
    ...QUEST1,
    width: terrain[0]?.length ?? 0,
    height: terrain.length,
    terrain,
    zones: [],
    doors: [],
    ...extra,
  });
}

/** setupData that starts Quest 2 (a campaign save with nothing carried over). */
export const QUEST2_SETUP = {
  campaign: {
    campaign: 'orcquest-warpath',
    version: 1,
    scenario: 'c1q2',
    carry: { badass: 0, badassLimit: 30 },
  },
};

/**
 * A variant of Quest 1 registered under its own id for one `describe` (mocha hooks): scenery no Quest of ours
 * has (armored and double doors, dead-end walls) played through the real moves. States from `makeState` are
 * moved onto it with `onQuest`.
 */
export function testQuest(id: string, change: Partial<QuestSpec>): QuestSpec {
  const spec: QuestSpec = { ...QUEST1, ...change, id };
  const quests = QUESTS as Record<string, QuestSpec>;
  before(() => {
    quests[id] = spec;
  });
  after(() => {
    delete quests[id];
  });
  return spec;
}

/** The same state on another registered Quest's board. */
export function onQuest(G: OrcQuestState, spec: QuestSpec): OrcQuestState {
  G.quest = spec.id;
  return G;
}
