import { type Rng, roll } from '@skald/core';
import {
  ATTACK_DICE,
  BADASS_DICE,
  type BadassSymbol,
  DEFENSE_DICE,
  DICE_PER_COLOUR,
} from '../../data/dice.js';
import { type Colour, colourRank, type DieColour } from '../../data/types.js';

/** At most 3 dice of one colour in a roll (line 388): dice past the cap are not rolled (ruling R27). */
export function capPool(dice: readonly DieColour[]): DieColour[] {
  // Three dice or fewer cannot pass the cap (most pools): a plain copy.
  if (dice.length <= DICE_PER_COLOUR) return dice.slice();
  const seen: Record<DieColour, number> = { white: 0, grey: 0, black: 0 };
  return dice.filter((d) => ++seen[d] <= DICE_PER_COLOUR);
}

/** Shield Raise (line 853): the weakest Defense die goes up one colour before the roll. */
export function shieldRaise(dice: readonly DieColour[]): DieColour[] {
  const out = dice.slice();
  for (const from of ['white', 'grey'] as const) {
    const i = out.indexOf(from);
    if (i >= 0) {
      out[i] = from === 'white' ? 'grey' : 'black';
      return out;
    }
  }
  return out;
}

export const rollAttack = (rng: Rng, dice: readonly DieColour[]): number[] =>
  dice.map((d) => roll(rng, ATTACK_DICE[d]));
export const rollDefense = (rng: Rng, dice: readonly DieColour[]): number[] =>
  dice.map((d) => roll(rng, DEFENSE_DICE[d]));
export const rollBadass = (rng: Rng, colour: 'green' | 'blue'): BadassSymbol =>
  roll(rng, BADASS_DICE[colour]);

/**
 * Brutality (line 831), once per die (line 825): raises one result below red by a colour. The program
 * raises the strongest such result (ruling R29b), which never does less damage than raising a weaker one.
 */
export function brutality(results: readonly number[], times: number): number[] {
  const out = results.slice();
  // Nothing to raise (most Attacks and Defenses): no set of raised dice.
  if (times <= 0) return out;
  // The dice raised so far, by position (a roll holds at most a dozen dice: `raised` is a set of them).
  const raised = new Uint8Array(out.length);
  for (let n = 0; n < times; n++) {
    let best = -1;
    for (let i = 0; i < out.length; i++) {
      const r = out[i] as number;
      if (r > 0 && r < 3 && raised[i] === 0 && (best < 0 || r > (out[best] as number))) best = i;
    }
    if (best < 0) break;
    out[best] = (out[best] as number) + 1;
    raised[best] = 1;
  }
  return out;
}

/**
 * Precision X (line 862): reroll up to X Attack dice. Attack dice have no blank, so a reroll is never worse
 * than a yellow; the program rerolls the weakest results below red (ruling R29c).
 */
export function precision(
  rng: Rng,
  dice: readonly DieColour[],
  results: readonly number[],
  x: number,
  /** Collects the indexes rerolled (for the Enchant objectives counting results got by rerolls). */
  rerolled?: number[],
): number[] {
  const out = results.slice();
  // The dice below red, weakest first (the lower index first among equals), picked one by one from the
  // results as rolled: no list of pairs to sort per Attack. `test/fast-paths.test.ts` ties it to the sort.
  let picked = 0;
  for (let n = 0; n < x && n < 31; n++) {
    let best = -1;
    for (let i = 0; i < results.length && i < 31; i++) {
      const r = results[i] as number;
      if (r < 3 && !(picked & (1 << i)) && (best < 0 || r < (results[best] as number))) best = i;
    }
    if (best < 0) break;
    picked |= 1 << best;
    out[best] = roll(rng, ATTACK_DICE[dice[best] as DieColour]);
    rerolled?.push(best);
  }
  return out;
}

/**
 * Enraged (line 818): once per Attack the Hero rerolls the dice they wish. The program rerolls every result
 * too weak to wound the target's Health colour (ruling X4): such a die can only gain.
 */
export function rerollWeak(
  rng: Rng,
  dice: readonly DieColour[],
  results: readonly number[],
  hpRank: number,
): number[] {
  return results.map((r, i) => (r < hpRank ? roll(rng, ATTACK_DICE[dice[i] as DieColour]) : r));
}

/** Breakthrough (line 856): the strongest Defense result above yellow drops a colour (yellow stays). */
export function breakthrough(defense: readonly number[]): number[] {
  const out = defense.slice();
  let best = -1;
  for (let i = 0; i < out.length; i++)
    if ((out[i] as number) >= 2 && (best < 0 || (out[i] as number) > (out[best] as number))) best = i;
  if (best >= 0) out[best] = (out[best] as number) - 1;
  return out;
}

/**
 * Resolving combat (lines 396-405): results of the same colour cancel in pairs; each leftover Defense
 * result cancels one weaker Attack result (the strongest weaker one, ruling R30); Attack results weaker
 * than the defender's Health colour are dropped; the rest deal damage by the colour table (lines 370-372).
 */
export function resolveCombat(
  attack: readonly number[],
  defense: readonly number[],
  hpColour: Colour,
): { remaining: number[]; damage: number } {
  // Results are 0-3: counted per colour, the rule is a few subtractions (no sorted copies, no splices).
  // Anything else goes to the plain reading (`resolveCombatPlain`, tied to this in fast-paths.test.ts).
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  for (const r of attack) {
    if (r === 3) a3++;
    else if (r === 2) a2++;
    else if (r === 1) a1++;
    else if (r !== 0) return resolveCombatPlain(attack, defense, hpColour);
  }
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  for (const r of defense) {
    if (r === 3) d3++;
    else if (r === 2) d2++;
    else if (r === 1) d1++;
    else if (r !== 0) return resolveCombatPlain(attack, defense, hpColour);
  }
  // Same colours cancel in pairs.
  let m = Math.min(a3, d3);
  a3 -= m;
  d3 -= m;
  m = Math.min(a2, d2);
  a2 -= m;
  d2 -= m;
  m = Math.min(a1, d1);
  a1 -= m;
  // Strongest Defense first, each on the strongest weaker Attack result: a red on an orange, else a yellow.
  for (; d3 > 0; d3--) {
    if (a2 > 0) a2--;
    else if (a1 > 0) a1--;
  }
  for (; d2 > 0 && a1 > 0; d2--) a1--;
  const hp = colourRank(hpColour);
  const remaining: number[] = [];
  let damage = 0;
  for (let n = 0; n < a3; n++) remaining.push(3);
  if (hp <= 2) for (let n = 0; n < a2; n++) remaining.push(2);
  if (hp <= 1) for (let n = 0; n < a1; n++) remaining.push(1);
  for (const r of remaining) damage += damageOf(r, hp);
  return { remaining, damage };
}

/** `resolveCombat` as the rulebook states it, on sorted lists (any results). */
export function resolveCombatPlain(
  attack: readonly number[],
  defense: readonly number[],
  hpColour: Colour,
): { remaining: number[]; damage: number } {
  const a = attack.filter((r) => r > 0).sort((x, y) => y - x);
  const d = defense.filter((r) => r > 0).sort((x, y) => y - x);
  for (const level of [3, 2, 1]) {
    while (a.includes(level) && d.includes(level)) {
      a.splice(a.indexOf(level), 1);
      d.splice(d.indexOf(level), 1);
    }
  }
  for (const def of d) {
    const i = a.findIndex((r) => r < def);
    if (i >= 0) a.splice(i, 1);
  }
  const hp = colourRank(hpColour);
  const remaining = a.filter((r) => r >= hp);
  const damage = remaining.reduce((sum, r) => sum + damageOf(r, hp), 0);
  return { remaining, damage };
}

/** One Attack result against a Health colour: 1, 2 or 4 damage one, two or three colours up (lines 370-372). */
export function damageOf(result: number, hpRank: number): number {
  const diff = result - hpRank;
  return diff < 0 ? 0 : diff === 0 ? 1 : diff === 1 ? 2 : 4;
}
