/** The final standings a game-over panel shows: one row per seat, the game's own columns. */
export interface ScoreTable {
  columns: string[];
  rows: { seat: string; cells: (string | number)[] }[];
  /** Why the game ended, when `ctx.gameover` carries no reason of its own. */
  note?: string;
}
