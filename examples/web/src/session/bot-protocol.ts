/** Messages between the page and the bot worker. States are plain JSON, so they cross postMessage as is. */
export interface BotRequest {
  id: number;
  gameId: string;
  level: string;
  /** The full (unfiltered) match state; fair bots determinize it themselves. */
  state: unknown;
  playerID: string;
  seed: string;
}

/** The boardgame.io action the bot chose (`MAKE_MOVE` / `GAME_EVENT`), or why it could not choose. */
export type BotReply = { id: number; action: BotAction } | { id: number; error: string };

export interface BotAction {
  type: string;
  payload: { type: string; args: unknown[] | null; playerID: string };
}
