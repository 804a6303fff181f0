import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { decideWinner, glory, gloryScores, newGame, RAGNAROK, RULES } from '../src/index.js';
import { act, canDo, handOf, makeState } from './helpers.js';

const passAll = (s: ReturnType<typeof makeState>, seats: number[]) =>
  seats.reduce((t, seat) => act(t, seat, 'pass'), s);

describe('wolves-of-odin setup', () => {
  for (const n of [3, 4, 5]) {
    it(`${n} players: 9 cards each, Hall of 3, Ragnarök among the last Deity cards and last in the Victory deck`, () => {
      const s = newGame(n, rngFromSeed(`setup${n}`));
      expect(s.players.map((p) => p.hand.length)).to.deep.equal(Array(n).fill(9));
      expect(s.deck.length).to.equal(110 - 9 * n);
      expect(s.hall.length).to.equal(3);
      expect(s.deityDeck.length).to.equal(15);
      expect(s.deityDeck.indexOf(RAGNAROK)).to.be.at.least(12);
      expect(s.victoryDeck[s.victoryDeck.length - 1]).to.equal(RAGNAROK);
      expect(s.offer.length).to.equal(RULES.victoryPerRound[n]);
      expect(s.flow).to.include({ phase: 'play', round: 1, current: 0 });
    });
  }
});

describe('wolves-of-odin turns, passing and drawing', () => {
  it('pass draws 4 (Twelve-Card Rule caps it) and the passed player may only draw-and-discard', () => {
    const s = makeState({
      players: [{ hand: Array(10).fill('thrall') }, { hand: ['bond'] }, { hand: ['bond'] }],
    });
    const passed = act(s, 0, 'pass');
    expect(passed.players[0]!.hand).to.have.length(12);
    const again = act(act(passed, 1, 'place', 'bond', 1, 'right'), 2, 'place', 'bond', 2, 'right');
    // Seat 0 holds 12 cards: it cannot draw-and-discard, so its turn is skipped.
    expect(again.flow.current).to.equal(1);
  });

  it('a passed player with room draws one card and discards one', () => {
    const s = makeState({
      players: [{ hand: ['thrall'], passed: true }, { hand: ['bond'] }, { hand: ['bond'] }],
      deck: ['konung'],
      flow: { current: 2 },
    });
    const t = act(s, 2, 'place', 'bond', 2, 'right');
    expect(t.flow.current).to.equal(0);
    expect(canDo(t, 0, 'place', 'thrall', 0, 'right')).to.equal(false);
    expect(canDo(t, 0, 'pass')).to.equal(false);
    const drawn = act(t, 0, 'drawDiscard');
    expect(handOf(drawn, 0)).to.deep.equal(['konung', 'thrall']);
    const done = act(drawn, 0, 'pick', 'thrall');
    expect(handOf(done, 0)).to.deep.equal(['konung']);
    expect(done.flow.current).to.equal(1);
  });

  it('Skald’s song (assumed Victory card) makes a pass draw 5', () => {
    const s = makeState({ players: [{ victories: ['v7'] }, {}, {}] });
    expect(act(s, 0, 'pass').players[0]!.hand).to.have.length(5);
  });

  it('the draw pile is rebuilt from a shuffled discard pile when it runs out', () => {
    const s = makeState({
      players: [{}, {}, {}],
      deck: ['bond'],
      emptyDeck: true,
      discard: ['konung', 'konung', 'konung'],
    });
    const t = act(s, 0, 'pass');
    expect(handOf(t, 0)).to.include('bond');
    expect(t.players[0]!.hand).to.have.length(4);
    expect(t.deck.length + t.discard.length).to.equal(110 - 4);
    expect(t.discard).to.deep.equal([]); // the whole discard pile became the new deck
  });

  it('the round ends when everyone has passed; the strongest line wins, ties to the earlier pass', () => {
    const s = makeState({
      players: [{ line: ['priest'] }, { line: ['priest'] }, { line: ['archer'] }],
      offer: ['v9'],
    });
    const t = passAll(s, [0, 1, 2]);
    expect(t.players[0]!.victories).to.deep.equal(['v9']);
    expect(t.flow.round).to.equal(2);
    expect(t.flow.current).to.equal(0); // the winner starts the next round
    expect(t.players.every((p) => p.line.length === 0 && !p.passed)).to.equal(true);
    const other = passAll({ ...s, flow: { ...s.flow, current: 1 } }, [1, 2, 0]);
    expect(other.players[1]!.victories).to.deep.equal(['v9']);
  });

  it('with two Victory cards the winner chooses and second place takes the other', () => {
    const s = makeState({
      players: [{ line: ['archer'] }, { line: ['priest'] }, { line: ['bond'] }, { line: ['hirdman'] }],
      offer: ['v1', 'v9'],
    });
    const t = passAll(s, [0, 1, 2, 3]);
    expect(t.flow.phase).to.equal('chooseVictory');
    expect(t.flow.pending[0]).to.deep.equal({ kind: 'victory', seat: 1 });
    const done = act(t, 1, 'victory', 'v1');
    expect(done.players[1]!.victories).to.deep.equal(['v1']);
    expect(done.players[3]!.victories).to.deep.equal(['v9']);
    expect(done.flow.phase).to.equal('play');
  });

  it('lines and sacrifices are discarded at the end of the round; Deities and hands stay', () => {
    const s = makeState({
      players: [{ line: ['priest'], sacrifices: ['bond'], deities: ['surt'], hand: ['thrall'] }, {}, {}],
      offer: ['v1'],
      deck: Array(12).fill('hirdman'),
    });
    const t = passAll(s, [0, 1, 2]);
    expect(t.players[0]!.deities).to.deep.equal(['surt']);
    expect(t.players[0]!.sacrifices).to.deep.equal([]);
    expect(handOf(t, 0)).to.include('thrall');
    expect(t.discard).to.have.length(2);
  });
});

describe('wolves-of-odin game end', () => {
  /** Seat 0 at 5 Glory: two victories (3) and Blood offering (v9) worth 2 with its 2 sacrifices on the table. */
  const fiveGloryWithBloodOffering = () =>
    makeState({
      players: [
        { line: ['priest'], sacrifices: ['bond', 'bond'], victories: ['v3', 'v7'] },
        { victories: ['v1'] },
        {},
      ],
      offer: ['v9'],
    });

  it('ends at the end of a round in which someone reaches 5 Glory; most Glory wins', () => {
    // Blood offering (v9) reads the sacrifices still on the table when the round's winner is determined.
    const s = fiveGloryWithBloodOffering();
    const t = passAll(s, [0, 1, 2]);
    expect(t.flow.gameover).to.deep.equal({ winner: '0' });
    const fewer = makeState({
      players: [{ line: ['priest'], victories: ['v3', 'v7'] }, { victories: ['v1'] }, {}],
      offer: ['v9'],
    });
    expect(passAll(fewer, [0, 1, 2]).flow.gameover).to.equal(null); // 4 Glory: the game goes on
  });

  it('a finished game keeps the Glory count that ended it, after its lines and sacrifices are discarded', () => {
    // Blood offering (v9) is worth 2 with 2 sacrifices on the table, 1 once they are discarded.
    const s = fiveGloryWithBloodOffering();
    const t = passAll(s, [0, 1, 2]);
    expect(t.players[0]!.sacrifices).to.deep.equal([]);
    expect(glory(t, 0), 'a recount on the cleared table').to.equal(4);
    expect(gloryScores(t), 'the count the end was decided on').to.deep.equal([5, 1, 0]);
    expect(decideWinner(t)).to.deep.equal(t.flow.gameover);
  });

  it('between rounds Glory is counted on the position as it stands', () => {
    const s = makeState({ players: [{ victories: ['v3'] }, { victories: ['v1'] }, {}], offer: ['v9'] });
    expect(gloryScores(s)).to.deep.equal([2, 1, 0]);
    const next = passAll(
      makeState({ players: [{ line: ['priest'] }, {}, {}], offer: ['v1'], deck: Array(12).fill('hirdman') }),
      [0, 1, 2],
    );
    expect(next.flow.gameover).to.equal(null);
    expect(next.flow.glory, 'a game that goes on keeps no stale count').to.deep.equal([]);
  });

  it('a Ragnarök card in the Hall makes the current round the last', () => {
    const s = makeState({
      players: [{ line: ['priest'], sacrifices: ['bond', 'bond'] }, { line: ['konung'] }, {}],
      hall: ['tyr', 'odin', 'hel'],
      deityDeck: [RAGNAROK],
      offer: ['v1'],
    });
    const summoned = act(s, 0, 'summon', 'tyr', ['bond', 'bond']);
    expect(summoned.hall).to.deep.equal(['odin', 'hel', RAGNAROK]);
    expect(summoned.flow.ragnarok).to.equal(true);
    const t = passAll(summoned, [0, 1, 2]);
    expect(t.flow.gameover).to.deep.equal({ winner: '1' });
  });

  it('the Victory deck’s Ragnarök card ends the game after its round (4 players: round 5)', () => {
    const s = makeState({
      players: [
        { line: ['priest'], victories: ['v3'] },
        { victories: ['v4', 'v5', 'v6'] },
        {},
        { victories: ['v7', 'v8'] },
      ],
      victoryDeck: ['v9', RAGNAROK],
      offer: ['v1', 'v2'],
      flow: { round: 4 },
    });
    let t = passAll(s, [0, 1, 2, 3]);
    t = act(t, 0, 'victory', 'v1');
    expect(t.offer).to.deep.equal(['v9', RAGNAROK]);
    expect(t.flow.ragnarok).to.equal(true);
    expect(t.players.map((_, i) => glory(t, i)).every((g) => g < 5)).to.equal(true);
    t = passAll(t, [0, 1, 2, 3]);
    expect(t.players[0]!.victories).to.deep.equal(['v3', 'v1', 'v9']);
    // Seats 0 (2 + 1 + 1) and 1 (1 + 1 + 1 + 1) tie on 4 Glory; the last round's winner takes it.
    expect(t.flow.gameover).to.deep.equal({ winner: '0' });
  });

  it('ties on Glory go to the last round’s winner, otherwise the tied players share the win', () => {
    const s = makeState({
      // Hoard (v8) is worth 2 with 8 cards in hand.
      players: [
        { victories: ['v3'] },
        { victories: ['v8'], hand: Array(8).fill('thrall') },
        { victories: ['v1'] },
      ],
      flow: { lastWinner: 1 },
    });
    expect(decideWinner(s)).to.deep.equal({ winner: '1' });
    expect(decideWinner({ ...s, flow: { ...s.flow, lastWinner: 2 } })).to.deep.equal({ winners: ['0', '1'] });
  });
});
