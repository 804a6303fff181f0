import type { RaceId } from '@skald/assault-of-the-giants';

/**
 * Where each region sits on the screen map (north up, the Sword Coast on the left), in a 640 × 475 box.
 * The printed board is not public; this is only a drawing of the package's own placeholder map.
 */
export const REGION_XY: Readonly<Record<string, { x: number; y: number }>> = {
  seaIce: { x: 70, y: 58 },
  icewind: { x: 210, y: 63 },
  spine: { x: 350, y: 73 },
  iceSpires: { x: 500, y: 58 },
  trackless: { x: 55, y: 193 },
  swordCoast: { x: 185, y: 158 },
  silverMarches: { x: 480, y: 163 },
  neverwinter: { x: 215, y: 248 },
  evermoors: { x: 380, y: 218 },
  graypeak: { x: 565, y: 213 },
  mere: { x: 95, y: 308 },
  dessarin: { x: 300, y: 303 },
  highForest: { x: 470, y: 293 },
  fallenLands: { x: 565, y: 338 },
  waterdeep: { x: 85, y: 413 },
  sumber: { x: 285, y: 388 },
  highMoor: { x: 200, y: 443 },
  delimbiyr: { x: 440, y: 413 },
};

export const MAP_W = 640;
export const MAP_H = 475;

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
