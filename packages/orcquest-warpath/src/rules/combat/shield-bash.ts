/**
 * Shield Bash (line 834, ruling K6): "Defense results that cancel Melee Attacks of a weaker color, or unused
 * Defense results, are converted into Attack results of the same color against the attacker." Resolving
 * (lines 396-405) first cancels same-colour pairs; every Defense result left after that either cancels a
 * weaker Attack result or goes unused, so those are exactly the results turned round, strongest first.
 */
export function bashResults(attack: readonly number[], defense: readonly number[]): number[] {
  const a = attack.filter((r) => r > 0);
  const d = defense.filter((r) => r > 0).sort((x, y) => y - x);
  for (const level of [3, 2, 1]) {
    while (a.includes(level) && d.includes(level)) {
      a.splice(a.indexOf(level), 1);
      d.splice(d.indexOf(level), 1);
    }
  }
  return d;
}
