import { descriptor as assaultOfTheGiants } from '@skald/assault-of-the-giants/descriptor';
import type { GameDescriptor, GameModule } from '@skald/core';
import { descriptor as orcquestWarpath } from '@skald/orcquest-warpath/descriptor';
import { descriptor as orlog } from '@skald/orlog/descriptor';
import { descriptor as valheim } from '@skald/valheim/descriptor';
import { descriptor as wolvesOfOdin } from '@skald/wolves-of-odin/descriptor';

/** A registered game as a lobby sees it: its descriptor now, its rules when a table is opened. */
export interface CatalogueEntry {
  /** The game's descriptor: title, players, options (the same object the module carries). */
  descriptor: GameDescriptor;
  /** The whole game module, loaded on demand (a bundler makes each game its own chunk). */
  load: () => Promise<GameModule>;
}

/**
 * Every registered game, in the order of `games`, without loading any rules: for a game list or a web app
 * that opens one game at a time. Each package's `./descriptor` entry carries no rules code. A test keeps
 * this list and `games` the same.
 */
export const catalogue: CatalogueEntry[] = [
  { descriptor: orlog, load: async () => (await import('@skald/orlog')).gameModule },
  { descriptor: wolvesOfOdin, load: async () => (await import('@skald/wolves-of-odin')).gameModule },
  { descriptor: valheim, load: async () => (await import('@skald/valheim')).gameModule },
  { descriptor: orcquestWarpath, load: async () => (await import('@skald/orcquest-warpath')).gameModule },
  {
    descriptor: assaultOfTheGiants,
    load: async () => (await import('@skald/assault-of-the-giants')).gameModule,
  },
];

/** A catalogue entry by game id (the boardgame.io `name`). */
export function findEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((e) => e.descriptor.id === id);
}
