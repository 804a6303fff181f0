import { type Adjacency, nearest, type Rng, reachableWithin, shortestPath, shuffle } from '@skald/core';
import { CREATURES, type CreatureKind } from '../data/creatures.js';
import {
  HOUSE,
  ISLAND_SLOTS,
  type Layout,
  ringLayout,
  type SpaceIcons,
  slotOf,
  slotSpaces,
  TILES_BY_ID,
} from '../data/map.js';
import { CHESTS_BY_ID, SCENARIO_1, SCENARIOS } from '../data/scenario.js';
import type { ValheimState } from '../state.js';
import { award } from './upgrades.js';
import { log, standing } from './util.js';

/** One map for every scenario: the ring of scenario 1 plus the island slot (empty where no island). */
export const LAYOUT: Layout = ringLayout(SCENARIO_1.slots, ISLAND_SLOTS);
export const ADJ: Adjacency = LAYOUT.adjacency;

/** The icons printed on a space (nothing for the house or a face-down tile's space). */
export function iconsAt(s: ValheimState, space: string): SpaceIcons {
  const slot = slotOf(space);
  if (slot === null || !s.revealed.includes(slot)) return {};
  const tile = TILES_BY_ID[s.tiles[slot] as string];
  return tile?.spaces[Number(space.slice(-1))] ?? {};
}

export const isRevealed = (s: ValheimState, space: string): boolean => {
  const slot = slotOf(space);
  return slot === null || s.revealed.includes(slot);
};

export const creaturesAt = (s: ValheimState, space: string) => s.creatures.filter((c) => c.space === space);

/** Creatures in the box not on the map, per kind. */
function inBox(s: ValheimState, kind: CreatureKind): number {
  return CREATURES[kind].miniatures - s.creatures.filter((c) => c.kind === kind).length;
}

/**
 * Place a creature; when its miniatures run out, the one with the closest lower printed health that is left
 * (line 442). Returns false if none can be placed (ruling R28: nothing is placed).
 */
export function placeCreature(s: ValheimState, kind: CreatureKind, space: string): boolean {
  let chosen: CreatureKind | null = inBox(s, kind) > 0 ? kind : null;
  if (chosen === null) {
    const hp = CREATURES[kind].regular.health;
    const weaker = (Object.keys(CREATURES) as CreatureKind[])
      .filter((k) => !CREATURES[k].large && CREATURES[k].regular.health < hp && inBox(s, k) > 0)
      .sort((a, b) => CREATURES[b].regular.health - CREATURES[a].regular.health);
    chosen = weaker[0] ?? null;
  }
  if (chosen === null) return false;
  s.creatures.push({ id: s.nextCreatureId++, kind: chosen, space, damage: 0, hurtBy: [] });
  return true;
}

/** Flip a tile face up and place what it shows: creatures, stag tokens (scenario), chests (line 214). */
export function revealTile(s: ValheimState, slot: string, rng: Rng, seat: number | null = null): void {
  if (s.revealed.includes(slot)) return;
  s.revealed = [...s.revealed, slot];
  if (seat !== null) award(s, seat, { kind: 'reveal' });
  log(s, `Revealed ${s.tiles[slot]} at ${slot}.`);
  for (const space of slotSpaces(slot)) {
    const icons = iconsAt(s, space);
    if (icons.creature) placeCreature(s, icons.creature, space);
    const o = SCENARIOS[s.scenario].objective;
    if (o.kind === 'tokens' && icons.resource === o.on && s.stagsPlaced < o.count) {
      s.stagSpaces = [...s.stagSpaces, space];
      s.stagsPlaced++;
    }
    const pool = s.chestPool.filter((id) => CHESTS_BY_ID[id]?.kind === icons.chest);
    if (icons.chest && pool.length > 0) {
      const [chest, ...rest] = shuffle(rng, pool);
      s.chests = { ...s.chests, [space]: chest as string };
      s.chestPool = [...rest, ...s.chestPool.filter((id) => CHESTS_BY_ID[id]?.kind !== icons.chest)];
    }
  }
}

/** Repopulate (line 456): each revealed creature-icon space lacking its creature gets one. */
export function repopulate(s: ValheimState): void {
  for (const slot of s.revealed) {
    for (const space of slotSpaces(slot)) {
      const kind = iconsAt(s, space).creature;
      if (kind && !creaturesAt(s, space).some((c) => c.kind === kind)) placeCreature(s, kind, space);
    }
  }
}

/** Spaces creatures may walk: revealed spaces and the house (ruling R26). */
const walkable = (s: ValheimState) => (id: string) => isRevealed(s, id) && !onForsakenTile(s, id);

/** During a raid the Forsaken's tile is shut: nobody enters, its creatures stay (lines 459–461). */
export const onForsakenTile = (s: ValheimState, space: string): boolean =>
  s.raid !== null && slotOf(space) === s.raid.slot;

/** Spaces holding a standing player, creatures' targets. */
const playerSpaces = (s: ValheimState): string[] => [
  ...new Set(s.players.filter(standing).map((p) => p.space)),
];

/**
 * Move one creature up to `steps` spaces along a shortest path toward the nearest of `targets` (ties by
 * space id, then by the adjacency order: ruling R26); it stops on entering a player's space (combat follows).
 */
function stepToward(s: ValheimState, id: number, steps: number, targets: string[]): void {
  const c = s.creatures.find((x) => x.id === id);
  if (!c || targets.length === 0) return;
  const opts = { passable: walkable(s) };
  const goal = nearest(ADJ, c.space, targets, opts)?.ids[0];
  if (goal === undefined) return;
  const path = shortestPath(ADJ, c.space, goal, opts) ?? [c.space];
  const occupied = new Set(playerSpaces(s));
  for (let i = 1; i < path.length && i <= steps; i++) {
    c.space = path[i] as string;
    if (occupied.has(c.space)) break;
  }
}

/** Event movement (line 455): every revealed creature moves toward the nearest standing player. */
export function moveCreatures(s: ValheimState, steps: number): void {
  const targets = playerSpaces(s);
  const movers = s.creatures
    .filter((c) => isRevealed(s, c.space) && !targets.includes(c.space) && !onForsakenTile(s, c.space))
    .map((c) => c.id);
  for (const id of movers) stepToward(s, id, steps, targets);
}

/** Noise (line 221): every creature within 2 spaces of `space` moves 1 space toward it. */
export function noise(s: ValheimState, space: string): void {
  const within = reachableWithin(ADJ, space, 2);
  const movers = s.creatures.filter(
    (c) => Object.hasOwn(within, c.space) && c.space !== space && !onForsakenTile(s, c.space),
  );
  for (const c of movers) stepToward(s, c.id, 1, [space]);
}

export const isHouse = (space: string): boolean => space === HOUSE;
