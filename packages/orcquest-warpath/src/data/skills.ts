import type { HeroId } from './heroes.js';
import type { Provenance } from './types.js';

/** One effect of a Skill card: its cost and what it does (rulebook lines 224-251). */
export interface SkillEffect {
  readonly ap: number;
  readonly badass: number;
  /** Movement points granted (a movement effect). */
  readonly move?: number;
  /** An Attack with the equipped Stuff; `brutality` raises one Attack die result a colour (line 831). */
  readonly attack?: { readonly brutality: number };
}

export interface SkillCard {
  readonly id: string;
  readonly hero: HeroId;
  readonly name: string;
  readonly type: 'action';
  readonly main: SkillEffect;
  readonly enhanced: SkillEffect | null;
  readonly source: Provenance;
  readonly text: string;
}

/**
 * Starting Movement and Combat cards. The card shape (Main / Enhanced, AP and Badass costs) is the
 * rulebook's; Mek's 7 / 10 squares are public (Kickstarter FR page, KS-FR); every other value is assumed
 * (reference A.3). The third, hero-specific starting card is not implemented.
 */
const movement = (hero: HeroId, main: number, enhanced: number, source: Provenance): SkillCard => ({
  id: `${hero}-move`,
  hero,
  name: 'Movement',
  type: 'action',
  main: { ap: 1, badass: 0, move: main },
  enhanced: { ap: 2, badass: 0, move: enhanced },
  source,
  text: `Movement: 1 Action point for ${main} Movement points, or 2 for ${enhanced}.`,
});

const combat = (hero: HeroId): SkillCard => ({
  id: `${hero}-combat`,
  hero,
  name: 'Combat',
  type: 'action',
  main: { ap: 1, badass: 0, attack: { brutality: 0 } },
  enhanced: { ap: 2, badass: 0, attack: { brutality: 1 } },
  source: 'assumed',
  text: 'Combat: 1 Action point to Attack with your equipped Stuff, or 2 to Attack with Brutality on one die.',
});

export const SKILLS: readonly SkillCard[] = [
  movement('orrus', 5, 8, 'assumed'),
  combat('orrus'),
  movement('thalla', 5, 8, 'assumed'),
  combat('thalla'),
  movement('mek', 7, 10, 'public'),
  combat('mek'),
  movement('mandar', 4, 6, 'assumed'),
  combat('mandar'),
];

export const skillById = (id: string): SkillCard | undefined => SKILLS.find((s) => s.id === id);
export const skillsOf = (hero: HeroId): SkillCard[] => SKILLS.filter((s) => s.hero === hero);
