import { type GameModule, resolveSetupData } from '@skald/core';
import { BOT_LEVELS, type BotLevelId } from './bot-levels.js';

/** A seat at a local table: a person at this screen, or a bot of some level. */
export type SeatKind = 'human' | BotLevelId;

/** Everything needed to start a game on this device; lives in the URL so a reload restarts the same table. */
export interface LocalConfig {
  numPlayers: number;
  /** Option values, plus structured entries such as a campaign save. */
  setupData: Record<string, unknown>;
  seats: SeatKind[];
  /** Pause before each bot move, ms, so people can follow the table (0: as fast as the bots think). */
  botDelayMs: number;
  /**
   * The match seed (boardgame.io's `game.seed`) and the root of the bots' seeds, for a table that plays
   * the same dice and cards again: tests and bug reports. Absent: a fresh random seed per table.
   */
  seed?: string;
}

/** Seeds a URL may carry: short, plain characters (they end up in the client's game definition). */
const SEED_PATTERN = /^[A-Za-z0-9:_-]{1,64}$/;

/** The `seed` URL parameter, when it is a valid seed. */
export function seedFromSearch(search: URLSearchParams): string | undefined {
  const seed = search.get('seed');
  return seed !== null && SEED_PATTERN.test(seed) ? seed : undefined;
}

export const DEFAULT_BOT_DELAY_MS = 400;

const SEAT_KINDS = new Set<string>(['human', ...BOT_LEVELS.map((l) => l.id)]);

export function encodeLocalConfig(config: LocalConfig): string {
  const q = new URLSearchParams();
  q.set('players', String(config.numPlayers));
  q.set('seats', config.seats.join(','));
  q.set('setup', JSON.stringify(config.setupData));
  if (config.botDelayMs !== DEFAULT_BOT_DELAY_MS) q.set('botDelay', String(config.botDelayMs));
  if (config.seed !== undefined) q.set('seed', config.seed);
  return q.toString();
}

/** Read a local table from the URL, checked against the game's descriptor; an error message if it is wrong. */
export function decodeLocalConfig(module: GameModule, search: URLSearchParams): LocalConfig | string {
  const { descriptor } = module;
  const numPlayers = Number(search.get('players') ?? descriptor.minPlayers);
  if (
    !Number.isInteger(numPlayers) ||
    numPlayers < descriptor.minPlayers ||
    numPlayers > descriptor.maxPlayers
  )
    return `${descriptor.title} needs ${descriptor.minPlayers}–${descriptor.maxPlayers} players`;
  const seats = (search.get('seats') ?? '').split(',').filter(Boolean);
  while (seats.length < numPlayers) seats.push('human');
  if (seats.length !== numPlayers || !seats.every((s) => SEAT_KINDS.has(s))) return 'unknown seat kind';
  let raw: unknown = {};
  try {
    raw = JSON.parse(search.get('setup') ?? '{}');
  } catch {
    return 'setup is not JSON';
  }
  const setup = resolveSetupData<Record<string, unknown>>(descriptor, raw, numPlayers);
  if (!setup.ok) return setup.error;
  const botDelayMs = Number(search.get('botDelay') ?? DEFAULT_BOT_DELAY_MS);
  if (!Number.isInteger(botDelayMs) || botDelayMs < 0 || botDelayMs > 10_000)
    return 'botDelay must be 0–10000 ms';
  const rawSeed = search.get('seed');
  const seed = seedFromSearch(search);
  if (rawSeed !== null && seed === undefined) return 'seed must be 1–64 letters, digits, ":", "_" or "-"';
  return {
    numPlayers,
    setupData: setup.value,
    seats: seats as SeatKind[],
    botDelayMs,
    ...(seed ? { seed } : {}),
  };
}
