import { CREATURES, type CreatureKind } from '../data/creatures.js';
import { type Perk, type Task, UPGRADES_BY_ID, type UpgradeSkill } from '../data/skills.js';
import type { Player, ValheimState } from '../state.js';

/** What just happened, to be matched against upgrade tasks. */
export type Deed =
  | { kind: 'defeat'; creature: CreatureKind; veteran: boolean }
  | { kind: 'collect'; what: string; amount: number }
  | { kind: Exclude<Task['kind'], 'defeat' | 'collect'> };

/** The deeds without details, made once (a fight round awards one or two on every round). */
const simple = <K extends Deed['kind']>(kind: K) => Object.freeze({ kind }) as Deed;
export const DEEDS = {
  ambush: simple('ambush'),
  assist: simple('assist'),
  bomb: simple('bomb'),
  brew: simple('brew'),
  build: simple('build'),
  cleanRound: simple('cleanRound'),
  cook: simple('cook'),
  craft: simple('craft'),
  eat: simple('eat'),
  loot: simple('loot'),
  reveal: simple('reveal'),
  round: simple('round'),
} as const;

/**
 * The upgrade skills by id, as a `Map`: read on most moves (`perk`, `award`), where a keyed read of the
 * table object goes through V8's shared megamorphic cache and misses often.
 */
const UPGRADES: ReadonlyMap<string, UpgradeSkill> = new Map(Object.entries(UPGRADES_BY_ID));

function matches(task: Task, deed: Deed): boolean {
  if (task.kind !== deed.kind) return false;
  if (task.kind === 'defeat' && deed.kind === 'defeat') {
    if (task.filter === 'veteran') return deed.veteran;
    if (task.filter === 'large') return CREATURES[deed.creature].large;
    return task.filter === 'any' || task.filter === deed.creature;
  }
  if (task.kind === 'collect' && deed.kind === 'collect')
    return (task.filter === 'any' || task.filter === deed.what) && deed.amount >= task.min;
  return true;
}

/**
 * A task done: an experience cube on each matching skill not yet unlocked (several per turn allowed, 166).
 * The skill list is replaced, never edited (the state copy shares it), and only when a cube is placed.
 */
export function award(s: ValheimState, seat: number, deed: Deed): void {
  const p = s.players[seat];
  if (!p) return;
  // Asked on most moves, and most deeds earn nothing: look before building anything.
  let any = false;
  const kept = p.upgrades;
  for (let i = 0; i < kept.length && !any; i++) if (earns(kept[i]!, deed)) any = true;
  if (any) p.upgrades = p.upgrades.map((u) => (earns(u, deed) ? { id: u.id, xp: u.xp + 1 } : u));
}

function earns(u: Player['upgrades'][number], deed: Deed): boolean {
  const skill = UPGRADES.get(u.id);
  return !!skill && u.xp < skill.times && matches(skill.task, deed);
}

/**
 * How many unlocked skills of this seat give `perk` now. Upgrade skills are personal and work only on your
 * own turn (line 164).
 */
export function perk(s: ValheimState, seat: number, kind: Perk['kind'], filter?: string): number {
  if (s.turn !== seat) return 0;
  const p = s.players[seat] as Player;
  let n = 0;
  const kept = p.upgrades;
  for (let i = 0; i < kept.length; i++) {
    const u = kept[i]!;
    const skill = UPGRADES.get(u.id);
    if (!skill || u.xp < skill.times || skill.perk.kind !== kind) continue;
    if (skill.perk.kind !== 'hand' || skill.perk.filter === 'any' || skill.perk.filter === filter) n++;
  }
  return n;
}
