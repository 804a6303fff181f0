/** The command row: what a card's neighbours give it (REF-LIB11, -13, -16, -18). */

/** Cards to the left of `card` in the row (0 when absent). */
export function cardsLeftOf(row: readonly string[], card: string): number {
  const i = row.indexOf(card);
  return Math.max(i, 0);
}

/** Cards to the right of `card` in the row (0 when absent). */
export function cardsRightOf(row: readonly string[], card: string): number {
  const i = row.indexOf(card);
  return i < 0 ? 0 : row.length - 1 - i;
}
