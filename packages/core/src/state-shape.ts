// biome-ignore-all lint/suspicious/noExplicitAny: a shape walks states of every type; each node knows only its own part
/**
 * A game's state described once, and every copy derived from that description: the move's copy (what the
 * rules write in place is copied, what they only replace is shared), the thawed copy of a frozen
 * boardgame.io G (everything fresh), the deep freeze, and boardgame.io's "share what did not change".
 * Games declare their state's shape instead of writing these copies field by field; a field the shape does
 * not describe fails to typecheck at the top level and fails conformance deeper down (`undescribed`).
 */

/** A part of the state and how it is copied. Build nodes with `part` (`part.value`, `part.list`, …). */
export type ShapeNode =
  | { readonly kind: 'value' }
  | { readonly kind: 'list' }
  | { readonly kind: 'listOf'; readonly item: ShapeNode }
  | { readonly kind: 'shared'; readonly of: ShapeNode }
  | { readonly kind: 'nullable'; readonly of: ShapeNode }
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, ShapeNode>> }
  | { readonly kind: 'dict'; readonly item: ShapeNode }
  | { readonly kind: 'spread'; readonly fields: Readonly<Record<string, ShapeNode>> }
  | { readonly kind: 'json' };

/** A primitive, or data nothing ever changes (a table entry, a token): both copies refer to the same. */
const value: ShapeNode = Object.freeze({ kind: 'value' });
/** A list of values the rules change in place (push, splice): copied with a spread (`copyList`). */
const list: ShapeNode = Object.freeze({ kind: 'list' });
/** A list whose items are copied by their own shape. */
const listOf = (item: ShapeNode): ShapeNode => Object.freeze({ kind: 'listOf', item });
/**
 * A part the rules only ever replace whole (`G.deck = rest`), never change in place: a move's copy shares it
 * with its input. `of` says how a thawed copy rebuilds it.
 */
const shared = (of: ShapeNode): ShapeNode => Object.freeze({ kind: 'shared', of });
/** `null` (or absent), or a part of shape `of`. */
const nullable = (of: ShapeNode): ShapeNode => Object.freeze({ kind: 'nullable', of });
/** An object with these keys, built in this key order (goldens hash the JSON, key order included). */
const fields = (f: Record<string, ShapeNode>): ShapeNode =>
  Object.freeze({ kind: 'fields', fields: Object.freeze({ ...f }) });
/** An object keyed by data (ids, squares), each value of shape `item`. */
const dict = (item: ShapeNode): ShapeNode => Object.freeze({ kind: 'dict', item });
/**
 * An object whose keys vary (a union by `kind`): every key of the original is kept in its order, the named
 * ones copied by their shape when present, the others as values.
 */
const spread = (f: Record<string, ShapeNode>): ShapeNode =>
  Object.freeze({ kind: 'spread', fields: Object.freeze({ ...f }) });
/** Any JSON, always copied whole (rare, small parts: a game's result). */
const json: ShapeNode = Object.freeze({ kind: 'json' });

/**
 * The nodes a shape is built from, under one name (`part.list`, `part.fields({...})`) so that short words
 * like `list` and `value` stay free in game code.
 */
export const part = Object.freeze({ value, list, listOf, shared, nullable, fields, dict, spread, json });

/** Every key of `S` with the shape of its part: a key left out fails to typecheck. */
export type ShapeFields<S> = { readonly [K in keyof Required<S>]: ShapeNode };

/** What core derives from a state's shape. */
export interface StateShape<S> {
  /** the whole state's node: the top-level fields in key order */
  readonly root: ShapeNode;
  /** A move's copy: parts the rules write in place are copied, `shared` and `value` parts are not. */
  copy(state: S): S;
  /** A copy with every object and list new (a frozen G from boardgame.io made writable and monomorphic). */
  thaw(state: S): S;
  /** `state`, deep-frozen (tests prove a move never writes to its input). */
  freeze(state: S): S;
  /**
   * `next` with every part that equals `base`'s replaced by `base`'s own object, and the rest deep-frozen
   * (`RulesDefinition.shareWithBase`): boardgame.io's Immer, which deep-freezes a move's result by walking
   * every item of every list not yet frozen, then finds it frozen and walks nothing. Writes into `next`.
   * `from`: the thawed copy of `base` the move was applied to, if any: a part of `next` that is still
   * `from`'s own object is unchanged and becomes `base`'s at once (no comparison of its contents).
   */
  shareUnchanged(next: S, base: S, from?: S): S;
  /** Paths of keys the state holds that its shape does not describe (`fields` nodes); empty when covered. */
  undescribed(state: S): string[];
  /**
   * The same shape with some top-level parts described otherwise: a second kind of copy (a move that shares
   * parts it copies only on write, say). Key order stays the shape's.
   */
  variant(overrides: Partial<ShapeFields<S>>): StateShape<S>;
}

type Copier = (v: any) => any;
const same: Copier = (v) => v;

/** A deep copy of JSON data (plain objects, arrays, primitives). */
export function copyJson<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = copyJson((v as Record<string, unknown>)[k]);
  return out as T;
}

/** `v`, and every object and list inside it, frozen. */
export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  // A list by index: `Object.keys` would make a string per item.
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) deepFreeze(v[i]);
  else for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return v;
}

/**
 * A list's shallow copy. A spread, not `slice()`: boardgame.io hands moves a frozen G, and Node 20's V8 takes a
 * slow path for `slice` on a frozen array (about 25× slower measured: ~1 µs for a dozen items, against ~45 ns
 * for a spread, which is as fast on a frozen array as on a plain one). The lists are JSON data: no holes.
 */
const copyList: Copier = (v) => [...v];

/** `copyJson` of a value part, the common primitive answered without the call (the generated thaw). */
const freshValue: Copier = (v) => (v === null || typeof v !== 'object' ? v : copyJson(v));
/**
 * `copyJson` of a list part (thawing a state copies its decks) with the elements kind the rules' own lists
 * have (a `slice` of a frozen list would be holey): a list of strings by a spread, about ten times faster
 * than `map`; an empty list as a literal's; any other by `map` (numbers stay small integers).
 */
const freshList: Copier = (v) => {
  if (v.length === 0) return [];
  // The spread first: its items are read from one kind of list (a frozen list's read costs more).
  const out = [...v];
  for (let i = 0; i < out.length; i++) if (typeof out[i] !== 'string') return v.map(freshValue);
  return out;
};

/** How copiers are built: `fresh` copies shared and value parts too (thaw). */
interface Build {
  readonly fresh: boolean;
}

/** Whether a copy keeps this part itself (a list of such parts is then copied with `copyList`). */
const sharesWhole = (node: ShapeNode, b: Build): boolean =>
  !b.fresh && (node.kind === 'value' || node.kind === 'shared');

/** The plain copier of a node, part by part: the reference the generated copiers are tested against. */
function plainCopier(node: ShapeNode, b: Build): Copier {
  switch (node.kind) {
    case 'value':
      return b.fresh ? copyJson : same;
    case 'list':
      return b.fresh ? copyJson : copyList;
    case 'listOf': {
      if (sharesWhole(node.item, b)) return copyList;
      const item = plainCopier(node.item, b);
      return (v) => v.map((x: unknown) => item(x));
    }
    case 'shared':
      return b.fresh ? plainCopier(node.of, b) : same;
    case 'nullable': {
      const of = plainCopier(node.of, b);
      return (v) => (v === null || v === undefined ? v : of(v));
    }
    case 'fields': {
      const keys = Object.keys(node.fields);
      const parts = keys.map((k) => plainCopier(node.fields[k]!, b));
      return (s) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) out[keys[i]!] = parts[i]!(s[keys[i]!]);
        return out;
      };
    }
    case 'dict':
      return dictCopier(plainCopier(node.item, b));
    case 'spread':
      return spreadCopier(node.fields, b);
    case 'json':
      return copyJson;
  }
}

/** A `spread` part's plain copier: every key kept in its order, each named part present copied by its shape. */
function spreadCopier(f: Readonly<Record<string, ShapeNode>>, b: Build): Copier {
  const named = Object.keys(f).map((k) => [k, plainCopier(f[k]!, b)] as const);
  return (v) => {
    const out = b.fresh ? copyJson(v) : { ...v };
    for (const [k, c] of named) if (k in v) out[k] = c(v[k]);
    return out;
  };
}

/**
 * The copier of a node as generated code: nested `fields` become one nested object literal naming every key,
 * lists a spread (see `copyList`), lists of records a loop around the record's literal, parts whose keys vary
 * (`spread`) an object spread and their named parts, shared parts a plain read, so V8 builds each copy at once
 * with fixed hidden classes, as a hand-written literal does (the plain copier's loop of keyed stores is several
 * times slower on the bots' hot path). Keys enter the source only through `JSON.stringify`; lists of records and other parts call
 * helpers handed in as `p`. Null where code generation is refused (a Content-Security-Policy without
 * 'unsafe-eval'): the plain copier then serves.
 */
function generatedCopier(node: ShapeNode, b: Build): Copier | null {
  const helpers: Copier[] = [];
  const helper = (c: Copier) => `p[${helpers.push(c) - 1}]`;
  // Functions for lists of records and spread parts, declared beside `copyPart`; named by a counter taken
  // before their body is emitted (a nested part's function is declared first).
  const functions: string[] = [];
  let named = 0;
  const emit = (n: ShapeNode, e: string): string => {
    switch (n.kind) {
      case 'value':
        return b.fresh ? `${helper(freshValue)}(${e})` : e;
      case 'list':
        return b.fresh ? `${helper(freshList)}(${e})` : `[...${e}]`;
      case 'shared':
        return b.fresh ? emit(n.of, e) : e;
      case 'nullable':
        return `(${e} == null ? ${e} : ${emit(n.of, e)})`;
      case 'fields':
        return `{ ${Object.keys(n.fields)
          .map((k) => `${JSON.stringify(k)}: ${emit(n.fields[k]!, `${e}[${JSON.stringify(k)}]`)}`)
          .join(', ')} }`;
      case 'listOf': {
        if (sharesWhole(n.item, b)) return `[...${e}]`;
        // A loop of its own per list, the item's literal inline: one shared loop calling each list's item
        // copier through a closure would make that call site megamorphic.
        const name = `copyList${named++}`;
        const item = emit(n.item, 'x');
        functions.push(
          `function ${name}(v) { const out = []; for (let i = 0; i < v.length; i++) { const x = v[i]; out.push(${item}); } return out; }`,
        );
        return `${name}(${e})`;
      }
      case 'spread': {
        if (b.fresh) return `${helper(plainCopier(n, b))}(${e})`;
        // Every key kept in its order by the spread, then each named part present copied by its shape.
        const name = `copySpread${named++}`;
        const parts = Object.keys(n.fields).map((k) => {
          const key = JSON.stringify(k);
          return `if (${key} in v) out[${key}] = ${emit(n.fields[k]!, `v[${key}]`)};`;
        });
        functions.push(`function ${name}(v) { const out = { ...v }; ${parts.join(' ')} return out; }`);
        return `${name}(${e})`;
      }
      case 'dict': {
        const item = generatedCopier(n.item, b) ?? plainCopier(n.item, b);
        return `${helper(dictCopier(item))}(${e})`;
      }
      case 'json':
        return `${helper(plainCopier(n, b))}(${e})`;
    }
  };
  const body = emit(node, 's');
  try {
    return new Function(
      'p',
      `"use strict"; ${functions.join(' ')} return function copyPart(s) { return ${body}; };`,
    )(helpers);
  } catch {
    return null;
  }
}

/** A dict's copier from its item's: `for…in` walks the keys in `Object.keys` order without building the list. */
const dictCopier =
  (item: Copier): Copier =>
  (v) => {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = item(v[k]);
    return out;
  };

function copier(node: ShapeNode, b: Build, generate: boolean): Copier {
  return (generate && generatedCopier(node, b)) || plainCopier(node, b);
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Whether two JSON values are equal, key order included (what a golden's hash would see). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameJson((a as any)[k], (b as any)[k])) return false;
  }
  return true;
}

/**
 * `next`'s part with `base`'s objects wherever they are equal (`base` itself when the whole part is), and
 * every part it keeps of its own frozen, as boardgame.io's Immer would freeze it (see `shareUnchanged`).
 * `from`: `base`'s part as thawed (a deep copy) before the move, or undefined: `next` still holding it is
 * unchanged.
 */
function shareNode(node: ShapeNode, next: any, base: any, from: any): any {
  if (next === base || next === null || typeof next !== 'object') return next;
  if (next === from) return base;
  // A frozen part is some state's own, reached unchanged (an item that moved in a list): never written.
  if (Object.isFrozen(next)) return next;
  if (base === null || typeof base !== 'object') return deepFreeze(next);
  const within = from !== null && typeof from === 'object';
  switch (node.kind) {
    case 'value':
      return deepFreeze(next);
    case 'json':
      return sameJson(next, base) ? base : deepFreeze(next);
    case 'list':
      return sameItems(next, base) ? base : deepFreeze(next);
    case 'listOf': {
      if (!Array.isArray(next) || !Array.isArray(base)) return deepFreeze(next);
      for (let i = 0; i < next.length; i++)
        next[i] = shareNode(node.item, next[i], base[i], within ? from[i] : undefined);
      return sameItems(next, base) ? base : Object.freeze(next);
    }
    case 'shared':
    case 'nullable':
      return shareNode(node.of, next, base, from);
    case 'fields':
    case 'spread': {
      // `for…in` over plain JSON objects: their own keys in `Object.keys` order, without building the lists.
      let all = true;
      let count = 0;
      for (const k in next) {
        count++;
        const part = node.fields[k];
        next[k] = part
          ? shareNode(part, next[k], base[k], within ? from[k] : undefined)
          : deepFreeze(next[k]);
        if (next[k] !== base[k]) all = false;
      }
      return all && keyCount(base) === count ? base : Object.freeze(next);
    }
    case 'dict': {
      let all = true;
      let count = 0;
      for (const k in next) {
        count++;
        next[k] = shareNode(node.item, next[k], base[k], within ? from[k] : undefined);
        if (next[k] !== base[k]) all = false;
      }
      return all && keyCount(base) === count ? base : Object.freeze(next);
    }
  }
}

/** How many keys a plain JSON object has. */
function keyCount(v: object): number {
  let n = 0;
  for (const _ in v) n++;
  return n;
}

type Sharer = (next: any, base: any, from: any) => any;

/**
 * `shareNode` with every `fields` node as generated code that names its keys (`n["players"]`), the rest as in
 * `shareNode` (what it keeps of its own frozen too): a loop of keyed reads and writes over 60 keys goes megamorphic and cost boardgame.io's path
 * about a tenth of a move. An object whose keys are not exactly the described ones takes `shareNode`. Null
 * where code generation is refused: `shareNode` then serves.
 */
function generatedSharer(node: ShapeNode): Sharer | null {
  switch (node.kind) {
    case 'shared':
    case 'nullable':
      return generatedSharer(node.of);
    case 'listOf': {
      const item = generatedSharer(node.item);
      if (!item) return null;
      return (next, base, from) => {
        if (!Array.isArray(next) || !Array.isArray(base) || Object.isFrozen(next))
          return shareNode(node, next, base, from);
        if (next === from) return base;
        const within = from !== null && typeof from === 'object';
        for (let i = 0; i < next.length; i++) next[i] = item(next[i], base[i], within ? from[i] : undefined);
        return sameItems(next, base) ? base : Object.freeze(next);
      };
    }
    case 'fields': {
      const keys = Object.keys(node.fields);
      const parts = keys.map(
        (k) =>
          generatedSharer(node.fields[k]!) ??
          ((n: any, b: any, f: any) => shareNode(node.fields[k]!, n, b, f)),
      );
      const lines = keys.map((k, i) => {
        const key = JSON.stringify(k);
        return `if (${key} in n) { c++; v = p[${i}](n[${key}], b[${key}], w ? f[${key}] : undefined); n[${key}] = v; if (v !== b[${key}]) all = false; }`;
      });
      const body = `"use strict"; return function shareFields(n, b, f) {
  if (n === b || n === null || typeof n !== 'object') return n;
  if (n === f) return b;
  if (Object.isFrozen(n)) return n;
  if (b === null || typeof b !== 'object') return q.freeze(n);
  const w = f !== null && typeof f === 'object';
  let all = true, c = 0, v;
  ${lines.join('\n  ')}
  if (c !== q.count(n)) return q.slow(n, b, f);
  return all && q.count(b) === c ? b : Object.freeze(n);
};`;
      try {
        return new Function('p', 'q', body)(parts, {
          count: keyCount,
          freeze: deepFreeze,
          slow: (n: any, b: any, f: any) => shareNode(node, n, b, f),
        });
      } catch {
        return null;
      }
    }
    default:
      return (next, base, from) => shareNode(node, next, base, from);
  }
}

/** Paths under `path` of keys `v` holds that `node` does not describe. */
function undescribedIn(node: ShapeNode, v: any, path: string, out: string[]): void {
  if (v === null || v === undefined || typeof v !== 'object') return;
  switch (node.kind) {
    case 'listOf':
      if (Array.isArray(v))
        for (let i = 0; i < v.length; i++) undescribedIn(node.item, v[i], `${path}[${i}]`, out);
      return;
    case 'shared':
    case 'nullable':
      undescribedIn(node.of, v, path, out);
      return;
    case 'dict':
      for (const k of Object.keys(v)) undescribedIn(node.item, v[k], `${path}.${k}`, out);
      return;
    case 'fields':
      for (const k of Object.keys(v)) {
        const part = node.fields[k];
        if (part) undescribedIn(part, v[k], `${path}.${k}`, out);
        else out.push(`${path}.${k}`);
      }
      return;
    case 'spread':
      for (const k of Object.keys(node.fields))
        if (k in v) undescribedIn(node.fields[k]!, v[k], `${path}.${k}`, out);
      return;
    default:
      return;
  }
}

/** The move's copier of one part of a state (a rule that copies only the part it writes, say). */
export function partCopier<T>(node: ShapeNode, options: ShapeOptions = {}): (v: T) => T {
  return copier(node, { fresh: false }, options.generate ?? true);
}

/** How `stateShape` builds its copiers; `generate: false` gives the plain reference copiers (tests). */
export interface ShapeOptions {
  /** build the copiers as generated code (default true); false: the plain part-by-part copiers */
  generate?: boolean;
}

/**
 * A state's shape, from the shape of each of its top-level fields in key order, and the copies derived from
 * it. Built once per game at load time.
 */
export function stateShape<S>(top: ShapeFields<S>, options: ShapeOptions = {}): StateShape<S> {
  const root = fields(top as Record<string, ShapeNode>);
  const generate = options.generate ?? true;
  const copy = copier(root, { fresh: false }, generate);
  const thaw = copier(root, { fresh: true }, generate);
  const plainShare: Sharer = (next, base, from) => shareNode(root, next, base, from);
  const share = (generate && generatedSharer(root)) || plainShare;
  return {
    root,
    copy,
    thaw,
    freeze: deepFreeze,
    shareUnchanged: share,
    undescribed: (state) => {
      const out: string[] = [];
      undescribedIn(root, state, 'G', out);
      return out;
    },
    variant: (overrides) => stateShape<S>({ ...top, ...overrides } as ShapeFields<S>, options),
  };
}
