import type { Colour, Provenance } from './types.js';

/** The Alert Gauge: 15 levels in three colours (rulebook line 527); which level is which colour is assumed. */
export interface AlertLevel {
  /** The level on the Gauge, 1 to 15. */
  readonly level: number;
  /** The colour of that level: it sets which Patrols spawn and the Activation floor of alerted groups. */
  readonly colour: Colour;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
}

/** The top level of the Alert Gauge (15); the Alert rising past it loses the Quest. */
export const ALERT_MAX = 15;
/** The Alert Gauge, level 1 first: levels 1-5 yellow, 6-10 orange, 11-15 red (assumed). */
export const ALERT_GAUGE: readonly AlertLevel[] = Array.from({ length: ALERT_MAX }, (_, i) => ({
  level: i + 1,
  colour: i < 5 ? 'yellow' : i < 10 ? 'orange' : 'red',
  source: 'assumed' as const,
}));

/** The Alert colour of a level, clamped to the Gauge (1 to 15). */
export const alertColour = (level: number): Colour =>
  ALERT_GAUGE[Math.min(ALERT_MAX, Math.max(1, level)) - 1]?.colour ?? 'red';
