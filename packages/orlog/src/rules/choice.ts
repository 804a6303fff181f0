import { isInt, isPlainObject } from '@skald/core';
import { DICE_PER_PLAYER, FACE_GOLD, FACE_SYMBOL, FACE_SYMBOLS, type FaceSymbol } from '../data/dice.js';
import { favorSpec, isFavorId } from '../data/favors.js';
import { favorCost, favorValue, MAX_HP } from '../data/rulings.js';
import { type FavorChoice, type OrlogState, other, type Seat } from '../state.js';

/** The argument of `chooseFavor`: `null` (no favor) or a favor with a level and the favor's parameter. */
export type ChoiceArg = null | {
  favor: string;
  level: number;
  targets?: readonly number[];
  amount?: number;
  face?: FaceSymbol;
};

function distinctInts(v: unknown, lo: number, hi: number, maxLen: number): v is number[] {
  if (!Array.isArray(v) || v.length < 1 || v.length > maxLen) return false;
  if (!v.every((x) => isInt(x, lo, hi))) return false;
  return new Set(v).size === v.length;
}

/**
 * Validate a raw `chooseFavor` argument for `seat` and normalise it. Returns `null` for "no favor",
 * a `FavorChoice`, or `'invalid'`. Only keys the favor uses are allowed.
 */
export function parseChoice(s: OrlogState, seat: Seat, raw: unknown): FavorChoice | null | 'invalid' {
  if (raw === null) return null;
  if (!isPlainObject(raw)) return 'invalid';
  const { favor, level } = raw;
  if (!isFavorId(favor) || !s.players[seat].favors.includes(favor) || !isInt(level, 1, 3)) return 'invalid';
  const spec = favorSpec(favor);
  const allowed = ['favor', 'level'];
  const out: FavorChoice = { favor, level, targets: [], amount: 0, face: null };
  switch (spec.param) {
    case 'diceTargets':
      // Frigg: up to N of the twelve dice on the table (0–5 own, 6–11 the opponent's).
      if (!distinctInts(raw.targets, 0, 2 * DICE_PER_PLAYER - 1, favorValue(favor, level))) return 'invalid';
      out.targets = (raw.targets as number[]).slice();
      allowed.push('targets');
      break;
    case 'banTargets':
      // Loki: up to N of the opponent's six dice.
      if (!distinctInts(raw.targets, 0, DICE_PER_PLAYER - 1, favorValue(favor, level))) return 'invalid';
      out.targets = (raw.targets as number[]).slice();
      allowed.push('targets');
      break;
    case 'amount':
      if (!isInt(raw.amount, 1, MAX_HP - 1)) return 'invalid';
      out.amount = raw.amount;
      allowed.push('amount');
      break;
    case 'face':
      if (typeof raw.face !== 'string' || !FACE_SYMBOLS.includes(raw.face as FaceSymbol)) return 'invalid';
      out.face = raw.face as FaceSymbol;
      allowed.push('face');
      break;
    case 'none':
      break;
  }
  if (Object.keys(raw).some((k) => !allowed.includes(k))) return 'invalid';
  return out;
}

export function canChoose(s: OrlogState, seat: Seat): boolean {
  return s.step === 'favor' && !s.players[seat].chosen;
}

// ---- enumeration: the meaningful choices, compactly ----

const symbolOf = (s: OrlogState, seat: Seat, die: number) =>
  FACE_SYMBOL[die * 6 + (s.players[seat].dice[die] as number)];
const goldOf = (s: OrlogState, seat: Seat, die: number) =>
  FACE_GOLD[die * 6 + (s.players[seat].dice[die] as number)];

/** Loki: one ban set per distinct multiset of (symbol, gold) faces — banning either of two equal faces is the same. */
function lokiTargetSets(s: OrlogState, seat: Seat, n: number): number[][] {
  const foe = other(seat);
  const seen = new Set<string>();
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === n) {
      const key = chosen
        .map((d) => `${symbolOf(s, foe, d)}${goldOf(s, foe, d) ? '*' : ''}`)
        .sort()
        .join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(chosen.slice());
      }
      return;
    }
    for (let d = start; d < DICE_PER_PLAYER; d++) pick(d + 1, [...chosen, d]);
  };
  pick(0, []);
  return out;
}

/** How much re-rolling a die showing this face is worth to the owner's opponent / to the owner. */
const FOE_THREAT: Record<FaceSymbol, number> = { axe: 5, arrow: 4, hand: 3, helmet: 1, shield: 1 };
const OWN_WEAKNESS: Record<FaceSymbol, number> = { helmet: 3, shield: 3, hand: 2, arrow: 1, axe: 0 };

/**
 * Frigg: three target sets per level instead of every subset of twelve dice — the opponent's most
 * threatening dice, the owner's weakest (non-gold) dice, and an even split. The move accepts any set.
 */
function friggTargetSets(s: OrlogState, seat: Seat, n: number): number[][] {
  const foe = other(seat);
  const foeRanked = [0, 1, 2, 3, 4, 5]
    .map((d) => ({ d, w: FOE_THREAT[symbolOf(s, foe, d) as FaceSymbol] + (goldOf(s, foe, d) ? 1 : 0) }))
    .sort((a, b) => b.w - a.w || a.d - b.d)
    .map((x) => x.d + DICE_PER_PLAYER);
  const ownRanked = [0, 1, 2, 3, 4, 5]
    .filter((d) => symbolOf(s, seat, d) !== 'axe')
    .map((d) => ({ d, w: OWN_WEAKNESS[symbolOf(s, seat, d) as FaceSymbol] - (goldOf(s, seat, d) ? 2 : 0) }))
    .sort((a, b) => b.w - a.w || a.d - b.d)
    .map((x) => x.d);
  const sets = [
    foeRanked.slice(0, n),
    ownRanked.slice(0, n),
    [...foeRanked.slice(0, Math.ceil(n / 2)), ...ownRanked.slice(0, Math.floor(n / 2))],
  ];
  const seen = new Set<string>();
  return sets.filter((t) => {
    const key = t
      .slice()
      .sort((a, b) => a - b)
      .join(',');
    if (t.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Freyr: the majority face types among the owner's dice now (one option per tied type). */
function freyrFaces(s: OrlogState, seat: Seat): FaceSymbol[] {
  const counts = new Map<FaceSymbol, number>(FACE_SYMBOLS.map((f) => [f, 0]));
  for (let d = 0; d < DICE_PER_PLAYER; d++) {
    const f = symbolOf(s, seat, d) as FaceSymbol;
    counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const max = Math.max(...counts.values());
  return FACE_SYMBOLS.filter((f) => counts.get(f) === max);
}

/** Týr/Odin sacrifice amounts worth offering, within what the player can give now. */
function sacrificeAmounts(s: OrlogState, seat: Seat, favor: 'tyr' | 'odin', level: number): number[] {
  const most = Math.min(MAX_HP - 1, s.players[seat].hp - s.rules.sacrificeFloor);
  const wanted =
    favor === 'tyr'
      ? [1, 2, 3, Math.ceil(s.players[other(seat)].tokens / favorValue('tyr', level))]
      : [1, 2, 3, 4, 5];
  return [...new Set(wanted)].filter((a) => a >= 1 && a <= most).sort((a, b) => a - b);
}

/**
 * Every choice worth enumerating for `seat` in the favor step: "no favor", and each own favor at each
 * level it could possibly pay for (before-resolution favors: tokens now; after-resolution: tokens now
 * plus the most this round's gold faces and steals could add), with its parameter options.
 */
export function choiceOptions(s: OrlogState, seat: Seat): ChoiceArg[] {
  const out: ChoiceArg[] = [null];
  const p = s.players[seat];
  let gold = 0;
  let hands = 0;
  for (let d = 0; d < DICE_PER_PLAYER; d++) {
    if (goldOf(s, seat, d)) gold++;
    if (symbolOf(s, seat, d) === 'hand') hands++;
  }
  const afterBudget = p.tokens + gold + hands;
  for (const favor of p.favors) {
    const spec = favorSpec(favor);
    for (let level = 1; level <= 3; level++) {
      const budget = spec.timing === 'before' ? p.tokens : afterBudget;
      if (favorCost(favor, level, s.rules) > budget) continue;
      const n = favorValue(favor, level);
      switch (spec.param) {
        case 'none':
          out.push({ favor, level });
          break;
        case 'banTargets':
          for (const targets of lokiTargetSets(s, seat, n)) out.push({ favor, level, targets });
          break;
        case 'diceTargets':
          for (const targets of friggTargetSets(s, seat, n)) out.push({ favor, level, targets });
          break;
        case 'face':
          for (const face of freyrFaces(s, seat)) out.push({ favor, level, face });
          break;
        case 'amount':
          for (const amount of sacrificeAmounts(s, seat, favor as 'tyr' | 'odin', level))
            out.push({ favor, level, amount });
          break;
      }
    }
  }
  return out;
}
