import { isJsonValue, isPlainObject } from './validate.js';

/**
 * What every registered game tells the registry, app, server, bots and conformance suite about itself.
 * `id` equals the boardgame.io `Game.name`.
 */
export interface GameDescriptor {
  /** the game's id: the boardgame.io `Game.name` */
  id: string;
  /** the name shown to players */
  title: string;
  /** One or two sentences for the game list. */
  description: string;
  /** fewest seats a match may have */
  minPlayers: number;
  /** most seats a match may have */
  maxPlayers: number;
  /** Every seat wins or loses together; gameover is `{ winners: [...], score }` (see docs/architecture.md). */
  cooperative: boolean;
  /** The game has dice, shuffles or other chance events. */
  chance: boolean;
  /** Some state is hidden from some seats (hands, deck order, secret choices). */
  hiddenInformation: boolean;
  /** Several players act at once (simultaneous stages). */
  simultaneous: boolean;
  /** Options a match is created with (`setupData`), each with a default. */
  setupOptions: Record<string, SetupOption>;
  /**
   * Structured `setupData` entries (a campaign save, say): JSON a client sends, checked by the game's own
   * validator. Not shown on a setup form; absent means "none" (a new campaign).
   */
  structuredOptions?: Record<string, StructuredOption>;
  /** A cap on the number of moves in one game: a random playout longer than this is a bug. */
  maxMoves: number;
  /**
   * Bots: how many moves a search playout runs past its tree leaf before it stops and is scored by the
   * rules core's `evaluate` (ignored when the core has none). Absent: the bots' default
   * (`DEFAULT_PLAYOUT_DEPTH` in `@skald/bots`). Tune it per game: long enough that the playout sees
   * the consequences of a move, short enough that a search gets many iterations.
   */
  playoutDepth?: number;
}

/** One plain setup option a match is created with: a choice of values, a switch or a bounded integer. */
export type SetupOption =
  | { kind: 'enum'; values: readonly string[]; default: string; label?: string; help?: string }
  | { kind: 'boolean'; default: boolean; label?: string; help?: string }
  | { kind: 'integer'; min: number; max: number; default: number; label?: string; help?: string };

/** The value of a plain setup option. */
export type SetupValue = string | number | boolean;

/** A validator's answer: the value read, or the error that refuses it. */
export type SetupResult<S> = { ok: true; value: S } | { ok: false; error: string };

/**
 * A structured setupData entry. `resolveSetupData` first checks the raw value is plain JSON within size
 * limits, then calls `validate`, which must refuse anything it does not fully understand (the Lobby's
 * `validateSetupData` answers 400 with its error).
 */
export interface StructuredOption<T = unknown> {
  /** a short name for the option */
  label?: string;
  /** one sentence on what the option carries */
  help?: string;
  /** `numPlayers` is known when a match is created (the Lobby, `setupValidator`), not inside `setup`. */
  validate(raw: unknown, numPlayers: number | undefined): SetupResult<T>;
}

/**
 * Validate raw `setupData` (any JSON a client sends) against the descriptor and fill in defaults.
 * `undefined`/`null` mean "all defaults". Unknown keys are an error, so typos are not silently ignored.
 * A structured entry that is absent or null is left out of the result; one that is present must be plain
 * JSON and pass its option's `validate`, whose value replaces it. (The default result type names only
 * the plain option values; a game with structured options passes its own setupData type.)
 */
export function resolveSetupData<S extends Record<string, unknown> = Record<string, SetupValue>>(
  descriptor: Pick<GameDescriptor, 'setupOptions' | 'structuredOptions'>,
  raw: unknown,
  numPlayers?: number,
): SetupResult<S> {
  if (raw === undefined || raw === null) raw = {};
  if (!isPlainObject(raw)) return { ok: false, error: 'setupData must be an object' };
  const structured = descriptor.structuredOptions ?? {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(descriptor.setupOptions, key) && !Object.hasOwn(structured, key))
      return { ok: false, error: `unknown option "${key}"` };
  }
  for (const [key, option] of Object.entries(structured)) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (value === undefined || value === null) continue;
    if (!isJsonValue(value)) return { ok: false, error: `"${key}" must be plain JSON of modest size` };
    const checked = option.validate(value, numPlayers);
    if (!checked.ok) return { ok: false, error: `"${key}": ${checked.error}` };
    out[key] = checked.value;
  }
  for (const [key, option] of Object.entries(descriptor.setupOptions)) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (value === undefined) {
      out[key] = option.default;
      continue;
    }
    switch (option.kind) {
      case 'enum':
        if (typeof value !== 'string' || !option.values.includes(value))
          return { ok: false, error: `"${key}" must be one of ${option.values.join(', ')}` };
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return { ok: false, error: `"${key}" must be true or false` };
        break;
      case 'integer':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < option.min || value > option.max)
          return { ok: false, error: `"${key}" must be an integer from ${option.min} to ${option.max}` };
        break;
    }
    out[key] = value as SetupValue;
  }
  return { ok: true, value: out as S };
}

/**
 * A boardgame.io `validateSetupData` built from the descriptor: checks options and the player count.
 * Returns an error string (which makes the Lobby answer 400) or `undefined`.
 */
export function setupValidator(
  descriptor: GameDescriptor,
): (setupData: unknown, numPlayers: number) => string | undefined {
  return (setupData, numPlayers) => {
    if (
      !Number.isInteger(numPlayers) ||
      numPlayers < descriptor.minPlayers ||
      numPlayers > descriptor.maxPlayers
    )
      return `${descriptor.title} needs ${descriptor.minPlayers}–${descriptor.maxPlayers} players`;
    const result = resolveSetupData(descriptor, setupData, numPlayers);
    return result.ok ? undefined : result.error;
  };
}

/** The descriptor's defaults as a setupData object (structured entries have none: they are left out). */
export function defaultSetupData(
  descriptor: Pick<GameDescriptor, 'setupOptions'>,
): Record<string, SetupValue> {
  return Object.fromEntries(Object.entries(descriptor.setupOptions).map(([k, o]) => [k, o.default]));
}
