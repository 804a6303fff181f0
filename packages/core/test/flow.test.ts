import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { expect } from 'chai';
import { INVALID_MOVE, mirrorFlow, type RulesFlow } from '../src/index.js';

/**
 * A tiny game whose rules hold the whole flow: each seat in turn strikes another, who answers in a reaction
 * window (block or take the hit); after every seat has struck, an automatic `tally` step counts the round.
 */
interface DuelState {
  step: 'strike' | 'tally' | 'over';
  actor: number;
  pending: { target: number } | null;
  hp: number[];
  round: number;
}

const flow: RulesFlow<DuelState> = {
  step: (G) => G.step,
  actor: (G) => G.actor,
  stages: (G) => (G.pending ? { [String(G.pending.target)]: 'react' } : null),
};

const afterAnswer = (G: DuelState, damage: number): DuelState => {
  const target = G.pending?.target ?? 0;
  const hp = G.hp.map((h, i) => (i === target ? h - damage : h));
  const actor = (G.actor + 1) % G.hp.length;
  return { ...G, hp, pending: null, actor, step: actor === 0 ? 'tally' : 'strike' };
};

const game: Game<DuelState> = {
  name: 'duel',
  events: { endTurn: false, endPhase: false, setPhase: false, endGame: false, setActivePlayers: false },
  setup: ({ ctx }) => ({
    step: 'strike',
    actor: 0,
    pending: null,
    hp: Array.from({ length: ctx.numPlayers }, () => 5),
    round: 1,
  }),
  endIf: ({ G }) => (G.step === 'over' ? { draw: true } : undefined),
  ...mirrorFlow(
    flow,
    {
      strike: {
        moves: {
          strike: ({ G, playerID }, target: unknown) =>
            G.pending !== null ||
            Number(playerID) !== G.actor ||
            typeof target !== 'number' ||
            target === G.actor ||
            !(target in G.hp)
              ? INVALID_MOVE
              : { ...G, pending: { target } },
        },
        stages: {
          react: {
            moves: {
              block: ({ G }) => afterAnswer(G, 0),
              takeHit: ({ G }) => afterAnswer(G, 2),
            },
          },
        },
      },
      tally: {
        onBegin: ({ G }) => ({ ...G, round: G.round + 1, step: G.round + 1 > 2 ? 'over' : 'strike' }),
      },
    },
    'strike',
  ),
};

/** Run `fn`, returning the rejections boardgame.io reported (it logs them) instead of printing them. */
function refusals(fn: () => void): string[] {
  const seen: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) =>
    seen.push(
      args
        .map(String)
        .join(' ')
        .replace(/^ERROR: /, ''),
    );
  try {
    fn();
  } finally {
    console.error = original;
  }
  return seen;
}

const start = (numPlayers = 3) => {
  const client = Client({ game, numPlayers });
  client.start();
  return client;
};

describe('core: mirrorFlow (boardgame.io follows the rules)', () => {
  it('the phase is G.step and the turn goes to G.actor', () => {
    const c = start();
    const { ctx, G } = c.getState()!;
    expect(ctx.phase).to.equal('strike');
    expect(ctx.currentPlayer).to.equal('0');
    expect(G.actor).to.equal(0);
  });

  it('a reaction window puts exactly the target in its stage, and closes after the answer', () => {
    const c = start();
    c.moves.strike!(2);
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 2: 'react' });
    c.updatePlayerID('2');
    c.moves.takeHit!();
    const { ctx, G } = c.getState()!;
    expect(G.hp).to.deep.equal([5, 5, 3]);
    expect(ctx.activePlayers).to.equal(null);
    expect(ctx.currentPlayer).to.equal('1');
  });

  it('only the seat in the window may answer, and the striker waits', () => {
    const c = start();
    c.moves.strike!(1);
    const before = c.getState()!._stateID;
    const refused = refusals(() => {
      c.moves.strike!(2); // seat 0 is no longer active: the window is open
      c.updatePlayerID('2');
      c.moves.block!(); // seat 2 is not in the window
    });
    expect(refused).to.deep.equal(['disallowed move: strike', 'disallowed move: block']);
    expect(c.getState()!._stateID).to.equal(before);
    c.updatePlayerID('1');
    c.moves.block!();
    expect(c.getState()!._stateID).to.equal(before + 1);
  });

  it('an automatic step runs in its phase and hands back to the step G names', () => {
    const c = start(2);
    c.updatePlayerID('0');
    c.moves.strike!(1);
    c.updatePlayerID('1');
    c.moves.block!();
    c.moves.strike!(0);
    c.updatePlayerID('0');
    c.moves.takeHit!();
    const { ctx, G } = c.getState()!;
    expect(G.round).to.equal(2);
    expect(ctx.phase).to.equal('strike');
    expect(ctx.currentPlayer).to.equal('0');
  });

  it('ends when the rules end, with client events disabled', () => {
    const c = start(2);
    for (let round = 0; round < 2; round++) {
      for (const [striker, target] of [
        [0, 1],
        [1, 0],
      ] as const) {
        c.updatePlayerID(String(striker));
        c.moves.strike!(target);
        c.updatePlayerID(String(target));
        c.moves.block!();
      }
    }
    expect(c.getState()!.ctx.gameover).to.deep.equal({ draw: true });
    expect(c.events.endTurn).to.equal(undefined);
    expect(c.events.setActivePlayers).to.equal(undefined);
  });

  it('refuses a start step it does not know', () => {
    expect(() => mirrorFlow(flow, {}, 'strike')).to.throw(/start step/);
  });

  it('a step where everyone acts at once names no actor, and the turn stays while the stages empty', () => {
    interface Vote {
      step: 'vote' | 'over';
      votes: (number | null)[];
    }
    const voting: Game<Vote> = {
      name: 'vote',
      events: { endTurn: false, setActivePlayers: false },
      setup: ({ ctx }) => ({ step: 'vote', votes: Array.from({ length: ctx.numPlayers }, () => null) }),
      endIf: ({ G }) => (G.step === 'over' ? { draw: true } : undefined),
      ...mirrorFlow<Vote>(
        {
          step: (G) => G.step,
          actor: () => -1,
          stages: (G) =>
            Object.fromEntries(G.votes.flatMap((v, i) => (v === null ? [[String(i), 'vote']] : []))),
        },
        {
          vote: {
            stages: {
              vote: {
                moves: {
                  vote: ({ G, playerID }, n: number) => {
                    const votes = G.votes.map((v, i) => (String(i) === playerID ? n : v));
                    return { step: votes.every((v) => v !== null) ? 'over' : 'vote', votes };
                  },
                },
              },
            },
          },
        },
        'vote',
      ),
    };
    const c = Client({ game: voting, numPlayers: 3 });
    c.start();
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 0: 'vote', 1: 'vote', 2: 'vote' });
    c.updatePlayerID('1');
    c.moves.vote!(4);
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 0: 'vote', 2: 'vote' });
    expect(c.getState()!.ctx.turn).to.equal(1);
    for (const seat of ['0', '2']) {
      c.updatePlayerID(seat);
      c.moves.vote!(1);
    }
    expect(c.getState()!.ctx.gameover).to.deep.equal({ draw: true });
  });
});
