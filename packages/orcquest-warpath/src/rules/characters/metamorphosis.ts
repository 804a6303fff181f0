import type { HeroState, OrcQuestState } from '../../state.js';
import { heroSheet, log, logging } from '../world.js';

/**
 * Metamorphosis (line 856, ruling M1) on a Hero: a Chicken until the end of the next Activation, which it
 * loses. Transformed during their own Activation (a Boss's Reaction to their Attack), the Hero finishes
 * this one (the text takes only the next) and loses the one of the next Hero Phase. A Chicken uses no
 * Reaction card. Not a Boss, not Massive: no Hero is either. Returns whether it took.
 */
export function metamorphose(G: OrcQuestState, h: HeroState): boolean {
  if (h.dead || !h.pos || h.chicken > 0) return false;
  const seat = G.heroes.indexOf(h);
  const thisPhaseDone = G.phase === 'hero' && (h.activated || G.active === seat);
  h.chicken = thisPhaseDone ? 2 : 1;
  if (logging(G)) log(G, `${heroSheet(h).name} is turned into a Chicken`);
  return true;
}

/**
 * A Hero Phase ends (rules/heroes/activation.ts `skipPetrified`): a Chicken's lost Activation is over, or
 * comes next.
 */
export function passChickenPhase(G: OrcQuestState, h: HeroState): void {
  h.chicken -= 1;
  if (h.chicken === 0) log(G, `${heroSheet(h).name} lost the Activation as a Chicken and is an Orc again`);
}
