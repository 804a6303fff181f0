import type { AiMove } from '@skald/core';
import type { EnemyState, HeroState, OrcQuestState } from '../state.js';
import type { CardInputs } from './apply.js';
import type { AttackOption, OptionsInput } from './attack.js';
import type { Cell } from './grid.js';
import type { LayoutMemo } from './movement.js';
import type { Nav } from './nav.js';

/**
 * What the rules reuse from call to call for speed, kept out of the modules (architecture principle 9): scratch
 * space, stamps, memos of derived tables and the copy-on-write bookkeeping of the move being applied. A search
 * makes one (the core's `context()`) and passes it to every call; a call without one works on a fresh one, which
 * is the plain reference `test/fast-paths.test.ts` compares the reused one with. Never shared between two searches.
 */
export interface SearchContext {
  /** Copy-on-write of the move being applied (world.ts `ownEnemies`, `ownPatrols`): the copy still borrowing them. */
  borrowedEnemies: OrcQuestState | null;
  borrowedPatrols: OrcQuestState | null;
  /** Heroes whose cards are their own (gear.ts `ownCards`): a Hero object belongs to one state. */
  ownsCards: WeakSet<HeroState>;
  /** alerting.ts `updateAlerts`: each Enemy's square, Massiveness, key and type as last read; the visible Heroes'. */
  alertCells: Cell[];
  alertMassive: boolean[];
  alertKeys: string[];
  alertTypes: string[];
  alertHeroes: Cell[];
  alertHeroKeys: string[];
  /** apply.ts, the attack moves of a list: `reaches` per (option, Enemy), the Enemies an option reaches, the Hero's square. */
  reachScratch: Int8Array;
  hitScratch: Int32Array;
  reachFrom: Cell;
  /** Attack and strike moves shared by the lists of one search (frozen), by effect, option and Enemy id. */
  attackMoves: AiMove[];
  strikeMoves: AiMove[];
  /** apply.ts `heroCardMoves`: the last card moves per seat and flags, with what they were read from. */
  cardMemos: (CardInputs | undefined)[];
  /** attack.ts `attackOptions`: by what they depend on, and the last Hero's. */
  options: Map<string, AttackOption[]>;
  lastOptions: OptionsInput | undefined;
  /** enemy-phase.ts: the groupable Enemies, Heroes' squares, the group searches' numbers, handled-Enemy marks. */
  groupable: EnemyState[];
  heroSquares: number[];
  groupScratch: Int32Array;
  doneMarks: Uint32Array;
  doneStamp: number;
  /** movement.ts: visit stamps of the breadth-first searches, the indices of a walk. */
  seenStamp: Uint32Array;
  stamp: number;
  walkScratch: Int32Array;
  /** The tables of one board, reset when another board is asked for (`boardTables`). */
  board: BoardTables | null;
}

/** Tables derived from one board, filled as they are asked for. */
export interface BoardTables {
  nav: Nav;
  /** geometry.ts `sightClass`, per pair of squares; the two extreme layouts it is worked out on. */
  sight: Uint8Array | null;
  extremes: { closedAll: OrcQuestState; openAll: OrcQuestState } | null;
  /** explore.ts `zoneSight`: square × Orientation × zone. */
  zoneSights: Uint8Array | null;
  /** movement.ts: the searches remembered per layout, and the last layout. */
  layouts: Map<string, LayoutMemo>;
  lastLayout: LayoutMemo | undefined;
  /** nav.ts `enemyObstacles` and `occupiedIndex`: one buffer each, overwritten by the next call. */
  obstacles: Uint8Array | null;
  occupied: Uint8Array | null;
  /** evaluate.ts `stepsFrom`: Hero step fields by their start squares. */
  fields: Map<string, Int16Array>;
}

export function newContext(): SearchContext {
  return {
    borrowedEnemies: null,
    borrowedPatrols: null,
    ownsCards: new WeakSet(),
    alertCells: [],
    alertMassive: [],
    alertKeys: [],
    alertTypes: [],
    alertHeroes: [],
    alertHeroKeys: [],
    reachScratch: new Int8Array(64),
    hitScratch: new Int32Array(32),
    reachFrom: { x: -1, y: -1 },
    attackMoves: [],
    strikeMoves: [],
    cardMemos: [],
    options: new Map(),
    lastOptions: undefined,
    groupable: [],
    heroSquares: [],
    groupScratch: new Int32Array(5 * 32),
    doneMarks: new Uint32Array(64),
    doneStamp: 0,
    seenStamp: new Uint32Array(0),
    stamp: 0,
    walkScratch: new Int32Array(64),
    board: null,
  };
}

/** The context's tables of this board (the board's integer tables name it), new ones for another board. */
export function boardTables(cx: SearchContext, nav: Nav): BoardTables {
  const known = cx.board;
  if (known !== null && known.nav === nav) return known;
  const tables: BoardTables = {
    nav,
    sight: null,
    extremes: null,
    zoneSights: null,
    layouts: new Map(),
    lastLayout: undefined,
    obstacles: null,
    occupied: null,
    fields: new Map(),
  };
  cx.board = tables;
  return tables;
}
