import { assumed, type Sourced } from './provenance.js';
import type { RaceId } from './races.js';

/**
 * Story tokens and story-goal cards. Public: each race has story tokens and one story-goal card among its
 * pieces, listed beside its special events (REF-PAP); the fire giants' story in the setting is the hunt for
 * the Vonindod's fragments (REF-SKT). What a token does and when a goal scores are not public: ours, assumed.
 *
 * Our reading: the goal card names a deed; each time the race's player does it, one story token goes onto
 * the card (at most one per turn). Tokens on the card waive the rune of the race's special events (their
 * `waiver`), and the last token completes the goal for its Ordning Points.
 */
export type Deed = 'claim' | 'trade' | 'plunder' | 'defeat' | 'rest' | 'recruit';

/** One race's story-goal card (our design, rulings S1–S3). */
export interface StoryGoal extends Sourced {
  /** The race whose goal card this is. */
  readonly race: RaceId;
  /** The goal's name. */
  readonly name: string;
  /** The deed that places a story token on the card. */
  readonly deed: Deed;
  /** Story tokens to place to complete the goal. */
  readonly tokens: number;
  /** Ordning Points for completing it. */
  readonly op: number;
  /** The card in our words. */
  readonly text: string;
}

const NOTE = 'story tokens and goal cards are public (REF-PAP); deed, token count and OP are assumed';
const goal = (race: RaceId, name: string, deed: Deed, text: string): StoryGoal => ({
  race,
  name,
  deed,
  tokens: 3,
  op: 5,
  text: `${text} Place 1 story token (at most 1 a turn); with the 3rd, gain 5 OP.`,
  ...assumed(null, NOTE),
});

/** Each race's story-goal card. */
export const STORY_GOALS: Readonly<Record<RaceId, StoryGoal>> = {
  storm: goal('storm', 'The King’s Court Restored', 'claim', 'Each time you claim an Event:'),
  cloud: goal(
    'cloud',
    'Wealth of the Skies',
    'trade',
    'Each time you trade cards (deck, friendly or forced):',
  ),
  fire: goal('fire', 'Fragments of the Vonindod', 'plunder', 'Each time you play Plunder:'),
  frost: goal('frost', 'The Ice Jarl’s Saga', 'defeat', 'Each time you defeat an enemy giant:'),
  stone: goal('stone', 'Dreams of the Deep', 'rest', 'Each time you play Rest:'),
  hill: goal('hill', 'The Growing Horde', 'recruit', 'Each time you recruit a giant:'),
};
