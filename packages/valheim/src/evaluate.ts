import { FORSAKEN } from './data/forsaken.js';
import { PLAYER } from './data/player.js';
import { objectiveCount, SCENARIOS } from './data/scenario.js';
import type { ValheimState } from './state.js';

const clamp = (x: number) => Math.min(0.98, Math.max(0.02, x));

/** How far the summon objective is: tokens taken, or the offering's resources in the stash. */
function objectiveProgress(s: ValheimState): number {
  const o = SCENARIOS[s.scenario].objective;
  if (o.kind === 'tokens') return Math.min(1, s.stagsTaken / objectiveCount(o));
  const need = Object.entries(o.cost);
  const have = need.reduce((n, [r, k]) => n + Math.min(k ?? 0, s.stash[r as keyof typeof s.stash]), 0);
  const total = need.reduce((n, [, k]) => n + (k ?? 0), 0);
  return total === 0 ? 1 : have / total;
}

/** The team's standing health and stamina, each player's share of the maximum, averaged. */
function teamShape(s: ValheimState): number {
  const per = s.players.map((p) =>
    p.knockedOut ? 0 : 0.7 * (p.health / PLAYER.maxHealth) + 0.3 * (p.stamina / PLAYER.maxStamina),
  );
  return per.reduce((x, y) => x + y, 0) / s.players.length;
}

/**
 * `RulesCore.evaluate` (co-op): the team's chance to win, the same for every seat. Cheap, from what the
 * rules reward: in the arena, how much of the Forsaken's track is gone against the team's health; while
 * exploring, the objective, the events left (the clock) and the team's gear and health. The weights are
 * ours (not fitted), on the scale of a finished game's reward (1 win, 0 loss).
 */
export function evaluate(s: ValheimState): number[] {
  let v: number;
  if (s.result) v = 'score' in s.result && s.result.score === 1 ? 1 : 0;
  else if (s.arena) {
    const f = FORSAKEN[s.arena.forsaken];
    const gone = 1 - s.arena.health / (f.trackLength - 1);
    const vines = f.vines > 0 ? 0.05 * (1 - s.arena.vines / f.vines) : 0;
    v = clamp(0.1 + 0.55 * gone + 0.35 * teamShape(s) + vines - 0.1);
  } else {
    const clock = s.events.length / 20;
    const gear = Math.min(1, s.players.reduce((n, p) => n + p.equipment.length, 0) / (2 * s.numPlayers));
    // Smaller steps toward those: resources in the stash, tiles explored, objective tokens found.
    const stash = Math.min(1, Object.values(s.stash).reduce((x, y) => x + y, 0) / 10);
    const explored = s.revealed.length / Math.max(1, Object.keys(s.tiles).length);
    const found = Math.min(
      1,
      (s.stagsPlaced + s.stagsTaken) / (2 * objectiveCount(SCENARIOS[s.scenario].objective)),
    );
    v = clamp(
      0.05 +
        0.25 * objectiveProgress(s) +
        0.2 * clock +
        0.15 * teamShape(s) +
        0.12 * gear +
        0.05 * (stash + explored + found),
    );
  }
  return s.players.map(() => v);
}
