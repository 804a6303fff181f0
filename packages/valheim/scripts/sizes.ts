import { pick, rngFromSeed } from '@skald/core';
import { actor, applyMove, legalMoves } from '../src/rules/apply.js';
import { setupState } from '../src/setup.js';

// The largest G in seeded random playouts: `npx tsx packages/valheim/scripts/sizes.ts [games]`.

/** The largest JSON size of G over seeded random playouts (1–4 players, the four scenarios in turn). */
export function randomPlayoutSizes(games: number): number {
  let max = 0;
  for (let g = 0; g < games; g++) {
    const rng = rngFromSeed(`sizes/${g}`);
    const scenario = ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'][Math.floor(g / 4) % 4];
    let s = setupState(1 + (g % 4), { scenario }, rng);
    while (!s.result) {
      const seat = actor(s) as number;
      const m = pick(rng, legalMoves(s, seat));
      s = applyMove(s, seat, m.move, m.args ?? [], rng) ?? s;
      max = Math.max(max, JSON.stringify(s).length);
    }
  }
  return max;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`largest G: ${randomPlayoutSizes(Number(process.argv[2] ?? 48))} bytes`);
