import type { FavorChoice, OrlogState, PlayerState } from '../state.js';

/**
 * A deep copy of the state, written out field by field: much faster than a JSON round trip on the bot
 * hot path, and safe to call on a boardgame.io Immer draft (it only reads).
 */
export function cloneChoice(c: FavorChoice | null): FavorChoice | null {
  return c === null
    ? null
    : { favor: c.favor, level: c.level, targets: c.targets.slice(), amount: c.amount, face: c.face };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    hp: p.hp,
    tokens: p.tokens,
    favors: p.favors.slice(),
    dice: p.dice.slice(),
    kept: p.kept,
    rolls: p.rolls,
    extra: p.extra.slice(),
    banned: p.banned,
    choice: cloneChoice(p.choice),
    chosen: p.chosen,
    picks: p.picks.slice(),
  };
}

export function cloneState(s: OrlogState): OrlogState {
  return {
    mode: s.mode,
    rules: { ...s.rules },
    step: s.step,
    game: s.game,
    round: s.round,
    coin: s.coin,
    first: s.first,
    actor: s.actor,
    slot: s.slot,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    revealed: [cloneChoice(s.revealed[0]), cloneChoice(s.revealed[1])],
    draft: {
      pool: s.draft.pool.slice(),
      banned: s.draft.banned.slice(),
      discarded: s.draft.discarded.slice(),
      queue: s.draft.queue.slice(),
    },
    wins: [s.wins[0], s.wins[1]],
    log: s.log.map((e) => ({ seat: e.seat, kind: e.kind, amount: e.amount, text: e.text })),
    result: s.result === null ? null : { winner: s.result.winner, reason: s.result.reason },
  };
}

/**
 * A copy with a private top level and private players; every other sub-object (rules, draft, log,
 * revealed, wins, result) is shared with `s`. Enough for rules that only assign those at the top level
 * and mutate the players: `keepInPlace`, `chooseInPlace`.
 */
export function clonePlayers(s: OrlogState): OrlogState {
  return { ...s, players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])] };
}
