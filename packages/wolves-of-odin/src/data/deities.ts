/** The Deity deck (17 cards) by Valknut colour (rulebook, reference §2.3). */
import type { Provenance } from '@skald/core';

/** A Deity's Valknut colour: red and blue conflict (keep one, R23); black (Yggdrasil) lets a player hold both. */
export type Colour = 'red' | 'blue' | 'black';

/** One of the 17 Deities. */
export type DeityId =
  | 'odin'
  | 'thor'
  | 'freyja'
  | 'heimdall'
  | 'tyr'
  | 'baldr'
  | 'vidar'
  | 'valkyrie'
  | 'loki'
  | 'hel'
  | 'fenrir'
  | 'fafnir'
  | 'surt'
  | 'nagelfar'
  | 'jormungandr'
  | 'nidhogg'
  | 'yggdrasil';

/** One Deity card. */
export interface Deity {
  /** Which Deity this is. */
  id: DeityId;
  /** English name. */
  name: string;
  /** Name in the Russian original. */
  ru: string;
  /** Valknut colour (sets the summon cost and colour conflicts). */
  colour: Colour;
  /** Once per round (the card is turned sideways when used). */
  oncePerRound: boolean;
  /** Where the entry comes from (all `rulebook`). */
  source: Provenance;
}

const d = (id: DeityId, name: string, ru: string, colour: Colour, oncePerRound = false): Deity => ({
  id,
  name,
  ru,
  colour,
  oncePerRound,
  source: 'rulebook',
});

/** The Deity deck: every Deity once, 8 blue, 8 red, 1 black. */
export const DEITIES: readonly Deity[] = [
  d('odin', 'Odin', 'Один', 'blue', true),
  d('thor', 'Thor', 'Тор', 'blue'),
  d('freyja', 'Freyja', 'Фрея', 'blue'),
  d('heimdall', 'Heimdall', 'Хеймдалль', 'blue', true),
  d('tyr', 'Tyr', 'Тюр', 'blue', true),
  d('baldr', 'Baldr', 'Бальдр', 'blue'),
  d('vidar', 'Vidar', 'Видар', 'blue'),
  d('valkyrie', 'Valkyrie', 'Валькирия', 'blue'),
  d('loki', 'Loki', 'Локи', 'red'),
  d('hel', 'Hel', 'Хель', 'red', true),
  d('fenrir', 'Fenrir', 'Фенрир', 'red'),
  d('fafnir', 'Fafnir', 'Фафнир', 'red'),
  d('surt', 'Surt', 'Сурт', 'red'),
  d('nagelfar', 'Nagelfar', 'Нагльфар', 'red'),
  d('jormungandr', 'Jörmungandr', 'Ёрмунганд', 'red'),
  d('nidhogg', 'Nidhogg', 'Нидхёгг', 'red'),
  d('yggdrasil', 'Yggdrasil', 'Иггдрасиль', 'black'),
];

/** Deity id → its {@link Deity} card. */
export const DEITY_BY_ID: Readonly<Record<DeityId, Deity>> = Object.fromEntries(
  DEITIES.map((x) => [x.id, x]),
) as Record<DeityId, Deity>;

/** Whether `v` names a Deity (own keys only). */
export function isDeityId(v: unknown): v is DeityId {
  return typeof v === 'string' && Object.hasOwn(DEITY_BY_ID, v);
}

/** The Ragnarök card; one sits among the last three Deity cards, one at the bottom of the Victory deck. */
export const RAGNAROK = 'ragnarok';
