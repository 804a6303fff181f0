import { intern } from './intern.js';
import type { Source } from './source.js';

/** One of the four Forsaken (line 90). */
export type ForsakenId = 'eikthyr' | 'elder' | 'bonemass' | 'moder';
/** The four Forsaken in campaign order (line 577). */
export const FORSAKEN_IDS: readonly ForsakenId[] = ['eikthyr', 'elder', 'bonemass', 'moder'];

/**
 * An arena card's effect (no arena card is public; these follow the templates of rules-orcquest-valheim.md
 * B.4). Damage from arena cards is never blocked by defense (line 499).
 * - `ringDamage`: every standing player on a close (`inner`) or ranged (`outer`) space takes `amount`;
 * - `charge`: the player in front takes `amount` and is thrown to the ranged space behind (Eikthyr);
 * - `stomp`: every standing player loses 1 stamina (health if they have none, line 430);
 * - `allDamage`: every standing player takes `amount`;
 * - `frontDamage`: the player on the close space the Forsaken faces takes `amount`;
 * - `vineDamage`: every player on a vine space takes `amount` (The Elder's roots);
 * - `regrow`: 1 destroyed vine grows back (The Elder);
 * - `ooze`: `count` ooze tokens land on random arena spaces without one (Bonemass);
 * - `poisonClose`: every player on a close space is poisoned (Bonemass);
 * - `oozeHeal`: the Forsaken heals `amount` per ooze token on a close space (Bonemass);
 * - `frost`: every player on the lake side nearest Moder takes `amount` and is frozen;
 * - `fly`: Moder flies `steps` edge spaces toward her nest.
 */
export type ArenaEffect =
  | { readonly kind: 'ringDamage'; readonly ring: 'inner' | 'outer'; readonly amount: number }
  | { readonly kind: 'charge'; readonly amount: number }
  | { readonly kind: 'stomp' }
  | { readonly kind: 'allDamage'; readonly amount: number }
  | { readonly kind: 'frontDamage'; readonly amount: number }
  | { readonly kind: 'vineDamage'; readonly amount: number }
  | { readonly kind: 'regrow' }
  | { readonly kind: 'ooze'; readonly count: number }
  | { readonly kind: 'poisonClose' }
  | { readonly kind: 'oozeHeal'; readonly amount: number }
  | { readonly kind: 'frost'; readonly amount: number }
  | { readonly kind: 'fly'; readonly steps: number };

/** One arena card, drawn for each special result in the Forsaken fight (line 499). */
export interface ArenaCard {
  /** the card's id, unique within its Forsaken's deck */
  readonly id: string;
  /** the card's title */
  readonly name: string;
  /** whose arena deck it belongs to */
  readonly forsaken: ForsakenId;
  /** what drawing it does */
  readonly effect: ArenaEffect;
  /** provenance: no arena card is public, so `assumed` */
  readonly source: Source;
  /** what the card says, for players */
  readonly text: string;
}

const card =
  (forsaken: ForsakenId) =>
  (id: string, name: string, effect: ArenaEffect, text: string): ArenaCard => ({
    id,
    name,
    forsaken,
    effect,
    source: 'assumed',
    text,
  });

const eik = card('eikthyr');
/** Eikthyr's 7 arena cards (line 62): lightning on the inner ring, charges, stomp, outer-ring bolts. */
export const EIKTHYR_ARENA: readonly ArenaCard[] = [
  eik(
    'lightning-a',
    'Lightning antlers',
    { kind: 'ringDamage', ring: 'inner', amount: 1 },
    'Every player on the inner ring takes 1 damage.',
  ),
  eik(
    'lightning-b',
    'Crackling air',
    { kind: 'ringDamage', ring: 'inner', amount: 1 },
    'Every player on the inner ring takes 1 damage.',
  ),
  eik(
    'charge-a',
    'Antler charge',
    { kind: 'charge', amount: 2 },
    'The player in front of Eikthyr takes 2 damage and is thrown to the outer ring.',
  ),
  eik(
    'charge-b',
    'Rearing stag',
    { kind: 'charge', amount: 2 },
    'The player in front of Eikthyr takes 2 damage and is thrown to the outer ring.',
  ),
  eik('stomp', 'Stomp', { kind: 'stomp' }, 'Every player loses 1 stamina.'),
  eik(
    'bolt',
    'Thunderbolt',
    { kind: 'ringDamage', ring: 'outer', amount: 1 },
    'Every player on the outer ring takes 1 damage.',
  ),
  eik(
    'gale',
    'Howling gale',
    { kind: 'ringDamage', ring: 'outer', amount: 1 },
    'Every player on the outer ring takes 1 damage.',
  ),
];

const eld = card('elder');
/** The Elder's 6 arena cards (line 62): roots, regrowing vines, thorns (template B.4). */
export const ELDER_ARENA: readonly ArenaCard[] = [
  eld(
    'roots-a',
    'Grasping roots',
    { kind: 'vineDamage', amount: 2 },
    'Every player on a vine space takes 2 damage.',
  ),
  eld('regrow-a', 'Vines regrow', { kind: 'regrow' }, 'One destroyed vine grows back.'),
  eld('regrow-b', 'Living wood', { kind: 'regrow' }, 'One destroyed vine grows back.'),
  eld('thorns-a', 'Thorn volley', { kind: 'allDamage', amount: 1 }, 'Every player takes 1 damage.'),
  eld('thorns-b', 'Splinter storm', { kind: 'allDamage', amount: 1 }, 'Every player takes 1 damage.'),
  eld(
    'slam',
    'Branch slam',
    { kind: 'frontDamage', amount: 2 },
    'The player The Elder faces takes 2 damage.',
  ),
];

const bon = card('bonemass');
/** Bonemass's 6 arena cards (line 62): ooze, poison cloud, healing ooze (template B.4). */
export const BONEMASS_ARENA: readonly ArenaCard[] = [
  bon(
    'spawn-a',
    'Ooze spills',
    { kind: 'ooze', count: 2 },
    'Two ooze tokens land on arena spaces without ooze.',
  ),
  bon(
    'spawn-b',
    'Bubbling mire',
    { kind: 'ooze', count: 2 },
    'Two ooze tokens land on arena spaces without ooze.',
  ),
  bon('cloud-a', 'Poison cloud', { kind: 'poisonClose' }, 'Every player next to Bonemass is poisoned.'),
  bon('cloud-b', 'Stench', { kind: 'poisonClose' }, 'Every player next to Bonemass is poisoned.'),
  bon(
    'heal',
    'Feeding ooze',
    { kind: 'oozeHeal', amount: 1 },
    'Bonemass heals 1 for every ooze token next to him.',
  ),
  bon('slam', 'Bone slam', { kind: 'frontDamage', amount: 2 }, 'The player Bonemass faces takes 2 damage.'),
];

const mod = card('moder');
/** Moder's 6 arena cards (line 62): frost breath, flight to the nest, ice shards (template B.4). */
export const MODER_ARENA: readonly ArenaCard[] = [
  mod(
    'frost-a',
    'Frost breath',
    { kind: 'frost', amount: 2 },
    'Every player on the side of the lake nearest Moder takes 2 damage and is frozen.',
  ),
  mod(
    'frost-b',
    'Freezing gale',
    { kind: 'frost', amount: 2 },
    'Every player on the side of the lake nearest Moder takes 2 damage and is frozen.',
  ),
  mod('fly-a', 'Moder takes wing', { kind: 'fly', steps: 2 }, 'Moder flies 2 spaces toward her nest.'),
  mod('fly-b', 'Homeward', { kind: 'fly', steps: 2 }, 'Moder flies 2 spaces toward her nest.'),
  mod('shards-a', 'Ice shards', { kind: 'allDamage', amount: 1 }, 'Every player takes 1 damage.'),
  mod('shards-b', 'Hailstorm', { kind: 'allDamage', amount: 1 }, 'Every player takes 1 damage.'),
];

/** All 25 arena cards (line 62), Eikthyr's, The Elder's, Bonemass's and Moder's. */
export const ARENA_CARDS: readonly ArenaCard[] = [
  ...EIKTHYR_ARENA,
  ...ELDER_ARENA,
  ...BONEMASS_ARENA,
  ...MODER_ARENA,
];
/** Card ids are unique per Forsaken; the key is `forsaken:id`. */
export const ARENA_BY_ID: Readonly<Record<string, ArenaCard>> = Object.fromEntries(
  ARENA_CARDS.map((c) => [c.forsaken === 'eikthyr' ? c.id : intern(`${c.forsaken}:${c.id}`), c]),
);
/** The deck ids of a Forsaken's arena cards (Eikthyr's keep their plain ids). */
export const arenaDeckOf = (f: ForsakenId): string[] =>
  ARENA_CARDS.filter((c) => c.forsaken === f).map((c) => (f === 'eikthyr' ? c.id : intern(`${f}:${c.id}`)));

/**
 * One arena space. `dir` is the direction around the altar (the way the Forsaken may face) for the spaces
 * next to it, `close` says it is a close-combat space (line 491), `cost` the stamina to move in.
 */
export interface ArenaSpaceEntry {
  /** the space's id: `I`/`O` and its direction, or Moder's `L0`, `L1`, `P` */
  readonly id: string;
  /** the direction around the altar it lies in (0 for Moder's spaces) */
  readonly dir: number;
  /** a close-combat space: any weapon attacks from here; else ranged weapons only (line 492) */
  readonly close: boolean;
  /** stamina to move in (Eikthyr's outer ring, line 532; The Elder's marked spaces, 545; the peak, 573) */
  readonly cost: number;
  /** The Elder's vine spaces: moving in ends the move (line 544). */
  readonly stop?: boolean;
  /** Moder's small peak: 1 stamina to climb, any weapon ranged, slide back at end of turn (line 573). */
  readonly peak?: boolean;
  /** Moder's lake: the edge positions (0 = altar … nest) close enough for close combat. */
  readonly reach?: readonly number[];
}

/** A Forsaken and its arena (lines 521–574). */
export interface ForsakenEntry {
  /** the Forsaken's id */
  readonly id: ForsakenId;
  /** its name */
  readonly name: string;
  /** Spaces on the health track, the last being the defeated icon (assumed; line 483). */
  readonly trackLength: number;
  /** black damage dice rolled against the fighter each fight (line 494) */
  readonly damageDice: number;
  /** Directions around the altar (0 for Moder, who does not turn but moves along the edge). */
  readonly directions: number;
  /** Stamina to move into an outer-ring space (Eikthyr, line 532; kept for the board). */
  readonly outerRingCost: number;
  /** the arena spaces players may stand on (the altar space is the Forsaken's) */
  readonly spaces: readonly ArenaSpaceEntry[];
  /** which arena spaces are one move apart */
  readonly adjacency: Readonly<Record<string, readonly string[]>>;
  /** Attack points cancelled every roll (lines 540, 553; Moder only at low health, 569). */
  readonly autoDefense: number;
  /** +1 attack from the space directly behind (Eikthyr 529, The Elder 539). */
  readonly behindBonus: boolean;
  /** +1 damage on specials to the player in front (line 500: all but Moder). */
  readonly frontBonus: boolean;
  /** The Elder's vines (line 541): while any stand its hits pierce armour. */
  readonly vines: number;
  /** Moder's low-health defense: on when her health starts a turn at or below this (line 569). */
  readonly lowHealth: number;
  /** Moder's edge: positions 0 (her altar) … `edge - 1` (the nest). */
  readonly edge: number;
  /** The fire bonus does not apply from ranged spaces (Bonemass, line 559). */
  readonly noRangedFire: boolean;
  /** Ooze (Bonemass, lines 554, 558). */
  readonly ooze: boolean;
  /** provenance: the arena layouts and tracks are ours, so `assumed` */
  readonly source: Source;
  /** how the fight goes, for players */
  readonly text: string;
}

const ring = (prefix: string, n: number, extra: Partial<ArenaSpaceEntry>[] = []): ArenaSpaceEntry[] =>
  Array.from({ length: n }, (_, d) => ({
    id: intern(`${prefix}${d}`),
    dir: d,
    close: true,
    cost: 0,
    ...(extra[d] ?? {}),
  }));

/** Adjacency of a ring of `n` close spaces plus ranged spaces each behind one ring space. */
function ringAdjacency(n: number, behind: readonly number[], outerRing: boolean): Record<string, string[]> {
  const adj: Record<string, string[]> = {};
  for (let d = 0; d < n; d++) adj[`I${d}`] = [`I${(d + 1) % n}`, `I${(d + n - 1) % n}`];
  for (const d of behind) {
    adj[`O${d}`] = [`I${d}`];
    (adj[`I${d}`] as string[]).push(`O${d}`);
  }
  if (outerRing)
    for (const d of behind) (adj[`O${d}`] as string[]).push(`O${(d + 1) % n}`, `O${(d + n - 1) % n}`);
  for (const id of Object.keys(adj)) adj[id] = (adj[id] as string[]).map(intern);
  return adj;
}

const D4 = [0, 1, 2, 3];

/** Eikthyr (lines 521–532): an inner ring of 4 close spaces and an outer ring of 4 ranged ones. */
export const EIKTHYR: ForsakenEntry = {
  id: 'eikthyr',
  name: 'Eikthyr',
  trackLength: 18,
  damageDice: 3,
  directions: 4,
  outerRingCost: 1,
  spaces: [...ring('I', 4), ...D4.map((d) => ({ id: intern(`O${d}`), dir: d, close: false, cost: 1 }))],
  adjacency: ringAdjacency(4, D4, true),
  autoDefense: 0,
  behindBonus: true,
  frontBonus: true,
  vines: 0,
  lowHealth: 0,
  edge: 0,
  noRangedFire: false,
  ooze: false,
  source: 'assumed',
  text: 'Eikthyr, the thunder stag, stays on his altar and turns to face his attacker. Each blank damage result turns him one step toward the active player; standing in front of him is dangerous, attacking from behind earns +1 attack. The outer ring needs a ranged weapon and costs 1 stamina to enter.',
};

/** The Elder: a single ring of 6 (line 538); vine spaces I1, I4 and stamina spaces I2, I5 are assumed. */
export const ELDER: ForsakenEntry = {
  id: 'elder',
  name: 'The Elder',
  trackLength: 14,
  damageDice: 3,
  directions: 6,
  outerRingCost: 0,
  spaces: ring('I', 6, [{}, { stop: true }, { cost: 1 }, {}, { stop: true }, { cost: 1 }]),
  adjacency: ringAdjacency(6, [], false),
  autoDefense: 1,
  behindBonus: true,
  frontBonus: true,
  vines: 4,
  lowHealth: 0,
  edge: 0,
  noRangedFire: false,
  ooze: false,
  source: 'assumed',
  text: 'The Elder stays on its altar in a ring of 6 spaces and turns to face its attacker. It cancels 1 attack point every roll; +1 attack from directly behind it. While any of its 4 vines stand, its hits pierce armour (defense dice cannot block them): an attack may target the vines instead, 1 point per vine. Vine spaces end your move; two spaces cost 1 stamina.',
};

/** Bonemass: 8 spaces, 6 close around the altar and 2 ranged (line 551); the ranged ones sit behind I0, I3. */
export const BONEMASS: ForsakenEntry = {
  id: 'bonemass',
  name: 'Bonemass',
  trackLength: 16,
  damageDice: 3,
  directions: 6,
  outerRingCost: 0,
  spaces: [...ring('I', 6), ...[0, 3].map((d) => ({ id: intern(`O${d}`), dir: d, close: false, cost: 0 }))],
  adjacency: ringAdjacency(6, [0, 3], false),
  autoDefense: 1,
  behindBonus: false,
  frontBonus: true,
  vines: 0,
  lowHealth: 0,
  edge: 0,
  noRangedFire: true,
  ooze: true,
  source: 'assumed',
  text: 'Bonemass stays on his altar and turns to face his attacker; he cancels 1 attack point every roll. Every blank after the first spills an ooze token. Leaving an ooze space costs 1 extra movement; entering one rolls a damage die, a special poisons you. The 2 ranged spaces need a ranged weapon, and fire adds nothing from there.',
};

/**
 * Moder (lines 560–574): she moves along the edge from her altar (0) to her nest (4). Players stand on the
 * two sides of the frozen lake (L0 near the altar, L1 near the nest) and may only climb the peak P.
 */
export const MODER: ForsakenEntry = {
  id: 'moder',
  name: 'Moder',
  trackLength: 14,
  damageDice: 3,
  directions: 0,
  outerRingCost: 0,
  spaces: [
    { id: 'L0', dir: 0, close: true, cost: 0, reach: [0, 1, 2] },
    { id: 'L1', dir: 0, close: true, cost: 0, reach: [2, 3] },
    { id: 'P', dir: 0, close: false, cost: 1, peak: true },
  ],
  adjacency: { L0: ['P'], L1: ['P'], P: [] },
  autoDefense: 1,
  behindBonus: false,
  frontBonus: false,
  vines: 0,
  lowHealth: 5,
  edge: 5,
  noRangedFire: false,
  ooze: false,
  source: 'assumed',
  text: 'Moder flies along the edge of the arena toward her nest: each blank moves her 1 space closer, and at the nest each blank heals her 2 and her attacks deal +1 damage. Each critical hit from a ranged attack pushes her 1 space back toward her altar; a bomb’s critical sends her straight back. From the lake only ranged weapons reach her at the nest; climbing the peak (1 stamina, one player at a time) makes any weapon ranged until the end of your turn. At 5 health or less she cancels 1 attack point every roll.',
};

/** The four Forsaken and their arenas, by id. */
export const FORSAKEN: Readonly<Record<ForsakenId, ForsakenEntry>> = {
  eikthyr: EIKTHYR,
  elder: ELDER,
  bonemass: BONEMASS,
  moder: MODER,
};

/** Arena spaces of Eikthyr: `I0..I3` inner ring (close combat), `O0..O3` outer ring (ranged). */
export const arenaSpace = (ring: 'I' | 'O', dir: number): string => intern(`${ring}${dir}`);
