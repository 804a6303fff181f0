import type { FavorId, FavorSpec } from './favors.js';
import { favorSpec } from './favors.js';

/** The rulebook's three modes: beginner (Thor, Iðunn, Odin for both), casual (each picks three favors), expert (ban-and-draft, best of 3). */
export type Mode = 'beginner' | 'casual' | 'expert';
/** Every mode, in the rulebook's order. */
export const MODES: readonly Mode[] = ['beginner', 'casual', 'expert'];

/**
 * The disputed values the sources do not settle (README "Rulings"), as chosen for one match.
 * Defaults follow the reference's recommendations; each is a setup option.
 */
export interface OrlogRules {
  /** Týr's Pledge priority: 3 (OrlogOnline) or 1 (go-orlog). */
  tyrPriority: number;
  /** Víðarr's Might level-2 cost: 4 (OrlogOnline, go-orlog) or 3 (wesleydebruijn/orlog, BME). */
  vidarrCost2: number;
  /** Skaði's Hunt costs: '6/10/14' (OrlogOnline client, go-orlog, WD, BME) or '6/8/10' (OrlogOnline server file). */
  skadiCosts: '6/10/14' | '6/8/10';
  /** Freyja's extra dice: a uniformly random die type each ('random', OrlogOnline) or die types 1, 2, 3 in table order ('table'). */
  freyjaDice: 'random' | 'table';
  /** Freyr's Gift when face types tie for the majority: the owner's chosen face ('choice') or random ('random', OrlogOnline). */
  freyrTieBreak: 'choice' | 'random';
  /** The lowest HP a sacrifice (Týr, Odin) may leave: 1 keeps the player alive; 0 lets a player sacrifice to death. */
  sacrificeFloor: number;
}

/** The rulings used when the setup data names none (the README's bold defaults). */
export const DEFAULT_RULES: OrlogRules = {
  tyrPriority: 3,
  vidarrCost2: 4,
  skadiCosts: '6/10/14',
  freyjaDice: 'random',
  freyrTieBreak: 'choice',
  sacrificeFloor: 1,
};

/** HP at the start of each game and the healing cap (rulebook: 15 HP). */
export const MAX_HP = 15;
/** Tokens a player may hold: the box has 50 tokens; OrlogOnline caps each player at 50 (public, medium). */
export const TOKEN_CAP = 50;
/** Expert mode: games won to take the match (rulebook: best of 3). */
export const EXPERT_WINS_NEEDED = 2;

/** When a favor invokes among the round's favors (lower first); Týr's follows the `tyrPriority` ruling. */
export function favorPriority(id: FavorId, rules: OrlogRules): number {
  return id === 'tyr' ? rules.tyrPriority : favorSpec(id).priority;
}

/** God Favor tokens a favor costs at `level` (1–3), under the match's rulings. */
export function favorCost(id: FavorId, level: number, rules: OrlogRules): number {
  const spec: FavorSpec = favorSpec(id);
  if (id === 'vidarr' && level === 2) return rules.vidarrCost2;
  if (id === 'skadi' && rules.skadiCosts === '6/8/10') return [6, 8, 10][level - 1] as number;
  return spec.costs[level - 1] as number;
}

/** A favor's number at `level` (1–3): damage, heal, dice, multiplier, …. */
export function favorValue(id: FavorId, level: number): number {
  return favorSpec(id).values[level - 1] as number;
}
