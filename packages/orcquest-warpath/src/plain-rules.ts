import type { Board } from './rules/board/board.js';
import { hasLineOfSight as hasLineOfSightIn } from './rules/board/geometry.js';
import type { Cell } from './rules/board/grid.js';
import { type AttackOption, attackOptions as attackOptionsIn } from './rules/combat/attack-options.js';
import { newContext } from './rules/context.js';
import { isLegal as isLegalIn } from './rules/legal-moves.js';
import type { Facing, HeroState, OrcQuestState } from './state.js';

/*
 * Rules the package exports for apps and tools (the web board, scripts), each call on a fresh search context
 * (rules/context.ts): no context to hold, the plain reference answer.
 */

/** Whether `seat` may make this move now (rules/legal-moves.ts `isLegal`). */
export const isLegal = (G: OrcQuestState, seat: number, name: string, args: readonly unknown[]): boolean =>
  isLegalIn(newContext(), G, seat, name, args);

/** The Hero's attack options (rules/combat/attack-options.ts `attackOptions`). */
export const attackOptions = (h: HeroState): AttackOption[] => attackOptionsIn(newContext(), h);

/**
 * A Hero's Line of Sight on a Quest board from `from` facing `facing` to `to` (rules/board/geometry.ts
 * `hasLineOfSight`, itself on core's): named apart from core's grid helper.
 */
export const heroLineOfSight = (
  board: Board,
  G: OrcQuestState,
  from: Cell,
  facing: Facing,
  to: Cell,
): boolean => hasLineOfSightIn(newContext(), board, G, from, facing, to);
