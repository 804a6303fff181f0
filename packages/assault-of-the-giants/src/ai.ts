/** Bot support: enumerate (= the rules' legal moves), determinize, describeMove and the pure RulesCore. */
import { type AiMove, type Rng, shuffle } from '@skald/core';
import { seatOf, setPlayer } from './rules/players.js';
import { cloneState } from './rules/shape.js';
import { giantsRules } from './rules/table.js';
import type { GiantsState } from './state.js';

/** `ai.enumerate`: every legal move of `playerID` now (none for a spectator or once the game is over). */
export const enumerate = giantsRules.enumerate;

/**
 * Re-deal what `playerID` cannot see: the other players' Resource cards together with the Resource deck
 * (hand sizes kept), their Spell cards together with the Spell deck, and the order of the universal Event deck. Pools are sorted before shuffling, so the
 * result depends only on what the seat knows. Other players' Ordning Points stay: every award is public
 * as it happens (event OP and Ordning Values are printed), only the running total is face down.
 */
export function determinize(G: GiantsState, playerID: string, rng: Rng): GiantsState {
  const s = cloneState(G);
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

/** A readable sentence for one move, for logs, transcripts and the app (each move's own, `rules/describe.ts`). */
export const describeMove: (G: GiantsState, move: AiMove, playerID: string) => string = giantsRules.describe;

/**
 * The pure rules core, derived from the move table (`rules/table.ts`): the state is G's shape, rebuilt
 * unfrozen (`thawState`). Its search context carries the Giants' own (`rules/context.ts`), where an apply
 * that listed the next step's actions (to see whether the command step goes on) hands them to the next
 * `legalMoves` of that state, and core's listed-move fast path (a move `legalMoves` just handed out skips its
 * checks). Without a context a call works on a fresh one, where neither memo ever hits: the plain reference.
 */
export const core = giantsRules.core;
