// biome-ignore-all lint/suspicious/noExplicitAny: the registry holds games of every state type (GameModule<any>), so a game's state enters here untyped
import type { Ctx, Game } from 'boardgame.io';
import type { Campaign } from './campaign.js';
import type { GameDescriptor } from './descriptor.js';
import type { EventName } from './events.js';
import type { Rng } from './rng.js';
import type { StateShape } from './state-shape.js';

/** One legal action, in the form `ai.enumerate` returns and `client.moves[move](...args)` takes. */
export interface AiMove {
  /** the move's name */
  move: string;
  /** its arguments (none: absent) */
  args?: unknown[];
}

/**
 * How a game ends (`ctx.gameover`). Competitive: exactly `{ winner }` or `{ draw: true }` (what the stock
 * MCTSBot understands). Cooperative: `{ winners: [every seat], score: 1 }` on a win and
 * `{ winners: [], score: 0 }` on a loss, so the stock bot credits a team win to every seat.
 * A competitive game with a shared win between some seats uses `{ winners: [...] }`.
 */
export type Gameover =
  | { winner: string; reason?: string }
  | { draw: true; reason?: string }
  | { winners: string[]; score?: number; reason?: string };

/**
 * A game's rules without boardgame.io: the fast path bots search on. It must list the same legal moves
 * as `ai.enumerate` and reach the same states as the reducer given the same random numbers.
 *
 * A core keeps no state of its own between calls: whatever it reuses for speed (scratch arrays, the last
 * legal list it handed out, memos of derived tables) lives in a search context `C` that `context()` makes
 * and the caller passes back in. A bot makes one per search, so two searches in one process never share
 * one; a call without a context works on a fresh one, which is the plain reference the fast path is
 * compared with (`@skald/testing`'s context differential).
 */
export interface RulesCore<S = unknown, C = unknown> {
  /** Core state from a match state (e.g. a determinized `G` and its `ctx`). */
  fromMatch(G: any, ctx: Ctx): S;
  /** Seats that may act now (empty once the game is over). */
  activePlayers(state: S): string[];
  /**
   * A fresh search context: the scratch space and memos one search may reuse from call to call. Absent
   * when the core needs none. Never shared between two searches that may interleave.
   */
  context?(): C;
  /** Exactly what `ai.enumerate` returns for this seat. */
  legalMoves(state: S, playerID: string, context?: C): AiMove[];
  /** Apply a legal move for `playerID`, drawing chance from `rng`; returns a new state, the input untouched. */
  apply(state: S, playerID: string, move: AiMove, rng: Rng, context?: C): S;
  /** The `ctx.gameover` value the reducer would show, or `undefined` while the game goes on. */
  gameover(state: S): Gameover | undefined;
  /**
   * A heuristic value of an unfinished state, for bots that cut playouts short: one number per seat
   * (index = seat number) in [0, 1], on the same scale as a finished game's reward — a competitive
   * game's estimate of each seat's chance to win (summing to about 1), a co-operative game the team's
   * chance for every seat alike. Must read only what the state holds (a determinized state may be
   * passed), be cheap next to `apply`, and never throw. Without it a cut-off playout counts as a draw
   * (competitive) or a loss (co-operative).
   */
  evaluate?(state: S, context?: C): number[];
  /**
   * A playout policy for bots: which of `legal` (this seat's legal moves, never empty) a search playout
   * plays for `playerID`. Without it playouts pick uniformly at random. A cheap greedy rule with some
   * randomness (say, the best-looking move most of the time, a random one otherwise) makes playouts of a
   * long game say much more than random ones. It must return one of `legal`, read only what the state
   * holds (a determinized state may be passed), draw chance only from `rng`, and never throw.
   */
  playoutMove?(state: S, playerID: string, legal: readonly AiMove[], rng: Rng, context?: C): AiMove;
}

/** Everything the registry, app, server, bots and conformance suite need to know about one game. */
export interface GameModule<G = any> {
  /** the boardgame.io game */
  game: Game<G>;
  /** what the game tells the registry, app, server and bots about itself */
  descriptor: GameDescriptor;
  /**
   * Re-deal everything `playerID` cannot see (opponents' hands, deck order, pending secret choices),
   * consistently with what it can see. Identity when nothing is hidden from that seat.
   */
  determinize(G: G, playerID: string, rng: Rng): G;
  /**
   * The multiset of things hidden from `playerID` (card ids in others' hands and in decks, say), which
   * `determinize` may redistribute but must preserve. Defaults to every primitive leaf of G, which fits
   * games whose determinize only permutes; a game that re-samples hidden choices says what is conserved.
   */
  hiddenItems?(G: G, playerID: string): string[];
  /**
   * A state this game's rules can list a seat's moves on, rebuilt from that seat's `playerView` (hidden
   * zones become placeholders of the right size, which the seat's own moves never read): what a browser or
   * a remote bot holding only its view passes to `ai.enumerate`. Omitted when the view already has the
   * state's shape. The conformance suite checks that a seat lists the same moves from its view as from
   * the full state.
   */
  stateFromView?(view: any): G;
  /**
   * G's shape (core's `stateShape`), from which the rules' copies of G are derived. The conformance suite
   * checks at every state that it describes every key of G and copies G exactly, and that the rules core
   * never writes to its input (it applies each move to a deep-frozen state).
   */
  stateShape?: StateShape<G>;
  /** Rule invariants checked after every step of every conformance playout: the list of violations. */
  invariants?(G: G, ctx: Ctx): string[];
  /** The pure rules core, when the game provides a fast search path. */
  core?: RulesCore<any, any>;
  /**
   * A short readable text for one legal move by `playerID` in state `G` ("keep dice 1, 3 and 5", "play
   * Berserker on the left flank"), like OpenSpiel's ActionToString: for golden transcripts, the web app's
   * log and bot explanations. Given `after`, the state the move led to, it also tells what chance decided
   * and what came to light ("… → rolls axe, arrow, hand"). It must not reveal what `playerID` cannot see,
   * and must not throw on a legal move; for an illegal one any text will do.
   */
  describeMove?(G: G, move: AiMove, playerID: string, after?: G): string;
  /**
   * The boardgame.io events a client may fire as a documented player action (default: none). Every other
   * event must be off in `game.events` (use `lockEvents(clientEvents)`); the conformance suite checks it.
   */
  clientEvents?: readonly EventName[];
  /**
   * The game's campaign, when its matches are scenarios of one: the server answers a seat of a finished
   * match with the save that starts the next scenario (`docs/server.md`).
   */
  campaign?: Campaign<any, G>;
}
