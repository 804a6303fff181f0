// biome-ignore-all lint/suspicious/noExplicitAny: boards narrate their own game's view types
import type { AiMove, GameModule } from '@skald/core';
import { useRef } from 'react';
import type { ClientState } from './client.js';

export interface LogLine {
  key: string;
  /** The seat that moved; null for the closing line. */
  seat: string | null;
  text: string;
}

interface LogEntry {
  action?: { type?: string; payload?: { type?: string; args?: unknown[] | null; playerID?: string } };
  redact?: boolean;
  _stateID?: number;
}

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A move without the game's own `describeMove`: "Player 2: place unit (3, "left")". */
export function genericLine(move: AiMove, seatName: string): string {
  const args =
    move.args && move.args.length > 0 ? ` (${move.args.map((a) => JSON.stringify(a)).join(', ')})` : '';
  return `${seatName}: ${words(move.move)}${args}`;
}

/** Seats read `P0`, `P1`… in the games' texts; show the players' names instead. */
export const withNames = (text: string, seatName: (seat: string) => string) =>
  text.replace(/\bP(\d+)\b/g, (_: string, s: string) => seatName(s));

/**
 * One readable line per move in boardgame.io's log. A move is described on the state it was made from
 * (the previous update's G) by the game's `describeMove`, else generically. Secret moves (`redact`, or
 * arguments the server blanked for this seat) are described without their arguments, even on a shared
 * hot-seat screen.
 */
export function describeEntry(
  module: GameModule,
  G: unknown,
  entry: LogEntry,
  seatName: (seat: string) => string,
): string | null {
  const payload = entry.action?.payload;
  if (entry.action?.type !== 'MAKE_MOVE' || !payload?.type || payload.playerID === undefined) return null;
  const secret = entry.redact === true || payload.args === null;
  const move: AiMove = secret ? { move: payload.type } : { move: payload.type, args: payload.args ?? [] };
  if (module.describeMove) {
    try {
      const text = module.describeMove(G, move, payload.playerID);
      return withNames(text, seatName);
    } catch {
      // A describer that cannot read this state must not break the board: fall through.
    }
  }
  return genericLine(secret ? { move: payload.type } : move, seatName(payload.playerID));
}

/**
 * What a board adds to the log between moves: what the update revealed or settled (favors revealed, a
 * round won), from the G before and after it.
 */
export type Narrator = (before: any, after: any, seatName: (seat: string) => string) => string[];

/** A board's optional help for the log (see the board registry). */
export interface BoardLogHelp {
  narrate?: Narrator | undefined;
}

/** A line the board told between moves, and how many log entries there were when it did. */
interface Note {
  at: number;
  text: string;
}

/**
 * Where a match's narration is kept on this device: the moves come back from the server after a reload or
 * a server restart, but what the board told between them was read from states the client no longer has.
 */
const notesKey = (key: string) => `skald:log-notes:${key}`;

function loadNotes(key: string | null): Note[] {
  if (key === null) return [];
  try {
    const raw = JSON.parse(window.localStorage.getItem(notesKey(key)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((n): n is Note => typeof n?.at === 'number' && typeof n?.text === 'string')
      : [];
  } catch {
    return [];
  }
}

function saveNotes(key: string | null, notes: Note[]): void {
  if (key === null) return;
  try {
    window.localStorage.setItem(notesKey(key), JSON.stringify(notes));
  } catch {
    // Storage full or refused: the narration just won't survive a reload.
  }
}

/**
 * The move log of the client's match, built up as updates arrive: each new log entry is described with
 * the G from before it, then the board narrates what the update revealed. After a reload the whole
 * history arrives in the first update and is described on the current G, which is as close as the
 * client can get; the narration comes back from this device's storage when the match has a `storageKey`
 * (an online match: its game, match and seat).
 */
export function useMoveLog(
  module: GameModule,
  state: ClientState,
  seatName: (seat: string) => string,
  gameoverText: string | null,
  board: BoardLogHelp = {},
  storageKey: string | null = null,
): LogLine[] {
  const memo = useRef<{ seen: number; prevG: unknown; lines: LogLine[]; notes: Note[] | null }>({
    seen: 0,
    prevG: null,
    lines: [],
    notes: null,
  });
  const m = memo.current;
  if (m.notes === null) m.notes = loadNotes(storageKey);
  const log = ((state as { log?: LogEntry[] }).log ?? []) as LogEntry[];
  if (log.length < m.seen) {
    // A new match on the same client (reset): start over.
    m.seen = 0;
    m.lines = [];
    m.prevG = null;
    m.notes = [];
    saveNotes(storageKey, m.notes);
  }
  if (log.length > m.seen) {
    // One update may add a move and the phase/turn events it caused: all came from the previous G.
    const before = m.prevG ?? state.G;
    const fresh: LogLine[] = [];
    for (let i = m.seen; i < log.length; i++) {
      const text = describeEntry(module, before, log[i]!, seatName);
      if (text !== null) fresh.push({ key: `${i}`, seat: log[i]!.action?.payload?.playerID ?? null, text });
      // What was told after this entry on an earlier visit (a reload replays the whole log at once).
      if (m.prevG === null)
        for (const [j, note] of m.notes.entries())
          if (note.at === i + 1) fresh.push({ key: `${i + 1}-s${j}`, seat: null, text: note.text });
    }
    if (m.prevG !== null && board.narrate) {
      let told: string[] = [];
      try {
        told = board.narrate(m.prevG, state.G, seatName);
      } catch {
        // A narrator that cannot read this view must not break the board.
      }
      for (const [j, text] of told.entries()) fresh.push({ key: `${log.length}-n${j}`, seat: null, text });
      if (told.length > 0) {
        m.notes = [...m.notes, ...told.map((text) => ({ at: log.length, text }))];
        saveNotes(storageKey, m.notes);
      }
    }
    m.lines = [...m.lines, ...fresh];
    m.seen = log.length;
  }
  m.prevG = state.G;
  return gameoverText === null ? m.lines : [...m.lines, { key: 'gameover', seat: null, text: gameoverText }];
}
