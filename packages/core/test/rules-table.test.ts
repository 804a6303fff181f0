import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import {
  type AiMove,
  defineRules,
  ILLEGAL,
  INVALID_MOVE,
  isInt,
  lockEvents,
  type MoveRule,
  makeMoveAction,
  mirrorFlow,
  rngFromSeed,
  seatOf,
} from '../src/index.js';

/** Take 1–3 stones from a pile in turn; whoever takes the last one wins. */
interface Nim {
  stones: number;
  current: number;
  winner: string | null;
}

const MOVES: Record<string, MoveRule<Nim, number>> = {
  take: {
    check: (s, seat, args) =>
      args.length === 1 && seat === s.current && isInt(args[0], 1, Math.min(3, s.stones)) ? args[0] : ILLEGAL,
    apply: (s, seat, n) => ({
      stones: s.stones - n,
      current: 1 - seat,
      winner: s.stones === n ? String(seat) : null,
    }),
    describe: (_s, seat, args) => `P${seat} takes ${String(args?.[0] ?? 'some')}`,
  },
  shout: {
    client: false,
    redact: true,
    ignoreStaleStateID: true,
    check: () => ILLEGAL,
    apply: (s) => s,
  },
};

const nim = defineRules<Nim>({
  id: 'nim',
  moves: MOVES,
  seatOf: (_s, id) => seatOf(id, 2),
  activeSeats: (s) => [s.current],
  legalMoves: (s, seat) =>
    seat === s.current
      ? Array.from({ length: Math.min(3, s.stones) }, (_, i) => ({ move: 'take', args: [i + 1] }))
      : [],
  gameover: (s) => (s.winner === null ? undefined : { winner: s.winner }),
});

const game: Game<Nim> = {
  name: 'nim',
  events: lockEvents(),
  setup: () => ({ stones: 5, current: 0, winner: null }),
  ...mirrorFlow<Nim>(
    { step: () => 'play', actor: (s) => s.current, gameover: nim.definition.gameover },
    { play: { moves: nim.bgioMoves(['take']) } },
    'play',
  ),
  ai: { enumerate: nim.enumerate },
};

describe('defineRules: one move table, everything derived', () => {
  const rng = rngFromSeed('nim');
  const start: Nim = { stones: 5, current: 0, winner: null };

  it('applyMove checks, applies, and answers null for anything illegal', () => {
    expect(nim.applyMove(start, 0, 'take', [2], rng)).to.deep.equal({ stones: 3, current: 1, winner: null });
    for (const [seat, name, args] of [
      [1, 'take', [1]],
      [0, 'take', [4]],
      [0, 'take', ['1']],
      [0, 'take', []],
      [0, 'take', [1, 1]],
      [0, 'nosuch', [1]],
      [0, 'hasOwnProperty', []],
      [0, '__proto__', []],
    ] as [number, string, unknown[]][])
      expect(nim.applyMove(start, seat, name, args, rng), `${name}(${JSON.stringify(args)})`).to.equal(null);
    expect(nim.applyMove({ stones: 0, current: 1, winner: '0' }, 1, 'take', [1], rng)).to.equal(null);
  });

  it('the rules core lists, applies and ends as the table says; apply throws on an illegal move', () => {
    let s = nim.core.fromMatch(start, {} as never);
    expect(nim.core.activePlayers(s)).to.deep.equal(['0']);
    expect(nim.core.legalMoves(s, '1')).to.deep.equal([]);
    expect(() => nim.core.apply(s, '1', { move: 'take', args: [1] }, rng)).to.throw(/illegal move/);
    for (const n of [3, 2]) s = nim.core.apply(s, String(s.current), { move: 'take', args: [n] }, rng);
    expect(nim.core.gameover(s)).to.deep.equal({ winner: '1' });
    expect(nim.core.activePlayers(s)).to.deep.equal([]);
    expect(nim.core.legalMoves(s, '0')).to.deep.equal([]);
  });

  it('bgioMoves: the reducer accepts every enumerated move and refuses the rest with INVALID_MOVE', () => {
    // boardgame.io prints each refusal as `ERROR: invalid move …`; the assertions are the test.
    const print = console.error;
    console.error = (...args: unknown[]) => (args[0] === 'ERROR:' ? undefined : print(...args));
    try {
      playNim();
    } finally {
      console.error = print;
    }
  });

  const playNim = () => {
    const reducer = CreateGameReducer({ game: { ...game } });
    let state: State = InitializeGame({ game: { ...game }, numPlayers: 2 });
    const moves = (nim.bgioMoves(['take']) as Record<string, { move: (...a: unknown[]) => unknown }>).take!;
    expect(moves.move({ G: state.G, playerID: '0', random: { Number: () => 0 } }, 9)).to.equal(INVALID_MOVE);
    while (state.ctx.gameover === undefined) {
      const seat = state.ctx.currentPlayer;
      const legal = nim.enumerate(state.G, state.ctx, seat) as AiMove[];
      const refused = reducer(state, makeMoveAction(seat, { move: 'take', args: [4] })) as State & {
        transients?: { error?: { type: string } };
      };
      expect(refused.transients?.error?.type).to.equal('action/invalid_move');
      state = reducer(state, makeMoveAction(seat, legal[legal.length - 1]!)) as State;
    }
    expect(state.ctx.gameover).to.deep.equal({ winner: '1' });
  };

  it("carries each move's boardgame.io flags, and refuses a name the table lacks", () => {
    const shout = (nim.bgioMoves(['shout']) as unknown as Record<string, Record<string, unknown>>).shout!;
    expect([shout.client, shout.redact, shout.ignoreStaleStateID]).to.deep.equal([false, true, true]);
    const take = (nim.bgioMoves(['take']) as unknown as Record<string, Record<string, unknown>>).take!;
    expect([take.client, take.redact, take.ignoreStaleStateID]).to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
    expect(() => nim.bgioMoves(['nosuch'])).to.throw(/no move "nosuch"/);
  });

  it('with a search context, a move from the list just handed out skips check (listed); any other move is checked', () => {
    const checked: number[] = [];
    const counted = defineRules<Nim>({
      ...nim.definition,
      moves: {
        take: {
          ...MOVES.take!,
          check: (s, seat, args) => {
            checked.push(s.stones);
            return MOVES.take!.check(s, seat, args);
          },
          listed: (args) => args[0] as number,
        },
      },
    });
    const core = counted.core;
    const cx = core.context!();
    const list = core.legalMoves(start, '0', cx);
    const next = core.apply(start, '0', list[1]!, rng, cx);
    expect(next.stones).to.equal(3);
    expect(checked, 'the listed move was not checked again').to.deep.equal([]);
    // An equal move that is not one of the listed objects, another state, or no context: checked.
    core.apply(start, '0', { move: 'take', args: [2] }, rng, cx);
    core.apply(next, '1', { move: 'take', args: [1] }, rng, cx);
    core.apply(start, '0', list[0]!, rng);
    expect(checked).to.deep.equal([5, 3, 5]);
    // The plain path (no context) and the fast path reach the same state.
    expect(core.apply(start, '0', list[2]!, rng, cx)).to.deep.equal(core.apply(start, '0', list[2]!, rng));
  });

  it("check reads the core caller's search context (the game's own), none on boardgame.io's side", () => {
    const seen: unknown[] = [];
    const withContext = defineRules<Nim, { tag: string }>({
      ...(nim.definition as unknown as Parameters<typeof defineRules<Nim, { tag: string }>>[0]),
      context: () => ({ tag: 'search' }),
      moves: {
        take: {
          ...(MOVES.take as MoveRule<Nim, number, { tag: string }>),
          check: (s, seat, args, context) => {
            seen.push(context);
            return MOVES.take!.check(s, seat, args);
          },
        },
      },
    });
    const cx = withContext.core.context!();
    withContext.core.apply(start, '0', { move: 'take', args: [1] }, rng, cx);
    withContext.core.apply(start, '0', { move: 'take', args: [1] }, rng);
    const take = (withContext.bgioMoves(['take']) as Record<string, { move: (...a: unknown[]) => unknown }>)
      .take!;
    take.move({ G: start, playerID: '0', random: { Number: () => 0 } }, 1);
    expect(seen).to.deep.equal([{ tag: 'search' }, undefined, undefined]);
    expect(seen[0]).to.equal(cx.game);
  });

  it("thaw: boardgame.io's moves and enumerate read its copy of G; shareWithBase gets G and that copy", () => {
    const seen: { read: Nim[]; shared: [Nim, Nim, Nim][] } = { read: [], shared: [] };
    const frozen: Nim = Object.freeze({ stones: 5, current: 0, winner: null });
    const thawed = defineRules<Nim>({
      ...nim.definition,
      moves: {
        take: {
          ...MOVES.take!,
          check: (s, seat, args) => {
            seen.read.push(s);
            return MOVES.take!.check(s, seat, args);
          },
        },
      },
      legalMoves: (s, seat, cx) => {
        seen.read.push(s);
        return nim.definition.legalMoves(s, seat, cx);
      },
      thaw: (G) => ({ ...G }),
      shareWithBase: (next, base, read) => {
        seen.shared.push([next, base, read]);
        return next;
      },
    });
    expect(thawed.enumerate(frozen, {} as never, '0')).to.have.length(3);
    const take = (thawed.bgioMoves(['take']) as Record<string, { move: (...a: unknown[]) => unknown }>).take!;
    const next = take.move({ G: frozen, playerID: '0', random: { Number: () => 0 } }, 2);
    expect(next).to.deep.equal({ stones: 3, current: 1, winner: null });
    // Every read was of a plain copy with G's values, never of G itself.
    expect(seen.read).to.have.length(2);
    for (const s of seen.read) {
      expect(s).to.not.equal(frozen);
      expect(Object.isFrozen(s)).to.equal(false);
      expect(s).to.deep.equal(frozen);
    }
    const [[shared, base, read]] = seen.shared as [[Nim, Nim, Nim]];
    expect([shared, base, read]).to.deep.equal([next, frozen, seen.read[1]]);
    expect(base).to.equal(frozen);
    expect(read).to.equal(seen.read[1]);
    // The rules core never thaws: it reads its own states.
    expect(thawed.core.legalMoves(frozen, '0')).to.have.length(3);
    expect(seen.read[2]).to.equal(frozen);
  });

  it('isLegal and describe read the same table', () => {
    expect(nim.isLegal(start, 0, { move: 'take', args: [3] })).to.equal(true);
    expect(nim.isLegal(start, 0, { move: 'take', args: [0] })).to.equal(false);
    expect(nim.describe(start, { move: 'take', args: [2] }, '0')).to.equal('P0 takes 2');
    expect(nim.describe(start, { move: 'shout' }, '1')).to.equal('1: shout');
  });
});
