import { withNames } from '../../session/move-log.js';

/**
 * The players' names in the Giants package's `describeMove` text, which writes a mover as
 * "<race> (seat N)" and other players as "seat N" (the app's own convention is `P0`).
 */
export function giantsWording(text: string, seatName: (seat: string) => string): string {
  return withNames(
    text
      .replace(/\b[a-z]+ \(seat (\d)\)/g, (_: string, s: string) => seatName(s))
      .replace(/\bseat (\d)\b/g, (_: string, s: string) => seatName(s)),
    seatName,
  );
}
