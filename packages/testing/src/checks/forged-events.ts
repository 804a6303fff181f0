/**
 * A seated client's `GAME_EVENT` must change nothing. boardgame.io's reducer — the one its stock server runs —
 * processes any event a client sends, whatever `game.events` says (that option only hides the client's
 * dispatcher), so a game that does not refuse them itself lets a player end the match with a winner of its
 * choice. Every Skald game refuses them through core's flow guard (`mirrorFlow`).
 */
import isEqual from 'lodash/isEqual.js';
import type { ReducerMatch } from '../harness.js';
import type { Fail } from './types.js';

export interface ForgedEvent {
  type: string;
  args?: unknown;
}

/** The events a forger would try from `seat`: each of boardgame.io's eight, with the arguments that hurt. */
export function forgedEvents(match: ReducerMatch, seat: string): ForgedEvent[] {
  const others = match.ctx.playOrder.filter((p) => p !== seat);
  const phases = Object.keys(match.game.phases ?? {});
  return [
    { type: 'endGame', args: { winner: seat } },
    { type: 'endGame' },
    { type: 'endTurn' },
    ...others.slice(0, 1).map((next) => ({ type: 'endTurn', args: { next } })),
    { type: 'pass' },
    { type: 'pass', args: { remove: true } },
    { type: 'endPhase' },
    { type: 'setPhase', args: 'nosuch' },
    ...phases.filter((p) => p !== match.ctx.phase).map((p) => ({ type: 'setPhase', args: p })),
    { type: 'setActivePlayers', args: { all: 'forged' } },
    { type: 'setActivePlayers', args: [seat] },
    { type: 'endStage' },
    { type: 'setStage', args: 'forged' },
  ];
}

/**
 * Send every forged event from every seat, and without a seat (boardgame.io then skips its "is the player
 * active" test), to the state of `match`: each must be refused and leave G and ctx as they were.
 */
export function checkForgedEvents(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  const before = { G: match.G, ctx: match.ctx };
  const senders: (string | undefined)[] = [...match.ctx.playOrder, undefined];
  for (const seat of senders) {
    for (const event of forgedEvents(match, seat ?? '0')) {
      const who = seat === undefined ? 'no seat' : `seat ${seat}`;
      let next: ReturnType<ReducerMatch['probeEvent']>;
      try {
        next = match.probeEvent(event.type, event.args, seat);
      } catch (error) {
        fail('events', seed, step, `${who}'s ${describe(event)} made the reducer throw: ${String(error)}`);
        continue;
      }
      if (!isEqual({ G: next.G, ctx: next.ctx }, before))
        fail(
          'events',
          seed,
          step,
          `${who}'s ${describe(event)} changed the match (ctx.phase ${next.ctx.phase})`,
        );
      else if (!next.transients?.error && next._stateID !== match.state._stateID)
        fail('events', seed, step, `${who}'s ${describe(event)} was accepted (a log entry, a new state id)`);
    }
  }
}

const describe = (event: ForgedEvent) =>
  `${event.type}(${event.args === undefined ? '' : JSON.stringify(event.args)})`;
