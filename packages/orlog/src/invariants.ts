import { isInt } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { DICE_PER_PLAYER, FACES_PER_DIE } from './data/dice.js';
import { FAVOR_IDS } from './data/favors.js';
import { MAX_HP, TOKEN_CAP } from './data/rulings.js';
import { ALL_DICE } from './rules/round.js';
import type { OrlogState } from './state.js';

/** Rule invariants, checked after every step of every conformance playout: the list of violations. */
export function invariants(G: OrlogState, ctx: Ctx): string[] {
  const bad: string[] = [];
  G.players.forEach((p, i) => {
    const who = `P${i}`;
    if (!isInt(p.hp) || p.hp < 0 || p.hp > MAX_HP) bad.push(`${who} hp ${p.hp} outside 0..${MAX_HP}`);
    if (!isInt(p.tokens) || p.tokens < 0 || p.tokens > TOKEN_CAP)
      bad.push(`${who} tokens ${p.tokens} outside 0..${TOKEN_CAP}`);
    if (p.dice.length !== DICE_PER_PLAYER) bad.push(`${who} has ${p.dice.length} dice`);
    if (p.dice.some((f) => !isInt(f) || f < -1 || f >= FACES_PER_DIE)) bad.push(`${who} bad die face`);
    if ((p.kept & ~ALL_DICE) !== 0 || (p.banned & ~ALL_DICE) !== 0) bad.push(`${who} bad kept/banned mask`);
    if (p.rolls < 0 || p.rolls > 3) bad.push(`${who} rolled ${p.rolls} times`);
    if (p.extra.length > 3) bad.push(`${who} has ${p.extra.length} extra dice`);
    if (new Set(p.favors).size !== p.favors.length || p.favors.length > 3)
      bad.push(`${who} favors ${p.favors}`);
    if (['roll', 'favor'].includes(G.step) && p.favors.length !== 3)
      bad.push(`${who} plays with ${p.favors.length} favors`);
    if (G.step === 'favor' && (p.kept !== ALL_DICE || p.dice.includes(-1)))
      bad.push(`${who} enters favors with dice unkept`);
    if (G.step !== 'favor' && p.choice !== null)
      bad.push(`${who} holds a secret choice outside the favor step`);
    if (['roll', 'draft', 'pick'].includes(G.step) && p.chosen)
      bad.push(`${who} is marked as having chosen outside the favor step`);
    if (G.step === 'roll' && p.kept !== ALL_DICE && p.rolls === 0 && G.slot > 1)
      bad.push(`${who} skipped a roll`);
  });
  if (G.mode === 'expert') {
    const all = [
      ...G.draft.pool,
      ...G.draft.banned,
      ...G.draft.discarded,
      ...G.players[0].favors,
      ...G.players[1].favors,
    ];
    if (all.length !== FAVOR_IDS.length || new Set(all).size !== FAVOR_IDS.length)
      bad.push(`expert favors not conserved (${all.length})`);
    if (G.wins.some((w) => w < 0 || w > 2)) bad.push(`wins ${G.wins}`);
    if (G.game !== G.wins[0] + G.wins[1] + (G.result ? 0 : 1)) bad.push(`game ${G.game} vs wins ${G.wins}`);
  }
  if (G.result !== null && G.step !== 'over') bad.push('result set but match goes on');
  if (ctx.gameover !== undefined && G.result === null) bad.push('ctx.gameover without G.result');
  if (G.log.length > 60) bad.push(`log grew to ${G.log.length} entries`);
  const size = JSON.stringify(G).length;
  if (size > 8192) bad.push(`G is ${size} bytes`);
  return bad;
}
