import { int, type Rng } from '@skald/core';
import { BEGINNER_FAVORS, FAVOR_IDS, type FavorId, favorSpec, isFavorId } from '../data/favors.js';
import { EXPERT_WINS_NEEDED, type Mode, type OrlogRules } from '../data/rulings.js';
import { type OrlogState, other, type Seat } from '../state.js';
import { freshPlayer, startRound } from './round.js';

export const FAVORS_PER_PLAYER = 3;

const seatName = (seat: number) => `P${seat}`;

/** Begin a game's round 1 (favors known): the coin-toss winner rolls first. Mutates `s`. */
function startGame(s: OrlogState, rng: Rng): void {
  s.round = 1;
  s.first = s.coin;
  startRound(s, rng);
}

/** Expert draft order for game 1: toss winner bans, the other bans and picks first, alternate picks. */
function firstDraftQueue(coin: Seat): string[] {
  const o = other(coin);
  return [`b${coin}`, `b${o}`, `p${o}`, `p${coin}`, `p${o}`, `p${coin}`, `p${o}`, `p${coin}`];
}

/** Later expert games: no bans; the previous game's winner picks first. */
function laterDraftQueue(firstPicker: Seat): string[] {
  const o = other(firstPicker);
  return [`p${firstPicker}`, `p${o}`, `p${firstPicker}`, `p${o}`, `p${firstPicker}`, `p${o}`];
}

/** A new match. The coin flip is the first random number. */
export function initialState(mode: Mode, rules: OrlogRules, rng: Rng): OrlogState {
  const coin = int(rng, 2) as Seat;
  const s: OrlogState = {
    mode,
    rules: { ...rules },
    step: 'roll',
    game: 1,
    round: 1,
    coin,
    first: coin,
    actor: -1,
    slot: -1,
    players: [freshPlayer(), freshPlayer()],
    revealed: [null, null],
    draft: { pool: [], banned: [], discarded: [], queue: [] },
    wins: [0, 0],
    log: [{ seat: coin, kind: 'coin', amount: 0, text: `${seatName(coin)} wins the coin toss` }],
    result: null,
  };
  if (mode === 'beginner') {
    s.players[0].favors = BEGINNER_FAVORS.slice();
    s.players[1].favors = BEGINNER_FAVORS.slice();
    startGame(s, rng);
  } else if (mode === 'casual') {
    s.step = 'pick';
  } else {
    s.draft.pool = FAVOR_IDS.slice();
    s.draft.queue = firstDraftQueue(coin);
    s.step = 'draft';
    s.actor = coin;
  }
  return s;
}

// ---- casual: secret picks, revealed together ----

export function canPickFavor(s: OrlogState, seat: Seat, id: unknown): id is FavorId {
  const p = s.players[seat];
  return s.step === 'pick' && p.picks.length < FAVORS_PER_PLAYER && isFavorId(id) && !p.picks.includes(id);
}

/** Add a secret pick; when both have three, reveal them and start round 1. Mutates `s`. */
export function pickInPlace(s: OrlogState, seat: Seat, id: FavorId, rng: Rng): void {
  s.players[seat].picks.push(id);
  if (s.players.every((p) => p.picks.length === FAVORS_PER_PLAYER)) {
    for (const [i, p] of s.players.entries()) {
      p.favors = p.picks;
      p.picks = [];
      s.log.push({
        seat: i,
        kind: 'favors',
        amount: 0,
        text: `${seatName(i)} reveals ${p.favors.map((f) => favorSpec(f).name).join(', ')}`,
      });
    }
    startGame(s, rng);
  }
}

/** Casual picks worth enumerating: ascending favor order, so each set of three appears once. */
export function pickOptions(s: OrlogState, seat: Seat): FavorId[] {
  const p = s.players[seat];
  if (s.step !== 'pick' || p.picks.length >= FAVORS_PER_PLAYER) return [];
  const last = p.picks.length === 0 ? -1 : Math.max(...p.picks.map((f) => FAVOR_IDS.indexOf(f)));
  const stillNeeded = FAVORS_PER_PLAYER - p.picks.length;
  return FAVOR_IDS.filter((_, i) => i > last && i <= FAVOR_IDS.length - stillNeeded);
}

// ---- expert: shared pool, bans and alternating picks ----

export function draftTurn(s: OrlogState): { kind: 'b' | 'p'; seat: Seat } | null {
  const head = s.draft.queue[0];
  if (s.step !== 'draft' || head === undefined) return null;
  return { kind: head[0] as 'b' | 'p', seat: Number(head[1]) as Seat };
}

export function canDraft(s: OrlogState, seat: Seat, kind: 'b' | 'p', id: unknown): id is FavorId {
  const turn = draftTurn(s);
  return (
    turn !== null && turn.kind === kind && turn.seat === seat && isFavorId(id) && s.draft.pool.includes(id)
  );
}

/** Ban (`b`) or pick (`p`) from the pool; after the last pick round 1 starts. Mutates `s`. */
export function draftInPlace(s: OrlogState, seat: Seat, kind: 'b' | 'p', id: FavorId, rng: Rng): void {
  s.draft.pool = s.draft.pool.filter((f) => f !== id);
  if (kind === 'b') s.draft.banned.push(id);
  else s.players[seat].favors.push(id);
  s.log.push({
    seat,
    kind: kind === 'b' ? 'ban' : 'pick',
    amount: 0,
    text: `${seatName(seat)} ${kind === 'b' ? 'bans' : 'picks'} ${favorSpec(id).name}`,
  });
  s.draft.queue.shift();
  const next = draftTurn(s);
  if (next) s.actor = next.seat;
  else startGame(s, rng);
}

// ---- end of a game / match ----

/**
 * `winner` has reduced the other to 0 HP. Beginner/casual: the match is over. Expert: count the win; at
 * two wins the match is over, else discard both players' favors, flip the coin for the next game and
 * open a fresh draft from what is left of the pool, the game's winner picking first. Mutates `s`.
 */
export function endGame(s: OrlogState, winner: Seat, rng: Rng): void {
  s.actor = -1;
  const loser = other(winner);
  s.log.push({
    seat: winner,
    kind: 'game',
    amount: 0,
    text: `${seatName(loser)} falls: ${seatName(winner)} wins game ${s.game}`,
  });
  if (s.mode !== 'expert') {
    s.step = 'over';
    s.result = { winner: String(winner), reason: `${seatName(loser)} reduced to 0 HP` };
    return;
  }
  s.wins[winner]++;
  if (s.wins[winner] >= EXPERT_WINS_NEEDED) {
    s.step = 'over';
    s.result = { winner: String(winner), reason: `won the match ${s.wins[winner]}–${s.wins[loser]}` };
    return;
  }
  s.draft.discarded.push(...s.players[0].favors, ...s.players[1].favors);
  s.players = [freshPlayer(), freshPlayer()];
  s.revealed = [null, null];
  s.game++;
  s.round = 1;
  s.coin = int(rng, 2) as Seat;
  s.first = s.coin;
  s.draft.queue = laterDraftQueue(winner);
  s.step = 'draft';
  s.actor = winner;
  s.log.push({
    seat: s.coin,
    kind: 'coin',
    amount: 0,
    text: `${seatName(s.coin)} wins the coin toss for game ${s.game}`,
  });
}
