import type { AiMove } from '@skald/core';
import { HOUSE, type ValheimView } from '@skald/valheim';
import type { PathOf, Target } from '../picks.js';

/**
 * Valheim on the board: each legal move read as the things a player touches to make it. What a move acts
 * on comes first (a space, a creature, the Forsaken, an item on your board), then what completes it (the
 * weapon, the player a mead is for, a resource). Moves with nothing on the table to touch (ending the turn,
 * keeping a roll, answering a call for help…) are board controls, `control:<name>`.
 *
 * Targets: `space:<id>`, `creature:<id>`, `item:<seat>:<id>` (a card or token on a character board,
 * `unarmed` for bare hands), `player:<seat>`, `houseitem:<id>`, `offer:<skill>`, `skill:odin|odinKept`,
 * `die:<i>`, `card:<id>` (the supply), `furniture:<id>`, `food:deck`, `food:<slot>`, `haldor`,
 * `haldor:<card>`, `resource:<r>`, `stag:<space>`, `chest:<space>`, `tombstone:<seat>`, `ship:<space>`,
 * `tile:<slot>`, `arena:<space>`, `forsaken`, `vines`, `control:<name>`.
 */

/** Dice numbers (from 0) of a reroll mask, lowest first: picked one by one, then confirmed. */
export function diceOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; 1 << i <= mask; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Moves made by a board control: no piece on the table stands for them. */
export const CONTROLS = [
  'pass',
  'keep',
  'odinPass',
  'assist',
  'decline',
  'join',
  'stay',
  'endTrade',
  'power',
];

/** Moves made at the space the player stands on (touch your own space, then choose). */
const HERE = ['collect', 'summon'];

const str = (x: unknown) => String(x);

/** The path of `move` for `seat` (the seat whose legal list it is) on view `G`. */
export function valheimPathOf(G: ValheimView, seat: number): PathOf {
  const mine = (id: unknown) => `item:${seat}:${str(id)}`;
  const space = G.players[seat]?.space ?? HOUSE;
  return (m: AiMove): readonly Target[] => {
    const a = m.args ?? [];
    if (CONTROLS.includes(m.move)) return [`control:${m.move}`];
    if (HERE.includes(m.move)) return [`space:${space}`];
    switch (m.move) {
      case 'move':
      case 'step':
      case 'sail':
      case 'steer':
        return [`space:${str(a[0])}`];
      case 'stag':
        return [`stag:${space}`];
      case 'loot':
        return [`chest:${space}`];
      case 'pickUp':
        return [`tombstone:${str(a[0])}`];
      case 'ship':
        return a[0] === null || a[0] === undefined ? [`space:${space}`] : [`ship:${str(a[0])}`];
      case 'fight':
      case 'ambush':
        return [`creature:${str(a[1])}`, mine(a[0])];
      case 'bomb':
        return [`creature:${str(a[1])}`, mine(a[0])];
      case 'mead':
        return [mine(a[0]), `player:${str(a[1])}`];
      case 'arenaMead':
        return [mine('healthMead'), `player:${str(a[0])}`];
      case 'give':
        return [mine(a[0]), a[1] === 'house' ? `space:${HOUSE}` : `player:${str(a[1])}`];
      case 'take':
        return [a[1] === 'house' ? `houseitem:${str(a[0])}` : `item:${str(a[1])}:${str(a[0])}`];
      case 'ignite':
      case 'honey':
        return [mine(a[0])];
      case 'dismantle':
        return [mine(a[0]), `resource:${str(a[1])}`];
      case 'chooseSkill':
        return [`offer:${str(a[0])}`];
      case 'odin':
      case 'odinKept':
        return odinPath(G, m.move, a);
      case 'reroll':
        return [...diceOfMask(Number(a[0])).map((i) => `die:${i}`), 'control:reroll'];
      case 'craft':
        return [`card:${str(a[0])}`];
      case 'build':
        return [`furniture:${str(a[0])}`];
      case 'brew':
        return ['furniture:fermenter'];
      case 'fabricate':
        return ['furniture:bombTable'];
      case 'bees':
        return ['furniture:beehive'];
      case 'cook':
        return ['food:deck'];
      case 'eat':
        return [`food:${str(a[0])}`];
      case 'trade':
        return ['haldor'];
      case 'buy':
        return [G.trade?.offer.includes(str(a[0])) ? `haldor:${str(a[0])}` : `resource:${str(a[0])}`];
      case 'place':
      case 'arenaMove':
        return [`arena:${str(a[0])}`];
      case 'arenaFight':
      case 'arenaBomb':
        return ['forsaken', mine(a[0])];
      case 'arenaVines':
        return ['vines', mine(a[0])];
      default:
        return [];
    }
  };
}

/**
 * A power of Odin: on a roll, the dice it rerolls then the skill (or the skill alone); otherwise the skill,
 * then whom it is for, then where (Odin's carry) — or the misty tile the ravens look at.
 */
function odinPath(G: ValheimView, slot: string, a: readonly unknown[]): Target[] {
  const skill = `skill:${slot}`;
  const [who, extra] = a;
  if (G.pending) {
    if (typeof extra === 'number') return [...diceOfMask(extra).map((i) => `die:${i}`), skill];
    return [skill];
  }
  if (typeof extra === 'string' && Object.hasOwn(G.tiles, extra)) return [skill, `tile:${extra}`];
  const path = [skill, `player:${str(who)}`];
  return typeof extra === 'string' ? [...path, `space:${extra}`] : path;
}

/** Words for a control's button. */
export const CONTROL_WORDS: Record<string, string> = {
  pass: 'End turn',
  keep: 'Keep the roll',
  reroll: 'Reroll the picked dice (token)',
  odinPass: 'Let the moment pass',
  assist: 'Run to help (1 stamina)',
  decline: 'Stay out of the fight',
  join: 'Join the voyage (1 stamina)',
  stay: 'Stay ashore',
  endTrade: 'Done trading',
  power: 'Call on the Forsaken power',
};
