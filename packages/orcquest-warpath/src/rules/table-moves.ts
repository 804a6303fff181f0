import type { MoveName } from './move-names.js';
import { CARD_MOVES } from './table-cards.js';
import { HERO_MOVES } from './table-hero.js';
import type { OrcMove } from './table-kit.js';
import { TURN_MOVES } from './table-turn.js';

/**
 * Every move of the grammar (rules/move-names.ts), by name: the one place its check, effect and text are declared.
 */
export const ORC_MOVES: Readonly<Record<MoveName, OrcMove>> = { ...HERO_MOVES, ...CARD_MOVES, ...TURN_MOVES };
