import type { AiMove } from '@skald/core';
import {
  attackOptions,
  ENEMIES,
  type HeroState,
  type OrcQuestView,
  type SkillEffect,
  shopCard,
  skillById,
  specialCardOf,
  squareName,
} from '@skald/orcquest-warpath';
import { DIR_ARROWS, DIR_NAMES } from './geometry.js';

/** An effect's price: Action points, and Badass points when it takes any. */
const cost = (e: SkillEffect | null | undefined) =>
  e ? `${e.ap} AP${e.badass > 0 ? ` + ${e.badass} Badass` : ''}` : '';

/** One of the Hero's attack options in words: type, reach and dice. */
function optionWords(h: HeroState, option: unknown): string {
  const o = attackOptions(h)[Number(option)];
  if (!o) return `option ${String(option)}`;
  const reach = o.range ? `range ${o.range[0]}–${o.range[1]}` : 'adjacent';
  return `${o.type}, ${reach}, ${o.dice.join(' + ')} ${o.dice.length === 1 ? 'die' : 'dice'}`;
}

const effectWord = (e: unknown) => (e === 'enhanced' ? 'enhanced' : e === 'combo' ? 'Combo, main' : 'main');
/** The price of the effect chosen: a Combo is free (rulebook line 409). */
const priceOf = (choice: unknown, e: SkillEffect | null | undefined) =>
  choice === 'combo' ? 'free' : cost(e);

/**
 * The board's button words for a move of the seat's Hero: which card and effect, what it costs, which
 * attack on which Enemy; the package's `describeMove` wording (also the log's) for the rest.
 */
export function moveLabel(G: OrcQuestView, seat: number, m: AiMove, fallback: string): string {
  const h = G.heroes[seat];
  const a = m.args ?? [];
  if (!h) return fallback;
  const enemy = (id: unknown) => {
    const e = G.enemies.find((x) => x.id === id);
    return e ? `${ENEMIES[e.type].name} #${e.id} on ${squareName(e.pos)}` : 'an Enemy';
  };
  const card = (id: string | undefined) => (id === undefined ? undefined : skillById(id));
  switch (m.move) {
    case 'move': {
      const c = card(`${h.hero}-move`);
      const e = a[0] === 'enhanced' ? c?.enhanced : c?.main;
      return `Movement (${effectWord(a[0])}): ${e?.move ?? '?'} Movement points for ${cost(e)}`;
    }
    case 'attack': {
      const c = card(`${h.hero}-combat`);
      const e = a[0] === 'enhanced' ? c?.enhanced : c?.main;
      return `Combat (${effectWord(a[0])}, ${priceOf(a[0], e)}): attack ${enemy(a[2])} — ${optionWords(h, a[1])}`;
    }
    case 'special': {
      const c = card(specialCardOf(h.hero));
      const e = a[0] === 'enhanced' ? c?.enhanced : c?.main;
      return `${c?.name ?? 'Skill card'} (${effectWord(a[0])}) for ${priceOf(a[0], e)}`;
    }
    case 'boost': {
      const c = card(a[0] as string);
      const e = a[1] === 'enhanced' ? c?.enhanced : c?.main;
      return `Boost ${c?.name ?? ''} (${effectWord(a[1])}) for ${cost(e)}`;
    }
    case 'skill': {
      const c = shopCard(String(a[0]));
      const e = a[1] === 'enhanced' ? c?.enhanced : c?.main;
      return `${c?.name ?? 'Skill card'} (${effectWord(a[1])}, ${priceOf(a[1], e)}): attack ${enemy(a[3])} — ${optionWords(h, a[2])}`;
    }
    case 'strike':
      return `Attack ${enemy(a[1])} — ${optionWords(h, a[0])}`;
    case 'step':
      return `${DIR_ARROWS[a[0] as number] ?? ''} Step ${DIR_NAMES[a[0] as number] ?? a[0]}`;
    case 'stop':
      return `Stop, facing ${DIR_NAMES[a[0] as number] ?? a[0]}`;
    default:
      return fallback;
  }
}
