// biome-ignore-all lint/suspicious/noExplicitAny: a table holds moves whose arguments differ in type
import type { Ctx, LongFormMove, MoveMap } from 'boardgame.io';
import { guardMoves, INVALID_MOVE } from './guard.js';
import type { AiMove, Gameover, RulesCore } from './module.js';
import { plainG } from './plain-state.js';
import { type RandomSource, type Rng, rngFromRandom } from './rng.js';

/** What a move's `check` answers for arguments that are not a legal move now. */
export const ILLEGAL: unique symbol = Symbol('skald.illegal');

/**
 * One move of a game, declared once: how its arguments are read, when it is legal, what it does, how it reads.
 * Core derives from it the boardgame.io move, the legality check and the rules core's `apply`.
 */
export interface MoveRule<S, A = any, C = unknown> {
  /**
   * The client's arguments (any JSON) read into what `apply` takes, or `ILLEGAL`: their types and ranges,
   * and whether they make a legal move for `seat` now. Its cost must not grow with the number of legal
   * moves (typed validators, not a search of the legal list). Never throws. `context`: the search context of
   * the rules core's caller (a bot's move not from the list just handed out), for the memos it keeps; none on
   * boardgame.io's side and for `isLegal`.
   */
  check(state: S, seat: number, args: readonly unknown[], context?: C): A | typeof ILLEGAL;
  /**
   * The bots' fast path, optional: what `check` would answer for arguments the rules listed themselves. A
   * rules core given a search context skips `check` for a move that is one of the very objects its
   * `legalMoves` handed out last, for the same state and seat (playouts pick from that list). Without it,
   * or without a context, `check` always runs: the plain reference path.
   */
  listed?(args: readonly unknown[]): A;
  /** The move's effect, given what `check` accepted: a new state, the input untouched. */
  apply(state: S, seat: number, arg: A, rng: Rng, context?: C): S;
  /**
   * One readable line for this move by `seat` (`describeMove`); `args` is null or undefined where the log
   * redacted them (a secret choice as another seat sees it), and `seat` null for an unknown player ID.
   */
  describe?(state: S, seat: number | null, args: readonly unknown[] | null | undefined): string;
  /** boardgame.io's long-form flags: `client: false` for a move that reads hidden state or draws chance. */
  client?: boolean;
  /** A secret argument: other seats' logs show the move without it. */
  redact?: boolean;
  /** Accepted from a client whose state is one step behind (simultaneous choices, reaction windows). */
  ignoreStaleStateID?: boolean;
}

/** A game's rules, declared once: its move table and the few questions every derived piece asks. */
export interface RulesDefinition<S, C = unknown> {
  /** The game id, for the move guard's reports. */
  id: string;
  /** every move of the game, by the name clients send */
  moves: Readonly<Record<string, MoveRule<S, any, C>>>;
  /** The seat a player ID names in this state, or null (a spectator, junk). */
  seatOf(state: S, playerID: unknown): number | null;
  /** Seats that may act now, in seat order; empty once the game is over. */
  activeSeats(state: S): readonly number[];
  /** Every legal move of `seat` now, in the compact form `ai.enumerate` returns. */
  legalMoves(state: S, seat: number, context?: C): AiMove[];
  /** `ctx.gameover`, or undefined while the game goes on. */
  gameover(state: S): Gameover | undefined;
  /** The core state of a match state (default: G itself). */
  fromMatch?(G: any, ctx: Ctx): S;
  /** A fresh search context (`RulesCore.context`). */
  context?(): C;
  /**
   * The boardgame.io path only, a speed hint with no rule in it: a plain copy of boardgame.io's deep-frozen G
   * (same values) that its moves and `enumerate` read instead, for rules whose read sites slow down for good
   * once they have seen a frozen list (V8's elements kinds) — the bots' rules core runs in the same process.
   * Without it they read G itself.
   */
  thaw?(G: S): S;
  /**
   * The boardgame.io path only, a speed hint with no rule in it: `next` with every part that equals
   * `base`'s replaced by `base`'s own (frozen) object, and the rest deep-frozen, so boardgame.io's Immer
   * finds the result frozen and walks none of it (`StateShape.shareUnchanged`). `read` is the state the move
   * was applied to: `thaw`'s copy of `base`, or `base` itself. The rules core, which never freezes, skips it.
   */
  shareWithBase?(next: S, base: S, read: S): S;
  /** The rules core's heuristic value of an unfinished state (`RulesCore.evaluate`). */
  evaluate?(state: S, context?: C): number[];
  /** The rules core's playout policy (`RulesCore.playoutMove`). */
  playoutMove?(state: S, playerID: string, legal: readonly AiMove[], rng: Rng, context?: C): AiMove;
}

/**
 * The search context of a derived rules core: the game's own (`RulesDefinition.context`) and the list its
 * `legalMoves` handed out last, with its state and seat (`MoveRule.listed`).
 */
export interface TableContext<S, C> {
  /** the game's own search context, if it has one */
  readonly game: C | undefined;
  /** the state the last list was made for (null: none yet) */
  listedState: S | null;
  /** the player ID the last list was made for */
  listedPlayer: string;
  /** that player's seat (-1: not a seat) */
  listedSeat: number;
  /** the moves `legalMoves` handed out last */
  listed: readonly AiMove[];
}

/** What core derives from a {@link RulesDefinition}: one dispatcher for boardgame.io, the bots and the tests. */
export interface Rules<S, C = unknown> {
  /** the table it was derived from */
  readonly definition: RulesDefinition<S, C>;
  /** Check and apply a move by name: the new state, or null when it is not a legal move now. */
  applyMove(state: S, seat: number, name: string, args: readonly unknown[], rng: Rng, context?: C): S | null;
  /** Whether `move` is legal for `seat` now (its rule's `check`). */
  isLegal(state: S, seat: number, move: AiMove): boolean;
  /**
   * The boardgame.io moves for these names (a step's or a stage's), each reading the plain G, checking,
   * applying with the match's random numbers and answering `INVALID_MOVE` for anything illegal; guarded.
   */
  bgioMoves(names: readonly string[]): MoveMap<S>;
  /** `ai.enumerate`. */
  enumerate(G: S, ctx: Ctx, playerID: string): AiMove[];
  /** The rules core bots search on; `apply` throws on an illegal move (a bot bug, never a client's). */
  core: RulesCore<S, TableContext<S, C>>;
  /** The move's own text (`MoveRule.describe`), or `"<seat>: <move>"` for a move without one. */
  describe(state: S, move: AiMove, playerID: string): string;
}

const NO_ARGS: readonly unknown[] = Object.freeze([]);
const NO_MOVES: readonly AiMove[] = Object.freeze([]);
/** `RulesCore.activePlayers` answers shared by every call: nobody, and each single seat (frozen, read-only). */
const NOBODY = Object.freeze([]) as unknown as string[];
const ONE_SEAT: readonly string[][] = Array.from(
  { length: 16 },
  (_, seat) => Object.freeze([String(seat)]) as unknown as string[],
);

/** Derive the boardgame.io moves, `enumerate`, the legality check and the rules core from one table. */
export function defineRules<S, C = unknown>(definition: RulesDefinition<S, C>): Rules<S, C> {
  // A read-only index of the table, made once per game definition (`Object.hasOwn` + a keyed read cost more
  // on the bots' hot path).
  const rules: ReadonlyMap<string, MoveRule<S, any, C>> = new Map(Object.entries(definition.moves));
  const ruleOf = (name: string): MoveRule<S, any, C> | undefined => rules.get(name);

  const applyMove = (
    state: S,
    seat: number,
    name: string,
    args: readonly unknown[],
    rng: Rng,
    context?: C,
  ): S | null => {
    const rule = ruleOf(name);
    if (!rule || definition.gameover(state) !== undefined) return null;
    const arg = rule.check(state, seat, args, context);
    return arg === ILLEGAL ? null : rule.apply(state, seat, arg, rng, context);
  };

  /** What boardgame.io's side reads for its G (`thaw`). */
  const readable = (G: S): S => (definition.thaw ? definition.thaw(G) : G);

  const bgioMove = (name: string, rule: MoveRule<S, any, C>): LongFormMove<S> => ({
    move: (context: { G: S; playerID?: string; random: RandomSource }, ...args: unknown[]) => {
      const base = plainG(context);
      const G = readable(base);
      const seat = definition.seatOf(G, context.playerID);
      if (seat === null) return INVALID_MOVE;
      const next = applyMove(G, seat, name, args, rngFromRandom(context.random));
      if (next === null) return INVALID_MOVE;
      return definition.shareWithBase ? definition.shareWithBase(next, base, G) : next;
    },
    ...(rule.client === false ? { client: false } : {}),
    ...(rule.redact ? { redact: true } : {}),
    ...(rule.ignoreStaleStateID ? { ignoreStaleStateID: true } : {}),
  });

  /** The legal moves of `seat` (null: not a seat here), none once the game is over. */
  const legalOf = (state: S, seat: number | null, context?: C): AiMove[] =>
    seat === null || definition.gameover(state) !== undefined
      ? []
      : definition.legalMoves(state, seat, context);
  const legalFor = (state: S, playerID: string): AiMove[] =>
    legalOf(state, definition.seatOf(state, playerID));

  /** A move the core's own last list holds (by identity), for this state and player: `listed` may stand in for `check`. */
  const fromList = (cx: TableContext<S, C> | undefined, state: S, playerID: string, move: AiMove) =>
    cx !== undefined && state === cx.listedState && playerID === cx.listedPlayer && cx.listed.includes(move);

  const core: RulesCore<S, TableContext<S, C>> = {
    fromMatch: definition.fromMatch ?? ((G: S) => G),
    activePlayers: (state) => {
      if (definition.gameover(state) !== undefined) return NOBODY;
      const seats = definition.activeSeats(state);
      // One seat acting is the common answer, asked at every playout step: a shared list, no allocation.
      return seats.length === 1 ? (ONE_SEAT[seats[0]!] ?? [String(seats[0])]) : seats.map(String);
    },
    context: () => ({
      game: definition.context?.(),
      listedState: null,
      listedPlayer: '',
      listedSeat: -1,
      listed: NO_MOVES,
    }),
    legalMoves: (state, playerID, cx) => {
      const seat = definition.seatOf(state, playerID);
      const list = legalOf(state, seat, cx?.game);
      if (cx) {
        cx.listedState = state;
        cx.listedPlayer = playerID;
        cx.listedSeat = seat ?? -1;
        cx.listed = list;
      }
      return list;
    },
    apply: (state, playerID, move, rng, cx) => {
      const args = move.args ?? NO_ARGS;
      const rule = ruleOf(move.move);
      let next: S | null = null;
      if (rule?.listed && fromList(cx, state, playerID, move))
        next = rule.apply(state, (cx as TableContext<S, C>).listedSeat, rule.listed(args), rng, cx?.game);
      else {
        const seat = definition.seatOf(state, playerID);
        if (seat !== null) next = applyMove(state, seat, move.move, args, rng, cx?.game);
      }
      if (next === null)
        throw new Error(`${definition.id} core: illegal move ${JSON.stringify(move)} by ${playerID}`);
      return next;
    },
    gameover: definition.gameover,
    ...(definition.evaluate
      ? { evaluate: (state: S, cx?: TableContext<S, C>) => definition.evaluate!(state, cx?.game) }
      : {}),
    ...(definition.playoutMove
      ? {
          playoutMove: (
            state: S,
            playerID: string,
            legal: readonly AiMove[],
            rng: Rng,
            cx?: TableContext<S, C>,
          ) => definition.playoutMove!(state, playerID, legal, rng, cx?.game),
        }
      : {}),
  };

  return {
    definition,
    applyMove,
    isLegal: (state, seat, move) => {
      const rule = ruleOf(move.move);
      return rule !== undefined && rule.check(state, seat, move.args ?? NO_ARGS) !== ILLEGAL;
    },
    bgioMoves: (names) => {
      const out: Record<string, LongFormMove<S>> = {};
      for (const name of names) {
        const rule = ruleOf(name);
        if (!rule) throw new Error(`${definition.id}: no move "${name}" in the rules table`);
        out[name] = bgioMove(name, rule);
      }
      return guardMoves(definition.id, out) as MoveMap<S>;
    },
    enumerate: (G, _ctx, playerID) => legalFor(readable(G), playerID),
    core,
    describe: (state, move, playerID) => {
      const rule = ruleOf(move.move);
      const seat = definition.seatOf(state, playerID);
      return rule?.describe ? rule.describe(state, seat, move.args) : `${playerID}: ${move.move}`;
    },
  };
}
