/** Wolves of Odin's moves in words (`MoveRule.describe`; `describeMove` adds what chance showed). */
import { DEITY_BY_ID, type DeityId } from '../data/deities.js';
import { PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import { VICTORY_BY_ID } from '../data/victory.js';
import type { WolvesState } from '../state.js';
import { kindOf } from './strength.js';

export const kindName = (k: unknown) => PEOPLE_BY_KIND[k as PeopleKind]?.name ?? String(k);
/** "a Bond", "an Archer". */
const aKind = (k: unknown) => {
  const name = kindName(k);
  return `${/^[AEIOUÖ]/.test(name) ? 'an' : 'a'} ${name}`;
};
const deityName = (d: unknown) => DEITY_BY_ID[d as DeityId]?.name ?? String(d);
const kinds = (list: unknown) => (Array.isArray(list) ? list.map(kindName).join(' + ') : kindName(list));
const deities = (list: unknown) =>
  Array.isArray(list) && list.length > 0 ? list.map(deityName).join(' and ') : 'no Deity';

/**
 * A move in words, as `seat` makes it in state `G` (before the move): "P1 summons Odin, sacrificing Huscarl +
 * Priest". Seats read P0, P1… as in Orlog: an app puts its players' names in their place. `args` undefined:
 * the move as other seats see a redacted one.
 */
export function describeWolvesMove(
  G: WolvesState,
  name: string,
  args: readonly unknown[] | null | undefined,
  seat: number | null,
): string {
  const playerID = seat === null ? null : String(seat);
  const move = { move: name, args: args ?? [] };
  const seatName = (s: unknown) => (s === null ? 'P?' : `P${Number(s)}`);
  const who = seatName(playerID);
  const lineName = (seat: unknown) =>
    String(seat) === playerID ? 'their own line' : `${seatName(seat)}'s line`;
  const unit = (seat: unknown, i: unknown) => {
    const card = G.players[Number(seat)]?.line[Number(i)];
    return `${card === undefined ? 'a unit' : `the ${kindName(kindOf(card))}`} in ${lineName(seat)}`;
  };
  const a = move.args ?? [];
  switch (move.move) {
    case 'place':
      return `${who} places ${aKind(a[0])} at the ${a[2]} end of ${lineName(a[1])}`;
    case 'vidarPlace':
      return `${who} (Vidar) places ${aKind(a[0])} at the ${a[2]} end of ${lineName(a[1])}`;
    case 'vidarTake':
      return `${who} (Vidar) takes back ${unit(playerID, a[0])}`;
    case 'plague':
      return `${who} plays Plague on strength ${a[0]}`;
    case 'outflank':
      return a[0] === 'discard'
        ? `${who} plays Outflank to discard and draw`
        : `${who} plays Outflank to return units to hand`;
    case 'sacrifice':
      return `${who} sacrifices ${unit(playerID, a[0])}`;
    case 'pass':
      return `${who} passes`;
    case 'drawDiscard':
      return `${who} draws a card to discard one`;
    case 'endTurn':
      return `${who} ends the turn`;
    case 'jormungandr':
      return `${who} wins the round with Jörmungandr`;
    case 'summon':
      return `${who} summons ${deityName(a[0])}, sacrificing ${kinds(a[1])}`;
    case 'odin':
      return `${who} uses Odin (paying ${kindName(a[0])}) to ${a[1] === 'discard' ? 'discard' : 'return to the Hall'} ${deityName(a[2])}`;
    case 'thor':
    case 'fenrir':
      return `${who} discards ${deityName(move.move)} and ${deities(a[0])}`;
    case 'fafnir':
      return `${who} discards Fafnir (paying ${kindName(a[0])}) to take ${deityName(a[1])}`;
    case 'hel':
      return `${who} uses Hel, discarding ${kinds(a[0])}`;
    case 'tyr':
      return `${who} uses Tyr on the ${a[0]} end of every line`;
    case 'heimdall':
      return `${who} uses Heimdall`;
    case 'baldrReturn':
      return `${who} discards Baldr to return to the round`;
    case 'baldrSummon':
      return `${who} discards Baldr (paying ${kindName(a[0])}) to summon ${deityName(a[1])}`;
    case 'target':
      return `${who} targets ${unit(a[0], a[1])}`;
    case 'thrall':
      return `${who} sacrifices a Thrall too`;
    case 'react':
      return a[0] === 'decline'
        ? `${who} lets it happen`
        : `${who} cancels it with ${a[0] === 'huscarl' ? 'a Huscarl' : 'a Shield Wall'}`;
    case 'pick':
      return `${who} picks ${aKind(a[0])}`;
    case 'done':
      return `${who} is done`;
    case 'keep':
      return `${who} keeps the ${a[0]} Deities`;
    case 'accept':
      return `${who} takes the maneuver with Freyja`;
    case 'decline':
      return `${who} declines`;
    case 'victory':
      return `${who} takes the Victory card ${VICTORY_BY_ID[a[0] as string]?.name ?? String(a[0])}`;
    default:
      return `${who}: ${move.move}(${a.map((x) => JSON.stringify(x)).join(', ')})`;
  }
}
