import { rngFromSeed } from '@skald/core';
import { withBgioErrors } from '@skald/testing';
import { Client } from 'boardgame.io/client';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'chai';
import {
  determinize,
  viewFor,
  type WolvesOfOdin as WG,
  WolvesOfOdin,
  type WolvesView,
} from '../src/index.js';
import { makeState } from './helpers.js';

type AnyClient = ReturnType<typeof Client<any>>;

describe('wolves-of-odin views through Local() clients', () => {
  it('each seat sees its own hand only; the spectator sees no hand; decks show only their sizes', () => {
    const game: typeof WG = { ...WolvesOfOdin, seed: 'views' };
    const multiplayer = Local();
    const seats: AnyClient[] = ['0', '1', '2', '3'].map((playerID) =>
      Client({ game, numPlayers: 4, multiplayer, playerID, matchID: 'wolves-view-1' }),
    );
    const spectator = Client({ game, numPlayers: 4, multiplayer, matchID: 'wolves-view-1' });
    for (const c of [...seats, spectator]) c.start();
    seats[0]!.moves.pass!();
    for (let i = 0; i < 4; i++) {
      const v = seats[i]!.getState()!.G as unknown as WolvesView;
      v.players.forEach((p, j) => {
        if (j === i) expect(p.hand).to.be.an('array').with.length(p.handCount);
        else expect(p.hand).to.equal(null);
      });
      expect(v.players[0]!.handCount).to.equal(12); // 9 + 4, capped by the Twelve-Card Rule
      expect(v).to.not.have.property('deck');
      expect(v).to.not.have.property('deityDeck');
      expect(v).to.not.have.property('victoryDeck');
      expect(v.deckCount).to.equal(110 - 36 - 3);
      expect(v.deityDeckCount).to.equal(15);
    }
    const sv = spectator.getState()!.G as unknown as WolvesView;
    expect(sv.players.every((p) => p.hand === null)).to.equal(true);
    for (const c of [...seats, spectator]) c.stop();
  });

  const reducerWith = (s: ReturnType<typeof makeState>) => {
    const game = { ...WolvesOfOdin, seed: 'reactions' };
    const state = InitializeGame({ game, numPlayers: s.numPlayers });
    return { reducer: CreateGameReducer({ game }), state: { ...state, G: s } as any };
  };
  const move = (_state: unknown, playerID: string, type: string, ...args: unknown[]): any => ({
    type: 'MAKE_MOVE',
    payload: { type, args, playerID },
  });

  for (const choice of ['shieldWall', 'decline'] as const) {
    it(`a reaction window stages exactly the reacting seat; ${choice} lets play go on`, () => {
      const s = makeState({
        players: [
          { hand: ['plague'], line: ['archer'] },
          { hand: ['shieldWall'], line: ['archer'] },
          { line: ['archer'] },
        ],
      });
      const { reducer, state } = reducerWith(s);
      const opened = reducer(state, move(state, '0', 'plague', 1));
      expect(opened.ctx.activePlayers).to.deep.equal({ 1: 'react' });
      expect(opened.ctx.currentPlayer).to.equal('0');
      const { result: blocked, errors } = withBgioErrors(() =>
        reducer(opened, move(opened, '2', 'react', 'decline')),
      );
      expect(errors).to.deep.equal(['disallowed move: react']);
      expect(blocked.G).to.deep.equal(opened.G);
      const closed = reducer(opened, move(opened, '1', 'react', choice));
      expect(closed.ctx.activePlayers).to.equal(null);
      expect(closed.ctx.currentPlayer).to.equal('1');
      expect(closed.G.players[1].line).to.have.length(choice === 'shieldWall' ? 1 : 0);
    });
  }

  it('determinize keeps the seat’s view and the hidden multiset, and varies the rest', () => {
    const s = makeState({
      players: [{ hand: ['bond', 'thrall'] }, { hand: ['konung', 'priest', 'archer'] }, { hand: ['plague'] }],
    });
    s.players[1]!.known = [s.players[1]!.hand[0]!];
    const a = determinize(s, '0', rngFromSeed('a'));
    const b = determinize(s, '0', rngFromSeed('b'));
    expect(viewFor(a, '0')).to.deep.equal(viewFor(s, '0'));
    expect(a.players[1]!.hand).to.include(s.players[1]!.hand[0]);
    const hidden = (x: typeof s) =>
      [...x.deck, ...x.players[1]!.hand, ...x.players[2]!.hand].sort((p, q) => p - q);
    expect(hidden(a)).to.deep.equal(hidden(s));
    expect(JSON.stringify(a)).to.not.equal(JSON.stringify(b));
    expect(a.deityDeck.indexOf('ragnarok')).to.be.at.least(a.deityDeck.length - 3);
    expect(a.victoryDeck[a.victoryDeck.length - 1]).to.equal('ragnarok');
  });
});
