import isEqual from 'lodash/isEqual.js';

/** Deep equality for plain JSON-like data (lodash: distinguishes missing keys from `undefined`). */
export const deepEqual = (a: unknown, b: unknown): boolean => isEqual(a, b);

/** The first path where two values differ, with both sides, for readable failure messages. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isEqual(a, b)) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return `${path}: ${preview(a)} vs ${preview(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (d) return d;
  }
  return `${path}: differs`;
}

function preview(v: unknown): string {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

/** Every primitive leaf of a JSON value, as `path-free` strings: the default "hidden multiset". */
export function leaves(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  else out.push(`${typeof value}:${String(value)}`);
  return out;
}

/** Sorted copy, for comparing multisets. */
export const sorted = (items: string[]): string[] => items.slice().sort();
