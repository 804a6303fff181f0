import type { DieSpec, Provenance } from '@skald/core';

/** The five face symbols of an Orlog die. */
export type FaceSymbol = 'axe' | 'arrow' | 'helmet' | 'shield' | 'hand';
/** Every face symbol, in a fixed order (axe, arrow, helmet, shield, hand). */
export const FACE_SYMBOLS: readonly FaceSymbol[] = ['axe', 'arrow', 'helmet', 'shield', 'hand'];

/** One face of an Orlog die. */
export interface OrlogFace {
  /** What the face shows: axe, arrow, helmet, shield or hand. */
  readonly symbol: FaceSymbol;
  /** Gold trim: the face earns its owner one God Favor token in the resolution. */
  readonly gold: boolean;
}

/** One Orlog die: six faces, two of them gold-trimmed. */
export interface OrlogDie extends DieSpec<OrlogFace> {
  /** Where the face layout comes from (`public`). */
  readonly source: Provenance;
  /** The public sources of the face layout. */
  readonly citation: string;
}

const DICE_CITATION =
  'ScareCrow1992/OrlogOnline@b73cee4 Agent/Game/Data/diceFaceInfo.js and e-gloo/go-orlog@a58af4c ' +
  'internal/server/game/server_die.go (identical tables); reference rules-orlog-wolves-giants.md §1.2';

/** Every die: 2 axes, 1 arrow, 1 helmet, 1 shield, 1 hand; gold trim on the two named non-axe faces. */
function die(id: string, goldA: FaceSymbol, goldB: FaceSymbol): OrlogDie {
  const symbols: FaceSymbol[] = ['axe', 'axe', 'arrow', 'helmet', 'shield', 'hand'];
  return {
    id,
    faces: symbols.map((symbol) => ({ symbol, gold: symbol === goldA || symbol === goldB })),
    source: 'public',
    citation: DICE_CITATION,
  };
}

/** The six dice of one player, in table order (die type = index). Both players own an identical set. */
export const DICE: readonly OrlogDie[] = [
  die('die1', 'arrow', 'hand'),
  die('die2', 'shield', 'hand'),
  die('die3', 'arrow', 'helmet'),
  die('die4', 'helmet', 'hand'),
  die('die5', 'shield', 'arrow'),
  die('die6', 'shield', 'helmet'),
];

/** Dice each player rolls and keeps. */
export const DICE_PER_PLAYER = 6;
/** Faces on every die. */
export const FACES_PER_DIE = 6;

/** Flat lookups by `type * 6 + face` for the hot resolution loop. */
export const FACE_SYMBOL: readonly FaceSymbol[] = DICE.flatMap((d) => d.faces.map((f) => f.symbol));
/** Gold trim of each face by `type * 6 + face`, for the same loop. */
export const FACE_GOLD: readonly boolean[] = DICE.flatMap((d) => d.faces.map((f) => f.gold));

/** The face index on die `type` that shows `symbol` (the first one: both axe faces are identical). */
export function faceIndexOf(type: number, symbol: FaceSymbol): number {
  const d = DICE[type];
  if (!d) throw new RangeError(`no die type ${type}`);
  return d.faces.findIndex((f) => f.symbol === symbol);
}
