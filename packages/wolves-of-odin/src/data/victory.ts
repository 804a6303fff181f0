/**
 * The Victory deck (9 cards). The rulebook gives no list: every card here is `assumed` (our own design,
 * after the reference's placeholders §2.4). Replace the table to drop in the real cards; rules code only
 * calls `glory` and reads `passDraw`.
 */

import type { Provenance } from '@skald/core';
import { DEITY_BY_ID, type DeityId } from './deities.js';

/** What a Victory card may look at when its Glory is counted (when the round's winner is determined). */
export interface GloryContext {
  /** Deities the holder has. */
  deities: readonly DeityId[];
  /** Cards in the holder's hand. */
  handSize: number;
  /** Units in the holder's line at that moment (lines are cleared only after the count). */
  lineSize: number;
  /** The holder's line strength at that moment, Deity modifiers included. */
  lineStrength: number;
  /** Units in the holder's sacrifice zone at that moment. */
  sacrifices: number;
}

/** The position property a card's Glory reads; `none` for a fixed value. */
export type GloryReads = 'none' | 'deities' | 'handSize' | 'lineSize' | 'lineStrength' | 'sacrifices';

/** One Victory card: the prize of a round, worth Glory (our placeholder deck, all `assumed`). */
export interface VictoryCard {
  /** Stable id, named by the `victory(cardId)` decision. */
  id: string;
  /** The card's name. */
  name: string;
  /** The Glory this card is worth to its holder, counted when a round's winner is determined. */
  glory: (holder: GloryContext) => number;
  /** Which position property `glory` reads. */
  reads: GloryReads;
  /** Extra cards drawn when the holder passes (base 4). */
  passDraw: number;
  /** The card in our words (no final full stop). */
  text: string;
  /** Where the card comes from (all `assumed`). */
  source: Provenance;
}

const count = (ds: readonly DeityId[], colour: 'red' | 'blue') =>
  ds.filter((x) => DEITY_BY_ID[x].colour === colour).length;

const card = (
  id: string,
  name: string,
  reads: GloryReads,
  glory: (h: GloryContext) => number,
  text: string,
  passDraw = 0,
): VictoryCard => ({ id, name, glory, reads, passDraw, text, source: 'assumed' });

/**
 * Our own placeholder deck: the rulebook says "most" Victory cards vary with the position (l.65, l.237), so
 * six of the nine read a property of the holder's position when the round's winner is determined.
 */
export const VICTORY_CARDS: readonly VictoryCard[] = [
  card('v1', 'Plain victory', 'none', () => 1, '1 Glory'),
  card(
    'v2',
    'Shield ring',
    'lineSize',
    (h) => (h.lineSize >= 4 ? 2 : 1),
    '1 Glory; 2 if your line holds 4 or more units',
  ),
  card('v3', 'Great victory', 'none', () => 2, '2 Glory'),
  card(
    'v4',
    'Mighty host',
    'lineStrength',
    (h) => (h.lineStrength >= 20 ? 3 : 1),
    '1 Glory; 3 if your line strength is 20 or more',
  ),
  card(
    'v5',
    'Favour of the Æsir',
    'deities',
    (h) => Math.max(1, count(h.deities, 'blue')),
    '1 Glory per blue Deity you have summoned (at least 1)',
  ),
  card(
    'v6',
    'Favour of the Jötnar',
    'deities',
    (h) => Math.max(1, count(h.deities, 'red')),
    '1 Glory per red Deity you have summoned (at least 1)',
  ),
  card('v7', "Skald's song", 'none', () => 1, '1 Glory; you draw 5 instead of 4 when you pass', 1),
  card(
    'v8',
    'Hoard',
    'handSize',
    (h) => Math.min(3, Math.floor(h.handSize / 4)),
    '1 Glory per 4 cards in your hand, at most 3',
  ),
  card(
    'v9',
    'Blood offering',
    'sacrifices',
    (h) => Math.min(3, 1 + Math.floor(h.sacrifices / 2)),
    '1 Glory, +1 per 2 units in your sacrifice zone, at most 3',
  ),
];

/** Victory card id → its {@link VictoryCard}. */
export const VICTORY_BY_ID: Readonly<Record<string, VictoryCard>> = Object.fromEntries(
  VICTORY_CARDS.map((v) => [v.id, v]),
);
