/**
 * Check a game's `evaluate` output before it is backed up like a reward: one finite number per seat,
 * each in [0, 1]. A violation is a bug in the game's heuristic. Outside production it throws, naming the
 * game and the bad output, so tests and dev runs find it; in production (`NODE_ENV=production`: the
 * server, `pnpm bots`) a bot must not crash a match, so values are clamped into [0, 1], a non-finite one
 * becomes the neutral share (1/n competitive, 0 co-operative, as for an unscored cut-off) and a wrong
 * length is padded or cut the same way.
 */
export function checkedEvaluation(
  values: readonly number[],
  seats: number,
  cooperative: boolean,
  gameId: string,
  strict = isStrict(),
): number[] {
  const bad =
    !Array.isArray(values) ||
    values.length !== seats ||
    values.some((v) => typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1);
  if (!bad) return values as number[];
  if (strict)
    throw new Error(
      `${gameId}: core.evaluate must return ${seats} numbers in [0, 1], got ${JSON.stringify(values)}`,
    );
  const neutral = cooperative ? 0 : 1 / seats;
  return Array.from({ length: seats }, (_, i) => {
    const v = Array.isArray(values) ? values[i] : undefined;
    return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : neutral;
  });
}

/** Strict under Node outside production; lenient in production and in a browser (no `process`). */
function isStrict(): boolean {
  return typeof process !== 'undefined' && process.env?.NODE_ENV !== 'production';
}
