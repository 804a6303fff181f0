import type { AiMove } from '@skald/core';
import { EQUIPMENT_BY_ID } from '../data/equipment.js';
import type { SpaceIcons } from '../data/map.js';
import type { Resource } from '../data/resources.js';

/**
 * A cost read once (`legal.ts`): its entries (`canPay` over the cost's own keys, not all 8 resources) and a
 * bit per resource it needs at least one of, so a stash lacking one is turned down with one bit test.
 */
export interface ReadCost {
  entries: readonly (readonly [Resource, number])[];
  needs: number;
}

/**
 * The spaces creatures may walk now (revealed, not raided) and the distances over them (`map.ts`): `open`
 * has a 1 per walkable space number; `from(space)` the breadth-first steps from a space over the open ones,
 * each table made when first asked.
 */
export interface Walkable {
  open: readonly number[];
  from: (space: number) => readonly number[];
}

/** A distinct card of the supply with its cost read once and its craft move (`legal.ts`). */
export interface Craftable {
  id: string;
  cost: ReadCost;
  move: AiMove;
}

/**
 * A search context (`RulesDefinition.context`; core's rules table wraps it with the last legal list it handed
 * out): what one search reuses from call to call. A bot makes one per search and passes it back into every
 * call, so two searches never share one; a call without one works on a fresh one, which is the plain
 * reference (test/context.test.ts compares the two). Every memo here is checked against the identity of what
 * it was built from: states and their lists are replaced, never edited.
 */
export interface SearchContext {
  /** The icons by space number (`map.ts`, `iconTable`) for the last revealed list and tile deal read. */
  icons: readonly SpaceIcons[];
  /** The revealed list `icons` was read for (null: none yet). */
  iconsRevealed: readonly string[] | null;
  /** The tile deal (`G.tiles`) `icons` was read for (null: none yet). */
  iconsTiles: Readonly<Record<string, string>> | null;
  /** The last supply list the house actions read, and its distinct craftable cards (`legal.ts`). */
  supplySeen: readonly string[] | null;
  /** The distinct craftable cards of `supplySeen`. */
  supplyCards: readonly Craftable[];
  /**
   * The walkable spaces and their distance tables for the last revealed list and raided slot an event's
   * creature walk read (`map.ts`, `walkableNow`): they change only when a tile flips or a raid comes or goes.
   */
  walkRevealed: readonly string[] | null;
  /** The raided slot `walkable` was built for. */
  walkRaided: string | undefined;
  /** The walkable spaces and distances built for `walkRevealed` and `walkRaided`. */
  walkable: Walkable | null;
  /** Scratch for reading a supply: per card number, the pass that last took it (first copies only). */
  cardPass: Int32Array;
  /** The number of the last supply read (`cardPass` marks). */
  pass: number;
}

/** How many equipment cards have a number (`legal.ts` numbers them in `EQUIPMENT_BY_ID`'s key order). */
const CARD_COUNT = Object.keys(EQUIPMENT_BY_ID).length;

/** A fresh search context: nothing remembered yet. */
export function newContext(): SearchContext {
  return {
    icons: [],
    iconsRevealed: null,
    iconsTiles: null,
    supplySeen: null,
    supplyCards: [],
    walkRevealed: null,
    walkRaided: undefined,
    walkable: null,
    cardPass: new Int32Array(CARD_COUNT),
    pass: 0,
  };
}
