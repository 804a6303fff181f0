/**
 * OrcQuest's state described once (core's `stateShape`); every copy of G the rules make is derived from it
 * (`world.ts` `cloneState`, `cloneForMove`; `thaw.ts`). What nearly every move changes in place (Heroes,
 * Enemies, Patrols, the Enemy Phase, the Boss) is copied; what few moves change is `part.shared`: the rule that
 * changes it replaces it whole (`G.doors = { ...G.doors, [id]: 'open' }`, `G.events = drawn…`), so the input
 * keeps its own. A Hero's cards are shared until a rule takes its own copy (`characters/gear.ts` `ownCards`).
 * The conformance suite applies every move to a deep-frozen state, so a part wrongly marked shared fails it.
 * This file reads nothing but the types: it sits at the root of `rules/` beside `world.ts`.
 */
import { part, partCopier, stateShape } from '@skald/core';
import type { EnemyState, OrcQuestState, PatrolState } from '../state.js';

/** Effect tokens: never changed in place (a rule replaces the record). */
const EFFECTS = part.shared(part.dict(part.fields({ n: part.value, by: part.value })));
/** An Enchant on a card: optional keys (a run within one turn). */
const ITEM = part.fields({
  card: part.value,
  rekup: part.value,
  enchants: part.listOf(part.spread({})),
  fresh: part.value,
});
const GEAR = part.fields({
  hands: part.listOf(ITEM),
  body: part.nullable(ITEM),
  artifact: part.nullable(ITEM),
});
const PILE = part.shared(part.fields({ deck: part.list, discard: part.list }));
/** The Combo chain: replaced with each Action and entry it changes (`pay`, `heroStepped`, `heroAttack`). */
const CHAIN = part.shared(part.listOf(part.spread({})));

const HERO = part.fields({
  hero: part.value,
  pos: part.value,
  facing: part.value,
  damage: part.value,
  dead: part.value,
  exited: part.value,
  activated: part.value,
  used: part.shared(part.list),
  carriesObjective: part.value,
  invisible: part.value,
  petrified: part.value,
  poisoned: part.value,
  chicken: part.value,
  effects: EFFECTS,
  // Copy-on-write: a rule that changes them first calls `ownCards`.
  gear: part.shared(GEAR),
  inventory: part.shared(part.listOf(ITEM)),
  // Replaced whole when they change (learning, camp).
  learned: part.shared(part.list),
  replaces: part.value,
  owed: part.shared(part.list),
});

const ENEMY = part.fields({
  id: part.value,
  type: part.value,
  pos: part.value,
  facing: part.value,
  damage: part.value,
  alerted: part.value,
  sawHero: part.value,
  reacted: part.value,
  bellRinger: part.value,
  burn: part.value,
  burnBy: part.value,
  effects: EFFECTS,
  alertedBy: part.value,
});
const ENEMIES = part.listOf(ENEMY);

const PATROL = part.fields({
  path: part.value,
  members: part.list,
  progress: part.value,
  offPath: part.value,
});
const PATROLS = part.listOf(PATROL);

export const orcQuestShape = stateShape<OrcQuestState>({
  quest: part.value,
  phase: part.value,
  turn: part.value,
  heroes: part.listOf(HERO),
  enemies: ENEMIES,
  nextEnemyId: part.value,
  doors: part.shared(part.dict(part.value)),
  explored: part.shared(part.list),
  smashed: part.shared(part.list),
  chickens: part.shared(part.list),
  objectives: part.shared(part.list),
  // Presence tokens are values nothing changes; the pools are replaced.
  pools: part.shared(part.fields({ main: part.list, mainDiscard: part.list, secondary: part.list })),
  patrols: PATROLS,
  patrolDeck: PILE,
  bellRung: part.value,
  events: PILE,
  alert: part.value,
  badass: part.value,
  badassLimit: part.value,
  carryIn: part.shared(part.json),
  extraAp: part.value,
  active: part.value,
  ap: part.value,
  mp: part.value,
  pending: part.nullable(
    part.fields({ card: part.value, effect: part.value, direction: part.value, moved: part.value }),
  ),
  passing: part.value,
  done: part.shared(part.list),
  enemyPhase: part.nullable(
    part.fields({ patrols: part.nullable(part.list), done: part.list, queue: part.listOf(part.spread({})) }),
  ),
  reaction: part.nullable(part.spread({})),
  // A cut-in puts the Combo chain aside as it was.
  cutIn: part.nullable(part.fields({ seat: part.value, ap: part.value, chain: CHAIN })),
  patrolChoice: part.nullable(part.spread({ members: part.list })),
  chain: CHAIN,
  smoke: part.shared(part.list),
  boost: part.nullable(part.spread({})),
  boss: part.nullable(
    part.spread({ cards: part.list, reactions: part.fields({ deck: part.list, discard: part.list }) }),
  ),
  loot: PILE,
  relics: PILE,
  kraftOut: part.shared(part.list),
  enchantDeck: part.shared(part.list),
  log: part.list,
  result: part.json,
});

/**
 * A move's copies of G whose Patrols, and Enemies when asked, stay the input's until a rule copies them
 * (copy-on-write: `world.ts` `ownEnemies`, `ownPatrols`). The log is not copied: a move's copy starts its own
 * (`cloneForMove`).
 */
export const sharingPatrols = orcQuestShape.variant({ patrols: part.shared(PATROLS), log: part.value });
export const sharingCharacters = orcQuestShape.variant({
  enemies: part.shared(ENEMIES),
  patrols: part.shared(PATROLS),
  log: part.value,
});

export const cloneEnemy: (e: EnemyState) => EnemyState = partCopier(ENEMY);
export const clonePatrol: (p: PatrolState) => PatrolState = partCopier(PATROL);
