/**
 * Tolls for crossing held regions (REF-LIB11, p.20 l.66-72): each region crossed costs 1 Resource card of
 * any type or a wound to the moving giant, chosen region by region. A march that owes tolls sets out
 * (`flow.toll`, step `toll`) and its player pays them one region at a time, in route order, with
 * `payToll(type | wound)`; the giant arrives after the last. A march moves one giant, and a giant is wounded
 * at most once (a wounded giant would be defeated, not wounded: reading A9), so at most one payment is a
 * wound. A march is offered only when all its tolls can be paid, and then every payment offered keeps the
 * rest payable (a card leaves one card fewer for one toll fewer; the wound, the one wound, does the same).
 */
import type { GiantsState, Seat, Unit } from '../state.js';
import { holder, replaceUnit } from './board.js';
import type { SearchContext } from './context.js';
import { distinctIn, SORTED_TYPES, withAdded, withoutOne } from './lists.js';
import { setPlayer } from './players.js';

/** A toll paid by wounding the moving giant. */
export const WOUND = 'wound';

/** Whether `n` tolls can be paid at all: a card each, but one of them may be the giant's wound. */
export const tollPayable = (handSize: number, unit: Unit, n: number): boolean =>
  n <= handSize + (unit.wounded ? 0 : 1);

/** Who receives a toll paid in `region`: the seat of the race holding it, or -1 (NPC: the discard). */
export const tollRecipient = (s: GiantsState, region: string, cx: SearchContext): number =>
  s.controller[holder(s, region, cx)!] ?? -1;

/** The marching giant of a pending toll, or undefined outside the Toll step. */
export const tollPayer = (s: GiantsState): Unit | undefined => {
  const t = s.flow.toll;
  return s.flow.step === 'toll' && t !== null ? s.units.find((u) => u.id === t.unit) : undefined;
};

/**
 * The payments open for the next toll of `seat`'s pending march: `wound` while the giant is unhurt, then
 * each Resource card type held, once (cards of one type pay alike), in sorted order.
 */
export function tollOptions(s: GiantsState, seat: Seat): string[] {
  const unit = tollPayer(s);
  if (unit === undefined || s.flow.current !== seat) return [];
  const types = distinctIn(s.players[seat]!.resources, SORTED_TYPES);
  return unit.wounded ? types : [WOUND, ...types];
}

/** Whether `pay` (a type held, or `wound` on an unhurt giant) may pay `seat`'s next toll now. */
export function canPayToll(s: GiantsState, seat: Seat, pay: unknown): boolean {
  const unit = tollPayer(s);
  if (unit === undefined || s.flow.current !== seat || typeof pay !== 'string') return false;
  const hand = s.players[seat]!.resources;
  const left = s.flow.toll!.due.length - 1;
  if (pay === WOUND) return !unit.wounded && left <= hand.length;
  return hand.includes(pay as (typeof hand)[number]) && tollPayable(hand.length - 1, unit, left);
}

/**
 * Pay the next toll of the pending march with `pay`: a card to the race holding the region (NPC: to the
 * discard), or the wound to the moving giant. After the last toll the giant arrives and the Move step goes on.
 */
export function payToll(s: GiantsState, seat: Seat, pay: string, cx: SearchContext): void {
  const f = s.flow;
  const pending = f.toll!;
  const region = pending.due[0]!;
  const unit = tollPayer(s)!;
  f.tolled = withAdded(f.tolled, region);
  if (pay === WOUND) replaceUnit(s, unit, { wounded: true });
  else {
    const owner = tollRecipient(s, region, cx);
    setPlayer(s, seat, 'resources', withoutOne(s.players[seat]!.resources, pay));
    if (owner >= 0) setPlayer(s, owner, 'resources', withAdded(s.players[owner]!.resources, pay));
    else s.resourceDiscard = withAdded(s.resourceDiscard, pay);
  }
  if (pending.due.length > 1) {
    f.toll = { unit: pending.unit, to: pending.to, due: pending.due.slice(1) };
    return;
  }
  const moving = pay === WOUND ? s.units.find((u) => u.id === pending.unit)! : unit;
  replaceUnit(s, moving, { region: pending.to });
  f.toll = null;
  f.step = 'move';
}
