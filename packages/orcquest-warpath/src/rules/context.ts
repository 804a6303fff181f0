import type { AiMove } from '@skald/core';
import type { EnemyState, HeroState, OrcQuestState } from '../state.js';
import type { Cell } from './board/grid.js';
import type { Nav } from './board/nav.js';
import type { AttackOption, OptionsInput } from './combat/attack-options.js';
import type { LayoutMemo, Reach } from './enemies/movement.js';
import type { CardInputs } from './legal-moves.js';

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
  /** legal-moves.ts, the attack moves of a list: `reaches` per (option, Enemy), the Enemies an option reaches, the Hero's square. */
  reachScratch: Int8Array | null;
  hitScratch: Int32Array | null;
  reachFrom: Cell;
  /** Attack and strike moves shared by the lists of one search (frozen), by effect, option and Enemy id. */
  attackMoves: AiMove[];
  strikeMoves: AiMove[];
  /** legal-moves.ts `heroCardMoves`: the last card moves per seat and flags, with what they were read from. */
  cardMemos: (CardInputs | undefined)[];
  /** attack.ts `attackOptions`: by what they depend on, and the last Hero's. */
  options: Map<string, AttackOption[]>;
  lastOptions: OptionsInput | undefined;
  /** enemy-phase.ts: the groupable Enemies, Heroes' squares, the group searches' numbers, handled-Enemy marks. */
  groupable: EnemyState[];
  heroSquares: number[];
  groupScratch: Int32Array | null;
  doneMarks: Uint32Array | null;
  doneStamp: number;
  /** movement.ts: visit stamps of the breadth-first searches, the indices of a walk. */
  seenStamp: Uint32Array | null;
  stamp: number;
  walkScratch: Int32Array | null;
  /** movement.ts `extendField`: the queue of a distance field's search while it runs. */
  fieldQueue: Int32Array | null;
  /** movement.ts `orderBy`: the sort keys, and the distances of the entries to order (scratch, one order at a time). */
  orderKeys: Float64Array | null;
  orderDistances: Int32Array | null;
  /** The tables of one board, reset when another board is asked for (`boardTables`). */
  board: BoardTables | null;
}

/** Tables derived from one board, filled as they are asked for. */
export interface BoardTables {
  nav: Nav;
  /**
   * geometry.ts `sightClass`, per pair of squares, made once the context has asked `SIGHT_TABLE_AFTER` sight lines
   * (`sightAsked`; before that a line is walked: a boardgame.io move's context asks too few to fill a table); the two
   * extreme layouts it is worked out on.
   */
  sight: Uint8Array | null;
  sightAsked: number;
  extremes: { closedAll: OrcQuestState; openAll: OrcQuestState } | null;
  /** explore.ts `zoneSight`: square × Orientation × zone. */
  zoneSights: Uint8Array | null;
  /** movement.ts: the searches remembered per layout, and the last layout. */
  layouts: Map<string, LayoutMemo>;
  /** movement.ts `localReach`: reaches by what they read of the layout near their start square (`localKey`). */
  localReaches: Map<string, Reach>;
  lastLayout: LayoutMemo | undefined;
  /** nav.ts `enemyObstacles` and `occupiedIndex`: one buffer each, overwritten by the next call. */
  obstacles: Uint8Array | null;
  occupied: Uint8Array | null;
  /** evaluate.ts `stepsFrom`: Hero step fields by their start squares. */
  fields: Map<string, Int16Array>;
}

/** A fresh context: cheap to make (a boardgame.io move makes one), its buffers made when first needed. */
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
    reachScratch: null,
    hitScratch: null,
    reachFrom: { x: -1, y: -1 },
    attackMoves: [],
    strikeMoves: [],
    cardMemos: [],
    options: new Map(),
    lastOptions: undefined,
    groupable: [],
    heroSquares: [],
    groupScratch: null,
    doneMarks: null,
    doneStamp: 0,
    seenStamp: null,
    stamp: 0,
    walkScratch: null,
    fieldQueue: null,
    orderKeys: null,
    orderDistances: null,
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
    sightAsked: 0,
    extremes: null,
    zoneSights: null,
    layouts: new Map(),
    localReaches: new Map(),
    lastLayout: undefined,
    obstacles: null,
    occupied: null,
    fields: new Map(),
  };
  cx.board = tables;
  return tables;
}
