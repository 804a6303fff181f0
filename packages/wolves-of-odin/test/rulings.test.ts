/** The five rulings of issue 11 (README R24–R28), each with the reading it pins down. */
import { expect } from 'chai';
import { glory, RAGNAROK } from '../src/index.js';
import { act, canDo, handOf, lineOf, makeState, pendingKind } from './helpers.js';

describe('wolves-of-odin rulings', () => {
  it('R24 Thralls: every Thrall may follow one sacrifice, a sacrificed Thrall included (l.252)', () => {
    const s = makeState({ players: [{ line: ['thrall', 'thrall', 'hirdman'] }, {}, {}] });
    let t = act(s, 0, 'sacrifice', 2);
    expect(pendingKind(t)).to.equal('thrall');
    t = act(t, 0, 'thrall', 0);
    expect(pendingKind(t)).to.equal('thrall'); // the second Thrall may follow the same sacrifice
    t = act(t, 0, 'thrall', 0);
    expect(t.players[0]!.sacrifices).to.have.length(3);
    expect(t.flow.pending).to.deep.equal([]);
    const own = act(makeState({ players: [{ line: ['thrall', 'thrall'] }, {}, {}] }), 0, 'sacrifice', 0);
    expect(pendingKind(own)).to.equal('thrall'); // a Thrall is "any other unit" to the other Thrall
  });

  it('R25 Shield Wall protects its owner’s line from their own Plague and Tyr (l.152, l.275)', () => {
    const s = makeState({
      players: [{ hand: ['plague', 'shieldWall'], line: ['archer'] }, { line: ['archer'] }, {}],
    });
    const t = act(s, 0, 'plague', 1);
    expect(t.flow.pending[0]).to.include({ kind: 'react' });
    const shielded = act(t, 0, 'react', 'shieldWall');
    expect([lineOf(shielded, 0), lineOf(shielded, 1)]).to.deep.equal([['archer'], []]);
    const tyr = makeState({
      players: [{ deities: ['tyr'], hand: ['shieldWall'], line: ['bond'] }, { line: ['konung'] }, {}],
    });
    const u = act(act(tyr, 0, 'tyr', 'left'), 0, 'react', 'shieldWall');
    expect([lineOf(u, 0), lineOf(u, 1)]).to.deep.equal([['bond'], []]);
  });

  it('R22 with 3 players round 10 (Ragnarök revealed alone) is played; its winner breaks Glory ties', () => {
    const s = makeState({
      players: [
        { victories: ['v1', 'v2', 'v3'], hand: ['konung'] },
        { victories: ['v4', 'v5', 'v6'], line: ['priest'] },
        { victories: ['v7', 'v8'] },
      ],
      victoryDeck: [RAGNAROK],
      offer: ['v9'],
      flow: { round: 9, current: 1 },
    });
    let t = act(act(act(s, 1, 'pass'), 2, 'pass'), 0, 'pass');
    expect(t.flow).to.include({ round: 10, ragnarok: true, gameover: null, current: 1 });
    expect(t.offer).to.deep.equal([RAGNAROK]);
    expect([glory(t, 0), glory(t, 1)]).to.deep.equal([4, 4]);
    t = act(act(t, 1, 'pass'), 2, 'pass');
    t = act(t, 0, 'place', 'konung', 0, 'right');
    for (const seat of [1, 2]) t = act(act(t, seat, 'drawDiscard'), seat, 'pick', handOf(t, seat)[0]);
    t = act(t, 0, 'pass');
    expect(t.flow.gameover).to.deep.equal({ winner: '0' }); // round 10's winner, not round 9's
  });

  it('R27 Jörmungandr needs a unit in its owner’s line: with Fenrir an empty line does not win', () => {
    const s = makeState({
      players: [
        { hand: ['bond', 'bond'] },
        { hand: ['thrall', 'bond'], deities: ['jormungandr', 'fenrir'] },
        { hand: ['bond'] },
      ],
      offer: ['v1'],
    });
    const t = act(s, 0, 'place', 'bond', 2, 'right'); // 0 against −5 and −4
    expect(t.flow.jormungandrDue).to.equal(false);
    expect(canDo(t, 1, 'jormungandr')).to.equal(false);
    // Fenrir's discard stays open, so its owner ends the turn explicitly.
    const u = act(act(act(act(t, 1, 'place', 'thrall', 1, 'right'), 1, 'endTurn'), 2, 'pass'), 0, 'pass');
    expect(u.flow.jormungandrDue).to.equal(true); // a Thrall (0) against −5 and −4
    expect(act(u, 1, 'jormungandr').players[1]!.victories).to.deep.equal(['v1']);
  });

  it('R28 Glory counts when the round’s winner is determined, before the Valkyrie acts (l.237)', () => {
    const s = makeState({
      players: [
        { deities: ['valkyrie'], victories: ['v8', 'v3'], hand: Array(7).fill('thrall') },
        { line: ['priest'] },
        {},
      ],
      offer: ['v1'],
    });
    const t = act(act(act(s, 0, 'pass'), 1, 'pass'), 2, 'pass');
    expect(glory(t, 0)).to.equal(4); // Hoard: 11 cards → 2, Great victory 2
    const after = act(t, 0, 'target', 1, 0);
    expect(handOf(after, 0)).to.include('priest');
    expect(glory(after, 0)).to.equal(5); // 12 cards now, but counted too late to end the game
    expect(after.flow.gameover).to.equal(null);
    expect(after.flow.round).to.equal(2);
  });
});
