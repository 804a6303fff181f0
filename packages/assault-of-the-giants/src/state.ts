/** The types of G: plain JSON, the whole rule state (whose turn, which step) included. */
import type { RaceId } from './data/races.js';
import type { ResourceType } from './data/resources.js';
import type { UnitKind } from './data/units.js';

/** A player's seat index (0-based; boardgame.io's playerID as a number). */
export type Seat = number;

/** One giant on the board. */
export interface Unit {
  /** Unique id (`u0`, `u1`, …), named by moves. */
  id: string;
  /** The race it belongs to. */
  race: RaceId;
  /** Regular, elite, champion or leader. */
  kind: UnitKind;
  /** Region id where it stands. */
  region: string;
  /** Wounded giants soak less damage and die to any damage. */
  wounded: boolean;
  /** Entered through a special event (King Hekaton, the Vonindod): not part of the recruitable supply. */
  special: boolean;
}

/** One of the neutral giantslayers players send through Rest (REF-LIB18). */
export interface Giantslayer {
  /** Unique id, named by moves. */
  id: string;
  /** `null` while off the board. */
  region: string | null;
  /** Wounded giantslayers soak less damage. */
  wounded: boolean;
}

/** One player's hand, row, cards and score. */
export interface PlayerState {
  /** The giant race this player leads. */
  race: RaceId;
  /** Command card ids in hand. Public by elimination (every race holds the same nine), so not hidden. */
  hand: string[];
  /** Played commands, left to right. */
  row: string[];
  /** Resource cards in hand (hidden from others: they see the count). */
  resources: ResourceType[];
  /** Spell cards in hand (hidden from others: they see the count). */
  spells: string[];
  /** Ordning Points (hidden until the end). */
  op: number;
  /** Enemy giants this player has defeated (event requirements read it). */
  defeated: number;
  /** Events claimed, in order (public). */
  events: string[];
  /** Story tokens on the race's story-goal card (public; `data/story.ts`). */
  story: number;
  /** `flow.turn` when the last story token was placed (-1: never): at most one a turn. */
  storyTurn: number;
}

/** The step of the turn: what the acting seat may do next (the README's step table). */
export type Step =
  /** May claim one event, must play one command. */
  | 'start'
  /** After claiming: must play one command. */
  | 'command'
  /** Maneuvers left in `flow.budget`; `flow.leaderOnly` for the Leader command. */
  | 'move'
  /** A march waits on its tolls (`flow.toll`): the mover pays them one region at a time, then it arrives. */
  | 'toll'
  /** Recruit Points left in `flow.budget`. */
  | 'recruit'
  /** Trade limit left in `flow.budget`; `flow.tradeKind` says which kind of trade is under way. */
  | 'trade'
  /** Forced trade: the trader gives back `flow.budget` cards of their choice to `flow.offer.to`. */
  | 'tradeGive'
  /** Friendly trade: `flow.offer.to` accepts or refuses the offer. */
  | 'offer'
  /** Choose a battle (or decline). */
  | 'attack'
  /** Giantslayer actions left in `flow.budget`; `flow.gsStage` recruit → move → assault. */
  | 'rest'
  /** A battle is waiting on `combat.decider` to re-roll or convert dice. */
  | 'modify'
  /** A battle is waiting on a casualty choice by `combat.decider`. */
  | 'casualty';

/** One side of a battle. */
export type Side = 'defender' | 'attacker';

/** One battle side's dice, modifiers and final totals. */
export interface SideRoll {
  /** Die ids rolled, in order, and the face index each shows (after any re-roll). Empty until rolled. */
  dice: string[];
  /** Face index each die in `dice` shows. */
  faces: number[];
  /** The side has rolled. */
  rolled: boolean;
  /** What this side's row (or the NPC rule) allows: dice to re-roll, arcane → 2 hits, arcane → 1 block. */
  rerolls: number;
  /** Arcane results this side may turn into 2 hits each. */
  arcaneToHits: number;
  /** Arcane results this side may turn into 1 block each. */
  arcaneToBlocks: number;
  /** Spells this side cast in this battle (their bonuses count in the final totals). */
  spells: string[];
  /** Resource cards this side discarded for their battle effect (count in the final totals). */
  resources: string[];
  /** The one re-roll action and the one conversion action are behind this side. */
  rerollDone: boolean;
  /** The side has made its one conversion of arcane results. */
  convertDone: boolean;
  /** Final results once converted. */
  hits: number;
  /** Final blocks once converted. */
  blocks: number;
  /** Hits and blocks the side's permanent effects add to its final totals (`rules/effects.ts`). */
  effectHits: number;
  /** Blocks the side's permanent effects add. */
  effectBlocks: number;
}

/** The battle under way. */
export interface Combat {
  /** The region attacked. */
  region: string;
  /** The region the attacking giants came from (their own region for giantslayers). */
  from: string;
  /** The seat that attacks (for giantslayers: the player who sent them). */
  attackerSeat: Seat;
  /** Giants of this race attack; `null`: the giantslayers of `from` assault. */
  attackerRace: RaceId | null;
  /** The race whose giants defend the region. */
  defenderRace: RaceId;
  /** Unit ids (or giantslayer ids) that took part. */
  attackers: string[];
  /** The attacking side's roll. */
  attack: SideRoll;
  /** The defending side's roll. */
  defense: SideRoll;
  /** Damage still to be taken by each side (set once both sides have rolled and modified). */
  damage: Record<Side, number>;
  /** `damage` has been computed from the final totals. */
  damageSet: boolean;
  /** Who decides now: the modifying side's player (NPC: its controller), or the side taking casualties. */
  decider: Seat;
  /** Ordning Points earned so far in this battle, by seat. */
  rewards: number[];
}

/** The game's era: the ordning, the Final Ordning (first pool empty), or the Endgame (second pool empty). */
export type Era = 'ordning' | 'finalOrdning' | 'endgame';

/**
 * A march that has set out but not arrived: its tolls are paid one region at a time (p.20: "pay 1 Resource
 * Card or wound one of their moving giants", per region), and the giant arrives after the last one.
 */
export interface PendingToll {
  /** The marching giant's id. */
  unit: string;
  /** Where it arrives once every toll is paid. */
  to: string;
  /** The regions whose tolls are still due, in the order the route crosses them (the first is paid next). */
  due: string[];
}

/** Whose turn it is and where the turn stands. */
export interface Flow {
  /** The seat whose turn it is. */
  current: Seat;
  /** The step of the turn. */
  step: Step;
  /** The command card being carried out. */
  card: string | null;
  /** What the current step has left: maneuvers, Recruit Points, trade cards or giantslayer actions. */
  budget: number;
  /** The maneuvers are the Leader command's: only the leader may move. */
  leaderOnly: boolean;
  /** Giantslayer stage during a Rest: 0 recruit, 1 move, 2 assault. */
  gsStage: number;
  /** Giantslayers that assaulted this Rest. */
  gsUsed: string[];
  /** The kind of trade chosen in this Trade: none yet, a refused offer (deck or forced may follow), or under way. */
  tradeKind: 'open' | 'refused' | 'deck' | 'forced';
  /** The pending friendly offer (public), or the target of a forced trade. */
  offer: { to: Seat; give: string; take: string } | null;
  /** A card was taken from the discard during this Trade. */
  tookDiscard: boolean;
  /** Regions whose toll was paid this turn (once per region per turn). */
  tolled: string[];
  /** The march whose tolls are being paid (step `toll`), else null. */
  toll: PendingToll | null;
  /** The battle under way, or null. */
  combat: Combat | null;
  /** The era of the game. */
  era: Era;
  /** Endgame: `waiting` until the lowest-numbered player has had a turn, then `finalRound` turns left. */
  endgame: { waiting: boolean; turnsLeft: number } | null;
  /** Turn counter: 0 at set-up, +1 as each turn ends. */
  turn: number;
  /** The winner or the players sharing the victory, once the game is over; null before. */
  gameover: { winner: string } | { winners: string[] } | null;
}

/** G: the whole state of a Giants match, plain JSON. */
export interface GiantsState {
  /** Players in the match (3–6). */
  numPlayers: number;
  /** Each seat's player state, by seat. */
  players: PlayerState[];
  /** Race → seat, or -1 for an NPC race. */
  controller: Record<RaceId, number>;
  /** Every giant on the board. */
  units: Unit[];
  /** Number in the next unit id (`u<n>`). */
  nextUnit: number;
  /** The giantslayers, on or off the board. */
  giantslayers: Giantslayer[];
  /** Region of the cloud giants' flying castle (null when cloud giants are not in the game). */
  lynArmaal: string | null;
  /** The Resource deck (hidden: views show its size). */
  resourceDeck: ResourceType[];
  /** The Resource discard pile (public). */
  resourceDiscard: ResourceType[];
  /** The Spell deck (hidden). */
  spellDeck: string[];
  /** The Spell discard pile. */
  spellDiscard: string[];
  /** The universal Event deck (hidden). */
  eventDeck: string[];
  /** The universal events face up in the draft area, claimable. */
  eventDraft: string[];
  /** Next special event index of each race's stack. */
  specialNext: Record<RaceId, number>;
  /** Ordning Points left in the two pools. */
  pools: [number, number];
  /** Ordning Points paid from the box after both pools emptied. */
  box: number;
  /** Whose turn it is and where the turn stands. */
  flow: Flow;
}
