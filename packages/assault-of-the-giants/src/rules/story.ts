/**
 * Story tokens (assumed design, `data/story.ts`): doing the deed on your race's story-goal card places one
 * token on it, at most one a turn; the last token completes the goal for its Ordning Points.
 */
import { type Deed, STORY_GOALS } from '../data/story.js';
import type { GiantsState, Seat } from '../state.js';
import { award } from './ordning.js';
import { setPlayer } from './players.js';

/** `seat` did `deed`: place a story token if it is the race's deed, the goal is open and none went on this turn. */
export function storyDeed(s: GiantsState, seat: Seat, deed: Deed): void {
  const p = s.players[seat];
  if (!p) return;
  const goal = STORY_GOALS[p.race];
  if (goal.deed !== deed || p.story >= goal.tokens || p.storyTurn === s.flow.turn) return;
  setPlayer(s, seat, 'story', p.story + 1);
  setPlayer(s, seat, 'storyTurn', s.flow.turn);
  if (p.story + 1 === goal.tokens) award(s, seat, goal.op);
}
