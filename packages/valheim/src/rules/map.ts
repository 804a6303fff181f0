import { type Adjacency, type Rng, reachableWithin, shortestPath, shuffle } from '@skald/core';
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
import type { Creature, ValheimState } from '../state.js';
import type { SearchContext, Walkable } from './context.js';
import { award, DEEDS } from './upgrades.js';
import { log, logging, movedTo, replaceCreature, standing } from './util.js';

/** One map for every scenario: the ring of scenario 1 plus the island slot (empty where no island). */
export const LAYOUT: Layout = ringLayout(SCENARIO_1.slots, ISLAND_SLOTS);
export const ADJ: Adjacency = LAYOUT.adjacency;

/**
 * A space's icons as the rules read them: every key present (undefined where the tile prints nothing), so
 * all icon objects share one shape and the legal list's reads of `hazard`, `resource`… stay monomorphic
 * (the tiles' own objects have a shape per combination of icons).
 */
const readIcons = (i: SpaceIcons): SpaceIcons =>
  Object.freeze({
    resource: i.resource,
    creature: i.creature,
    chest: i.chest,
    altar: i.altar,
    hazard: i.hazard,
    haldor: i.haldor,
  }) as SpaceIcons;
const NO_ICONS: SpaceIcons = readIcons({});
/** Each tile's spaces' icons (`readIcons`), by tile id, in the tile's position order. */
const TILE_ICONS: ReadonlyMap<string, readonly SpaceIcons[]> = new Map(
  Object.entries(TILES_BY_ID).map(([id, tile]) => [id, tile.spaces.map(readIcons)]),
);

/** Every space of the map, in key order, and its number (static per-map tables index by it). */
export const SPACES: readonly string[] = Object.keys(ADJ);
export const SPACE_INDEX: ReadonlyMap<string, number> = new Map(SPACES.map((id, i) => [id, i]));

/** Each space's slot and its position on the slot's tile, by space number (`null` slot: the house). */
const SLOT_AT: readonly (string | null)[] = SPACES.map(slotOf);
const POSITION_AT: readonly number[] = SPACES.map((id, i) => {
  const slot = SLOT_AT[i];
  return slot === null || slot === undefined ? -1 : slotSpaces(slot).indexOf(id);
});

/** The icons printed on a space by its number (`SPACE_INDEX`): nothing for the house or a face-down tile's space. */
function iconsAtIndex(s: ValheimState, at: number): SpaceIcons {
  const slot = SLOT_AT[at];
  if (slot === null || slot === undefined || !s.revealed.includes(slot)) return NO_ICONS;
  return TILE_ICONS.get(s.tiles[slot] as string)?.[POSITION_AT[at] as number] ?? NO_ICONS;
}

/**
 * The icons printed on a space (nothing for the house or a face-down tile's space); with a search context,
 * read off its icon table (`iconTable`, the same icons, kept up to date per flipped tile).
 */
export function iconsAt(s: ValheimState, space: string, cx?: SearchContext): SpaceIcons {
  const at = SPACE_INDEX.get(space);
  if (at === undefined) return NO_ICONS;
  return cx ? (iconTable(s, cx)[at] as SpaceIcons) : iconsAtIndex(s, at);
}

/**
 * The icons of every space by number, remembered in the search context for the last revealed list and tile
 * deal asked about (both are replaced, never edited): the legal list reads a few spaces' icons every step.
 */
export function iconTable(s: ValheimState, cx: SearchContext): readonly SpaceIcons[] {
  const revealed = s.revealed;
  if (cx.iconsRevealed === revealed && cx.iconsTiles === s.tiles) return cx.icons;
  const seen = cx.iconsTiles === s.tiles ? cx.iconsRevealed : null;
  if (seen !== null && revealed.length === seen.length + 1 && startsWith(revealed, seen)) {
    // One tile flipped since (a revealed list only ever grows by one slot at the end): the table read
    // before, with that slot's spaces read anew.
    const next = cx.icons.slice();
    const spaces = SLOT_SPACE_AT.get(revealed[seen.length] as string) ?? [];
    for (let i = 0; i < spaces.length; i++) next[spaces[i]!] = iconsAtIndex(s, spaces[i]!);
    cx.icons = next;
  } else cx.icons = SPACES.map((_, at) => iconsAtIndex(s, at));
  cx.iconsRevealed = revealed;
  cx.iconsTiles = s.tiles;
  return cx.icons;
}

/** The space numbers of each slot on the map (`iconTable` reads a flipped slot's spaces anew). */
const SLOT_SPACE_AT: ReadonlyMap<string, readonly number[]> = (() => {
  const out = new Map<string, number[]>();
  SLOT_AT.forEach((slot, at) => {
    if (slot === null || slot === undefined) return;
    const list = out.get(slot) ?? [];
    list.push(at);
    out.set(slot, list);
  });
  return out;
})();

/** Does `list` begin with every item of `head`, in order? */
function startsWith(list: readonly string[], head: readonly string[]): boolean {
  for (let i = 0; i < head.length; i++) if (list[i] !== head[i]) return false;
  return true;
}

/** Does a space of `slot`'s tile show an altar? (`iconsAt(…).altar` of its spaces, the slot face up.) */
export function altarOn(s: ValheimState, slot: string): boolean {
  const tile = TILE_ICONS.get(s.tiles[slot] as string);
  if (!tile) return false;
  const spaces = slotSpaces(slot);
  for (let k = 0; k < spaces.length; k++) if (tile[k]?.altar && SPACE_INDEX.has(spaces[k]!)) return true;
  return false;
}

export const isRevealed = (s: ValheimState, space: string): boolean => {
  const slot = slotOf(space);
  return slot === null || s.revealed.includes(slot);
};

export const creaturesAt = (s: ValheimState, space: string) => s.creatures.filter((c) => c.space === space);

/** Is any creature on `space`? (`creaturesAt(…).length > 0` without building the list.) */
export function hasCreatureAt(s: ValheimState, space: string): boolean {
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) if ((list[i] as Creature).space === space) return true;
  return false;
}

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
  // The list is shared by states: replaced, never pushed to.
  s.creatures = [...s.creatures, { id: s.nextCreatureId++, kind: chosen, space, damage: 0, hurtBy: [] }];
  return true;
}

/** How a log names a tile's place around the house. */
const SLOT_WORDS: Readonly<Record<string, string>> = {
  N: 'north',
  E: 'east',
  S: 'south',
  W: 'west',
  X: 'island',
};

/** Flip a tile face up and place what it shows: creatures, stag tokens (scenario), chests (line 214). */
export function revealTile(s: ValheimState, slot: string, rng: Rng, seat: number | null = null): void {
  if (s.revealed.includes(slot)) return;
  s.revealed = [...s.revealed, slot];
  if (seat !== null) award(s, seat, DEEDS.reveal);
  // The tile's own words ("Meadows: boulders, an old chest…"), never its id.
  if (logging(s))
    log(
      s,
      `Revealed the ${SLOT_WORDS[slot] ?? slot} tile. ${TILES_BY_ID[s.tiles[slot] ?? '']?.text ?? ''}`.trim(),
    );
  // The tile's spaces read off the tile once (`iconsAt` of each space, now that its slot is face up).
  const tile = TILE_ICONS.get(s.tiles[slot] as string);
  const spaces = slotSpaces(slot);
  const o = SCENARIOS[s.scenario].objective;
  for (let k = 0; k < spaces.length; k++) {
    const space = spaces[k]!;
    const icons = (SPACE_INDEX.has(space) ? tile?.[k] : undefined) ?? NO_ICONS;
    if (icons.creature) placeCreature(s, icons.creature, space);
    if (o.kind === 'tokens' && icons.resource === o.on && s.stagsPlaced < o.count) {
      s.stagSpaces = [...s.stagSpaces, space];
      s.stagsPlaced++;
    }
    if (!icons.chest) continue;
    const pool = s.chestPool.filter((id) => CHESTS_BY_ID[id]?.kind === icons.chest);
    if (pool.length > 0) {
      const shuffled = shuffle(rng, pool);
      s.chests = { ...s.chests, [space]: shuffled[0] as string };
      s.chestPool = [
        ...shuffled.slice(1),
        ...s.chestPool.filter((id) => CHESTS_BY_ID[id]?.kind !== icons.chest),
      ];
    }
  }
}

/** Repopulate (line 456): each revealed creature-icon space lacking its creature gets one. */
export function repopulate(s: ValheimState): void {
  // The face-up creature icons, in revealed-slot then position order.
  const revealed = s.revealed;
  for (let i = 0; i < revealed.length; i++) {
    const slot = revealed[i]!;
    const tile = TILE_ICONS.get(s.tiles[slot] as string);
    if (!tile) continue;
    const spaces = slotSpaces(slot);
    for (let k = 0; k < spaces.length; k++) {
      const space = spaces[k]!;
      const kind = tile[k]?.creature;
      if (!kind || !SPACE_INDEX.has(space)) continue;
      if (!s.creatures.some((c) => c.space === space && c.kind === kind)) placeCreature(s, kind, space);
    }
  }
}

/** Spaces creatures may walk: revealed spaces and the house (ruling R26). */
export const walkable = (s: ValheimState) => (id: string) => isRevealed(s, id) && !onForsakenTile(s, id);

/** During a raid the Forsaken's tile is shut: nobody enters, its creatures stay (lines 459–461). */
export const onForsakenTile = (s: ValheimState, space: string): boolean =>
  s.raid !== null && slotOf(space) === s.raid.slot;

/** Spaces holding a standing player, creatures' targets. */
function playerSpaces(s: ValheimState): string[] {
  // Once each, in seat order (what `[...new Set(…)]` gives, without the set).
  const out: string[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (standing(p) && !out.includes(p.space)) out.push(p.space);
  }
  return out;
}

/**
 * Where a creature at `from` may end moving `steps` spaces toward the nearest of `targets` (line 455): the
 * spaces `min(steps, distance)` along some shortest path over the walkable spaces to some nearest target,
 * in the map's key order. Empty when no target is reachable; one space when nothing ties (the common case);
 * two or more when equal targets or equal paths lead to different spaces, which the active player picks
 * (ruling R26). Paths differing only on the way land on the same space, so they are no choice at all.
 * Computed from breadth-first distance tables over the walkable spaces (`w`: one per creature walk, shared
 * by its creatures). The map is symmetric (data.test.ts), so the distances back from a goal are the distances
 * out from it.
 */
export function landings(
  s: ValheimState,
  from: string,
  steps: number,
  targets: readonly string[],
  w: Walkable = walkableNow(s),
): readonly string[] {
  const start = SPACE_INDEX.get(from);
  if (start === undefined) return [];
  const out = w.from(start);
  // Space numbers of the targets on the map, and the least distance to one (UNREACHED: none reachable).
  let best = UNREACHED;
  for (let i = 0; i < targets.length; i++) {
    const at = SPACE_INDEX.get(targets[i]!);
    if (at !== undefined && (out[at] as number) < best) best = out[at] as number;
  }
  if (best === UNREACHED) return [];
  if (best === 0 || steps <= 0) return [from];
  const backs: (readonly number[])[] = [];
  for (let i = 0; i < targets.length; i++) {
    const at = SPACE_INDEX.get(targets[i]!);
    if (at !== undefined && out[at] === best) backs.push(w.from(at));
  }
  const toGoal = (id: number): number => {
    let d = UNREACHED;
    for (let i = 0; i < backs.length; i++) if ((backs[i]![id] as number) < d) d = backs[i]![id] as number;
    return d;
  };
  const last = Math.min(steps, best);
  let layer: number[] = [start];
  for (let i = 1; i <= last; i++) {
    const next: number[] = [];
    for (let k = 0; k < layer.length; k++) {
      const around = NEIGHBOURS[layer[k]!]!;
      for (let j = 0; j < around.length; j++) {
        const id = around[j]!;
        // On a shortest way: one step nearer a nearest goal; a space passed through must be walkable.
        if (toGoal(id) !== best - i || (i < best && w.open[id] !== 1) || next.includes(id)) continue;
        next.push(id);
      }
    }
    layer = next;
  }
  // In the map's key order (space numbers follow it).
  if (layer.length > 1) layer.sort((x, y) => x - y);
  return layer.map((i) => SPACES[i] as string);
}

/** Each space's neighbours by space number, in the adjacency's order: built once for the map. */
const NEIGHBOURS: readonly (readonly number[])[] = SPACES.map((id) =>
  (ADJ[id] ?? []).map((n) => SPACE_INDEX.get(n) as number),
);
/**
 * The spaces a carry may reach from `from` (power of Odin, `odin.ts`): what
 * `reachableWithin(ADJ, from, 2, { passable: face up and free of creatures })` reaches, in its order — breadth
 * first, neighbours in adjacency order; a space that is not passable is reached but not left — read off the
 * map's neighbour numbers. `undefined` for a space not on the map (the caller then asks core's search).
 * routes.test.ts compares the two.
 */
export function carryReach(s: ValheimState, from: string): string[] | undefined {
  const start = SPACE_INDEX.get(from);
  if (start === undefined) return undefined;
  const queue = [start];
  const dist = [0];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    if (dist[i]! >= 2) continue;
    if (at !== start) {
      const slot = SLOT_AT[at];
      const space = SPACES[at] as string;
      if ((slot !== null && slot !== undefined && !s.revealed.includes(slot)) || hasCreatureAt(s, space))
        continue;
    }
    const around = NEIGHBOURS[at]!;
    for (let k = 0; k < around.length; k++) {
      const n = around[k]!;
      if (queue.includes(n)) continue;
      queue.push(n);
      dist.push(dist[i]! + 1);
    }
  }
  return queue.map((at) => SPACES[at] as string);
}

/** A distance no walk reaches. */
const UNREACHED = 0x7fffffff;

/**
 * Breadth-first steps from `start` to every space by number (UNREACHED where none lead), leaving only from
 * `open` spaces (or the start): what `reachableWithin` gives with `open` as passable.
 */
function stepsFrom(start: number, open: readonly number[]): readonly number[] {
  const steps = SPACES.map(() => UNREACHED);
  steps[start] = 0;
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const at = queue[k] as number;
    if (at !== start && open[at] !== 1) continue;
    const around = NEIGHBOURS[at] as readonly number[];
    for (let i = 0; i < around.length; i++) {
      const n = around[i] as number;
      if (steps[n] === UNREACHED) {
        steps[n] = (steps[at] as number) + 1;
        queue.push(n);
      }
    }
  }
  return steps;
}

/** Steps between every two spaces over the whole map, by space number: found at load (16 searches). */
const STEPS: readonly (readonly number[])[] = SPACES.map((_, at) =>
  stepsFrom(
    at,
    SPACES.map(() => 1),
  ),
);

/**
 * The path core's `shortestPath(ADJ, from, to)` finds (every space passable): from each space the first
 * neighbour in adjacency order one step nearer `to`, read off the distance tables (routes.test.ts compares
 * every pair). `undefined` when `to` cannot be reached.
 */
export function pathOnMap(from: string, to: string): readonly string[] | undefined {
  const start = SPACE_INDEX.get(from);
  const goal = SPACE_INDEX.get(to);
  if (start === undefined || goal === undefined) return shortestPath(ADJ, from, to);
  // The map is symmetric: the steps from the goal are the steps to it.
  const toGoal = STEPS[goal] as readonly number[];
  if (toGoal[start] === UNREACHED) return undefined;
  const path = [from];
  for (let at = start; at !== goal; ) {
    const nearer = (toGoal[at] as number) - 1;
    const around = NEIGHBOURS[at] as readonly number[];
    let k = 0;
    while (toGoal[around[k] as number] !== nearer) k++;
    at = around[k] as number;
    path.push(SPACES[at] as string);
  }
  return path;
}

/**
 * The spaces creatures may walk now (revealed, not raided: creatures walking never change them), and the
 * distances over them, each table made when first asked: one walk's creatures share them. With a search
 * context, the last ones made are reused while the revealed list and the raided slot stay the same (both
 * are all they are made from); without one (the plain reference), they are made for the walk.
 */
function walkableNow(s: ValheimState, cx?: SearchContext): Walkable {
  const raided = s.raid?.slot;
  if (cx?.walkable && cx.walkRevealed === s.revealed && cx.walkRaided === raided) return cx.walkable;
  const open = SLOT_AT.map((slot) =>
    slot === null || (slot !== raided && s.revealed.includes(slot)) ? 1 : 0,
  );
  const tables: (readonly number[] | undefined)[] = [];
  const w: Walkable = { open, from: (start) => (tables[start] ??= stepsFrom(start, open)) };
  if (cx) {
    cx.walkable = w;
    cx.walkRevealed = s.revealed;
    cx.walkRaided = raided;
  }
  return w;
}

/** Event movement (line 455): every revealed creature moves toward the nearest standing player. */
export function moveCreatures(s: ValheimState, steps: number, cx?: SearchContext): void {
  const targets = playerSpaces(s);
  const movers = s.creatures
    .filter((c) => isRevealed(s, c.space) && !targets.includes(c.space) && !onForsakenTile(s, c.space))
    .map((c) => c.id);
  walkCreatures(s, movers, steps, targets, cx);
}

/**
 * Move creatures one after another (they never block each other, so the order changes nothing); where a
 * creature's landing ties, stop and wait for the active player to choose (`steer`), the rest queued.
 */
function walkCreatures(
  s: ValheimState,
  queue: readonly number[],
  steps: number,
  targets: string[],
  cx?: SearchContext,
): void {
  // The moved creatures go into one copy of the list, put in place once (not a new list per creature).
  const list = s.creatures;
  let next: Creature[] | null = null;
  let w: Walkable | null = null;
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] as number;
    let at = 0;
    while (at < list.length && (list[at] as Creature).id !== id) at++;
    const c = list[at];
    if (!c) continue;
    w ??= walkableNow(s, cx);
    const options = landings(s, c.space, steps, targets, w);
    if (options.length > 1) {
      if (next) s.creatures = next;
      s.steering = { creature: id, options: [...options], queue: queue.slice(i + 1), steps, targets };
      return;
    }
    if (options[0] !== undefined) {
      next ??= list.slice();
      next[at] = movedTo(c, options[0]);
    }
  }
  if (next) s.creatures = next;
}

/** The active player decides where a creature with equally short ways goes (line 455, ruling R26). */
export const canSteer = (s: ValheimState, seat: number, space: unknown): boolean =>
  s.steering !== null && s.turn === seat && typeof space === 'string' && s.steering.options.includes(space);

/** The tied creature lands on `space`; the creatures queued behind it move on. */
export function steer(s: ValheimState, space: string): void {
  const t = s.steering as NonNullable<ValheimState['steering']>;
  s.steering = null;
  const c = s.creatures.find((x) => x.id === t.creature);
  if (c) replaceCreature(s, movedTo(c, space));
  walkCreatures(s, t.queue, t.steps, t.targets);
}

/** The spaces within 2 of each space, all spaces counted (noise ignores what lies between): fixed per map. */
const WITHIN_2: ReadonlyMap<string, Readonly<Record<string, number>>> = new Map(
  SPACES.map((id) => [id, reachableWithin(ADJ, id, 2)]),
);
const within2 = (space: string): Readonly<Record<string, number>> =>
  WITHIN_2.get(space) ?? reachableWithin(ADJ, space, 2);

/** Noise (line 221): every creature within 2 spaces of `space` moves 1 space toward it. */
export function noise(s: ValheimState, space: string, cx?: SearchContext): void {
  const within = within2(space);
  const movers = s.creatures.filter(
    (c) => Object.hasOwn(within, c.space) && c.space !== space && !onForsakenTile(s, c.space),
  );
  walkCreatures(
    s,
    movers.map((c) => c.id),
    1,
    [space],
    cx,
  );
}

export const isHouse = (space: string): boolean => space === HOUSE;
