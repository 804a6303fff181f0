/** Helpers for writing `playerView` as an explicit projection per seat. */

/** A face-down card: the viewer learns that a card is there, not which. */
export const FACE_DOWN = 'hidden' as const;
/** The type of `FACE_DOWN`: a card's place in a view that hides which card it is. */
export type FaceDown = typeof FACE_DOWN;

/** boardgame.io passes `null` (or, from some call sites, `undefined`) for a spectator. */
export function isSpectator(playerID: string | null | undefined): playerID is null | undefined {
  return playerID === null || playerID === undefined;
}

/** Replace a hidden array by its length. */
export function hiddenCount(items: readonly unknown[]): number {
  return items.length;
}

/** Replace a hidden array by face-down stubs of the same length (order and size stay visible). */
export function faceDown(items: readonly unknown[]): FaceDown[] {
  return items.map(() => FACE_DOWN);
}

/**
 * Project a per-seat record for one viewer: the viewer's own entry passes through `own`, every other
 * entry (and every entry, for a spectator) through `other`.
 */
export function projectPlayers<P, Own, Other>(
  players: Readonly<Record<string, P>>,
  viewer: string | null | undefined,
  own: (player: P, id: string) => Own,
  other: (player: P, id: string) => Other,
): Record<string, Own | Other> {
  const out: Record<string, Own | Other> = {};
  for (const id of Object.keys(players)) {
    const p = players[id] as P;
    out[id] = !isSpectator(viewer) && id === viewer ? own(p, id) : other(p, id);
  }
  return out;
}
