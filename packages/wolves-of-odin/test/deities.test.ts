import { expect } from 'chai';
import { CARD_KIND, lineStrength, summonCost } from '../src/index.js';
import { act, canDo, handOf, lineOf, makeState, pendingKind } from './helpers.js';

describe('wolves-of-odin summoning', () => {
  it('costs 2, then 3, then 4 for the same colour; Berserker pays 2', () => {
    const s = makeState({
      players: [{ deities: [] }, { deities: ['odin'] }, {}],
    });
    expect(summonCost(s, 0, 'tyr')).to.equal(2);
    expect(summonCost(s, 1, 'tyr')).to.equal(3);
    const t = makeState({
      players: [{ deities: ['odin', 'thor'], sacrifices: ['berserker', 'bond', 'thrall'] }, {}, {}],
      hall: ['tyr', 'hel', 'loki'],
    });
    expect(summonCost(t, 0, 'tyr')).to.equal(4);
    expect(canDo(t, 0, 'summon', 'tyr', ['berserker', 'bond', 'thrall'])).to.equal(true);
    expect(canDo(t, 0, 'summon', 'tyr', ['bond', 'thrall'])).to.equal(false);
    const done = act(t, 0, 'summon', 'tyr', ['berserker', 'bond', 'thrall']);
    expect(done.players[0]!.deities).to.deep.equal(['odin', 'thor', 'tyr']);
    expect(done.hall).to.have.length(3); // refilled from the Deity deck
    expect(done.flow.current).to.equal(0); // not an action: the turn goes on
  });

  it('red and blue conflict without Yggdrasil: the player chooses which colour to keep', () => {
    const s = makeState({
      players: [{ deities: ['odin', 'tyr'], sacrifices: ['bond', 'bond', 'bond', 'bond'] }, {}, {}],
      hall: ['loki', 'hel', 'surt'],
    });
    expect(summonCost(s, 0, 'loki')).to.equal(2); // the first red Deity starts at 2 (l.193)
    const t = act(s, 0, 'summon', 'loki', ['bond', 'bond']);
    expect(t.flow.pending[0]).to.deep.equal({ kind: 'colour', seat: 0 });
    expect(act(t, 0, 'keep', 'red').players[0]!.deities).to.deep.equal(['loki']);
    expect(act(t, 0, 'keep', 'blue').players[0]!.deities).to.deep.equal(['odin', 'tyr']);
  });

  it('with Yggdrasil both colours stay and the other colour restarts at 2; losing Yggdrasil forces a choice', () => {
    const s = makeState({
      players: [
        { deities: ['yggdrasil', 'odin', 'tyr'], sacrifices: ['bond', 'bond'] },
        { deities: ['fafnir'], sacrifices: ['bond'] },
        {},
      ],
      hall: ['loki', 'hel', 'surt'],
    });
    expect(summonCost(s, 0, 'loki')).to.equal(2);
    const t = act(s, 0, 'summon', 'loki', ['bond', 'bond']);
    expect(t.flow.pending).to.deep.equal([]);
    expect(t.players[0]!.deities).to.deep.equal(['yggdrasil', 'odin', 'tyr', 'loki']);
    // Fafnir takes Yggdrasil away: its former owner must keep one colour at once.
    const taken = act(act(t, 0, 'pass'), 1, 'fafnir', 'bond', 'yggdrasil');
    expect(taken.flow.pending[0]).to.deep.equal({ kind: 'colour', seat: 0 });
    expect(act(taken, 0, 'keep', 'red').players[0]!.deities).to.deep.equal(['loki']);
  });
});

describe('wolves-of-odin Deities', () => {
  it('Odin: once per round, pay a sacrifice and discard any summoned Deity, or return one to the Hall', () => {
    const s = makeState({
      players: [
        { deities: ['odin'], sacrifices: ['bond', 'bond'] },
        { deities: ['yggdrasil', 'loki', 'tyr'] },
        {},
      ],
      deityDiscard: ['hel', 'baldr'],
      hall: ['surt', 'fenrir', 'nidhogg'],
    });
    expect(canDo(s, 0, 'odin', 'bond', 'return', 'baldr')).to.equal(false);
    const t = act(s, 0, 'odin', 'bond', 'discard', 'yggdrasil');
    expect(t.flow.pending[0]).to.deep.equal({ kind: 'colour', seat: 1 }); // the victim chooses, out of turn
    expect(canDo(t, 0, 'odin', 'bond', 'return', 'hel')).to.equal(false); // once per round
    const kept = act(t, 1, 'keep', 'red');
    expect(kept.players[1]!.deities).to.deep.equal(['loki']);
    const back = act(s, 0, 'odin', 'bond', 'return', 'hel');
    expect(back.hall).to.deep.equal(['surt', 'fenrir', 'nidhogg', 'hel']);
  });

  it('Odin: other players’ Deities do not touch its owner’s line (Fenrir, Tyr, Loki, Valkyrie, Nagelfar)', () => {
    const s = makeState({
      players: [
        { deities: ['tyr', 'loki', 'yggdrasil'], line: ['priest'] },
        { line: ['archer', 'bond'], deities: ['odin'] },
        { line: ['bond'], deities: ['fenrir'] },
      ],
    });
    expect([lineStrength(s, 0), lineStrength(s, 1)]).to.deep.equal([8 - 5, 1 + 2]); // Fenrir: −5, but not to Odin's owner
    const t = act(s, 0, 'tyr', 'left');
    expect(lineOf(t, 1)).to.deep.equal(['archer', 'bond']);
    expect(lineOf(t, 2)).to.deep.equal([]);
    const lokiTurn = act(s, 0, 'sacrifice', 0); // Loki: a unit weaker than the Priest's 8
    expect(canDo(lokiTurn, 0, 'target', 1, 0)).to.equal(false);
    expect(canDo(lokiTurn, 0, 'target', 2, 0)).to.equal(true);
    const valkyrie = makeState({
      players: [{ deities: ['valkyrie'] }, { line: ['priest'], deities: ['odin'] }, { line: ['archer'] }],
      offer: ['v1'],
    });
    const end = act(act(act(valkyrie, 0, 'pass'), 1, 'pass'), 2, 'pass');
    expect(canDo(end, 0, 'target', 1, 0)).to.equal(false);
    expect(canDo(end, 0, 'target', 2, 0)).to.equal(true);
    const nagelfar = makeState({
      players: [{ hand: ['assassin'] }, { line: ['bond'], deities: ['odin'] }, { deities: ['nagelfar'] }],
    });
    const hit = act(act(nagelfar, 0, 'place', 'assassin', 1, 'right'), 0, 'target', 1, 0);
    expect(lineOf(hit, 2)).to.deep.equal([]); // the Bond is discarded, not moved to Nagelfar's line
    expect(lineOf(hit, 1)).to.deep.equal(['assassin']);
  });

  it('Thor: +5; discard Thor and up to two red Deities, summoned or in the Hall (the Hall refills)', () => {
    const s = makeState({
      players: [{ deities: ['thor'] }, { deities: ['loki', 'hel'] }, {}],
      hall: ['surt', 'odin', 'tyr'],
    });
    const t = act(s, 0, 'thor', ['loki', 'surt']);
    expect(t.players[0]!.deities).to.deep.equal([]);
    expect(t.players[1]!.deities).to.deep.equal(['hel']);
    expect(t.hall).to.have.length(3);
    expect(t.deityDiscard.slice().sort()).to.deep.equal(['loki', 'surt', 'thor']);
  });

  it('Fenrir: −5 to the others; discard Fenrir and up to two blue Deities', () => {
    const s = makeState({ players: [{ deities: ['fenrir'] }, { deities: ['odin', 'tyr'] }, {}] });
    const t = act(s, 0, 'fenrir', ['odin', 'tyr']);
    expect(t.players[1]!.deities).to.deep.equal([]);
    expect(t.players[0]!.deities).to.deep.equal([]);
  });

  it('Heimdall: once per round reveal the top People card; a Teiwaz unit joins the line, else discarded', () => {
    const s = makeState({ players: [{ deities: ['heimdall'] }, {}, {}], deck: ['hirdman', 'bond'] });
    const t = act(s, 0, 'heimdall');
    expect(lineOf(t, 0)).to.deep.equal(['hirdman']);
    expect(canDo(t, 0, 'heimdall')).to.equal(false);
    const u = act(makeState({ players: [{ deities: ['heimdall'] }, {}, {}], deck: ['bond'] }), 0, 'heimdall');
    expect(lineOf(u, 0)).to.deep.equal([]);
    expect(u.discard).to.have.length(1);
  });

  it('Tyr: once per round, the outermost unit on the chosen side of every line is destroyed', () => {
    const s = makeState({
      players: [
        { deities: ['tyr'], line: ['bond', 'archer'] },
        { line: ['konung'] },
        { line: ['hirdman', 'priest'] },
      ],
    });
    const t = act(s, 0, 'tyr', 'right');
    expect([lineOf(t, 0), lineOf(t, 1), lineOf(t, 2)]).to.deep.equal([['bond'], [], ['hirdman']]);
  });

  it('Surt: before its owner passes, others cannot destroy, discard or take units from the line', () => {
    const s = makeState({
      players: [
        { deities: ['tyr'], hand: ['assassin', 'plague'] },
        { line: ['konung', 'bond'], deities: ['surt'] },
        {},
      ],
    });
    expect(lineOf(act(s, 0, 'tyr', 'left'), 1)).to.deep.equal(['konung', 'bond']);
    const placed = act(s, 0, 'place', 'assassin', 1, 'right');
    expect(placed.flow.pending).to.deep.equal([]); // no legal victim: the ability lapses
    expect(lineOf(placed, 1)).to.deep.equal(['konung', 'bond', 'assassin']);
    const passed = makeState({
      players: [{ deities: ['tyr'] }, { line: ['konung', 'bond'], deities: ['surt'], passed: true }, {}],
    });
    expect(lineOf(act(passed, 0, 'tyr', 'left'), 1)).to.deep.equal(['bond']);
  });

  it('Hel: once per round discard one or two cards and take as many from the discard pile', () => {
    const s = makeState({
      players: [{ deities: ['hel'], hand: ['thrall', 'thrall'] }, {}, {}],
      discard: ['konung', 'priest'],
    });
    let t = act(s, 0, 'hel', ['thrall', 'thrall']);
    expect(pendingKind(t)).to.equal('helTake');
    expect(canDo(t, 0, 'pick', 'thrall')).to.equal(false); // not the cards just discarded
    t = act(act(t, 0, 'pick', 'konung'), 0, 'pick', 'priest');
    expect(handOf(t, 0)).to.deep.equal(['konung', 'priest']);
  });

  it('Fafnir: pay a sacrifice and discard Fafnir to take any summoned Deity or one from the Hall', () => {
    const s = makeState({
      players: [{ deities: ['fafnir'], sacrifices: ['bond'] }, { deities: ['loki'] }, {}],
      hall: ['odin', 'hel', 'tyr'],
    });
    const t = act(s, 0, 'fafnir', 'bond', 'loki');
    expect(t.players[0]!.deities).to.deep.equal(['loki']);
    expect(t.players[1]!.deities).to.deep.equal([]);
  });

  it('Nagelfar: other players’ destroyed units move into its owner’s line', () => {
    const s = makeState({
      players: [{ hand: ['assassin'], deities: ['nagelfar'] }, { line: ['priest'] }, {}],
    });
    const t = act(act(s, 0, 'place', 'assassin', 1, 'right'), 0, 'target', 1, 0);
    expect(lineOf(t, 0)).to.deep.equal(['priest']);
    expect(lineOf(t, 1)).to.deep.equal(['assassin']);
  });

  it('Jörmungandr: at the start of its owner’s turn a strictly strongest line wins the round at once', () => {
    const s = makeState({
      players: [{ hand: ['bond'] }, { line: ['konung'], deities: ['jormungandr'] }, { hand: ['thrall'] }],
      offer: ['v1'],
    });
    const t = act(s, 0, 'place', 'bond', 0, 'right');
    expect(t.flow.jormungandrDue).to.equal(true);
    expect(canDo(t, 1, 'pass')).to.equal(false);
    const done = act(t, 1, 'jormungandr');
    expect(done.players[1]!.victories).to.deep.equal(['v1']);
    expect(done.players[0]!.hand).to.have.length(4); // the others drew as if they had passed
    expect(done.players[2]!.hand).to.have.length(5);
  });

  it('Nidhogg: when another player discards sacrifices, its owner takes one at random', () => {
    const s = makeState({
      players: [{ sacrifices: ['konung', 'priest'] }, { deities: ['nidhogg'] }, {}],
      hall: ['tyr', 'odin', 'hel'],
    });
    const t = act(s, 0, 'summon', 'tyr', ['konung', 'priest']);
    expect(t.players[1]!.hand).to.have.length(1);
    expect(t.players[1]!.known).to.deep.equal(t.players[1]!.hand);
    expect(t.discard).to.have.length(1);
  });

  it('Loki: a sacrifice destroys a unit weaker than the sacrificed one', () => {
    const s = makeState({
      players: [{ deities: ['loki'], line: ['priest'] }, { line: ['hirdman', 'konung'] }, {}],
    });
    const t = act(s, 0, 'sacrifice', 0);
    expect(pendingKind(t)).to.equal('loki');
    expect(canDo(t, 0, 'target', 1, 1)).to.equal(false); // Konung 9 is not weaker than 8
    expect(lineOf(act(t, 0, 'target', 1, 0), 1)).to.deep.equal(['konung']);
  });

  it('Baldr: after passing, discard Baldr and four cards to return to the round', () => {
    const s = makeState({
      players: [
        { deities: ['baldr'], hand: ['thrall', 'thrall', 'bond', 'bond'], passed: true },
        { hand: ['bond'] },
        {},
      ],
      flow: { current: 2 },
    });
    let t = act(s, 2, 'pass');
    expect(t.flow.current).to.equal(0);
    t = act(t, 0, 'baldrReturn');
    for (const k of ['thrall', 'thrall', 'bond', 'bond']) t = act(t, 0, 'pick', k);
    expect(t.players[0]!.passed).to.equal(false);
    expect(t.players[0]!.deities).to.deep.equal([]);
    expect(canDo(t, 0, 'pass')).to.equal(true);
  });

  it('Baldr: pay a sacrifice and discard Baldr to summon any Deity from the discard pile', () => {
    const s = makeState({
      players: [{ deities: ['baldr'], sacrifices: ['bond'] }, {}, {}],
      deityDiscard: ['odin'],
    });
    expect(act(s, 0, 'baldrSummon', 'bond', 'odin').players[0]!.deities).to.deep.equal(['odin']);
  });

  it('Vidar: before the winner is decided, play one more unit or take an Eiwaz unit back', () => {
    const s = makeState({
      players: [{ hand: ['konung'], deities: ['vidar'] }, { line: ['priest'] }, {}],
      offer: ['v1'],
    });
    let t = act(act(act(s, 0, 'pass'), 1, 'pass'), 2, 'pass');
    expect(t.flow.phase).to.equal('scoring');
    expect(t.flow.pending[0]).to.deep.equal({ kind: 'vidar', seat: 0 });
    t = act(t, 0, 'vidarPlace', 'konung', 0, 'right');
    expect(t.players[0]!.victories).to.deep.equal(['v1']);
  });

  it('Valkyrie: after the winner is decided, take one unit from any line into your hand', () => {
    const s = makeState({ players: [{ deities: ['valkyrie'] }, { line: ['priest'] }, {}], offer: ['v1'] });
    let t = act(act(act(s, 0, 'pass'), 1, 'pass'), 2, 'pass');
    expect(t.flow.phase).to.equal('endOfRound');
    expect(t.players[1]!.victories).to.deep.equal(['v1']);
    t = act(t, 0, 'target', 1, 0);
    expect(handOf(t, 0).filter((k) => k === 'priest')).to.deep.equal(['priest']); // plus the pass draw
    // Lines are discarded at the end of the round: the Priest left seat 1's line before that.
    expect(t.discard.some((c) => CARD_KIND[c] === 'priest')).to.equal(false);
  });

  it('Yggdrasil black: its own cost is always 2', () => {
    const s = makeState({ players: [{ deities: ['odin', 'tyr'] }, {}, {}] });
    expect(summonCost(s, 0, 'yggdrasil')).to.equal(2);
  });

  it('Freyja and the Shield Wall: a Shield Wall played by another player can be taken too', () => {
    const s = makeState({
      players: [{ hand: ['plague'] }, { hand: ['shieldWall'], line: ['archer'] }, { deities: ['freyja'] }],
    });
    const t = act(act(s, 0, 'plague', 1), 1, 'react', 'shieldWall');
    expect(pendingKind(t)).to.equal('freyja');
    const kinds = t.flow.pending.map((d) => ('card' in d ? d.card : null));
    expect(kinds).to.have.length(2); // the Shield Wall and the Plague
  });
});
