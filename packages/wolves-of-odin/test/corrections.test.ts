/** The three rules the package used to get wrong (issue 11), each pinned to its rulebook lines. */
import { expect } from 'chai';
import { summonCost } from '../src/index.js';
import { act, canDo, makeState } from './helpers.js';

const twelve = [
  'thrall',
  'thrall',
  'thrall',
  'bond',
  'bond',
  'bond',
  'archer',
  'archer',
  'archer',
  'hirdman',
  'hirdman',
  'hirdman',
] as const;

describe('wolves-of-odin: additional actions at any time of the turn (l.123, l.160, l.201)', () => {
  it('sacrifice a unit, then summon with it and use the new Deity in the same turn', () => {
    const s = makeState({
      players: [{ line: ['hirdman', 'konung'], sacrifices: ['bond'] }, { hand: ['bond'] }, {}],
      hall: ['tyr', 'odin', 'hel'],
    });
    const sacrificed = act(s, 0, 'sacrifice', 0);
    expect(sacrificed.flow.current).to.equal(0);
    expect(canDo(sacrificed, 0, 'place', 'bond', 0, 'right')).to.equal(false); // one basic action only
    const summoned = act(sacrificed, 0, 'summon', 'tyr', ['bond', 'hirdman']);
    expect(summoned.players[0]!.deities).to.deep.equal(['tyr']);
    expect(summoned.flow.current).to.equal(0);
    expect(canDo(summoned, 0, 'endTurn')).to.equal(true);
    const used = act(summoned, 0, 'tyr', 'right'); // a Deity's ability on the turn it was summoned (l.201)
    expect(used.players[0]!.line).to.have.length(0);
    expect(used.flow.current).to.equal(1); // nothing was left to do: the turn ended by itself
  });

  it('endTurn is offered only after the basic action; a turn with nothing left to do ends by itself', () => {
    const s = makeState({ players: [{ hand: ['bond', 'bond'], deities: ['thor'] }, { hand: ['bond'] }, {}] });
    expect(canDo(s, 0, 'endTurn')).to.equal(false);
    const placed = act(s, 0, 'place', 'bond', 0, 'right');
    expect(canDo(placed, 0, 'endTurn')).to.equal(true); // Thor's discard is still open
    expect(act(placed, 0, 'endTurn').flow.current).to.equal(1);
    const next = act(placed, 0, 'endTurn');
    expect(act(next, 1, 'place', 'bond', 1, 'right').flow.current).to.equal(2); // nothing else: it ends
  });
});

describe('wolves-of-odin: summon cost counts per colour (l.189, l.193)', () => {
  it('holding Odin and Tyr, a first red Deity costs 2; a third blue one costs 4', () => {
    const s = makeState({
      players: [{ deities: ['odin', 'tyr'], sacrifices: ['bond', 'bond'] }, {}, {}],
      hall: ['loki', 'thor', 'hel'],
    });
    expect(summonCost(s, 0, 'loki')).to.equal(2);
    expect(summonCost(s, 0, 'thor')).to.equal(4);
    expect(canDo(s, 0, 'summon', 'loki', ['bond', 'bond'])).to.equal(true);
  });
});

describe('wolves-of-odin: Baldr and Heimdall after passing with a full hand (l.281–282, R12)', () => {
  it('a passed seat holding 12 cards still gets its turn to return with Baldr', () => {
    const s = makeState({
      players: [{ deities: ['baldr'], hand: [...twelve], passed: true }, { hand: ['bond', 'bond'] }, {}],
      flow: { current: 1 },
    });
    const t = act(s, 1, 'place', 'bond', 1, 'right');
    const u = act(t, 2, 'pass');
    expect(u.flow.current).to.equal(0);
    expect(canDo(u, 0, 'drawDiscard')).to.equal(false); // twelve cards: nothing to draw
    expect(canDo(u, 0, 'baldrReturn')).to.equal(true);
    expect(canDo(u, 0, 'endTurn')).to.equal(true);
  });

  it('a passed seat holding 12 cards still gets its turn to use Heimdall once', () => {
    const s = makeState({
      players: [
        { deities: ['heimdall'], hand: [...twelve], passed: true },
        { hand: ['bond', 'bond'] },
        { hand: ['bond'] },
      ],
      deck: ['hirdman'],
      flow: { current: 1 },
    });
    const t = act(act(s, 1, 'place', 'bond', 1, 'right'), 2, 'place', 'bond', 2, 'right');
    expect(t.flow.current).to.equal(0);
    const used = act(t, 0, 'heimdall');
    expect(used.players[0]!.line).to.have.length(1);
    // Nothing left for seat 0 this round: its turn ends and it is skipped from now on.
    expect(used.flow.current).to.equal(1);
  });
});
