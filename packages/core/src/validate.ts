/**
 * Typed guards for move arguments: a move receives whatever a client sent, so each argument is checked
 * with one of these before use (and the move answers INVALID_MOVE when one fails). Each costs O(size of
 * the argument), never O(number of legal moves).
 */

/** An integer in [min, max]. */
export function isInt(v: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** An index into a list of `length` items. */
export function isIndex(v: unknown, length: number): v is number {
  return isInt(v, 0, length - 1);
}

/** A seat's player ID ("0" … String(numPlayers - 1)), as moves that name another player take it. */
export function isSeat(v: unknown, numPlayers: number): v is string {
  return typeof v === 'string' && /^(0|[1-9]\d{0,3})$/.test(v) && Number(v) < numPlayers;
}

/** One of a fixed set of values (an enum-like string union, say). */
export function isOneOf<T extends string | number | boolean>(v: unknown, values: readonly T[]): v is T {
  return (values as readonly unknown[]).includes(v);
}

/** Bounds for `isIntArray`; an absent bound does not limit. */
export interface IntArrayRule {
  /** smallest value allowed, inclusive */
  min?: number;
  /** largest value allowed, inclusive */
  max?: number;
  /** fewest items (default 0) */
  minLength?: number;
  /** most items */
  maxLength?: number;
  /** no value twice (a set of dice indices, say) */
  distinct?: boolean;
}

/** An array of integers within bounds, of bounded length, optionally without repeats. */
export function isIntArray(v: unknown, rule: IntArrayRule = {}): v is number[] {
  if (!Array.isArray(v)) return false;
  const { min, max, minLength = 0, maxLength = Number.MAX_SAFE_INTEGER, distinct = false } = rule;
  if (v.length < minLength || v.length > maxLength) return false;
  if (!v.every((x) => isInt(x, min, max))) return false;
  return !distinct || new Set(v).size === v.length;
}

/** An object literal (not an array, null, class instance or exotic prototype). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Size limits for `isJsonValue`. */
export interface JsonLimits {
  /** deepest nesting of arrays and objects (default 32) */
  maxDepth?: number;
  /** most values in total, containers included (default 10 000) */
  maxNodes?: number;
}

/**
 * Plain JSON data within limits: strings, finite numbers, booleans, null, arrays and plain objects —
 * nothing that would not survive `JSON.stringify` unchanged. Guards structured setupData (saves) that a
 * client sends before a game's own validator reads it.
 */
export function isJsonValue(v: unknown, limits: JsonLimits = {}): boolean {
  const maxDepth = limits.maxDepth ?? 32;
  let budget = limits.maxNodes ?? 10_000;
  const walk = (x: unknown, depth: number): boolean => {
    if (--budget < 0) return false;
    if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
    if (typeof x === 'number') return Number.isFinite(x);
    if (depth >= maxDepth) return false;
    if (Array.isArray(x)) return x.every((item) => walk(item, depth + 1));
    if (!isPlainObject(x)) return false;
    return Object.values(x).every((item) => walk(item, depth + 1));
  };
  return walk(v, 0);
}
