/** Rule invariants checked after every conformance step. */

import { REGION_BY_ID } from './data/board.js';
import { HAND_IDS } from './data/commands.js';
import { RACES } from './data/races.js';
import { fullResourceDeck } from './data/resources.js';
import { TUNING } from './data/setup.js';
import { fullSpellDeck } from './data/spells.js';
import { GIANTSLAYER } from './data/units.js';
import type { GiantsState } from './state.js';

const TOTAL_RESOURCES = fullResourceDeck().length;
const TOTAL_SPELLS = fullSpellDeck().length;

/** Broken rule invariants of `G` (card counts, unit supply, stacking, …); empty when all hold. */
export function invariants(G: GiantsState): string[] {
  const out: string[] = [];
  const cards =
    G.resourceDeck.length + G.resourceDiscard.length + G.players.reduce((n, p) => n + p.resources.length, 0);
  if (cards !== TOTAL_RESOURCES) out.push(`resource cards: ${cards}, expected ${TOTAL_RESOURCES}`);
  const spells =
    G.spellDeck.length + G.spellDiscard.length + G.players.reduce((n, p) => n + p.spells.length, 0);
  const c = G.flow.combat;
  const cast = c ? c.attack.spells.length + c.defense.spells.length : 0;
  if (spells !== TOTAL_SPELLS) out.push(`spell cards: ${spells}, expected ${TOTAL_SPELLS}`);
  if (cast > 2 * TUNING.spellsPerBattle.value) out.push('too many spells in one battle');
  const spent = c ? c.attack.resources.length + c.defense.resources.length : 0;
  if (spent > 2 * TUNING.resourcesPerBattle.value) out.push('too many Resource cards in one battle');
  G.players.forEach((p, i) => {
    if (p.spells.length > TUNING.spellHandLimit.value) out.push(`seat ${i}: over the spell hand limit`);
  });
  const holder: Record<string, string> = {};
  const count: Record<string, number> = {};
  for (const u of G.units) {
    if (!REGION_BY_ID[u.region]) out.push(`unit ${u.id} in unknown region ${u.region}`);
    if (holder[u.region] && holder[u.region] !== u.race) out.push(`two races in ${u.region}`);
    holder[u.region] = u.race;
    const key = `${u.race}@${u.region}`;
    count[key] = (count[key] ?? 0) + 1;
    const limit = RACES[u.race].stackingLimit.value;
    if (limit > 0 && count[key]! > limit) out.push(`${u.race} over its stacking limit in ${u.region}`);
  }
  if (G.giantslayers.length !== GIANTSLAYER.count) out.push('giantslayers lost or duplicated');
  G.players.forEach((p, i) => {
    const all = [...p.hand, ...p.row].sort();
    if (all.join() !== [...HAND_IDS].sort().join())
      out.push(`seat ${i}: hand + row is not the nine commands`);
    if (p.op < 0) out.push(`seat ${i}: negative Ordning Points`);
  });
  if (G.pools[0] < 0 || G.pools[1] < 0) out.push('a negative pool');
  const f = G.flow;
  const inBattle = f.step === 'modify' || f.step === 'casualty';
  if (inBattle !== (f.combat !== null)) out.push(`battle state ${f.combat !== null} at step ${f.step}`);
  if (f.step === 'offer' && (f.offer === null || f.offer.to === f.current))
    out.push('an offer without a partner');
  if (f.budget < 0) out.push('a negative command budget');
  // A pending march can always be paid in full (`rules/toll.ts`): never stuck half-way.
  if ((f.step === 'toll') !== (f.toll !== null))
    out.push(`pending toll ${f.toll !== null} at step ${f.step}`);
  if (f.toll !== null) {
    const giant = G.units.find((u) => u.id === f.toll!.unit);
    const hand = G.players[f.current]!.resources.length;
    if (!giant || f.toll.due.length === 0 || f.toll.due.length > hand + (giant.wounded ? 0 : 1))
      out.push('a pending march that cannot be paid');
  }
  for (const g of G.giantslayers) {
    if (g.region !== null && !REGION_BY_ID[g.region]) out.push(`giantslayer ${g.id} in unknown region`);
    // Off the board means healed: a giantslayer returns "fully healed" (REF-LIB18).
    if (g.region === null && g.wounded) out.push(`giantslayer ${g.id} off the board but wounded`);
  }
  if (G.lynArmaal !== null && !REGION_BY_ID[G.lynArmaal])
    out.push(`Lyn Armaal in unknown region ${G.lynArmaal}`);
  // Permanent effects come only from claimed events, each claimed once (`rules/effects.ts`).
  G.players.forEach((p, i) => {
    if (new Set(p.events).size !== p.events.length) out.push(`seat ${i}: an event claimed twice`);
  });
  const awarded = G.players.reduce((n, p) => n + p.op, 0);
  const paid = 2 * G.numPlayers * TUNING.poolPerPlayer.value - G.pools[0] - G.pools[1] + G.box;
  if (awarded !== paid) out.push(`OP awarded ${awarded} but the pools and box paid ${paid}`);
  return out;
}
