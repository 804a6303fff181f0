import { ILLEGAL, type MoveRule, type Rng } from '@skald/core';
import { HEROES } from '../data/heroes.js';
import type { EffectChoice } from '../data/skills.js';
import type { OrcQuestState } from '../state.js';
import { isActive } from './acting.js';
import { newContext, type SearchContext } from './context.js';
import { CUT_IN_MOVES, cutInOver, resume } from './heroes/cut-in.js';
import { passingAllows } from './heroes/passing.js';
import type { MoveName } from './move-names.js';
import { endActivation } from './phases/turn.js';
import { cloneForMove, ownEnemies } from './world.js';

/*
 * How the move table (rules/table-*.ts) is written: one `OrcMove` per move name, turned into core's `MoveRule`
 * by `moveRule`, which adds what every move shares — who may act, the passing and cut-in limits, the move's own
 * copy of the state and the consequences checked after every move.
 */

/** A move's arguments as the client sent them (the table's `check` passes them on once they are legal). */
export type Args = readonly unknown[];

/** One move of the table, before `moveRule` adds what every move shares. */
export interface OrcMove {
  /**
   * The move's legality for a seat already known to be active: argument types and ranges, then the rules now.
   * Its cost does not grow with the number of legal moves. `legalMoves` asks it per candidate.
   */
  legal(cx: SearchContext, G: OrcQuestState, seat: number, args: Args): boolean;
  /** The move's effect on its own copy of the state (`n`, changed in place), arguments checked by `legal`. */
  play(cx: SearchContext, n: OrcQuestState, seat: number, args: Args, rng: Rng): void;
  /**
   * Whether the copy may borrow the Enemies (copy-on-write, world.ts `ownEnemies`): the moves that rarely change
   * one (a movement card, an extra Action point, the Hero's movement), whose alerts, Patrols and Explorations copy
   * them when they change one. The Patrols are borrowed by every move (world.ts `ownPatrols`).
   */
  sharesEnemies?: boolean | ((G: OrcQuestState, seat: number, args: Args) => boolean);
  /** One readable line; `who` names the seat's Hero. */
  describe(G: OrcQuestState, seat: number | null, who: string, args: Args): string;
}

/** Whether a legal move of an active seat is allowed now by the passing and cut-in limits, then by its own check. */
export function allowed(
  move: OrcMove,
  name: MoveName,
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  args: Args,
): boolean {
  // Passing through another Hero: the only thing to do there is to step on (line 255), or get out of a
  // dead end (rules/heroes/passing.ts).
  if (G.passing && name !== 'step' && !passingAllows(G, seat, name, args[0])) return false;
  // A called-in Hero makes Actions with extra Action points, then hands back (line 510).
  if (G.cutIn && !CUT_IN_MOVES.has(name)) return false;
  return move.legal(cx, G, seat, args);
}

/** The Hero's name of a seat, for the move log. */
export const heroName = (G: OrcQuestState, seat: number | null): string =>
  seat === null ? 'an unknown seat' : (HEROES[G.heroes[seat]?.hero ?? 'orrus']?.name ?? String(seat));

/** Core's `MoveRule` of one table entry: arguments checked as they came, applied on the move's own copy. */
export function moveRule(name: MoveName, move: OrcMove): MoveRule<OrcQuestState, Args, SearchContext> {
  const shares = move.sharesEnemies ?? false;
  return {
    // Server-only: moves draw from the hidden Event deck and Presence Pools.
    client: false,
    // The caller's search context (a bot's), or a fresh one: nothing carries over from one match's move to another's.
    check: (G, seat, args, context) =>
      isActive(G, seat) && allowed(move, name, context ?? newContext(), G, seat, args) ? args : ILLEGAL,
    // A move the rules listed themselves needs no second check (core's MoveRule: the bots' playouts).
    listed: (args) => args,
    apply: (G, seat, args, rng, context) => {
      const cx = context ?? newContext();
      const shared = typeof shares === 'function' ? shares(G, seat, args) : shares;
      const n = cloneForMove(cx, G, shared);
      move.play(cx, n, seat, args, rng);
      return settle(cx, n, shared, rng);
    },
    describe: (G, seat, args) => move.describe(G, seat, heroName(G, seat), args ?? []),
  };
}

/** What follows any move: a called-in Hero's Action ends, a dead Active Hero's Activation ends. */
function settle(cx: SearchContext, n: OrcQuestState, shared: boolean, rng: Rng): OrcQuestState {
  // The called-in Hero's Action is over and nothing is left to spend: the Active Hero goes on.
  if (cutInOver(n)) {
    if (shared) ownEnemies(cx, n);
    resume(cx, n);
  }
  // A dead Active Hero's Activation ends at once (they can do nothing more).
  if (!n.result && n.active !== null && n.heroes[n.active]?.dead) {
    if (shared) ownEnemies(cx, n);
    endActivation(cx, n, n.active, rng);
  }
  return n;
}

/** Dazed (line 802): `dazedActionLost` has something to do (asked first: its card id is a new string). */
export const dazed = (G: OrcQuestState, seat: number): boolean => G.heroes[seat]?.effects.dazed !== undefined;

/** The effects a card is used for (`combo`: its Main effect free, lines 407-417). */
export const EFFECTS = ['main', 'enhanced', 'combo'] as const;
export const isEffect = (v: unknown): v is EffectChoice => v === 'main' || v === 'enhanced' || v === 'combo';
/** A paid effect. */
export const isPaid = (v: unknown): v is 'main' | 'enhanced' => v === 'main' || v === 'enhanced';
