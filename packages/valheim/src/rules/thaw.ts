import type { ValheimState } from '../state.js';
import { valheimShape } from './shape.js';

/**
 * A match state rebuilt of fresh, unfrozen objects for the bots' core (`core.fromMatch`): boardgame.io
 * deep-freezes G, and a state sharing frozen lists and records with the rules' own fresh ones makes every
 * read site see two shapes of each. Same values, same key order (derived from the state's shape).
 */
export const thawState: (G: ValheimState) => ValheimState = valheimShape.thaw;
