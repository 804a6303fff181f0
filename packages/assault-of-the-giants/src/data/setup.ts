import { assumed, fromPublic, fromRulebook, type Val } from './provenance.js';
import type { RaceId } from './races.js';
import type { UnitKind } from './units.js';

/** Giants an NPC race places in one region at set-up. */
export interface Placement {
  /** Region id, or `start` for the race's Starting Region. */
  readonly region: 'start' | string;
  /** The units placed there. */
  readonly units: readonly UnitKind[];
}

/** A player's start in its Starting Region (REF-LIB09: leader, basic champion, 2 regulars; storm 1 elite). */
export const PLAYER_START: Readonly<Record<RaceId, readonly UnitKind[]>> = {
  storm: ['leader', 'champion', 'elite'],
  cloud: ['leader', 'champion', 'regular', 'regular'],
  fire: ['leader', 'champion', 'regular', 'regular'],
  frost: ['leader', 'champion', 'regular', 'regular'],
  stone: ['leader', 'champion', 'regular', 'regular'],
  hill: ['leader', 'champion', 'regular', 'regular'],
};

/**
 * The NPC placement chart (its contents are not public): a player's start, plus two regulars in one
 * neighbouring Small Folk Region (p.20 l.77-80 lets players attack NPC giants in Small Folk Regions).
 */
export const NPC_CHART: Readonly<Record<RaceId, Val<readonly Placement[]>>> = {
  storm: assumed(
    [
      { region: 'start', units: PLAYER_START.storm },
      { region: 'swordCoast', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
  cloud: assumed(
    [
      { region: 'start', units: PLAYER_START.cloud },
      { region: 'dessarin', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
  fire: assumed(
    [
      { region: 'start', units: PLAYER_START.fire },
      { region: 'spine', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
  frost: assumed(
    [
      { region: 'start', units: PLAYER_START.frost },
      { region: 'icewind', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
  stone: assumed(
    [
      { region: 'start', units: PLAYER_START.stone },
      { region: 'silverMarches', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
  hill: assumed(
    [
      { region: 'start', units: PLAYER_START.hill },
      { region: 'dessarin', units: ['regular', 'regular'] },
    ],
    'chart not public',
  ),
};

/** Every number the rules read that is not a per-race, per-unit, per-card or per-die value. */
export const TUNING = {
  /** Ordning Points in EACH of the two pools, per player. */
  poolPerPlayer: assumed(12, 'pool sizes are not public'),
  /** Resource cards each player starts with. */
  startingResources: assumed(0, 'no public source lists starting resources'),
  /** Universal events face up in the draft area. */
  draftSize: assumed(3, 'size of the draft area is not public'),
  /** Trade limit = tradeBase + cards to the left of Trade. */
  tradeBase: assumed(1, 'the limit grows with cards to the left (REF-LIB13); its base is assumed'),
  /** Plunder draws this many, plus plunderHoldBonus if you hold a Small Folk Region. */
  plunderDraw: assumed(2, 'Plunder amounts are not public'),
  plunderHoldBonus: assumed(1, 'Plunder amounts are not public'),
  /** Magic draws spellDraw Spell cards + 1 per spellDrawPerLeft cards to its left, up to spellHandLimit held. */
  spellDraw: assumed(1, 'REF-EXTRA §5.2: the Magic command draws spells; the numbers are assumed'),
  spellDrawPerLeft: assumed(2, 'REF-EXTRA §5.2'),
  spellHandLimit: assumed(3, 'REF-EXTRA §5.2'),
  /** Spells one side may cast in one battle. */
  spellsPerBattle: assumed(1, 'not public: one per side keeps a battle short'),
  resourcesPerBattle: assumed(1, 'not public: one Resource card per side and battle, like spells'),
  /** Maneuvers the Leader command gives the leader. */
  leaderManeuvers: assumed(2, 'the Leader command’s own effect is not public'),
  /** NPC defenders: re-rolls and arcane→block conversions per battle. */
  npcRerolls: fromRulebook(2, 'p.20 l.12-16'),
  npcConversions: fromRulebook(2, 'p.20 l.17-20'),
  /** Giantslayer rewards: half the Ordning Value, rounded up. */
  giantslayerRewardRoundUp: fromPublic(true, 'REF-LIB19: half, rounded up'),
} as const;
