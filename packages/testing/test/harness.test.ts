import type { Game } from 'boardgame.io';
import { expect } from 'chai';
import { ReducerMatch } from '../src/index.js';

/** Both seats choose once, at the same time, in a stage. */
const game: Game<{ picks: Record<string, number> }> = {
  name: 'simultaneous-pick',
  setup: () => ({ picks: {} }),
  turn: {
    activePlayers: { all: 'pick', minMoves: 1, maxMoves: 1 },
    stages: {
      pick: {
        moves: {
          pick: ({ G, playerID }, n: number) => {
            G.picks[playerID] = n;
          },
        },
      },
    },
  },
  endIf: ({ G }) => (Object.keys(G.picks).length === 2 ? { draw: true } : undefined),
};
const module = {
  game,
  descriptor: {
    id: 'simultaneous-pick',
    title: '',
    description: '',
    minPlayers: 2,
    maxPlayers: 2,
    cooperative: false,
    chance: false,
    hiddenInformation: false,
    simultaneous: true,
    setupOptions: {},
    maxMoves: 4,
  },
  determinize: (G: any) => G,
};

describe('ReducerMatch', () => {
  it('probing a move leaves the live state untouched, even inside a stage (bgio mutates ctx counters)', () => {
    const match = new ReducerMatch(module, 's', 2, undefined);
    const before = JSON.stringify(match.state.ctx);
    for (let i = 0; i < 3; i++)
      expect(match.probe({ playerID: '0', move: 'pick', args: [1] }).transients).to.equal(undefined);
    expect(JSON.stringify(match.state.ctx)).to.equal(before);
    expect(match.apply({ playerID: '0', move: 'pick', args: [1] })).to.deep.equal({ ok: true });
    expect(match.activeSeats()).to.deep.equal(['1']);
    expect(match.apply({ playerID: '1', move: 'pick', args: [2] })).to.deep.equal({ ok: true });
    expect(match.ctx.gameover).to.deep.equal({ draw: true });
  });
});
