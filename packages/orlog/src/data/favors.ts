import type { Provenance } from '@skald/core';

/** One of the 20 God Favors, by the god's name. */
export type FavorId =
  | 'thrymr'
  | 'var'
  | 'freyja'
  | 'frigg'
  | 'loki'
  | 'skuld'
  | 'tyr'
  | 'baldr'
  | 'bragi'
  | 'brunhild'
  | 'freyr'
  | 'heimdall'
  | 'hel'
  | 'mimir'
  | 'skadi'
  | 'ullr'
  | 'vidarr'
  | 'thor'
  | 'idunn'
  | 'odin';

/** What extra input a favor needs when chosen (beside favor and level). */
export type FavorParam = 'none' | 'diceTargets' | 'banTargets' | 'amount' | 'face';

/** One God Favor: when it acts, what each level costs in tokens and does. */
export interface FavorSpec {
  /** Which favor this is. */
  readonly id: FavorId;
  /** The favor's name (for example `Thor's Strike`). */
  readonly name: string;
  /** Lower invokes earlier. Týr's is a ruling (setup option `tyrPriority`). */
  readonly priority: number;
  /** 'before' the dice resolution or 'after' it (Thor, Iðunn, Odin). */
  readonly timing: 'before' | 'after';
  /** Token cost per level 1/2/3. Víðarr's L2 and Skaði's are rulings (setup options). */
  readonly costs: readonly [number, number, number];
  /** The effect's number per level 1/2/3 (damage, heal, dice, multiplier, ...). */
  readonly values: readonly [number, number, number];
  /** What extra input choosing it needs (dice targets, an amount of HP, a face). */
  readonly param: FavorParam;
  /** Watches the round's events after it is invoked (Vár, Heimdall, Hel, Mímir). */
  readonly reactive: boolean;
  /** The effect in our words; `N` is the level's value. */
  readonly effect: string;
  /** Where the favor's numbers come from. */
  readonly source: Provenance;
  /** The sources of the favor's numbers. */
  readonly citation: string;
}

const SC =
  'ScareCrow1992/OrlogOnline@b73cee4 GameServer/src/Game/Data/godFavorStats.js, GameClient/src/Experience/godFavorsInfo.js';
const EG = 'e-gloo/go-orlog@a58af4c internal/server/game/server_god.go';
const BOTH = `${SC}; ${EG}`;

function favor(
  id: FavorId,
  name: string,
  priority: number,
  timing: 'before' | 'after',
  costs: [number, number, number],
  values: [number, number, number],
  effect: string,
  opts: { param?: FavorParam; reactive?: boolean; source?: Provenance; citation?: string } = {},
): FavorSpec {
  return {
    id,
    name,
    priority,
    timing,
    costs,
    values,
    effect,
    param: opts.param ?? 'none',
    reactive: opts.reactive ?? false,
    source: opts.source ?? 'public',
    citation: opts.citation ?? BOTH,
  };
}

/** All 20 God Favors (reference rules-orlog-wolves-giants.md §1.6–1.7). */
export const FAVORS: readonly FavorSpec[] = [
  favor(
    'thrymr',
    "Thrymr's Theft",
    1,
    'before',
    [3, 6, 9],
    [1, 2, 3],
    "Lower the opponent's chosen favor by N levels",
  ),
  favor(
    'var',
    "Vár's Bond",
    1,
    'before',
    [10, 14, 18],
    [1, 2, 3],
    'Heal N HP per token the opponent spends this round',
    {
      reactive: true,
    },
  ),
  favor('freyja', "Freyja's Plenty", 2, 'before', [2, 4, 6], [1, 2, 3], 'Roll N extra dice this round'),
  favor(
    'frigg',
    "Frigg's Sight",
    2,
    'before',
    [2, 3, 4],
    [2, 3, 4],
    'Re-roll up to N chosen dice (yours or the opponent’s)',
    {
      param: 'diceTargets',
      citation: `${SC} (extraInput.Frigg)`,
    },
  ),
  favor(
    'loki',
    "Loki's Trick",
    2,
    'before',
    [3, 6, 9],
    [1, 2, 3],
    "Ban N of the opponent's dice this round",
    {
      param: 'banTargets',
    },
  ),
  favor(
    'skuld',
    "Skuld's Claim",
    3,
    'before',
    [4, 6, 8],
    [2, 3, 4],
    'Destroy N opponent tokens per own die showing an arrow',
  ),
  favor(
    'tyr',
    "Týr's Pledge",
    3,
    'before',
    [4, 6, 8],
    [2, 3, 4],
    'Sacrifice chosen HP; destroy N opponent tokens per HP',
    {
      param: 'amount',
    },
  ),
  favor(
    'baldr',
    "Baldr's Invulnerability",
    4,
    'before',
    [3, 6, 9],
    [1, 2, 3],
    'Each own helmet/shield die blocks N more',
  ),
  favor(
    'bragi',
    "Bragi's Verve",
    4,
    'before',
    [4, 8, 12],
    [2, 3, 4],
    'Gain N tokens per own die showing a hand',
  ),
  favor(
    'brunhild',
    "Brunhild's Fury",
    4,
    'before',
    [6, 10, 18],
    [1.5, 2, 3],
    'Multiply own axes by N, rounded up',
  ),
  favor(
    'freyr',
    "Freyr's Gift",
    4,
    'before',
    [4, 6, 8],
    [2, 3, 4],
    'Add N to the own face type in the majority',
    {
      param: 'face',
    },
  ),
  favor(
    'heimdall',
    "Heimdall's Watch",
    4,
    'before',
    [4, 7, 10],
    [1, 2, 3],
    'Heal N HP per attack blocked this round',
    {
      reactive: true,
    },
  ),
  favor(
    'hel',
    "Hel's Grip",
    4,
    'before',
    [6, 12, 18],
    [1, 2, 3],
    'Heal N HP per point of axe damage dealt this round',
    {
      reactive: true,
    },
  ),
  favor(
    'mimir',
    "Mímir's Wisdom",
    4,
    'before',
    [3, 5, 7],
    [1, 2, 3],
    'Gain N tokens per point of damage taken this round',
    {
      reactive: true,
    },
  ),
  favor('skadi', "Skaði's Hunt", 4, 'before', [6, 10, 14], [1, 2, 3], 'Each own arrow die deals N more'),
  favor(
    'ullr',
    "Ullr's Aim",
    4,
    'before',
    [2, 3, 4],
    [2, 3, 6],
    "N of your arrows ignore the opponent's shields",
  ),
  favor(
    'vidarr',
    "Víðarr's Might",
    4,
    'before',
    [2, 4, 6],
    [2, 4, 6],
    "Remove N helmets from the opponent's defence",
  ),
  favor('thor', "Thor's Strike", 6, 'after', [4, 8, 12], [2, 5, 8], 'Deal N damage after the resolution', {
    source: 'rulebook',
    citation: `rulebook "Anatomy of a God Favor card"; ${BOTH}`,
  }),
  favor('idunn', "Iðunn's Rejuvenation", 7, 'after', [4, 7, 10], [2, 4, 6], 'Heal N HP after the resolution'),
  favor(
    'odin',
    "Odin's Sacrifice",
    7,
    'after',
    [6, 8, 10],
    [3, 4, 5],
    'Sacrifice chosen HP after the resolution; gain N tokens per HP',
    {
      param: 'amount',
    },
  ),
];

/** Every favor id, in {@link FAVORS} order. */
export const FAVOR_IDS: readonly FavorId[] = FAVORS.map((f) => f.id);

const BY_ID: ReadonlyMap<string, FavorSpec> = new Map<string, FavorSpec>(FAVORS.map((f) => [f.id, f]));

/** Whether `value` names a God Favor. */
export function isFavorId(value: unknown): value is FavorId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The {@link FavorSpec} of a favor id. */
export function favorSpec(id: FavorId): FavorSpec {
  return BY_ID.get(id) as FavorSpec;
}

/** The favors both players use in beginner mode (rulebook, "Beginner Mode"). */
export const BEGINNER_FAVORS: readonly FavorId[] = ['thor', 'idunn', 'odin'];
