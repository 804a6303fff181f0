/**
 * Player-facing text, beside the values it describes, so any boardgame.io app (ours included) can show a
 * How-to-play page and tooltips. Keep it in your own words.
 */
export const RULES_SUMMARY = [
  'On your turn, roll the die as often as you like: each roll adds its pips to your turn total.',
  'Roll a 1 and you lose this turn’s total and your turn ends.',
  'Hold instead to bank your turn total; the first player to reach the target wins.',
] as const;

export const MOVE_TEXTS = {
  roll: 'Roll the die: add its pips to your turn total, or lose the total on a 1.',
  hold: 'Bank your turn total and pass the die to the next player.',
} as const;
