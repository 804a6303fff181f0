import { type GameModule, resolveSetupData } from '@skald/core';
import { parseSeat, type SeatSpec, seatLabel } from './seats.js';

/** The bots runner's parsed command line (see {@link RUNNER_USAGE}). */
export interface RunnerArgs {
  /** A registered game id, or `tic-tac-toe`. */
  game: string;
  /** One bot per player. */
  seats: SeatSpec[];
  /** Games to play (default 100). */
  games: number;
  /** Tournament seed (default `1`). */
  seed: string;
  /** The game's setup data, validated against its descriptor. */
  setupData?: Record<string, unknown>;
  /** File to write the full report to, if any. */
  json?: string;
  /** No progress bar. */
  quiet: boolean;
}

/** The runner's help text (`pnpm bots --help`). */
export const RUNNER_USAGE = `usage: pnpm bots --game <id> --seats <seat,seat,...> [--games N] [--seed S] [--setup JSON] [--json out.json] [--quiet]
       pnpm bots --help

  --game    a registered game id, or tic-tac-toe
  --seats   one per player, e.g. fair,random or fair:200ms,mcts:1000 or fair,random,random
            random | policy | mcts[:iterations|:40ms[:dDepth]] | fair[:200ms|:2000it|:2000it+500ms][:pN|:pend][:wX]
            | fair-reducer[:budget]   (policy: the game's playout policy alone; mcts:40ms: the stock bot for a fixed time per move;
            fair :p12 playout cut-off scored by the game's evaluate, :pend playouts to the end,
            :w0.5 weight of the playout policy's prior in the tree, :w0 none: UCB1)
  --games   games to play (default 100); seats rotate every game so seat advantages cancel
  --seed    tournament seed (default 1); game i uses match seed <seed>:<i>
  --setup   setupData as JSON, e.g. '{"mode":"beginner"}'
  --json    also write the full report (every game) to this file
  --quiet   no progress bar`;

/** Parse the runner's command line (no Node APIs, so it is testable and bundle-safe). */
export function parseRunnerArgs(argv: readonly string[]): RunnerArgs {
  const values = new Map<string, string>();
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--quiet') {
      quiet = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const [key, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
    if (!['--game', '--seats', '--games', '--seed', '--setup', '--json'].includes(key))
      throw new Error(`unknown option ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${key} needs a value`);
    values.set(key.slice(2), value);
  }
  const game = values.get('game');
  if (!game) throw new Error('--game is required');
  const seatsText = values.get('seats');
  if (!seatsText) throw new Error('--seats is required');
  const games = Number(values.get('games') ?? 100);
  if (!Number.isInteger(games) || games <= 0) throw new Error('--games must be a positive integer');
  let setupData: Record<string, unknown> | undefined;
  const setup = values.get('setup');
  if (setup !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(setup);
    } catch {
      throw new Error(`--setup is not valid JSON: ${setup}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('--setup must be a JSON object');
    setupData = parsed as Record<string, unknown>;
  }
  return {
    game,
    seats: seatsText.split(',').map(parseSeat),
    games,
    seed: values.get('seed') ?? '1',
    ...(setupData ? { setupData } : {}),
    ...(values.has('json') ? { json: values.get('json')! } : {}),
    quiet,
  };
}

/**
 * Check parsed arguments against the registered games: the game exists, the seat count fits it, the
 * setupData is valid for it. Returns the game's module; throws a usage error (with the fix) otherwise.
 */
export function resolveRunnerGame(args: RunnerArgs, modules: readonly GameModule[]): GameModule {
  const module = modules.find((m) => m.descriptor.id === args.game);
  if (!module)
    throw new Error(
      `unknown game "${args.game}"; available: ${modules.map((m) => m.descriptor.id).join(', ')}`,
    );
  const { minPlayers, maxPlayers, title } = module.descriptor;
  const n = args.seats.length;
  if (n < minPlayers || n > maxPlayers) {
    const range = minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers}–${maxPlayers}`;
    throw new Error(
      `${title} needs ${range} seats, got ${n} (--seats ${args.seats.map(seatLabel).join(',')})`,
    );
  }
  const setup = resolveSetupData(module.descriptor, args.setupData);
  if (!setup.ok) throw new Error(`--setup for ${args.game}: ${setup.error}`);
  return module;
}
