import type { GameModule } from '@skald/core';
import { findEntry } from '@skald/games/catalogue';
import { createContext } from 'react';
import type { BoardLogHelp } from '../session/move-log.js';
import { FallbackBoard } from './FallbackBoard.js';
import type { ScoreTable } from './score.js';
import type { GameUi } from './types.js';

/** The UI of a game that has none of its own: the move list for a board. */
export const FALLBACK_UI: GameUi = { board: FallbackBoard };

/**
 * Each game's own UI, by game id, loaded on demand: a bundler puts each game's board (with the rules it
 * imports) in a chunk of its own. Games without one get the fallback board.
 */
const UIS: Record<string, () => Promise<GameUi>> = {
  orlog: async () => (await import('./orlog/entry.js')).orlogUi,
  'wolves-of-odin': async () => (await import('./wolves/entry.js')).wolvesUi,
  valheim: async () => (await import('./valheim/entry.js')).valheimUi,
  'orcquest-warpath': async () => (await import('./orcquest/entry.js')).orcQuestUi,
  'assault-of-the-giants': async () => (await import('./giants/entry.js')).giantsUi,
};

/** A game opened in the app: its rules module and its UI. */
export interface LoadedGame {
  module: GameModule;
  ui: GameUi;
}

/** Load a registered game's module and UI together; null for an unknown id. */
export async function loadGame(gameId: string): Promise<LoadedGame | null> {
  const entry = findEntry(gameId);
  if (!entry) return null;
  const [module, ui] = await Promise.all([entry.load(), UIS[gameId]?.() ?? FALLBACK_UI]);
  return { module, ui };
}

/** The open game's UI, for its pages, the board host and its panels. */
export const GameUiContext = createContext<GameUi>(FALLBACK_UI);

/**
 * A state the game's `ai.enumerate` accepts, from a seat's view, for online play where the browser holds
 * only the view: the game package's own `stateFromView` (hidden parts become placeholders the seat's own
 * moves never read), or the view itself where it already has the state's shape.
 */
export function rulesStateFromView(module: GameModule, view: unknown): unknown {
  return module.stateFromView ? module.stateFromView(view) : view;
}

export function scoreFor(ui: GameUi, view: unknown): ScoreTable | null {
  if (!ui.score) return null;
  try {
    return ui.score(view);
  } catch {
    return null;
  }
}

export function logHelpFor(ui: GameUi): BoardLogHelp {
  return { narrate: ui.narrate };
}
