import type { AiMove } from '@skald/core';
import type { WolvesView } from '@skald/wolves-of-odin';
import type { PathOf, Target } from '../picks.js';

/** A kind of card in the viewer's hand (cards of one kind are alike to the rules). */
export const cardTarget = (kind: string): Target => `card:${kind}`;
/** Where a unit can join a line: its left or right end (an empty line: its right end). */
export const endTarget = (seat: number, side: string): Target => `end:${seat}:${side}`;
/** A unit in a line, by its position. */
export const unitTarget = (seat: number, i: number): Target => `unit:${seat}:${i}`;
/** A Deity in the Hall. */
export const hallTarget = (id: string): Target => `hall:${id}`;
/** A summoned Deity, whoever holds it. */
export const deityTarget = (id: string): Target => `deity:${id}`;
/** A Deity in the Deity discard pile. */
export const goneTarget = (id: string): Target => `gone:${id}`;
/** A kind of card in the People discard pile (Hel's take). */
export const pileTarget = (kind: string): Target => `pile:${kind}`;
/** A revealed Victory card. */
export const victoryTarget = (id: string): Target => `victory:${id}`;
/** A control on the table: pass, end turn, done, decline, a reaction… */
export const controlTarget = (name: string): Target => `ctl:${name}`;

/** Moves made by touching the Deity whose power they use; its options (payment, side, targets) in the chooser. */
const POWERS = new Set(['thor', 'fenrir', 'hel', 'tyr', 'heimdall', 'jormungandr']);

/**
 * Wolves of Odin's moves as touches, for the seat `me` on view `G` (read from the game's own legal moves,
 * never judged here): a unit is placed by its card in hand, then the end of the line it joins; a unit is
 * sacrificed by touching it, then Sacrifice; a decision's target is the unit, card, Deity or Victory card
 * it names; a Deity's power starts on that Deity (its payment or option in the chooser); passing, ending
 * the turn, Done, Decline and the reactions are controls on the table.
 */
export function wolvesPathOf(G: WolvesView, me: number): PathOf {
  const deciding = G.flow.pending[0]?.kind;
  return (m: AiMove) => {
    const a = m.args ?? [];
    switch (m.move) {
      case 'place':
      case 'vidarPlace':
        return [cardTarget(String(a[0])), endTarget(Number(a[1]), String(a[2]))];
      case 'plague':
      case 'outflank':
        return [cardTarget(m.move)];
      case 'sacrifice':
        return [unitTarget(me, Number(a[0])), controlTarget('sacrifice')];
      case 'thrall':
      case 'vidarTake':
        return [unitTarget(me, Number(a[0]))];
      case 'target':
        return [unitTarget(Number(a[0]), Number(a[1]))];
      case 'pick':
        return [deciding === 'helTake' ? pileTarget(String(a[0])) : cardTarget(String(a[0]))];
      case 'summon':
        return [hallTarget(String(a[0]))];
      case 'odin': {
        // Odin may discard itself: that ends on Odin (a second touch on it would take it back).
        const target = String(a[2]);
        if (target === 'odin') return [deityTarget('odin')];
        return [deityTarget('odin'), a[1] === 'return' ? goneTarget(target) : deityTarget(target)];
      }
      case 'fafnir': {
        // Fafnir takes a Deity another player holds, or one from the Hall.
        const target = String(a[1]);
        return [deityTarget('fafnir'), G.hall.includes(target) ? hallTarget(target) : deityTarget(target)];
      }
      case 'baldrSummon':
        return [deityTarget('baldr'), goneTarget(String(a[1]))];
      case 'baldrReturn':
        return [deityTarget('baldr')];
      case 'victory':
        return [victoryTarget(String(a[0]))];
      case 'keep':
        return [controlTarget(`keep:${a[0]}`)];
      case 'react':
        return [controlTarget(`react:${a[0]}`)];
      case 'pass':
      case 'drawDiscard':
      case 'endTurn':
      case 'done':
      case 'decline':
      case 'accept':
        return [controlTarget(m.move)];
      default:
        return POWERS.has(m.move) ? [deityTarget(m.move)] : [];
    }
  };
}
