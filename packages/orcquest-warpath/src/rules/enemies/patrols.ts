import { type Rng, shuffle } from '@skald/core';
import { ALERT_GAUGE, alertColour } from '../../data/alert.js';
import type { EnemyType } from '../../data/enemies.js';
import { type PatrolPath, patrolCardById, type RedEntrance } from '../../data/patrols.js';
import type { QuestSpec } from '../../data/quest1.js';
import { QUESTS } from '../../data/quests.js';
import type { EnemyState, Facing, OrcQuestState, PatrolState } from '../../state.js';
import { facingToward } from '../board/geometry.js';
import { damageHero, raiseAlert } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import {
  addEnemy,
  board,
  cellOf,
  enemyAt,
  enemySheet,
  heroAt,
  log,
  logging,
  ownEnemies,
  ownPatrols,
  sheetOfType,
} from '../world.js';
import { moveEnemyToward } from './movement.js';
import { askSingleOut } from './patrol-choice.js';
import { detour, marchBack, turnAbout, walkBack } from './patrol-detour.js';

/** A Patrol's path id (`id`, or `id:reverse` for one walked backwards): its path data and squares. */
interface PathEntry {
  readonly base: PatrolPath;
  readonly squares: readonly string[];
  /** `facingAlong(squares, i)` for i from 0 to the last square (worked out once: a march step reads it per member). */
  readonly facings: readonly Facing[];
}

/** A path walked from its Exit back to its Entrance (Patrols spawned at an Exit by the Bell, ruling R40). */
const reversedId = (id: string) => `${id}:reverse`;

/** A path id's entry on a Quest, or null for no such path. */
function buildPathEntry(quest: QuestSpec, pathId: string): PathEntry | null {
  const [baseId, dir] = pathId.split(':');
  const base = quest.patrols.find((p) => p.id === baseId);
  if (!base) return null;
  const squares = dir === 'reverse' ? base.squares.slice().reverse() : base.squares;
  const facings: Facing[] = [];
  if (squares.length >= 2) for (let i = 0; i < squares.length; i++) facings.push(facingAlong(squares, i));
  return { base, squares, facings };
}

function pathEntry(G: { quest: string }, pathId: string): PathEntry | null {
  const quest = board(G).quest;
  const entry = PATHS.get(quest)?.get(pathId);
  // A path id the table does not list (none, or a Quest registered after load): worked out again.
  return entry === undefined ? buildPathEntry(quest, pathId) : entry;
}

/** The path of this id exactly (`id:reverse` is no path id). */
export function pathById(G: { quest: string }, id: string): PatrolPath | undefined {
  const base = pathEntry(G, id)?.base;
  return base?.id === id ? base : undefined;
}

/** The facing on arriving at each square of a path id (`facingAlong`, worked out once per board and path). */
export function facingsOf(G: { quest: string }, pathId: string): readonly Facing[] {
  return pathEntry(G, pathId)?.facings ?? [];
}

export function squaresOf(G: { quest: string }, pathId: string): readonly string[] {
  return pathEntry(G, pathId)?.squares ?? [];
}

/**
 * The facing along `squares` on arriving at square i (the step i-1 → i); the first square faces like the
 * second, and past the last square (a file that fills every square of a red Entrance) like the last step.
 */
const facingAlong = (squares: readonly string[], i: number): Facing => {
  const j = Math.min(Math.max(1, i), squares.length - 1);
  return facingToward(cellOf(squares[j - 1] as string), cellOf(squares[j] as string));
};

/** Path entries by Quest and path id, both ways, derived at load from the Quests' data (no key string per look-up). */
const PATHS: ReadonlyMap<QuestSpec, ReadonlyMap<string, PathEntry | null>> = new Map(
  Object.values(QUESTS).map((q) => [
    q,
    new Map(
      q.patrols.flatMap((p) => [p.id, reversedId(p.id)]).map((id) => [id, buildPathEntry(q, id)] as const),
    ),
  ]),
);

/**
 * Draw a Patrol card, reshuffling the discard when the deck runs out. `owned`: this move already copied the
 * deck (else it is shared with the state this move started from, see cloneState, and copied first).
 */
function drawPatrolCard(G: OrcQuestState, rng: Rng, owned: boolean): string | undefined {
  const from = G.patrolDeck;
  if (from.deck.length === 0) G.patrolDeck = { deck: shuffle(rng, from.discard), discard: [] };
  else if (!owned) {
    // The first draw from the shared lists: new ones, the top card cut off rather than shifted out of a copy.
    const id = from.deck[0];
    const discard = from.discard.slice();
    if (id) discard.push(id);
    G.patrolDeck = { deck: from.deck.slice(1), discard };
    return id;
  }
  const id = G.patrolDeck.deck.shift();
  if (id) G.patrolDeck.discard.push(id);
  return id;
}

/** `types.join(', ')`, concatenated (the generic join was most of a spawn's time in the profile). */
function listed(types: readonly string[]): string {
  let out = '';
  for (let k = 0; k < types.length; k++) out += k === 0 ? types[k] : `, ${types[k]}`;
  return out;
}

/**
 * A Patrol appears (lines 556-566) on the first squares of its path, composed by the Alert colour, front
 * member furthest in. An Enemy on those squares blocks the spawn (line 555); Heroes there are pushed along
 * the path, 1 automatic damage per square (line 565). Too few miniatures: no Patrol, Alert +1 (line 563).
 */
export function spawnPatrol(cx: SearchContext, G: OrcQuestState, pathId: string): PatrolState | null {
  const entry = pathEntry(G, pathId);
  if (!entry) return null;
  const { base, squares } = entry;
  const types = base.composition[alertColour(G.alert)];
  const members = enterColumn(cx, G, squares, types, entry.facings);
  if (!members) return null;
  const patrol: PatrolState = { path: pathId, members, progress: types.length - 1, offPath: false };
  ownPatrols(cx, G).push(patrol);
  if (logging(G)) log(G, `a Patrol enters on the ${base.colour} path (${listed(types)})`);
  return patrol;
}

/**
 * Enemies enter in a file on the first squares of `squares`, front member furthest in, facing along them;
 * their ids front first, or null when an Enemy blocks the squares or miniatures run short (Alert +1).
 */
function enterColumn(
  cx: SearchContext,
  G: OrcQuestState,
  squares: readonly string[],
  types: readonly EnemyType[],
  /** `facingAlong(squares, i)` per square of a path (PathEntry), when the caller has them. */
  facings: readonly Facing[] = [],
): number[] | null {
  const n = types.length;
  // Plain loops, no lists: this runs for every spawn card drawn, mostly on a blocked or empty Entrance.
  for (let j = 0; j < n && j < squares.length; j++) {
    const sq = squares[j] as string;
    if (enemyAt(G, sq) || heroAt(G, sq)?.dead) return null;
  }
  for (let k = 0; k < n; k++) {
    const t = types[k] as EnemyType;
    if (types.indexOf(t) < k) continue; // each type once, with its count
    let want = 0;
    for (const u of types) if (u === t) want++;
    let onBoard = 0;
    for (const e of G.enemies) if (e.type === t) onBoard++;
    // Miniatures of the type left off the board (`miniaturesLeft`).
    if (sheetOfType(t).miniatures - onBoard < want) {
      raiseAlert(G, 1);
      return null;
    }
  }
  for (let j = n - 1; j >= 0; j--) {
    const h = heroAt(G, squares[j] as string);
    if (!h) continue;
    let dest = -1;
    for (let m = n; m < squares.length && dest < 0; m++) {
      const sq = squares[m] as string;
      if (!enemyAt(G, sq) && !heroAt(G, sq)) dest = m;
    }
    if (dest < 0) return null;
    h.pos = squares[dest] as string;
    damageHero(G, h, dest - j);
  }
  const members: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = n - 1 - k;
    const facing = facings[i + 1] ?? facingAlong(squares, i + 1);
    members.push(addEnemy(cx, G, types[k] as EnemyType, squares[i] as string, facing).id);
  }
  return members;
}

/**
 * Reinforcements by a red Entrance (line 119, ruling P1): when the Bell rings, a free red Entrance lets in
 * an alerted group of the new Alert colour's composition, like the Bell's Patrols (line 600).
 */
function reinforce(cx: SearchContext, G: OrcQuestState, red: RedEntrance): void {
  const types = red.composition[alertColour(G.alert)];
  const members = enterColumn(cx, G, red.squares, types);
  if (!members) return;
  for (const e of G.enemies) if (members.includes(e.id)) e.alerted = true;
  if (logging(G)) log(G, `reinforcements enter by the red Entrance (${listed(types)})`);
}

/** `membersOf(G, p).some((e) => e.alerted)`, without the list. */
function hasAlertedMember(G: OrcQuestState, p: PatrolState): boolean {
  for (const e of G.enemies) if (e.alerted && p.members.includes(e.id)) return true;
  return false;
}

/** Enemies of a Patrol, front first. */
function membersOf(G: OrcQuestState, p: PatrolState): EnemyState[] {
  const out: EnemyState[] = [];
  for (const id of p.members) {
    for (const e of G.enemies)
      if (e.id === id) {
        out.push(e);
        break;
      }
  }
  return out;
}

/** Is every member id still an Enemy in play? */
function allPresent(G: OrcQuestState, members: readonly number[]): boolean {
  for (const id of members) {
    let found = false;
    for (const e of G.enemies)
      if (e.id === id) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  return true;
}

/**
 * An alerted Patrol (lines 583-594): the member closest to the Bell by Range (ruling R43; ties: the one
 * further in front), never a War Dog, becomes its Bell-ringer; the others become an alerted group.
 */
export function alertPatrol(cx: SearchContext, G: OrcQuestState, p: PatrolState): void {
  ownEnemies(cx, G); // members alerted, a Bell-ringer named (copy-on-write, world.ts)
  G.patrols = G.patrols.filter((x) => x !== p);
  const members = membersOf(G, p);
  for (const e of members) e.alerted = true;
  const base = pathEntry(G, p.path)?.base;
  if (!base || G.bellRung) return;
  const bell = cellOf(base.bell);
  const d = (e: EnemyState) =>
    Math.max(Math.abs(cellOf(e.pos).x - bell.x), Math.abs(cellOf(e.pos).y - bell.y));
  const ringer = members.filter((e) => e.type !== 'dog').sort((a, b) => d(a) - d(b))[0];
  if (ringer) ringer.bellRinger = base.id;
  if (logging(G)) log(G, `the Patrol is alerted${ringer ? `; #${ringer.id} runs for the Bell` : ''}`);
}

/** Convert every Patrol with an alerted member (line 584); true when one was (its members are alerted now). */
export function syncPatrols(cx: SearchContext, G: OrcQuestState): boolean {
  if (G.patrols.length === 0) return false;
  // This runs after every alerting pass, and mostly finds nothing to do: one look at each Patrol's members
  // (alerted? all still in play?) settles that before the passes below.
  let todo = false;
  for (const p of G.patrols) {
    const members = p.members;
    let present = 0;
    for (const e of G.enemies)
      if (members.includes(e.id)) {
        present++;
        if (e.alerted) todo = true;
      }
    if (present < members.length || members.length === 0) todo = true;
    if (todo) break;
  }
  if (!todo) return false;
  // Lists are copied only when something changes.
  let alerted = false;
  let any = false;
  for (const p of G.patrols)
    if (hasAlertedMember(G, p)) {
      any = true;
      break;
    }
  if (any)
    for (const p of G.patrols.slice())
      if (hasAlertedMember(G, p)) {
        alertPatrol(cx, G, p);
        alerted = true;
      }
  // Members killed or separated are no longer part of it (line 576); arrays replaced only on a change.
  let emptied = false;
  for (let i = 0; i < G.patrols.length; i++) {
    let p = G.patrols[i] as PatrolState;
    if (!allPresent(G, p.members)) {
      p = ownPatrols(cx, G)[i] as PatrolState; // the Patrols may still be the input state's (world.ts)
      p.members = p.members.filter((id) => G.enemies.some((e) => e.id === id));
    }
    if (p.members.length === 0) emptied = true;
  }
  if (emptied) G.patrols = G.patrols.filter((p) => p.members.length > 0);
  return alerted;
}

/**
 * One step of Patrol movement along its path (lines 567-582): all members move up one square. A
 * non-alerted Enemy standing on the next square joins at the front (ruling R42); a Hero or another
 * Enemy there stops the Patrol. The front member stepping past the Exit removes the whole Patrol.
 */
function marchOne(G: OrcQuestState, p: PatrolState): boolean {
  const entry = pathEntry(G, p.path);
  const squares = entry?.squares ?? [];
  // facingAlong(squares, i) for a square i of the path (a march never goes past the last one).
  const facings = entry?.facings ?? [];
  const next = p.progress + 1;
  if (next >= squares.length) {
    const gone = new Set(p.members);
    G.enemies = G.enemies.filter((e) => !gone.has(e.id));
    G.patrols = G.patrols.filter((x) => x !== p);
    if (logging(G)) log(G, 'a Patrol leaves the board');
    return false;
  }
  const sq = squares[next] as string;
  const there = enemyAt(G, sq);
  if (there && !there.alerted && !there.bellRinger && !G.patrols.some((q) => q.members.includes(there.id))) {
    p.members.unshift(there.id);
    p.progress = next;
    there.facing = facings[next] ?? facingAlong(squares, next);
    return true;
  }
  if (there || heroAt(G, sq)) return false;
  const members = membersOf(G, p);
  for (let k = 0; k < members.length; k++) {
    const e = members[k] as EnemyState;
    const i = next - k;
    e.pos = squares[i] as string;
    e.facing = facings[i] ?? facingAlong(squares, i);
  }
  p.progress = next;
  return true;
}

/**
 * Carry out a Patrol card's behaviour for one Patrol; it stops as soon as it is alerted. A Patrol off its
 * path spends the card walking back to it (line 572, ruling P2). Returns true when the card waits for the
 * Players to single out a member (`G.patrolChoice` set, line 554).
 */
function carryOut(
  cx: SearchContext,
  G: OrcQuestState,
  p: PatrolState,
  cardId: string,
  updateAlerts: (cx: SearchContext, G: OrcQuestState) => void,
  rng: Rng,
): boolean {
  const card = patrolCardById(cardId);
  if (!card) return false;
  const { kind, squares: mp } = card.behaviour;
  const path = squaresOf(G, p.path);
  if (p.offPath) {
    walkBack(cx, G, path, p, membersOf(G, p), mp, rng);
    updateAlerts(cx, G);
    return false;
  }
  if (kind === 'detour' && detour(cx, G, path, p, membersOf(G, p), mp, rng)) {
    updateAlerts(cx, G);
    return false;
  }
  if (kind === 'turnBack') {
    // The turn about alone may bring a Hero into sight (lines 583-584).
    turnAbout(path, p, membersOf(G, p));
    updateAlerts(cx, G);
  }
  if (kind === 'standGuard' && p.members.length > 1) p.members = p.members.slice(0, -1);
  for (let i = 0; i < mp; i++) {
    if (!G.patrols.includes(p)) return false;
    if (!(kind === 'turnBack' ? marchBack(G, path, p, membersOf(G, p)) : marchOne(G, p))) break;
    updateAlerts(cx, G);
  }
  // The Players' choice comes after the march, once they see where the Patrol stands; an alerted Patrol
  // (no longer one) or one gone by the Exit has no member to single out.
  if (card.behaviour.kind !== 'singleOut' || G.result || !G.patrols.includes(p)) return false;
  return askSingleOut(cx, G, p, card.id, card.behaviour.act, updateAlerts);
}

const BELL_COLOUR_START: Record<string, number> = {
  yellow: ALERT_GAUGE.find((l) => l.colour === 'orange')?.level ?? 6,
  orange: ALERT_GAUGE.find((l) => l.colour === 'red')?.level ?? 11,
};

/**
 * The Bell rings (lines 595-603): the Alert moves to the first level of the next colour (ruling R2; at Red
 * it stays, R3); every free Patrol Entrance and Exit spawns a Patrol of the new composition, alerted at once
 * (R40); every Patrol becomes an alerted group; no more Patrols this Quest. The ringer stays on the Bell.
 */
export function ringBell(cx: SearchContext, G: OrcQuestState, pathId: string): void {
  if (logging(G)) log(G, 'the Bell rings!');
  const start = BELL_COLOUR_START[alertColour(G.alert)];
  if (start !== undefined && start > G.alert) raiseAlert(G, start - G.alert);
  if (G.result) return;
  for (const id of [pathId, reversedId(pathId)]) {
    const p = spawnPatrol(cx, G, id);
    if (p) for (const e of membersOf(G, p)) e.alerted = true;
  }
  for (const red of board(G).quest.reinforcements ?? []) reinforce(cx, G, red);
  for (const p of G.patrols.slice()) {
    for (const e of membersOf(G, p)) e.alerted = true;
  }
  G.patrols = [];
  G.bellRung = true;
}

/** The order Patrols draw their cards in (line 552, ruling R38): one member id per Patrol, furthest along first. */
export function patrolOrder(G: OrcQuestState): number[] {
  const out: number[] = [];
  for (const p of G.patrols.slice().sort((a, b) => b.progress - a.progress))
    if (p.members[0] !== undefined) out.push(p.members[0]);
  return out;
}

/**
 * How Patrol management ended: waiting for the Players' choice (line 554), done with an alert update that
 * settled last (a second one would change nothing), or done without that.
 */
export type ManagementEnd = 'paused' | 'alertsUpToDate' | 'done';

/**
 * Patrol management (lines 549-561): one card per Patrol in play, the one furthest along first (ruling
 * R38: squares from its Entrance; `left` from `patrolOrder`, consumed as they go); then, while under the
 * path's maximum and before the Bell has rung, one card per Patrol Entrance, which spawns a Patrol if it
 * shows the spawn symbol. Last, every Bell-ringer runs its full Movement toward its Bell without opening
 * doors (line 591-592, ruling R44/R45). Returns 'paused' when a card waits for the Players' choice (line 554):
 * once they have chosen, call it again with what is left of `left`.
 */
export function patrolManagement(
  cx: SearchContext,
  G: OrcQuestState,
  rng: Rng,
  updateAlerts: (cx: SearchContext, G: OrcQuestState) => boolean,
  left: number[],
): ManagementEnd {
  // Settled, and nothing done since that could alert anyone (cards drawn only): no second pass needed.
  let settled = updateAlerts(cx, G);
  // Patrols march, split, turn and leave their path below (copy-on-write, world.ts).
  if (G.patrols.length > 0) ownPatrols(cx, G);
  // The Patrol deck is copied by the first draw of this call, then drawn from in place.
  let owned = false;
  for (let id = left.shift(); id !== undefined; id = left.shift()) {
    // A Patrol is known by a member: it keeps them unless it is alerted or leaves (then it is gone).
    const p = G.patrols.find((q) => q.members.includes(id));
    if (G.result || !p) continue;
    const card = drawPatrolCard(G, rng, owned);
    owned = true;
    settled = false;
    if (card && carryOut(cx, G, p, card, updateAlerts, rng)) return 'paused';
  }
  if (!G.bellRung) {
    for (const path of board(G).quest.patrols) {
      if (G.result) break;
      let inPlay = 0;
      for (const p of G.patrols) if (pathEntry(G, p.path)?.base.id === path.id) inPlay++;
      if (inPlay >= path.max) continue;
      const card = patrolCardById(drawPatrolCard(G, rng, owned) ?? '');
      owned = true;
      if (card?.spawn) {
        spawnPatrol(cx, G, path.id);
        settled = false;
      }
    }
  }
  if (!settled) settled = updateAlerts(cx, G);
  // Bell-ringers run last (none in most Enemy Phases: no copy of the list then).
  let ringers = false;
  for (const e of G.enemies)
    if (e.bellRinger) {
      ringers = true;
      break;
    }
  // Nothing moved since an alert update that settled: the Enemy Phase's next one would change nothing.
  if (!ringers) return settled ? 'alertsUpToDate' : 'done';
  for (const e of G.enemies.slice()) {
    if (G.result || !e.bellRinger || G.bellRung) continue;
    const bell = pathById(G, e.bellRinger)?.bell;
    if (!bell || e.pos === bell) continue;
    moveEnemyToward(cx, G, e, cellOf(bell), enemySheet(e).move, rng, true);
    if (e.pos === bell) ringBell(cx, G, e.bellRinger);
  }
  return 'done';
}
