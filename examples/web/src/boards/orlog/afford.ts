import { FACE_GOLD, FACE_SYMBOL, type PlayerView } from '@skald/orlog';

/** What the chooser knows about paying: tokens now, and the most this round's dice could add. */
export interface TokenOutlook {
  now: number;
  /** Own gold faces this round: +1 token each in the resolution (unless banned). */
  gold: number;
  /** Own hands: each may steal a token, if the opponent has one left. */
  hands: number;
}

/**
 * Whether a level can be paid: now, only with this round's gold and steals (after-the-dice favors are
 * paid once the dice are resolved), or not at all. A favor that cannot be paid when it acts fizzles.
 */
export function affordability(
  cost: number,
  timing: 'before' | 'after',
  outlook: TokenOutlook,
): { kind: 'now' | 'maybe' | 'no'; text: string } {
  if (cost <= outlook.now) return { kind: 'now', text: `${cost} tokens: you have ${outlook.now}` };
  const most = outlook.now + outlook.gold + outlook.hands;
  if (timing === 'after' && cost <= most)
    return {
      kind: 'maybe',
      text: `${cost} tokens: you have ${outlook.now}, and this round may add up to ${outlook.gold} from gold faces and ${outlook.hands} from steals. Paid after the dice — if you are still short then, it fizzles.`,
    };
  return {
    kind: 'no',
    text:
      timing === 'before'
        ? `${cost} tokens: you have ${outlook.now}, and this favor is paid before the dice bring any.`
        : `${cost} tokens: even this round's gold and steals could bring you to ${most} at most.`,
  };
}

/** Tokens now, and what this round's own dice (not banned) could add: gold faces and hands. */
export function tokenOutlook(p: PlayerView): TokenOutlook {
  let gold = 0;
  let hands = 0;
  p.dice.forEach((face, die) => {
    if (face < 0 || (p.banned & (1 << die)) !== 0) return;
    if (FACE_GOLD[die * 6 + face]) gold++;
    if (FACE_SYMBOL[die * 6 + face] === 'hand') hands++;
  });
  return { now: p.tokens, gold, hands };
}
