/**
 * boardgame.io's Master broadcasts a new state before it writes it (read → reduce → broadcast → persist,
 * reference §7.4), so a crash between the two shows players a move that is then lost. The gate holds each
 * state broadcast until the storage wrapper reports that state committed, and drops it if the write failed.
 */
export class CommitGate {
  private readonly held = new Map<string, { stateID: number; release: () => void }[]>();

  /** Hold `release` until `stateID` of `matchID` is committed. */
  hold(matchID: string, stateID: number, release: () => void): void {
    const list = this.held.get(matchID);
    if (list) list.push({ stateID, release });
    else this.held.set(matchID, [{ stateID, release }]);
  }

  /** The store has committed `stateID`: release every broadcast up to it, in order. */
  committed(matchID: string, stateID: number): void {
    const list = this.held.get(matchID);
    if (!list) return;
    const ready = list.filter((h) => h.stateID <= stateID);
    const rest = list.filter((h) => h.stateID > stateID);
    if (rest.length > 0) this.held.set(matchID, rest);
    else this.held.delete(matchID);
    for (const h of ready) h.release();
  }

  /** The write failed: forget the held broadcasts of this match. */
  drop(matchID: string): void {
    this.held.delete(matchID);
  }

  /** Number of broadcasts waiting (for health and tests). */
  get pending(): number {
    let n = 0;
    for (const list of this.held.values()) n += list.length;
    return n;
  }
}
