import { FairBot } from '@skald/bots';
import type { GameModule } from '@skald/core';
import type { State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { errorMessage, type Logger } from '../log.js';

export interface BotLimits {
  /** Wall-clock cap on one decision, in ms (the fair bot yields to the event loop every 10 ms). */
  thinkMs: number;
  /** Iteration cap on one decision. */
  iterations: number;
  /** Pause before each bot move, in ms: lets other work (and human eyes) in between moves. */
  moveDelayMs: number;
}

export interface SeatDriverOptions {
  /** `http://127.0.0.1:<port>`: the bot connects to its own server like any client. */
  base: string;
  module: GameModule;
  matchID: string;
  playerID: string;
  credentials: string;
  limits: BotLimits;
  /**
   * The match's stored state. The fair bot plans on `determinize(G, seat)` of it (the contract the
   * conformance suite checks, the same input the web app's local bots get): views a game's `playerView`
   * strips cannot always be determinized again.
   */
  storedState: () => Promise<State | undefined>;
  logger: Logger;
  /** Called once the match is over or the driver gives up, so the owner forgets it. */
  onDone: () => void;
}

/** If a sent move brings no new state within this time, re-sync and think again. */
const RESYNC_MS = 3000;

/**
 * Where the seat stands in the flow; it changes exactly when one of its moves was accepted or the
 * turn/phase/stage moved on. Another seat's move in a simultaneous stage leaves it unchanged, so the bot
 * does not send the same decision twice while its first one is still queued.
 */
function position(state: State, playerID: string): string {
  const ctx = state.ctx as State['ctx'] & { _activePlayersNumMoves?: Record<string, number> };
  return JSON.stringify([
    ctx.turn,
    ctx.phase,
    ctx.activePlayers?.[playerID] ?? null,
    ctx._activePlayersNumMoves?.[playerID] ?? 0,
    ctx.currentPlayer === playerID ? ctx.numMoves : null,
  ]);
}

const isActive = (state: State, playerID: string): boolean =>
  state.ctx.activePlayers ? playerID in state.ctx.activePlayers : state.ctx.currentPlayer === playerID;

/**
 * One server-played seat. It speaks boardgame.io's socket protocol to its own server with the seat's
 * credentials, so its moves pass the same origin check, packet guard, rate limit, credential check and
 * move validation as a browser's. It decides with the fair bot, which never reads what the seat may not
 * see: every search iteration plans on `determinize(G, seat)` with the bot's own seed (docs/bots.md).
 */
export class SeatDriver {
  private readonly socket: Socket;
  private readonly bot: FairBot;
  private latest: State | undefined;
  private thinking = false;
  private actedAt: string | undefined;
  private resync: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly o: SeatDriverOptions) {
    this.bot = new FairBot({
      module: o.module,
      seed: `${o.matchID}:${o.playerID}`,
      iterations: o.limits.iterations,
      timeMs: o.limits.thinkMs,
    });
    this.socket = io(`${o.base}/${o.module.game.name}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 200,
    });
    this.socket.on('connect', () => this.sync());
    this.socket.on('sync', (matchID: string, info: { state: State }) => this.receive(matchID, info.state));
    this.socket.on('update', (matchID: string, state: State) => this.receive(matchID, state));
    this.socket.on('skald:rejected', (r: { event: string; reason: string }) =>
      o.logger.warn('bot_packet_refused', { matchID: o.matchID, playerID: o.playerID, ...r }),
    );
  }

  private sync(): void {
    const { matchID, playerID, credentials } = this.o;
    this.socket.emit('sync', matchID, playerID, credentials);
  }

  private receive(matchID: string, state: State): void {
    if (matchID !== this.o.matchID || this.stopped) return;
    if (this.latest && state._stateID < this.latest._stateID) return;
    this.latest = state;
    if (state.ctx.gameover !== undefined) {
      this.stop();
      this.o.onDone();
      return;
    }
    void this.maybeAct();
  }

  private async maybeAct(): Promise<void> {
    const state = this.latest;
    if (this.thinking || !state || this.stopped) return;
    if (!isActive(state, this.o.playerID) || position(state, this.o.playerID) === this.actedAt) return;
    this.thinking = true;
    try {
      await new Promise((r) => setTimeout(r, this.o.limits.moveDelayMs));
      if (this.stopped || this.latest !== state) return;
      const stored = await this.o.storedState();
      // Not yet the state this seat was shown (or already a newer one): its broadcast will come.
      if (!stored || stored._stateID !== state._stateID) return;
      const { action } = await this.bot.play(stored, this.o.playerID);
      if (this.stopped || this.latest !== state) return;
      const signed = { ...action, payload: { ...action.payload, credentials: this.o.credentials } };
      this.actedAt = position(state, this.o.playerID);
      this.socket.emit('update', signed, state._stateID, this.o.matchID, this.o.playerID);
      this.armResync();
    } catch (error) {
      // Try again later from a fresh sync rather than leave the match stuck.
      this.actedAt = position(state, this.o.playerID);
      this.armResync();
      this.o.logger.error('bot_failed', {
        matchID: this.o.matchID,
        playerID: this.o.playerID,
        error: errorMessage(error),
      });
    } finally {
      this.thinking = false;
      // A newer state may have arrived while thinking (the early returns above come through here too).
      if (this.latest !== state) void this.maybeAct();
    }
  }

  /**
   * A move the server refused (INVALID_MOVE, stale) changes nothing for this seat: if it still stands where
   * it moved after a while, ask for the state again and decide again.
   */
  private armResync(): void {
    clearTimeout(this.resync);
    this.resync = setTimeout(() => {
      const latest = this.latest;
      if (this.stopped || !latest || position(latest, this.o.playerID) !== this.actedAt) return;
      this.actedAt = undefined;
      this.sync();
    }, RESYNC_MS);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.resync);
    this.socket.close();
  }
}
