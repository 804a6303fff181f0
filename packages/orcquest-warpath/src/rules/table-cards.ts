import { isInt } from '@skald/core';
import { enchantById } from '../data/enchants.js';
import { cardText } from '../data/loot.js';
import type { OrcQuestState } from '../state.js';
import { INVENTORY, itemAt } from './characters/gear.js';
import { canEnchant, canKraft, enchant, kraft } from './heroes/kraft.js';
import {
  canDiscard,
  canDrink,
  canEquip,
  canRekup,
  canThrow,
  canUnequip,
  discard,
  drink,
  equip,
  rekup,
  throwLoot,
  unequip,
} from './heroes/loot.js';
import { canGive, give } from './phases/camp.js';
import type { Args, OrcMove } from './table-kit.js';
import { heroWords } from './words.js';

/*
 * The card moves (rules/characters/gear.ts references: 0-1 Hands, 2 Body, 3 Artifact, 4+i Inventory):
 * organising a Hero's cards (rules/heroes/loot.ts), Kraft and Enchants (rules/heroes/kraft.ts), throwing and
 * giving cards to another Hero.
 */

/** The name of the card at an item reference (rules/characters/gear.ts) of a seat's Hero. */
function cardName(G: OrcQuestState, seat: number | null, ref: unknown): string {
  const h = seat === null ? undefined : G.heroes[seat];
  const item = h && itemAt(h, ref as number);
  return item ? `${cardText(item.card).name}${item.rekup ? ' (Resources)' : ''}` : `card ${ref}`;
}

/** A move on one card reference: `legal` checks the reference's range, then `can`. */
const onRef = (
  lowest: number,
  highest: number,
  can: (G: OrcQuestState, seat: number, ref: number) => boolean,
  verb: string,
) => ({
  legal: (_cx: unknown, G: OrcQuestState, seat: number, args: Args) =>
    args.length === 1 && isInt(args[0], lowest, highest) && can(G, seat, args[0]),
  describe: (G: OrcQuestState, seat: number | null, who: string, args: Args) =>
    `${who} ${verb} ${cardName(G, seat, args[0])}`,
});

export const CARD_MOVES = {
  equip: {
    ...onRef(INVENTORY, 99, canEquip, 'equips'),
    play: (cx, n, seat, args) => equip(cx, n, seat, args[0] as number),
  },
  unequip: {
    ...onRef(0, INVENTORY - 1, canUnequip, 'puts away'),
    play: (cx, n, seat, args) => unequip(cx, n, seat, args[0] as number),
  },
  rekup: {
    ...onRef(0, 99, canRekup, 'does a Rekup of'),
    play: (cx, n, seat, args) => rekup(cx, n, seat, args[0] as number),
  },
  discard: {
    ...onRef(0, 99, canDiscard, 'discards'),
    play: (cx, n, seat, args) => discard(cx, n, seat, args[0] as number),
  },
  kraft: {
    ...onRef(0, 99, canKraft, 'krafts'),
    play: (cx, n, seat, args) => kraft(cx, n, seat, args[0] as number),
  },
  enchant: {
    legal: (_cx, G, seat, args) =>
      args.length === 2 &&
      typeof args[0] === 'string' &&
      isInt(args[1], 0, 99) &&
      canEnchant(G, seat, args[0], args[1]),
    play: (cx, n, seat, args) => enchant(cx, n, seat, args[0] as string, args[1] as number),
    describe: (G, seat, who, [a, b]) =>
      `${who} puts the Enchant ${enchantById(a as string)?.name ?? a} on ${cardName(G, seat, b)}`,
  },
  throwLoot: {
    legal: (cx, G, seat, args) =>
      args.length === 2 &&
      isInt(args[0], 0, 99) &&
      isInt(args[1], 0, 3) &&
      canThrow(cx, G, seat, args[0], args[1]),
    play: (cx, n, seat, args, rng) => throwLoot(cx, n, seat, args[0] as number, args[1] as number, rng),
    describe: (G, seat, who, [a, b]) => `${who} throws ${cardName(G, seat, a)} to ${heroWords(G, b)}`,
  },
  potion: {
    ...onRef(INVENTORY, 99, canDrink, 'drinks'),
    play: (cx, n, seat, args) => drink(cx, n, seat, args[0] as number),
  },
  give: {
    legal: (_cx, G, seat, args) =>
      args.length === 2 &&
      isInt(args[0], 0, 99) &&
      isInt(args[1], 0, 3) &&
      canGive(G, seat, args[0], args[1]),
    play: (cx, n, seat, args) => give(cx, n, seat, args[0] as number, args[1] as number),
    describe: (G, seat, who, [a, b]) => `${who} gives ${cardName(G, seat, a)} to ${heroWords(G, b)}`,
  },
} satisfies Record<string, OrcMove>;
