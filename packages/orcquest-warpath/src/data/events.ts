import type { EffectKind } from './effects.js';
import type { Provenance } from './types.js';

/** An Event card's effect, applied when a Hero ends their Activation (rulebook lines 519-523). */
export type EventEffect =
  | { readonly kind: 'badass'; readonly amount: number }
  | { readonly kind: 'alert'; readonly amount: number }
  | { readonly kind: 'heal'; readonly amount: number }
  | { readonly kind: 'damage'; readonly amount: number }
  | { readonly kind: 'effect'; readonly effect: EffectKind; readonly n: number };

/** One Event card (lines 519-523), drawn when a Hero ends their Activation. */
export interface EventCard {
  /** Card id. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** What it does when drawn. */
  readonly effect: EventEffect;
  /** Copies of this card in the Event deck. */
  readonly copies: number;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * The 20 generic Event cards (count: rulebook line 69 minus 8 Hero cards). No card text is public, so the
 * five templates are assumed (reference A.7). The 8 Hero-specific Event cards are not implemented.
 */
export const EVENTS: readonly EventCard[] = [
  {
    id: 'badass-smiles',
    name: 'Badass smiles',
    effect: { kind: 'badass', amount: 2 },
    copies: 4,
    source: 'assumed',
    text: 'Badass liked that: the Heroes gain 2 Badass points.',
  },
  {
    id: 'distraction',
    name: 'Distraction',
    effect: { kind: 'alert', amount: -1 },
    copies: 4,
    source: 'assumed',
    text: 'A cart overturns somewhere else: the Alert Level drops by 1.',
  },
  {
    id: 'belch',
    name: 'Belch',
    effect: { kind: 'alert', amount: 1 },
    copies: 4,
    source: 'assumed',
    text: 'A thunderous belch echoes: the Alert Level rises by 1.',
  },
  {
    id: 'second-wind',
    name: 'Second wind',
    effect: { kind: 'heal', amount: 1 },
    copies: 4,
    source: 'assumed',
    text: 'The Hero catches their breath and heals 1 damage.',
  },
  {
    id: 'trip',
    name: 'Trip',
    effect: { kind: 'effect', effect: 'stunned', n: 1 },
    copies: 4,
    source: 'assumed',
    text: 'The Hero trips over a root: Stunned 1 (no attacking, defending or reacting until the end of their next Activation).',
  },
];

/** The Event deck as card ids, each repeated by its copies (unshuffled). */
export const EVENT_DECK: readonly string[] = EVENTS.flatMap((e) => Array<string>(e.copies).fill(e.id));
/** The Event card with this id, or undefined. */
export const eventById = (id: string): EventCard | undefined => EVENTS.find((e) => e.id === id);
