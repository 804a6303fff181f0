/**
 * Which client `update` packets may reach boardgame.io's Master (holes 3, 4, 5 in the reference §4.3).
 * The socket handler receives `[action, stateID, matchID, playerID]`: credentials are checked for the
 * 4th argument, but the reducer acts as `action.payload.playerID`, so the two must agree.
 */
import { isPlainObject } from '@skald/core';
export interface UpdateCheckContext {
  /** Events the game leaves enabled (`ProcessGameConfig(game).flow.enabledEventNames`). */
  enabledEvents: ReadonlySet<string>;
}

/** Whether a client packet may pass: `ok`, or refused with a short `reason` for the log. */
export type Verdict = { ok: true } | { ok: false; reason: string };

const MAX_ID_LENGTH = 128;
const MAX_NAME_LENGTH = 64;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

const refuse = (reason: string): Verdict => ({ ok: false, reason });

/**
 * Checks an `update` packet (`[action, stateID, matchID, playerID]`): ids well formed, the action's
 * `playerID` equal to the seat the credentials were checked for, and only `MAKE_MOVE`, enabled
 * `GAME_EVENT`s, `UNDO` and `REDO` let through.
 */
export function checkUpdate(args: unknown[], context: UpdateCheckContext): Verdict {
  const [action, stateID, matchID, playerID] = args;
  if (!isId(matchID)) return refuse('bad matchID');
  if (!isId(playerID)) return refuse('bad playerID');
  if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < 0) return refuse('bad stateID');
  if (!isPlainObject(action)) return refuse('bad action');
  if (typeof action.type !== 'string') return refuse('bad action type');
  const payload = action.payload;
  if (!isPlainObject(payload)) return refuse('bad payload');
  // Hole 5: act only as the seat the credentials were checked for.
  if (payload.playerID !== playerID) return refuse('playerID mismatch');
  // Hole 3: `automatic` actions are the server's own follow-ups, never a client's.
  if (action.automatic !== undefined) return refuse('automatic action');
  switch (action.type) {
    case 'MAKE_MOVE':
      if (typeof payload.type !== 'string' || payload.type.length > MAX_NAME_LENGTH)
        return refuse('bad move name');
      if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args))
        return refuse('bad move args');
      return { ok: true };
    case 'GAME_EVENT':
      // Hole 4: `game.events.X = false` only hides the client dispatcher; enforce it here.
      if (typeof payload.type !== 'string' || !context.enabledEvents.has(payload.type))
        return refuse('event not allowed');
      if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args))
        return refuse('bad event args');
      return { ok: true };
    case 'UNDO':
    case 'REDO':
      return { ok: true };
    default:
      // Hole 3: UPDATE, RESET, SYNC, PATCH, PLUGIN, STRIP_TRANSIENTS… would let a client rewrite the state.
      return refuse(`action type not allowed`);
  }
}

/** `sync` packets: `[matchID, playerID, credentials, numPlayers]`. */
export function checkSync(args: unknown[]): Verdict {
  const [matchID, playerID, credentials] = args;
  if (!isId(matchID)) return refuse('bad matchID');
  if (playerID !== undefined && playerID !== null && !isId(playerID)) return refuse('bad playerID');
  if (credentials !== undefined && credentials !== null && typeof credentials !== 'string')
    return refuse('bad credentials');
  return { ok: true };
}

/** `chat` packets: `[matchID, { id, sender, payload }, credentials]`. */
export function checkChat(args: unknown[]): Verdict {
  const [matchID, message] = args;
  if (!isId(matchID)) return refuse('bad matchID');
  if (!isPlainObject(message) || !isId(message.sender)) return refuse('bad chat message');
  return { ok: true };
}
