import type { StorageAPI } from 'boardgame.io';
import { isId } from '../action-guard.js';
import type { BotSeats, SeatChange } from '../bots/bot-seats.js';
import type { SeatCheck } from './campaign.js';
import { type Middleware, readSmallJson } from './middleware.js';

const ROUTE = /^\/games\/([a-z0-9-]{1,64})\/([A-Za-z0-9_-]{1,64})\/bots$/;
const MAX_SEATS = 16;

function parseChanges(seats: unknown): SeatChange[] | undefined {
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > MAX_SEATS) return undefined;
  const changes: SeatChange[] = [];
  for (const s of seats) {
    if (typeof s !== 'object' || s === null) return undefined;
    const { playerID, bot } = s as { playerID?: unknown; bot?: unknown };
    if (!isId(playerID) || typeof bot !== 'boolean') return undefined;
    changes.push({ playerID, bot });
  }
  return changes;
}

/**
 * `POST /games/<game>/<matchID>/bots` with `{ credentials, seats: [{ playerID, bot }] }`: the match's
 * creator — whoever holds seat 0's credentials — gives open seats to the server's fair bot (`bot: true`)
 * or takes them back (`bot: false`), before the first move. Answers `{ players }` without credentials.
 */
export function botSeatsRoute(
  bots: BotSeats,
  storage: () => StorageAPI.Async,
  seatCheck: SeatCheck,
): Middleware {
  return async (ctx, next) => {
    const route = ROUTE.exec(ctx.path);
    if (!route) return next();
    const answer = (status: number, body: unknown) => {
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    };
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      return answer(405, { error: 'POST only' });
    }
    const [, game = '', matchID = ''] = route;
    if (!bots.supports(game)) return answer(404, { error: `the server has no bot for ${game}` });
    const body = (await readSmallJson(ctx.req)) as { credentials?: unknown; seats?: unknown } | undefined;
    const changes = parseChanges(body?.seats);
    if (typeof body?.credentials !== 'string' || !changes)
      return answer(400, { error: 'send { credentials, seats: [{ playerID, bot }] }' });
    const { metadata } = await storage().fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game) return answer(404, { error: 'no such match' });
    if (!seatCheck(body.credentials, metadata.players[0]))
      return answer(403, { error: 'only the creator (seat 0) may assign bots' });
    const result = await bots.assign(matchID, changes);
    if (!result.ok) return answer(result.status, { error: result.error });
    const players = Object.values(result.metadata.players).map(({ credentials: _c, ...p }) => p);
    return answer(200, { players });
  };
}
