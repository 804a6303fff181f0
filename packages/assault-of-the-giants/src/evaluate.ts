/**
 * `RulesCore.evaluate`: each seat's estimated chance to win an unfinished game, for bots that cut their
 * playouts short. A seat's strength is its Ordning Points plus what its position is worth in points still
 * to be won: its army (Ordning Values: the giants that fight for more), its Small Folk Regions (Plunder,
 * events, the regions tie-break), its Resource cards (runes pay for events; most cards breaks ties) and
 * its Spell cards (counted, never read: which spells a seat holds is hidden), its story tokens on an
 * unfinished goal (public) and its permanent effects (claimed events, public).
 * The position counts in proportion to the points left in the pools. Strengths become chances by a
 * softmax whose temperature falls as the pools empty: early leads are uncertain, late ones nearly sure.
 * Reads only what the state holds (Ordning Points included: every award is public as it happens).
 */
import { REGION_BY_ID } from './data/board.js';
import { TUNING } from './data/setup.js';
import { STORY_GOALS } from './data/story.js';
import { UNITS } from './data/units.js';
import { permanentEffects } from './rules/effects.js';
import type { GiantsState } from './state.js';

/** Bot heuristics, not rules: points a feature is worth with the whole game still to play. */
export const EVALUATION = {
  /** Per Ordning Value point of a giant on the board. */
  army: 0.3,
  /** Per Small Folk Region held. */
  smallFolk: 1,
  /** Per Resource card in hand. */
  resource: 0.5,
  /** Per Spell card in hand (a battle spell is 2 hits or blocks). */
  spell: 0.5,
  /** Per story token on an unfinished story goal (the last scores the goal's OP; tokens waive runes). */
  story: 1,
  /** Per permanent effect held (a maneuver, a Recruit Point, a card or a hit or block, every time). */
  effect: 1,
  /** Softmax temperature in Ordning Points at the end and at the start of the game. */
  endTemperature: 1.5,
  startTemperature: 8,
} as const;

/** The share of Ordning Points still in the pools: 1 at set-up, 0 once both are empty. */
export function gameLeft(s: GiantsState): number {
  const total = 2 * TUNING.poolPerPlayer.value * s.numPlayers;
  return total > 0 ? Math.min(1, Math.max(0, (s.pools[0] + s.pools[1]) / total)) : 0;
}

/** Each seat's strength in Ordning Points: points held plus the position's worth over the rest of the game. */
export function strengths(s: GiantsState): number[] {
  const army = s.players.map(() => 0);
  const folk = s.players.map(() => new Set<string>());
  const seatOf: Record<string, number> = {};
  s.players.forEach((p, i) => {
    seatOf[p.race] = i;
  });
  for (const u of s.units) {
    const seat = seatOf[u.race];
    if (seat === undefined) continue;
    army[seat]! += UNITS[u.kind].ordningValue * (u.wounded ? 0.5 : 1);
    if (REGION_BY_ID[u.region]?.kind === 'smallFolk') folk[seat]!.add(u.region);
  }
  const left = gameLeft(s);
  return s.players.map(
    (p, i) =>
      p.op +
      left *
        (EVALUATION.army * army[i]! +
          EVALUATION.smallFolk * folk[i]!.size +
          EVALUATION.resource * p.resources.length +
          EVALUATION.spell * p.spells.length +
          EVALUATION.effect * permanentEffects(p).length +
          (p.story < STORY_GOALS[p.race].tokens ? EVALUATION.story * p.story : 0)),
  );
}

/**
 * Each seat's share of a win, summing to 1: exact once the game is over (split among the winners), else a
 * softmax of {@link strengths}. Used by the bots to score cut-off playouts.
 */
export function evaluate(s: GiantsState): number[] {
  const n = s.numPlayers;
  const over = s.flow.gameover;
  if (over) {
    const winners = 'winner' in over ? [over.winner] : over.winners;
    return s.players.map((_, i) => (winners.includes(String(i)) ? 1 / winners.length : 0));
  }
  const str = strengths(s);
  const left = gameLeft(s);
  const t = EVALUATION.endTemperature + left * (EVALUATION.startTemperature - EVALUATION.endTemperature);
  const top = Math.max(...str);
  const w = str.map((x) => Math.exp((x - top) / t));
  const sum = w.reduce((a, b) => a + b, 0);
  return Number.isFinite(sum) && sum > 0 ? w.map((x) => x / sum) : s.players.map(() => 1 / n);
}
