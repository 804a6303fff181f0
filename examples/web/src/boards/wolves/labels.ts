import type { AiMove } from '@skald/core';
import {
  CARD_KIND,
  DEITY_BY_ID,
  type Decision,
  type DeityId,
  PEOPLE_BY_KIND,
  type PeopleKind,
  VICTORY_BY_ID,
  type WolvesView,
} from '@skald/wolves-of-odin';

export const cardKind = (card: number): PeopleKind | undefined => CARD_KIND[card] as PeopleKind | undefined;
export const kindName = (kind: unknown): string => PEOPLE_BY_KIND[kind as PeopleKind]?.name ?? String(kind);
export const cardName = (card: number): string => kindName(cardKind(card));
export const deityName = (id: unknown): string =>
  id === 'ragnarok' ? 'Ragnarök' : (DEITY_BY_ID[id as DeityId]?.name ?? String(id));
export const victoryName = (id: string): string =>
  id === 'ragnarok' ? 'Ragnarök' : (VICTORY_BY_ID[id]?.name ?? id);

const REACTION: Record<string, string> = {
  shieldWall: 'Play Shield Wall',
  huscarl: 'Use your Huscarl',
  decline: 'Let it happen',
};

/** Which section of the action panel a move belongs to. */
export function moveGroup(move: string): string {
  switch (move) {
    case 'place':
      return 'Place a unit';
    case 'plague':
    case 'outflank':
      return 'Maneuvers';
    case 'sacrifice':
      return 'Sacrifice a unit';
    case 'summon':
      return 'Summon a Deity';
    case 'pass':
    case 'drawDiscard':
    case 'jormungandr':
    case 'endTurn':
      return 'Turn';
    case 'odin':
    case 'thor':
    case 'fenrir':
    case 'fafnir':
    case 'hel':
    case 'tyr':
    case 'heimdall':
    case 'baldrReturn':
    case 'baldrSummon':
      return 'Deity powers';
    default:
      return 'Decision';
  }
}

/** Plain words for one legal move, using the table's names. */
export function moveLabel(m: AiMove, G: WolvesView, me: number, seatName: (seat: string) => string): string {
  const a = m.args ?? [];
  const lineOf = (seat: unknown) => `${seatName(String(seat))}'s line`;
  const unitAt = (seat: unknown, i: unknown) => {
    const card = G.players[Number(seat)]?.line[Number(i)];
    return `${card === undefined ? '?' : cardName(card)} (#${Number(i) + 1}) in ${lineOf(seat)}`;
  };
  const kinds = (list: unknown) => (Array.isArray(list) ? list.map(kindName).join(' + ') : kindName(list));
  switch (m.move) {
    case 'place':
    case 'vidarPlace':
      return `${kindName(a[0])} → ${lineOf(a[1])}, ${a[2]} end`;
    case 'plague':
      return `Plague: destroy every unit of strength ${a[0]}`;
    case 'outflank':
      return a[0] === 'discard'
        ? 'Outflank: discard cards, draw as many'
        : 'Outflank: return units to your hand';
    case 'sacrifice':
      return `Sacrifice ${unitAt(me, a[0])}`;
    case 'pass':
      return 'Pass (end your part in this round)';
    case 'drawDiscard':
      return 'Draw a card, then discard one';
    case 'endTurn':
      return 'End turn';
    case 'summon':
      return `Summon ${deityName(a[0])}, paying ${kinds(a[1]) || 'nothing'}`;
    case 'odin':
      return `Odin (pay ${kindName(a[0])}): ${a[1] === 'discard' ? 'discard' : 'return'} ${deityName(a[2])}`;
    case 'thor':
    case 'fenrir': {
      const list = (a[0] as unknown[]) ?? [];
      return `${deityName(m.move)}: discard ${list.length ? list.map(deityName).join(' and ') : 'no Deity'}`;
    }
    case 'fafnir':
      return `Fafnir (pay ${kindName(a[0])}): take ${deityName(a[1])}`;
    case 'hel':
      return `Hel: swap ${kinds(a[0])} for cards from the discard`;
    case 'tyr':
      return `Tyr: destroy the ${a[0]} end of every line`;
    case 'heimdall':
      return 'Heimdall: look and draw';
    case 'baldrReturn':
      return 'Baldr: return cards to draw anew';
    case 'baldrSummon':
      return `Baldr (pay ${kindName(a[0])}): bring back ${deityName(a[1])}`;
    case 'jormungandr':
      return 'Jörmungandr: end the round now';
    case 'target':
      return `Target ${unitAt(a[0], a[1])}`;
    case 'thrall':
      return `Sacrifice the Thrall (#${Number(a[0]) + 1})`;
    case 'pick':
      return `Choose ${kindName(a[0])}`;
    case 'done':
      return 'Done';
    case 'keep':
      return `Keep your ${a[0]} Deities`;
    case 'accept':
      return 'Accept';
    case 'decline':
      return 'Decline';
    case 'vidarTake':
      return `Vidar: take back ${unitAt(me, a[0])}`;
    case 'victory':
      return `Take ${victoryName(String(a[0]))}`;
    case 'react':
      return REACTION[String(a[0])] ?? String(a[0]);
    default:
      return `${m.move}(${a.map((x) => JSON.stringify(x)).join(', ')})`;
  }
}

const EFFECT_VERB: Record<string, string> = {
  destroy: 'destroy',
  raid: 'steal',
  traitor: 'turn',
  plague: 'wipe out',
};

/** What the game is waiting for, in words (the first pending decision). */
export function decisionText(d: Decision, seatName: (seat: string) => string): string {
  const who = (seat: number) => seatName(String(seat));
  switch (d.kind) {
    case 'react': {
      const e = d.effect;
      const cards = 'cards' in e ? e.cards : [e.card];
      const cause = e.kind === 'destroy' ? ` (${e.cause})` : '';
      return `${who(e.by)}'s ${e.kind}${cause} would ${EFFECT_VERB[e.kind] ?? 'hit'} ${cards.map(cardName).join(', ')}. Waiting for ${d.waiting.map(who).join(', ')} to react with Shield Wall or Huscarl.`;
    }
    case 'archer':
      return `${who(d.seat)} aims the Archer at a unit in any line.`;
    case 'assassin':
      return `${who(d.seat)} picks a unit in ${who(d.line)}'s line for the Assassin.`;
    case 'raider':
      return `${who(d.seat)} picks a unit in ${who(d.line)}'s line to raid.`;
    case 'loki':
      return `${who(d.seat)} uses Loki on a unit weaker than ${d.below}.`;
    case 'thrall':
      return `${who(d.seat)} may sacrifice a Thrall.`;
    case 'outflankDiscard':
      return `${who(d.seat)} discards cards for Outflank.`;
    case 'outflankReturn':
      return `${who(d.seat)} returns up to ${d.count} units to hand.`;
    case 'helTake':
      return `${who(d.seat)} takes ${d.left} card(s) from the discard pile (Hel).`;
    case 'discardOne':
      return `${who(d.seat)} discards a card.`;
    case 'baldrDiscard':
      return `${who(d.seat)} discards ${d.left} card(s) for Baldr.`;
    case 'colour':
      return `${who(d.seat)} chooses which colour of Deities to keep.`;
    case 'freyja':
      return `${who(d.seat)} may take ${cardName(d.card)} back (Freyja).`;
    case 'vidar':
      return `${who(d.seat)} acts with Vidar.`;
    case 'valkyrie':
      return `${who(d.seat)} takes a unit with the Valkyrie.`;
    case 'victory':
      return `${who(d.seat)} chooses a Victory card.`;
  }
}
