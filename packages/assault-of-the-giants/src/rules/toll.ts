/**
 * Tolls for crossing held regions (REF-LIB11, p.20 l.66-72): each region crossed costs 1 Resource card of
 * any type or a wound to the moving giant, chosen region by region. A march's toll argument names one
 * payment per tolled region, in the order the route crosses them, joined by `+` (`food+wound`); `none`
 * when nothing is due. A march moves one giant, and a giant is wounded at most once (a wounded giant
 * would be defeated, not wounded: reading A9), so at most one payment is a wound.
 */
import { RESOURCE_TYPES } from '../data/resources.js';
import type { GiantsState, Unit } from '../state.js';
import { holder } from './board.js';
import type { SearchContext } from './context.js';

export const NO_TOLL = 'none';
export const WOUND = 'wound';

/**
 * The payments a toll argument names, region by region, when `unit`, holding `hand`, may pay `n` tolls so;
 * else null. Any string a client sends is answered, never thrown on.
 */
export function tollPayments(hand: readonly string[], unit: Unit, n: number, toll: string): string[] | null {
  if (n === 0) return toll === NO_TOLL ? [] : null;
  const pays = toll.split('+');
  if (pays.length !== n) return null;
  let wounds = 0;
  let left: string[] | null = null; // the hand, copied only when a card is paid
  for (const pay of pays) {
    if (pay === WOUND) {
      if (unit.wounded || ++wounds > 1) return null;
      continue;
    }
    left ??= [...hand];
    const i = left.indexOf(pay);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return pays;
}

/** Whether `n` tolls can be paid at all: a card each, but one of them may be the giant's wound. */
export const tollPayable = (handSize: number, unit: Unit, n: number): boolean =>
  n <= handSize + (unit.wounded ? 0 : 1);

/** Who receives a toll paid in `region`: the seat of the race holding it, or -1 (NPC: the discard). */
export const tollRecipient = (s: GiantsState, region: string, cx: SearchContext): number =>
  s.controller[holder(s, region, cx)!] ?? -1;

/** Payment kinds by index: the wound, then the Resource card types in sorted order. */
const KINDS: readonly string[] = [WOUND, ...[...RESOURCE_TYPES].sort()];
const KIND_AT: ReadonlyMap<string, number> = new Map(KINDS.map((k, i) => [k, i]));

/** Each tolled region's recipient group, groups numbered in the order they are first crossed. */
export function tollGroups(s: GiantsState, regions: readonly string[], cx: SearchContext): Int8Array {
  const who: number[] = [];
  const group = new Int8Array(regions.length);
  for (let i = 0; i < regions.length; i++) {
    const r = tollRecipient(s, regions[i]!, cx);
    let g = who.indexOf(r);
    if (g < 0) g = who.push(r) - 1;
    group[i] = g;
  }
  return group;
}

/** What `unit`, holding `hand`, can pay with, by kind index (`KINDS`): 1 wound if healthy, then card counts. */
export function heldKinds(hand: readonly string[], unit: Unit): Int8Array {
  const left = new Int8Array(KINDS.length);
  left[0] = unit.wounded ? 0 : 1;
  for (let i = 0; i < hand.length; i++) left[KIND_AT.get(hand[i]!)!]!++;
  return left;
}

/**
 * A number naming the payments `choicesFor(group, left)` lists (so a search may keep them): the groups and
 * the held kinds, counts capped at the number of tolls (more cards of a type change nothing). -1 when the
 * tolls are too many to encode (more than 7).
 */
export function choiceKey(group: Int8Array, left: Int8Array): number {
  const n = group.length;
  if (n > 7) return -1;
  let key = n;
  for (let i = 0; i < n; i++) key = key * 8 + group[i]!;
  for (let k = 0; k < left.length; k++) key = key * 8 + Math.min(left[k]!, n);
  return key;
}

/**
 * Every distinct way to pay tolls whose regions have these recipient `group`s, from the `left` kinds
 * (route order): payments to the same recipient are interchangeable, so each group's regions take a
 * multiset of payments (a wound first, then card types in sorted order), handed out in route order.
 * Listed group by group. `left` is restored before the return.
 */
export function choicesFor(group: Int8Array, left: Int8Array): string[] {
  const n = group.length;
  let groups = 0;
  for (let i = 0; i < n; i++) if (group[i]! >= groups) groups = group[i]! + 1;
  const order: number[] = [];
  for (let g = 0; g < groups; g++) for (let i = 0; i < n; i++) if (group[i] === g) order.push(i);
  const pays: string[] = new Array(n);
  const out: string[] = [];
  // Within a group, kinds never go down (a multiset); a new group starts from the wound again.
  const fill = (j: number, from: number): void => {
    if (j === n) {
      out.push(pays.join('+'));
      return;
    }
    const at = order[j]!;
    const start = j > 0 && group[order[j - 1]!] === group[at] ? from : 0;
    for (let k = start; k < KINDS.length; k++) {
      if (left[k] === 0) continue;
      left[k]!--;
      pays[at] = KINDS[k]!;
      fill(j + 1, k);
      left[k]!++;
    }
  };
  fill(0, 0);
  return out;
}

/** Every distinct way to pay the tolls of `regions` (route order) for `unit` holding `hand` (`choicesFor`). */
export function tollChoices(
  s: GiantsState,
  unit: Unit,
  regions: readonly string[],
  hand: readonly string[],
  cx: SearchContext,
): string[] {
  if (regions.length === 0) return [NO_TOLL];
  if (!tollPayable(hand.length, unit, regions.length)) return [];
  return choicesFor(tollGroups(s, regions, cx), heldKinds(hand, unit));
}
