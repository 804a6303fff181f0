// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's Lobby metadata and socket payloads are untyped at this boundary
import { randomBytes } from 'node:crypto';
import type { GameModule } from '@skald/core';
import type { Server, StorageAPI } from 'boardgame.io';
import type { MatchLock } from '../lock.js';
import { errorMessage, type Logger } from '../log.js';
import { type BotLimits, SeatDriver } from './seat-driver.js';

/** What a seat's `data` says when the server plays it (public: the Lobby shows `data`, never credentials). */
export interface BotSeatData {
  bot: 'fair';
}

export const DEFAULT_BOT_LIMITS: BotLimits = { thinkMs: 500, iterations: 300, moveDelayMs: 250 };

export const BOT_NAME_PREFIX = 'Bot';

export const isBotSeat = (player: Server.PlayerMetadata | undefined): boolean =>
  (player?.data as Partial<BotSeatData> | undefined)?.bot === 'fair';

export type SeatChange = { playerID: string; bot: boolean };

export type AssignResult =
  | { ok: true; metadata: Server.MatchData }
  | { ok: false; status: number; error: string };

/**
 * The server-played seats of every match this process serves: assigns them (creator only, open seats
 * only, before the first move), drives them with the fair bot, resumes them after a restart, stops them
 * on game over and on shutdown.
 */
export class BotSeats {
  private readonly drivers = new Map<string, { driver: SeatDriver; credentials: string }>();
  private base: string | undefined;
  private stopped = false;
  private scanning = false;

  constructor(
    private readonly modules: ReadonlyMap<string, GameModule>,
    private readonly storage: () => StorageAPI.Async,
    private readonly limits: BotLimits,
    private readonly logger: Logger,
    /** Runs a task as the match's next exclusive step (the transport's `serialise`). */
    private readonly steps: MatchLock,
  ) {}

  /** Games whose bot seats this server can play. */
  supports(game: string): boolean {
    return this.modules.has(game);
  }

  /**
   * Apply `changes` for the creator (seat 0's credentials already checked by the caller): a seat becomes a
   * bot only while nobody joined it; back to open only if it is a bot; only before the first move.
   */
  async assign(matchID: string, changes: SeatChange[]): Promise<AssignResult> {
    // One exclusive step: a join or a connection change in between would write back the old seats.
    const result = await this.steps.run(matchID, () => this.writeSeats(matchID, changes));
    if (!result.ok) return result;
    for (const { playerID, bot } of changes) if (!bot) this.stopSeat(matchID, playerID);
    this.logger.info('bot_seats_assigned', { matchID, changes: changes.length });
    this.startMatch(matchID, result.metadata);
    return result;
  }

  private async writeSeats(matchID: string, changes: SeatChange[]): Promise<AssignResult> {
    const { state, metadata } = await this.storage().fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata) return { ok: false, status: 404, error: 'no such match' };
    if (state._stateID !== 0 || state.ctx.gameover !== undefined)
      return { ok: false, status: 409, error: 'the match has started' };
    const players = { ...metadata.players };
    for (const { playerID, bot } of changes) {
      const seat = Object.hasOwn(players, playerID) ? players[playerID as any] : undefined;
      if (!seat || playerID === '0')
        return { ok: false, status: 400, error: `seat ${playerID} cannot be a bot` };
      if (bot) {
        if (isBotSeat(seat)) continue;
        if (seat.name !== undefined || seat.credentials !== undefined)
          return { ok: false, status: 409, error: `seat ${playerID} is taken` };
        players[playerID as any] = {
          id: seat.id,
          name: `${BOT_NAME_PREFIX} ${Number(playerID) + 1}`,
          credentials: randomBytes(16).toString('hex'),
          data: { bot: 'fair' } satisfies BotSeatData,
        };
      } else {
        if (!isBotSeat(seat)) return { ok: false, status: 409, error: `seat ${playerID} is not a bot` };
        players[playerID as any] = { id: seat.id };
      }
    }
    const updated = { ...metadata, players, updatedAt: metadata.updatedAt };
    await this.storage().setMetadata(matchID, updated);
    return { ok: true, metadata: updated };
  }

  /** Begin driving (called once the server listens); resumes every unfinished match with bot seats. */
  async start(base: string): Promise<void> {
    this.base = base;
    await this.rescan();
  }

  /** Start a driver for every bot seat of every unfinished match not driven yet. */
  async rescan(): Promise<void> {
    if (this.scanning || !this.base || this.stopped) return;
    this.scanning = true;
    try {
      for (const game of this.modules.keys()) {
        const ids = await this.storage().listMatches({ gameName: game, where: { isGameover: false } });
        for (const matchID of ids) {
          const { metadata } = await this.storage().fetch(matchID, { metadata: true });
          if (metadata && Object.values(metadata.players).some(isBotSeat)) this.startMatch(matchID, metadata);
        }
      }
    } catch (error) {
      this.logger.error('bot_rescan_failed', { error: errorMessage(error) });
    } finally {
      this.scanning = false;
    }
  }

  private startMatch(matchID: string, metadata: Server.MatchData): void {
    if (!this.base || this.stopped || metadata.gameover !== undefined) return;
    const module = this.modules.get(metadata.gameName);
    if (!module) return;
    for (const seat of Object.values(metadata.players)) {
      const key = `${matchID}:${seat.id}`;
      if (!isBotSeat(seat) || !seat.credentials) continue;
      const running = this.drivers.get(key);
      if (running?.credentials === seat.credentials) continue;
      // New credentials: the seat was made open and then a bot again.
      running?.driver.stop();
      this.logger.info('bot_seat_driving', { matchID, playerID: String(seat.id) });
      const credentials = seat.credentials;
      const driver = new SeatDriver({
        base: this.base,
        module,
        matchID,
        playerID: String(seat.id),
        credentials,
        limits: this.limits,
        storedState: async () => (await this.storage().fetch(matchID, { state: true })).state,
        logger: this.logger,
        onDone: () => {
          if (this.drivers.get(key)?.driver === driver) this.drivers.delete(key);
        },
      });
      this.drivers.set(key, { driver, credentials });
    }
  }

  private stopSeat(matchID: string, playerID: string): void {
    const key = `${matchID}:${playerID}`;
    this.drivers.get(key)?.driver.stop();
    this.drivers.delete(key);
  }

  /** Seats driven right now (healthz, tests). */
  get driving(): number {
    return this.drivers.size;
  }

  /** Stop every bot (shutdown): no new moves; a move already sent finishes in the transport's drain. */
  stop(): void {
    this.stopped = true;
    for (const { driver } of this.drivers.values()) driver.stop();
    this.drivers.clear();
  }
}
