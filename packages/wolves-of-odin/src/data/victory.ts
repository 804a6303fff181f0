/**
 * The Victory deck (9 cards). The rulebook gives no list: these are the reference's placeholder cards
 * (§2.4), every one `assumed`. Replace the table to drop in the real cards; rules code only calls
 * `glory` and reads `passDraw`.
 */

import type { Provenance } from '@skald/core';
import { DEITY_BY_ID, type DeityId } from './deities.js';

/** What a Victory card may look at when its Glory is counted (at the end of a round). */
export interface GloryContext {
  deities: readonly DeityId[];
  handSize: number;
}

export interface VictoryCard {
  id: string;
  name: string;
  glory: (holder: GloryContext) => number;
  /** Extra cards drawn when the holder passes (base 4). */
  passDraw: number;
  text: string;
  source: Provenance;
}

const count = (ds: readonly DeityId[], colour: 'red' | 'blue') =>
  ds.filter((x) => DEITY_BY_ID[x].colour === colour).length;

const fixed = (id: string, name: string, n: number): VictoryCard => ({
  id,
  name,
  glory: () => n,
  passDraw: 0,
  text: `${n} Glory`,
  source: 'assumed',
});

export const VICTORY_CARDS: readonly VictoryCard[] = [
  fixed('v1', 'Plain victory', 1),
  fixed('v2', 'Plain victory', 1),
  fixed('v3', 'Great victory', 2),
  fixed('v4', 'Great victory', 2),
  {
    id: 'v5',
    name: 'Favour of the Æsir',
    glory: (h) => Math.max(1, count(h.deities, 'blue')),
    passDraw: 0,
    text: '1 Glory per blue Deity you have summoned (at least 1)',
    source: 'assumed',
  },
  {
    id: 'v6',
    name: 'Favour of the Jötnar',
    glory: (h) => Math.max(1, count(h.deities, 'red')),
    passDraw: 0,
    text: '1 Glory per red Deity you have summoned (at least 1)',
    source: 'assumed',
  },
  {
    id: 'v7',
    name: "Skald's song",
    glory: () => 1,
    passDraw: 1,
    text: '1 Glory; you draw 5 instead of 4 when you pass',
    source: 'assumed',
  },
  {
    id: 'v8',
    name: 'Hoard',
    glory: (h) => Math.min(3, Math.floor(h.handSize / 4)),
    passDraw: 0,
    text: '1 Glory per 4 cards in your hand, at most 3',
    source: 'assumed',
  },
  fixed('v9', 'Saga', 3),
];

export const VICTORY_BY_ID: Readonly<Record<string, VictoryCard>> = Object.fromEntries(
  VICTORY_CARDS.map((v) => [v.id, v]),
);
