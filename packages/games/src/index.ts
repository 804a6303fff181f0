import { gameModule as assaultOfTheGiants } from '@skald/assault-of-the-giants';
import type { GameModule } from '@skald/core';
import { gameModule as orcquestWarpath } from '@skald/orcquest-warpath';
import { gameModule as orlog } from '@skald/orlog';
import { gameModule as valheim } from '@skald/valheim';
import { gameModule as wolvesOfOdin } from '@skald/wolves-of-odin';

/**
 * Every registered game. The server serves them, the web app lists them, the bots and the conformance
 * suite iterate them. Add a game here in the same change that adds its package.
 */
export const games: GameModule[] = [orlog, wolvesOfOdin, valheim, orcquestWarpath, assaultOfTheGiants];

/** Look a game up by its id (the boardgame.io `name`). */
export function findGame(id: string): GameModule | undefined {
  return games.find((m) => m.descriptor.id === id);
}

// Also here for the API reference; a lobby that must not load every game imports `@skald/games/catalogue`.
export { type CatalogueEntry, catalogue, findEntry } from './catalogue.js';
