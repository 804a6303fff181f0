import type { Rng } from '@skald/core';
import { type FaceSymbol, faceIndexOf } from '../src/data/dice.js';
import type { FavorId } from '../src/data/favors.js';
import { DEFAULT_RULES, type Mode, type OrlogRules } from '../src/data/rulings.js';
import { type ChoiceArg, parseChoice } from '../src/rules/choice.js';
import { resolveInPlace } from '../src/rules/resolve.js';
import { ALL_DICE, freshPlayer } from '../src/rules/round.js';
import { cloneState } from '../src/rules/shape.js';
import type { OrlogState, Seat } from '../src/state.js';

/**
 * Dice that do nothing against each other: 3 helmets, 2 shields, 1 arrow, no gold, no hands.
 * Each side's single arrow meets the other's two shields, and nobody has axes.
 */
export const QUIET: FaceSymbol[] = ['helmet', 'helmet', 'shield', 'shield', 'helmet', 'arrow'];

export interface ScenarioPlayer {
  hp?: number;
  tokens?: number;
  favors?: FavorId[];
  /** The symbol each of the six dice shows (die i is die type i+1; gold follows the dice table). */
  dice?: FaceSymbol[];
  choice?: ChoiceArg;
}

export interface Scenario {
  mode?: Mode;
  rules?: Partial<OrlogRules>;
  first?: Seat;
  round?: number;
  p0?: ScenarioPlayer;
  p1?: ScenarioPlayer;
}

/**
 * A state at the end of the favor step: both players' dice set and kept, choices revealed. With no
 * `choice` given, a player chose no favor.
 */
export function makeState(sc: Scenario = {}): OrlogState {
  const players = [freshPlayer(), freshPlayer()] as OrlogState['players'];
  const s: OrlogState = {
    mode: sc.mode ?? 'casual',
    rules: { ...DEFAULT_RULES, ...sc.rules },
    step: 'resolution',
    game: 1,
    round: sc.round ?? 1,
    coin: sc.first ?? 0,
    first: sc.first ?? 0,
    actor: -1,
    slot: 6,
    players,
    revealed: [null, null],
    draft: { pool: [], banned: [], discarded: [], queue: [] },
    wins: [0, 0],
    log: [],
    result: null,
  };
  [sc.p0, sc.p1].forEach((spec, i) => {
    const seat = i as Seat;
    const p = players[seat];
    const sp = spec ?? {};
    p.hp = sp.hp ?? 15;
    p.tokens = sp.tokens ?? 0;
    const choice = sp.choice ?? null;
    p.favors = sp.favors ?? (choice ? [choice.favor as FavorId] : []);
    const dice = sp.dice ?? QUIET;
    if (dice.length !== 6) throw new Error('six dice please');
    p.dice = dice.map((sym, d) => faceIndexOf(d, sym));
    p.kept = ALL_DICE;
    p.rolls = 3;
    p.chosen = true;
  });
  [sc.p0, sc.p1].forEach((spec, i) => {
    const parsed = parseChoice(s, i as Seat, spec?.choice ?? null);
    if (parsed === 'invalid') throw new Error(`invalid scenario choice ${JSON.stringify(spec?.choice)}`);
    s.revealed[i as Seat] = parsed;
  });
  for (const p of players) p.chosen = false;
  return s;
}

/** Run only the resolution of a scenario; returns the resulting state and the seat that fell (if any). */
export function resolveScenario(
  sc: Scenario,
  rng: Rng = scriptedRng([]),
): { s: OrlogState; fallen: Seat | null } {
  const s = cloneState(makeState(sc));
  const fallen = resolveInPlace(s, rng);
  return { s, fallen };
}

/** An Rng that returns the given numbers in order and fails the test if asked for more. */
export function scriptedRng(values: number[]): Rng {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error(`scriptedRng exhausted after ${values.length} numbers`);
    return values[i++] as number;
  };
}

/** The random number that makes `int(rng, n)` return `k`. */
export const pickOf = (k: number, n = 6) => (k + 0.5) / n;

/** The random number that rolls die `type` (0-based) to show `symbol`. */
export const rollTo = (type: number, symbol: FaceSymbol) => pickOf(faceIndexOf(type, symbol));

/** HP and tokens of both seats, for compact assertions. */
export const snapshot = (s: OrlogState) => ({
  hp: [s.players[0].hp, s.players[1].hp],
  tokens: [s.players[0].tokens, s.players[1].tokens],
});
