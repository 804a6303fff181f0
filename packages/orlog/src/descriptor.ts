import type { GameDescriptor } from '@skald/core';
import { DEFAULT_RULES, MODES } from './data/rulings.js';

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
      label: 'Mode',
      help: 'beginner: both use Thor, Iðunn and Odin; casual: each secretly picks 3 of 20; expert: shared draft, best of 3',
    },
    tyrPriority: {
      kind: 'integer',
      min: 1,
      max: 4,
      default: DEFAULT_RULES.tyrPriority,
      label: "Týr's Pledge priority",
      help: 'Ruling: 3 (OrlogOnline) or 1 (go-orlog)',
    },
    vidarrCost2: {
      kind: 'integer',
      min: 3,
      max: 4,
      default: DEFAULT_RULES.vidarrCost2,
      label: "Víðarr's Might level-2 cost",
      help: 'Ruling: 4 (OrlogOnline, go-orlog) or 3 (wesleydebruijn/orlog)',
    },
    skadiCosts: {
      kind: 'enum',
      values: ['6/10/14', '6/8/10'],
      default: DEFAULT_RULES.skadiCosts,
      label: "Skaði's Hunt costs",
      help: 'Ruling: 6/10/14 (four sources) or 6/8/10 (one OrlogOnline file)',
    },
    freyjaDice: {
      kind: 'enum',
      values: ['random', 'table'],
      default: DEFAULT_RULES.freyjaDice,
      label: "Freyja's extra dice",
      help: 'Ruling: each extra die is a random die type (OrlogOnline) or die types 1, 2, 3 in order',
    },
    freyrTieBreak: {
      kind: 'enum',
      values: ['choice', 'random'],
      default: DEFAULT_RULES.freyrTieBreak,
      label: "Freyr's Gift tie-break",
      help: 'Ruling: the owner names the face type when several tie for the majority, or it is random (OrlogOnline)',
    },
    sacrificeFloor: {
      kind: 'integer',
      min: 0,
      max: 1,
      default: DEFAULT_RULES.sacrificeFloor,
      label: 'Sacrifice floor',
      help: 'Ruling: lowest HP Týr/Odin may leave (1: never sacrifice yourself to death)',
    },
  },
  // Longest mode: expert best of 3 (8 draft moves, then rounds of at most 4 keeps and 2 choices). Seeded
  // random play over 2000 matches per mode: longest beginner 96 moves, casual 136, expert 236.
  maxMoves: 3000,
};
