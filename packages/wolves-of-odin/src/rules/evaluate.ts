/**
 * A cheap estimate of each seat's chance to win an unfinished game (`RulesCore.evaluate`), for bots that cut
 * their playouts short. Each seat gets a score in Glory: the Glory its Victory cards are worth now, plus its
 * share of this round's prize (the Victory cards on offer) from how its line stands against the others.
 * A softmax turns the scores into chances summing to 1; it is sharper the fewer rounds are left, so a
 * Glory lead late in the game counts for more than the same lead in round 1.
 *
 * The weights are hand-picked heuristics (no rule depends on them), listed in HEURISTIC.
 */
import { RULES } from '../data/constants.js';
import { RAGNAROK } from '../data/deities.js';
import type { WolvesState } from '../state.js';
import { gloryScores } from './flow.js';
import { lineStrength } from './strength.js';

/** The weights of the bots' position evaluation (bot tuning, not rules; see the README). */
export const HEURISTIC = {
  /** Expected Glory of one Victory card (the nine placeholder cards give 1–3, mostly 1–2). */
  gloryPerVictory: 1.5,
  /** Line strength each card in hand is worth to a seat still in the round (it can still play them). */
  strengthPerCard: 1.5,
  /** At most this many cards in hand count towards that. */
  cardsCounted: 6,
  /** Softmax temperature over line strengths for the round's prize: a 6-point lead takes ~80% of it. */
  roundTemperature: 4,
  /** Softmax temperature over Glory scores with no round left after this one… */
  finalTemperature: 0.6,
  /** …plus this much per round still to come. */
  temperaturePerRound: 0.5,
} as const;

/** Rounds still to come after this one: until the Victory deck's Ragnarök, or sooner if Glory is near 5. */
function roundsLeft(s: WolvesState, best: number): number {
  if (s.flow.ragnarok) return 0;
  const perRound = RULES.victoryPerRound[s.numPlayers] ?? 1;
  const cards = s.victoryDeck.filter((v) => v !== RAGNAROK).length;
  const byDeck = Math.ceil(cards / perRound);
  const byGlory = Math.ceil(Math.max(0, RULES.gloryToEnd - best) / (perRound * HEURISTIC.gloryPerVictory));
  return Math.min(byDeck, byGlory);
}

const softmax = (xs: readonly number[], temperature: number): number[] => {
  const top = Math.max(...xs);
  const e = xs.map((x) => Math.exp((x - top) / temperature));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
};

/** Each seat's share of this round's prize: the ranking once made, else the lines as they stand. */
function roundShares(s: WolvesState): number[] {
  const f = s.flow;
  if (f.ranking.length > 0) return s.players.map((_, i) => (f.ranking[0] === i ? 1 : 0));
  const potential = s.players.map((p, i) => {
    const cards = p.passed ? 0 : Math.min(p.hand.length, HEURISTIC.cardsCounted);
    return lineStrength(s, i) + HEURISTIC.strengthPerCard * cards;
  });
  return softmax(potential, HEURISTIC.roundTemperature);
}

/** Estimated chance to win per seat (index = seat), each in [0, 1], summing to 1. */
export function evaluate(s: WolvesState): number[] {
  const over = s.flow.gameover;
  if (over !== null) {
    const winners = 'winner' in over ? [over.winner] : 'winners' in over ? over.winners : [];
    return s.players.map((_, i) => (winners.includes(String(i)) ? 1 / winners.length : 0));
  }
  // Glory as counted when the round was decided, once it is (ruling R28); otherwise as the position stands.
  const now = gloryScores(s);
  const real = s.offer.filter((v) => v !== RAGNAROK).length;
  const prize = real * HEURISTIC.gloryPerVictory;
  const shares = roundShares(s);
  const scores = now.map((g, i) => g + prize * (shares[i] as number));
  const left = roundsLeft(s, Math.max(...scores));
  return softmax(scores, HEURISTIC.finalTemperature + HEURISTIC.temperaturePerRound * left);
}
