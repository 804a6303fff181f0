import type { Source } from './source.js';

/**
 * Power of Odin skills (lines 154–156, 291–292): paid in stamina, no action. `roll` skills change a roll of
 * your own that you are looking at (before it resolves); `now` skills act at once on any player.
 */
export type OdinEffect =
  | 'heal'
  | 'vigor'
  | 'cleanse'
  | 'carry'
  | 'ravens'
  | 'haste'
  | 'reroll'
  | 'shield'
  | 'strike'
  | 'ward'
  | 'gather'
  | 'guard';

export interface OdinSkill {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly effect: OdinEffect;
  readonly timing: 'now' | 'roll';
  readonly source: Source;
  readonly text: string;
}

const skill = (
  id: string,
  name: string,
  cost: number,
  effect: OdinEffect,
  timing: 'now' | 'roll',
  text: string,
): OdinSkill => ({
  id,
  name,
  cost,
  effect,
  timing,
  // The 12 tokens' faces are not public (rules-orcquest-valheim.md B.9 proposes these effects and costs).
  source: 'assumed',
  text,
});

export const ODIN_SKILLS: readonly OdinSkill[] = [
  skill('odin-heal', 'Odin’s mercy', 2, 'heal', 'now', '2 stamina: any player heals 2.'),
  skill('odin-vigor', 'Huginn’s gift', 1, 'vigor', 'now', '1 stamina: another player gains 2 stamina.'),
  skill(
    'odin-cleanse',
    'Cleansing rune',
    1,
    'cleanse',
    'now',
    '1 stamina: remove frozen and poison from any player.',
  ),
  skill('odin-carry', 'Sleipnir’s stride', 2, 'carry', 'now', '2 stamina: move any player up to 2 spaces.'),
  skill(
    'odin-ravens',
    'Muninn’s flight',
    1,
    'ravens',
    'now',
    '1 stamina: reveal a face-down tile next to your space.',
  ),
  skill('odin-haste', 'All-father’s haste', 3, 'haste', 'now', '3 stamina: take 1 extra action this turn.'),
  skill(
    'odin-reroll',
    'Norns’ thread',
    1,
    'reroll',
    'roll',
    '1 stamina: reroll any of your own dice of this roll.',
  ),
  skill('odin-shield', 'Shield of Odin', 1, 'shield', 'roll', '1 stamina: +1 defense point this roll.'),
  skill(
    'odin-strike',
    'Gungnir’s aim',
    1,
    'strike',
    'roll',
    '1 stamina: +1 attack point this roll, if you hit.',
  ),
  skill(
    'odin-ward',
    'Warding rune',
    2,
    'ward',
    'roll',
    '2 stamina: cancel 1 special result of the damage dice this roll.',
  ),
  skill('odin-gather', 'Freyr’s blessing', 1, 'gather', 'roll', '1 stamina: +1 hand on this collect roll.'),
  skill(
    'odin-guard',
    'Einherjar’s guard',
    1,
    'guard',
    'roll',
    '1 stamina: ignore the outnumbered damage this roll.',
  ),
];

export const ODIN_BY_ID: Readonly<Record<string, OdinSkill>> = Object.fromEntries(
  ODIN_SKILLS.map((x) => [x.id, x]),
);

/** Each player draws 2 power of Odin skills and keeps 1 (lines 145–146). */
export const ODIN_DRAW = 2;
