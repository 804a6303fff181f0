import type { Gameover } from '@skald/core';
import type { OrcQuestCarry } from './campaign.js';
import type { BossId } from './data/bosses.js';
import type { EffectKind } from './data/effects.js';
import type { EnemyType } from './data/enemies.js';
import type { HeroId } from './data/heroes.js';
import type { PresenceToken } from './data/quest1.js';
import type { EffectChoice } from './data/skills.js';

/** 0 N, 1 E, 2 S, 3 W (a Character's Orientation); steps may also use 4 NE, 5 SE, 6 SW, 7 NW. */
export type Facing = 0 | 1 | 2 | 3;

/**
 * One effect token (lines 788-820): `n` its side (1 or 2), `by` who put it there: the seat of the Hero
 * whose Enchant applied it (for the Enchant's objective), an Enemy's id for Terrified on a Hero, else -1.
 */
export interface EffectToken {
  readonly n: number;
  readonly by: number;
}

/** A Character's effect tokens: never changed in place (a rule replaces the record), so copies share it. */
export type Effects = Readonly<Partial<Record<EffectKind, EffectToken>>>;

/** An Enchant card on a piece of Stuff (lines 714-729): enhanced once its objective is met. */
export interface EnchantOn {
  id: string;
  enhanced: boolean;
  /** Progress toward the objective (the first Enchant only; the second cannot be enhanced, line 723). */
  progress: number;
  /** For an objective met within one turn: the count so far in turn `runTurn`. */
  run?: number;
  runTurn?: number;
}

/**
 * One card a Hero carries (lines 440-487): Stuff, a Resource, a Potion or a Relic, by card id. `rekup`:
 * tilted by a Rekup (line 479), now Resources of weight 1; `fresh`: gained in this Activation (it may be
 * equipped at once, line 456).
 */
export interface Item {
  card: string;
  rekup: boolean;
  enchants: EnchantOn[];
  fresh: boolean;
}

/** Equipment slots (lines 467, 474-476): at most two Hand items, one Body armor, one active Artifact. */
export interface Gear {
  hands: Item[];
  body: Item | null;
  artifact: Item | null;
}

export interface HeroState {
  hero: HeroId;
  /** "x,y", or null while off the board (before entering, or after leaving through the Exit). */
  pos: string | null;
  facing: Facing;
  damage: number;
  dead: boolean;
  exited: boolean;
  /** Has finished their Activation this Hero Phase. */
  activated: boolean;
  /** Skill cards turned face down this turn. */
  used: string[];
  carriesObjective: boolean;
  /** Invisible (line 851): gained in a pond or tree shadow out of sight (lines 306, 314). */
  invisible: boolean;
  /** Petrified X (line 809): Activations still to skip; takes no damage meanwhile. */
  petrified: number;
  /** Poison (line 799): 1 automatic damage at the start of each Activation until healed. */
  poisoned: boolean;
  /**
   * Metamorphosis (line 856): a Chicken until the end of the Activation it loses. 1: that is this Hero
   * Phase's; 2: it was transformed in this Hero Phase, so it loses the next one
   * (rules/characters/metamorphosis.ts).
   */
  chicken: number;
  /** Effect tokens other than Petrified and Poison (lines 798-820). */
  effects: Effects;
  gear: Gear;
  /** Unequipped cards, limited by total weight (line 477). */
  inventory: Item[];
  /** Skill cards bought with Badass points (line 679), ids in data/skill-shop.ts. */
  learned: string[];
  /** The Hero whose place this one took at this Quest's start (lines 742-746, ruling C4), or null. */
  replaces: HeroId | null;
  /** Values of the Skill cards still to choose to be brought up to level (line 745), at camp. */
  owed: number[];
}

export interface EnemyState {
  id: number;
  type: EnemyType;
  pos: string;
  facing: Facing;
  damage: number;
  alerted: boolean;
  /** Has had Line of Sight on a Hero (the group then knows where the Heroes are, line 622-627). */
  sawHero: boolean;
  /** Used its one Reaction this Hero Phase (line 421). */
  reacted: boolean;
  /** The Bell-ringer of an alerted Patrol: runs to its Bell and does nothing else (lines 586-594). */
  bellRinger: string | null;
  /** Burn X token (line 795): X automatic damage on its next Activation, then one step down. */
  burn: number;
  /** The seat of the Hero whose Enchant set the Burn token (its objective counts Burn kills), else -1. */
  burnBy: number;
  /** Effect tokens other than Burn (lines 798-820). */
  effects: Effects;
  /** The square of what alerted it (a Hero, an alerted Enemy, a corpse), for groups that know no more (line 622). */
  alertedBy: string | null;
}

/** The Attack a move-then-attack Skill card still owes after its movement. */
export interface PendingAttack {
  card: string;
  effect: EffectChoice;
  /** Direction of a straight run, fixed by its first step. */
  direction: number | null;
  moved: number;
}

/** A Patrol in play (lines 540-594): its members front first, on consecutive squares of its path. */
export interface PatrolState {
  path: string;
  /** Enemy ids, front first. */
  members: number[];
  /** Index on the path of the front member (member k stands on `progress - k`, unless `offPath`). */
  progress: number;
  /**
   * Off its path after a Detour card (line 572): the members stand elsewhere and walk back to the squares
   * they left (their `progress - k`) from the next turn.
   */
  offPath: boolean;
}

/**
 * `patrolChoice`: the Enemy Phase waits for the Players to single out a Patrol member (line 554).
 * `reaction`: the Enemy Phase waits for one Hero to answer an Attack with a Reaction card (line 652).
 * `camp`: the exchange step between two Quests (lines 738-740), before the next Quest's first Hero Phase.
 */
export type Phase = 'camp' | 'hero' | 'reaction' | 'patrolChoice' | 'endOfTurn' | 'over';

/** Where a paused Enemy Phase stands: groups already handled and the current group's activations left. */
export interface EnemyPhaseState {
  /**
   * Patrol management still to run (lines 549-553): one member id per Patrol in play still to draw a card
   * for, furthest along first; null once the management step is over.
   */
  patrols: number[] | null;
  done: number[];
  queue: { id: number; behaviour: 'flee' | 'assault' | 'assault-brutality' | 'assault-badass' }[];
}

/** An Enemy Attack on a Hero who may answer it with a Reaction card first. */
export interface ReactionWindow {
  seat: number;
  enemy: number;
  brutality: number;
  badassDie: boolean;
  /** Where the Enemy began its Activation (its Hemorrhage goes if it never moved, line 798). */
  from?: string;
}

/**
 * A Patrol card that leaves the Players to single out one member of the Patrol (line 554): the Enemy Phase
 * waits for `seat` (ruling PC1) to choose among `members` (front first), then goes on.
 */
export interface PatrolChoice {
  seat: number;
  card: string;
  members: number[];
}

/** A Boss in play (rulebook lines 747-782): its miniature is the Enemy `enemy` (sheet damage there). */
export interface BossState {
  id: BossId;
  enemy: number;
  /** Damage on each Activation card, in the order of data/bosses.ts; at its Health points it is destroyed. */
  cards: number[];
  /** The part Hero Attacks hit (the Hero chooses, line 766): a card index, or -1 for the Boss Sheet. */
  aim: number;
  reactions: { deck: string[]; discard: string[] };
  defeated: boolean;
}

/** One Action of the Active Hero's Activation (Combos): whether it dealt damage, its Combo level, a move. */
export interface ChainEntry {
  dealt: boolean;
  combo: number;
  moved?: boolean;
}

export interface OrcQuestState {
  quest: string;
  phase: Phase;
  turn: number;
  heroes: HeroState[];
  enemies: EnemyState[];
  nextEnemyId: number;
  /** Door id → state. */
  doors: Record<string, 'closed' | 'open' | 'destroyed'>;
  /** Explored rooms and spawn zones. */
  explored: string[];
  /** Furniture squares destroyed by Smashing. */
  smashed: string[];
  chickens: string[];
  objectives: string[];
  pools: { main: PresenceToken[]; mainDiscard: PresenceToken[]; secondary: PresenceToken[] };
  patrols: PatrolState[];
  patrolDeck: { deck: string[]; discard: string[] };
  /** Set when a Bell rings: no more Patrols enter play this Quest (line 602). */
  bellRung: boolean;
  events: { deck: string[]; discard: string[] };
  alert: number;
  badass: number;
  badassLimit: number;
  /**
   * What this Quest began with (a lost Quest is retried with it): the Badass Track and the Heroes' cards,
   * also those of Heroes not at the table this time (they keep them for a later Quest, ruling C2).
   */
  carryIn: OrcQuestCarry;
  /** Extra Action points bought this Hero Phase: the next costs one more (line 513). */
  extraAp: number;
  /** The Active Hero's seat, or null between Activations. */
  active: number | null;
  ap: number;
  /** Movement points left in the current movement Action (0 when not moving). */
  mp: number;
  /** Set while a move-then-attack card is being used. */
  pending: PendingAttack | null;
  /** The Active Hero's last step ended on another Hero's square: they must step on (line 255). */
  passing: boolean;
  /**
   * Seats done with the step the Heroes take together (End of Turn, the exchange step between Quests),
   * ascending: they wait for the others, and the step ends when every seat is in (ruling T5). Empty outside.
   */
  done: number[];
  /** Set while the Enemy Phase runs or waits for a Reaction. */
  enemyPhase: EnemyPhaseState | null;
  reaction: ReactionWindow | null;
  /**
   * Set while another Hero acts with extra Action points inside the Active Hero's Activation (line 510,
   * rules/heroes/cut-in.ts): the Active Hero's seat, Action points and Combo chain to resume with.
   */
  cutIn: { seat: number; ap: number; chain: ChainEntry[] } | null;
  /** Set while the Enemy Phase waits for the Players to single out a Patrol member. */
  patrolChoice: PatrolChoice | null;
  /**
   * The Active Hero's Actions this Activation, in order (for Combos, lines 407-417): whether each inflicted
   * damage, and the Combo level it was used as (0: paid for).
   */
  chain: ChainEntry[];
  /** Smoke tokens (line 192): squares that block Lines of Sight until the next Hero Phase begins. */
  smoke: string[];
  /** A Boost bought for the Active Hero's next Attack of this Action (line 249). */
  boost: { card: string; effect: 'main' | 'enhanced' } | null;
  /** The Quest's Boss once it has appeared (Quest 2: Lothar, when the mill is explored), else null. */
  boss: BossState | null;
  /** The Loot deck (line 438) and the Relic deck (line 466), top first. */
  loot: { deck: string[]; discard: string[] };
  relics: { deck: string[]; discard: string[] };
  /** Level 2 and 3 cards out of the Kraft decks (line 704): held by Heroes, or lost. */
  kraftOut: string[];
  /** Enchant cards left in the Enchant deck (line 713). */
  enchantDeck: string[];
  /** What happened last, for transcripts and the UI (short, replaced each move). */
  log: string[];
  result: Gameover | null;
}
