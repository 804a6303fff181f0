import { EFFECTS, type EffectKind, type Immunity } from '../../data/effects.js';
import { HEROES } from '../../data/heroes.js';
import type { Colour } from '../../data/types.js';
import type { Effects, EffectToken, EnemyState, HeroState } from '../../state.js';
import { NO_EFFECTS, sheetOfType } from '../world.js';

/**
 * Effect tokens on Characters (lines 788-822). A Character's `effects` record is never changed in place:
 * every change here assigns a new record, so state copies may share it (rules/world.ts `cloneState`).
 */

export type Character = HeroState | EnemyState;

const isHero = (c: Character): c is HeroState => 'hero' in c;

/** The sheet's immunities (line 822: Keywords of a Hero Sheet, Defense of an Enemy or Boss Sheet). */
export function immunities(c: Character): readonly Immunity[] {
  return (isHero(c) ? HEROES[c.hero].immune : sheetOfType(c.type).immune) ?? [];
}

/** Does the Character ignore this effect (line 822: by name or by its whole category)? */
export function isImmune(c: Character, kind: EffectKind | 'burn' | 'petrified'): boolean {
  const list = immunities(c);
  if (list.includes(kind)) return true;
  // Burn is an Affliction (line 794), Petrified an Alteration (line 808).
  const category =
    kind === 'burn' ? 'affliction' : kind === 'petrified' ? 'alteration' : EFFECTS[kind].category;
  return list.includes(category);
}

export const hasEffect = (c: Character, kind: EffectKind): boolean =>
  c.effects !== NO_EFFECTS && c.effects[kind] !== undefined;

/** Who applied the token (a seat or an Enemy id), or undefined when the Character has none. */
export const effectBy = (c: Character, kind: EffectKind): number | undefined => c.effects[kind]?.by;

/**
 * Put an effect token on a Character (lines 790-791). Ignored when the Character is immune, when the
 * effect is a Hero's only and this is an Enemy, and when the Character already has it (never twice, line
 * 791, ruling R59: a second token, even a stronger side, changes nothing). Blessed and Cursed remove each
 * other (lines 807, 816): the newer one stays. Returns whether the token was placed.
 */
export function applyEffect(c: Character, kind: EffectKind, n = 1, by = -1): boolean {
  const info = EFFECTS[kind];
  if (info.heroOnly && !isHero(c)) return false;
  if (isImmune(c, kind) || hasEffect(c, kind)) return false;
  // A Hero's Poison is its older field (`poisoned`, cured by healing, rules/combat/damage.ts `heal`).
  if (kind === 'poison' && isHero(c)) {
    if (c.poisoned) return false;
    c.poisoned = true;
    return true;
  }
  const token: EffectToken = { n: Math.max(1, Math.min(info.levels, n)), by };
  const kept =
    kind === 'blessed'
      ? without(c.effects, 'cursed')
      : kind === 'cursed'
        ? without(c.effects, 'blessed')
        : c.effects;
  c.effects = { ...kept, [kind]: token };
  return true;
}

/**
 * The record without `kind`, in the same key order. Built afresh, not by `delete`: a deleted key turns the
 * record into a slow dictionary-mode object, and every read of effects on that Character slows down.
 */
function without(effects: Effects, kind: EffectKind): Effects {
  const out: Partial<Record<EffectKind, EffectToken>> = {};
  let left = 0;
  for (const k in effects)
    if (k !== kind) {
      out[k as EffectKind] = effects[k as EffectKind];
      left++;
    }
  return left === 0 ? NO_EFFECTS : out;
}

export function removeEffect(c: Character, kind: EffectKind): void {
  if (!hasEffect(c, kind)) return;
  c.effects = without(c.effects, kind);
}

/** A two-sided token ends its turn: side 2 flips to side 1, side 1 is removed (lines 805, 813, 819). */
export function stepDown(c: Character, kind: EffectKind): void {
  if (c.effects === NO_EFFECTS) return;
  const t = c.effects[kind];
  if (!t) return;
  if (t.n >= 2) c.effects = { ...c.effects, [kind]: { n: t.n - 1, by: t.by } };
  else removeEffect(c, kind);
}

const SHIFT: readonly Colour[] = ['yellow', 'orange', 'red'];

/**
 * The Health colour an Attack meets (lines 801, 820): Weakened counts orange as yellow and red as orange
 * (yellow stays yellow), Fortified yellow as orange and orange as red (red stays red).
 */
export function healthColour(c: Character, base: Colour): Colour {
  let i = SHIFT.indexOf(base);
  if (hasEffect(c, 'weakened')) i = Math.max(0, i - 1);
  if (hasEffect(c, 'fortified')) i = Math.min(2, i + 1);
  return SHIFT[i] as Colour;
}

/** After the Character took an Attack, Weakened and Fortified are gone (lines 801, 820). */
export function attackTaken(c: Character): void {
  removeEffect(c, 'weakened');
  removeEffect(c, 'fortified');
}

/** Stunned (line 812): no attacking, defending or reacting. */
// Named reads (not `hasEffect`'s keyed one, which sees every kind and goes megamorphic): asked on every search.
export const stunned = (c: Character): boolean => c.effects !== NO_EFFECTS && c.effects.stunned !== undefined;
/** Entangled (line 804): cannot move or be moved. */
export const entangled = (c: Character): boolean =>
  c.effects !== NO_EFFECTS && c.effects.entangled !== undefined;
/** Cursed (line 807): the Hero cannot spend Badass points in the Hero or Enemy Phase. */
export const cursed = (h: HeroState): boolean => h.effects.cursed !== undefined;

/** May the Hero attack this Enemy: not Stunned (line 812), not Terrified by it (line 814)? */
export const heroMayAttack = (h: HeroState, e: EnemyState): boolean =>
  !stunned(h) && h.effects.terrified?.by !== e.id;

/** Terrified (line 814): may this attacker (a seat or Enemy id, by side) attack that target? */
export function terrifiedOf(attacker: Character, targetKey: number): boolean {
  return attacker.effects.terrified?.by === targetKey;
}

/**
 * The end of a Character's Activation (lines 804-814): Entangled and Stunned step down a side,
 * Terrified is removed.
 */
export function endActivationEffects(c: Character): void {
  if (c.effects === NO_EFFECTS) return;
  stepDown(c, 'entangled');
  stepDown(c, 'stunned');
  removeEffect(c, 'terrified');
}

/** Names of a Character's effect tokens for the UI and logs ("Entangled 2", "Poison"). */
export function effectNames(c: Character): string[] {
  return (Object.keys(c.effects) as EffectKind[]).map((k) => {
    const t = c.effects[k];
    return EFFECTS[k].levels === 2 && t ? `${EFFECTS[k].name} ${t.n}` : EFFECTS[k].name;
  });
}
