import { type AiMove, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { heuristicMove } from '../src/heuristic.js';
import { playoutMove } from '../src/playout.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** One playout from a fresh scenario-1 setup with the given policy; true if the team won. */
function playout(
  seed: string,
  players: number,
  choose: (s: ValheimState, p: string, legal: AiMove[]) => AiMove,
) {
  const rng = rngFromSeed(seed);
  let s = setupState(players, {}, rng);
  for (let i = 0; i < 4000 && !core.gameover(s); i++) {
    const p = core.activePlayers(s)[0] as string;
    const legal = core.legalMoves(s, p);
    const m = choose(s, p, legal);
    expect(legal, `${seed} move ${i}`).to.include(m);
    s = core.apply(s, p, m, rng);
  }
  return (core.gameover(s) as { score?: number } | undefined)?.score === 1;
}

describe('valheim playout policy (core.playoutMove)', () => {
  it('always answers one of the legal moves, and at share 1 the greedy move', () => {
    const pick = rngFromSeed('playout/policy');
    for (let g = 0; g < 4; g++)
      playout(`playout/legal/${g}`, 1 + g, (s, p, legal) => {
        const m = playoutMove(s, p, legal, pick);
        if (legal.length > 1)
          expect(playoutMove(s, p, legal, pick, 1)).to.equal(heuristicMove(s, Number(p), legal));
        return m;
      });
  });

  it('wins scenario-1 playouts where uniform playouts win none (what makes it worth its cost to the bot)', () => {
    const pick = rngFromSeed('playout/wins');
    let policyWins = 0;
    let uniformWins = 0;
    for (let g = 0; g < 12; g++) {
      if (playout(`playout/wins/${g}`, 1 + (g % 2), (s, p, legal) => core.playoutMove!(s, p, legal, pick)))
        policyWins++;
      if (
        playout(
          `playout/wins/${g}`,
          1 + (g % 2),
          (_s, _p, legal) => legal[Math.floor(pick() * legal.length)] as AiMove,
        )
      )
        uniformWins++;
    }
    console.log(`      playouts won of 12: policy ${policyWins}, uniform ${uniformWins}`);
    expect(uniformWins).to.equal(0);
    expect(policyWins).to.be.greaterThan(0);
  });
});
