import type { GameDescriptor } from '@skald/core';
import { DEFAULT_RULES, MODES } from './data/rulings.js';
import { OPTION_TEXTS } from './data/texts.js';

/** Label and help in plain words, from the player-facing texts. */
const words = (key: string) => ({ label: OPTION_TEXTS[key]?.label, help: OPTION_TEXTS[key]?.help });

/** The game's catalogue entry: title, two players, traits and setup options. */
export const descriptor: GameDescriptor = {
  id: 'orlog',
  title: 'Orlog',
  description:
    'The dice duel from Assassin’s Creed Valhalla: roll and keep six dice, secretly invoke God Favors, and bring your rival to 0 HP.',
  minPlayers: 2,
  maxPlayers: 2,
  cooperative: false,
  chance: true,
  hiddenInformation: true,
  simultaneous: true,
  setupOptions: {
    mode: {
      kind: 'enum',
      values: MODES,
      default: 'beginner',
      ...words('mode'),
    },
    tyrPriority: {
      kind: 'integer',
      min: 1,
      max: 4,
      default: DEFAULT_RULES.tyrPriority,
      ...words('tyrPriority'),
    },
    vidarrCost2: {
      kind: 'integer',
      min: 3,
      max: 4,
      default: DEFAULT_RULES.vidarrCost2,
      ...words('vidarrCost2'),
    },
    skadiCosts: {
      kind: 'enum',
      values: ['6/10/14', '6/8/10'],
      default: DEFAULT_RULES.skadiCosts,
      ...words('skadiCosts'),
    },
    freyjaDice: {
      kind: 'enum',
      values: ['random', 'table'],
      default: DEFAULT_RULES.freyjaDice,
      ...words('freyjaDice'),
    },
    freyrTieBreak: {
      kind: 'enum',
      values: ['choice', 'random'],
      default: DEFAULT_RULES.freyrTieBreak,
      ...words('freyrTieBreak'),
    },
    sacrificeFloor: {
      kind: 'integer',
      min: 0,
      max: 1,
      default: DEFAULT_RULES.sacrificeFloor,
      ...words('sacrificeFloor'),
    },
  },
  // Longest mode: expert best of 3 (8 draft moves, then rounds of at most 4 keeps and 2 choices). Seeded
  // random play over 2000 matches per mode: longest beginner 96 moves, casual 136, expert 236.
  maxMoves: 3000,
  // Bots: a playout stops this many moves past the search tree's leaf — about one round (≤ 6 keeps and 2
  // favor choices), so the leaf's round resolves — and `core.evaluate` scores where it stopped.
  playoutDepth: 8,
};
