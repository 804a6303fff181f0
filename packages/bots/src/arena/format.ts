import type { TournamentReport } from './tournament.js';

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[-+\d.,%×x/ ()]*$/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3));

/** The summary a tournament prints: one row per entry, then the totals. */
export function formatReport(r: TournamentReport): string {
  const rows = r.entries.map((e) => [
    `#${e.entry + 1} ${e.label}`,
    `${e.wins}${e.sharedWins > 0 ? ` (+${e.sharedWins} shared)` : ''}`,
    pct(e.winRate),
    `${pct(e.ci95[0])} – ${pct(e.ci95[1])}`,
    String(e.draws),
    String(e.decisions),
    ms(e.meanDecisionMs),
    ms(e.p95DecisionMs),
    e.medianIterations === null ? '-' : String(e.medianIterations),
  ]);
  const head = `${r.game}, ${r.numPlayers} players, ${r.games} games, seed ${r.seed}${r.setupData ? `, setup ${JSON.stringify(r.setupData)}` : ''} (seats rotate every game)`;
  const body = table(
    ['seat', 'wins', 'win rate', '95% CI (Wilson)', 'draws', 'decisions', 'mean ms', 'p95 ms', 'it/move'],
    rows,
  );
  const foot = [
    `draws ${r.draws}, unfinished ${r.unfinished}, mean game length ${r.meanLength.toFixed(1)} moves,`,
    `${Math.round(r.movesPerSecond)} moves/s, ${(r.elapsedMs / 1000).toFixed(1)} s in games`,
  ].join(' ');
  return `${head}\n\n${body}\n\n${foot}`;
}

/** One progress-bar line: `[#####.....] 12/40 games  1m05s left  #1 fair 83.3%`. */
export function progressLine(done: number, total: number, elapsedMs: number, r?: TournamentReport): string {
  const width = 24;
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  const left = done > 0 ? ((total - done) * elapsedMs) / done : 0;
  const rates = r ? r.entries.map((e) => `#${e.entry + 1} ${e.label} ${pct(e.winRate)}`).join('  ') : '';
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games  ${duration(left)} left  ${rates}`.trimEnd();
}

/** A duration for people: `42s`, or `3m07s` from a minute on (rounded to the second). */
export function duration(msTotal: number): string {
  const s = Math.round(msTotal / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
