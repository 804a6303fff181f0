import type { EnemyState, OrcQuestState } from '../../state.js';
import { navOf, roomNumber, squareIndex } from '../board/nav.js';
import { isBoss } from '../characters/boss-sheet.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, onBoard } from '../world.js';

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
