import { type AiMove, type Gameover, type Rng, type RulesCore, seatOf, shuffle } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { FORSAKEN_POWERS } from './data/campaign.js';
import { CONSUMABLES, HONEY_BY_ID } from './data/consumables.js';
import { CREATURES } from './data/creatures.js';
import { EQUIPMENT_BY_ID } from './data/equipment.js';
import { EVENTS_BY_ID } from './data/events.js';
import { FOOD_BY_ID } from './data/food.js';
import { FORSAKEN } from './data/forsaken.js';
import { FURNITURE, type FurnitureId } from './data/furniture.js';
import { HALDOR_BY_ID, HALDOR_RESOURCE_PRICE } from './data/haldor.js';
import type { Resource } from './data/resources.js';
import { CHESTS_BY_ID, SCENARIOS } from './data/scenario.js';
import { ODIN_BY_ID, UPGRADES_BY_ID } from './data/skills.js';
import { evaluate } from './evaluate.js';
import { playoutMove } from './playout.js';
import { actor, applyLegal, applyMove, legalMoves, type MoveName } from './rules/apply.js';
import { newContext, type SearchContext } from './rules/context.js';
import { iconsAt } from './rules/map.js';
import { thawState } from './rules/thaw.js';
import { QUIET_LOG } from './rules/util.js';
import type { ValheimState } from './state.js';

const SEAT_IDS = ['0', '1', '2', '3'] as const;
/** `activePlayers` answers: one frozen list per seat and one for nobody (callers only read them). */
const ACTING = SEAT_IDS.map((id) => Object.freeze([id]) as unknown as string[]);
const NOBODY = Object.freeze([]) as unknown as string[];
/** The seat a player id names in this state, or null (core's `seatOf`). */
const seatIn = (s: ValheimState, playerID: string): number | null => seatOf(playerID, s.numPlayers);

/** `ai.enumerate`: exactly the rules' legal moves for that seat. */
export function enumerate(G: ValheimState, _ctx: Ctx, playerID: string): AiMove[] {
  const seat = seatIn(G, playerID);
  return seat === null || G.result ? [] : legalMoves(G, seat);
}

/**
 * Re-deal what nobody can see: which face-down tile lies in which unrevealed slot, which chest token lies
 * where, and the orders of the food, event (within each phase: the backs show it) and arena decks.
 */
export function determinize(G: ValheimState, _playerID: string, rng: Rng): ValheimState {
  const s = JSON.parse(JSON.stringify(G)) as ValheimState;
  // An island's tile is named by the scenario: only the ring's face-down tiles are unknown.
  const islands = SCENARIOS[s.scenario].islands.map((i) => i.slot);
  const hiddenSlots = Object.keys(s.tiles).filter(
    (slot) => !s.revealed.includes(slot) && !islands.includes(slot),
  );
  const tiles = shuffle(
    rng,
    hiddenSlots.map((slot) => s.tiles[slot] as string),
  );
  hiddenSlots.forEach((slot, i) => {
    s.tiles[slot] = tiles[i] as string;
  });
  // Chest tokens are re-dealt within their kind (common or rare backs show).
  s.chestPool = [];
  for (const kind of ['common', 'rare'] as const) {
    const ofKind = (id: string) => CHESTS_BY_ID[id]?.kind === kind;
    const chestSpaces = Object.keys(s.chests).filter((sp) => ofKind(s.chests[sp] as string));
    const pool = G.chestPool.filter(ofKind);
    if (chestSpaces.length + pool.length === 0) continue;
    const chests = shuffle(rng, [...chestSpaces.map((sp) => s.chests[sp] as string), ...pool]);
    chestSpaces.forEach((sp, i) => {
      s.chests[sp] = chests[i] as string;
    });
    s.chestPool.push(...chests.slice(chestSpaces.length));
  }
  s.foodDeck = shuffle(rng, s.foodDeck);
  // Haldor's deck: cards seen in a trade went to the bottom in order (ruling R22); the unseen top is re-dealt.
  const unseen = Math.max(0, s.haldor.length - G.haldorSeen);
  s.haldor = [...shuffle(rng, s.haldor.slice(0, unseen)), ...s.haldor.slice(unseen)];
  s.honeyPool = shuffle(rng, s.honeyPool);
  const phase = (n: 1 | 2) =>
    shuffle(
      rng,
      s.events.filter((id) => EVENTS_BY_ID[id]?.phase === n),
    );
  s.events = [...phase(1), ...phase(2)];
  if (s.arena) s.arena.deck = shuffle(rng, s.arena.deck);
  return s;
}

const quote = (args: readonly unknown[] | undefined, i: number) => String(args?.[i] ?? '');

/**
 * A readable line for a move, for logs, goldens and the app; given the state after it, what happened too
 * (the new lines of the game log: rolls, reveals, events).
 */
export function describeMove(G: ValheimState, move: AiMove, playerID: string, after?: ValheimState): string {
  const line = describeAction(G, move, playerID);
  if (!after) return line;
  const news = newLogLines(G.log, after.log);
  return news.length > 0 ? `${line}: ${news.join(' ')}` : line;
}

/** The lines `after` added to the bounded log `before` (the longest overlap of before's end and after's start). */
function newLogLines(before: readonly string[], after: readonly string[]): string[] {
  for (let o = Math.min(before.length, after.length); o > 0; o--) {
    const tail = before.slice(before.length - o);
    if (tail.every((x, i) => x === after[i])) return after.slice(o);
  }
  return [...after];
}

const forsakenName = (G: ValheimState) => FORSAKEN[SCENARIOS[G.scenario].forsaken].name;
const weaponName = (a: readonly unknown[] | undefined) =>
  a?.[0] === 'unarmed' ? 'bare hands' : (EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0));
const objectiveName = (G: ValheimState) => {
  const o = SCENARIOS[G.scenario].objective;
  return o.kind === 'tokens' ? (o.token === 'witheredBone' ? 'withered bone' : 'dragon egg') : 'token';
};

function describeAction(G: ValheimState, move: AiMove, playerID: string): string {
  const a = move.args;
  const who = `P${playerID}`;
  switch (move.move) {
    case 'move':
      return `${who} moves to ${quote(a, 0)}`;
    case 'step':
      return `${who} steps on to ${quote(a, 0)}`;
    case 'collect':
      return `${who} rolls the collect die`;
    case 'stag':
      return a?.[0] === 'flip'
        ? `${who} flips the ${objectiveName(G)} to face its guard`
        : `${who} tries for a stag (paying ${a?.[0] === 'stamina' ? '2 stamina' : 'an action'})`;
    case 'craft':
      return `${who} crafts ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)}`;
    case 'build':
      return `${who} builds the ${FURNITURE[quote(a, 0) as FurnitureId]?.name ?? quote(a, 0)}`;
    case 'cook':
      return `${who} cooks`;
    case 'eat': {
      const food = FOOD_BY_ID[G.prepared[Number(a?.[0])] ?? ''];
      return `${who} eats ${a?.[1] === 'bottom' ? food?.bottomName : food?.name}`;
    }
    case 'brew':
    case 'fabricate':
      return `${who} makes a ${CONSUMABLES[quote(a, 0) as 'healthMead']?.name ?? quote(a, 0)}`;
    case 'ignite':
      return `${who} sets fire to ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)}`;
    case 'dismantle':
      return `${who} dismantles ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)} for ${quote(a, 1)}`;
    case 'mead':
      return `${who} gives a ${CONSUMABLES[quote(a, 0) as 'healthMead']?.name ?? ''} to P${quote(a, 1)}`;
    case 'loot':
      return `${who} loots the chest`;
    case 'pickUp':
      return `${who} picks up P${quote(a, 0)}'s tombstone`;
    case 'summon':
      return `${who} summons ${forsakenName(G)}`;
    case 'pass':
      return `${who} ends the turn`;
    case 'fight': {
      const c = G.creatures.find((x) => x.id === a?.[1]);
      const w = a?.[0] === 'unarmed' ? 'bare hands' : (EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0));
      return `${who} attacks the ${c ? CREATURES[c.kind].name : 'creature'} with ${w}`;
    }
    case 'bomb':
      return `${who} throws a ${CONSUMABLES[quote(a, 0) as 'areaBomb']?.name ?? 'bomb'}`;
    case 'reroll':
      return `${who} spends a reroll token on dice ${Number(a?.[0])
        .toString(2)
        .split('')
        .reverse()
        .flatMap((bit, i) => (bit === '1' ? [i + 1] : []))
        .join(', ')}`;
    case 'chooseSkill': {
      const id = quote(a, 0);
      const upgrade = UPGRADES_BY_ID[id];
      return upgrade
        ? `${who} keeps the ${upgrade.type} skill ${upgrade.name}`
        : `${who} keeps the power of Odin skill ${ODIN_BY_ID[id]?.name ?? id}`;
    }
    case 'odin':
    case 'odinKept': {
      const skill = ODIN_BY_ID[G.players[Number(playerID)]?.[move.move] ?? ''];
      return `${who} calls on ${skill?.name ?? 'Odin'} for P${quote(a, 0)}${a?.[1] === null || a?.[1] === undefined ? '' : ` (${quote(a, 1)})`}`;
    }
    case 'give':
      return `${who} ${a?.[1] === 'house' ? 'drops' : 'gives'} ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)}${a?.[1] === 'house' ? ' at the house' : ` to P${quote(a, 1)}`}`;
    case 'take':
      return `${who} takes ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)} from ${a?.[1] === 'house' ? 'the house' : `P${quote(a, 1)}`}`;
    case 'bees':
      return `${who} checks on the bees`;
    case 'honey':
      return `${who} eats a honeycomb (${HONEY_BY_ID[quote(a, 0)]?.text ?? ''})`;
    case 'ambush':
      return `${who} ambushes a creature with ${EQUIPMENT_BY_ID[quote(a, 0)]?.name ?? quote(a, 0)}`;
    case 'assist':
      return `${who} runs to help in the fight (1 stamina)`;
    case 'decline':
      return `${who} stays out of the fight`;
    case 'keep':
      return `${who} keeps the roll`;
    case 'place':
      return `${who} takes position at ${quote(a, 0)}`;
    case 'arenaMove':
      return `${who} moves to ${quote(a, 0)}`;
    case 'arenaFight':
      return `${who} fights ${forsakenName(G)} with ${weaponName(a)}`;
    case 'arenaVines':
      return `${who} attacks The Elder's vines with ${weaponName(a)}`;
    case 'arenaBomb':
      return `${who} throws a ${CONSUMABLES[quote(a, 0) as 'areaBomb']?.name ?? 'bomb'} at ${forsakenName(G)}`;
    case 'power':
      return `${who} calls on ${G.power ? FORSAKEN_POWERS[G.power.id].name : 'a Forsaken power'}`;
    case 'arenaMead':
      return `${who} gives a health mead to P${quote(a, 0)}`;
    case 'trade':
      return `${who} trades with Haldor${iconsAt(G, G.players[Number(playerID)]?.space ?? '').haldor ? '' : ' (a house call, 1 coin)'}`;
    case 'buy': {
      const card = HALDOR_BY_ID[quote(a, 0)];
      return card
        ? `${who} buys ${card.name} from Haldor (${card.price} coins)`
        : `${who} buys 1 ${quote(a, 0)} from Haldor (${HALDOR_RESOURCE_PRICE[quote(a, 0) as Resource] ?? '?'} coins)`;
    }
    case 'endTrade':
      return `${who} is done trading`;
    case 'ship':
      return `${who} builds a ship (1 hide, 2 wood)${a?.[0] === null || a?.[0] === undefined ? '' : `, moving the one at ${quote(a, 0)}`}`;
    case 'sail':
      return `${who} sails to ${quote(a, 0)}`;
    case 'join':
      return `${who} joins the voyage (1 stamina)`;
    case 'stay':
      return `${who} stays ashore`;
    case 'odinPass':
      return `${who} lets the moment pass`;
    case 'steer': {
      const c = G.creatures.find((x) => x.id === G.steering?.creature);
      return `${who} leads the ${c ? CREATURES[c.kind].name : 'creature'} to ${quote(a, 0)}`;
    }
    default:
      return `${who}: ${move.move}`;
  }
}

/** The arguments of a move without any (one list for all: the rules only read them). */
const NO_ARGS: readonly unknown[] = Object.freeze([]);

/** The core state of a match state: G rebuilt unfrozen (`thawState`) with a quiet log (no log lines built). */
function quiet(G: ValheimState): ValheimState {
  const s = thawState(G);
  s.log = QUIET_LOG;
  return s;
}

/**
 * The rules core: G with a quiet log is the core state (`quiet`). Its search context remembers the last legal
 * list handed out, with its state and seat: a playout applies a move it took from that list, and such a move
 * needs no second legality check (states are never changed in place, and the list's move objects are compared
 * by identity, so anything else is checked as usual).
 */
export const core: RulesCore<ValheimState, SearchContext> = {
  fromMatch: (G: ValheimState) => quiet(G),
  activePlayers: (s) => {
    const a = s.result ? null : actor(s);
    return a === null ? NOBODY : (ACTING[a] as string[]);
  },
  context: newContext,
  legalMoves: (s, playerID, cx = newContext()) => {
    const seat = seatIn(s, playerID);
    if (seat === null || s.result) return [];
    const moves = legalMoves(s, seat, cx);
    cx.listedState = s;
    cx.listedSeat = seat;
    cx.listed = moves;
    return moves;
  },
  apply: (s, playerID, move, rng, cx) => {
    const seat = seatIn(s, playerID);
    const next =
      seat === null
        ? null
        : cx !== undefined && s === cx.listedState && seat === cx.listedSeat && cx.listed.includes(move)
          ? applyLegal(s, seat, move.move as MoveName, move.args ?? NO_ARGS, rng)
          : applyMove(s, seat, move.move, move.args ?? NO_ARGS, rng);
    if (next === null) throw new Error(`valheim core: illegal move ${JSON.stringify(move)} by ${playerID}`);
    return next;
  },
  gameover: (s) => (s.result ? (s.result as Gameover) : undefined),
  evaluate,
  playoutMove: (s, playerID, legal, rng) => playoutMove(s, playerID, legal, rng),
};
