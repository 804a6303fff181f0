import type { ForsakenId } from './forsaken.js';
import type { Resource } from './resources.js';
import type { ScenarioId } from './scenario.js';
import type { Source } from './source.js';

/** The campaign plays one scenario per Forsaken in this order (line 577). */
export const CAMPAIGN_ORDER: readonly ScenarioId[] = ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'];

/** Metals the collect die may mine once a Forsaken is defeated (lines 582–588). */
export const METAL_UNLOCK: Readonly<Record<ForsakenId, Resource | null>> = {
  eikthyr: 'bronze',
  elder: 'iron',
  bonemass: 'silver',
  moder: null,
};

/** Furniture a campaign may carry for free after Eikthyr (line 584). */
export const BASIC_FURNITURE = ['throne', 'bed', 'rug'] as const;

/** Forsaken powers (lines 597–601): used twice a scenario (2 counter cubes, line 596). */
export interface ForsakenPower {
  /** the Forsaken whose defeat unlocks it */
  readonly id: ForsakenId;
  /** the power token's name */
  readonly name: string;
  /** Extra spaces, collect multiplier, extra defense dice or extra actions. */
  readonly amount: number;
  /** orange counter cubes put on the token: uses per scenario (line 596) */
  readonly cubes: number;
  /** provenance: rulebook */
  readonly source: Source;
  /** what the power does while active, for players */
  readonly text: string;
}

const power = (id: ForsakenId, name: string, amount: number, text: string): ForsakenPower => ({
  id,
  name,
  amount,
  cubes: 2,
  source: 'rulebook',
  text,
});

/** Each Forsaken's power, unlocked by defeating it in a campaign (lines 592–601). */
export const FORSAKEN_POWERS: Readonly<Record<ForsakenId, ForsakenPower>> = {
  eikthyr: power(
    'eikthyr',
    'Eikthyr’s power',
    2,
    'For a round, each player moves 2 extra spaces on move actions.',
  ),
  elder: power(
    'elder',
    'The Elder’s power',
    2,
    'For a round, each player’s first collect die of the turn counts double.',
  ),
  bonemass: power(
    'bonemass',
    'Bonemass’s power',
    1,
    'For a round, each player rolls 1 extra defense die in fights on their turn (2 at most).',
  ),
  moder: power('moder', 'Moder’s power', 1, 'For a round, each player takes 1 extra action on their turn.'),
};
