import type { Rng } from '@skald/core';
import { type AttackType, colourRank } from '../../data/types.js';
import type { EnemyState, HeroState, Item, OrcQuestState } from '../../state.js';
import { facingToward, inFrontArc, range, terrainNow } from '../board/geometry.js';
import { type Cell, cellKeyAt } from '../board/grid.js';
import { aimedColour } from '../characters/boss-sheet.js';
import { attackTaken, hasEffect, healthColour, isImmune, stunned } from '../characters/effects.js';
import { ownEnchantedCards } from '../characters/gear.js';
import type { AttackOption } from '../combat/attack-options.js';
import { damageEnemy, heal } from '../combat/damage.js';
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
} from '../combat/dice.js';
import {
  addResults,
  attackItems,
  progress,
  progressInTurn,
  rerollDefense,
  rerolledAt,
  rollEnchants,
  type Triggered,
  total,
  triggerOf,
  weakenDefense,
} from '../combat/enchant-combat.js';
import { bashResults } from '../combat/shield-bash.js';
import type { SearchContext } from '../context.js';
import { bossReaction } from '../enemies/boss-reaction.js';
import { attackHeroWith, tryEnemyAttack, usableAttacks } from '../enemies/enemy-attack.js';
import { applyEnchantTokens, dazedLoses } from '../enemies/enemy-effects.js';
import { formGroups } from '../enemies/enemy-groups.js';
import { moveEnemyAway, moveEnemyToward, push } from '../enemies/movement.js';
import { bossDamage, ignoreBossDamage } from '../enemies/teleport.js';
import { diceWords } from '../words.js';
import { board, cellOf, enemyAt, enemyCell, enemySheet, heroSheet, log, logging } from '../world.js';

/** What the Skill card adds to the weapon's Attack. */
export interface AttackMods {
  brutality: number;
  precision: number;
  burn: number;
  /** Breakthrough (line 856): the defender's strongest Defense result drops a colour. */
  breakthrough?: number;
}

/**
 * A Hero's Attack on an Enemy (lines 381-433): gather and cap the dice, Shield Raise before the roll, roll,
 * apply the attacker's effects (Precision, Brutality), resolve, damage; then the Enemy's Reaction.
 */
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
  if (logging(G))
    log(
      G,
      `${heroSheet(hero).name} attacks ${sheet.name} #${target.id}: rolls ${diceWords(attack)} against ${diceWords(def)}, ${damage} damage`,
    );
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
  // No other Enemy with Phalanx in play (nearly every Attack): no groups to form.
  let phalanx = false;
  for (const e of G.enemies)
    if (e.id !== target.id && enemySheet(e).abilities.includes('phalanx')) {
      phalanx = true;
      break;
    }
  if (!phalanx) return false;
  const group = formGroups(cx, G).find((ids) => ids.includes(target.id)) ?? [];
  return G.enemies.some(
    (e) => e.id !== target.id && group.includes(e.id) && enemySheet(e).abilities.includes('phalanx'),
  );
}
