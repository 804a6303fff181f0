/**
 * Bot strengths offered on the setup screen. Search budgets are kept small enough that a move takes
 * well under a few seconds in a browser; the search runs in a Web Worker, so the page stays responsive.
 */
export const BOT_LEVELS = [
  { id: 'random', label: 'Bot — random', iterations: 0, playoutDepth: 0 },
  { id: 'easy', label: 'Bot — easy', iterations: 60, playoutDepth: 20 },
  { id: 'normal', label: 'Bot — normal', iterations: 300, playoutDepth: 40 },
  { id: 'hard', label: 'Bot — hard', iterations: 1000, playoutDepth: 60 },
] as const;

export type BotLevelId = (typeof BOT_LEVELS)[number]['id'];

export function botLevel(id: string) {
  return BOT_LEVELS.find((l) => l.id === id);
}
