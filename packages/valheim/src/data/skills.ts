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

/** One power of Odin skill token (line 73). */
export interface OdinSkill {
  /** the skill's id */
  readonly id: string;
  /** its name */
  readonly name: string;
  /** stamina paid to use it */
  readonly cost: number;
  /** what it does */
  readonly effect: OdinEffect;
  /** `now`: acts at once on any player; `roll`: changes a roll being looked at */
  readonly timing: 'now' | 'roll';
  /** provenance: the token faces are not public, so `assumed` */
  readonly source: Source;
  /** what it does, for players */
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

/** The 12 power of Odin skills. */
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

/** The power of Odin skills by id. */
export const ODIN_BY_ID: Readonly<Record<string, OdinSkill>> = Object.fromEntries(
  ODIN_SKILLS.map((x) => [x.id, x]),
);

/** Each player draws 2 power of Odin skills and keeps 1 (lines 145–146). */
export const ODIN_DRAW = 2;

/** What an upgrade skill's task counts (lines 157–166). `filter` narrows it (a creature kind, a resource…). */
export type Task =
  | { readonly kind: 'defeat'; readonly filter: 'any' | 'veteran' | 'large' | 'greydwarf' }
  | {
      readonly kind: 'collect';
      readonly filter: 'any' | 'wood' | 'stone' | 'hide' | 'health';
      readonly min: number;
    }
  | {
      readonly kind:
        | 'build'
        | 'craft'
        | 'cook'
        | 'brew'
        | 'loot'
        | 'reveal'
        | 'assist'
        | 'bomb'
        | 'ambush'
        | 'eat'
        | 'round'
        | 'cleanRound';
    };

/** What an unlocked upgrade skill gives, on your own turn only (line 164). */
export type Perk =
  | {
      readonly kind:
        | 'attack'
        | 'defense'
        | 'move'
        | 'eatHealth'
        | 'eatStamina'
        | 'restHealth'
        | 'chestCoin'
        | 'bombAttack';
    }
  | { readonly kind: 'hand'; readonly filter: 'any' | 'wood' | 'stone' | 'hide' | 'health' };

/** One upgrade skill token: a task to do and the perk it unlocks (lines 157–161). */
export interface UpgradeSkill {
  /** the skill's id */
  readonly id: string;
  /** its name */
  readonly name: string;
  /** a trait (task once) or an occupation (task 3 times) */
  readonly type: 'trait' | 'occupation';
  /** Times the task must be done: 1 for a trait, 3 for an occupation (lines 159–160). */
  readonly times: number;
  /** what earns an experience cube */
  readonly task: Task;
  /** what it gives once unlocked */
  readonly perk: Perk;
  /** provenance: the token faces are not public, so `assumed` */
  readonly source: Source;
  /** task and perk, for players */
  readonly text: string;
}

const upgrade = (
  id: string,
  name: string,
  type: 'trait' | 'occupation',
  task: Task,
  perk: Perk,
  text: string,
): UpgradeSkill => ({
  id,
  name,
  type,
  times: type === 'trait' ? 1 : 3,
  task,
  perk,
  // The 24 tokens' faces are not public; the task/perk style follows rules-orcquest-valheim.md B.9.
  source: 'assumed',
  text,
});

/** The 12 trait skills: each task done once unlocks it (line 159). */
export const TRAITS: readonly UpgradeSkill[] = [
  upgrade(
    't-veteran',
    'Blooded',
    'trait',
    { kind: 'defeat', filter: 'veteran' },
    { kind: 'attack' },
    'Defeat a veteran creature → +1 attack in your fights.',
  ),
  upgrade(
    't-giant',
    'Giant-slayer',
    'trait',
    { kind: 'defeat', filter: 'large' },
    { kind: 'defense' },
    'Defeat a large creature → +1 defense in your fights.',
  ),
  upgrade(
    't-pathfinder',
    'Pathfinder',
    'trait',
    { kind: 'reveal' },
    { kind: 'move' },
    'Explore a tile → move 1 extra space per move action.',
  ),
  upgrade(
    't-homebody',
    'Homebody',
    'trait',
    { kind: 'build' },
    { kind: 'restHealth' },
    'Build furniture → +1 health when you end your turn in the house.',
  ),
  upgrade(
    't-treasure',
    'Treasure hunter',
    'trait',
    { kind: 'loot' },
    { kind: 'chestCoin' },
    'Loot a chest → +1 coin from every chest you loot.',
  ),
  upgrade(
    't-taster',
    'Taster',
    'trait',
    { kind: 'cook' },
    { kind: 'eatStamina' },
    'Cook → +1 stamina whenever you eat.',
  ),
  upgrade(
    't-gatherer',
    'Gatherer',
    'trait',
    { kind: 'collect', filter: 'any', min: 2 },
    { kind: 'hand', filter: 'any' },
    'Collect 2 or more in one roll → +1 hand on your collect rolls.',
  ),
  upgrade(
    't-bomber',
    'Bombardier',
    'trait',
    { kind: 'bomb' },
    { kind: 'bombAttack' },
    'Throw a bomb → +1 attack on your bombs that hit.',
  ),
  upgrade(
    't-shieldmate',
    'Shield-mate',
    'trait',
    { kind: 'assist' },
    { kind: 'defense' },
    'Assist in a fight → +1 defense in your fights.',
  ),
  upgrade(
    't-glutton',
    'Glutton',
    'trait',
    { kind: 'eat' },
    { kind: 'eatHealth' },
    'Eat → +1 health whenever you eat.',
  ),
  upgrade(
    't-dwarfbane',
    'Dwarf-bane',
    'trait',
    { kind: 'defeat', filter: 'greydwarf' },
    { kind: 'defense' },
    'Defeat a Greydwarf → +1 defense in your fights.',
  ),
  upgrade(
    't-smith',
    'Apprentice smith',
    'trait',
    { kind: 'craft' },
    { kind: 'move' },
    'Craft equipment → move 1 extra space per move action.',
  ),
];

/** The 12 occupation skills: each task done 3 times unlocks it (line 160). */
export const OCCUPATIONS: readonly UpgradeSkill[] = [
  upgrade(
    'o-lumberjack',
    'Lumberjack',
    'occupation',
    { kind: 'collect', filter: 'wood', min: 1 },
    { kind: 'hand', filter: 'wood' },
    'Collect wood 3 times → +1 hand when collecting wood.',
  ),
  upgrade(
    'o-miner',
    'Miner',
    'occupation',
    { kind: 'collect', filter: 'stone', min: 1 },
    { kind: 'hand', filter: 'stone' },
    'Collect stone 3 times → +1 hand when collecting stone.',
  ),
  upgrade(
    'o-skinner',
    'Skinner',
    'occupation',
    { kind: 'collect', filter: 'hide', min: 1 },
    { kind: 'hand', filter: 'hide' },
    'Collect hide 3 times → +1 hand when collecting hide.',
  ),
  upgrade(
    'o-forager',
    'Forager',
    'occupation',
    { kind: 'collect', filter: 'health', min: 1 },
    { kind: 'hand', filter: 'health' },
    'Gather at a source of health 3 times → +1 hand there.',
  ),
  upgrade(
    'o-hunter',
    'Hunter',
    'occupation',
    { kind: 'defeat', filter: 'any' },
    { kind: 'attack' },
    'Defeat 3 creatures → +1 attack in your fights.',
  ),
  upgrade(
    'o-berserker',
    'Berserker',
    'occupation',
    { kind: 'round' },
    { kind: 'attack' },
    'Roll 3 combat rounds → +1 attack in your fights.',
  ),
  upgrade(
    'o-shieldbearer',
    'Shieldbearer',
    'occupation',
    { kind: 'cleanRound' },
    { kind: 'defense' },
    'Take no damage in 3 combat rounds → +1 defense in your fights.',
  ),
  upgrade(
    'o-cook',
    'Cook',
    'occupation',
    { kind: 'cook' },
    { kind: 'eatHealth' },
    'Cook 3 times → +1 health whenever you eat.',
  ),
  upgrade(
    'o-brewer',
    'Brewer',
    'occupation',
    { kind: 'brew' },
    { kind: 'eatStamina' },
    'Brew mead 3 times → +1 stamina whenever you eat.',
  ),
  upgrade(
    'o-smith',
    'Smith',
    'occupation',
    { kind: 'craft' },
    { kind: 'defense' },
    'Craft 3 pieces of equipment → +1 defense in your fights.',
  ),
  upgrade(
    'o-scout',
    'Scout',
    'occupation',
    { kind: 'reveal' },
    { kind: 'move' },
    'Explore 3 tiles → move 1 extra space per move action.',
  ),
  upgrade(
    'o-archer',
    'Archer',
    'occupation',
    { kind: 'ambush' },
    { kind: 'attack' },
    'Ambush 3 times → +1 attack in your fights.',
  ),
];

/** The trait and occupation skills by id. */
export const UPGRADES_BY_ID: Readonly<Record<string, UpgradeSkill>> = Object.fromEntries(
  [...TRAITS, ...OCCUPATIONS].map((x) => [x.id, x]),
);

/** Each player draws 2 trait and 2 occupation skills and keeps 1 of each (lines 143–146). */
export const UPGRADE_DRAW = 2;
