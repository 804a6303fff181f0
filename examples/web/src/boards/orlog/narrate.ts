import type { OrlogView } from '@skald/orlog';
import { withNames } from '../../session/move-log.js';

/**
 * What a resolution revealed, for the move log: both God Favor choices, any favor that fizzled, and where
 * the round left both players. The resolution log on the board has every step; this is the summary.
 */
export function narrateOrlog(before: OrlogView, after: OrlogView, seatName: (s: string) => string): string[] {
  const resolved =
    after.log.some((e) => e.kind === 'reveal') && JSON.stringify(after.log) !== JSON.stringify(before.log);
  if (!resolved) return [];
  const lines = after.log
    .filter((e) => e.kind === 'reveal' || e.kind === 'fizzle' || e.kind === 'thrymr')
    .map((e) => withNames(e.kind === 'reveal' ? `Revealed: ${e.text}` : e.text, seatName));
  const standing = after.players
    .map(
      (p, seat) =>
        `${seatName(String(seat))}: ${p.hp} HP, ${p.tokens} ${p.tokens === 1 ? 'token' : 'tokens'}`,
    )
    .join(' · ');
  lines.push(`After round ${before.round}: ${standing}`);
  return lines;
}
