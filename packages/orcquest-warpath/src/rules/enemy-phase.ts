import { type Rng, roll } from '@skald/core';
import { alertColour } from '../data/alert.js';
import { ATTACK_DICE, type ResultDie } from '../data/dice.js';
import type { Behaviour, EnemySheet } from '../data/enemies.js';
import { cardsInPlay, reactionCardOf, skillById } from '../data/skills.js';
import { COLOURS, type Colour, type DieColour } from '../data/types.js';
import type { EnemyPhaseState, EnemyState, HeroState, OrcQuestState } from '../state.js';
import { updateAlerts } from './alerting.js';
import {
  attackReaches,
  bestAttack,
  canAttackHero,
  enemyAttackWith,
  mayAttackHero,
  rankTargets,
  tryEnemyAttack,
} from './attack.js';
import { activateBoss, bossEnemy, isBoss } from './boss.js';
import type { SearchContext } from './context.js';
import { damageEnemy, raiseAlert } from './damage.js';
import { cursed, entangled, stunned } from './effects.js';
import { boundTarget, longestReach, meFirstAlly, stepAside } from './enemy-abilities.js';
import { credit, endEnemyActivation, startEnemyActivation } from './enemy-effects.js';
import { facingToward, hasLineOfSight, inFrontArc, range } from './geometry.js';
import { freeStep, updateInvisibility } from './hero-move.js';
import {
  enemyReach,
  moveEnemyAway,
  moveEnemyToward,
  type Reach,
  reachWithin,
  walkReach,
} from './movement.js';
import { navOf, occupiedIndex, roomNumber, squareIndex } from './nav.js';
import { resolveSingleOut } from './patrol-choice.js';
import { pathById, patrolManagement, patrolOrder, syncPatrols } from './patrols.js';
import { endOfTurn } from './turn.js';
import { board, cellOf, enemyCell, enemySheet, isMassive, log, onBoard, visibleHeroes } from './world.js';

/**
 * Enemy groups (lines 608-617): every Enemy in a room is one group; outside, Enemies within Range 2 of
 * each other are chained into one group (ruling R47). Groups come as lists of Enemy ids, by lowest id.
 */
export function formGroups(cx: SearchContext, G: OrcQuestState): number[][] {
  return groupMembers(cx, G).map((m) => m.map((e) => e.id));
}

/**
 * The Enemies that belong to groups: a Bell-ringer does nothing but run to the Bell (line 593), a Boss has
 * its own Activation (line 760): neither belongs to a group.
 */
function groupable(cx: SearchContext, G: OrcQuestState): number {
  // One list, overwritten by the next call (its readers keep none of it): its first n entries, the return
  // value. Written over, never shortened (setting an array's length is a call into V8's runtime).
  const out = cx.groupable;
  let n = 0;
  for (const e of G.enemies) if (!e.bellRinger && !isBoss(G, e)) out[n++] = e;
  return n;
}

/**
 * Each member's room (by board index, -1 outside), square and label (-1: none yet), read once, in one
 * scratch array: rooms at [0, n), columns at [n, 2n), rows at [2n, 3n), labels at [3n, 4n), stack after.
 */
function groupInputs(cx: SearchContext, G: OrcQuestState, members: EnemyState[], n: number): Int32Array {
  const b = board(G);
  const nav = navOf(b);
  const roomOf = nav.room;
  // Scratch numbers of the group searches (room, column, row, label per member; the stack), grown as needed.
  let t = cx.groupScratch;
  if (t === null || t.length < 5 * n) t = cx.groupScratch = new Int32Array(Math.max(5 * 32, 10 * n));
  for (let i = 0; i < n; i++) {
    const e = members[i] as EnemyState;
    // On the board the index names the square (one reading of the key); off it, the room and cell by key.
    const k = squareIndex(nav, e.pos);
    if (k === undefined) {
      const c = cellOf(e.pos);
      t[i] = roomNumber(b, e.pos);
      t[n + i] = c.x;
      t[2 * n + i] = c.y;
    } else {
      t[i] = roomOf[k] as number;
      t[n + i] = nav.xOf[k] as number;
      t[2 * n + i] = nav.yOf[k] as number;
    }
    t[3 * n + i] = -1;
  }
  return t;
}

/**
 * Marks `done`'s ids with a new stamp in the context's `doneMarks` (one read per question instead of a scan of the
 * list); false when one is no small whole number (then ask `done` itself).
 */
function markDone(cx: SearchContext, done: readonly number[]): boolean {
  let marks = cx.doneMarks ?? new Uint32Array(64);
  cx.doneMarks = marks;
  if (++cx.doneStamp === 0xffffffff) {
    marks.fill(0);
    cx.doneStamp = 1;
  }
  const stamp = cx.doneStamp;
  for (const id of done) {
    if (!Number.isInteger(id) || id < 0 || id > 0xffff) return false;
    if (id >= marks.length) {
      const grown = new Uint32Array(Math.max(2 * marks.length, id + 1));
      grown.set(marks);
      marks = grown;
      cx.doneMarks = grown;
    }
    marks[id] = stamp;
  }
  return true;
}

/** Is the Enemy handled: by its mark (`markDone` said `marked`), else by the list itself. */
function isHandled(cx: SearchContext, id: number, marked: boolean, done: readonly number[]): boolean {
  return marked ? (cx.doneMarks as Uint32Array)[id] === cx.doneStamp : done.includes(id);
}

/**
 * Label `g` on member `i`'s group: the connected component of "same room, or both outside within Range 2"
 * (a depth-first labelling, written out: it runs for every group the Enemy Phase activates).
 */
function labelGroup(t: Int32Array, n: number, i: number, g: number): void {
  const X = n;
  const Y = 2 * n;
  const L = 3 * n;
  const S = 4 * n;
  t[L + i] = g;
  let top = 0;
  t[S + top++] = i;
  while (top > 0) {
    const a = t[S + --top] as number;
    const ra = t[a] as number;
    const xa = t[X + a] as number;
    const ya = t[Y + a] as number;
    for (let j = 0; j < n; j++) {
      if (t[L + j] !== -1) continue;
      const rj = t[j] as number;
      const joined =
        ra !== -1 || rj !== -1
          ? ra === rj
          : Math.max(Math.abs(xa - (t[X + j] as number)), Math.abs(ya - (t[Y + j] as number))) <= 2;
      if (joined) {
        t[L + j] = g;
        t[S + top++] = j;
      }
    }
  }
}

/** `formGroups` as the Enemies themselves, each group in the order of `G.enemies`, the groups by their first member. */
function groupMembers(cx: SearchContext, G: OrcQuestState): EnemyState[][] {
  const n = groupable(cx, G);
  const inGroups = cx.groupable;
  const t = groupInputs(cx, G, inGroups, n);
  const groups: EnemyState[][] = [];
  for (let i = 0; i < n; i++) {
    if (t[3 * n + i] !== -1) continue;
    const g = groups.length;
    labelGroup(t, n, i, g);
    const members: EnemyState[] = [];
    for (let j = i; j < n; j++) if (t[3 * n + j] === g) members.push(inGroups[j] as EnemyState);
    groups.push(members);
  }
  return groups;
}

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

/**
 * Of the groups holding an alerted Enemy not yet handled (`done`), the one closest to the Heroes by Range
 * (ruling R49), without its handled members; ties by lowest first id. Only those groups are formed: a
 * group is labelled from such a member (it chains through handled and unalerted members as `formGroups`
 * does), the others are never looked at. Tied to the plain reading over `formGroups` in fast-paths.test.ts.
 */
export function closestWaitingGroup(
  cx: SearchContext,
  G: OrcQuestState,
  done: readonly number[],
): EnemyState[] | undefined {
  const marked = markDone(cx, done);
  // No alerted Enemy left to activate (the common case): no groups to form.
  let waiting = false;
  for (const e of G.enemies)
    if (e.alerted && !e.bellRinger && !isHandled(cx, e.id, marked, done) && !isBoss(G, e)) {
      waiting = true;
      break;
    }
  if (!waiting) return undefined;
  const n = groupable(cx, G);
  const inGroups = cx.groupable;
  const t = groupInputs(cx, G, inGroups, n);
  // The Heroes' squares as column, row pairs.
  // Its first `hn` entries (written over, never shortened, as `groupable`'s list).
  const heroes = cx.heroSquares;
  let hn = 0;
  for (const h of G.heroes)
    if (onBoard(h)) {
      const c = cellOf(h.pos as string);
      heroes[hn++] = c.x;
      heroes[hn++] = c.y;
    }
  // The first of the closest groups, ties by lowest first id (one answer whatever order groups are met in):
  // its label; its members are listed once it is known (not for every group labelled).
  let bestG = -1;
  let bestD = 0;
  let bestFirst = 0;
  let g = 0;
  for (let i = 0; i < n; i++) {
    const seed = inGroups[i] as EnemyState;
    if (t[3 * n + i] !== -1 || !seed.alerted || isHandled(cx, seed.id, marked, done)) continue;
    labelGroup(t, n, i, g);
    // Its first member not yet handled, in the order of G.enemies (the seed is one); closeness: the least
    // Range from such a member to a Hero.
    let first = -1;
    let d = 1000;
    for (let j = 0; j < n; j++) {
      if (t[3 * n + j] !== g) continue;
      const id = (inGroups[j] as EnemyState).id;
      if (isHandled(cx, id, marked, done)) continue;
      if (first === -1) first = id;
      const x = t[n + j] as number;
      const y = t[2 * n + j] as number;
      for (let k = 0; k < hn; k += 2)
        d = Math.min(
          d,
          Math.max(Math.abs(x - (heroes[k] as number)), Math.abs(y - (heroes[k + 1] as number))),
        );
    }
    if (bestG === -1 || d < bestD || (d === bestD && first < bestFirst)) {
      bestG = g;
      bestD = d;
      bestFirst = first;
    }
    g++;
  }
  if (bestG === -1) return undefined;
  const best: EnemyState[] = [];
  for (let j = 0; j < n; j++) {
    const e = inGroups[j] as EnemyState;
    if (t[3 * n + j] === bestG && !isHandled(cx, e.id, marked, done)) best.push(e);
  }
  return best;
}

/** The Enemy with this id, if it is still in play (a loop: the queue asks once per Activation). */
function enemyById(G: OrcQuestState, id: number): EnemyState | undefined {
  for (const e of G.enemies) if (e.id === id) return e;
  return undefined;
}

/**
 * The Enemy Phase: Patrol management, then alerted groups activate one after another, closest to the
 * Heroes first; Enemies alerted meanwhile also activate this Phase (line 620). It pauses (phase
 * `reaction`) when a Hero may react to an Attack, and resumes with `continueEnemyPhase`.
 */
export function enemyPhase(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  G.enemyPhase = { patrols: patrolOrder(G), done: [], queue: [] };
  continueEnemyPhase(cx, G, rng);
}

/**
 * The Enemy Phase from where it stands: the rest of Patrol management (it pauses, phase `patrolChoice`, for
 * the Players to single out a Patrol member, line 554), then the groups.
 */
export function continueEnemyPhase(
  cx: SearchContext,
  G: OrcQuestState,
  rng: Rng,
  alertsUpToDate = false,
): void {
  const ep = G.enemyPhase;
  if (!ep) return;
  // Whether the last thing done was `updateAlerts` and it settled (nothing changed since): the next group
  // needs no new one. `alertsUpToDate`: the caller's last act was such a call.
  let upToDate = alertsUpToDate;
  if (ep.patrols) {
    const managed = patrolManagement(cx, G, rng, updateAlerts, ep.patrols);
    if (managed === 'paused') {
      G.phase = 'patrolChoice';
      return;
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
        return;
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
    // The ids joined by hand (as the array's own text, "1,2"): an array's toString was the line's cost.
    let ids = '';
    for (const e of members) ids = ids === '' ? `${e.id}` : `${ids},${e.id}`;
    log(G, `group [${ids}] activates: ${colour}`);
    ep.queue = activationQueue(cx, G, members, colour);
  }
  G.enemyPhase = null;
  // Line 535: an alerted survivor raises the Alert by 1.
  if (!G.result && G.enemies.some((e) => e.alerted)) raiseAlert(G, 1);
  // A Bell-ringer on its Bell: +1 more every Enemy Phase (lines 534, 603, ruling R46).
  if (!G.result && G.enemies.some((e) => e.bellRinger && pathById(G, e.bellRinger)?.bell === e.pos))
    raiseAlert(G, 1);
  if (!G.result) endOfTurn(cx, G, rng);
}

/**
 * The Hero answers (or lets pass) the Attack the Enemy Phase paused on, then the Phase goes on. Dodge
 * (line 841): the Attack is rolled but its damage ignored, then the Hero moves 1 square (`dir`, or -1 when
 * no square is free) without Danger Zone damage.
 */
export function resolveReaction(
  cx: SearchContext,
  G: OrcQuestState,
  use: boolean,
  dir: number,
  rng: Rng,
): void {
  const w = G.reaction;
  G.reaction = null;
  if (!w) return;
  const h = G.heroes[w.seat];
  const e = G.enemies.find((x) => x.id === w.enemy);
  const card = skillById(reactionCardOf(h?.hero ?? 'orrus') ?? '');
  let settled = false;
  if (h && e) {
    if (use && card) {
      G.badass -= card.main.badass;
      h.used = [...h.used, card.id]; // replaced, never changed in place (SHARED_HERO_FIELDS)
      log(G, `${h.hero} reacts: ${card.name}`);
    }
    tryEnemyAttack(cx, G, e, h, rng, w.brutality, undefined, w.badassDie, use);
    // The paused Attack was the end of the Enemy's Activation.
    if (w.from !== undefined) endEnemyActivation(G, e, w.from);
    if (use && dir >= 0 && h.pos && !h.dead) {
      const to = dodgeSquare(G, w.seat, dir);
      if (to) h.pos = to;
      updateInvisibility(cx, G, h);
    }
    settled = updateAlerts(cx, G);
  }
  continueEnemyPhase(cx, G, rng, settled);
}

/** The Players single out a Patrol member (line 554): its fate applies, then the Enemy Phase goes on. */
export function singleOut(cx: SearchContext, G: OrcQuestState, enemyId: number, rng: Rng): void {
  resolveSingleOut(G, enemyId);
  continueEnemyPhase(cx, G, rng);
}

/** Where a 1-square Dodge in `dir` lands, or null: a free square Mek could step onto, no door crossed. */
export function dodgeSquare(G: OrcQuestState, seat: number, dir: number): string | null {
  return freeStep(G, seat, dir);
}
