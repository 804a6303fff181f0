import { FORSAKEN } from './data/forsaken.js';
import { PLAYER } from './data/player.js';
import { objectiveCount, SCENARIOS } from './data/scenario.js';
import { sideOf } from './rules/combat.js';
import { gearHeld } from './rules/objective.js';
import type { ValheimState } from './state.js';

const clamp = (x: number) => Math.min(0.98, Math.max(0.02, x));

/**
 * How far the summon objective is: tokens taken or creatures slain, the offering's resources in the stash, or
 * the named cards on the boards.
 */
function objectiveProgress(s: ValheimState): number {
  const o = SCENARIOS[s.scenario].objective;
  if (o.kind === 'gear') return gearHeld(s.players, o.items) / objectiveCount(o);
  // A creature to slay: each one hurt counts for half of what its share of health lost would (a search sees
  // the Golem worn down as progress, a kill as the real step).
  if (o.kind === 'slay') {
    let hurt = 0;
    for (const c of s.creatures)
      if (c.kind === o.creature) hurt = Math.max(hurt, c.damage / Math.max(1, sideOf(s, c).health));
    return Math.min(1, (s.stagsTaken + 0.5 * hurt) / o.count);
  }
  if (o.kind !== 'offer') return Math.min(1, s.stagsTaken / objectiveCount(o));
  const need = Object.entries(o.cost);
  const have = need.reduce((n, [r, k]) => n + Math.min(k ?? 0, s.stash[r as keyof typeof s.stash]), 0);
  const total = need.reduce((n, [, k]) => n + (k ?? 0), 0);
  return total === 0 ? 1 : have / total;
}

/**
 * The arena fight's odds as a logistic of what decides it: the Forsaken's health left (a share of its
 * track), the players' mean health (a knocked-out player counts 0), their equipment and meads, and the
 * team's size. Weights fitted (logistic regression, ours) on 1,999 scenario-1 arena fights reached by the
 * greedy playout policy from seeded setups with 1–3 players; equipment and team size are capped at what
 * those games saw, so the line does not run off past its data.
 */
export function arenaChance(s: ValheimState, forsakenHealth: number): number {
  const f = FORSAKEN[SCENARIOS[s.scenario].forsaken];
  const n = s.players.length;
  const per = (x: (p: ValheimState['players'][number]) => number) =>
    s.players.reduce((sum, p) => sum + x(p), 0) / n;
  const health = per((p) => (p.knockedOut ? 0 : p.health)) / PLAYER.maxHealth;
  const gear = Math.min(
    2.5,
    per((p) => p.equipment.length),
  );
  const meads = Math.min(
    2,
    per((p) => p.meads.length),
  );
  const logit =
    -4.33 -
    3.13 * (forsakenHealth / (f.trackLength - 1)) +
    3.68 * health +
    1.26 * gear +
    0.49 * meads +
    1.93 * Math.min(2, n - 1);
  return 1 / (1 + Math.exp(-logit));
}

/**
 * `RulesCore.evaluate` (co-op): the team's chance to win, the same for every seat. Every game that gets
 * far is decided in the arena, so both phases are scored on one scale, the arena odds
 * ({@link arenaChance}): in the arena with the Forsaken's health now; while exploring with the health it
 * would have if summoned now (one space down per 2 events left, as the summon sets it), times how ready
 * the team is to summon (the objective, then tokens found and tiles explored), cut when the events are
 * about to run out before the objective is done. So summoning is worth what the fight is worth, and
 * waiting trades events (a stronger Forsaken) against gear, meads and health.
 */
export function evaluate(s: ValheimState): number[] {
  let v: number;
  if (s.result) v = 'score' in s.result && s.result.score === 1 ? 1 : 0;
  else if (s.arena) {
    const f = FORSAKEN[s.arena.forsaken];
    const vines = f.vines > 0 ? 0.05 * (1 - s.arena.vines / f.vines) : 0;
    v = clamp(arenaChance(s, s.arena.health) + vines);
  } else {
    const f = FORSAKEN[SCENARIOS[s.scenario].forsaken];
    const summoned = Math.max(1, f.trackLength - 1 - Math.floor(s.events.length / 2));
    const ready = objectiveProgress(s);
    const explored = s.revealed.length / Math.max(1, Object.keys(s.tiles).length);
    const o = SCENARIOS[s.scenario].objective;
    // Tokens found on the map count half; an offering or gear has nothing to find.
    const found =
      o.kind === 'offer' || o.kind === 'gear'
        ? ready
        : Math.min(1, (s.stagsPlaced + s.stagsTaken) / (2 * objectiveCount(o)));
    let reach = 0.3 + 0.5 * ready + 0.1 * found + 0.1 * Math.min(1, 2 * explored);
    if (ready < 1) reach *= Math.min(1, s.events.length / 4);
    v = clamp(reach * arenaChance(s, summoned));
  }
  return s.players.map(() => v);
}
