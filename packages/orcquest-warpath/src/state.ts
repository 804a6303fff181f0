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
  /** The token's side: 1 or 2. */
  readonly n: number;
  /** Who put it there: a Hero's seat, an Enemy's id (Terrified on a Hero), or -1. */
  readonly by: number;
}

/** A Character's effect tokens: never changed in place (a rule replaces the record), so copies share it. */
export type Effects = Readonly<Partial<Record<EffectKind, EffectToken>>>;

/** An Enchant card on a piece of Stuff (lines 714-729): enhanced once its objective is met. */
export interface EnchantOn {
  /** The Enchant card's id (data/enchants.ts). */
  id: string;
  /** Turned to its enhanced side (its objective met, for good). */
  enhanced: boolean;
  /** Progress toward the objective (the first Enchant only; the second cannot be enhanced, line 723). */
  progress: number;
  /** For an objective met within one turn: the count so far in turn `runTurn`. */
  run?: number;
  /** The turn `run` counts in. */
  runTurn?: number;
}

/**
 * One card a Hero carries (lines 440-487): Stuff, a Resource, a Potion or a Relic, by card id. `rekup`:
 * tilted by a Rekup (line 479), now Resources of weight 1; `fresh`: gained in this Activation (it may be
 * equipped at once, line 456).
 */
export interface Item {
  /** The card's id (Stuff, Resource, Potion or Relic). */
  card: string;
  /** Tilted by a Rekup: now Resources of weight 1 (line 479). */
  rekup: boolean;
  /** Enchant cards on it, first one first (Stuff only; a second one, line 721). */
  enchants: EnchantOn[];
  /** Gained in this Activation: it may be equipped at once (line 456). */
  fresh: boolean;
}

/** Equipment slots (lines 467, 474-476): at most two Hand items, one Body armor, one active Artifact. */
export interface Gear {
  /** Items equipped in the Hands (at most two; a Cumbersome one takes both, line 445). */
  hands: Item[];
  /** The armor on the Body slot, or null. */
  body: Item | null;
  /** The active Artifact, or null. */
  artifact: Item | null;
}

/** One Hero in play (one per seat): position, Health, effects and cards. */
export interface HeroState {
  /** Which Hero this is. */
  hero: HeroId;
  /** "x,y", or null while off the board (before entering, or after leaving through the Exit). */
  pos: string | null;
  /** The Hero's Orientation. */
  facing: Facing;
  /** Damage points taken; at the sheet's Health points the Hero dies. */
  damage: number;
  /** Dead (line 658): their dead-Hero token stands in for the miniature. */
  dead: boolean;
  /** Has left the board through the Hero Exit. */
  exited: boolean;
  /** Has finished their Activation this Hero Phase. */
  activated: boolean;
  /** Skill cards turned face down this turn. */
  used: string[];
  /** Carries the Objective token. */
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
  /** Equipped cards, by slot. */
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

/** One Enemy miniature on the board (a Boss's too). */
export interface EnemyState {
  /** Its id, unique within the Quest (handed out from `nextEnemyId`). */
  id: number;
  /** Its Enemy type: which sheet it uses. */
  type: EnemyType;
  /** Its square ("x,y"); for a Massive one, the north-west square of its 2×2 block. */
  pos: string;
  /** Its Orientation. */
  facing: Facing;
  /** Damage points taken; at the sheet's Health points it dies. */
  damage: number;
  /** Alerted: it acts with its Enemy group in the Enemy Phase (line 609). */
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
  /** The Skill card being used (id). */
  card: string;
  /** Which of the card's effects is used. */
  effect: EffectChoice;
  /** Direction of a straight run, fixed by its first step. */
  direction: number | null;
  /** Squares moved so far with it. */
  moved: number;
}

/** A Patrol in play (lines 540-594): its members front first, on consecutive squares of its path. */
export interface PatrolState {
  /** The id of the Patrol path it walks (data/patrols.ts). */
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
  /** Ids of the Enemies already handled this Enemy Phase (their groups, and the Boss). */
  done: number[];
  /** The current group's Activations still to run: each Enemy's id and what it does. */
  queue: { id: number; behaviour: 'flee' | 'assault' | 'assault-brutality' | 'assault-badass' }[];
}

/** An Enemy Attack on a Hero who may answer it with a Reaction card first. */
export interface ReactionWindow {
  /** The seat of the Hero under Attack. */
  seat: number;
  /** The attacking Enemy's id. */
  enemy: number;
  /** Brutality of the Attack (1 when the Activation colour says so, else 0). */
  brutality: number;
  /** Whether the Attack adds a blue Badass die (the Activation colour's `assault-badass`). */
  badassDie: boolean;
  /** Where the Enemy began its Activation (its Hemorrhage goes if it never moved, line 798). */
  from?: string;
}

/**
 * A Patrol card that leaves the Players to single out one member of the Patrol (line 554): the Enemy Phase
 * waits for `seat` (ruling PC1) to choose among `members` (front first), then goes on.
 */
export interface PatrolChoice {
  /** The seat that chooses (ruling PC1). */
  seat: number;
  /** The Patrol card that asks for the choice (id). */
  card: string;
  /** The members to choose among (Enemy ids, front first). */
  members: number[];
}

/** A Boss in play (rulebook lines 747-782): its miniature is the Enemy `enemy` (sheet damage there). */
export interface BossState {
  /** Which Boss. */
  id: BossId;
  /** The Enemy id of its miniature. */
  enemy: number;
  /** Damage on each Activation card, in the order of data/bosses.ts; at its Health points it is destroyed. */
  cards: number[];
  /** The part Hero Attacks hit (the Hero chooses, line 766): a card index, or -1 for the Boss Sheet. */
  aim: number;
  /** Its face-down Reaction deck (top first) and discard pile, as card ids. */
  reactions: { deck: string[]; discard: string[] };
  /** Destroyed (its sheet's Health points reached). */
  defeated: boolean;
}

/** One Action of the Active Hero's Activation (Combos): whether it dealt damage, its Combo level, a move. */
export interface ChainEntry {
  /** Whether the Action inflicted damage. */
  dealt: boolean;
  /** The Combo level it was used as (0: paid for). */
  combo: number;
  /** Whether it was a movement Action. */
  moved?: boolean;
}

/** The whole state of an OrcQuest WarPath match (G): one Quest, its board, decks, tracks and flow. */
export interface OrcQuestState {
  /** The Quest being played (a QuestSpec id). */
  quest: string;
  /** The current phase (boardgame.io follows it). */
  phase: Phase;
  /** The turn number, from 1. */
  turn: number;
  /** The Heroes, one per seat in seat order. */
  heroes: HeroState[];
  /** The Enemies on the board. */
  enemies: EnemyState[];
  /** The id the next Enemy placed gets. */
  nextEnemyId: number;
  /** Door id → state. */
  doors: Record<string, 'closed' | 'open' | 'destroyed'>;
  /** Explored rooms and spawn zones. */
  explored: string[];
  /** Furniture squares destroyed by Smashing. */
  smashed: string[];
  /** Squares with a Chicken token (Presence tokens, lines 331-341). */
  chickens: string[];
  /** Squares with an Objective token on the ground. */
  objectives: string[];
  /** The Presence Pools: the main one and its discard, and the secondary one. */
  pools: { main: PresenceToken[]; mainDiscard: PresenceToken[]; secondary: PresenceToken[] };
  /** The Patrols in play. */
  patrols: PatrolState[];
  /** The Patrol deck (top first) and its discard pile, as card ids. */
  patrolDeck: { deck: string[]; discard: string[] };
  /** Set when a Bell rings: no more Patrols enter play this Quest (line 602). */
  bellRung: boolean;
  /** The Event deck (top first) and its discard pile, as card ids. */
  events: { deck: string[]; discard: string[] };
  /** The Alert level on the Alert Gauge (1-15; past 15 the Quest is lost). */
  alert: number;
  /** Badass points on the Badass Track. */
  badass: number;
  /** The Badass Limit (line 162): lowered by each resurrection at the End of Turn. */
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
  /** Action points left to the Active Hero. */
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
  /** Set while the Enemy Phase waits for a Hero's Reaction to an Attack. */
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
  /** The Relic deck (top first) and its discard pile, as card ids. */
  relics: { deck: string[]; discard: string[] };
  /** Level 2 and 3 cards out of the Kraft decks (line 704): held by Heroes, or lost. */
  kraftOut: string[];
  /** Enchant cards left in the Enchant deck (line 713). */
  enchantDeck: string[];
  /** What happened last, for transcripts and the UI (short, replaced each move). */
  log: string[];
  /** The gameover once the Quest is won or lost, else null. */
  result: Gameover | null;
}
