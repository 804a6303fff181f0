import { defaultSetupData, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { BEGINNER_FAVORS, FAVOR_IDS } from '../src/data/favors.js';
import { descriptor } from '../src/descriptor.js';
import { Orlog } from '../src/game.js';
import { legalMoves } from '../src/rules/apply.js';
import { ALL_DICE } from '../src/rules/round.js';
import { setupState } from '../src/setup.js';
import type { OrlogState, Seat } from '../src/state.js';
import { newMatch, play } from './play.js';

describe('modes and setup data', () => {
  it('defaults to beginner mode and the recommended rulings', () => {
    expect(defaultSetupData(descriptor)).to.deep.equal({
      mode: 'beginner',
      tyrPriority: 3,
      vidarrCost2: 4,
      skadiCosts: '6/10/14',
      freyjaDice: 'random',
      freyrTieBreak: 'choice',
      sacrificeFloor: 1,
    });
    const s = setupState(undefined, rngFromSeed('d'));
    expect(s.mode).to.equal('beginner');
  });

  it('validates setup data', () => {
    const v = Orlog.validateSetupData!;
    expect(v(undefined, 2)).to.equal(undefined);
    expect(v({ mode: 'expert', tyrPriority: 1, vidarrCost2: 3 }, 2)).to.equal(undefined);
    expect(v({ mode: 'hard' }, 2)).to.be.a('string');
    expect(v({ tyrPriority: 2.5 }, 2)).to.be.a('string');
    expect(v({ colour: 'red' }, 2)).to.be.a('string');
    expect(v({}, 3)).to.be.a('string');
  });

  it('beginner: both players hold Thor, Iðunn and Odin, 15 HP, 0 tokens, and roll at once', () => {
    const { s } = newMatch('beginner', 'b');
    for (const p of s.players) {
      expect(p.favors).to.deep.equal(BEGINNER_FAVORS);
      expect(p.hp).to.equal(15);
      expect(p.tokens).to.equal(0);
    }
    expect(s.step).to.equal('roll');
  });

  it('casual: each player secretly picks 3 of their own 20, revealed together', () => {
    let { s, rng } = newMatch('casual', 'c');
    expect(s.step).to.equal('pick');
    expect(legalMoves(s, 0).map((m) => m.args?.[0])).to.deep.equal(FAVOR_IDS.slice(0, 18));
    s = play(s, 0, 'pickFavor', ['thor'], rng);
    s = play(s, 0, 'pickFavor', ['loki'], rng);
    expect(() => play(s, 0, 'pickFavor', ['thor'], rng)).to.throw(/illegal/);
    s = play(s, 0, 'pickFavor', ['frigg'], rng);
    expect(() => play(s, 0, 'pickFavor', ['odin'], rng)).to.throw(/illegal/);
    expect(s.players[0].favors).to.deep.equal([]);
    // Both may pick the same favor: each has their own set of 20.
    for (const f of ['thor', 'var', 'ullr']) s = play(s, 1, 'pickFavor', [f], rng);
    expect(s.players[0].favors).to.deep.equal(['thor', 'loki', 'frigg']);
    expect(s.players[1].favors).to.deep.equal(['thor', 'var', 'ullr']);
    expect(s.players.every((p) => p.picks.length === 0)).to.equal(true);
    expect(s.step).to.equal('roll');
  });

  describe('expert', () => {
    const draftAll = (s: OrlogState, rng: () => number) => {
      while (s.step === 'draft') {
        const seat = s.actor as Seat;
        const [m] = legalMoves(s, seat);
        s = play(s, seat, m!.move, m!.args!, rng);
      }
      return s;
    };

    it('coin-toss winner bans, the other bans and picks first, then picks alternate to 3 each', () => {
      let { s, rng } = newMatch('expert', 'x');
      const w = s.coin;
      const l = (1 - w) as Seat;
      expect(s.step).to.equal('draft');
      expect(s.draft.pool).to.have.length(20);
      expect(legalMoves(s, l)).to.deep.equal([]);
      expect(legalMoves(s, w)[0]!.move).to.equal('banFavor');
      s = play(s, w, 'banFavor', ['thor'], rng);
      s = play(s, l, 'banFavor', ['loki'], rng);
      expect(() => play(s, l, 'draftFavor', ['thor'], rng)).to.throw(/illegal/);
      const order: Seat[] = [l, w, l, w, l, w];
      for (const [i, seat] of order.entries()) {
        expect(s.actor).to.equal(seat);
        expect(() => play(s, (1 - seat) as Seat, 'draftFavor', [s.draft.pool[0]], rng)).to.throw(/illegal/);
        s = play(s, seat, 'draftFavor', [s.draft.pool[i % 2]], rng);
      }
      expect(s.draft.banned).to.deep.equal(['thor', 'loki']);
      expect(s.draft.pool).to.have.length(12);
      expect(s.players[0].favors).to.have.length(3);
      expect(s.players[1].favors).to.have.length(3);
      expect(s.step).to.equal('roll');
      expect(s.first).to.equal(w);
    });

    it('best of 3: favors are discarded, the winner picks first from what is left, the match ends at 2 wins', () => {
      // Seed chosen so that the match goes to a third game (1–1 after two).
      let { s, rng } = newMatch('expert', 'bo3b');
      s = draftAll(s, rng);
      const seenPools: number[] = [];
      let games = 0;
      while (s.step !== 'over') {
        if (s.step === 'draft') {
          seenPools.push(s.draft.pool.length);
          const lastWinner = s.log.find((e) => e.kind === 'game')!.seat;
          expect(s.actor).to.equal(lastWinner);
          expect(s.draft.queue[0]).to.equal(`p${lastWinner}`);
          expect(s.players.every((p) => p.hp === 15 && p.tokens === 0 && p.favors.length === 0)).to.equal(
            true,
          );
          expect(s.draft.discarded).to.have.length(6 * games);
          s = draftAll(s, rng);
          continue;
        }
        const game = s.game;
        if (s.step === 'roll') s = play(s, s.actor as Seat, 'keep', [ALL_DICE], rng);
        else {
          s = play(s, 0, 'chooseFavor', [null], rng);
          s = play(s, 1, 'chooseFavor', [null], rng);
        }
        if (s.game !== game || s.step === 'over') games++;
      }
      expect(Math.max(...s.wins)).to.equal(2);
      expect(s.wins[0] + s.wins[1]).to.equal(games);
      expect(games).to.equal(3);
      expect(seenPools).to.deep.equal([12, 6]);
      expect(s.result!.winner).to.equal(String(s.wins[0] === 2 ? 0 : 1));
    });
  });
});
