import { type AiMove, type Gameover, type Rng, type RulesCore, shuffle } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { BOSSES } from './data/bosses.js';
import { enchantById } from './data/enchants.js';
import { HEROES } from './data/heroes.js';
import { cardText } from './data/loot.js';
import { patrolCardById } from './data/patrols.js';
import { shopCard } from './data/skill-shop.js';
import { skillById } from './data/skills.js';
import { evaluate } from './evaluate.js';
import { playoutMove } from './playout.js';
import { activeSeats, applyListed, legalMoves, onlyActiveSeat } from './rules/apply.js';
import { itemAt } from './rules/characters/gear.js';
import { newContext, type SearchContext } from './rules/context.js';
import { heroNames, waitingFor } from './rules/heroes/together.js';
import { plainView, thawState } from './rules/thaw.js';
import { cloneState } from './rules/world.js';
import type { OrcQuestState } from './state.js';

/** The seat a playerID names: one digit 0-3 (read as a character code, no pattern: every core call asks). */
const seat = (G: OrcQuestState, playerID: string): number | null => {
  if (typeof playerID !== 'string' || playerID.length !== 1) return null;
  const n = playerID.charCodeAt(0) - 48;
  return n >= 0 && n <= 3 && n < G.heroes.length ? n : null;
};

/** `ai.enumerate`: every legal move of `playerID` now. */
export function enumerate(G: OrcQuestState, _ctx: Ctx, playerID: string): AiMove[] {
  const s = seat(G, playerID);
  return s === null || G.result ? [] : legalMoves(plainView(G), s);
}

/** Re-deal what nobody can see: the Event, Patrol, Boss Reaction, Loot and Relic deck orders and the face-down Presence Pools. */
export function determinize(G: OrcQuestState, _playerID: string, rng: Rng): OrcQuestState {
  // A match's frozen G: a copy in the rules' own shapes (rules/thaw.ts), since the search plays on it with the core,
  // whose read sites run slower once they have seen a frozen list (docs/perf/orcquest-warpath.md, tenth round).
  const n = Object.isFrozen(G) ? thawState(G) : cloneState(G);
  // New deck objects: cloneState shares them with G.
  n.events = { ...n.events, deck: shuffle(rng, n.events.deck) };
  n.patrolDeck = { ...n.patrolDeck, deck: shuffle(rng, n.patrolDeck.deck) };
  n.pools = { ...n.pools, main: shuffle(rng, n.pools.main), secondary: shuffle(rng, n.pools.secondary) };
  if (n.boss) n.boss.reactions.deck = shuffle(rng, n.boss.reactions.deck);
  n.loot = { deck: shuffle(rng, n.loot.deck), discard: n.loot.discard };
  n.relics = { deck: shuffle(rng, n.relics.deck), discard: n.relics.discard };
  return n;
}

const CARD_VERBS: Record<string, string> = {
  equip: 'equips',
  unequip: 'puts away',
  rekup: 'does a Rekup of',
  discard: 'discards',
  kraft: 'krafts',
  potion: 'drinks',
};

/** The name of the card at an item reference (rules/characters/gear.ts) of a seat's Hero. */
function cardName(G: OrcQuestState, s: number | null, ref: number): string {
  const h = s === null ? undefined : G.heroes[s];
  const item = h && itemAt(h, ref);
  return item ? `${cardText(item.card).name}${item.rekup ? ' (Resources)' : ''}` : `card ${ref}`;
}

const DIRS = ['north', 'east', 'south', 'west', 'north-east', 'south-east', 'south-west', 'north-west'];

/** A vote that does not end a shared step (rules/heroes/together.ts): who the step still waits for. */
function stillWaiting(G: OrcQuestState, s: number | null, name: string): string | undefined {
  const left = waitingFor(G).filter((o) => o !== s);
  return left.length > 0 ? `${name} is done; waiting for ${heroNames(G, left)}` : undefined;
}

/** A readable line for a move (transcripts, the debug panel). */
export function describeMove(G: OrcQuestState, move: AiMove, playerID: string): string {
  const s = seat(G, playerID);
  const name = s === null ? `seat ${playerID}` : (HEROES[G.heroes[s]?.hero ?? 'orrus']?.name ?? playerID);
  const [a, b, c] = move.args ?? [];
  switch (move.move) {
    case 'enter':
      return `${name} enters the board on ${a}`;
    case 'move':
      return `${name} uses the Movement card (${a})`;
    case 'attack': {
      const enemy = G.enemies.find((e) => e.id === c);
      return `${name} attacks ${enemy ? `${enemy.type} #${enemy.id} on ${enemy.pos}` : `enemy #${c}`} (option ${b}, ${a})`;
    }
    case 'special':
      return `${name} uses their own Skill card (${a === 'combo' ? 'as a free Combo' : a})`;
    case 'strike': {
      const enemy = G.enemies.find((e) => e.id === b);
      return `${name} strikes ${enemy ? `${enemy.type} #${enemy.id} on ${enemy.pos}` : `enemy #${b}`} (option ${a})`;
    }
    case 'step':
      return `${name} steps ${DIRS[a as number] ?? a}`;
    case 'door':
      return `${name} opens/closes the door to the ${DIRS[a as number] ?? a}`;
    case 'stop':
      return `${name} stops, facing ${DIRS[a as number] ?? a}`;
    case 'exit':
      return `${name} leaves through the Hero Exit`;
    case 'buyAp':
      return `${name} buys an extra Action point`;
    case 'end':
      return `${name} ends the Activation`;
    case 'react':
      return (a as number) >= 0 ? `${name} slips away ${DIRS[a as number] ?? a}` : `${name} dodges in place`;
    case 'pass':
      return `${name} takes the hit`;
    case 'resurrect':
      return `Badass resurrects ${HEROES[G.heroes[a as number]?.hero ?? 'orrus']?.name ?? a}`;
    case 'nextTurn':
      return stillWaiting(G, s, name) ?? 'the next turn begins';
    case 'boost':
      return `${name} boosts the next Attack with ${skillById(a as string)?.name ?? a} (${b})`;
    case 'vanish':
      return `${name} throws a Smoke Bomb and vanishes to ${a}`;
    case 'aim': {
      const card = G.boss ? BOSSES[G.boss.id].cards[a as number] : undefined;
      return `${name} aims at ${card ? `the Boss's ${card.name}` : 'the Boss Sheet'}`;
    }
    case 'learn':
      return `the Heroes spend ${a} Badass points to learn ${((b as string[]) ?? []).map((id) => shopCard(id)?.name ?? id).join(', ')}`;
    case 'hurl': {
      const enemy = G.enemies.find((e) => e.id === c);
      const [dir, n] = [move.args?.[3] as number, move.args?.[4] as number];
      return `${name} uses ${shopCard(a as string)?.name ?? a} (${b}): throws ${enemy ? `${enemy.type} #${enemy.id}` : 'an enemy'} ${n} square(s) ${DIRS[dir] ?? dir}, facing ${DIRS[move.args?.[5] as number] ?? ''}`;
    }
    case 'heal': {
      const who = HEROES[G.heroes[c as number]?.hero ?? 'orrus']?.name ?? c;
      return `${name} uses ${shopCard(a as string)?.name ?? a} (${b}) on ${who}`;
    }
    case 'skill': {
      const enemy = G.enemies.find((e) => e.id === move.args?.[3]);
      return `${name} uses ${shopCard(a as string)?.name ?? a} (${b === 'combo' ? 'as a free Combo' : b}) on ${enemy ? `${enemy.type} #${enemy.id}` : 'an enemy'}`;
    }
    case 'enchant':
      return `${name} puts the Enchant ${enchantById(a as string)?.name ?? a} on ${cardName(G, s, b as number)}`;
    case 'give':
      return `${name} gives ${cardName(G, s, a as number)} to ${HEROES[G.heroes[b as number]?.hero ?? 'orrus']?.name ?? b}`;
    case 'catchUp':
      return `${name} is brought up to level: learns ${shopCard(a as string)?.name ?? a}`;
    case 'beginQuest':
      return stillWaiting(G, s, name) ?? `${name} leaves the camp: the Quest begins`;
    case 'callIn':
      return `${name} lets ${HEROES[G.heroes[a as number]?.hero ?? 'orrus']?.name ?? a} step in for an extra Action`;
    case 'resume': {
      const back = G.cutIn ? HEROES[G.heroes[G.cutIn.seat]?.hero ?? 'orrus']?.name : undefined;
      return `${name} hands back${back ? ` to ${back}` : ''}`;
    }
    case 'singleOut': {
      const enemy = G.enemies.find((e) => e.id === a);
      const card = patrolCardById(G.patrolChoice?.card ?? '');
      return `${name} singles out ${enemy ? `${enemy.type} #${enemy.id} on ${enemy.pos}` : `enemy #${a}`}${card ? ` (${card.name})` : ''}`;
    }
    case 'throwLoot':
      return `${name} throws ${cardName(G, s, a as number)} to ${HEROES[G.heroes[b as number]?.hero ?? 'orrus']?.name ?? b}`;
    case 'equip':
    case 'unequip':
    case 'rekup':
    case 'discard':
    case 'kraft':
    case 'potion':
      return `${name} ${CARD_VERBS[move.move]} ${cardName(G, s, a as number)}`;
    default:
      return `${name}: ${move.move}`;
  }
}

/** `activePlayers` answers of one seat: one frozen list per seat (callers only read them). */
const ACTING = ['0', '1', '2', '3'].map((id) => Object.freeze([id]) as unknown as string[]);

/** The rules core: G holds the whole flow; `fromMatch` rebuilds a frozen G in the rules' own shapes (rules/thaw.ts). */
export const core: RulesCore<OrcQuestState, SearchContext> = {
  fromMatch: thawState,
  context: newContext,
  activePlayers: (s) => {
    // One seat acting (nearly always): its shared list, no list of seats built first.
    const one = onlyActiveSeat(s);
    return one >= 0 ? (ACTING[one] as string[]) : activeSeats(s).map(String);
  },
  legalMoves: (s, playerID, cx) => {
    const n = seat(s, playerID);
    return n === null || s.result ? [] : legalMoves(s, n, cx);
  },
  // The contract's move is one of `legalMoves` (bots and playouts pick from it): the checks are not run again.
  apply: (s, playerID, move, rng, cx) => {
    const n = seat(s, playerID);
    if (n === null) throw new Error(`orcquest core: illegal move ${JSON.stringify(move)} by ${playerID}`);
    return applyListed(s, n, move.move, move.args ?? [], rng, cx);
  },
  gameover: (s) => (s.result === null ? undefined : (s.result as Gameover)),
  evaluate,
  playoutMove,
};
