import type { Ctx } from 'boardgame.io';
import type { RulesFlow } from './rules-flow.js';

/**
 * Why a state is refused, or null. boardgame.io's `events` option only hides an event from the client's
 * API: its reducer still runs any `GAME_EVENT` a seated client sends (`endGame` with a winner of its choice,
 * `endTurn`, `setPhase('nosuch')`, `setActivePlayers`…), on every server, ours or the stock one. Every Skald
 * game keeps its flow in G (`mirrorFlow`), so the game itself can tell a lawful state from a forged one:
 * - an action in which no move ran (a client's event) is refused: players act through moves only;
 * - after a move, `ctx` must be where G says the flow stands: phase, current player, stages, gameover.
 * boardgame.io asks a plugin's `isInvalid` after moves and events alike and, on a verdict, keeps the state it
 * had: the match is untouched. The check runs on the server's reducer (stock or ours) and in local games; a
 * multiplayer client's optimistic update, which boardgame.io applies before any flow trigger runs, is left
 * to the server.
 */
export function flowVerdict<G>(
  flow: RulesFlow<G>,
  G: G,
  ctx: Ctx,
  phases: ReadonlySet<string>,
): string | null {
  const over = flow.gameover(G);
  if ((over === undefined) !== (ctx.gameover === undefined))
    return `ctx.gameover is ${JSON.stringify(ctx.gameover)} where the rules say ${JSON.stringify(over)}`;
  if (over !== undefined) return null;
  const step = flow.step(G);
  if (phases.has(step) && ctx.phase !== step)
    return `ctx.phase is ${ctx.phase} where the rules are in ${step}`;
  const actor = String(flow.actor(G));
  if (ctx.playOrder.includes(actor) && ctx.currentPlayer !== actor)
    return `ctx.currentPlayer is ${ctx.currentPlayer} where the rules name ${actor}`;
  const wanted = flow.stages?.(G) ?? null;
  if (!sameStages(ctx.activePlayers, wanted))
    return `ctx.activePlayers is ${JSON.stringify(ctx.activePlayers)} where the rules want ${JSON.stringify(wanted)}`;
  return null;
}

/** `ctx.activePlayers` names exactly the seats and stages G wants (none: null or empty). */
export function sameStages(
  active: Ctx['activePlayers'],
  wanted: Readonly<Record<string, string>> | null,
): boolean {
  const a = active ?? {};
  const w = wanted ?? {};
  const keys = Object.keys(w);
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === w[k]);
}

/**
 * The ctx maps boardgame.io 0.50.2 writes in place: `setStage` (its `UpdateStage`) sets
 * `activePlayers[seat]` and `_activePlayersNumMoves[seat]` on the very objects of the state it was given, so a
 * refused event would still leave its mark on the state the server stores (the stock Master saves the
 * state it gets back, refused or not).
 */
const IN_PLACE_MAPS = [
  'activePlayers',
  '_activePlayersNumMoves',
  '_activePlayersMinMoves',
  '_activePlayersMaxMoves',
] as const;

type MapSnapshot = Partial<Record<(typeof IN_PLACE_MAPS)[number], Record<string, unknown>>>;

/** What the guard keeps for one action: the ctx it started from, its maps' contents, whether a move ran. */
interface ActionRecord {
  readonly before: Ctx;
  readonly maps: MapSnapshot;
  moved: boolean;
}

function snapshotMaps(ctx: Ctx): MapSnapshot {
  const maps: MapSnapshot = {};
  for (const key of IN_PLACE_MAPS) {
    const map = ctx[key] as Record<string, unknown> | null | undefined;
    if (map) maps[key] = { ...map };
  }
  return maps;
}

/** Put the maps of the ctx an action started from back as they were (see `IN_PLACE_MAPS`). */
function restoreMaps({ before, maps }: ActionRecord): void {
  for (const key of IN_PLACE_MAPS) {
    const map = before[key] as Record<string, unknown> | null | undefined;
    const saved = maps[key];
    if (!map || !saved) continue;
    for (const k of Object.keys(map)) if (!Object.hasOwn(saved, k)) delete map[k];
    Object.assign(map, saved);
  }
}

/** Plugin data: empty, except on the way out of an action the guard refuses. */
type GuardData = { refused?: string };

/** The flow guard plugin's name: its key in the plugin API a move's context holds. */
export const FLOW_GUARD = 'skald-flow-guard';

// biome-ignore lint/suspicious/noExplicitAny: boardgame.io's plugin boundary wraps moves of every shape
type AnyFn = (context: any, ...args: any[]) => any;

/**
 * The boardgame.io plugin that refuses forged flow (see {@link flowVerdict}). `mirrorFlow` installs it in
 * every game. Its record lives in the plugin API boardgame.io makes afresh for each action; nothing is kept
 * between actions, and its data stays `{}` in every stored state.
 */
export function flowGuardPlugin<G>(flow: RulesFlow<G>, phases: ReadonlySet<string>) {
  return {
    name: FLOW_GUARD,
    setup: (): GuardData => ({}),
    api: ({ ctx }: { ctx: Ctx }): ActionRecord => ({ before: ctx, maps: snapshotMaps(ctx), moved: false }),
    // A move marks its action; hooks and events do not.
    fnWrap: (fn: AnyFn, type: string): AnyFn =>
      type === 'MOVE'
        ? (context, ...args) => {
            const record = context[FLOW_GUARD] as ActionRecord | undefined;
            if (record) record.moved = true;
            return fn(context, ...args);
          }
        : fn,
    flush: ({ G, ctx, api, data }: { G: G; ctx: Ctx; api: ActionRecord; data: GuardData }): GuardData => {
      const verdict = refusal(flow, phases, G, ctx, api);
      if (verdict === null) return data;
      restoreMaps(api);
      return { refused: verdict };
    },
    isInvalid: ({ data }: { data: GuardData | undefined }) => data?.refused ?? false,
  };
}

function refusal<G>(
  flow: RulesFlow<G>,
  phases: ReadonlySet<string>,
  G: G,
  ctx: Ctx,
  action: ActionRecord,
): string | null {
  // The match's setup (turn 0 until boardgame.io starts the first turn): the flow is being built.
  if (action.before.turn === 0) return null;
  if (!action.moved) return 'a client event: players act through moves only';
  // A multiplayer client's optimistic move: boardgame.io has not run the flow yet (ctx is untouched).
  if (ctx === action.before) return null;
  return flowVerdict(flow, G, ctx, phases);
}
