/** Bot support: enumerate (= the rules' legal moves), determinize, describeMove and the pure RulesCore. */
import { type AiMove, type Gameover, type Rng, type RulesCore, shuffle } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { REGION_BY_ID } from './data/board.js';
import { EFFECT_BY_ID } from './data/effects.js';
import { EVENT_BY_ID } from './data/events.js';
import { SPELL_BY_ID } from './data/spells.js';
import { evaluate } from './evaluate.js';
import { seatOf } from './moves.js';
import { thawState } from './rules/clone.js';
import { newContext, type SearchContext } from './rules/context.js';
import { actor, applyMove, clone, legalMoves, type Move, withDone } from './rules/engine.js';
import { WAIVED } from './rules/events.js';
import { setPlayer } from './rules/players.js';
import type { GiantsState } from './state.js';

export function enumerate(G: GiantsState, _ctx: Ctx, playerID: string): AiMove[] {
  const seat = seatOf(G, playerID);
  return seat === null ? [] : legalMoves(G, seat);
}

/**
 * Re-deal what `playerID` cannot see: the other players' Resource cards together with the Resource deck
 * (hand sizes kept), their Spell cards together with the Spell deck, and the order of the universal Event deck. Pools are sorted before shuffling, so the
 * result depends only on what the seat knows. Other players' Ordning Points stay: every award is public
 * as it happens (event OP and Ordning Values are printed), only the running total is face down.
 */
export function determinize(G: GiantsState, playerID: string, rng: Rng): GiantsState {
  const s = clone(G);
  const me = seatOf(s, playerID);
  const pool = [...s.resourceDeck];
  s.players.forEach((p, i) => {
    if (i !== me) pool.push(...p.resources);
  });
  const dealt = shuffle(rng, pool.sort());
  s.players.forEach((p, i) => {
    if (i !== me) setPlayer(s, i, 'resources', dealt.splice(0, p.resources.length));
  });
  s.resourceDeck = dealt;
  const spells = [...s.spellDeck];
  s.players.forEach((p, i) => {
    if (i !== me) spells.push(...p.spells);
  });
  const spellsDealt = shuffle(rng, spells.sort());
  s.players.forEach((p, i) => {
    if (i !== me) setPlayer(s, i, 'spells', spellsDealt.splice(0, p.spells.length));
  });
  s.spellDeck = spellsDealt;
  s.eventDeck = shuffle(rng, [...s.eventDeck].sort());
  return s;
}

const region = (id: unknown) => REGION_BY_ID[String(id)]?.name ?? String(id);
/** A chosen route's crossings, for a march that names one. */
const via = (v: unknown) =>
  typeof v === 'string'
    ? ` by way of ${v === '' ? 'no other region' : v.split('+').map(region).join(', ')}`
    : '';

/** A card list argument (`food+food+rune-fire`) in words: `2 food and a rune-fire`. */
function cards(list: unknown): string {
  const counts = new Map<string, number>();
  for (const c of String(list).split('+')) if (c !== '') counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size === 0) return 'nothing';
  return [...counts].map(([type, n]) => `${n === 1 ? 'a' : n} ${type}`).join(' and ');
}

/** A readable sentence for one move, for logs, transcripts and the app. */
export function describeMove(G: GiantsState, move: AiMove, playerID: string): string {
  const p = G.players[Number(playerID)];
  const who = p ? `P${playerID} (${p.race})` : `P${playerID}`;
  const [a, b, c] = move.args ?? [];
  const unit = G.units.find((u) => u.id === a);
  const unitName = unit
    ? `${unit.wounded ? 'wounded ' : ''}${unit.race} ${unit.kind} in ${region(unit.region)}`
    : String(a);
  switch (move.move) {
    case 'claim': {
      const e = EVENT_BY_ID[String(a)];
      const effect = e?.reward.effect ? EFFECT_BY_ID[e.reward.effect] : undefined;
      const keeps = effect ? `, and keeps “${effect.name}” for the rest of the game` : '';
      return `${who} claims the event “${e?.name ?? a}”, ${b === WAIVED ? 'its rune waived' : `spending a ${b}`}${keeps}`;
    }
    case 'play':
      return `${who} plays the ${a} command`;
    case 'march':
      return `${who} moves the ${unitName} to ${region(b)}${via(move.args?.[3])}${c === 'none' ? '' : c === 'wound' ? ', taking a wound as toll' : `, paying ${c} as toll`}`;
    case 'recruit':
      return `${who} recruits a ${a} in ${region(b)}`;
    case 'swap':
      return `${who} trades a ${a} for ${b === 'deck' ? 'a card from the deck' : `a ${b} from the discard`}`;
    case 'offer':
      return c === ''
        ? `${who} offers P${a} ${cards(b)} as a gift`
        : `${who} offers P${a} ${cards(b)} for ${cards(c)}`;
    case 'accept':
      return `${who} accepts the trade`;
    case 'refuse':
      return `${who} refuses the trade`;
    case 'force':
      return `${who} forces a trade on P${a}`;
    case 'giveBack':
      return `${who} gives back a ${a}`;
    case 'attack':
      return `${who} attacks ${region(b)} from ${region(a)}`;
    case 'reroll':
      return `${who} re-rolls dice ${[0, 1, 2, 3, 4, 5, 6].filter((i) => Number(a) & (1 << i)).join(', ')}`;
    case 'convert':
      return `${who} converts ${a} arcane into hits and ${b} into blocks`;
    case 'cast': {
      const g = b === undefined ? undefined : G.giantslayers.find((x) => x.id === b);
      const at = g ? ` at ${g.wounded ? 'wounded ' : ''}giantslayer ${g.id} in ${region(g.region)}` : '';
      return `${who} casts ${SPELL_BY_ID[String(a)]?.name ?? a}${at}`;
    }
    case 'spend':
      return `${who} discards a ${a} in battle for its effect`;
    case 'soak':
      return `${who} takes damage on the ${unitName}`;
    case 'slayerRecruit':
      return `${who} recruits giantslayer ${a} into ${region(b)}`;
    case 'slayerMove':
      return `${who} moves giantslayer ${a} to ${region(b)}`;
    case 'slayerAssault':
      return `${who} sends the giantslayers of ${region(a)} against the ${b} giants`;
    case 'done':
      return `${who} ends the command`;
    default:
      return `${who}: ${move.move}`;
  }
}

/** `core.activePlayers` answers: one seat acts at a time, so one shared, frozen list per seat. */
const ACTIVE: readonly string[][] = Array.from(
  { length: 6 },
  (_, seat) => Object.freeze([String(seat)]) as unknown as string[],
);
const NOBODY = Object.freeze([]) as unknown as string[];

/**
 * The pure rules core: the state is G's shape, rebuilt unfrozen (`clone.ts` `thawState`). Its search
 * context (`rules/context.ts`) carries two memos from call to call (`CoreMemo`), both sound because core
 * states are never changed once made (`apply` leaves its input untouched):
 * - `apply` keeps the current player's step actions of the state it made, when the rules listed them
 *   while applying (to see whether the command step goes on): playouts ask for that state's moves next.
 *   One slot, not a map per state: an entry per state cost garbage-collection time.
 * - `legalMoves` keeps the last list it answered, with its state and seat: a move that is one of its very
 *   objects is legal there, so `apply` skips its checks (playouts pick from that list).
 * Without a context a call works on a fresh one, where neither memo ever hits: the plain reference.
 */
export const core: RulesCore<GiantsState, SearchContext> = {
  fromMatch: (G: GiantsState) => thawState(G),
  activePlayers: (s) => {
    const seat = actor(s);
    return seat === null ? NOBODY : (ACTIVE[seat] ?? [String(seat)]);
  },
  context: newContext,
  legalMoves: (s, playerID, cx = newContext()) => {
    const seat = seatOf(s, playerID);
    if (seat === null) return [];
    const memo = cx.core;
    let out: Move[];
    if (s === memo.listedState && seat === s.flow.current && memo.listedActions) {
      // Handed over once (the list becomes the caller's); asked again, the state's moves are listed anew.
      out = withDone(memo.listedActions);
      memo.listedState = null;
      memo.listedActions = null;
    } else out = legalMoves(s, seat, cx);
    memo.askedState = s;
    memo.askedSeat = seat;
    memo.asked = out;
    return out;
  },
  apply: (s, playerID, move, rng, cx = newContext()) => {
    const next = clone(s);
    const seat = seatOf(s, playerID);
    const memo = cx.core;
    const trusted = s === memo.askedState && seat === memo.askedSeat && memo.asked.includes(move);
    memo.listedState = null;
    memo.listedActions = null;
    if (seat === null || !applyMove(next, seat, move, rng, cx, true, trusted))
      throw new Error(`illegal move ${JSON.stringify(move)}`);
    if (memo.listedActions !== null) memo.listedState = next;
    return next;
  },
  gameover: (s): Gameover | undefined => s.flow.gameover ?? undefined,
  evaluate,
};
