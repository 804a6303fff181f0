import type { StuffCard } from '../../data/stuff.js';
import type { AttackType, DieColour } from '../../data/types.js';
import type { HeroState, Item } from '../../state.js';
import { equippedRelics, equippedStuff } from '../characters/gear.js';
import type { SearchContext } from '../context.js';
import { heroSheet } from '../world.js';

/** One way a Hero can attack: an attack type and range, with the dice of every equipped weapon that has it. */
export interface AttackOption {
  type: AttackType;
  range: readonly [number, number] | null;
  dice: DieColour[];
  precision: number;
  pushed: number;
  /**
   * Item references (rules/characters/gear.ts) of the weapons rolling together: their Enchants add green
   * dice.
   */
  sources: number[];
  /** Atrocity X and Skewer from the weapons' keywords; Burn X from a Dual bonus. */
  atrocity: number;
  skewer: boolean;
  burn: number;
}

/**
 * The Hero's attack options (lines 348-351): each distinct (type, range) line of their equipped Stuff whose
 * type the Hero knows; two weapons with the same line roll together (line 349). Class bonuses (dice, Range,
 * Precision, keywords) count for that Class only; a Dual bonus once for two cards of one name, the better
 * Kraft Level's (line 834); an equipped Relic adds its dice (assumed Relic effects).
 */
export function attackOptions(cx: SearchContext, h: HeroState): AttackOption[] {
  // The options depend only on the Hero and the cards in their Hands and Artifact slot (read-only results),
  // remembered in the context by those, and the last Hero's (a legal-move list asks for them again and again).
  const last = cx.lastOptions;
  if (last && sameOptionsInput(last, h)) return last.options;
  const key = optionsKey(h);
  let cached = cx.options.get(key);
  if (!cached) {
    cached = computeOptions(h);
    if (cx.options.size < 10_000) cx.options.set(key, cached);
  }
  const hands = h.gear.hands;
  const art = h.gear.artifact;
  cx.lastOptions = {
    hero: h.hero,
    count: hands.length,
    hand0: handKey(hands[0]),
    hand1: handKey(hands[1]),
    artifact: art?.card ?? '',
    artifactRekup: !!art?.rekup,
    options: cached,
  };
  return cached;
}

/** What `optionsKey` reads of a Hand card: its id, or '-' once Rekup'd. */
const handKey = (item: Item | undefined): string => (item === undefined ? '' : item.rekup ? '-' : item.card);

/** A Hero's options and what they were read from. */
export interface OptionsInput {
  hero: HeroState['hero'];
  count: number;
  hand0: string;
  hand1: string;
  artifact: string;
  artifactRekup: boolean;
  options: AttackOption[];
}

function sameOptionsInput(l: OptionsInput, h: HeroState): boolean {
  const hands = h.gear.hands;
  const art = h.gear.artifact;
  return (
    l.hero === h.hero &&
    l.count === hands.length &&
    hands.length <= 2 &&
    l.hand0 === handKey(hands[0]) &&
    l.hand1 === handKey(hands[1]) &&
    l.artifact === (art?.card ?? '') &&
    l.artifactRekup === !!art?.rekup
  );
}

/** What the options depend on, as one string (written out: this runs for every list of legal moves). */
function optionsKey(h: HeroState): string {
  let key = `${h.hero}|`;
  const hands = h.gear.hands;
  for (let i = 0; i < hands.length; i++) {
    const item = hands[i] as Item;
    key += i === 0 ? '' : ',';
    key += item.rekup ? '-' : item.card;
  }
  const art = h.gear.artifact;
  return `${key}|${art?.card ?? ''}${art?.rekup ? '-' : ''}`;
}

function computeOptions(h: HeroState): AttackOption[] {
  const sheet = heroSheet(h);
  const out: AttackOption[] = [];
  const cardsOf = new Map<AttackOption, StuffCard[]>();
  for (const { ref, card } of equippedStuff(h)) {
    const kw =
      card.keywords && (!card.keywords.heroClass || card.keywords.heroClass === sheet.heroClass)
        ? card.keywords
        : undefined;
    for (const line of card.attacks) {
      if (!sheet.attackTypes.includes(line.type)) continue;
      const dice = [
        ...line.dice,
        ...(line.classBonus?.heroClass === sheet.heroClass ? line.classBonus.dice : []),
      ];
      const prec = line.precision?.heroClass === sheet.heroClass ? line.precision.x : 0;
      const bonus = line.range && line.rangeBonus?.heroClass === sheet.heroClass ? line.rangeBonus.x : 0;
      const r: readonly [number, number] | null = line.range ? [line.range[0], line.range[1] + bonus] : null;
      const same = out.find(
        (o) =>
          o.type === line.type &&
          o.range?.[0] === r?.[0] &&
          o.range?.[1] === r?.[1] &&
          o.pushed === (line.pushed ?? 0),
      );
      if (same) {
        same.dice.push(...dice);
        same.precision = Math.max(same.precision, prec);
        if (!same.sources.includes(ref)) same.sources.push(ref);
        same.atrocity = Math.max(same.atrocity, kw?.atrocity ?? 0);
        same.skewer ||= !!kw?.skewer;
        cardsOf.get(same)?.push(card);
      } else {
        const o: AttackOption = {
          type: line.type,
          range: r,
          dice,
          precision: prec,
          pushed: line.pushed ?? 0,
          sources: [ref],
          atrocity: kw?.atrocity ?? 0,
          skewer: !!kw?.skewer,
          burn: 0,
        };
        out.push(o);
        cardsOf.set(o, [card]);
      }
    }
  }
  for (const o of out) {
    const cards = cardsOf.get(o) ?? [];
    const pair = cards.filter((c) => c.dual && cards.filter((d) => d.name === c.name).length >= 2);
    const best = pair.sort((a, b) => b.level - a.level)[0];
    if (best?.dual) {
      o.dice.push(...(best.dual.dice ?? []));
      o.burn = best.dual.burn ?? 0;
    }
    if (o.dice.length === 0) continue;
    for (const relic of equippedRelics(h))
      if (relic.bonus.attack && (!relic.bonus.attack.type || relic.bonus.attack.type === o.type))
        o.dice.push(...relic.bonus.attack.dice);
  }
  return out.filter((o) => o.dice.length > 0 || o.pushed > 0);
}
