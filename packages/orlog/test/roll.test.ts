import { expect } from 'chai';
import { ALL_DICE } from '../src/rules/round.js';
import { other } from '../src/state.js';
import { newMatch, play } from './play.js';

describe('roll phase', () => {
  it('the seeded coin flip picks the first player; both seats can win it', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) firsts.add(newMatch('beginner', `coin${i}`).s.first);
    expect([...firsts].sort()).to.deep.equal([0, 1]);
    expect(newMatch('beginner', 'same').s.first).to.equal(newMatch('beginner', 'same').s.first);
  });

  it('the first player rolls first, then the players alternate single rolls', () => {
    const { s, rng } = newMatch('beginner', 'alt');
    const f = s.first;
    expect(s.step).to.equal('roll');
    expect(s.actor).to.equal(f);
    expect(s.players[f].rolls).to.equal(1);
    expect(s.players[other(f)].rolls).to.equal(0);
    expect(s.players[f].dice.every((d) => d >= 0)).to.equal(true);
    const s2 = play(s, f, 'keep', [0], rng);
    expect(s2.actor).to.equal(other(f));
    expect(s2.players[other(f)].rolls).to.equal(1);
    const s3 = play(s2, other(f), 'keep', [0], rng);
    expect(s3.actor).to.equal(f);
    expect(s3.players[f].rolls).to.equal(2);
  });

  it('kept dice are locked: they are never re-rolled and cannot be kept again', () => {
    const { s, rng } = newMatch('beginner', 'lock');
    const f = s.first;
    const faces = s.players[f].dice.slice();
    let t = play(s, f, 'keep', [0b000101], rng);
    t = play(t, other(f), 'keep', [0], rng);
    expect(t.players[f].dice[0]).to.equal(faces[0]);
    expect(t.players[f].dice[2]).to.equal(faces[2]);
    expect(t.players[f].kept).to.equal(0b000101);
    // Keeping an already kept die again is illegal; enumerate offers only sub-masks of the free dice.
    expect(play.bind(null, t, f, 'keep', [0b000001], rng)).to.throw(/illegal/);
  });

  it('the third roll keeps everything; after six roll slots the favor step opens', () => {
    const { s, rng } = newMatch('beginner', 'third');
    const f = s.first;
    let t = s;
    for (const seat of [f, other(f), f, other(f)]) t = play(t, seat, 'keep', [0], rng);
    expect(t.step).to.equal('favor');
    for (const p of t.players) {
      expect(p.rolls).to.equal(3);
      expect(p.kept).to.equal(ALL_DICE);
    }
  });

  it('a player who has kept all six dice skips their remaining rolls', () => {
    const { s, rng } = newMatch('beginner', 'skip');
    const f = s.first;
    let t = play(s, f, 'keep', [ALL_DICE], rng);
    t = play(t, other(f), 'keep', [0], rng);
    // The first player is skipped: the second rolls again at once.
    expect(t.actor).to.equal(other(f));
    expect(t.players[other(f)].rolls).to.equal(2);
    t = play(t, other(f), 'keep', [0], rng);
    expect(t.step).to.equal('favor');
    expect(t.players[f].rolls).to.equal(1);
    expect(t.players[other(f)].rolls).to.equal(3);
  });

  it('only the roller may keep, with an integer mask 0..63', () => {
    const { s, rng } = newMatch('beginner', 'who');
    const f = s.first;
    for (const bad of [-1, 64, 1.5, '3', null])
      expect(() => play(s, f, 'keep', [bad], rng)).to.throw(/illegal/);
    expect(() => play(s, other(f), 'keep', [0], rng)).to.throw(/illegal/);
  });

  it('the first player alternates every round', () => {
    const { s, rng } = newMatch('beginner', 'rounds');
    let t = s;
    const firsts: number[] = [];
    while (t.round <= 4 && t.step !== 'over') {
      if (t.step === 'roll') t = play(t, t.actor as 0 | 1, 'keep', [ALL_DICE], rng);
      else {
        firsts[t.round] = t.first;
        const round = t.round;
        t = play(t, 0, 'chooseFavor', [null], rng);
        t = play(t, 1, 'chooseFavor', [null], rng);
        if (t.step !== 'over') expect(t.round).to.equal(round + 1);
      }
    }
    const seen = firsts.filter((x) => x !== undefined);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).to.equal(1 - (seen[i - 1] as number));
    expect(seen.length).to.be.greaterThan(1);
  });
});
