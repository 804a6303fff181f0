import { type Rng, teamLoss, teamWin } from '@skald/core';
import { CONSUMABLES, SLOT_LIMIT } from '../data/consumables.js';
import { EVENTS_BY_ID, type EventCard } from '../data/events.js';
import { HOUSE } from '../data/map.js';
import { PLAYER } from '../data/player.js';
import type { ValheimState } from '../state.js';
import { offerAssist } from './assist.js';
import { startCombat } from './combat.js';
import type { SearchContext } from './context.js';
import { resolveEvent } from './events.js';
import { openOdinWindow } from './odin.js';
import { powerAtTurnStart } from './powers.js';
import { raidStep } from './raid.js';
import { gainRerolls } from './roll.js';
import { perk } from './upgrades.js';
import { heal, log, logging, refresh, standing } from './util.js';

/** The event cards by id, as a `Map` (one read per turn's end; see `upgrades.ts` on keyed table reads). */
const EVENTS: ReadonlyMap<string, EventCard> = new Map(Object.entries(EVENTS_BY_ID));

/** Co-op win from core (design §4): every seat wins together (a loss is core's `teamLoss()`). */
export const teamWinFor = (s: ValheimState) => teamWin(s.numPlayers);

/**
 * After every move: start any combat that is due; when the turn is over (3 actions spent, or the active
 * player knocked out, line 416) and no fight is running, finish it: furniture, then the event; once the
 * event's fights are over too, the next player's turn begins.
 */
export function settle(s: ValheimState, rng: Rng, cx?: SearchContext): void {
  // A roll, a trade, a voyage or a creature's tied landing waiting for a decision holds everything else.
  if (s.stage !== 'explore' || s.result || s.pending || s.trade || s.voyage || s.steering) return;
  if (startCombat(s)) {
    if (s.combat && !s.combat.asked) offerAssist(s);
    return;
  }
  if (s.ending) {
    nextTurn(s);
    return;
  }
  const active = s.players[s.turn] as ValheimState['players'][number];
  if (active.knockedOut || (s.actionsLeft === 0 && s.moveLeft === 0)) endTurn(s, rng, cx);
}

/** End of turn (lines 175–180): furniture benefits, then the event deck, then the next player. */
export function endTurn(s: ValheimState, rng: Rng, cx?: SearchContext): void {
  const p = s.players[s.turn] as ValheimState['players'][number];
  if (standing(p) && p.space === HOUSE) {
    if (s.furniture.includes('rug')) refresh(p, 1);
    if (s.furniture.includes('bed')) heal(p, 1);
    heal(p, perk(s, s.turn, 'restHealth'));
    if (s.furniture.includes('throne')) gainRerolls(p, 1);
  }
  s.actionsLeft = 0;
  s.moveLeft = 0;
  s.ending = true;
  eventStep(s, rng, cx);
  settle(s, rng, cx);
}

/**
 * The event step (lines 177–178, 446–453): a gifted item is taken, else a counter cube removed, else the
 * next card is drawn and resolved; an empty deck loses the game.
 */
function eventStep(s: ValheimState, rng: Rng, cx?: SearchContext): void {
  const p = s.players[s.turn] as ValheimState['players'][number];
  const gift = s.gifts[0];
  if (gift !== undefined) {
    s.gifts = s.gifts.slice(1);
    // The player ending the turn takes it; with no free slot it is lost (ruling R24).
    if (gift === 'areaBomb' || gift === 'pierceBomb') {
      if (p.bombs.length < SLOT_LIMIT) p.bombs = [...p.bombs, gift];
    } else if (p.meads.length < SLOT_LIMIT) p.meads = [...p.meads, gift];
    if (logging(s)) log(s, `P${s.turn} took the gifted ${CONSUMABLES[gift].name.toLowerCase()}.`);
    return;
  }
  if (s.raid) {
    raidStep(s);
    return;
  }
  if (s.ongoing) {
    s.ongoing.cubes--;
    // The card leaves with its last cube (ruling R25).
    if (s.ongoing.cubes <= 0) s.ongoing = null;
    return;
  }
  // Indexing and slicing, not `[card, ...rest]` (an iterator walk), once per turn of every playout.
  const card = s.events[0];
  s.events = s.events.slice(1);
  if (card === undefined) {
    s.result = teamLoss();
    s.stage = 'over';
    if (logging(s)) log(s, 'The event deck ran out: the Forsaken overtakes the realm.');
    return;
  }
  const entry = EVENTS.get(card);
  if (entry) {
    if (logging(s)) log(s, `Event: ${entry.name}.`);
    resolveEvent(s, entry, rng, cx);
  }
}

/** The next player clockwise; a knocked-out player revives with 1 health (line 421). */
export function nextTurn(s: ValheimState): void {
  s.turn = (s.turn + 1) % s.numPlayers;
  s.actionsLeft = PLAYER.actionsPerTurn;
  s.moveLeft = 0;
  s.ending = false;
  s.dismantled = false;
  s.bees = false;
  s.exchanging = false;
  s.craftedThisTurn = [];
  const p = s.players[s.turn] as ValheimState['players'][number];
  if (p.knockedOut) {
    p.knockedOut = false;
    p.health = 1;
  }
  powerAtTurnStart(s);
  // The others may use power of Odin skills as the turn begins (ruling R-odin).
  openOdinWindow(s, s.turn);
}
