import type { Gameover } from '@skald/core';
import type { Bomb, Mead } from './data/consumables.js';
import type { CreatureKind } from './data/creatures.js';
import type { DieId } from './data/dice.js';
import type { ForsakenId } from './data/forsaken.js';
import type { FurnitureId } from './data/furniture.js';
import type { Resource } from './data/resources.js';
import type { ScenarioId } from './data/scenario.js';

/** Where a campaign match stands: the carry it started with (replayed after a loss). */
export interface CampaignInfo {
  carryIn: ValheimCarry;
}

/** What carries from one campaign scenario into the next (lines 575–617). */
export interface ValheimCarry {
  /** Forsaken defeated so far, in campaign order. */
  defeated: ForsakenId[];
  /** The basic furniture carried for free (after Eikthyr, line 584), while not destroyed. */
  furniture: 'rug' | 'bed' | 'throne' | null;
  /** The Forsaken power brought to the next scenario (one of the defeated, line 592). */
  power: ForsakenId | null;
  /** Per seat: the power of Odin skill kept (after The Elder, line 586). */
  odin: (string | null)[];
  /** Per seat: the unlocked upgrade skill kept (after Bonemass, line 588). */
  upgrade: (string | null)[];
  /** Per seat: health and stamina to start with after a win (lines 609–610); null after a loss. */
  health: (number | null)[];
  stamina: (number | null)[];
}

/** One creature miniature on the map. */
export interface Creature {
  id: number;
  kind: CreatureKind;
  space: string;
  damage: number;
  /** Seats that have damaged it: each earns a defeat task when it falls (line 163). */
  hurtBy: number[];
}

export interface Player {
  space: string;
  health: number;
  stamina: number;
  /** Equipment card ids on the character board (max. 3). */
  equipment: string[];
  /** Equipment ids carrying a fire token. */
  fire: string[];
  /** Reroll tokens (max. 2, line 665). */
  rerolls: number;
  /** The power of Odin skill kept (line 146), and the two drawn before choosing. */
  odin: string | null;
  odinOffer: string[];
  /** A power of Odin skill kept from an earlier campaign scenario (after The Elder, line 586), or null. */
  odinKept: string | null;
  /** Kept trait and occupation skills with their experience cubes (lines 157–161). */
  upgrades: { id: string; xp: number }[];
  traitOffer: string[];
  occupationOffer: string[];
  /** Honeycomb token ids (their effect is seen when taken, ruling R-honey). */
  honeycombs: string[];
  meads: Mead[];
  bombs: Bomb[];
  knockedOut: boolean;
  frozen: boolean;
  poisoned: boolean;
  /** Where this player's tombstone lies and the card dropped beside it. */
  tombstone: { space: string; card: string | null } | null;
}

/** One rolled die of a player: which die and the face index that shows. */
export interface RolledDie {
  die: DieId;
  face: number;
}

/**
 * A roll waiting for its owner's reroll decision (line 408): the player's own dice (attack then defense,
 * or the collect die) and the damage dice, which may never be rerolled.
 */
export interface PendingRoll {
  kind: 'fight' | 'arena' | 'collect' | 'stag' | 'ambush';
  seat: number;
  weapon: string;
  target: number;
  /** How a stag attempt was paid ('action' | 'stamina'), else ''. */
  how: string;
  dice: RolledDie[];
  damage: number[];
  /**
   * The other players still to be asked, clockwise, whether they add a power of Odin roll skill to this
   * fight roll once its roller has kept it (line 156 "on any player", ruling R-odin3); null until then.
   */
  helpers: number[] | null;
  /** Power of Odin changes to this roll (attack/defense points, cancelled specials, no outnumbering, hands). */
  plus: { attack: number; defense: number; ward: number; guard: boolean; hands: number; odin: boolean };
}

/** A fight on one space: the seats involved, in clockwise order from the active player. */
export interface Combat {
  space: string;
  seats: number[];
  /** Index into `seats` of the player rolling this round. */
  roller: number;
  /** Players who may still choose to assist (line 295), asked in clockwise order before the first roll. */
  offers: number[];
  /** Whether the assist offers were made. */
  asked: boolean;
}

/** The Forsaken fight (lines 479–514). */
export interface Arena {
  /** Which Forsaken (its layout and rules in `data/forsaken.ts`). */
  forsaken: ForsakenId;
  health: number;
  /** Its health when the current arena turn began (Moder's low-health defense, line 569). */
  turnHealth: number;
  /** Direction it faces (Eikthyr, The Elder, Bonemass). */
  facing: number;
  /** The Elder's vines still standing (line 541). */
  vines: number;
  /** Arena spaces holding an ooze token (Bonemass, lines 554, 558). */
  ooze: string[];
  /** Moder's edge position: 0 her altar … the nest (lines 565–574). */
  moder: number;
  /** The lake space the player on Moder's peak climbed from (they slide back to it, line 573). */
  peakFrom: string | null;
  /** Arena space per seat (see the Forsaken's `spaces`). */
  spaces: string[];
  /** Seats still to pick a starting space, in order. */
  toPlace: number[];
  moved: boolean;
  fought: boolean;
  deck: string[];
  discard: string[];
}

export type Stage = 'explore' | 'arena' | 'over';

/** A Forsaken power brought to this scenario (campaign, lines 592–606). */
export interface PowerState {
  id: ForsakenId;
  /** Counter cubes left: uses remaining this scenario. */
  cubes: number;
  /** The seat holding the power marker while it is active (a full round), else null. */
  holder: number | null;
  /** The Elder's power: seats that doubled a collect die this turn. */
  doubled: number[];
}

export interface ValheimState {
  scenario: ScenarioId;
  /** Metals the collect die may mine (campaign: only those unlocked, line 582; single scenario: all). */
  metals: Resource[];
  /** Creature ids that guard a flipped objective token (withered bone, dragon egg): defeating one takes it. */
  guards: number[];
  /** The campaign this match belongs to (its save's carry), or null for a single scenario. */
  campaign: CampaignInfo | null;
  /** The Forsaken power in play (campaign), or null. */
  power: PowerState | null;
  numPlayers: number;
  stage: Stage;
  /** Whose turn it is. */
  turn: number;
  actionsLeft: number;
  /** Steps left in the current move action (0 when not moving). */
  moveLeft: number;
  /** The turn is over and its event resolved; fights it started are still running. */
  ending: boolean;
  /** Tile id per slot (face-down ones hidden in views). */
  tiles: Record<string, string>;
  revealed: string[];
  creatures: Creature[];
  nextCreatureId: number;
  veteran: CreatureKind[];
  /** Spaces holding an objective token (stags in scenario 1; see the scenario's `objective`). */
  stagSpaces: string[];
  stagsPlaced: number;
  /** Objective progress: tokens taken (stags, withered bones, the egg) or creatures slain (`slay`). */
  stagsTaken: number;
  /** Chest token id per space (content hidden until looted). */
  chests: Record<string, string>;
  chestPool: string[];
  stash: Record<Resource, number>;
  furniture: FurnitureId[];
  /** Equipment cards in the open supply piles. */
  supply: string[];
  foodDeck: string[];
  prepared: string[];
  foodDiscard: string[];
  events: string[];
  gifts: (Mead | Bomb)[];
  /** An ongoing event on top of the deck and its counter cubes. */
  ongoing: { card: string; cubes: number } | null;
  /** A raid lying on the deck: the Forsaken's tile, the raid's size and creature (lines 464–472). */
  raid: { card: string; slot: string; size: number; creature: CreatureKind } | null;
  players: Player[];
  combat: Combat | null;
  pending: PendingRoll | null;
  arena: Arena | null;
  /** Cards and tokens dropped at the house for anyone there (line 229), and which cards carry fire. */
  house: { items: string[]; fire: string[] };
  /** An exchange action is open: further transfers this action are free (ruling R-exchange). */
  exchanging: boolean;
  /** Honeycombs left in the supply, face down. */
  honeyPool: string[];
  /** Checking on the bees is once per turn (line 195). */
  bees: boolean;
  /** Dismantle is once per turn (line 202). */
  dismantled: boolean;
  /** Cards crafted this turn (cannot be dismantled, line 278). */
  craftedThisTurn: string[];
  /** Haldor's deck, face down, top first (line 130). Replaced, never changed in place. */
  haldor: string[];
  /** How many cards at the bottom of Haldor's deck everyone has seen (put back after a trade, line 262). */
  haldorSeen: number;
  /** A trade with Haldor under way (lines 262–266): the trader and the revealed cards not yet bought. */
  trade: { seat: number; offer: string[] } | null;
  /** Spaces where a ship lies on the water touching them (max. 2, line 232). Replaced, never changed in place. */
  ships: string[];
  /**
   * A voyage about to leave (lines 234–241, 284–290): the sailor, the ship's space, the landing space, the
   * seats still to be asked whether they join, and those who joined. Replaced, never changed in place.
   */
  voyage: { seat: number; from: string; to: string; offers: number[]; crew: number[] } | null;
  /**
   * Seats still to be asked whether they use a power of Odin skill out of turn (line 156, ruling R-odin),
   * in clockwise order. Replaced, never changed in place.
   */
  odinAsk: number[];
  /**
   * A creature movement waiting for the active player (line 455, ruling R26): the creature whose equally
   * short ways land on different spaces, those spaces, the creatures still to move after it, their steps
   * and targets. Replaced, never changed in place.
   */
  steering: { creature: number; options: string[]; queue: number[]; steps: number; targets: string[] } | null;
  /** Recent happenings, newest last (bounded). */
  log: string[];
  result: Gameover | null;
}
