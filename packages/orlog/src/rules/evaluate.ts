import { FACE_SYMBOL, type FaceSymbol } from '../data/dice.js';
import type { OrlogState, Seat } from '../state.js';

/**
 * Weights of the heuristic below, in logits. Fitted by logistic regression on positions sampled from
 * 3000 seeded uniformly random games per mode (beginner: HP term 4.3, dice 0.15; expert: HP 2.95, games
 * won 1.19), except the token weight: under random play tokens carry no signal (fit ≈ 0), yet favors turn
 * them into damage and healing, so they get a small positive weight of our own choosing.
 */
export const EVALUATION_WEIGHTS = {
  /** On the HP lead relative to the HP left: (hp0 − hp1) / (hp0 + hp1 + 1). */
  hp: { beginner: 4.3, casual: 4.3, expert: 2.95 },
  /** Per point of damage the dice already fixed this round deal, net of the opponent's. */
  dice: 0.15,
  /** Per God Favor token of lead (our choice, see above). */
  tokens: 0.04,
  /** Per game of lead in an expert best-of-3 match. */
  games: 1.19,
} as const;

/** Dice whose faces are final this round: the kept ones while rolling, all of them after. */
function fixedFaces(s: OrlogState, seat: Seat): FaceSymbol[] {
  const p = s.players[seat];
  const out: FaceSymbol[] = [];
  for (let type = 0; type < p.dice.length; type++) {
    const face = p.dice[type]!;
    if (face < 0 || (s.step === 'roll' && ((p.kept >> type) & 1) === 0)) continue;
    out.push(FACE_SYMBOL[type * 6 + face]!);
  }
  return out;
}

const count = (faces: readonly FaceSymbol[], symbol: FaceSymbol): number =>
  faces.reduce((n, f) => (f === symbol ? n + 1 : n), 0);

/** Unblocked axes and arrows `attacker`'s fixed dice land on `defender`'s fixed dice. */
function fixedDamage(attack: readonly FaceSymbol[], defence: readonly FaceSymbol[]): number {
  return (
    Math.max(0, count(attack, 'axe') - count(defence, 'helmet')) +
    Math.max(0, count(attack, 'arrow') - count(defence, 'shield'))
  );
}

/**
 * `RulesCore.evaluate` for Orlog: each seat's estimated chance to win the match, a logistic of the HP
 * lead (relative to the HP left, so 3 against 1 counts more than 15 against 13), the damage this round's
 * fixed dice already deal, the token lead and, in expert mode, the games won. Reads only public state.
 */
export function evaluate(s: OrlogState): number[] {
  if (s.result !== null) return s.result.winner === '0' ? [1, 0] : [0, 1];
  const [a, b] = s.players;
  const w = EVALUATION_WEIGHTS;
  const faces0 = fixedFaces(s, 0);
  const faces1 = fixedFaces(s, 1);
  const z =
    (w.hp[s.mode] * (a.hp - b.hp)) / (a.hp + b.hp + 1) +
    w.dice * (fixedDamage(faces0, faces1) - fixedDamage(faces1, faces0)) +
    w.tokens * (a.tokens - b.tokens) +
    w.games * (s.wins[0] - s.wins[1]);
  const p0 = 1 / (1 + Math.exp(-z));
  return [p0, 1 - p0];
}
