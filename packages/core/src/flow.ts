import type { ActivePlayersArg, Ctx, Game, MoveMap, PhaseConfig } from 'boardgame.io';
import { flowGuardPlugin, sameStages } from './flow-guard.js';
import { PlainStatePlugin, plainG } from './plain-state.js';
import type { RulesFlow } from './rules-flow.js';

/** One step of the rules, as a boardgame.io phase. */
export interface MirroredStep<G> {
  /** What the actor may do (stage moves go under `stages`). */
  moves?: MoveMap<G>;
  /** The stages `RulesFlow.stages` names in this step, with their moves. */
  stages?: Record<string, { moves: MoveMap<G> }>;
  /** Work boardgame.io runs on entering the step (e.g. a resolution that needs no player). */
  onBegin?: PhaseConfig<G>['onBegin'];
  /**
   * A speed hint, never a rule: the stages boardgame.io sets by itself at each turn start of the step
   * (its `turn.activePlayers`, move limits included), for a step whose stages are known in advance (every
   * seat chooses once: `{ all: 'choose', maxMoves: 1 }`). The sync below still compares them with
   * `flow.stages(G)` and corrects any difference; a right hint only spares it the `setActivePlayers` event.
   */
  activePlayers?: ActivePlayersArg;
}

type FlowContext<G> = { G: G; ctx: Ctx };

/**
 * boardgame.io phases that follow the rules: each step of `steps` is a phase that ends as soon as G has
 * moved to another step (and names it as `next`); its turn goes to `flow.actor(G)`, ends when G names
 * another actor, and keeps `ctx.activePlayers` equal to `flow.stages(G)` after every move and at every turn
 * start. Nothing here decides a rule: a game that changes its flow changes G, and boardgame.io follows.
 *
 * The stage sync calls `setActivePlayers` from hooks, which works with every client event disabled
 * (`events: { setActivePlayers: false, … }` only hides the client's dispatcher).
 *
 * Also returned: `endIf` (the rules' gameover) and the plugins every Skald game runs — `PlainStatePlugin`
 * (hooks and moves read the plain G, not the Immer draft) and the flow guard (`flow-guard.ts`), which refuses
 * a client's events and any state whose `ctx` disagrees with G, so the game is safe on any boardgame.io
 * server. A game spreads the result into its `Game` and sets neither `phases`, `endIf` nor `plugins` itself.
 */
export function mirrorFlow<G>(
  flow: RulesFlow<G>,
  steps: Record<string, MirroredStep<G>>,
  start: string,
): Required<Pick<Game<G>, 'phases' | 'endIf' | 'plugins'>> & { phases: Record<string, PhaseConfig<G>> } {
  if (!Object.hasOwn(steps, start)) throw new Error(`mirrorFlow: the start step "${start}" is not a step`);
  // Hooks read the plain G when the game installs `PlainStatePlugin` (a proxy per object read otherwise).
  const seatIndex = (context: FlowContext<G>) =>
    Math.max(0, context.ctx.playOrder.indexOf(String(flow.actor(plainG(context)))));
  // Each `setActivePlayers` event costs boardgame.io a pass through the flow, so the sync sends one only when
  // the stages differ from what G wants. It also captures a stack trace per event call (`new Error`), read
  // only for the message of an event sent from a hook that may not send it, which these hooks never are
  // (turn.onBegin, turn.onMove): the capture is switched off around the call, and the limit put back at once.
  type HookContext = FlowContext<G> & { events: { setActivePlayers?: (arg: object) => void } };
  const setStages = (context: HookContext, wanted: Readonly<Record<string, string>> | null) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      context.events.setActivePlayers?.({ value: { ...(wanted ?? {}) } });
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  const wantedStages = (G: G) => flow.stages?.(G) ?? null;
  /** G names another seat to act in this step: the turn ends (a step without an actor keeps its turn). */
  const turnPasses = (G: G, { playOrder, currentPlayer }: Ctx) => {
    const actor = String(flow.actor(G));
    return playOrder.includes(actor) && actor !== currentPlayer;
  };
  const phases: Record<string, PhaseConfig<G>> = {};
  for (const [name, step] of Object.entries(steps)) {
    phases[name] = {
      start: name === start,
      // A step without moves of its own leaves the game's top-level `moves` in force.
      ...(step.moves ? { moves: step.moves } : {}),
      ...(step.onBegin ? { onBegin: step.onBegin } : {}),
      endIf: (context) => flow.step(plainG(context)) !== name,
      next: (context) => {
        const next = flow.step(plainG(context));
        return Object.hasOwn(steps, next) ? next : undefined;
      },
      turn: {
        order: { first: seatIndex, next: seatIndex },
        endIf: (context) => {
          const G = plainG(context);
          return flow.step(G) === name && turnPasses(G, context.ctx);
        },
        ...(step.activePlayers ? { activePlayers: step.activePlayers } : {}),
        onBegin: (context) => {
          const wanted = wantedStages(plainG(context));
          if (!sameStages(context.ctx.activePlayers, wanted)) setStages(context, wanted);
        },
        // After a move that ends the step or the turn, no sync: boardgame.io clears the stages when the turn
        // ends and the next turn's onBegin syncs (an event sent now would be dropped as the old turn's).
        onMove: (context) => {
          const G = plainG(context);
          const wanted = wantedStages(G);
          if (sameStages(context.ctx.activePlayers, wanted)) return;
          if (flow.step(G) === name && !turnPasses(G, context.ctx)) setStages(context, wanted);
        },
        ...(step.stages ? { stages: step.stages } : {}),
      },
    };
  }
  return {
    phases,
    endIf: (context) => flow.gameover(plainG(context)),
    plugins: [PlainStatePlugin, flowGuardPlugin(flow, new Set(Object.keys(steps)))],
  };
}
