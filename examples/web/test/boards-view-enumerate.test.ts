// biome-ignore-all lint/suspicious/noExplicitAny: each game's adapter takes its own view type
import { gameModule as giants } from '@skald/assault-of-the-giants';
import { type GameModule, rngFromSeed } from '@skald/core';
import { gameModule as orcquest } from '@skald/orcquest-warpath';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { stateFromView as giantsStateFromView } from '../src/boards/giants/adapter.js';

/** What the board registry does with a view (the registry itself imports CSS, which node cannot load). */
const ADAPTERS: Record<string, (view: any) => unknown> = {
  'assault-of-the-giants': giantsStateFromView,
  'orcquest-warpath': (view) => view,
};
const rulesStateFromView = (id: string, view: unknown) => ADAPTERS[id]!(view);

/**
 * Online, a browser holds only its seat's view, and the board lists the seat's legal moves from it (through
 * the board's view adapter, if any). On seeded games through the real reducer, those must be exactly the
 * moves the full state allows, for every seat that may act.
 */
function sameMovesFromViews(module: GameModule, playerCounts: number[], seed: string): number {
  const game = { ...module.game, seed };
  const reducer = CreateGameReducer({ game });
  const enumerate = game.ai!.enumerate as (G: unknown, ctx: unknown, id: string) => unknown[];
  const view = game.playerView as (a: { G: unknown; ctx: unknown; playerID: string }) => unknown;
  let checked = 0;
  for (const numPlayers of playerCounts) {
    let state = InitializeGame({ game, numPlayers }) as State;
    const rng = rngFromSeed(`${seed}-${numPlayers}`);
    for (let step = 0; step < 300 && state.ctx.gameover === undefined; step++) {
      const seats = state.ctx.activePlayers
        ? Object.keys(state.ctx.activePlayers)
        : [state.ctx.currentPlayer];
      for (const seat of seats) {
        const full = enumerate(state.G, state.ctx, seat);
        const seen = view({ G: state.G, ctx: state.ctx, playerID: seat });
        const fromView = enumerate(rulesStateFromView(module.descriptor.id, seen), state.ctx, seat);
        expect(fromView, `${module.descriptor.id} step ${step}, seat ${seat}`).to.deep.equal(full);
        checked++;
      }
      const seat = seats[Math.floor(rng() * seats.length)]!;
      const moves = enumerate(state.G, state.ctx, seat) as { move: string; args?: unknown[] }[];
      if (moves.length === 0) break;
      const move = moves[Math.floor(rng() * moves.length)]!;
      state = reducer(state, {
        type: 'MAKE_MOVE',
        payload: { type: move.move, args: move.args ?? [], playerID: seat },
      } as any);
    }
  }
  return checked;
}

describe('web app: OrcQuest and Giants boards enumerate from a seat’s view', () => {
  it('OrcQuest: the co-op view (deck orders hidden) lists the same moves as the full state', () => {
    expect(sameMovesFromViews(orcquest, [1, 2, 4], 'web-oq-view')).to.be.greaterThan(60);
  });

  it('Assault of the Giants: the view adapter (hands, decks, scores hidden) lists the same moves', () => {
    expect(sameMovesFromViews(giants, [3, 4], 'web-giants-view')).to.be.greaterThan(300);
  });
});
