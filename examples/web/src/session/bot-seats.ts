/** Server-played bot seats of an online match (the server's `POST /games/<game>/<matchID>/bots`). */

/** A seat as the Lobby and the socket's matchData describe it. */
export interface SeatInfo {
  id: number;
  name?: string;
  data?: unknown;
  isConnected?: boolean;
}

/** True when the server plays this seat (its public `data` says so; the credentials stay on the server). */
export const isServerBot = (seat: SeatInfo | undefined): boolean =>
  (seat?.data as { bot?: unknown } | undefined)?.bot === 'fair';

/**
 * Give seats to the server's fair bot (`bot: true`) or take them back. Only the creator (seat 0) may, only
 * open seats, only before the first move; the server answers the new seat list (no credentials).
 */
export async function setBotSeats(
  gameId: string,
  matchID: string,
  credentials: string,
  seats: { playerID: string; bot: boolean }[],
): Promise<SeatInfo[]> {
  const res = await fetch(`${window.location.origin}/games/${gameId}/${matchID}/bots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ credentials, seats }),
  });
  const body = (await res.json().catch(() => ({}))) as { players?: SeatInfo[]; error?: string };
  if (!res.ok || !body.players) throw new Error(body.error ?? `the server answered ${res.status}`);
  return body.players;
}
