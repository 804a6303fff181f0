import type { Campaign } from '@skald/core';
import type { StorageAPI } from 'boardgame.io';
import type { Logger } from '../log.js';
import { type Middleware, readSmallJson } from './middleware.js';

/** Who may read a finished match's campaign save: a seat of that match with its credentials. */
export type SeatCheck = (credentials: unknown, player?: { credentials?: string }) => boolean;

const ROUTE = /^\/games\/([a-z0-9-]{1,64})\/([A-Za-z0-9_-]{1,64})\/campaign$/;

/**
 * `POST /games/<game>/<matchID>/campaign` with `{ playerID, credentials }`: the save that continues the
 * campaign after this finished match, `{ save }` (`save: null` when the campaign is over).
 *
 * The server does not keep a copy a client wrote: it computes the save from the match's final state in the
 * match storage (embedded SQLite or PostgreSQL), so a save survives restarts exactly as long as its match,
 * and what a seat reads is what the rules made of the real match. The next scenario starts like any other
 * match, with the save as its setupData (`{ campaign: save }`), which the game validates.
 */
export function campaignRoute(
  campaigns: Readonly<Record<string, Campaign<unknown>>>,
  storage: () => StorageAPI.Async,
  seatCheck: SeatCheck,
  logger: Logger,
): Middleware {
  return async (ctx, next) => {
    const route = ROUTE.exec(ctx.path);
    if (!route) return next();
    if (ctx.method !== 'POST') {
      ctx.status = 405;
      ctx.set('Allow', 'POST');
      return;
    }
    const [, game = '', matchID = ''] = route;
    const campaign = Object.hasOwn(campaigns, game) ? campaigns[game] : undefined;
    const answer = (status: number, body: unknown) => {
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    };
    if (!campaign) return answer(404, { error: `${game} has no campaign` });
    const body = (await readSmallJson(ctx.req)) as { playerID?: unknown; credentials?: unknown } | undefined;
    if (typeof body?.playerID !== 'string' || typeof body.credentials !== 'string')
      return answer(400, { error: 'send { playerID, credentials }' });
    const { state, metadata } = await storage().fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || metadata.gameName !== game) return answer(404, { error: 'no such match' });
    const seat = Object.hasOwn(metadata.players, body.playerID)
      ? (metadata.players as Record<string, { credentials?: string }>)[body.playerID]
      : undefined;
    if (!seatCheck(body.credentials, seat)) return answer(403, { error: 'not a seat of this match' });
    if (state.ctx.gameover === undefined) return answer(409, { error: 'the match is not over' });
    try {
      return answer(200, { save: campaign.next(state.G, state.ctx) ?? null });
    } catch (error) {
      logger.warn('campaign_save_failed', { game, matchID, error: String(error) });
      return answer(500, { error: 'the game could not write a save for this match' });
    }
  };
}
