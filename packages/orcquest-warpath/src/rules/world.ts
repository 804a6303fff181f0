import type { EnemySheet, EnemyType } from '../data/enemies.js';
import { ENEMIES, isMassiveType } from '../data/enemies.js';
import { HEROES } from '../data/heroes.js';
import type { Effects, EnemyState, Facing, HeroState, OrcQuestState, PatrolState } from '../state.js';
import { type Board, questBoard } from './board/board.js';
import { type Cell, cellKeyAt, parseCellKey, smallCell } from './board/grid.js';
import { navOf, squareIndex } from './board/nav.js';
import type { SearchContext } from './context.js';
import { cloneEnemy, clonePatrol, orcQuestShape, sharingCharacters, sharingPatrols } from './shape.js';

/**
 * The effects record of a Character without effect tokens, shared: most Characters have none most of the
 * time, and `c.effects === NO_EFFECTS` says so without a read from a record whose shape changes with its
 * tokens (reads V8 cannot cache: megamorphic). Never changed in place, like every effects record
 * (rules/effects.ts); a copy without this identity (a thawed or parsed state) only takes the longer way.
 * Frozen: every Character of every match in the process shares it, so a write would throw, not spread.
 */
export const NO_EFFECTS: Effects = Object.freeze({});

/** Small shared queries on the state. */
export const board = (G: { quest: string }): Board => questBoard(G.quest);

export const heroSheet = (h: HeroState) => HEROES[h.hero];
/**
 * The sheets by type in a Map: `ENEMIES[type]` read with a changing type, at the many places that ask, goes
 * megamorphic in V8 (a shared stub cache, then a search of the record's keys: about 120 instructions a read
 * in random playouts); a Map look-up hashes the type once (its hash is kept on the string).
 */
const SHEETS: ReadonlyMap<string, EnemySheet> = new Map(Object.entries(ENEMIES));
export const sheetOfType = (type: EnemyType): EnemySheet => SHEETS.get(type) as EnemySheet;
export const enemySheet = (e: EnemyState): EnemySheet => sheetOfType(e.type);
export const heroHpLeft = (h: HeroState): number => heroSheet(h).hp - h.damage;

export const onBoard = (h: HeroState): boolean => h.pos !== null && !h.dead;
export const livingHeroesOnBoard = (G: OrcQuestState): HeroState[] => G.heroes.filter(onBoard);
/** Heroes Enemies can see and target: Invisible ones are Untargetable and alert nobody (line 851). */
export function visibleHeroes(G: OrcQuestState): HeroState[] {
  // One pass, one list (every Assault, Leap, Charge and activation order asks).
  const out: HeroState[] = [];
  for (const h of G.heroes) if (onBoard(h) && !h.invisible) out.push(h);
  return out;
}
/**
 * The cell of a key (frozen, never mutate it): the board's keys are read digit by digit into a table of cells
 * built at load (grid.ts `smallCell`); any other key is parsed.
 */
export const cellOf = (key: string): Cell => smallCell(key) ?? Object.freeze(parseCellKey(key));

/** A Massive Enemy (lines 783-787): its miniature covers 2×2 squares, `pos` being the north-west one. */
export const isMassive = (e: EnemyState): boolean => isMassiveType(e.type);

/** The squares a miniature on `pos` covers: its own, or the 2×2 block from it when Massive. */
export function footprintAt(pos: string, massive: boolean): string[] {
  if (!massive) return [pos];
  const { x, y } = cellOf(pos);
  return [pos, cellKeyAt(x + 1, y), cellKeyAt(x, y + 1), cellKeyAt(x + 1, y + 1)];
}

/** The squares an Enemy's miniature covers: its own, or its 2×2 block when Massive. */
export const footprint = (e: EnemyState): string[] => footprintAt(e.pos, isMassive(e));

/** Does the Enemy's miniature cover this square? */
export function covers(e: EnemyState, key: string): boolean {
  if (e.pos === key) return true;
  if (!isMassive(e)) return false;
  const a = cellOf(e.pos);
  const c = cellOf(key);
  return c.x >= a.x && c.x <= a.x + 1 && c.y >= a.y && c.y <= a.y + 1;
}

/**
 * The square of the Enemy a line, a Range or an arc to `other` is measured from: its own, or for a Massive
 * one the covered square nearest `other` (Range, then the order north-west, north-east, south-west, south-east).
 */
export function enemyCell(e: EnemyState, other: Cell): Cell {
  const at = cellOf(e.pos);
  if (!isMassive(e)) return at;
  let best = at;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of footprint(e)) {
    const c = cellOf(k);
    const d = Math.max(Math.abs(c.x - other.x), Math.abs(c.y - other.y));
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

export const enemyAt = (G: OrcQuestState, key: string): EnemyState | undefined =>
  G.enemies.find((e) => covers(e, key));
export const heroAt = (G: OrcQuestState, key: string): HeroState | undefined =>
  G.heroes.find((h) => h.pos === key);

/** A square no Character, dead-Hero token, Chicken or Objective stands on. */
export const squareEmpty = (G: OrcQuestState, key: string): boolean =>
  !enemyAt(G, key) && !heroAt(G, key) && !G.chickens.includes(key) && !G.objectives.includes(key);

/** Every square `squareEmpty` says is taken, at once (for loops over many squares). */
export function occupiedSquares(G: OrcQuestState): Set<string> {
  const out = new Set<string>(G.chickens);
  for (const k of G.objectives) out.add(k);
  for (const e of G.enemies) for (const k of footprint(e)) out.add(k);
  for (const h of G.heroes) if (h.pos !== null) out.add(h.pos);
  return out;
}

/**
 * The log of a bot's core state (`core.fromMatch`, rules/table.ts `quiet`): nobody reads a search's log, so the rules
 * write none. One frozen empty list, kept by every copy of a quiet state; G and every match state keep the real log.
 */
export const QUIET_LOG: string[] = Object.freeze([]) as unknown as string[];

/**
 * Does this state keep a log? A rule asks before it builds a line (`if (logging(G)) log(G, …)`): the core path that
 * bots search formats no text.
 */
export const logging = (G: OrcQuestState): boolean => G.log !== QUIET_LOG;

/** Add a line to the state's log (the last 12 are kept); nothing for a quiet state (`QUIET_LOG`). */
export function log(G: OrcQuestState, line: string): void {
  if (G.log === QUIET_LOG) return;
  G.log.push(line);
  if (G.log.length > 12) G.log.splice(0, G.log.length - 12);
}

/**
 * The state a move works on: every rule changes its own copy and never touches the input. Derived from the
 * state's shape (`shape.ts`): what nearly every move changes is copied, what few moves change is shared with the
 * input and replaced whole by the rule that changes it. `freshLog`: the copy starts an empty log (a quiet state's
 * copy stays quiet).
 */
export function cloneState(G: OrcQuestState, freshLog = false): OrcQuestState {
  const n = orcQuestShape.copy(G);
  if (G.log === QUIET_LOG) n.log = QUIET_LOG;
  else if (freshLog) n.log = [];
  return n;
}

/**
 * A move's copy of G (rules/table-kit.ts `moveRule`): a fresh log (quiet for a quiet state), and the Patrols, and the Enemies when
 * `shareEnemies`, still G's until a rule copies them (copy-on-write, `ownEnemies`, `ownPatrols`).
 */
export function cloneForMove(cx: SearchContext, G: OrcQuestState, shareEnemies: boolean): OrcQuestState {
  const n = (shareEnemies ? sharingCharacters : sharingPatrols).copy(G);
  n.log = G.log === QUIET_LOG ? QUIET_LOG : [];
  borrowing(cx, n, shareEnemies);
  return n;
}

/**
 * Copy-on-write of the Enemies, per move: the state's own Enemies, copied first if they are still shared with
 * the state the move started from. Every rule a sharing move can reach calls it before it changes an Enemy
 * or the list (and reads the Enemies it changes after it): alerts, Patrols, Explorations, a smashed door;
 * the table's `settle` before anything else (a cut-in's end, a dead Hero's end of Activation). The frozen sweep
 * and `test/fast-paths.test.ts` (every legal move on deep-frozen states) check that none writes to the input.
 */
export function ownEnemies(cx: SearchContext, G: OrcQuestState): EnemyState[] {
  // The copy whose Enemies (the list and the miniatures) are still its input's: `cloneForMove` shares them for a
  // move that rarely changes an Enemy (rules/table-kit.ts `moveRule`); null once it owns them.
  if (cx.borrowedEnemies === G) {
    cx.borrowedEnemies = null;
    G.enemies = G.enemies.map(cloneEnemy);
  }
  return G.enemies;
}

/**
 * Copy-on-write of the Patrols, per move: the state's own Patrols, copied first if they are still shared with
 * the state the move started from. rules/patrols.ts calls it before changing a Patrol or the list (Patrol
 * management, a spawn, members alerted or gone), and reads the Patrols it changes after it.
 */
export function ownPatrols(cx: SearchContext, G: OrcQuestState): PatrolState[] {
  // `cloneForMove` shares them for every move (only Patrol management and alerted Patrols change them,
  // rules/patrols.ts); null once the copy owns them.
  if (cx.borrowedPatrols === G) {
    cx.borrowedPatrols = null;
    G.patrols = G.patrols.map(clonePatrol);
  }
  return G.patrols;
}

/** `cloneState(G)` that shares G's Enemy and Patrol lists, without copy-on-write bookkeeping (rules/thaw.ts). */
export const cloneSharingCharacters = (G: OrcQuestState): OrcQuestState => sharingCharacters.copy(G);

/** `n`'s Patrols, and its Enemies when `enemies`, are still another state's records: copy-on-write (`ownEnemies`, `ownPatrols`). */
export function borrowing(cx: SearchContext, n: OrcQuestState, enemies: boolean): void {
  cx.borrowedEnemies = enemies ? n : null;
  cx.borrowedPatrols = n;
}

/**
 * Fields `cloneState` shares with the input: a rule that changes one assigns a new value (`G.doors = {
 * ...G.doors, [id]: 'open' }`, `G.events = drawn…`, `G.loot = { deck: rest, … }`), so the input keeps its
 * own. Presence tokens are values nothing changes. The Combo chain (and the one a cut-in puts aside) is
 * replaced with each Action and entry it changes (`pay`, `heroStepped`, `heroAttack`).
 */
export const SHARED_FIELDS = [
  'doors',
  'explored',
  'smashed',
  'chickens',
  'objectives',
  'pools',
  'patrolDeck',
  'events',
  'carryIn',
  'loot',
  'relics',
  'kraftOut',
  'enchantDeck',
  'done',
  'chain',
  'smoke',
] as const satisfies readonly (keyof OrcQuestState)[];

/** Fields of each Hero and Enemy that copies share: effect tokens, replaced whole, never changed in place. */
export const SHARED_CHARACTER_FIELDS = ['effects'] as const satisfies readonly (keyof HeroState &
  keyof EnemyState)[];

/**
 * Fields of each Hero that copies share: lists a rule replaces whole (paying a card, learning, camp), never
 * changes in place; and the Hero's cards, which a rule changes only after `ownCards`.
 */
export const SHARED_HERO_FIELDS = [
  'used',
  'learned',
  'owed',
  'gear',
  'inventory',
] as const satisfies readonly (keyof HeroState)[];

/** Put a new Enemy miniature on the board. */
export function addEnemy(
  cx: SearchContext,
  G: OrcQuestState,
  type: EnemyType,
  pos: string,
  facing: Facing,
): EnemyState {
  const e: EnemyState = {
    id: G.nextEnemyId++,
    type,
    pos,
    facing,
    damage: 0,
    alerted: false,
    sawHero: false,
    reacted: false,
    bellRinger: null,
    burn: 0,
    burnBy: -1,
    effects: NO_EFFECTS,
    alertedBy: null,
  };
  ownEnemies(cx, G).push(e);
  return e;
}

/** Miniatures of this type still off the board (line 51, 563). */
export const miniaturesLeft = (G: OrcQuestState, type: EnemyType): number =>
  sheetOfType(type).miniatures - G.enemies.filter((e) => e.type === type).length;

/** Bell squares: only a Bell-ringer may stand on or be moved onto one (line 262, ruling R12). */
export function isBell(G: { quest: string }, key: string): boolean {
  const nav = navOf(board(G));
  const i = squareIndex(nav, key);
  return i !== undefined && nav.bell[i] === 1;
}

/** The nearest square (by Range, then row, then column) a Character could stand on, nobody on it. */
export function nearestFreeSquare(G: OrcQuestState, from: string): string | undefined {
  const b = board(G);
  const at = cellOf(from);
  let best: { key: string; d: number } | undefined;
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      const key = cellKeyAt(x, y);
      const t = b.quest.terrain[y]?.[x];
      if (t === 'l' || t === 'h' || t === 'T' || isBell(G, key) || !squareEmpty(G, key)) continue;
      const d = Math.max(Math.abs(x - at.x), Math.abs(y - at.y));
      if (!best || d < best.d) best = { key, d };
    }
  return best?.key;
}
