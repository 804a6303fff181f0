/** Unit and line strength (card texts; the end-of-round example pins the numbers down). */
import { RULES } from '../data/constants.js';
import { CARD_KIND, PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import type { Seat, WolvesState } from '../state.js';

export const kindOf = (card: number): PeopleKind => CARD_KIND[card] as PeopleKind;
export const isUnit = (card: number): boolean => PEOPLE_BY_KIND[kindOf(card)].type === 'unit';
export const runeOf = (card: number) => PEOPLE_BY_KIND[kindOf(card)].rune;

/** Strength of the unit at `index` in `line`, from its position and neighbours. */
export function unitStrength(line: readonly number[], index: number): number {
  const kind = kindOf(line[index] as number);
  switch (kind) {
    case 'bond':
      return line.filter((c) => runeOf(c) === 'eiwaz').length;
    case 'hovding':
      return 2 * line.filter((c) => runeOf(c) === 'teiwaz').length;
    case 'konung':
      return RULES.konungBase - (line.length - 1);
    case 'hirdman': {
      const left = index > 0 ? kindOf(line[index - 1] as number) : null;
      const right = index < line.length - 1 ? kindOf(line[index + 1] as number) : null;
      return left === 'hirdman' || right === 'hirdman'
        ? RULES.hirdmanPaired
        : (PEOPLE_BY_KIND.hirdman.strength as number);
    }
    default:
      return PEOPLE_BY_KIND[kind].strength ?? 0;
  }
}

/** Sum of the unit strengths in a line, without Deity modifiers. */
export function rawLineStrength(line: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < line.length; i++) sum += unitStrength(line, i);
  return sum;
}

export const hasDeity = (s: WolvesState, seat: Seat, id: string): boolean =>
  (s.players[seat]?.deities as string[] | undefined)?.includes(id) ?? false;

export function deityOwner(s: WolvesState, id: string): Seat | null {
  for (let i = 0; i < s.players.length; i++) if (hasDeity(s, i, id)) return i;
  return null;
}

/**
 * Line strength as it counts for winning: units, +5 for Thor's owner, −5 for each other line from
 * Fenrir (Odin's owner is immune to other players' Deities).
 */
export function lineStrength(s: WolvesState, seat: Seat): number {
  let total = rawLineStrength(s.players[seat]!.line);
  if (hasDeity(s, seat, 'thor')) total += RULES.thorBonus;
  const fenrir = deityOwner(s, 'fenrir');
  if (fenrir !== null && fenrir !== seat && !hasDeity(s, seat, 'odin')) total -= RULES.fenrirPenalty;
  return total;
}

/** Each card id's kind as one bit (kinds in table order). */
const KIND_BITS: ReadonlyMap<PeopleKind, number> = new Map(
  [...new Set(CARD_KIND)].map((kind, i) => [kind as PeopleKind, 1 << i]),
);
const CARD_KIND_BIT: readonly number[] = CARD_KIND.map((kind) => KIND_BITS.get(kind as PeopleKind) as number);

/** The kinds in a line, a bit each (`mayJoinLine` reads it; one pass serves every card tried on the line). */
export function lineKinds(line: readonly number[]): number {
  let kinds = 0;
  for (let i = 0; i < line.length; i++) kinds |= CARD_KIND_BIT[line[i] as number] as number;
  return kinds;
}

/** Whether a card may be put into `line` (uniqueness and the Priest's rule). */
export const canJoinLine = (line: readonly number[], card: number): boolean =>
  mayJoinLine(line, lineKinds(line), card);

/** `canJoinLine`, given the line's `lineKinds` (placement options try every kind in hand on each line). */
export function mayJoinLine(line: readonly number[], kinds: number, card: number): boolean {
  const kind = kindOf(card);
  const data = PEOPLE_BY_KIND[kind];
  if (data.type !== 'unit') return false;
  if (data.uniqueInLine && (kinds & (CARD_KIND_BIT[card] as number)) !== 0) return false;
  if (kind === 'priest') {
    for (let i = 0; i < line.length; i++) {
      const c = line[i] as number;
      if (runeOf(c) === 'teiwaz' && unitStrength(line, i) <= RULES.priestBlockMax) return false;
    }
  }
  return true;
}
