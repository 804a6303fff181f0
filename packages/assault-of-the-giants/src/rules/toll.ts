/**
 * Tolls for crossing held regions (REF-LIB11, p.20 l.66-72): each region crossed costs 1 Resource card of
 * any type or a wound to the moving giant, chosen region by region. A march's toll argument names one
 * payment per tolled region, in the order the route crosses them, joined by `+` (`food+wound`); `none`
 * when nothing is due. A march moves one giant, and a giant is wounded at most once (a wounded giant
 * would be defeated, not wounded: ruling G17), so at most one payment is a wound.
 */
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

/**
 * Every distinct way to pay the tolls of `regions` (route order): payments to the same recipient are
 * interchangeable, so each recipient's regions take a multiset of payments (a wound first, then card types
 * in sorted order), handed out in route order. Listed recipient by recipient, in route order.
 */
export function tollChoices(
  s: GiantsState,
  unit: Unit,
  regions: readonly string[],
  hand: readonly string[],
  cx: SearchContext,
): string[] {
  const n = regions.length;
  if (n === 0) return [NO_TOLL];
  if (!tollPayable(hand.length, unit, n)) return [];
  const kinds = [WOUND, ...[...new Set(hand)].sort()];
  const left = kinds.map((k) => (k === WOUND ? (unit.wounded ? 0 : 1) : hand.filter((c) => c === k).length));
  // Regions grouped by recipient, groups in order of first crossing.
  const groups: number[][] = [];
  const seen = new Map<number, number[]>();
  regions.forEach((r, i) => {
    const who = tollRecipient(s, r, cx);
    let g = seen.get(who);
    if (!g) {
      g = [];
      seen.set(who, g);
      groups.push(g);
    }
    g.push(i);
  });
  const pays: string[] = new Array(n);
  const out: string[] = [];
  /** Fill group `gi` from its `at`-th region on, with kinds from `from` on (a multiset: never an earlier kind). */
  const fill = (gi: number, at: number, from: number): void => {
    if (gi === groups.length) {
      out.push(pays.join('+'));
      return;
    }
    const g = groups[gi]!;
    if (at === g.length) {
      fill(gi + 1, 0, 0);
      return;
    }
    for (let k = from; k < kinds.length; k++) {
      if (left[k]! === 0) continue;
      left[k]!--;
      pays[g[at]!] = kinds[k]!;
      fill(gi, at + 1, k);
      left[k]!++;
    }
  };
  fill(0, 0, 0);
  return out;
}
