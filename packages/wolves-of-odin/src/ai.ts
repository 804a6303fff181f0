/** Bot support: enumerate (= the core's legal moves), determinize, describeMove and the pure RulesCore. */

import { type AiMove, type Rng, shuffle } from '@skald/core';
import { RULES } from './data/constants.js';
import { DEITY_BY_ID, type DeityId, RAGNAROK } from './data/deities.js';
import { PEOPLE_BY_KIND, type PeopleKind } from './data/people.js';
import { VICTORY_BY_ID } from './data/victory.js';
import { cloneState } from './rules/clone.js';
import { seatOf } from './rules/engine.js';
import { kindOf } from './rules/strength.js';
import { wolvesRules } from './rules/table.js';
import type { WolvesState } from './state.js';

export const enumerate = wolvesRules.enumerate;

/**
 * Re-deal what `playerID` cannot see: the other hands (except cards that entered them face up), the
 * People deck's order and content, the Deity deck's order (the Ragnarök card stays among the last three)
 * and the Victory deck's order (Ragnarök stays last). Sizes are kept. Each hidden pool is sorted before
 * it is shuffled, so the result depends only on what the seat may know (the pools as multisets), never
 * on the real hidden order: a fair bot given the same seed then decides identically.
 */
export function determinize(G: WolvesState, playerID: string, rng: Rng): WolvesState {
  const s = cloneState(G);
  const me = seatOf(s, playerID);
  const pool = [...s.deck];
  const sizes: number[] = [];
  s.players.forEach((p, i) => {
    if (i === me) return;
    const hidden = p.hand.filter((c) => !p.known.includes(c));
    pool.push(...hidden);
    sizes[i] = hidden.length;
  });
  const dealt = shuffle(
    rng,
    pool.sort((a, b) => a - b),
  );
  s.players.forEach((p, i) => {
    if (i === me) return;
    p.hand = [...p.known, ...dealt.splice(0, sizes[i] as number)];
  });
  s.deck = dealt;
  const gods = s.deityDeck.filter((d) => d !== RAGNAROK).sort();
  const deity = shuffle(rng, gods);
  if (s.deityDeck.includes(RAGNAROK)) {
    const depth = Math.min(RULES.ragnarokDepth, deity.length + 1);
    const at = deity.length + 1 - depth + Math.floor(rng() * depth);
    deity.splice(at, 0, RAGNAROK);
  }
  s.deityDeck = deity;
  const victories = shuffle(rng, s.victoryDeck.filter((v) => v !== RAGNAROK).sort());
  if (s.victoryDeck.includes(RAGNAROK)) victories.push(RAGNAROK);
  s.victoryDeck = victories;
  return s;
}

const kindName = (k: unknown) => PEOPLE_BY_KIND[k as PeopleKind]?.name ?? String(k);
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
 * A readable sentence for a move `playerID` makes in state `G` (before the move), e.g.
 * "Player 1 summons Odin, sacrificing Huscarl + Priest". Seats are named "Player N" (1-based). Given
 * `after`, it adds what chance showed to everyone: how many cards a pass drew, what Heimdall revealed.
 */
export function describeMove(
  G: WolvesState,
  move: AiMove,
  playerID: string | null,
  after?: WolvesState,
): string {
  const text = describeBefore(G, move, playerID);
  const seat = Number(playerID);
  if (!after || !G.players[seat] || !after.players[seat]) return text;
  if (move.move === 'pass')
    return `${text} and draws ${after.players[seat].hand.length - G.players[seat].hand.length}`;
  if (move.move === 'heimdall') {
    const line = after.players[seat].line;
    const joined = line.length > G.players[seat].line.length ? line[line.length - 1] : undefined;
    const shown =
      joined ??
      (after.discard.length > G.discard.length ? after.discard[after.discard.length - 1] : undefined);
    if (shown !== undefined)
      return `${text}: ${kindName(kindOf(shown))} ${joined === undefined ? 'discarded' : 'joins the line'}`;
  }
  return text;
}

function describeBefore(G: WolvesState, move: AiMove, playerID: string | null): string {
  // Seats read P0, P1… as in Orlog: an app puts its players' names in their place.
  const seatName = (seat: unknown) => `P${Number(seat)}`;
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

/** The pure rules core, derived from the move table: the state is G itself. */
export const core = wolvesRules.core;
