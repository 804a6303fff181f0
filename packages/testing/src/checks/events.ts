import type { GameModule } from '@skald/core';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';

/**
 * The events boardgame.io lets a client send for this game that the module does not document as client
 * actions (`GameModule.clientEvents`), and documented ones that are off. boardgame.io enables every
 * event a game does not turn off, so a game that says nothing lets any seated player end the match with
 * `endGame({ winner: me })`. Empty when the game's `events` match its documentation exactly.
 */
export function eventProblems(module: GameModule): string[] {
  // Spread the raw definition: ProcessGameConfig mutates and caches.
  const enabled: readonly string[] = ProcessGameConfig({ ...(module.game as Game) }).flow.enabledEventNames;
  const documented: readonly string[] = module.clientEvents ?? [];
  const problems = enabled
    .filter((e) => !documented.includes(e))
    .map(
      (e) => `event "${e}" is enabled but not a documented client action (set game.events: lockEvents(...))`,
    );
  for (const e of documented)
    if (!enabled.includes(e)) problems.push(`clientEvents lists "${e}" but game.events disables it`);
  return problems;
}
