import { type DieSpec, drawWithReshuffle, resolveSetupData, rngFromSeed, roll } from '@skald/core';

// One seeded stream for everything random: the same seed gives the same match (rngFromRandom(random)
// wraps boardgame.io's own random plugin inside a move).
const rng = rngFromSeed('docs');
const die: DieSpec<string> = { id: 'd6', faces: ['1', '2', '3', '4', '5', '6'] };
const rolled = [roll(rng, die), roll(rng, die), roll(rng, die)];

// Piles are arrays of ids, top first; an empty draw pile reshuffles the discard.
const { drawn, reshuffled } = drawWithReshuffle(rng, ['a'], ['b', 'c', 'd'], 3);

// Setup options are declared, defaulted and validated; unknown keys are refused.
const setupOptions = { mode: { kind: 'enum', values: ['casual', 'expert'], default: 'casual' } } as const;
const defaults = resolveSetupData({ setupOptions }, {});
const refused = resolveSetupData({ setupOptions }, { mode: 'turbo' });
console.log(
  `rolled ${rolled.join(',')}; drew ${drawn.join(',')} (${reshuffled} reshuffle); ${JSON.stringify(defaults)}, ${JSON.stringify(refused)}`,
);
