// biome-ignore-all lint/suspicious/noExplicitAny: each game's board adapters take that game's own view type
import type { GameModule } from '@skald/core';
import type { BoardLogHelp, Narrator } from '../session/move-log.js';
import { FallbackBoard } from './FallbackBoard.js';
import { GiantsBoard } from './giants/GiantsBoard.js';
import { giantsScore } from './giants/score.js';
import { OrcQuestBoard } from './orcquest/OrcQuestBoard.js';
import { narrateOrlog } from './orlog/narrate.js';
import { OrlogBoard } from './orlog/OrlogBoard.js';
import { orlogScore } from './orlog/score.js';
import type { ScoreTable } from './score.js';
import type { BoardComponent } from './types.js';
import { narrateValheim } from './valheim/narrate.js';
import { valheimScore } from './valheim/score.js';
import { ValheimBoard } from './valheim/ValheimBoard.js';
import { narrateWolves } from './wolves/narrate.js';
import { wolvesScore } from './wolves/score.js';
import { WolvesBoard } from './wolves/WolvesBoard.js';

interface BoardEntry {
  board: BoardComponent;
  /** The final standings for the game-over panel, from the seat's view. */
  score?: (view: any) => ScoreTable;
  /** Lines for the log about what an update revealed (favors, round results). */
  narrate?: Narrator;
}

/** Each game's own board, by game id. Games without one get the fallback board. */
const BOARDS: Record<string, BoardEntry> = {
  orlog: { board: OrlogBoard as BoardComponent, score: orlogScore, narrate: narrateOrlog },
  'wolves-of-odin': {
    board: WolvesBoard as BoardComponent,
    score: wolvesScore,
    narrate: narrateWolves,
  },
  // Co-op with no private hands: the view has the state's shape wherever a seat's own moves look.
  valheim: {
    board: ValheimBoard as BoardComponent,
    score: valheimScore,
    narrate: narrateValheim,
  },
  // A co-op view hides only face-down deck orders, which no Hero's own moves read: it enumerates as is.
  'orcquest-warpath': { board: OrcQuestBoard as BoardComponent },
  'assault-of-the-giants': {
    board: GiantsBoard as BoardComponent,
    score: giantsScore,
  },
};

export function boardFor(gameId: string): BoardComponent {
  return BOARDS[gameId]?.board ?? FallbackBoard;
}

/**
 * A state the game's `ai.enumerate` accepts, from a seat's view, for online play where the browser holds
 * only the view: the game package's own `stateFromView` (hidden parts become placeholders the seat's own
 * moves never read), or the view itself where it already has the state's shape.
 */
export function rulesStateFromView(module: GameModule, view: unknown): unknown {
  return module.stateFromView ? module.stateFromView(view) : view;
}

export function scoreFor(gameId: string, view: unknown): ScoreTable | null {
  const score = BOARDS[gameId]?.score;
  if (!score) return null;
  try {
    return score(view);
  } catch {
    return null;
  }
}

export function logHelpFor(gameId: string): BoardLogHelp {
  const entry = BOARDS[gameId];
  return { narrate: entry?.narrate };
}
