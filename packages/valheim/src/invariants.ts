import type { Ctx } from 'boardgame.io';
import { CONSUMABLE_SPACES, HONEYCOMBS, SLOT_LIMIT } from './data/consumables.js';
import { CREATURES, type CreatureKind } from './data/creatures.js';
import { EQUIPMENT, EQUIPMENT_BY_ID, isHaldorCard, MAX_EQUIPMENT } from './data/equipment.js';
import { EIKTHYR_EVENTS } from './data/events.js';
import { FOOD } from './data/food.js';
import { FORSAKEN } from './data/forsaken.js';
import { HALDOR_BY_ID } from './data/haldor.js';
import { PLAYER } from './data/player.js';
import { RESOURCE_TABLE, RESOURCES } from './data/resources.js';
import { MAX_SHIPS } from './rules/ships.js';
import type { ValheimState } from './state.js';

const within = (x: number, lo: number, hi: number) => Number.isInteger(x) && x >= lo && x <= hi;

/** Rule invariants, checked after every step of every conformance playout: the list of violations. */
export function invariants(G: ValheimState, _ctx: Ctx): string[] {
  const bad: string[] = [];
  G.players.forEach((p, i) => {
    if (!within(p.health, 0, PLAYER.maxHealth)) bad.push(`P${i} health ${p.health}`);
    if (!within(p.stamina, 0, PLAYER.maxStamina)) bad.push(`P${i} stamina ${p.stamina}`);
    if (p.equipment.length > MAX_EQUIPMENT) bad.push(`P${i} carries ${p.equipment.length} cards`);
    if (p.meads.length + p.bombs.length + p.rerolls + p.honeycombs.length > CONSUMABLE_SPACES)
      bad.push(`P${i} has more consumables than spaces`);
    if (!within(p.rerolls, 0, SLOT_LIMIT)) bad.push(`P${i} rerolls ${p.rerolls}`);
    if (p.meads.length > SLOT_LIMIT || p.bombs.length > SLOT_LIMIT) bad.push(`P${i} over a consumable limit`);
    if (G.stage === 'explore' && !p.knockedOut && p.health === 0) bad.push(`P${i} standing on 0 health`);
  });
  for (const r of RESOURCES)
    if (!within(G.stash[r], 0, RESOURCE_TABLE[r].tokens)) bad.push(`stash ${r} ${G.stash[r]}`);
  const cards = [
    ...G.supply,
    ...G.house.items.filter((x) => Object.hasOwn(EQUIPMENT_BY_ID, x)),
    ...G.players.flatMap((p) => [...p.equipment, ...(p.tombstone?.card ? [p.tombstone.card] : [])]),
  ];
  const crafted = cards.filter((id) => !isHaldorCard(id));
  if (crafted.length !== EQUIPMENT.length || new Set(crafted).size !== EQUIPMENT.length)
    bad.push('equipment cards not conserved');
  // Haldor's cards: each in one place at most (his deck, a trade's offer, a board, the house, a tombstone).
  const haldor = [...G.haldor, ...(G.trade?.offer ?? []), ...cards.filter(isHaldorCard)];
  if (new Set(haldor).size !== haldor.length || haldor.some((id) => !HALDOR_BY_ID[id]))
    bad.push('Haldor cards repeat');
  if (G.ships.length > MAX_SHIPS) bad.push(`${G.ships.length} ships`);
  if (G.haldorSeen > G.haldor.length) bad.push('more Haldor cards seen than in his deck');
  if (G.foodDeck.length + G.prepared.length + G.foodDiscard.length !== FOOD.length)
    bad.push('food cards not conserved');
  if (
    G.honeyPool.length +
      G.house.items.filter((x) => x.startsWith('honey-')).length +
      G.players.reduce((n, p) => n + p.honeycombs.length, 0) !==
    HONEYCOMBS.length
  )
    bad.push('honeycombs not conserved');
  if (G.events.length > EIKTHYR_EVENTS.length) bad.push('event deck grew');
  for (const kind of Object.keys(CREATURES) as CreatureKind[]) {
    const n = G.creatures.filter((c) => c.kind === kind).length;
    if (n > CREATURES[kind].miniatures) bad.push(`${n} ${kind} miniatures on the map`);
  }
  if (new Set(G.creatures.map((c) => c.id)).size !== G.creatures.length) bad.push('creature ids repeat');
  if (G.raid && G.players.some((p) => p.space.slice(0, -1) === G.raid?.slot))
    bad.push('a player on the Forsaken tile');
  if (G.combat && G.combat.seats.length === 0) bad.push('combat without players');
  // A tied landing offers two spaces or more for a creature on the map, one step or more away.
  const steered = G.steering && G.creatures.find((c) => c.id === G.steering?.creature);
  if (G.steering && (!steered || G.steering.options.length < 2 || G.steering.options.includes(steered.space)))
    bad.push('a creature landing to choose that is no choice');
  const f = G.arena ? FORSAKEN[G.arena.forsaken] : null;
  if (G.arena && f) {
    if (!within(G.arena.health, 0, f.trackLength - 1)) bad.push(`${f.name} health ${G.arena.health}`);
    if (!within(G.arena.vines, 0, f.vines)) bad.push(`vines ${G.arena.vines}`);
    if (f.edge > 0 && !within(G.arena.moder, 0, f.edge - 1)) bad.push(`Moder at ${G.arena.moder}`);
    if (G.arena.spaces.filter((x) => x === 'P').length > 1) bad.push('two players on the peak');
  }
  if ((G.stage === 'over') !== (G.result !== null)) bad.push('stage and result disagree');
  return bad;
}
