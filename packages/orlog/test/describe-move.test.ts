import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import { FACE_SYMBOL } from '../src/data/dice.js';
import { activeSeats, facesText, legalMoves } from '../src/rules/apply.js';
import type { Seat } from '../src/state.js';
import { newMatch, play } from './play.js';

describe('describeMove', () => {
  it('names the faces a keep sets aside and how many dice are re-rolled', () => {
    let { s, rng } = newMatch('beginner', 'describe-1');
    // Play into the roll step: the first roller's first decision.
    while (s.step !== 'roll') {
      const seat = activeSeats(s)[0] as Seat;
      const m = legalMoves(s, seat)[0]!;
      s = play(s, seat, m.move, m.args ?? [], rng);
    }
    const seat = s.actor as Seat;
    const face = (d: number) => FACE_SYMBOL[d * 6 + s.players[seat].dice[d]!];
    expect(describeMove(s, { move: 'keep', args: [0b000101] }, String(seat))).to.equal(
      `P${seat} keeps ${facesText([face(0)!, face(2)!])}, re-rolls 4 dice`,
    );
    expect(describeMove(s, { move: 'keep', args: [0] }, String(seat))).to.equal(
      `P${seat} keeps nothing, re-rolls 6 dice`,
    );
    // Dice read as a person says them: an article, or a count and a plural.
    expect(facesText(['axe', 'arrow', 'axe', 'hand'])).to.equal('2 axes, an arrow and a hand');
    expect(facesText(['shield'])).to.equal('a shield');
    expect(facesText(['helmet', 'die 3', 'die 4'])).to.equal('a helmet and 2 dice');
  });

  it('says when a keep sets every die', () => {
    const first = newMatch('beginner', 'describe-4');
    let t = first.s;
    while (t.step !== 'roll') {
      const m = legalMoves(t, activeSeats(t)[0] as Seat)[0]!;
      t = play(t, activeSeats(t)[0] as Seat, m.move, m.args ?? [], first.rng);
    }
    expect(describeMove(t, { move: 'keep', args: [0b111111] }, String(t.actor))).to.match(
      new RegExp(
        `^P${t.actor} keeps all the dice: (an? \\w+|\\d \\w+)(, (an? \\w+|\\d \\w+))* and (an? \\w+|\\d \\w+)$`,
      ),
    );
  });

  it('keeps a secret choice secret when its arguments are redacted, and names it when they are not', () => {
    const { s } = newMatch('beginner', 'describe-2');
    expect(describeMove(s, { move: 'chooseFavor' }, '1')).to.equal('P1 chooses a God Favor in secret');
    expect(describeMove(s, { move: 'chooseFavor', args: [null] }, '1')).to.equal('P1 chooses no God Favor');
    expect(describeMove(s, { move: 'chooseFavor', args: [{ favor: 'thor', level: 2 }] }, '0')).to.equal(
      "P0 chooses Thor's Strike level 2",
    );
    expect(describeMove(s, { move: 'banFavor', args: ['loki'] }, '0')).to.equal("P0 bans Loki's Trick");
    expect(describeMove(s, { move: 'pickFavor' }, '0')).to.equal('P0 picks a God Favor in secret');
  });

  it('never throws on junk a log may hold', () => {
    const { s } = newMatch('casual', 'describe-3');
    for (const move of ['keep', 'chooseFavor', 'pickFavor', 'banFavor', 'draftFavor', 'nope'])
      for (const args of [undefined, [], [null], ['x'], [{}], [{ favor: '__proto__', level: 9 }], [-1]])
        expect(describeMove(s, args === undefined ? { move } : { move, args }, '7')).to.be.a('string');
  });

  it('given the state after, tells the faces the next roll showed and how a resolved round left both', () => {
    let { s, rng } = newMatch('beginner', 'describe-after');
    while (s.step !== 'roll') {
      const seat = activeSeats(s)[0] as Seat;
      const m = legalMoves(s, seat)[0]!;
      s = play(s, seat, m.move, m.args ?? [], rng);
    }
    // A keep hands the dice to the other seat, whose free dice are rolled inside the move.
    const seat = s.actor as Seat;
    const next = play(s, seat, 'keep', [0], rng);
    const roller = next.actor as Seat;
    const faces = [0, 1, 2, 3, 4, 5]
      .filter((d) => (s.players[roller].kept & (1 << d)) === 0)
      .map((d) => FACE_SYMBOL[d * 6 + next.players[roller].dice[d]!] as string);
    expect(describeMove(s, { move: 'keep', args: [0] }, String(seat), next)).to.equal(
      `P${seat} keeps nothing, re-rolls 6 dice → P${roller} rolls ${facesText(faces)}`,
    );
    // Play on to the second favor choice: its outcome is the resolved round.
    let t = next;
    while (!(t.step === 'favor' && activeSeats(t).length === 1)) {
      const who = activeSeats(t)[0] as Seat;
      const m = legalMoves(t, who)[0]!;
      t = play(t, who, m.move, m.args ?? [], rng);
    }
    const last = activeSeats(t)[0] as Seat;
    const resolved = play(t, last, 'chooseFavor', [null], rng);
    expect(describeMove(t, { move: 'chooseFavor', args: [null] }, String(last), resolved)).to.match(
      new RegExp(
        `^P${last} chooses no God Favor → round resolved: P0 ${resolved.players[0].hp} HP, P1 ${resolved.players[1].hp} HP`,
      ),
    );
  });
});
