import type { OrcQuestState } from '../state.js';
import { mayAct } from './heroes/activation.js';
import { isDone } from './heroes/together.js';

/** Whether `seat` is one of `activeSeats(G)`: the one definition of who acts (legality asks it without a list). */
export function isActive(G: OrcQuestState, seat: number): boolean {
  if (G.result || !Number.isInteger(seat) || seat < 0 || seat >= G.heroes.length) return false;
  // The steps the Heroes take together: a seat that is done waits for the others (ruling T5).
  if (G.phase === 'endOfTurn' || G.phase === 'camp') return !isDone(G, seat);
  if (G.phase === 'reaction') return G.reaction?.seat === seat;
  if (G.phase === 'patrolChoice') return G.patrolChoice?.seat === seat;
  if (G.active !== null) return G.active === seat;
  return mayAct(G, seat);
}

/** Seats that may act now. */
export function activeSeats(G: OrcQuestState): number[] {
  const out: number[] = [];
  for (let i = 0; i < G.heroes.length; i++) if (isActive(G, i)) out.push(i);
  return out;
}

/** The one seat of `activeSeats(G)` when there is exactly one (seats 0-3), else -1: `activePlayers` without a list. */
export function onlyActiveSeat(G: OrcQuestState): number {
  let one = -1;
  for (let i = 0; i < G.heroes.length; i++)
    if (isActive(G, i)) {
      if (one >= 0 || i > 3) return -1;
      one = i;
    }
  return one;
}
