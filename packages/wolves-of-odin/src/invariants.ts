/** Rule invariants checked after every conformance step. */
import type { Ctx } from 'boardgame.io';
import { RULES } from './data/constants.js';
import { DEITIES, RAGNAROK } from './data/deities.js';
import { PEOPLE_BY_KIND, PEOPLE_DECK_SIZE } from './data/people.js';
import { VICTORY_CARDS } from './data/victory.js';
import { hasColourConflict } from './rules/deities.js';
import { kindOf } from './rules/strength.js';
import type { WolvesState } from './state.js';

function exactlyOnce(
  label: string,
  expected: readonly (string | number)[],
  zones: Record<string, readonly (string | number)[]>,
) {
  const seen = new Map<string | number, string>();
  const out: string[] = [];
  for (const [zone, cards] of Object.entries(zones)) {
    for (const c of cards) {
      const prev = seen.get(c);
      if (prev !== undefined) out.push(`${label} ${c} is in both ${prev} and ${zone}`);
      seen.set(c, zone);
    }
  }
  for (const c of expected) if (!seen.has(c)) out.push(`${label} ${c} is missing`);
  if (seen.size !== expected.length)
    out.push(`${label}: ${seen.size} distinct cards, expected ${expected.length}`);
  return out;
}

/** Broken rule invariants of `G` (card conservation, Twelve-Card Rule, colour conflicts, …); empty when all hold. */
export function invariants(G: WolvesState, _ctx?: Ctx): string[] {
  const out: string[] = [];
  const people: Record<string, number[]> = { deck: G.deck, discard: G.discard };
  const deities: Record<string, string[]> = {
    deityDeck: G.deityDeck,
    hall: G.hall,
    deityDiscard: G.deityDiscard,
  };
  const victories: Record<string, string[]> = { victoryDeck: G.victoryDeck, offer: G.offer };
  G.players.forEach((p, i) => {
    people[`hand${i}`] = p.hand;
    people[`line${i}`] = p.line;
    people[`sacrifices${i}`] = p.sacrifices;
    deities[`deities${i}`] = p.deities;
    victories[`victories${i}`] = p.victories;
    if (p.hand.length > RULES.handLimit)
      out.push(`seat ${i} holds ${p.hand.length} cards (Twelve-Card Rule)`);
    for (const c of p.known) if (!p.hand.includes(c)) out.push(`seat ${i}: known card ${c} is not in hand`);
    for (const c of [...p.line, ...p.sacrifices])
      if (PEOPLE_BY_KIND[kindOf(c)].type !== 'unit') out.push(`seat ${i}: maneuver ${c} in line/sacrifices`);
    for (const k of ['priest', 'konung', 'hovding'] as const)
      if (p.line.filter((c) => kindOf(c) === k).length > 1) out.push(`seat ${i}: two ${k} in one line`);
    const pendingColour = G.flow.pending.some((d) => d.kind === 'colour' && d.seat === i);
    if (hasColourConflict(G, i) && !pendingColour)
      out.push(`seat ${i} holds red and blue Deities without Yggdrasil`);
    if (G.flow.phase === 'play' && p.passed !== G.flow.passOrder.includes(i))
      out.push(`seat ${i}: passed flag disagrees with pass order`);
  });
  out.push(
    ...exactlyOnce(
      'People card',
      Array.from({ length: PEOPLE_DECK_SIZE }, (_, i) => i),
      people,
    ),
  );
  out.push(...exactlyOnce('Deity', [...DEITIES.map((d) => d.id), RAGNAROK], deities));
  out.push(...exactlyOnce('Victory card', [...VICTORY_CARDS.map((v) => v.id), RAGNAROK], victories));
  const rag = G.deityDeck.indexOf(RAGNAROK);
  if (rag >= 0 && rag < G.deityDeck.length - RULES.ragnarokDepth)
    out.push('Ragnarök is not among the last three Deity cards');
  const vr = G.victoryDeck.indexOf(RAGNAROK);
  if (vr >= 0 && vr !== G.victoryDeck.length - 1) out.push('Ragnarök is not the last Victory card');
  return out;
}
