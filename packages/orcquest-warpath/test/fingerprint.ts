/**
 * A fingerprint of play, for speed work that must not change it: `npx tsx packages/orcquest-warpath/test/fingerprint.ts`.
 *
 * 144 seeded games on the rules core (Quests 1–3 and the camp, 1–4 Heroes; a third of the moves by the playout
 * policy), each step hashed: the active seats, the legal list, the policy's move, `evaluate` and the state. Two
 * hashes: `core` plays from `core.fromMatch` as a bot does, with the state's log left out (the core path writes
 * no log); `logged` plays the same games from the plain state, log included (the text players read). Run it before
 * and after a change: both hashes must stay the same.
 */
import { createHash, type Hash } from 'node:crypto';
import { type AiMove, pick, rngFromSeed } from '@skald/core';
import { core } from '../src/ai.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { CAMP_SAVE, QUEST2_SAVE, QUEST3_SAVE } from './saves.js';

const SAVES = { quest1: undefined, quest2: QUEST2_SAVE, quest3: QUEST3_SAVE, camp: CAMP_SAVE } as const;

/** The state as JSON with its log left out (`withLog` false) or kept. */
const stateText = (s: OrcQuestState, withLog: boolean): string =>
  JSON.stringify(s, (k, v) => (!withLog && k === 'log' ? undefined : v));

function playGame(start: OrcQuestState, seed: string, withLog: boolean, hash: Hash, cap: number): number {
  const policy = rngFromSeed(`${seed}/policy`);
  const chance = rngFromSeed(`${seed}/chance`);
  const playout = rngFromSeed(`${seed}/playout`);
  const cx = core.context?.();
  let s = start;
  let moves = 0;
  while (core.gameover(s) === undefined && moves < cap) {
    const seats = core.activePlayers(s);
    const seat = pick(policy, seats);
    const legal = core.legalMoves(s, seat, cx);
    const suggested = core.playoutMove?.(s, seat, legal, playout, cx);
    const value = core.evaluate?.(s, cx);
    const move: AiMove = policy() < 1 / 3 && suggested ? suggested : pick(policy, legal);
    hash.update(JSON.stringify({ seats, legal, suggested, value, move }));
    s = core.apply(s, seat, move, chance, cx);
    hash.update(stateText(s, withLog));
    moves++;
  }
  return moves;
}

/** Both hashes and the number of moves played (each set of games). */
export function fingerprint(cap = 150): { core: string; logged: string; moves: number } {
  const coreHash = createHash('sha256');
  const loggedHash = createHash('sha256');
  let moves = 0;
  for (const [name, save] of Object.entries(SAVES))
    for (let heroes = 1; heroes <= 4; heroes++)
      for (let k = 0; k < 9; k++) {
        const seed = `fingerprint/${name}/${heroes}/${k}`;
        const plain = setupState(heroes, rngFromSeed(seed), save && { campaign: save });
        const fromMatch = core.fromMatch(structuredClone(plain), {} as never);
        moves += playGame(fromMatch, seed, false, coreHash, cap);
        playGame(plain, seed, true, loggedHash, cap);
      }
  return { core: coreHash.digest('hex').slice(0, 16), logged: loggedHash.digest('hex').slice(0, 16), moves };
}

if (process.argv[1]?.endsWith('fingerprint.ts')) console.log(fingerprint());
