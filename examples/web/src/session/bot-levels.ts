/**
 * Bots offered on the setup screen. `fair` bots are @skald/bots' FairBot (information-set MCTS on
 * determinized states: it never sees hidden cards, pending secret choices or the match's dice), with a
 * per-move budget; `mcts` is boardgame.io's stock MCTSBot, which searches the real state and so knows
 * everything (kept for comparison). Every search runs in a Web Worker, so the page stays responsive.
 */
export type BotLevel =
  | { id: 'random'; label: string; kind: 'random' }
  | {
      id: 'quick' | 'easy' | 'normal' | 'hard';
      label: string;
      kind: 'fair';
      iterations: number;
      /** A time cap; without one the search is the same on any machine (a seeded table replays exactly). */
      timeMs?: number;
    }
  | { id: 'mcts'; label: string; kind: 'mcts'; iterations: number; playoutDepth: number };

export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Bot — random moves', kind: 'random' },
  { id: 'quick', label: 'Bot — quick (fair, 40 searches a move, replayable)', kind: 'fair', iterations: 40 },
  { id: 'easy', label: 'Bot — easy (fair, ≤0.2 s a move)', kind: 'fair', iterations: 200, timeMs: 200 },
  { id: 'normal', label: 'Bot — normal (fair, ≤1 s a move)', kind: 'fair', iterations: 500, timeMs: 1000 },
  { id: 'hard', label: 'Bot — hard (fair, ≤3 s a move)', kind: 'fair', iterations: 5000, timeMs: 3000 },
  {
    id: 'mcts',
    label: 'Bot — stock MCTS (sees hidden cards)',
    kind: 'mcts',
    iterations: 200,
    playoutDepth: 30,
  },
];

export type BotLevelId = BotLevel['id'];

export function botLevel(id: string): BotLevel | undefined {
  return BOT_LEVELS.find((l) => l.id === id);
}

/** The short name shown next to a bot seat. */
export function botShortName(level: BotLevel): string {
  return level.kind === 'mcts' ? 'stock MCTS bot' : `${level.id} bot`;
}
