/** Where a value comes from: the rulebook seed, a cited public source, or our own proposal. */
export type Provenance = 'rulebook' | 'public' | 'assumed';

/** A result colour on the dice and a Health-point colour: yellow < orange < red. */
export type Colour = 'yellow' | 'orange' | 'red';
/** The result and Health colours, weakest first. */
export const COLOURS: readonly Colour[] = ['yellow', 'orange', 'red'];
/** 1 yellow, 2 orange, 3 red (0 is a blank result). */
export const colourRank = (c: Colour): number => COLOURS.indexOf(c) + 1;

/** Die colours: white < grey < black (Attack and Defense dice). */
export type DieColour = 'white' | 'grey' | 'black';
/** The Attack and Defense die colours, weakest first. */
export const DIE_COLOURS: readonly DieColour[] = ['white', 'grey', 'black'];

/** The three kinds of Attack (rulebook lines 346-355). */
export type AttackType = 'melee' | 'magic' | 'ranged';

/** The four Classes (rulebook line 168). */
export type HeroClass = 'warrior' | 'scout' | 'rogue' | 'sorcerer';
