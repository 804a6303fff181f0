import { withBgioErrors } from '@skald/testing';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'chai';
import { OrcQuest } from '../src/game.js';
import { playerView } from '../src/view.js';
import { makeState } from './helpers.js';

let matchNo = 0;
/** One Local client per seat plus a spectator, on a fresh match of a seeded copy of the game. */
function table(numPlayers: number) {
  const game = { ...OrcQuest, seed: `view-${matchNo}` };
  const multiplayer = Local();
  const matchID = `orcquest-view-${matchNo++}`;
  const make = (playerID?: string) => {
    const c = Client({
      game,
      numPlayers,
      multiplayer,
      matchID,
      debug: false,
      ...(playerID ? { playerID } : {}),
    } as any);
    c.start();
    return c;
  };
  return { seats: Array.from({ length: numPlayers }, (_, i) => make(String(i))), spec: make() };
}
const G = (c: ReturnType<typeof Client>) => c.getState()?.G as any;

describe('orcquest views', () => {
  it('every seat and spectators see the same board, but only the sizes of the face-down decks and Pools', () => {
    const s = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      patrolCards: ['stroll', 'nap'],
      events: ['trip', 'belch'],
    });
    for (const who of ['0', null]) {
      const v = playerView(s, who);
      expect(v.events).to.deep.equal({ deck: 2, discard: [] });
      expect(v.patrolDeck).to.deep.equal({ deck: 2, discard: [] });
      expect(v.pools.main).to.equal(11);
      expect(v.heroes).to.deep.equal(s.heroes);
    }
  });

  it('through boardgame.io Local() clients: seats act in their stage, others wait; views hide deck order', () => {
    const t = table(2);
    const [p0, p1] = t.seats as [ReturnType<typeof Client>, ReturnType<typeof Client>];
    expect(p0.getState()?.ctx.activePlayers).to.deep.equal({ 0: 'act', 1: 'act' });
    p1.moves.enter?.('0,5');
    expect(G(p0).heroes[1].pos).to.equal('0,5');
    expect(p0.getState()?.ctx.activePlayers, 'only the Active Hero').to.deep.equal({ 1: 'act' });
    const { errors } = withBgioErrors(() => p0.moves.enter?.('0,6'));
    expect(errors, 'boardgame.io refuses it').to.deep.equal([
      'player not active - playerID=[0] - action[enter]',
    ]);
    expect(G(p0).heroes[0].pos, 'seat 0 must wait').to.equal(null);
    for (const c of [p0, p1, t.spec]) {
      expect(typeof G(c).events.deck).to.equal('number');
      expect(typeof G(c).pools.main).to.equal('number');
    }
    p1.moves.end?.();
    expect(G(t.spec).heroes[1].activated).to.equal(true);
    expect(G(t.spec).events.discard).to.have.length(1);
    expect(p0.getState()?.ctx.activePlayers).to.deep.equal({ 0: 'act' });
  });
});
