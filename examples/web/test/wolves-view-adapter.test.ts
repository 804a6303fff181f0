import { rngFromSeed } from '@skald/core';
import { gameModule, playerView } from '@skald/wolves-of-odin';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { stateFromView } from '../src/boards/wolves/adapter.js';

/**
 * Online, a browser holds only its seat's view; the board rebuilds a rules state from it to list the
 * seat's legal moves. On seeded games through the real reducer, those must be exactly the moves the
 * full state allows, for every seat that may act.
 */
describe('web app: Wolves of Odin view adapter', () => {
  it('lists the same legal moves from a seat’s view as from the full state', () => {
    const game = { ...gameModule.game, seed: 'web-adapter' };
    const reducer = CreateGameReducer({ game });
    const enumerate = game.ai!.enumerate as (G: unknown, ctx: unknown, id: string) => unknown[];
    let checked = 0;
    for (const numPlayers of [3, 5]) {
      let state = InitializeGame({ game, numPlayers }) as State;
      const rng = rngFromSeed(`adapter-${numPlayers}`);
      for (let step = 0; step < 400 && state.ctx.gameover === undefined; step++) {
        const seats = state.ctx.activePlayers
          ? Object.keys(state.ctx.activePlayers)
          : [state.ctx.currentPlayer];
        for (const seat of seats) {
          const full = enumerate(state.G, state.ctx, seat);
          const fromView = enumerate(
            stateFromView(playerView({ G: state.G, playerID: seat })),
            state.ctx,
            seat,
          );
          expect(fromView, `step ${step}, seat ${seat}`).to.deep.equal(full);
          checked++;
        }
        const seat = seats[Math.floor(rng() * seats.length)]!;
        const moves = enumerate(state.G, state.ctx, seat) as { move: string; args?: unknown[] }[];
        const move = moves[Math.floor(rng() * moves.length)]!;
        state = reducer(state, {
          type: 'MAKE_MOVE',
          payload: { type: move.move, args: move.args ?? [], playerID: seat },
        } as any);
      }
    }
    expect(checked).to.be.greaterThan(300);
  });
});
