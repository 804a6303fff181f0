import type { Rng } from '@skald/core';
import type { EnemyAttack } from '../data/enemies.js';
import { cardsInPlay } from '../data/skills.js';
import type { StuffCard } from '../data/stuff.js';
import { type AttackType, colourRank, type DieColour } from '../data/types.js';
import type { EnemyState, HeroState, Item, OrcQuestState } from '../state.js';
import { aimedColour, bossReaction } from './boss.js';
import {
  brutality,
  capPool,
  precision,
  rerollWeak,
  resolveCombat,
  rollAttack,
  rollBadass,
  rollDefense,
  shieldRaise,
} from './combat.js';
import type { SearchContext } from './context.js';
import { damageEnemy, damageHero, heal } from './damage.js';
import { attackTaken, hasEffect, healthColour, isImmune, stunned, terrifiedOf } from './effects.js';
import {
  addResults,
  attackItems,
  progress,
  progressInTurn,
  rerollDefense,
  rerolledAt,
  riposteDice,
  rollEnchants,
  strengthenDefense,
  type Triggered,
  threaten,
  total,
  triggerOf,
  weakenDefense,
} from './enchant-combat.js';
import { cowardice } from './enemy-abilities.js';
import { applyEnchantTokens, dazedLoses } from './enemy-effects.js';
import { formGroups } from './enemy-phase.js';
import { equippedRelics, equippedStuff, ownEnchantedCards } from './gear.js';
import {
  adjacent,
  facingToward,
  hasLineOfFire,
  hasLineOfSight,
  inFrontArc,
  range,
  terrainNow,
} from './geometry.js';
import { type Cell, cellKeyAt } from './grid.js';
import { moveEnemyAway, moveEnemyToward, push } from './movement.js';
import { bashResults } from './shield-bash.js';
import { supportedFire } from './support.js';
import { bossDamage, ignoreBossDamage } from './teleport.js';
import { board, cellOf, enemyAt, enemyCell, enemySheet, heroHpLeft, heroSheet, log } from './world.js';

/** One way a Hero can attack: an attack type and range, with the dice of every equipped weapon that has it. */
export interface AttackOption {
  type: AttackType;
  range: readonly [number, number] | null;
  dice: DieColour[];
  precision: number;
  pushed: number;
  /** Item references (rules/gear.ts) of the weapons rolling together: their Enchants add green dice. */
  sources: number[];
  /** Atrocity X and Skewer from the weapons' keywords; Burn X from a Dual bonus. */
  atrocity: number;
  skewer: boolean;
  burn: number;
}

/**
 * The Hero's attack options (lines 348-351): each distinct (type, range) line of their equipped Stuff whose
 * type the Hero knows; two weapons with the same line roll together (line 349). Class bonuses (dice, Range,
 * Precision, keywords) count for that Class only; a Dual bonus once for two cards of one name, the better
 * Kraft Level's (line 834); an equipped Relic adds its dice (assumed Relic effects).
 */
export function attackOptions(cx: SearchContext, h: HeroState): AttackOption[] {
  // The options depend only on the Hero and the cards in their Hands and Artifact slot (read-only results),
  // remembered in the context by those, and the last Hero's (a legal-move list asks for them again and again).
  const last = cx.lastOptions;
  if (last && sameOptionsInput(last, h)) return last.options;
  const key = optionsKey(h);
  let cached = cx.options.get(key);
  if (!cached) {
    cached = computeOptions(h);
    if (cx.options.size < 10_000) cx.options.set(key, cached);
  }
  const hands = h.gear.hands;
  const art = h.gear.artifact;
  cx.lastOptions = {
    hero: h.hero,
    count: hands.length,
    hand0: handKey(hands[0]),
    hand1: handKey(hands[1]),
    artifact: art?.card ?? '',
    artifactRekup: !!art?.rekup,
    options: cached,
  };
  return cached;
}

/** What `optionsKey` reads of a Hand card: its id, or '-' once Rekup'd. */
const handKey = (item: Item | undefined): string => (item === undefined ? '' : item.rekup ? '-' : item.card);

/** A Hero's options and what they were read from. */
export interface OptionsInput {
  hero: HeroState['hero'];
  count: number;
  hand0: string;
  hand1: string;
  artifact: string;
  artifactRekup: boolean;
  options: AttackOption[];
}

function sameOptionsInput(l: OptionsInput, h: HeroState): boolean {
  const hands = h.gear.hands;
  const art = h.gear.artifact;
  return (
    l.hero === h.hero &&
    l.count === hands.length &&
    hands.length <= 2 &&
    l.hand0 === handKey(hands[0]) &&
    l.hand1 === handKey(hands[1]) &&
    l.artifact === (art?.card ?? '') &&
    l.artifactRekup === !!art?.rekup
  );
}

/** What the options depend on, as one string (written out: this runs for every list of legal moves). */
function optionsKey(h: HeroState): string {
  let key = `${h.hero}|`;
  const hands = h.gear.hands;
  for (let i = 0; i < hands.length; i++) {
    const item = hands[i] as Item;
    key += i === 0 ? '' : ',';
    key += item.rekup ? '-' : item.card;
  }
  const art = h.gear.artifact;
  return `${key}|${art?.card ?? ''}${art?.rekup ? '-' : ''}`;
}

function computeOptions(h: HeroState): AttackOption[] {
  const sheet = heroSheet(h);
  const out: AttackOption[] = [];
  const cardsOf = new Map<AttackOption, StuffCard[]>();
  for (const { ref, card } of equippedStuff(h)) {
    const kw =
      card.keywords && (!card.keywords.heroClass || card.keywords.heroClass === sheet.heroClass)
        ? card.keywords
        : undefined;
    for (const line of card.attacks) {
      if (!sheet.attackTypes.includes(line.type)) continue;
      const dice = [
        ...line.dice,
        ...(line.classBonus?.heroClass === sheet.heroClass ? line.classBonus.dice : []),
      ];
      const prec = line.precision?.heroClass === sheet.heroClass ? line.precision.x : 0;
      const bonus = line.range && line.rangeBonus?.heroClass === sheet.heroClass ? line.rangeBonus.x : 0;
      const r: readonly [number, number] | null = line.range ? [line.range[0], line.range[1] + bonus] : null;
      const same = out.find(
        (o) =>
          o.type === line.type &&
          o.range?.[0] === r?.[0] &&
          o.range?.[1] === r?.[1] &&
          o.pushed === (line.pushed ?? 0),
      );
      if (same) {
        same.dice.push(...dice);
        same.precision = Math.max(same.precision, prec);
        if (!same.sources.includes(ref)) same.sources.push(ref);
        same.atrocity = Math.max(same.atrocity, kw?.atrocity ?? 0);
        same.skewer ||= !!kw?.skewer;
        cardsOf.get(same)?.push(card);
      } else {
        const o: AttackOption = {
          type: line.type,
          range: r,
          dice,
          precision: prec,
          pushed: line.pushed ?? 0,
          sources: [ref],
          atrocity: kw?.atrocity ?? 0,
          skewer: !!kw?.skewer,
          burn: 0,
        };
        out.push(o);
        cardsOf.set(o, [card]);
      }
    }
  }
  for (const o of out) {
    const cards = cardsOf.get(o) ?? [];
    const pair = cards.filter((c) => c.dual && cards.filter((d) => d.name === c.name).length >= 2);
    const best = pair.sort((a, b) => b.level - a.level)[0];
    if (best?.dual) {
      o.dice.push(...(best.dual.dice ?? []));
      o.burn = best.dual.burn ?? 0;
    }
    if (o.dice.length === 0) continue;
    for (const relic of equippedRelics(h))
      if (relic.bonus.attack && (!relic.bonus.attack.type || relic.bonus.attack.type === o.type))
        o.dice.push(...relic.bonus.attack.dice);
  }
  return out.filter((o) => o.dice.length > 0 || o.pushed > 0);
}

/** The Defense dice of a Hero: every equipped piece of Stuff (line 431) and Relic. */
export function heroDefenseDice(h: HeroState, stuff = equippedStuff(h)): DieColour[] {
  // Stuff first, then Relics, each in slot order (written out: every Enemy Attack asks).
  const out: DieColour[] = [];
  for (const e of stuff) for (const d of e.card.defense) out.push(d);
  for (const r of equippedRelics(h)) if (r.bonus.defense) for (const d of r.bonus.defense) out.push(d);
  return out;
}

/** What the Hero's equipped Stuff does when they are attacked (read only: one answer may be shared). */
interface DefenseKeywords {
  readonly toughness: number;
  readonly tenacity: number;
  readonly riposte: readonly DieColour[];
}

/** `defenseKeywords` of Stuff without keywords. */
const NO_DEFENSE_KEYWORDS: DefenseKeywords = { toughness: 0, tenacity: 0, riposte: [] };

/** Keywords of the Hero's equipped Stuff that act when they are attacked (Toughness, Tenacity, Riposte). */
function defenseKeywords(h: HeroState, stuff: readonly { card: StuffCard }[]): DefenseKeywords {
  // No keyword on any of the cards (most Heroes' Stuff): one shared answer, nothing built.
  let any = false;
  for (const { card } of stuff) if (card.keywords) any = true;
  if (!any) return NO_DEFENSE_KEYWORDS;
  const cls = heroSheet(h).heroClass;
  const out = { toughness: 0, tenacity: 0, riposte: [] as DieColour[] };
  for (const { card } of stuff) {
    const kw = card.keywords;
    if (!kw || (kw.heroClass && kw.heroClass !== cls)) continue;
    if (kw.toughness) out.toughness += 1;
    out.tenacity += kw.tenacity ?? 0;
    if (kw.riposte) out.riposte.push(kw.riposte);
  }
  return out;
}

/**
 * Can a Character on `from` hit `to` with this attack? No range: an adjacent target (line 205); otherwise
 * Range min-max inclusive (line 208). Melee and Magic need Line of Sight, Ranged needs Line of Fire; the
 * attacker may turn to face the target first (line 347).
 */
export function canTarget(
  cx: SearchContext,
  G: OrcQuestState,
  from: Cell,
  to: Cell,
  type: AttackType,
  r: readonly [number, number] | null,
  /** The Enemy attacking, whose Support (line 868) lets its Ranged Attacks past adjacent allies. */
  shooter?: EnemyState,
): boolean {
  const b = board(G);
  if (r === null) {
    if (!adjacent(b, G, from, to)) return false;
  } else {
    const d = range(from, to);
    if (d < r[0] || d > r[1]) return false;
  }
  const facing = facingToward(from, to);
  if (type !== 'ranged') return hasLineOfSight(cx, b, G, from, facing, to);
  return (
    hasLineOfFire(cx, b, G, from, facing, to) ||
    (!!shooter && supportedFire(cx, G, shooter, from, facing, to))
  );
}

/**
 * A Hero's Attack on an Enemy (lines 381-433): gather and cap the dice, Shield Raise before the roll, roll,
 * apply the attacker's effects (Precision, Brutality), resolve, damage; then the Enemy's Reaction.
 */
/** What the Skill card adds to the weapon's Attack. */
export interface AttackMods {
  brutality: number;
  precision: number;
  burn: number;
  /** Breakthrough (line 856): the defender's strongest Defense result drops a colour. */
  breakthrough?: number;
}

export function heroAttack(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  option: AttackOption,
  target: EnemyState,
  mods: AttackMods,
  rng: Rng,
): void {
  const hero = G.heroes[seat] as HeroState;
  // The Attack may move its cards' Enchant objectives (`progress`): their own cards first (copy-on-write).
  ownEnchantedCards(cx, hero);
  const from = cellOf(hero.pos as string);
  const at = enemyCell(target, from);
  hero.facing = facingToward(from, at);
  target.alerted = true;
  target.alertedBy = hero.pos;
  const fromRear = !inFrontArc(at, target.facing, from);
  const sheet = enemySheet(target);
  let defense = capPool(sheet.defense);
  // Phalanx (line 859): another member of the target's group has it: +1 white Defense die, never stacked.
  if (phalanxCovers(cx, G, target)) defense = capPool([...defense, 'white']);
  // Shield Raise acts before the roll and is the Soldier's one Reaction (ruling R28).
  if (sheet.reaction === 'shield-raise' && !fromRear && !target.reacted && defense.length > 0) {
    defense = shieldRaise(defense);
    target.reacted = true;
  }
  if (option.type === 'ranged' && terrainNow(board(G), G, at) === ',')
    defense = capPool([...defense, 'white']);
  // Stunned (line 812): it cannot defend.
  if (stunned(target)) defense = [];
  const dice = capPool(option.dice);
  let attack = rollAttack(rng, dice);
  let def = rollDefense(rng, defense);
  const used = attackItems(hero, option.sources);
  const fx = rollEnchants(rng, used, 'attack');
  const rerolls = option.precision + mods.precision + total(fx, 'precision');
  const rerolled: number[] = [];
  if (rerolls > 0) attack = precision(rng, dice, attack, rerolls, rerolled);
  progress(used, 'red-rerolls', rerolledAt(attack, rerolled, 3));
  const boss = G.boss && G.boss.enemy === target.id ? G.boss : null;
  // Weakened (line 801): its Health points count a colour lower for this Attack.
  const hp = healthColour(target, boss ? aimedColour(boss) : sheet.hpColour);
  if (hasEffect(hero, 'enraged')) attack = rerollWeak(rng, dice, attack, colourRank(hp));
  attack = addResults(brutality(attack, mods.brutality + total(fx, 'brutality')), fx, attack);
  const atrocity = option.atrocity + total(fx, 'atrocity');
  const defRerolled: number[] = [];
  if (atrocity > 0) def = rerollDefense(rng, defense, def, atrocity, 'strongest', defRerolled);
  progress(used, 'blank-defense-rerolls', rerolledAt(def, defRerolled, 0));
  const hadDefense = def.some((r) => r > 0);
  // A Boost's Breakthrough (line 250) joins the Stuff's.
  const pierce = total(fx, 'breakthrough') + (mods.breakthrough ?? 0);
  const crushed = weakenDefense(def, 0, total(fx, 'crush'));
  def = weakenDefense(crushed, pierce, 0);
  if (hadDefense && total(fx, 'crush') > 0 && !def.some((r) => r > 0)) progress(used, 'crush-zero', 1);
  const { damage, remaining } = resolveCombat(attack, def, hp);
  // Piercing's objective (ruling E5): Breakthrough turned a blocked Attack into one that wounds.
  if (pierce > 0 && damage > 0 && resolveCombat(attack, crushed, hp).damage === 0)
    progress(used, 'unblocked', 1);
  attackTaken(target);
  log(G, `${heroSheet(hero).name} attacks ${sheet.name} #${target.id}: [${attack}] vs [${def}] → ${damage}`);
  // The Action inflicted damage: it counts toward a Combo (line 413).
  const action = G.active === seat ? G.chain[G.chain.length - 1] : undefined;
  // Replaced, never changed in place (copies of the state share the chain: SHARED_FIELDS).
  if (action && damage > 0) G.chain = [...G.chain.slice(0, -1), { ...action, dealt: true }];
  const before = boss ? bossDamage(G, target) : null;
  const died = damageEnemy(cx, G, target, damage, true, hero);
  const kills =
    (died ? 1 : 0) +
    areaEffects(cx, G, hero, target, from, { attack, def, remaining, damage }, fx, option.skewer, used, rng);
  progress(used, 'red-attack', attack.filter((r) => r === 3).length);
  progress(used, 'damage', damage);
  progress(used, 'kills', kills);
  progress(used, 'kills-one-attack', kills, true);
  progressInTurn(used, 'kills-activation', kills, G.turn);
  if (died) {
    defend(cx, G, hero, target, rng);
    return;
  }
  // Effects not tied to a Badass die apply even without damage (line 790), never twice (791, ruling R59).
  const burn = Math.max(mods.burn, option.burn, total(fx, 'burn'));
  if (burn > 0 && target.burn === 0 && !isImmune(target, 'burn')) {
    target.burn = burn;
    // A Burning Enchant's objective counts the Burn kills of the tokens it set (ruling E5).
    target.burnBy = total(fx, 'burn') > 0 ? seat : -1;
  }
  applyEnchantTokens(target, fx, seat, used);
  if (option.pushed > 0) {
    push(cx, G, { kind: 'enemy', id: target.id }, from, option.pushed);
    if (!G.enemies.includes(target)) return;
  }
  // A Boss answers every Attack from its Reaction deck, whatever the arc (line 771, ruling R-ENCH); Teleport X
  // (line 869) ignores the damage of the Attack it answers.
  if (boss) {
    if (bossReaction(cx, G, hero, rng) === 'teleport' && before) ignoreBossDamage(G, target, before);
  } else enemyReaction(cx, G, seat, target, option.type, fromRear, rng, bashResults(attack, def));
  defend(cx, G, hero, target, rng);
}

/**
 * Defender (line 836): after an Enemy is attacked, every other Enemy with Defender that can reach the
 * attacking Hero from where it stands makes a free Attack on them (the Enemy attacked lives or not). An
 * Ability, not its Reaction (line 169): it leaves the Reaction for its own turn to be attacked (ruling R68).
 */
function defend(cx: SearchContext, G: OrcQuestState, hero: HeroState, attacked: EnemyState, rng: Rng): void {
  for (const d of G.enemies.slice()) {
    if (hero.dead || !hero.pos) return;
    if (d === attacked || d.bellRinger || !enemySheet(d).abilities.includes('defender')) continue;
    if (!G.enemies.includes(d)) continue;
    d.alerted = true;
    tryEnemyAttack(cx, G, d, hero, rng, 0);
  }
}

/**
 * What an Attack does beyond its target: Skewer (line 839: the damaging results also hit the Character
 * behind, judged against its own Health colour without Defense, ruling R63), Explosion (line 842: the
 * strongest result left after the target's Defense, whether it hurt the target or not, on every other Enemy
 * at Range 1 of the target, judged on each one's colour without Defense, ruling R64), Lightning X (line 845:
 * the damage the target took, as a number, on X other Enemies within 2 squares; each new target rolls a
 * Badass die and the Enchant's symbol strikes X more within 2 squares of it, each Enemy once, ruling R66),
 * Life Drain (line 870). Returns the Enemies it killed.
 */
function areaEffects(
  cx: SearchContext,
  G: OrcQuestState,
  hero: HeroState,
  target: EnemyState,
  from: Cell,
  roll: { attack: readonly number[]; def: readonly number[]; remaining: readonly number[]; damage: number },
  fx: readonly Triggered[],
  skewer: boolean,
  used: Item[],
  rng: Rng,
): number {
  const at = cellOf(target.pos);
  const { remaining, damage } = roll;
  let kills = 0;
  const hit = (e: EnemyState, results: readonly number[]) => {
    if (damageEnemy(cx, G, e, resolveCombat(results, [], enemySheet(e).hpColour).damage, false, hero))
      kills += 1;
  };
  if (skewer && remaining.length > 0) {
    const behind = enemyAt(G, cellKeyAt(at.x + Math.sign(at.x - from.x), at.y + Math.sign(at.y - from.y)));
    if (behind && behind !== target) hit(behind, remaining);
  }
  if (total(fx, 'explosion') > 0) {
    // Every result the Defense left, yellow ones included (Attack dice roll no blank).
    const left = resolveCombat(roll.attack, roll.def, 'yellow').remaining;
    const strongest = Math.max(0, ...left);
    if (strongest > 0)
      for (const e of G.enemies.slice())
        if (e !== target && range(cellOf(e.pos), at) === 1) hit(e, [strongest]);
  }
  const bolts = total(fx, 'lightning');
  if (bolts > 0 && damage > 0) {
    const symbols = new Set(fx.filter((t) => t.effect.kind === 'lightning').map(triggerOf));
    const struck = new Set<EnemyState>([target]);
    const sources = [at];
    for (let s = 0; s < sources.length; s++) {
      const src = sources[s] as Cell;
      const near = G.enemies.filter((e) => !struck.has(e) && range(cellOf(e.pos), src) <= 2).slice(0, bolts);
      for (const e of near) {
        struck.add(e);
        const pos = cellOf(e.pos);
        if (damageEnemy(cx, G, e, damage, false, hero)) kills += 1;
        if (symbols.has(rollBadass(rng, 'blue'))) sources.push(pos);
      }
    }
    progress(used, 'lightning-spread', struck.size - 1, true);
  }
  const drains = total(fx, 'lifeDrain');
  if (drains > 0 && G.enemies.includes(target)) {
    if (damageEnemy(cx, G, target, drains, false, hero)) kills += 1;
    const healed = Math.min(hero.damage, drains);
    heal(hero, drains);
    progress(used, 'heal-drain', healed);
  }
  return kills;
}

/**
 * The Enemy's Reaction after the Attack (lines 418-433): attacked from its Rear Arc it only turns round
 * (and that is its Reaction, ruling R33); otherwise it faces the Hero and reacts once per Hero Phase.
 */
function enemyReaction(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  e: EnemyState,
  type: AttackType,
  fromRear: boolean,
  rng: Rng,
  /** The Defense results Shield Bash turns round (line 834). */
  bash: readonly number[] = [],
): void {
  const hero = G.heroes[seat] as HeroState;
  const heroAt = cellOf(hero.pos as string);
  if (e.reacted || e.bellRinger) return;
  e.facing = facingToward(enemyCell(e, heroAt), heroAt);
  e.reacted = true;
  // Stunned: no Reaction (line 812); Dazed: the Reaction is its next Action (line 802, ruling X3).
  if (fromRear || stunned(e) || dazedLoses(cx, G, e, rng)) return;
  const sheet = enemySheet(e);
  switch (sheet.reaction) {
    case 'flee':
      moveEnemyAway(cx, G, e, sheet.move, rng);
      return;
    case 'pursuit':
      // Pursuit X (line 860): up to X squares, then an Attack only if one reaches from there (ruling R68).
      moveEnemyToward(cx, G, e, heroAt, sheet.pursuit ?? 0, rng);
      tryEnemyAttack(cx, G, e, hero, rng, 0);
      return;
    case 'counter-melee':
      if (type === 'melee') tryEnemyAttack(cx, G, e, hero, rng, 0, 'melee');
      return;
    case 'counter-any':
      tryEnemyAttack(cx, G, e, hero, rng, 0);
      return;
    case 'shield-bash':
      // Only Defense results against a Melee Attack (line 834); a Hero it can no longer reach is spared.
      if (type === 'melee' && bash.length > 0 && usableAttacks(cx, G, e, hero, 'melee').length > 0)
        attackHeroWith(cx, G, e, hero, { type: 'melee', dice: [] }, rng, 0, false, bash);
      return;
    default:
      return;
  }
}

/** Does another member of the Enemy's group have Phalanx? */
function phalanxCovers(cx: SearchContext, G: OrcQuestState, target: EnemyState): boolean {
  const group = formGroups(cx, G).find((ids) => ids.includes(target.id)) ?? [];
  return G.enemies.some(
    (e) => e.id !== target.id && group.includes(e.id) && enemySheet(e).abilities.includes('phalanx'),
  );
}

/** The Enemy attack lines that can reach this Hero from where the Enemy stands. */
/** Whether the Enemy may not attack this Hero at all now (one rule for `usableAttacks` and `canAttackHero`). */
function attackBarred(G: OrcQuestState, e: EnemyState, h: HeroState): boolean {
  if (!h.pos || h.dead || h.invisible) return true;
  // Stunned (line 812): no Attack; Terrified (line 814): none on the Hero who terrified it.
  return stunned(e) || terrifiedOf(e, G.heroes.indexOf(h));
}

/** Whether `usableAttacks` would list anything (without building the list: the Enemy Phase asks it per square). */
export function canAttackHero(cx: SearchContext, G: OrcQuestState, e: EnemyState, h: HeroState): boolean {
  if (attackBarred(G, e, h)) return false;
  return attackReaches(cx, G, e, cellOf(h.pos as string));
}

/**
 * `canAttackHero` for a Hero it is not barred from attacking (`mayAttackHero`), standing on `at`: what a
 * caller trying many squares of the Enemy for one Hero asks per square (the bar and the Hero's square once).
 */
export function attackReaches(cx: SearchContext, G: OrcQuestState, e: EnemyState, at: Cell): boolean {
  const from = enemyCell(e, at);
  for (const a of enemySheet(e).attacks) if (canTarget(cx, G, from, at, a.type, a.range, e)) return true;
  return false;
}

/** Whether nothing bars the Enemy from attacking the Hero (the part of `canAttackHero` its square does not change). */
export function mayAttackHero(G: OrcQuestState, e: EnemyState, h: HeroState): boolean {
  return !attackBarred(G, e, h);
}

export function usableAttacks(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  only?: AttackType,
): EnemyAttack[] {
  if (attackBarred(G, e, h)) return [];
  return enemySheet(e).attacks.filter(
    (a) =>
      (!only || a.type === only) &&
      canTarget(cx, G, enemyCell(e, cellOf(h.pos as string)), cellOf(h.pos as string), a.type, a.range, e),
  );
}

/**
 * An Enemy attacks a Hero with its most powerful usable line (Assault, line 827): Hero Defense dice from
 * equipped Stuff (line 431), +1 white on a field against Ranged (line 308). Returns whether it attacked.
 */
export function tryEnemyAttack(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  rng: Rng,
  brut: number,
  only?: AttackType,
  badassDie = false,
  dodged = false,
): boolean {
  if (!G.enemies.includes(e)) return false;
  const line = bestAttack(cx, G, e, h, only);
  if (!line) return false;
  enemyAttackWith(cx, G, e, h, line, rng, brut, badassDie, dodged);
  return true;
}

/**
 * The line `tryEnemyAttack` attacks with: of the usable lines (`usableAttacks`), the first with the most
 * dice. Undefined when none is usable (`canAttackHero` false), so a caller that needs both asks this once.
 */
export function bestAttack(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  only?: AttackType,
): EnemyAttack | undefined {
  if (attackBarred(G, e, h)) return undefined;
  const at = cellOf(h.pos as string);
  const from = enemyCell(e, at);
  let best: EnemyAttack | undefined;
  for (const a of enemySheet(e).attacks)
    if (
      (!only || a.type === only) &&
      (!best || a.dice.length > best.dice.length) &&
      canTarget(cx, G, from, at, a.type, a.range, e)
    )
      best = a;
  return best;
}

/** `tryEnemyAttack` with its line chosen (`bestAttack`): the Attack, then the blue Badass die's Skull. */
export function enemyAttackWith(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  line: EnemyAttack,
  rng: Rng,
  brut: number,
  badassDie: boolean,
  dodged = false,
): void {
  attackHeroWith(cx, G, e, h, line, rng, brut, dodged);
  // A Skull on the blue Badass die (line 651): Cowardice if the sheet has it (line 852), else it flees.
  if (badassDie && rollBadass(rng, 'blue') === 'skull' && G.enemies.includes(e)) {
    if (enemySheet(e).abilities.includes('cowardice')) cowardice(cx, G, e, rng);
    else moveEnemyAway(cx, G, e, enemySheet(e).move, rng);
  }
}

/** One Enemy Attack line against a Hero: Defense dice from Stuff and terrain, roll, resolve, damage. */
export function attackHeroWith(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  line: Pick<EnemyAttack, 'type' | 'dice'>,
  rng: Rng,
  brut = 0,
  dodged = false,
  /** Attack results already made (Shield Bash, line 834): no dice rolled for the Attack. */
  results?: readonly number[],
): void {
  // The defence may move the defender's Enchant objectives (`progress`): their own cards first (copy-on-write).
  ownEnchantedCards(cx, h);
  // The equipped Stuff, listed once for the Defense dice, the Enchants and the keywords.
  const stuff = equippedStuff(h);
  const at = cellOf(h.pos as string);
  e.facing = facingToward(enemyCell(e, at), at);
  const sheet = heroSheet(h);
  // Stunned (line 812): the Hero cannot defend.
  const stun = stunned(h);
  let defense = stun ? [] : capPool(heroDefenseDice(h, stuff));
  const ground = terrainNow(board(G), G, at);
  if (line.type === 'ranged' && ground === ',') defense = capPool([...defense, 'white']);
  // High furniture and tree trunks: +1 white Defense die against Melee (line 312).
  if (line.type === 'melee' && (ground === 'h' || ground === 'T')) defense = capPool([...defense, 'white']);
  let attack = results ? results.slice() : rollAttack(rng, capPool(line.dice));
  let def = rollDefense(rng, defense);
  // A Passive card with Resistance: one more orange Defense result (lines 251, 864).
  if (!stun && hasResistance(h)) def.push(2);
  attack = brutality(attack, brut);
  // The defender's Stuff and Enchants (lines 431, 716): Tenacity, Toughness, Resistance, Indestructible, Threat.
  const used = stuff.map((s) => s.item); // defenseItems(h)
  const fx = stun ? [] : rollEnchants(rng, used, 'defense');
  const kw = defenseKeywords(h, stuff);
  const tenacity = stun ? 0 : kw.tenacity + total(fx, 'tenacity');
  const rerolled: number[] = [];
  if (tenacity > 0) def = rerollDefense(rng, defense, def, tenacity, 'weakest', rerolled);
  if (rerolled.length > 0) progress(used, 'red-defense-rerolls', rerolledAt(def, rerolled, 3));
  // Resistant counts the Attacks of one Enemy Phase (not Counter-attacks in the Hero Phase).
  if (G.enemyPhase) progressInTurn(used, 'targeted-enemy-phase', 1, G.turn);
  def = strengthenDefense(def, kw.toughness + total(fx, 'toughness'), fx);
  // Threat (no trigger: nothing removed, no list copied).
  const threats = total(fx, 'threat');
  if (threats > 0) {
    const threat = threaten(attack, threats);
    attack = threat.attack;
    progress(used, 'threat-removed', threat.removed);
  }
  // Weakened, Fortified (lines 801, 820): the Health colour this Attack meets; then the tokens go.
  const { damage, remaining } = resolveCombat(attack, def, healthColour(h, sheet.hpColour));
  attackTaken(h);
  log(
    G,
    `${enemySheet(e).name} #${e.id} attacks ${sheet.name}: [${listText(attack)}] vs [${listText(def)}] → ${damage}`,
  );
  if (attack.some((r) => r > 0) && damage === 0) progress(used, 'block-all', 1);
  progress(used, 'red-blocked', reds(attack) - reds(remaining));
  if (dodged) log(G, `${sheet.name} dodges`);
  else damageHero(G, h, damage);
  // Riposte (line 866): the attacker takes these dice with no Defense; a kill is the Hero's (ruling E3).
  for (const die of fx.length === 0 ? kw.riposte : riposteDice(kw.riposte, fx)) {
    if (!G.enemies.includes(e)) break;
    const back = resolveCombat(rollAttack(rng, [die]), [], enemySheet(e).hpColour).damage;
    if (damageEnemy(cx, G, e, back, false, h)) progress(used, 'kills-riposte', 1);
  }
}

/** Has the Hero a Passive card with Resistance in play (lines 251, 864)? A loop: every Enemy Attack asks. */
function hasResistance(h: HeroState): boolean {
  for (const c of cardsInPlay(h.hero, h.learned)) if (c.type === 'passive' && c.main.resistance) return true;
  return false;
}

/** How many red (3) results a list holds. */
function reds(xs: readonly number[]): number {
  let n = 0;
  for (const r of xs) if (r === 3) n++;
  return n;
}

/** A list of results as `${list}` writes it ("1,0,3"), joined by hand: the array's own text was the line's cost. */
function listText(xs: readonly number[]): string {
  let t = '';
  for (let i = 0; i < xs.length; i++) t = i === 0 ? `${xs[i]}` : `${t},${xs[i]}`;
  return t;
}

/** Target priority (lines 644-648): adjacent first for Melee, then fewest Health points left, weakest colour, closest. */
export function rankTargets(G: OrcQuestState, e: EnemyState, heroes: HeroState[]): HeroState[] {
  const b = board(G);
  const colourRank = { yellow: 1, orange: 2, red: 3 } as const;
  const melee = enemySheet(e).attacks.some((a) => a.type === 'melee');
  return heroes.slice().sort((x, y) => {
    const px = cellOf(x.pos as string);
    const py = cellOf(y.pos as string);
    const ax0 = enemyCell(e, px);
    const ay0 = enemyCell(e, py);
    if (melee) {
      const ax = adjacent(b, G, ax0, px) ? 0 : 1;
      const ay = adjacent(b, G, ay0, py) ? 0 : 1;
      if (ax !== ay) return ax - ay;
    }
    return (
      heroHpLeft(x) - heroHpLeft(y) ||
      colourRank[heroSheet(x).hpColour] - colourRank[heroSheet(y).hpColour] ||
      range(ax0, px) - range(ay0, py) ||
      G.heroes.indexOf(x) - G.heroes.indexOf(y)
    );
  });
}
