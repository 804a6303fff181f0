// Entry point of `pnpm bots`. Bots and benchmarks run with NODE_ENV=production (boardgame.io then skips
// its per-move serialisability walk); set it before boardgame.io is loaded, then run the runner.
process.env.NODE_ENV ??= 'production';
await import('./run.js');

export {};
