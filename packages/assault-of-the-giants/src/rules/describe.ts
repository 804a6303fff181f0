/**
 * Each move in words (`describeMove`, OpenSpiel's ActionToString), for logs, transcripts and the app: one
 * function per move name, which the move table (`move-rules.ts`) attaches to its rule.
 */
import { isRegion, REGION_BY_ID } from '../data/board.js';
import { COMMANDS, commandKind } from '../data/commands.js';
import { EFFECT_BY_ID } from '../data/effects.js';
import { EVENT_BY_ID } from '../data/events.js';
import { SPELL_BY_ID } from '../data/spells.js';
import type { GiantsState } from '../state.js';
import { routeOf } from './commands.js';
import { newContext } from './context.js';
import { WAIVED } from './events.js';
import { tollRecipient, WOUND } from './toll.js';

/** The words for one move of `seat` (null: an unknown player ID); `args` absent where a log redacted them. */
export type Describe = (
  s: GiantsState,
  seat: number | null,
  args: readonly unknown[] | null | undefined,
) => string;

const region = (id: unknown) => REGION_BY_ID[String(id)]?.name ?? String(id);
/** A chosen route's crossings, for a march that names one. */
const via = (v: unknown) =>
  typeof v === 'string'
    ? ` by way of ${v === '' ? 'no other region' : v.split('+').map(region).join(', ')}`
    : '';

/** A command card in words: `the Attack command`, `the second Move command` (the hand's ninth card). */
const commandWords = (id: unknown) => {
  const kind = commandKind(String(id));
  if (!kind) return 'a command';
  return `the ${id === 'move2' ? 'second ' : ''}${COMMANDS[kind].name} command`;
};

/** A Resource card type in words: `food`, `fire rune` (never its id, `rune-fire`). */
const card = (type: unknown) => {
  const t = String(type);
  return t.startsWith('rune-') ? `${t.slice(5)} rune` : t;
};

/** A card list argument (`food+food+rune-fire`) in words: `2 food and a fire rune`. */
function cards(list: unknown): string {
  const counts = new Map<string, number>();
  for (const c of String(list).split('+')) if (c !== '') counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size === 0) return 'nothing';
  return [...counts]
    .map(([type, n]) => `${n === 1 ? 'a' : n} ${card(type)}${n === 1 || type === 'food' ? '' : 's'}`)
    .join(' and ');
}

/**
 * A unit or giantslayer argument in words: `wounded hill regular in High Forest`, `giantslayer in Dessarin
 * Valley`; the id only when nothing on the board has it.
 */
function unitName(s: GiantsState, id: unknown): string {
  const unit = s.units.find((u) => u.id === id);
  if (unit) return `${unit.wounded ? 'wounded ' : ''}${unit.race} ${unit.kind} in ${region(unit.region)}`;
  const g = s.giantslayers.find((x) => x.id === id);
  if (g)
    return `${g.wounded ? 'wounded ' : ''}giantslayer ${g.region === null ? 'off the board' : `in ${region(g.region)}`}`;
  return String(id);
}

/** `a regular`, `an elite`. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Words joined as a list: `a, b and c`. */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * The tolls a march sets out to pay, in words (`…, with tolls to pay for Icewind Dale and Sword Coast
 * North`): the payments themselves follow as `payToll` moves.
 */
function tolls(s: GiantsState, id: unknown, dest: unknown, way: unknown): string {
  const unit = s.units.find((u) => u.id === id);
  const route =
    unit && typeof dest === 'string' && isRegion(dest)
      ? routeOf(s, unit, dest, typeof way === 'string' ? way : undefined, newContext())
      : null;
  if (!route || route.tolls.length === 0) return '';
  return `, with ${route.tolls.length === 1 ? 'a toll' : 'tolls'} to pay for ${listed(route.tolls.map(region))}`;
}

/**
 * A toll payment in words, read off the pending march (`…pays the toll for Icewind Dale with a food to P2
 * (hill)`, `…with a wound to the frost regular`); the payment alone outside the Toll step.
 */
function tollPaid(s: GiantsState, who: string, pay: unknown): string {
  const pending = s.flow.toll;
  const unit = pending ? s.units.find((u) => u.id === pending.unit) : undefined;
  const r = pending?.due[0];
  const where = r === undefined ? 'a toll' : `the toll for ${region(r)}`;
  if (pay === WOUND)
    return `${who} pays ${where} with a wound to the ${unit ? `${unit.race} ${unit.kind}` : 'moving giant'}`;
  if (r === undefined) return `${who} pays ${where} with a ${card(pay)}`;
  const seat = tollRecipient(s, r, newContext());
  const to = seat < 0 ? ' (to the discard)' : ` to P${seat} (${s.players[seat]!.race})`;
  return `${who} pays ${where} with a ${card(pay)}${to}`;
}

/** A move's text from the player's name (`P2 (hill)`) and its arguments (none where redacted). */
const text =
  (say: (s: GiantsState, who: string, args: readonly unknown[]) => string): Describe =>
  (s, seat, args) => {
    const p = seat === null ? undefined : s.players[seat];
    return say(s, p ? `P${seat} (${p.race})` : `P${seat ?? '?'}`, args ?? []);
  };

export const DESCRIBE: Readonly<Record<string, Describe>> = {
  claim: text((_s, who, [a, b]) => {
    const e = EVENT_BY_ID[String(a)];
    const effect = e?.reward.effect ? EFFECT_BY_ID[e.reward.effect] : undefined;
    const keeps = effect ? `, and keeps “${effect.name}” for the rest of the game` : '';
    return `${who} claims the event “${e?.name ?? a}”, ${b === WAIVED ? 'its rune waived' : `spending a ${card(b)}`}${keeps}`;
  }),
  play: text((_s, who, [a]) => `${who} plays ${commandWords(a)}`),
  march: text(
    (s, who, [a, b, way]) =>
      `${who} moves the ${unitName(s, a)} to ${region(b)}${via(way)}${tolls(s, a, b, way)}`,
  ),
  payToll: text((s, who, [a]) => tollPaid(s, who, a)),
  fly: text((_s, who, [a]) => `${who} flies Lyn Armaal to ${region(a)}`),
  recruit: text((_s, who, [a, b]) => `${who} recruits ${withArticle(String(a))} in ${region(b)}`),
  swap: text(
    (_s, who, [a, b]) =>
      `${who} trades a ${card(a)} for ${b === 'deck' ? 'a card from the deck' : `a ${card(b)} from the discard`}`,
  ),
  offer: text((_s, who, [a, b, c]) =>
    c === ''
      ? `${who} offers P${a} ${cards(b)} as a gift`
      : `${who} offers P${a} ${cards(b)} for ${cards(c)}`,
  ),
  accept: text((_s, who) => `${who} accepts the trade`),
  refuse: text((_s, who) => `${who} refuses the trade`),
  force: text((_s, who, [a]) => `${who} forces a trade on P${a}`),
  giveBack: text((_s, who, [a]) => `${who} gives back a ${card(a)}`),
  attack: text((_s, who, [a, b]) => `${who} attacks ${region(b)} from ${region(a)}`),
  reroll: text(
    (_s, who, [a]) =>
      `${who} re-rolls dice ${[0, 1, 2, 3, 4, 5, 6].filter((i) => Number(a) & (1 << i)).join(', ')}`,
  ),
  convert: text((_s, who, [a, b]) => `${who} converts ${a} arcane into hits and ${b} into blocks`),
  cast: text((s, who, [a, b]) => {
    const g = b === undefined ? undefined : s.giantslayers.find((x) => x.id === b);
    const at = g ? ` at the ${unitName(s, b)}` : '';
    return `${who} casts ${SPELL_BY_ID[String(a)]?.name ?? a}${at}`;
  }),
  spend: text((_s, who, [a]) => `${who} discards a ${card(a)} in battle for its effect`),
  soak: text((s, who, [a]) => `${who} takes damage on the ${unitName(s, a)}`),
  slayerRecruit: text((_s, who, [_a, b]) => `${who} recruits a giantslayer into ${region(b)}`),
  slayerMove: text((s, who, [a, b]) => `${who} moves the ${unitName(s, a)} to ${region(b)}`),
  slayerAssault: text(
    (_s, who, [a, b]) => `${who} sends the giantslayers of ${region(a)} against the ${b} giants`,
  ),
  done: text((_s, who) => `${who} ends the command`),
};
