import type { Rng } from '@skald/core';
import type { EnemyAttack } from '../data/enemies.js';
import { cardsInPlay } from '../data/skills.js';
import { STUFF } from '../data/stuff.js';
import type { AttackType, DieColour } from '../data/types.js';
import type { EnemyState, HeroState, OrcQuestState } from '../state.js';
import { aimedColour, bossReaction } from './boss.js';
import {
  breakthrough,
  brutality,
  capPool,
  precision,
  resolveCombat,
  rollAttack,
  rollBadass,
  rollDefense,
  shieldRaise,
} from './combat.js';
import { damageEnemy, damageHero } from './damage.js';
import { formGroups } from './enemy-phase.js';
import {
  adjacent,
  facingToward,
  hasLineOfFire,
  hasLineOfSight,
  inFrontArc,
  range,
  terrainNow,
} from './geometry.js';
import type { Cell } from './grid.js';
import { moveEnemyAway, moveEnemyToward, push } from './movement.js';
import { board, cellOf, enemyCell, enemySheet, heroHpLeft, heroSheet, log } from './world.js';

/** One way a Hero can attack: an attack type and range, with the dice of every equipped weapon that has it. */
export interface AttackOption {
  type: AttackType;
  range: readonly [number, number] | null;
  dice: DieColour[];
  precision: number;
  pushed: number;
}

/**
 * The Hero's attack options (lines 348-351): each distinct (type, range) line of their equipped Stuff whose
 * type the Hero knows; two weapons with the same line roll together (line 349).
 */
export function attackOptions(h: HeroState): AttackOption[] {
  const sheet = heroSheet(h);
  const out: AttackOption[] = [];
  for (const id of sheet.stuff) {
    const card = STUFF[id];
    if (!card) continue;
    for (const line of card.attacks) {
      if (!sheet.attackTypes.includes(line.type)) continue;
      const dice = [
        ...line.dice,
        ...(line.classBonus?.heroClass === sheet.heroClass ? line.classBonus.dice : []),
      ];
      const prec = line.precision?.heroClass === sheet.heroClass ? line.precision.x : 0;
      const same = out.find(
        (o) =>
          o.type === line.type &&
          JSON.stringify(o.range) === JSON.stringify(line.range) &&
          o.pushed === (line.pushed ?? 0),
      );
      if (same) {
        same.dice.push(...dice);
        same.precision = Math.max(same.precision, prec);
      } else
        out.push({ type: line.type, range: line.range, dice, precision: prec, pushed: line.pushed ?? 0 });
    }
  }
  return out;
}

/**
 * Can a Character on `from` hit `to` with this attack? No range: an adjacent target (line 205); otherwise
 * Range min-max inclusive (line 208). Melee and Magic need Line of Sight, Ranged needs Line of Fire; the
 * attacker may turn to face the target first (line 347).
 */
export function canTarget(
  G: OrcQuestState,
  from: Cell,
  to: Cell,
  type: AttackType,
  r: readonly [number, number] | null,
): boolean {
  const b = board(G);
  if (r === null) {
    if (!adjacent(b, G, from, to)) return false;
  } else {
    const d = range(from, to);
    if (d < r[0] || d > r[1]) return false;
  }
  const facing = facingToward(from, to);
  return type === 'ranged' ? hasLineOfFire(b, G, from, facing, to) : hasLineOfSight(b, G, from, facing, to);
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
  G: OrcQuestState,
  seat: number,
  option: AttackOption,
  target: EnemyState,
  mods: AttackMods,
  rng: Rng,
): void {
  const hero = G.heroes[seat] as HeroState;
  const from = cellOf(hero.pos as string);
  const at = enemyCell(target, from);
  hero.facing = facingToward(from, at);
  target.alerted = true;
  target.alertedBy = hero.pos;
  const fromRear = !inFrontArc(at, target.facing, from);
  const sheet = enemySheet(target);
  let defense = capPool(sheet.defense);
  // Phalanx (line 859): another member of the target's group has it: +1 white Defense die, never stacked.
  if (phalanxCovers(G, target)) defense = capPool([...defense, 'white']);
  // Shield Raise acts before the roll and is the Soldier's one Reaction (ruling R28).
  if (sheet.reaction === 'shield-raise' && !fromRear && !target.reacted && defense.length > 0) {
    defense = shieldRaise(defense);
    target.reacted = true;
  }
  if (option.type === 'ranged' && terrainNow(board(G), G, at) === ',')
    defense = capPool([...defense, 'white']);
  const dice = capPool(option.dice);
  let attack = rollAttack(rng, dice);
  const def = rollDefense(rng, defense);
  const rerolls = option.precision + mods.precision;
  if (rerolls > 0) attack = precision(rng, dice, attack, rerolls);
  attack = brutality(attack, mods.brutality);
  const defended = mods.breakthrough ? breakthrough(def) : def;
  const boss = G.boss && G.boss.enemy === target.id ? G.boss : null;
  const { damage } = resolveCombat(attack, defended, boss ? aimedColour(boss) : sheet.hpColour);
  log(
    G,
    `${heroSheet(hero).name} attacks ${sheet.name} #${target.id}: [${attack}] vs [${defended}] → ${damage}`,
  );
  // The Action inflicted damage: it counts toward a Combo (line 413).
  const action = G.active === seat ? G.chain[G.chain.length - 1] : undefined;
  if (action && damage > 0) action.dealt = true;
  const died = damageEnemy(G, target, damage, true, hero);
  if (died) {
    defend(G, hero, target, rng);
    return;
  }
  // Effects not tied to a Badass die apply even without damage (line 790), never twice (791, ruling R59).
  if (mods.burn > 0 && target.burn === 0) target.burn = mods.burn;
  if (option.pushed > 0) {
    push(G, { kind: 'enemy', id: target.id }, from, option.pushed);
    if (!G.enemies.includes(target)) return;
  }
  // A Boss answers every Attack from its Reaction deck, whatever the arc (line 771, ruling R61).
  if (boss) bossReaction(G, hero, rng);
  else enemyReaction(G, seat, target, option.type, fromRear, rng);
  defend(G, hero, target, rng);
}

/**
 * Defender (line 838): after an Enemy is attacked, every other Enemy with Defender that can reach the
 * attacking Hero makes a free Attack on them (the Enemy attacked lives or not).
 */
function defend(G: OrcQuestState, hero: HeroState, attacked: EnemyState, rng: Rng): void {
  for (const d of G.enemies.slice()) {
    if (hero.dead || !hero.pos) return;
    if (d === attacked || d.bellRinger || !enemySheet(d).abilities.includes('defender')) continue;
    if (!G.enemies.includes(d)) continue;
    d.alerted = true;
    tryEnemyAttack(G, d, hero, rng, 0);
  }
}

/**
 * The Enemy's Reaction after the Attack (lines 418-433): attacked from its Rear Arc it only turns round
 * (and that is its Reaction, ruling R33); otherwise it faces the Hero and reacts once per Hero Phase.
 */
function enemyReaction(
  G: OrcQuestState,
  seat: number,
  e: EnemyState,
  type: AttackType,
  fromRear: boolean,
  rng: Rng,
): void {
  const hero = G.heroes[seat] as HeroState;
  const heroAt = cellOf(hero.pos as string);
  if (e.reacted || e.bellRinger) return;
  e.facing = facingToward(enemyCell(e, heroAt), heroAt);
  e.reacted = true;
  if (fromRear) return;
  const sheet = enemySheet(e);
  switch (sheet.reaction) {
    case 'flee':
      moveEnemyAway(G, e, sheet.move, rng);
      return;
    case 'pursuit':
      moveEnemyToward(G, e, heroAt, sheet.pursuit ?? 0, rng);
      tryEnemyAttack(G, e, hero, rng, 0);
      return;
    case 'counter-melee':
      if (type === 'melee') tryEnemyAttack(G, e, hero, rng, 0, 'melee');
      return;
    case 'counter-any':
      tryEnemyAttack(G, e, hero, rng, 0);
      return;
    default:
      return;
  }
}

/** Does another member of the Enemy's group have Phalanx? */
function phalanxCovers(G: OrcQuestState, target: EnemyState): boolean {
  const group = formGroups(G).find((ids) => ids.includes(target.id)) ?? [];
  return G.enemies.some(
    (e) => e.id !== target.id && group.includes(e.id) && enemySheet(e).abilities.includes('phalanx'),
  );
}

/** The Enemy attack lines that can reach this Hero from where the Enemy stands. */
export function usableAttacks(
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  only?: AttackType,
): EnemyAttack[] {
  if (!h.pos || h.dead || h.invisible) return [];
  return enemySheet(e).attacks.filter(
    (a) =>
      (!only || a.type === only) &&
      canTarget(G, enemyCell(e, cellOf(h.pos as string)), cellOf(h.pos as string), a.type, a.range),
  );
}

/**
 * An Enemy attacks a Hero with its most powerful usable line (Assault, line 827): Hero Defense dice from
 * equipped Stuff (line 431), +1 white on a field against Ranged (line 308). Returns whether it attacked.
 */
export function tryEnemyAttack(
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  rng: Rng,
  brut: number,
  only?: AttackType,
  badassDie = false,
  dodged = false,
): boolean {
  const lines = usableAttacks(G, e, h, only);
  const line = lines.sort((a, b) => b.dice.length - a.dice.length)[0];
  if (!line) return false;
  attackHeroWith(G, e, h, line, rng, brut, dodged);
  if (badassDie && rollBadass(rng, 'blue') === 'skull') moveEnemyAway(G, e, enemySheet(e).move, rng);
  return true;
}

/** One Enemy Attack line against a Hero: Defense dice from Stuff and terrain, roll, resolve, damage. */
export function attackHeroWith(
  G: OrcQuestState,
  e: EnemyState,
  h: HeroState,
  line: Pick<EnemyAttack, 'type' | 'dice'>,
  rng: Rng,
  brut = 0,
  dodged = false,
): void {
  e.facing = facingToward(enemyCell(e, cellOf(h.pos as string)), cellOf(h.pos as string));
  const sheet = heroSheet(h);
  let defense = capPool(sheet.stuff.flatMap((id) => STUFF[id]?.defense ?? []));
  if (line.type === 'ranged' && terrainNow(board(G), G, cellOf(h.pos as string)) === ',')
    defense = capPool([...defense, 'white']);
  // High furniture and tree trunks: +1 white Defense die against Melee (line 312).
  if (line.type === 'melee' && ['h', 'T'].includes(terrainNow(board(G), G, cellOf(h.pos as string))))
    defense = capPool([...defense, 'white']);
  let attack = rollAttack(rng, capPool(line.dice));
  const def = rollDefense(rng, defense);
  // A Passive card with Resistance: one more orange Defense result (lines 251, 864).
  if (cardsInPlay(h.hero, h.learned).some((c) => c.type === 'passive' && c.main.resistance)) def.push(2);
  attack = brutality(attack, brut);
  const { damage } = resolveCombat(attack, def, sheet.hpColour);
  log(G, `${enemySheet(e).name} #${e.id} attacks ${sheet.name}: [${attack}] vs [${def}] → ${damage}`);
  if (dodged) log(G, `${sheet.name} dodges`);
  else damageHero(G, h, damage);
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
