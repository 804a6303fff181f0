/**
 * boardgame.io's events, and the `Game.events` setting that leaves on only the ones a game documents as
 * client actions. boardgame.io enables every event by default, so a seated player could otherwise send
 * `endGame({ winner: me })` or `endTurn` over the socket. Disabling an event only refuses it from
 * clients: moves and hooks still call it server-side (0.50.2's events plugin dispatches every event name,
 * `Events` in `turn-order`, whatever `game.events` says).
 */
export const EVENT_NAMES = [
  'endTurn',
  'pass',
  'endPhase',
  'setPhase',
  'endGame',
  'setActivePlayers',
  'endStage',
  'setStage',
] as const;

/** The name of one of boardgame.io's events. */
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * `Game.events` with every event off except `clientEvents`. A game passes the same list as
 * `GameModule.clientEvents`, which the conformance suite compares with what boardgame.io enables. This only
 * hides events from the client's API: a game built on `mirrorFlow` refuses every client event in its flow
 * guard, so its list is empty.
 */
export function lockEvents(clientEvents: readonly EventName[] = []): Record<EventName, boolean> {
  return Object.fromEntries(EVENT_NAMES.map((name) => [name, clientEvents.includes(name)])) as Record<
    EventName,
    boolean
  >;
}
