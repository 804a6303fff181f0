import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { expect } from 'chai';
import { INVALID_MOVE, type MirroredStep, mirrorFlow, type RulesFlow } from '../src/index.js';

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
  gameover: (G) => (G.step === 'over' ? { draw: true } : undefined),
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

  it('syncs the stages after a move that stays in the turn, and leaves a move that ends the turn alone', () => {
    // boardgame.io clears the stages when a turn ends and drops a stage event of the ended turn; the next
    // turn's onBegin syncs. So the hook sends an event only when the turn goes on with other stages.
    const onMove = game.phases!.strike!.turn!.onMove!;
    const sent: unknown[] = [];
    const call = (G: DuelState, activePlayers: Record<string, string> | null) =>
      onMove({
        G,
        ctx: { phase: 'strike', currentPlayer: '0', playOrder: ['0', '1', '2'], activePlayers },
        events: { setActivePlayers: (arg: unknown) => sent.push(arg) },
      } as unknown as Parameters<typeof onMove>[0]);
    const opening: DuelState = { step: 'strike', actor: 0, pending: null, hp: [5, 5, 5], round: 1 };
    call({ ...opening, pending: { target: 2 } }, null); // the window opens, the turn goes on
    expect(sent).to.deep.equal([{ value: { 2: 'react' } }]);
    call(afterAnswer({ ...opening, pending: { target: 2 } }, 0), { 2: 'react' }); // the answer hands on
    call({ ...opening, step: 'tally' }, { 2: 'react' }); // the step ends
    expect(sent).to.have.length(1);
  });

  interface Vote {
    step: 'vote' | 'over';
    votes: (number | null)[];
  }
  /** Every seat votes once, at once; `hint` is the vote step's `activePlayers` speed hint, if any. */
  const votingGame = (
    hint?: MirroredStep<Vote>['activePlayers'],
    firstVotes: (number | null)[] = [],
  ): Game<Vote> => ({
    name: 'vote',
    events: { endTurn: false, setActivePlayers: false },
    setup: ({ ctx }) => ({
      step: 'vote',
      votes: Array.from({ length: ctx.numPlayers }, (_, i) => firstVotes[i] ?? null),
    }),
    ...mirrorFlow<Vote>(
      {
        step: (G) => G.step,
        actor: () => -1,
        gameover: (G) => (G.step === 'over' ? { draw: true } : undefined),
        stages: (G) =>
          Object.fromEntries(G.votes.flatMap((v, i) => (v === null ? [[String(i), 'vote']] : []))),
      },
      {
        vote: {
          ...(hint ? { activePlayers: hint } : {}),
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
  });

  it('a right activePlayers hint gives the same stages as the sync, move by move', () => {
    const c = Client({ game: votingGame({ all: 'vote', maxMoves: 1 }), numPlayers: 3 });
    c.start();
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 0: 'vote', 1: 'vote', 2: 'vote' });
    c.updatePlayerID('2');
    c.moves.vote!(3);
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 0: 'vote', 1: 'vote' });
    for (const seat of ['0', '1']) {
      c.updatePlayerID(seat);
      c.moves.vote!(1);
    }
    expect(c.getState()!.ctx.gameover).to.deep.equal({ draw: true });
  });

  it('a wrong activePlayers hint is corrected: G decides who is in a stage', () => {
    // Seat 1 has already voted at setup, so the hint's "all" is wrong for it from the first turn on; a
    // limit of two moves is wrong too (each seat votes once), and G closes each seat's stage after one.
    const c = Client({ game: votingGame({ all: 'vote', maxMoves: 2 }, [null, 5, null]), numPlayers: 3 });
    c.start();
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 0: 'vote', 2: 'vote' });
    c.updatePlayerID('0');
    c.moves.vote!(3);
    expect(c.getState()!.ctx.activePlayers).to.deep.equal({ 2: 'vote' });
  });

  it('a step where everyone acts at once names no actor, and the turn stays while the stages empty', () => {
    const c = Client({ game: votingGame(), numPlayers: 3 });
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
