/**
 * boardgame.io seats are the strings "0" … String(numPlayers - 1). A player ID is anything a client sent,
 * so it is checked here, once, the same way in every game.
 */

/** The seat number a player ID names, or null unless it is a canonical seat ("0", "1", … never "01"). */
export function seatOf(playerID: unknown, numPlayers: number): number | null {
  if (typeof playerID !== 'string') return null;
  // One digit is always canonical; the fast path skips the regex on the bots' hot path.
  if (playerID.length === 1) {
    const digit = playerID.charCodeAt(0) - 48;
    return digit >= 0 && digit <= 9 && digit < numPlayers ? digit : null;
  }
  if (!/^(0|[1-9]\d{0,3})$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < numPlayers ? seat : null;
}

/** Every seat's player ID, in seat order. */
export function seatIds(numPlayers: number): string[] {
  return Array.from({ length: numPlayers }, (_, i) => String(i));
}
