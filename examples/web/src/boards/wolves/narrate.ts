import type { WolvesView } from '@skald/wolves-of-odin';
import { deityName, victoryName } from './labels.js';

const added = (before: readonly string[], after: readonly string[]) =>
  after.filter((x) => !before.includes(x));

/**
 * What an update revealed, for the move log: Victory cards won, Deities newly face up in the Hall, and
 * Ragnarök's arrival. (The moves themselves are logged separately.)
 */
export function narrateWolves(
  before: WolvesView,
  after: WolvesView,
  seatName: (s: string) => string,
): string[] {
  const lines: string[] = [];
  after.players.forEach((p, seat) => {
    for (const v of added(before.players[seat]?.victories ?? [], p.victories))
      lines.push(`${seatName(String(seat))} takes the Victory card ${victoryName(v)}`);
  });
  const hall = added(before.hall, after.hall);
  if (hall.length > 0) lines.push(`Now in the Hall: ${hall.map(deityName).join(', ')}`);
  const offer = added(before.offer, after.offer);
  if (offer.length > 0) lines.push(`At stake this round: ${offer.map(victoryName).join(', ')}`);
  if (after.flow.ragnarok && !before.flow.ragnarok) lines.push('Ragnarök has come: this round is the last');
  return lines;
}
