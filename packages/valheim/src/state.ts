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
  /** the carry this scenario started with */
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
  /** Per seat: health to start with after a win (lines 609–610); null after a loss. */
  health: (number | null)[];
  /** Per seat: stamina to start with after a win (lines 609–610); null after a loss. */
  stamina: (number | null)[];
}

/** One creature miniature on the map. */
export interface Creature {
  /** unique in the match (`nextCreatureId`) */
  id: number;
  /** which creature card it fights by */
  kind: CreatureKind;
  /** the map space it stands on */
  space: string;
  /** damage taken (red cubes, line 324); defeated at its health */
  damage: number;
  /** Seats that have damaged it: each earns a defeat task when it falls (line 163). */
  hurtBy: number[];
}

/** One player's character. */
export interface Player {
  /** the map space the character stands on (`HOUSE` in the house) */
  space: string;
  /** on the health track: 0 to 7 */
  health: number;
  /** on the stamina track: 0 to 4 */
  stamina: number;
  /** Equipment card ids on the character board (max. 3). */
  equipment: string[];
  /** Equipment ids carrying a fire token. */
  fire: string[];
  /** Reroll tokens (max. 2, line 665). */
  rerolls: number;
  /** The power of Odin skill kept (line 146), and the two drawn before choosing. */
  odin: string | null;
  /** the two power of Odin skills drawn at setup, until one is kept (empty after) */
  odinOffer: string[];
  /** A power of Odin skill kept from an earlier campaign scenario (after The Elder, line 586), or null. */
  odinKept: string | null;
  /** Kept trait and occupation skills with their experience cubes (lines 157–161). */
  upgrades: { id: string; xp: number }[];
  /** the two trait skills drawn at setup, until one is kept (empty after) */
  traitOffer: string[];
  /** the two occupation skills drawn at setup, until one is kept (empty after) */
  occupationOffer: string[];
  /** Honeycomb token ids (their effect is seen when taken, ruling R-honey). */
  honeycombs: string[];
  /** mead tokens on the character board (max. 2, line 253) */
  meads: Mead[];
  /** bomb tokens on the character board (max. 2, line 255) */
  bombs: Bomb[];
  /** at zero health: out until revived (lines 416–427) */
  knockedOut: boolean;
  /** holds a frozen token: 1 stamina lost at the end of each of its combat rounds (line 390) */
  frozen: boolean;
  /** holds a poison token: 1 damage at the end of each of its combat rounds (line 392) */
  poisoned: boolean;
  /** Where this player's tombstone lies and the card dropped beside it. */
  tombstone: { space: string; card: string | null } | null;
}

/** One rolled die of a player: which die and the face index that shows. */
export interface RolledDie {
  /** which die */
  die: DieId;
  /** index of the face that shows, in the die's `faces` */
  face: number;
}

/**
 * A roll waiting for its owner's reroll decision (line 408): the player's own dice (attack then defense,
 * or the collect die) and the damage dice, which may never be rerolled.
 */
export interface PendingRoll {
  /** what the roll is for: a fight round, an arena fight, a collect, a stag attempt or an ambush */
  kind: 'fight' | 'arena' | 'collect' | 'stag' | 'ambush';
  /** the roller */
  seat: number;
  /** the weapon or tool attacked with (or `'unarmed'`); '' for a collect or stag roll */
  weapon: string;
  /**
   * the attacked creature's id; in the arena 1 when aiming at The Elder's vines, else 0; 0 for a collect or
   * stag roll
   */
  target: number;
  /** How a stag attempt was paid ('action' | 'stamina'), else ''. */
  how: string;
  /** the roller's own dice: attack then defense, or the collect die */
  dice: RolledDie[];
  /** the black damage dice, as face indices; never rerolled */
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
  /** the map space the fight is on */
  space: string;
  /** the players in the fight, clockwise from the active player */
  seats: number[];
  /** Index into `seats` of the player rolling this round. */
  roller: number;
  /**
   * Players who may still choose to assist (line 295), asked in clockwise order before each round of the
   * fight: before the first roll and whenever the dice pass on (ruling R-assist).
   */
  offers: number[];
  /** Whether the assist offers for the coming round were made. */
  asked: boolean;
}

/** The Forsaken fight (lines 479–514). */
export interface Arena {
  /** Which Forsaken (its layout and rules in `data/forsaken.ts`). */
  forsaken: ForsakenId;
  /** health left: the track spaces above the defeated icon (0: defeated) */
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
  /** the arena turn's move was taken */
  moved: boolean;
  /** the arena turn's fight was taken (required before passing) */
  fought: boolean;
  /** the arena deck, face down, top first (reshuffled from the discard when empty) */
  deck: string[];
  /** arena cards drawn since the deck was last shuffled */
  discard: string[];
}

/** Where the match stands: exploring the map, fighting the Forsaken in its arena, or over. */
export type Stage = 'explore' | 'arena' | 'over';

/** A Forsaken power brought to this scenario (campaign, lines 592–606). */
export interface PowerState {
  /** whose power */
  id: ForsakenId;
  /** Counter cubes left: uses remaining this scenario. */
  cubes: number;
  /** The seat holding the power marker while it is active (a full round), else null. */
  holder: number | null;
  /** The Elder's power: seats that doubled a collect die this turn. */
  doubled: number[];
}

/** The whole match state, G (co-operative: every seat sees the same view, `playerView`). */
export interface ValheimState {
  /** the scenario played */
  scenario: ScenarioId;
  /** Metals the collect die may mine (campaign: only those unlocked, line 582; single scenario: all). */
  metals: Resource[];
  /** Creature ids that guard a flipped objective token (withered bone, dragon egg): defeating one takes it. */
  guards: number[];
  /** The campaign this match belongs to (its save's carry), or null for a single scenario. */
  campaign: CampaignInfo | null;
  /** The Forsaken power in play (campaign), or null. */
  power: PowerState | null;
  /** seats in the match, 1 to 4 */
  numPlayers: number;
  /** exploring, in the arena, or over */
  stage: Stage;
  /** Whose turn it is. */
  turn: number;
  /** actions left in this turn (3 at its start, line 169) */
  actionsLeft: number;
  /** Steps left in the current move action (0 when not moving). */
  moveLeft: number;
  /** The turn is over and its event resolved; fights it started are still running. */
  ending: boolean;
  /** Tile id per slot (face-down ones hidden in views). */
  tiles: Record<string, string>;
  /** slots whose tile is face up, in the order they were flipped */
  revealed: string[];
  /** creatures on the map */
  creatures: Creature[];
  /** the id the next creature placed gets */
  nextCreatureId: number;
  /** creature kinds whose card shows its veteran side (line 440) */
  veteran: CreatureKind[];
  /** Spaces holding an objective token (stags in scenario 1; see the scenario's `objective`). */
  stagSpaces: string[];
  /** objective tokens placed so far (at most the objective's count) */
  stagsPlaced: number;
  /** Objective progress: tokens taken (stags, withered bones, the egg) or creatures slain (`slay`). */
  stagsTaken: number;
  /** Chest token id per space (content hidden until looted). */
  chests: Record<string, string>;
  /** chest tokens not yet placed, face down */
  chestPool: string[];
  /** the shared stash of resource tokens in front of the house (line 219) */
  stash: Record<Resource, number>;
  /** furniture built in the house */
  furniture: FurnitureId[];
  /** Equipment cards in the open supply piles. */
  supply: string[];
  /** the food deck, face down, top first */
  foodDeck: string[];
  /** prepared food cards, revealed by cooking (1 slot, 2 with the table; line 243) */
  prepared: string[];
  /** food cards eaten or destroyed by a raid, reshuffled when the deck runs out */
  foodDiscard: string[];
  /** the event deck, face down, top first: running out is the defeat (line 453) */
  events: string[];
  /** gifted items still on top of the event deck, top first (line 126) */
  gifts: (Mead | Bomb)[];
  /** An ongoing event on top of the deck and its counter cubes. */
  ongoing: { card: string; cubes: number } | null;
  /**
   * A raid lying on the deck: the Forsaken's tile, the raid's size and creature (lines 464–472); `storming`
   * once its creatures entered the house: the raid lasts (the Forsaken on the tile) until that fight is
   * resolved (line 472, ruling R-raid-end).
   */
  raid: { card: string; slot: string; size: number; creature: CreatureKind; storming: boolean } | null;
  /** the characters, by seat */
  players: Player[];
  /** the fight under way on the map, or null */
  combat: Combat | null;
  /** a roll waiting for a reroll decision or a power of Odin answer, or null */
  pending: PendingRoll | null;
  /** the Forsaken fight, once summoned, or null */
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
  /** the outcome once decided (`ctx.gameover`), else null */
  result: Gameover | null;
}
