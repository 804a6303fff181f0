import type { OrcQuestState } from '../../state.js';
import { heroSheet, log, logging } from '../world.js';

/**
 * The steps the Heroes take together: the End of Turn (lines 660-690) and the exchange step between Quests
 * (lines 738-740). Every seat acts at once; a seat's `nextTurn` / `beginQuest` says it is done, it then waits
 * (no moves), and the step ends when every seat is done (ruling T5). With one Hero the first vote ends it.
 */

/** Whether `seat` has said it is done with the current shared step. */
export const isDone = (G: OrcQuestState, seat: number): boolean => G.done.includes(seat);

/** The seats still busy with the shared step (what the board and the move log wait on). */
export function waitingFor(G: OrcQuestState): number[] {
  const out: number[] = [];
  for (let i = 0; i < G.heroes.length; i++) if (!isDone(G, i)) out.push(i);
  return out;
}

/** The names of the Heroes of `seats`, for the log and the board: "Thalla and Mek". */
export function heroNames(G: OrcQuestState, seats: readonly number[]): string {
  const names = seats.map((s) => {
    const h = G.heroes[s];
    return h ? heroSheet(h).name : `seat ${s}`;
  });
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * `seat` is done: true when it was the last one (the step ends, the votes are cleared for the next one).
 * The list is replaced, never changed in place (cloneState shares it).
 */
export function vote(G: OrcQuestState, seat: number): boolean {
  G.done = [...G.done, seat].sort((a, b) => a - b);
  const left = waitingFor(G);
  if (left.length > 0) {
    const h = G.heroes[seat];
    if (logging(G))
      log(G, `${h ? heroSheet(h).name : `seat ${seat}`} is done; waiting for ${heroNames(G, left)}`);
    return false;
  }
  G.done = [];
  return true;
}

/**
 * The exchange step between two Quests (lines 738-740), phase `camp`: it opens the next Quest of a
 * campaign, before its first Hero Phase (ruling C1). The Heroes, all alive and healed (line 732-733), hand
 * Loot to each other with no throw and no risk (line 738), reorganise their equipment and Inventory, do
 * Rekup, Kraft and Enchant (line 739) and buy Skill cards as at the End of Turn (line 740); the Quest
 * starts when every Hero is done (rules/heroes/together.ts, ruling T5).
 */

/** The phases in which the Heroes organise their cards: the End of Turn (line 685) and the exchange step. */
export const organising = (G: OrcQuestState): boolean => G.phase === 'endOfTurn' || G.phase === 'camp';
