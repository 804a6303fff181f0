import { rngFromSeed } from '@skald/core';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'chai';
import { determinize } from '../src/ai.js';
import { AssaultOfTheGiants } from '../src/game.js';
import { viewFor } from '../src/view.js';
import { makeState } from './helpers.js';

function withHands() {
  const s = makeState({ players: 4, resources: {} });
  s.players.forEach((p, i) => {
    p.resources = s.resourceDeck.splice(0, i + 1);
    p.op = 10 + i;
  });
  return s;
}

describe('assault-of-the-giants views', () => {
  it('a seat sees its own Resource cards and Ordning Points, only counts of the others’', () => {
    const s = withHands();
    const v = viewFor(s, '1');
    expect(v.players[1]!.resources).to.deep.equal(s.players[1]!.resources);
    expect(v.players[1]!.op).to.equal(11);
    expect(v.players[0]).to.include({ resources: null, resourceCount: 1, op: null });
    expect(v.resourceDeck).to.equal(s.resourceDeck.length);
    expect(JSON.stringify(v)).not.to.include(JSON.stringify(s.eventDeck));
  });

  it('a spectator sees no hand and no score', () => {
    const v = viewFor(withHands(), null);
    for (const p of v.players) expect(p).to.include({ resources: null, op: null });
  });

  it('every score is flipped face up when the game ends', () => {
    const s = withHands();
    s.flow.gameover = { winner: '3' };
    expect(viewFor(s, null).players.map((p) => p.op)).to.deep.equal([10, 11, 12, 13]);
  });

  it('determinize re-deals only what the seat cannot see', () => {
    const s = withHands();
    const d = determinize(s, '2', rngFromSeed('d'));
    expect(viewFor(d, '2')).to.deep.equal(viewFor(s, '2'));
    expect(d.players.map((p) => p.resources.length)).to.deep.equal([1, 2, 3, 4]);
    const all = (x: typeof s) => [...x.resourceDeck, ...x.players.flatMap((p) => p.resources)].sort();
    expect(all(d)).to.deep.equal(all(s));
  });

  it('through boardgame.io, each client receives only its own projection', () => {
    const matchID = 'giants-view-1';
    const clients = ['0', '1', '2'].map((playerID) =>
      Client({ game: AssaultOfTheGiants, numPlayers: 3, multiplayer: Local(), playerID, matchID }),
    );
    const spectator = Client({ game: AssaultOfTheGiants, numPlayers: 3, multiplayer: Local(), matchID });
    for (const c of [...clients, spectator]) c.start();
    const current = clients[0]!.getState()!.ctx.currentPlayer;
    clients[Number(current)]!.moves.play!('plunder');
    for (let i = 0; i < 3; i++) {
      const G = clients[i]!.getState()!.G as any;
      G.players.forEach((p: any, j: number) => {
        expect(p.resources === null).to.equal(i !== j);
        expect(p.op === null).to.equal(i !== j);
      });
    }
    const spec = spectator.getState()!.G as any;
    expect(spec.players.every((p: any) => p.resources === null && p.op === null)).to.equal(true);
    expect(spec.players[Number(current)].resourceCount).to.be.greaterThan(0);
    for (const c of [...clients, spectator]) c.stop();
  });
});
