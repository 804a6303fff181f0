import type { Rng } from '@skald/core';
import type { EnemyAttack } from '../../data/enemies.js';
import { cardsInPlay } from '../../data/skills.js';
import type { StuffCard } from '../../data/stuff.js';
import type { AttackType, DieColour } from '../../data/types.js';
import type { EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { adjacent, facingToward, range, terrainNow } from '../board/geometry.js';
import type { Cell } from '../board/grid.js';
import { canStandOn } from '../board/standing.js';
import { attackTaken, entangled, healthColour, stunned, terrifiedOf } from '../characters/effects.js';
import { equippedRelics, equippedStuff, ownEnchantedCards } from '../characters/gear.js';
import { damageEnemy, damageHero } from '../combat/damage.js';
import { brutality, capPool, resolveCombat, rollAttack, rollBadass, rollDefense } from '../combat/dice.js';
import {
  progress,
  progressInTurn,
  rerollDefense,
  rerolledAt,
  riposteDice,
  rollEnchants,
  strengthenDefense,
  threaten,
  total,
} from '../combat/enchant-combat.js';
import { canTarget } from '../combat/targeting.js';
import type { SearchContext } from '../context.js';
import { diceWords } from '../words.js';
import {
  board,
  cellOf,
  enemyAt,
  enemyCell,
  enemySheet,
  heroHpLeft,
  heroSheet,
  log,
  logging,
  visibleHeroes,
} from '../world.js';
import { enemyReach, moveEnemyAway, walkReach } from './movement.js';

/**
 * Enemy Combat (lines 641-651, 827): which Hero an Enemy can and will attack, the Attack against the Hero's
 * Defense, and what the blue Badass die's Skull sends it to do (Cowardice, line 852, or flight).
 */

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
  if (logging(G))
    log(
      G,
      `${enemySheet(e).name} #${e.id} attacks ${sheet.name}: rolls ${diceWords(attack)} against ${diceWords(def)}, ${damage} damage`,
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

/**
 * Cowardice (line 852, ruling K4): with its Movement points the Enemy gets away from the closest Hero, to
 * the square farthest from them from which its Ranged line still reaches them (it may open doors), then
 * shoots; with no such square it only gets away (Flee). Without a Ranged line it flees.
 */
export function cowardice(cx: SearchContext, G: OrcQuestState, e: EnemyState, rng: Rng): void {
  const sheet = enemySheet(e);
  const line = sheet.attacks.find((a) => a.type === 'ranged' && a.range !== null);
  const heroes = visibleHeroes(G);
  const from = cellOf(e.pos);
  const closest = heroes
    .slice()
    .sort(
      (a, b) =>
        range(from, cellOf(a.pos as string)) - range(from, cellOf(b.pos as string)) ||
        G.heroes.indexOf(a) - G.heroes.indexOf(b),
    )[0];
  if (!line || !closest || entangled(e)) {
    moveEnemyAway(cx, G, e, sheet.move, rng);
    return;
  }
  const at = cellOf(closest.pos as string);
  const reach = enemyReach(cx, G, e, sheet.move);
  let best = -1;
  let bestD = -1;
  for (let j = 0; j < reach.keys.length; j++) {
    const k = reach.keys[j] as string;
    if (j !== 0 && (enemyAt(G, k) || !canStandOn(G, cellOf(k)))) continue;
    const c = cellOf(k);
    // Seen from there: its own miniature has left its square (it would block its own line).
    const home = e.pos;
    e.pos = k;
    const ok = canTarget(cx, G, c, at, 'ranged', line.range, e);
    e.pos = home;
    if (!ok) continue;
    const d = range(c, at);
    if (d > bestD) {
      best = j;
      bestD = d;
    }
  }
  if (best < 0) {
    moveEnemyAway(cx, G, e, sheet.move, rng);
    return;
  }
  if (logging(G)) log(G, `${sheet.name} #${e.id} backs away (Cowardice)`);
  if (best > 0) walkReach(cx, G, e, reach, best, rng);
  if (G.enemies.includes(e)) tryEnemyAttack(cx, G, e, closest, rng, 0, 'ranged');
}
