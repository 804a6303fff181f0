import { int, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import type { FaceSymbol } from '../src/data/dice.js';
import { evaluate } from '../src/rules/evaluate.js';
import { setupState } from '../src/setup.js';
import type { OrlogState } from '../src/state.js';
import { makeState, QUIET } from './helpers.js';

const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];

/** Seat 0's estimated chance. */
const p0 = (s: OrlogState) => evaluate(s)[0]!;

/** The same state seen from the other chair: players, wins and the first seat swapped. */
function mirrored(s: OrlogState): OrlogState {
  return {
    ...s,
    players: [s.players[1], s.players[0]],
    wins: [s.wins[1], s.wins[0]],
    first: s.first === 0 ? 1 : 0,
  };
}

describe('orlog: evaluate (the bots heuristic)', () => {
  it('is a valid evaluation: two chances in [0, 1] that sum to 1; the core exposes it', () => {
    const rng = rngFromSeed('eval-valid');
    for (const mode of ['beginner', 'casual', 'expert'] as const) {
      let s = setupState({ mode }, rng);
      for (let i = 0; i < 200 && core.gameover(s) === undefined; i++) {
        const v = core.evaluate!(s);
        expect(v).to.have.length(2);
        for (const x of v) expect(x).to.be.within(0, 1);
        expect(v[0]! + v[1]!).to.be.closeTo(1, 1e-12);
        const seats = core.activePlayers(s);
        const seat = seats[int(rng, seats.length)]!;
        const moves = core.legalMoves(s, seat);
        s = core.apply(s, seat, moves[int(rng, moves.length)]!, rng);
      }
    }
  });

  it('ranks a clear HP lead far above a clear deficit, and even HP at one half', () => {
    expect(p0(makeState({ p0: { hp: 12 }, p1: { hp: 3 } }))).to.be.above(0.9);
    expect(p0(makeState({ p0: { hp: 3 }, p1: { hp: 12 } }))).to.be.below(0.1);
    expect(p0(makeState({ p0: { hp: 9 }, p1: { hp: 9 } }))).to.equal(0.5);
  });

  it('weighs an HP lead by the HP left: 3 against 1 beats 15 against 13', () => {
    expect(p0(makeState({ p0: { hp: 3 }, p1: { hp: 1 } }))).to.be.above(
      p0(makeState({ p0: { hp: 15 }, p1: { hp: 13 } })),
    );
  });

  it('counts the damage the fixed dice already deal, and ignores dice still to be re-rolled', () => {
    const axes = makeState({ p0: { dice: AXES }, p1: { dice: QUIET } });
    expect(p0(axes)).to.be.above(0.5);
    // Rolling: the same faces on free dice promise nothing yet; kept ones do.
    const rolling: OrlogState = {
      ...axes,
      step: 'roll',
      players: [
        { ...axes.players[0], kept: 0 },
        { ...axes.players[1], kept: 0 },
      ],
    };
    expect(p0(rolling)).to.equal(0.5);
    const keptTwo: OrlogState = {
      ...rolling,
      players: [{ ...rolling.players[0], kept: 0b11 }, rolling.players[1]],
    };
    expect(p0(keptTwo)).to.be.above(0.5);
    // Helmets stop axes: six axes against six helmets deal nothing.
    const helmets = makeState({ p0: { dice: AXES }, p1: { dice: AXES.map(() => 'helmet') } });
    expect(p0(helmets)).to.equal(0.5);
  });

  it('counts tokens a little (less than an HP lead) and expert games won a lot', () => {
    const tokens = p0(makeState({ p0: { tokens: 6 } }));
    expect(tokens).to.be.above(0.5);
    expect(tokens).to.be.below(p0(makeState({ p0: { hp: 15 }, p1: { hp: 13 } })));
    const expert = makeState({ mode: 'expert' });
    expect(p0({ ...expert, wins: [1, 0] })).to.be.above(0.7);
    expect(p0({ ...expert, wins: [0, 1] })).to.be.below(0.3);
  });

  it('is symmetric: swapping the chairs swaps the chances', () => {
    const s = makeState({ p0: { hp: 7, tokens: 4, dice: AXES }, p1: { hp: 10, tokens: 1 } });
    const [a, b] = evaluate(s);
    const [c, d] = evaluate(mirrored(s));
    expect(c).to.be.closeTo(b!, 1e-12);
    expect(d).to.be.closeTo(a!, 1e-12);
  });

  it('predicts the winner of seeded random games from their middle positions', () => {
    // A heuristic that reads the wrong seat or the wrong sign would fall to ~30%.
    const rng = rngFromSeed('eval-predicts');
    let right = 0;
    let total = 0;
    for (let g = 0; g < 150; g++) {
      let s = setupState({ mode: 'beginner' }, rng);
      const seen: OrlogState[] = [];
      while (core.gameover(s) === undefined) {
        if (s.step === 'favor' && s.round >= 2) seen.push(s);
        const seats = core.activePlayers(s);
        const seat = seats[int(rng, seats.length)]!;
        const moves = core.legalMoves(s, seat);
        s = core.apply(s, seat, moves[int(rng, moves.length)]!, rng);
      }
      const winner = (core.gameover(s) as { winner: string }).winner === '0' ? 0 : 1;
      for (const pos of seen) {
        const v = evaluate(pos);
        if (v[0] === 0.5) continue;
        total++;
        if (v[winner]! > 0.5) right++;
      }
    }
    expect(total).to.be.above(100);
    expect(right / total).to.be.above(0.7);
  });
});
