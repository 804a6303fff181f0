import { ENEMIES } from '../data/enemies.js';
import { HEROES } from '../data/heroes.js';
import type { OrcQuestState } from '../state.js';
import { attackOptions } from './combat/attack-options.js';
import { newContext } from './context.js';

/*
 * How the game's texts name squares, Enemies, attacks and dice for a player: never a key ("6,5"), an option
 * index or a bracketed list. Squares read as on the web board's edges: a column letter and a row number.
 */

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** "6,5" → "G6": the column letter, then the row number counted from 1. */
export function squareName(key: string | null | undefined): string {
  if (!key) return 'a square';
  const comma = key.indexOf(',');
  const x = Number(key.slice(0, comma));
  const y = Number(key.slice(comma + 1));
  if (comma < 0 || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0) return 'a square';
  const column =
    x < COLUMNS.length ? (COLUMNS[x] as string) : `${COLUMNS[Math.floor(x / 26) - 1]}${COLUMNS[x % 26]}`;
  return `${column}${y + 1}`;
}

/** A seat's Hero by name ("Thalla"); the seat itself when it has none. */
export const heroWords = (G: OrcQuestState, seat: unknown): unknown =>
  HEROES[G.heroes[seat as number]?.hero ?? 'orrus']?.name ?? seat;

/** An Enemy by id: "War Dog #3 on G6" (`at`: with its square). */
export function enemyWords(G: OrcQuestState, id: unknown, at = true): string {
  const e = G.enemies.find((x) => x.id === id);
  if (!e) return 'an Enemy';
  return `${ENEMIES[e.type].name} #${e.id}${at ? ` on ${squareName(e.pos)}` : ''}`;
}

/** One of a Hero's attack options in words: "melee, adjacent, 2 dice". */
export function attackWords(G: OrcQuestState, seat: number, option: unknown): string {
  const h = G.heroes[seat];
  const o = h ? attackOptions(newContext(), h)[Number(option)] : undefined;
  if (!o) return 'an attack';
  const reach = o.range ? `range ${o.range[0]}–${o.range[1]}` : 'adjacent';
  return `${o.type}, ${reach}, ${o.dice.length} ${o.dice.length === 1 ? 'die' : 'dice'}`;
}

/** A Skill card effect chosen: "main effect", "enhanced effect", "as a free Combo". */
export function effectWords(effect: unknown): string {
  return effect === 'combo' ? 'as a free Combo' : effect === 'enhanced' ? 'enhanced effect' : 'main effect';
}

const RESULT_WORDS = ['blank', 'yellow', 'orange', 'red'];

/**
 * Dice results for a log line by their colour: "red, yellow", or "no dice" (a result is a level: 0 blank,
 * 1 yellow, 2 orange, 3 red). Built by hand: it runs on every Attack.
 */
export function diceWords(results: readonly number[]): string {
  let t = '';
  for (let i = 0; i < results.length; i++) {
    const word = RESULT_WORDS[results[i] as number] ?? 'a result';
    t = i === 0 ? word : `${t}, ${word}`;
  }
  return t === '' ? 'no dice' : t;
}
