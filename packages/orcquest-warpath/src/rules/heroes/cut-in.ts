import type { OrcQuestState } from '../../state.js';
import { cursed } from '../characters/effects.js';
import { INVENTORY, unfresh } from '../characters/gear.js';
import type { SearchContext } from '../context.js';
import { heroSheet, log } from '../world.js';
import { extraApCost } from './hero.js';
import { canEquip } from './loot.js';

/**
 * An extra Action during another Hero's Activation (rulebook line 510, ruling XA1). Between two of their
 * Actions the Active Hero's player calls another Hero in (`callIn`): that Hero buys an extra Action point
 * at once (the team's rising cost, line 513) and becomes the one acting (`G.active`); they use it like any
 * Action point and may buy more (`buyAp`, line 516). When none is left and the Action is over, or the Hero
 * hands back (`resume`), the Active Hero's Activation goes on where it stood. `G.cutIn` keeps what it
 * resumes with.
 */

/** The Active Hero is between two Actions: no movement, owed Attack, Boost or pass-through under way. */
const atRest = (G: OrcQuestState): boolean =>
  G.mp === 0 && G.pending === null && !G.passing && G.boost === null;

/** May the Active Hero (`seat`) call `other` in to act with extra Action points now? */
export function canCallIn(G: OrcQuestState, seat: number, other: number): boolean {
  const h = G.heroes[other];
  return (
    G.phase === 'hero' &&
    !G.result &&
    G.cutIn === null &&
    G.active === seat &&
    other !== seat &&
    !!h &&
    !h.dead &&
    h.pos !== null &&
    h.petrified === 0 &&
    atRest(G) &&
    // The Hero steps in by buying an extra Action point (Cursed: no Badass points spent, line 807).
    G.badass >= extraApCost(G) &&
    !cursed(h)
  );
}

export function callIn(G: OrcQuestState, seat: number, other: number): void {
  G.cutIn = { seat, ap: G.ap, chain: G.chain };
  G.active = other;
  G.badass -= extraApCost(G);
  G.extraAp += 1;
  G.ap = 1;
  G.chain = [];
  const h = G.heroes[other];
  if (h) log(G, `${heroSheet(h).name} steps in for an extra Action`);
}

/** The called-in Hero may hand back at any time, except half-way through another Hero's square. */
export const canResume = (G: OrcQuestState, seat: number): boolean =>
  G.phase === 'hero' && G.cutIn !== null && G.active === seat && !G.passing;

/** Back to the Active Hero, as they stood; what the called-in Hero had left is lost. */
export function resume(cx: SearchContext, G: OrcQuestState): void {
  const c = G.cutIn;
  if (!c) return;
  const calledIn = G.active;
  G.cutIn = null;
  G.active = c.seat;
  G.ap = c.ap;
  G.chain = c.chain;
  G.mp = 0;
  G.pending = null;
  G.boost = null;
  G.passing = false;
  // Cards the called-in Hero found could be equipped at once only within that extra Action (line 456).
  const h = calledIn === null ? undefined : G.heroes[calledIn];
  if (h) unfresh(cx, h);
}

/**
 * After the called-in Hero's move: their Action is over, no Action point is left and no card just found
 * waits to be equipped, or they fell or left the board, so the Active Hero goes on.
 */
export function cutInOver(G: OrcQuestState): boolean {
  if (!G.cutIn || G.result || G.active === null) return false;
  const h = G.heroes[G.active];
  if (!h || h.dead || h.pos === null) return true;
  if (G.ap > 0 || G.mp > 0 || G.pending !== null || G.passing) return false;
  // A card just found may still be equipped at once (line 456): the Hero hands back when done.
  const seat = G.active;
  return !h.inventory.some((item, i) => item.fresh && canEquip(G, seat, INVENTORY + i));
}

/**
 * Moves a called-in Hero may make: Action cards and what they lead to, extra Action points, equipping a card
 * found in this extra Action, handing back.
 */
export const CUT_IN_MOVES: ReadonlySet<string> = new Set([
  'move',
  'attack',
  'special',
  'strike',
  'step',
  'door',
  'stop',
  'exit',
  'equip',
  'buyAp',
  'skill',
  'boost',
  'aim',
  'resume',
]);
