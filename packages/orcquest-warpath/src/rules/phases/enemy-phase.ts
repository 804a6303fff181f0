import { type Rng, roll } from '@skald/core';
import { alertColour } from '../../data/alert.js';
import { ATTACK_DICE, type ResultDie } from '../../data/dice.js';
import { type Behaviour, ENEMIES, type EnemySheet } from '../../data/enemies.js';
import { cardsInPlay, skillById } from '../../data/skills.js';
import { COLOURS, type Colour, type DieColour } from '../../data/types.js';
import type { EnemyPhaseState, EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { facingToward, hasLineOfSight, inFrontArc, range } from '../board/geometry.js';
import { navOf, occupiedIndex, squareIndex } from '../board/nav.js';
import { bossEnemy } from '../characters/boss-sheet.js';
import { cursed, entangled, stunned } from '../characters/effects.js';
import { damageEnemy, raiseAlert } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import { updateAlerts } from '../enemies/alerting.js';
import { activateBoss } from '../enemies/boss-activation.js';
import { boundTarget, longestReach, meFirstAlly, stepAside } from '../enemies/enemy-abilities.js';
import {
  attackReaches,
  bestAttack,
  canAttackHero,
  enemyAttackWith,
  mayAttackHero,
  rankTargets,
} from '../enemies/enemy-attack.js';
import { credit, endEnemyActivation, startEnemyActivation } from '../enemies/enemy-effects.js';
import { closestWaitingGroup } from '../enemies/enemy-groups.js';
import {
  enemyReach,
  moveEnemyAway,
  moveEnemyToward,
  type Reach,
  reachWithin,
  walkReach,
} from '../enemies/movement.js';
import { pathById, patrolManagement, syncPatrols } from '../enemies/patrols.js';
import { board, cellOf, enemyCell, enemySheet, isMassive, log, logging, visibleHeroes } from '../world.js';

/**
 * A die's power (white < grey < black): compared, not looked up (a record read with each colour in turn is a
 * slow keyed read in V8).
 */
const diePower = (d: DieColour): number => (d === 'black' ? 2 : d === 'grey' ? 1 : 0);
/** The Attack die of a colour, likewise without a keyed read. */
const attackDie = (d: DieColour): ResultDie =>
  d === 'black' ? ATTACK_DICE.black : d === 'grey' ? ATTACK_DICE.grey : ATTACK_DICE.white;
/** A sheet's behaviour for an activation colour, likewise. */
const behaviourFor = (b: EnemySheet['behaviour'], colour: Colour): Behaviour =>
  colour === 'red' ? b.red : colour === 'orange' ? b.orange : b.yellow;

/**
 * The group's Activation roll (lines 625-639): one Attack die of the most powerful colour among its
 * members (ruling R51), raised to at least orange at Orange Alert and to red at Red Alert.
 */
export function activationColour(G: OrcQuestState, members: EnemyState[], rng: Rng): Colour {
  // The most powerful die (one colour per power: the first found is the one a sort would put first).
  let die: DieColour | undefined;
  for (const e of members) {
    const d = enemySheet(e).activationDie;
    if (die === undefined || diePower(d) > diePower(die)) die = d;
  }
  // One die: `rollAttack(rng, [die])` without its lists.
  const result = roll(rng, attackDie(die as DieColour));
  const alert = alertColour(G.alert);
  const floor = alert === 'red' ? 3 : alert === 'orange' ? 2 : 1;
  return COLOURS[Math.max(result, floor) - 1] as Colour;
}

/** Does the group know where the Heroes are (line 622-627, ruling R50)? */
function groupKnows(cx: SearchContext, G: OrcQuestState, members: EnemyState[]): boolean {
  if (members.some((e) => e.sawHero)) return true;
  const b = board(G);
  return G.enemies.some(
    (o) =>
      o.sawHero &&
      o.alerted &&
      members.some(
        (m) =>
          hasLineOfSight(cx, b, G, cellOf(m.pos), m.facing, cellOf(o.pos)) ||
          hasLineOfSight(cx, b, G, cellOf(o.pos), o.facing, cellOf(m.pos)),
      ),
  );
}

/** Can the Enemy attack one of these (visible) Heroes from where it stands? */
function canAttackNow(cx: SearchContext, G: OrcQuestState, e: EnemyState, heroes: HeroState[]): boolean {
  for (const h of heroes) if (canAttackHero(cx, G, e, h)) return true;
  return false;
}

/** One entry of the Enemy Phase's queue: an Enemy and the behaviour its group's Activation roll gave it. */
type Queued = EnemyPhaseState['queue'][number];

/**
 * The group's queue in activation order (lines 631-635): Authority first, then Flee, then those that attack
 * without moving, then the rest; by id within each. Each key is worked out once (it may draw Lines of
 * Sight), with the behaviour read once per member; the order built by insertion (a group has a handful of
 * members: a library sort costs more than the comparisons).
 */
export function activationQueue(
  cx: SearchContext,
  G: OrcQuestState,
  members: EnemyState[],
  colour: Colour,
): Queued[] {
  const out: Queued[] = [];
  // A group of one has one order: no key to work out.
  if (members.length === 1) {
    const e = members[0] as EnemyState;
    out.push({ id: e.id, behaviour: behaviourFor(enemySheet(e).behaviour, colour) });
    return out;
  }
  const heroes = visibleHeroes(G);
  const keys: number[] = [];
  for (let i = 0; i < members.length; i++) {
    const e = members[i] as EnemyState;
    const sheet = enemySheet(e);
    const behaviour = behaviourFor(sheet.behaviour, colour);
    const k = sheet.abilities.includes('authority')
      ? 0
      : behaviour === 'flee'
        ? 1
        : canAttackNow(cx, G, e, heroes)
          ? 2
          : 3;
    // Insert after every entry with a lower key, or the same key and a lower id.
    const q: Queued = { id: e.id, behaviour };
    let at = out.length;
    out.push(q);
    keys.push(k);
    while (at > 0) {
      const kp = keys[at - 1] as number;
      const prev = out[at - 1] as Queued;
      if (kp < k || (kp === k && prev.id < e.id)) break;
      out[at] = prev;
      keys[at] = kp;
      at--;
    }
    out[at] = q;
    keys[at] = k;
  }
  return out;
}

/**
 * Assault (line 827): move within Movement points to where it can attack the priority target, then attack.
 * Returns true when the Attack waits for the target Hero's Reaction (the Enemy Phase pauses).
 */
function assault(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  brut: number,
  badassDie: boolean,
  rng: Rng,
): boolean {
  const heroes = visibleHeroes(G);
  if (heroes.length === 0) return false;
  const nav = navOf(board(G));
  // One visible Hero it can attack from where it stands (on the board, one square): its own square is the
  // first entry of its reach within Range of the Hero, so the search below would stay there and attack.
  const only = heroes.length === 1 ? (heroes[0] as HeroState) : undefined;
  const homeAsked = !!only && !isMassive(e) && squareIndex(nav, e.pos) !== undefined;
  if (homeAsked && canAttackHero(cx, G, e, only as HeroState))
    return attackOrPause(cx, G, e, only as HeroState, brut, badassDie, rng);
  // Entangled (line 804): it attacks from where it stands.
  const budget = entangled(e) ? 0 : enemySheet(e).move;
  // Its reach, looked up once a Hero is near enough to ask (a toward move may do without it).
  let reach: Reach | undefined;
  const home = e.pos;
  const from = cellOf(home);
  // The occupied squares, worked out only once a square within Range of a Hero asks (often none does).
  let taken: Uint8Array | undefined;
  const longest = longestReach(e);
  // The Heroes it can reach an Attack on (in the order of `heroes`) and the reach entry for each: the
  // first one held apart (one Hero is the common case: no lists).
  let first: HeroState | undefined;
  let firstSpot = 0;
  let reachable: HeroState[] | undefined;
  let spots: number[] | undefined;
  for (let x = 0; x < heroes.length; x++) {
    const h = heroes[x] as HeroState;
    const at = cellOf(h.pos as string);
    // A step changes Range by at most 1: a Hero beyond the budget plus the longest Range has no square of
    // the reach within Range (the list below would be empty).
    if (range(from, at) > budget + longest) continue;
    // Barred from attacking this Hero (Stunned, Terrified of them): from no square either (asked once here).
    if (!mayAttackHero(G, e, h)) continue;
    // Reach entries come nearest first: the first square it can attack from takes the fewest steps. Only
    // those within its longest Range of the Hero can attack them (the list is kept with the reach).
    reach ??= enemyReach(cx, G, e, budget);
    const near = reachWithin(nav, reach, at, longest);
    for (let n = 0; n < near.length; n += 2) {
      const j = near[n] as number;
      // Its own square was asked above for the one Hero (the answer was no): not again.
      if (j === 0 && homeAsked) continue;
      const i = near[n + 1] as number;
      const k = j === 0 ? home : (nav.keys[i] as string);
      // Me First (line 857): an ally's square will do; the ally steps aside.
      if (j !== 0) {
        if (!taken) taken = occupiedIndex(cx, nav, G);
        if (taken[i] && !meFirstAlly(G, e, k)) continue;
      }
      e.pos = k;
      const ok = attackReaches(cx, G, e, at);
      e.pos = home;
      if (ok) {
        if (!first) {
          first = h;
          firstSpot = j;
        } else {
          reachable ??= [first];
          spots ??= [firstSpot];
          reachable.push(h);
          spots.push(j);
        }
        break;
      }
    }
  }
  if (!first) {
    // The nearest Hero by Range, the first of equals.
    let nearest: HeroState | undefined;
    let best = 0;
    for (const h of heroes) {
      const d = range(from, cellOf(h.pos as string));
      if (!nearest || d < best) {
        nearest = h;
        best = d;
      }
    }
    if (nearest)
      moveEnemyToward(cx, G, e, cellOf(nearest.pos as string), enemySheet(e).move, rng, false, reach, taken);
    // Charge X, Leap X (lines 830, 832): the walk fell short; the extra move may still bring an Attack.
    const bound = G.enemies.includes(e) ? boundTarget(cx, G, e, rng) : undefined;
    return bound ? attackOrPause(cx, G, e, bound, brut, badassDie, rng) : false;
  }
  const target = !reachable ? first : rankTargets(G, e, reachable)[0];
  if (!target) return false;
  const spot = !reachable || !spots ? firstSpot : spots[reachable.indexOf(target)];
  if (spot !== undefined && spot !== 0 && reach) {
    const ally = meFirstAlly(G, e, reach.keys[spot] as string);
    walkReach(cx, G, e, reach, spot, rng);
    if (ally && G.enemies.includes(e)) stepAside(G, e, ally);
  }
  return attackOrPause(cx, G, e, target, brut, badassDie, rng);
}

/** The Assault's Attack on its target, or the pause for the target Hero's Reaction (true). */
function attackOrPause(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  target: HeroState,
  brut: number,
  badassDie: boolean,
  rng: Rng,
): boolean {
  if (!G.enemies.includes(e)) return false;
  // The line it would attack with, found once (else `canAttackHero` and `tryEnemyAttack` each search them).
  const line = bestAttack(cx, G, e, target);
  if (!line) return false;
  const seat = G.heroes.indexOf(target);
  if (canReact(G, seat, e)) {
    G.reaction = { seat, enemy: e.id, brutality: brut, badassDie };
    return true;
  }
  enemyAttackWith(cx, G, e, target, line, rng, brut, badassDie);
  return false;
}

/**
 * May the Hero answer this Enemy's Attack with a Reaction card (lines 244, 652-655): a face-up Reaction
 * card they can pay for, the Enemy not in their Rear Arc (no reorienting for it). Enemy Phase only.
 */
export function canReact(G: OrcQuestState, seat: number, e: EnemyState): boolean {
  const h = G.heroes[seat];
  if (!h) return false;
  return cardsInPlay(h.hero, h.learned).some((c) => c.type === 'reaction' && canReactWith(G, seat, e, c.id));
}

/** May the Hero answer this Enemy's Attack with this Reaction card (face up, paid for, not from behind)? */
export function canReactWith(G: OrcQuestState, seat: number, e: EnemyState, cardId: string): boolean {
  const h = G.heroes[seat];
  const card = skillById(cardId);
  if (!h?.pos || h.dead || !card || card.type !== 'reaction' || h.used.includes(card.id)) return false;
  if ((card.cost && !h.learned.includes(card.id)) || card.hero !== h.hero || G.badass < card.main.badass)
    return false;
  // Stunned: no Reaction (line 812); Cursed: no Badass points in the Enemy Phase (line 807); a Chicken
  // holds no cards (Metamorphosis, line 856, ruling M1).
  if (stunned(h) || (card.main.badass > 0 && cursed(h)) || h.chicken > 0) return false;
  return inFrontArc(cellOf(h.pos), h.facing, enemyCell(e, cellOf(h.pos)));
}

/**
 * How an Enemy's Activation ended: paused for a Reaction, done with the alerts brought up to date last
 * (`updateAlerts` would change nothing now), or done without that.
 */
type Ended = 'paused' | 'alertsUpToDate' | 'done';

/** One Enemy's Activation (line 636). */
function activateEnemy(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  behaviour: Behaviour,
  rng: Rng,
): Ended {
  // Burn: automatic damage on Activation, then the token steps down (line 795-796).
  if (e.burn > 0) {
    const burn = e.burn;
    e.burn = burn === 2 ? 1 : 0;
    if (damageEnemy(cx, G, e, burn, false)) {
      credit(cx, G, e.burnBy, 'kills-burn');
      return 'done';
    }
  }
  const from = e.pos;
  // Poison, then Dazed (lines 799, 802): it may die or lose the Activation.
  if (!startEnemyActivation(cx, G, e, rng)) {
    endEnemyActivation(G, e, from);
    return 'done';
  }
  let paused = false;
  if (behaviour === 'flee') moveEnemyAway(cx, G, e, enemySheet(e).move, rng);
  else
    paused = assault(
      cx,
      G,
      e,
      behaviour === 'assault-brutality' ? 1 : 0,
      behaviour === 'assault-badass',
      rng,
    );
  if (paused) {
    if (G.reaction) G.reaction.from = from;
    return 'paused';
  }
  endEnemyActivation(G, e, from);
  return updateAlerts(cx, G) ? 'alertsUpToDate' : 'done';
}

/**
 * The next alerted group to activate: the closest to the Heroes by Range (ruling R49), not yet handled.
 * `alertsUpToDate`: nothing changed since the last `updateAlerts` (a second one would change nothing).
 */
function nextGroup(
  cx: SearchContext,
  G: OrcQuestState,
  done: number[],
  alertsUpToDate: boolean,
): EnemyState[] | undefined {
  if (!alertsUpToDate) updateAlerts(cx, G);
  return closestWaitingGroup(cx, G, done);
}

/** The Enemy with this id, if it is still in play (a loop: the queue asks once per Activation). */
function enemyById(G: OrcQuestState, id: number): EnemyState | undefined {
  for (const e of G.enemies) if (e.id === id) return e;
  return undefined;
}

/**
 * The Enemy Phase from where it stands: the rest of Patrol management (it pauses, phase `patrolChoice`, for
 * the Players to single out a Patrol member, line 554), then the groups. Returns true when the Phase is
 * over (false: it paused, or none is under way); what follows it is the turn's (rules/phases/turn.ts).
 */
export function advanceEnemyPhase(
  cx: SearchContext,
  G: OrcQuestState,
  rng: Rng,
  alertsUpToDate = false,
): boolean {
  const ep = G.enemyPhase;
  if (!ep) return false;
  // Whether the last thing done was `updateAlerts` and it settled (nothing changed since): the next group
  // needs no new one. `alertsUpToDate`: the caller's last act was such a call.
  let upToDate = alertsUpToDate;
  if (ep.patrols) {
    const managed = patrolManagement(cx, G, rng, updateAlerts, ep.patrols);
    if (managed === 'paused') {
      G.phase = 'patrolChoice';
      return false;
    }
    ep.patrols = null;
    upToDate = managed === 'alertsUpToDate';
  }
  for (let guard = 0; guard < 500 && !G.result; guard++) {
    const next = ep.queue.shift();
    if (next) {
      const e = enemyById(G, next.id);
      if (!e) continue;
      const ended = activateEnemy(cx, G, e, next.behaviour, rng);
      if (ended === 'paused') {
        G.phase = 'reaction';
        return false;
      }
      upToDate = ended === 'alertsUpToDate';
      continue;
    }
    const members = nextGroup(cx, G, ep.done, upToDate);
    upToDate = false;
    if (!members) {
      // The groups are done: the Boss activates on its own (line 760, ruling R-ENCH: once, after them).
      const boss = bossEnemy(G);
      if (!boss || ep.done.includes(boss.id)) break;
      ep.done.push(boss.id);
      activateBoss(cx, G, rng);
      upToDate = updateAlerts(cx, G);
      continue;
    }
    for (const e of members) {
      e.alerted = true; // line 615
      ep.done.push(e.id);
    }
    syncPatrols(cx, G);
    if (!groupKnows(cx, G, members)) {
      // No Activation roll: each turns toward whatever alerted it (line 622, the example at 624).
      for (const e of members) if (e.alertedBy) e.facing = facingToward(cellOf(e.pos), cellOf(e.alertedBy));
      upToDate = updateAlerts(cx, G);
      continue;
    }
    const colour = activationColour(G, members, rng);
    if (logging(G))
      log(G, `${enemyNames(members)} ${members.length === 1 ? 'activates' : 'activate together'}: ${colour}`);
    ep.queue = activationQueue(cx, G, members, colour);
  }
  G.enemyPhase = null;
  // Line 535: an alerted survivor raises the Alert by 1.
  if (!G.result && G.enemies.some((e) => e.alerted)) raiseAlert(G, 1);
  // A Bell-ringer on its Bell: +1 more every Enemy Phase (lines 534, 603, ruling R46).
  if (!G.result && G.enemies.some((e) => e.bellRinger && pathById(G, e.bellRinger)?.bell === e.pos))
    raiseAlert(G, 1);
  return true;
}

/** "Orc #3, Goblin #5": the group's names, for the log (joined by hand: an array's join was the line's cost). */
function enemyNames(members: readonly EnemyState[]): string {
  let names = '';
  for (const e of members)
    names = names === '' ? `${ENEMIES[e.type].name} #${e.id}` : `${names}, ${ENEMIES[e.type].name} #${e.id}`;
  return names;
}
