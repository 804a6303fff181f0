import type { GameModule } from '@skald/core';
import type { BotReply, BotRequest } from './bot-protocol.js';
import { activeSeats, fullState, type GameClient } from './client.js';
import type { SeatKind } from './config.js';

function freshSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('');
}

export interface BotStatus {
  /** The seat whose bot is searching now, or null. */
  thinking: string | null;
  /** The last bot failure, shown to the user (a bot never silently stalls the table). */
  error: string | null;
}

/**
 * Plays the bot seats of a local table. Whenever a bot seat may act, it sends the full match state to a
 * Web Worker, which searches and answers with an action; the page stays responsive meanwhile. An answer
 * for a state that has moved on (a person acted in the same simultaneous step) is dropped and the bot
 * asked again.
 */
export class BotDriver {
  private readonly worker: Worker;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: { id: number; stateID: number; seat: string } | null = null;
  private nextId = 1;
  status: BotStatus = { thinking: null, error: null };

  constructor(
    private readonly client: GameClient,
    private readonly module: GameModule,
    private readonly seats: SeatKind[],
    /** A pause before each bot move so people can follow the table. */
    private readonly delayMs = 350,
    /** The table's seed: bot seeds derive from it, so a seeded table plays the same bots' choices. */
    private readonly seed?: string,
  ) {
    this.worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<BotReply>) => this.onReply(event.data);
    this.worker.onerror = (event) => this.fail(`bot worker failed: ${event.message}`);
  }

  start(): void {
    this.unsubscribe = this.client.subscribe(() => this.poke());
    this.poke();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.worker.terminate();
    this.listeners.clear();
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private setStatus(status: Partial<BotStatus>): void {
    this.status = { ...this.status, ...status };
    for (const fn of this.listeners) fn();
  }

  private fail(message: string): void {
    this.pending = null;
    this.setStatus({ thinking: null, error: message });
  }

  private botSeatToMove(): string | null {
    const state = fullState(this.client);
    if (!state || state.ctx.gameover !== undefined) return null;
    return activeSeats(state.ctx).find((seat) => this.seats[Number(seat)] !== 'human') ?? null;
  }

  /** Schedule a search if a bot may act and none is under way. */
  private poke(): void {
    if (this.pending || this.timer || this.status.error) return;
    if (this.botSeatToMove() === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ask();
    }, this.delayMs);
  }

  private ask(): void {
    const seat = this.botSeatToMove();
    const state = fullState(this.client);
    if (seat === null || !state || this.pending) return;
    const request: BotRequest = {
      id: this.nextId++,
      gameId: this.module.descriptor.id,
      level: this.seats[Number(seat)]!,
      state,
      playerID: seat,
      seed: this.seed === undefined ? freshSeed() : `${this.seed}:bot:${state._stateID}`,
    };
    this.pending = { id: request.id, stateID: state._stateID, seat };
    this.setStatus({ thinking: seat });
    this.worker.postMessage(request);
  }

  private onReply(reply: BotReply): void {
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) return;
    if ('error' in reply) {
      this.fail(`bot for seat ${Number(pending.seat) + 1}: ${reply.error}`);
      return;
    }
    this.pending = null;
    this.setStatus({ thinking: null });
    const state = fullState(this.client);
    if (!state || state._stateID !== pending.stateID) {
      this.poke();
      return;
    }
    this.client.store.dispatch(reply.action as Parameters<GameClient['store']['dispatch']>[0]);
    if (fullState(this.client)?._stateID === pending.stateID)
      this.fail(`bot for seat ${Number(pending.seat) + 1} chose a move the game refused`);
    else this.poke();
  }
}
