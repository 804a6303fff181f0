/** A seat this browser joined online; kept per match so a reload (or a new tab) resumes it. */
export interface SeatCredentials {
  playerID: string;
  credentials: string;
  playerName: string;
}

const key = (matchID: string) => `skald:match:${matchID}`;

export function loadSeat(matchID: string): SeatCredentials | null {
  try {
    const raw = window.localStorage.getItem(key(matchID));
    if (!raw) return null;
    const seat = JSON.parse(raw) as Partial<SeatCredentials>;
    if (typeof seat.playerID !== 'string' || typeof seat.credentials !== 'string') return null;
    return { playerID: seat.playerID, credentials: seat.credentials, playerName: seat.playerName ?? '' };
  } catch {
    return null;
  }
}

export function saveSeat(matchID: string, seat: SeatCredentials): void {
  window.localStorage.setItem(key(matchID), JSON.stringify(seat));
}

export function forgetSeat(matchID: string): void {
  window.localStorage.removeItem(key(matchID));
}

const NAME_KEY = 'skald:name';

export function rememberedName(): string {
  return window.localStorage.getItem(NAME_KEY) ?? '';
}

export function rememberName(name: string): void {
  window.localStorage.setItem(NAME_KEY, name);
}
