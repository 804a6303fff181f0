import { FORSAKEN_POWERS } from '../data/campaign.js';
import { CONSUMABLES, HONEY_BY_ID } from '../data/consumables.js';
import { CREATURES } from '../data/creatures.js';
import { EQUIPMENT_BY_ID } from '../data/equipment.js';
import { FOOD_BY_ID } from '../data/food.js';
import { FORSAKEN } from '../data/forsaken.js';
import { FURNITURE, type FurnitureId } from '../data/furniture.js';
import { HALDOR_BY_ID, HALDOR_RESOURCE_PRICE } from '../data/haldor.js';
import type { Resource } from '../data/resources.js';
import { SCENARIOS } from '../data/scenario.js';
import { ODIN_BY_ID, UPGRADES_BY_ID } from '../data/skills.js';
import type { ValheimState } from '../state.js';
import type { MoveName } from './apply.js';
import { iconsAt } from './map.js';
import { consumableWords } from './util.js';

/** A move's arguments as a log shows them (null or undefined: not shown). */
type Args = readonly unknown[] | null | undefined;
/** One readable line for a move: `who` is "P<seat>", `seat` the mover's seat (null for an unknown player). */
type Describe = (who: string, a: Args, G: ValheimState, seat: number | null) => string;

const quote = (a: Args, i: number) => String(a?.[i] ?? '');
/** An equipment card's name; a honeycomb or a consumable by its kind (an item id never reads). */
const cardName = (a: Args) => {
  const id = quote(a, 0);
  if (HONEY_BY_ID[id]) return 'a honeycomb';
  return EQUIPMENT_BY_ID[id]?.name ?? CONSUMABLES[id as 'healthMead']?.name.toLowerCase() ?? 'a card';
};
const forsakenName = (G: ValheimState) => FORSAKEN[SCENARIOS[G.scenario].forsaken].name;
const weaponName = (a: Args) => (a?.[0] === 'unarmed' ? 'bare hands' : cardName(a));
const objectiveName = (G: ValheimState) => {
  const o = SCENARIOS[G.scenario].objective;
  return o.kind === 'tokens' ? (o.token === 'witheredBone' ? 'withered bone' : 'dragon egg') : 'token';
};
const creatureName = (G: ValheimState, id: unknown) => {
  const c = G.creatures.find((x) => x.id === id);
  return c ? CREATURES[c.kind].name : 'creature';
};

/** Odin's skill in that slot (used now or kept) called for a seat, with the dice it rerolls if any. */
const odinCall =
  (slot: 'odin' | 'odinKept'): Describe =>
  (who, a, G, seat) => {
    const skill = ODIN_BY_ID[(seat === null ? undefined : G.players[seat])?.[slot] ?? ''];
    const dice = a?.[1] === null || a?.[1] === undefined ? '' : ` (${quote(a, 1)})`;
    return `${who} calls on ${skill?.name ?? 'Odin'} for P${quote(a, 0)}${dice}`;
  };

/** Dice numbers (from 1) of a reroll mask. */
const diceOf = (mask: unknown) =>
  Number(mask)
    .toString(2)
    .split('')
    .reverse()
    .flatMap((bit, i) => (bit === '1' ? [i + 1] : []))
    .join(', ');

/** The text of every move (`MoveRule.describe`, `describeMove`): logs, goldens and the app read it. */
export const DESCRIBE: Readonly<Record<MoveName, Describe>> = {
  move: (who, a) => `${who} moves to ${quote(a, 0)}`,
  step: (who, a) => `${who} steps on to ${quote(a, 0)}`,
  collect: (who) => `${who} rolls the collect die`,
  stag: (who, a, G) =>
    a?.[0] === 'flip'
      ? `${who} flips the ${objectiveName(G)} to face its guard`
      : `${who} tries for a stag (paying ${a?.[0] === 'stamina' ? '2 stamina' : 'an action'})`,
  craft: (who, a) => `${who} crafts ${cardName(a)}`,
  build: (who, a) => `${who} builds the ${FURNITURE[quote(a, 0) as FurnitureId]?.name ?? quote(a, 0)}`,
  cook: (who) => `${who} cooks`,
  eat: (who, a, G) => {
    const food = FOOD_BY_ID[G.prepared[Number(a?.[0])] ?? ''];
    return `${who} eats ${a?.[1] === 'bottom' ? food?.bottomName : food?.name}`;
  },
  brew: (who, a) => `${who} makes ${consumableWords(quote(a, 0))}`,
  fabricate: (who, a) => `${who} makes ${consumableWords(quote(a, 0))}`,
  ignite: (who, a) => `${who} sets fire to ${cardName(a)}`,
  dismantle: (who, a) => `${who} dismantles ${cardName(a)} for ${quote(a, 1)}`,
  mead: (who, a) => `${who} gives ${consumableWords(quote(a, 0))} to P${quote(a, 1)}`,
  loot: (who) => `${who} loots the chest`,
  pickUp: (who, a) => `${who} picks up P${quote(a, 0)}'s tombstone`,
  summon: (who, _a, G) => `${who} summons ${forsakenName(G)}`,
  pass: (who) => `${who} ends the turn`,
  fight: (who, a, G) => `${who} attacks the ${creatureName(G, a?.[1])} with ${weaponName(a)}`,
  bomb: (who, a) => `${who} throws ${consumableWords(quote(a, 0))}`,
  reroll: (who, a) => `${who} spends a reroll token on dice ${diceOf(a?.[0])}`,
  chooseSkill: (who, a) => {
    const id = quote(a, 0);
    const upgrade = UPGRADES_BY_ID[id];
    return upgrade
      ? `${who} keeps the ${upgrade.type} skill ${upgrade.name}`
      : `${who} keeps the power of Odin skill ${ODIN_BY_ID[id]?.name ?? id}`;
  },
  odin: odinCall('odin'),
  odinKept: odinCall('odinKept'),
  give: (who, a) =>
    a?.[1] === 'house'
      ? `${who} drops ${cardName(a)} at the house`
      : `${who} gives ${cardName(a)} to P${quote(a, 1)}`,
  take: (who, a) =>
    `${who} takes ${cardName(a)} from ${a?.[1] === 'house' ? 'the house' : `P${quote(a, 1)}`}`,
  bees: (who) => `${who} checks on the bees`,
  honey: (who, a) => `${who} eats a honeycomb (${HONEY_BY_ID[quote(a, 0)]?.text ?? ''})`,
  ambush: (who, a) => `${who} ambushes a creature with ${cardName(a)}`,
  assist: (who) => `${who} joins the fight to assist (1 stamina, and any hazards on the way)`,
  decline: (who) => `${who} stays out of the fight this round`,
  keep: (who) => `${who} keeps the roll`,
  place: (who, a) => `${who} takes position at ${quote(a, 0)}`,
  arenaMove: (who, a) => `${who} moves to ${quote(a, 0)}`,
  arenaFight: (who, a, G) => `${who} fights ${forsakenName(G)} with ${weaponName(a)}`,
  arenaVines: (who, a) => `${who} attacks The Elder's vines with ${weaponName(a)}`,
  arenaBomb: (who, a, G) => `${who} throws ${consumableWords(quote(a, 0))} at ${forsakenName(G)}`,
  power: (who, _a, G) => `${who} calls on ${G.power ? FORSAKEN_POWERS[G.power.id].name : 'a Forsaken power'}`,
  arenaMead: (who, a) => `${who} gives a health mead to P${quote(a, 0)}`,
  trade: (who, _a, G, seat) => {
    const space = (seat === null ? undefined : G.players[seat])?.space ?? '';
    return `${who} trades with Haldor${iconsAt(G, space).haldor ? '' : ' (a house call, 1 coin)'}`;
  },
  buy: (who, a) => {
    const card = HALDOR_BY_ID[quote(a, 0)];
    return card
      ? `${who} buys ${card.name} from Haldor (${card.price} coins)`
      : `${who} buys 1 ${quote(a, 0)} from Haldor (${HALDOR_RESOURCE_PRICE[quote(a, 0) as Resource] ?? '?'} coins)`;
  },
  endTrade: (who) => `${who} is done trading`,
  ship: (who, a) =>
    `${who} builds a ship (1 hide, 2 wood)${a?.[0] === null || a?.[0] === undefined ? '' : `, moving the one at ${quote(a, 0)}`}`,
  sail: (who, a) => `${who} sails to ${quote(a, 0)}`,
  join: (who) => `${who} joins the voyage (1 stamina)`,
  stay: (who) => `${who} stays ashore`,
  odinPass: (who) => `${who} lets the moment pass`,
  steer: (who, a, G) => `${who} leads the ${creatureName(G, G.steering?.creature)} to ${quote(a, 0)}`,
};
