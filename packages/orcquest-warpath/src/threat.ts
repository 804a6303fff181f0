import { alertColour } from './data/alert.js';
import type { DieColour } from './data/types.js';
import type { Nav } from './rules/board/nav.js';
import { enemySheet } from './rules/world.js';
import type { HeroState, OrcQuestState } from './state.js';
import { dangerOf, hpLeft, indexOfPos } from './tactics.js';

/**
 * A bot's guess of the damage an Attack die does to a Hero, by colour: a tuning weight of the heuristic,
 * not game data (the real odds depend on the Hero's Health colour and the Badass die).
 */
const HIT: Readonly<Record<DieColour, number>> = { white: 0.6, grey: 1, black: 1.4 };

/** An Enemy not yet alerted may still see the Hero and come: its threat counts this much. */
const UNALERTED = 0.5;

/**
 * The damage a Hero may take before its next Activation, roughly: every Enemy that could reach it on
 * its next Activation (its Movement plus its Attack's Range, in straight squares) and would attack at the
 * Alert colour (a Peasant flees on yellow, line 637), by its Attack dice; plus half the 2 automatic damage
 * per Enemy whose Danger Zone the Hero stands in (line 270), to be paid on leaving unless that Enemy dies
 * first. Cheap: no path search, walls ignored.
 */
export function threatOn(G: OrcQuestState, nav: Nav, h: HeroState): number {
  const at = indexOfPos(nav, h.pos);
  if (at === undefined || h.dead) return 0;
  const hx = at % nav.width;
  const hy = (at - hx) / nav.width;
  const colour = alertColour(G.alert);
  let threat = 0;
  for (const e of G.enemies) {
    const sheet = enemySheet(e);
    if (sheet.behaviour[colour] === 'flee') continue;
    const i = indexOfPos(nav, e.pos);
    if (i === undefined) continue;
    const x = i % nav.width;
    const y = (i - x) / nav.width;
    const gap = Math.abs(x - hx) + Math.abs(y - hy);
    let best = 0;
    for (const a of sheet.attacks) {
      const reach = sheet.move + (a.range ? a.range[1] : 1);
      if (gap > reach) continue;
      best = Math.max(
        best,
        a.dice.reduce((sum, d) => sum + HIT[d], 0),
      );
    }
    threat += e.alerted ? best : best * UNALERTED;
  }
  return threat + dangerOf(G, nav, at).here.length;
}

/**
 * How much the threat weighs against Health. Fitted on states of seeded policy games valued by 24 full
 * policy rollouts each (two sets of ~550 states, 1 and 2 Heroes): rank correlation with the rollouts'
 * win share 0.28 / 0.32 without the threat, 0.46 / 0.44 at weight 1, 0.51 / 0.48 at weight 2.
 */
const THREAT_WEIGHT = 2;

/** A Hero's Health left after the threat on them, never below zero. */
export const healthAfterThreat = (G: OrcQuestState, nav: Nav, h: HeroState): number =>
  Math.max(0, hpLeft(h) - THREAT_WEIGHT * threatOn(G, nav, h));
