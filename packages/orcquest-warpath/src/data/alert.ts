import type { Colour, Provenance } from './types.js';

/** The Alert Gauge: 15 levels in three colours (rulebook line 527); which level is which colour is assumed. */
export interface AlertLevel {
  readonly level: number;
  readonly colour: Colour;
  readonly source: Provenance;
}

export const ALERT_MAX = 15;
export const ALERT_GAUGE: readonly AlertLevel[] = Array.from({ length: ALERT_MAX }, (_, i) => ({
  level: i + 1,
  colour: i < 5 ? 'yellow' : i < 10 ? 'orange' : 'red',
  source: 'assumed' as const,
}));

export const alertColour = (level: number): Colour =>
  ALERT_GAUGE[Math.min(ALERT_MAX, Math.max(1, level)) - 1]?.colour ?? 'red';
