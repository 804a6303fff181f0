import type { RaceId } from '@skald/assault-of-the-giants';

/**
 * How the map is drawn in one box: where each region sits (north up, the Sword Coast on the left), the
 * region disc's radius, the label and giant sizes. The printed board is not public; these are only
 * drawings of the package's own placeholder map. Sizes are in box units: the box is scaled to the width
 * on screen, so each layout is made for one range of widths and keeps its labels ≥ 11 px there.
 */
export interface MapLayout {
  readonly name: 'wide' | 'narrow';
  readonly width: number;
  readonly height: number;
  readonly at: Readonly<Record<string, { x: number; y: number }>>;
  /** Region disc radius. */
  readonly r: number;
  /** Region label font size and line height. */
  readonly label: number;
  /** A giant token's radius and its letter's font size. */
  readonly token: number;
  readonly letter: number;
}

/** The landscape drawing, for a map of about 480 px and more (a desktop's left column: 540–620 px). */
const WIDE_AT: Record<string, { x: number; y: number }> = {
  seaIce: { x: 74, y: 72 },
  icewind: { x: 216, y: 76 },
  spine: { x: 357, y: 85 },
  iceSpires: { x: 509, y: 72 },
  trackless: { x: 59, y: 195 },
  swordCoast: { x: 190, y: 163 },
  silverMarches: { x: 488, y: 167 },
  neverwinter: { x: 221, y: 244 },
  evermoors: { x: 387, y: 217 },
  graypeak: { x: 574, y: 212 },
  mere: { x: 99, y: 299 },
  dessarin: { x: 306, y: 295 },
  highForest: { x: 478, y: 285 },
  fallenLands: { x: 574, y: 326 },
  waterdeep: { x: 89, y: 394 },
  sumber: { x: 291, y: 371 },
  highMoor: { x: 205, y: 421 },
  delimbiyr: { x: 448, y: 394 },
};

/**
 * The portrait drawing, for a phone (a map of about 340–480 px): four lanes, every border drawn between
 * two discs without crossing a third.
 */
const NARROW_AT: Record<string, { x: number; y: number }> = {
  seaIce: { x: 55, y: 80 },
  icewind: { x: 160, y: 90 },
  spine: { x: 255, y: 90 },
  iceSpires: { x: 345, y: 80 },
  swordCoast: { x: 130, y: 215 },
  trackless: { x: 45, y: 300 },
  silverMarches: { x: 300, y: 205 },
  evermoors: { x: 250, y: 320 },
  graypeak: { x: 358, y: 320 },
  neverwinter: { x: 145, y: 340 },
  mere: { x: 95, y: 430 },
  dessarin: { x: 190, y: 455 },
  highForest: { x: 310, y: 450 },
  fallenLands: { x: 362, y: 575 },
  waterdeep: { x: 50, y: 580 },
  sumber: { x: 190, y: 580 },
  delimbiyr: { x: 280, y: 645 },
  highMoor: { x: 130, y: 680 },
};

export const WIDE: MapLayout = {
  name: 'wide',
  width: 640,
  height: 459,
  at: WIDE_AT,
  r: 33,
  label: 15,
  token: 11,
  letter: 12,
};

export const NARROW: MapLayout = {
  name: 'narrow',
  width: 400,
  height: 720,
  at: NARROW_AT,
  r: 32,
  label: 13,
  token: 10,
  letter: 11,
};

/** The map width below which the portrait drawing is used (px). */
export const NARROW_BELOW = 480;

/** A region name in at most two lines, split at the space nearest its middle (long names only). */
export function nameLines(name: string): string[] {
  if (name.length <= 10) return [name];
  let best = -1;
  for (let i = 0; i < name.length; i++)
    if (name[i] === ' ' && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)))
      best = i;
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

/** Each race's colour on the map and the panels. */
export const RACE_COLOUR: Readonly<Record<RaceId, string>> = {
  storm: '#2b4f7a',
  cloud: '#7d93a8',
  fire: '#b8321f',
  frost: '#3c9bc4',
  stone: '#6b6b6b',
  hill: '#8d6e3f',
};

export const KIND_LETTER: Readonly<Record<string, string>> = {
  regular: 'R',
  elite: 'E',
  champion: 'C',
  leader: 'L',
};
