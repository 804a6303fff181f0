import { makeMoveAction } from '@skald/core';
import { withBgioErrors } from '@skald/testing';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import { OrcQuest } from '../src/game.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import type { OrcQuestState } from '../src/state.js';
import { face, type HeroSpec, makeState, run, seq } from './helpers.js';

// Thalla is the Active Hero; Mandar and Mek stand by. A Guard stands east of Mek, facing him.
const TEAM: HeroSpec[] = [
  { hero: 'thalla', pos: '5,5' },
  { hero: 'mandar', pos: '5,7' },
  { hero: 'mek', pos: '7,5' },
];
function thallaActive(o: { badass?: number; heroes?: HeroSpec[] } = {}): OrcQuestState {
  return makeState({
    heroes: o.heroes ?? TEAM,
    enemies: [{ type: 'guard', pos: '8,5', facing: 3 }],
    active: 0,
    ap: 2,
    badass: o.badass ?? 10,
    events: ['badass-smiles', 'badass-smiles', 'badass-smiles'],
  });
}
const callIns = (G: OrcQuestState, seat: number) =>
  legalMoves(G, seat)
    .filter((m) => m.move === 'callIn')
    .map((m) => m.args?.[0]);

describe('orcquest extra Actions during another Hero’s Activation (line 510, ruling XA1)', () => {
  it('between two of their Actions the Active Hero may call in any other Hero on the board who can pay', () => {
    const G = thallaActive();
    expect(callIns(G, 0)).to.deep.equal([1, 2]);
    expect(activeSeats(G), 'the others do not act on their own').to.deep.equal([0]);
    expect(legalMoves(G, 1)).to.deep.equal([]);
    expect(callIns(thallaActive({ badass: 0 }), 0), 'no Badass point to pay with').to.deep.equal([]);
    const away = thallaActive({
      heroes: [TEAM[0] as HeroSpec, { hero: 'mandar', pos: null }, TEAM[2] as HeroSpec],
    });
    expect(callIns(away, 0), 'Mandar is not on the board').to.deep.equal([2]);
    const moving = run(G, 0, 'move', ['main']);
    expect(callIns(moving, 0), 'not half-way through a movement').to.deep.equal([]);
    expect(describeMove(G, { move: 'callIn', args: [2] }, '0')).to.equal(
      'Thalla lets Mek step in for an extra Action',
    );
  });

  it('the rulebook example: extra Action points cost 1, 2, 3, bought by Thalla, then Mandar, then Mek (line 517)', () => {
    let G = run(thallaActive(), 0, 'buyAp', []);
    expect([G.badass, G.ap, G.extraAp]).to.deep.equal([9, 3, 1]);
    G = run(G, 0, 'callIn', [1]);
    expect([G.badass, G.extraAp, G.active, G.ap]).to.deep.equal([7, 2, 1, 1]);
    expect(activeSeats(G)).to.deep.equal([1]);
    // Mandar spends it on his Movement card and stops: the Action is over, Thalla goes on with her 3.
    G = run(G, 1, 'move', ['main']);
    expect([G.active, G.mp]).to.deep.equal([1, 4]);
    G = run(G, 1, 'stop', [0]);
    expect([G.active, G.ap, G.cutIn]).to.deep.equal([0, 3, null]);
    expect(G.heroes[1]?.used, 'his Movement card is face down').to.include('mandar-move');
    G = run(G, 0, 'callIn', [2]);
    expect([G.badass, G.extraAp, G.active]).to.deep.equal([4, 3, 2]);
  });

  it("the called-in Hero's Attack uses their own card and dice; then the Active Hero resumes", () => {
    let G = run(thallaActive(), 0, 'callIn', [2]);
    expect(legalMoves(G, 2).some((m) => m.move === 'attack' && m.args?.[2] === 1)).to.equal(true);
    G = run(G, 2, 'attack', ['main', 0, 1], seq([0.99, 0.99, 0.99, 0.99]));
    expect(G.heroes[2]?.used).to.include('mek-combat');
    expect([G.active, G.ap]).to.deep.equal([0, 2]);
  });

  it('a card the called-in Hero finds may be equipped at once (line 456); handing back, it waits for organising', () => {
    const G0 = thallaActive();
    (G0.enemies[0] as OrcQuestState['enemies'][number]).damage = 2;
    G0.loot.deck = ['leather-armor'];
    const called = run(G0, 0, 'callIn', [2]);
    // Mek's two Daggers against the wounded Guard's grey Defense, blank: the Guard falls, its Loot is Mek's.
    const W = face('attack', 'white', 2);
    const G = run(called, 2, 'attack', ['main', 0, 1], seq([W, W, face('defense', 'grey', 0)]));
    expect(G.enemies).to.have.length(0);
    expect([G.active, G.ap], 'Mek may still equip what he found').to.deep.equal([2, 0]);
    expect(legalMoves(G, 2).map((m) => m.move)).to.include.members(['equip', 'resume']);
    const worn = run(G, 2, 'equip', [4]);
    expect([worn.heroes[2]?.gear.body?.card, worn.active, worn.ap]).to.deep.equal(['leather-armor', 0, 2]);
    const kept = run(G, 2, 'resume', []);
    expect([kept.active, kept.heroes[2]?.inventory[0]?.fresh]).to.deep.equal([0, false]);
  });

  it('a called-in Hero may buy more extra Action points, each paid separately (line 516)', () => {
    let G = run(thallaActive(), 0, 'callIn', [1]);
    G = run(G, 1, 'buyAp', []);
    expect([G.badass, G.ap, G.active]).to.deep.equal([7, 2, 1]);
    G = run(G, 1, 'move', ['enhanced']);
    expect([G.ap, G.mp, G.active]).to.deep.equal([0, 6, 1]);
  });

  it('a called-in Hero has no Combo, no End of Activation, no Event; resume hands back and the point is lost', () => {
    const G = run(thallaActive(), 0, 'callIn', [2]);
    const names = new Set(legalMoves(G, 2).map((m) => m.move));
    for (const no of ['end', 'enter', 'callIn', 'equip', 'kraft', 'potion'])
      expect(names.has(no), no).to.equal(false);
    expect(legalMoves(G, 2).some((m) => m.args?.[0] === 'combo' || m.args?.[1] === 'combo')).to.equal(false);
    expect(applyMove(G, 2, 'end', [], seq([]))).to.equal(null);
    const back = run(G, 2, 'resume', []);
    expect([back.active, back.ap, back.badass, back.cutIn]).to.deep.equal([0, 2, 9, null]);
    expect(back.heroes[2]?.activated, "Mek's own Activation is still to come").to.equal(false);
    expect(back.events.deck, 'no Event card drawn').to.have.length(3);
  });

  it('a Hero whose own Activation is over may still step in (line 510: "or another Hero\'s")', () => {
    let G = makeState({
      heroes: TEAM,
      badass: 10,
      events: ['badass-smiles', 'badass-smiles', 'badass-smiles'],
    });
    G = run(G, 1, 'end', []);
    expect(G.heroes[1]?.activated).to.equal(true);
    G = run(G, 0, 'move', ['main']);
    G = run(G, 0, 'stop', [1]);
    expect(callIns(G, 0)).to.deep.equal([1, 2]);
    G = run(G, 0, 'callIn', [1]);
    expect(legalMoves(G, 1).map((m) => m.move)).to.include('move');
  });

  it('anything else answers INVALID_MOVE (null here)', () => {
    const G = thallaActive();
    expect(applyMove(G, 1, 'callIn', [2], seq([])), 'only the Active Hero calls in').to.equal(null);
    for (const args of [[0], [5], [-1], ['1'], [1.5], [], [1, 2]])
      expect(applyMove(G, 0, 'callIn', args, seq([])), JSON.stringify(args)).to.equal(null);
    expect(applyMove(G, 0, 'resume', [], seq([])), 'nobody called in').to.equal(null);
    const called = run(G, 0, 'callIn', [1]);
    expect(applyMove(called, 0, 'move', ['main'], seq([])), 'Thalla waits').to.equal(null);
    expect(applyMove(called, 1, 'callIn', [2], seq([])), 'one at a time').to.equal(null);
    expect(applyMove(called, 1, 'resume', [1], seq([]))).to.equal(null);
  });

  it("on boardgame.io's reducer: the called-in seat acts, then the Active Hero's seat again", () =>
    withBgioErrors(() => {
      const game = ProcessGameConfig({ ...OrcQuest, seed: 'cut-in' } as Game);
      const reducer = CreateGameReducer({ game, isClient: false });
      // A campaign save brings Badass points into Quest 1 (line 161).
      const carry = { badass: 3, badassLimit: 30 };
      const save = { campaign: 'orcquest-warpath', version: 1, scenario: 'c1q1', carry };
      let state = InitializeGame({ game, numPlayers: 2, setupData: { campaign: save } });
      // Orrus (seat 0) enters and ends his Activation; Thalla (seat 1) enters: hers is under way.
      state = reducer(state, makeMoveAction('0', { move: 'enter', args: ['0,5'] }));
      state = reducer(state, makeMoveAction('0', { move: 'end', args: [] }));
      state = reducer(state, makeMoveAction('1', { move: 'enter', args: ['0,6'] }));
      const badass = (state.G as OrcQuestState).badass;
      expect([(state.G as OrcQuestState).active, badass > 0]).to.deep.equal([1, true]);
      const refused = reducer(state, makeMoveAction('0', { move: 'callIn', args: [0] }));
      expect(refused.G, 'only the Active Hero calls in').to.deep.equal(state.G);
      state = reducer(state, makeMoveAction('1', { move: 'callIn', args: [0] }));
      expect([state.ctx.currentPlayer, Object.keys(state.ctx.activePlayers ?? {})]).to.deep.equal([
        '0',
        ['0'],
      ]);
      state = reducer(state, makeMoveAction('0', { move: 'resume', args: [] }));
      expect([state.ctx.currentPlayer, Object.keys(state.ctx.activePlayers ?? {})]).to.deep.equal([
        '1',
        ['1'],
      ]);
      expect([(state.G as OrcQuestState).badass, (state.G as OrcQuestState).ap]).to.deep.equal([
        badass - 1,
        2,
      ]);
    }));
});
