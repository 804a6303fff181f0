import { type Rng, shuffle, teamLoss } from '@skald/core';
import { eventById } from '../../data/events.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import { addBadass } from '../characters/badass-track.js';
import { applyEffect, endActivationEffects, stepDown } from '../characters/effects.js';
import { unfresh } from '../characters/gear.js';
import { bringBack, damageHero, heal, raiseAlert } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import { patrolOrder } from '../enemies/patrols.js';
import { begin, canActivate, skipPetrified } from '../heroes/activation.js';
import { endHeroHemorrhage } from '../heroes/hero-effects.js';
import { LEARN_COSTS, learnChoices } from '../heroes/learn.js';
import { vote } from '../heroes/together.js';
import { board, heroSheet, log, logging } from '../world.js';
import { advanceEnemyPhase } from './enemy-phase.js';

/** Draw an Event card and apply it to the Hero who ends their Activation (lines 519-523). */
export function drawEvent(G: OrcQuestState, h: HeroState, rng: Rng): void {
  // Shared with the state this move started from (see cloneState): the deck this draw changes is its own,
  // written as new lists (the top card cut off, not shifted out of a copy).
  let { deck, discard } = G.events;
  if (deck.length === 0) {
    deck = shuffle(rng, discard);
    discard = [];
  }
  const id = deck[0];
  const pile = discard.slice();
  if (id) pile.push(id);
  G.events = { deck: deck.slice(1), discard: pile };
  if (!id) return;
  const card = eventById(id);
  if (!card) return;
  if (logging(G)) log(G, `event for ${heroSheet(h).name}: ${card.name}`);
  const e = card.effect;
  if (e.kind === 'badass') addBadass(G, e.amount);
  else if (e.kind === 'alert') raiseAlert(G, e.amount);
  else if (e.kind === 'heal') heal(h, e.amount);
  else if (e.kind === 'effect') applyEffect(h, e.effect, e.n);
  else damageHero(G, h, e.amount);
}

/** End the Active Hero's Activation (line 220, 222); the last one ends the Hero Phase (line 223). */
export function endActivation(cx: SearchContext, G: OrcQuestState, seat: number, rng: Rng): void {
  begin(G, seat);
  const h = G.heroes[seat] as HeroState;
  h.activated = true;
  // Cards found in this Activation can no longer be equipped at once (organising waits for the End of Turn).
  unfresh(cx, h);
  endHeroHemorrhage(G, h);
  G.active = null;
  G.ap = 0;
  G.mp = 0;
  G.pending = null;
  G.passing = false;
  // Entangled and Stunned step down, Terrified goes (lines 804-814), before the Event (a new token lasts).
  endActivationEffects(h);
  if (!h.dead) drawEvent(G, h, rng);
  // The last Activation ends the Hero Phase; the Enemy Phase ends the turn (it may pause for Reactions).
  if (!G.result && !G.heroes.some(canActivate)) {
    skipPetrified(G);
    enemyPhase(cx, G, rng);
  }
}

/**
 * A new Hero Phase in which no Hero can activate (every one standing is Petrified): it passes at once, the
 * Petrified tokens step down and the Enemy Phase follows (line 809).
 */
function startHeroPhase(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  G.phase = 'hero';
  G.smoke = []; // Smoke lasts until the start of the next Hero Phase (line 193)
  if (G.result || G.heroes.some(canActivate)) return;
  if (!G.heroes.some((h) => (h.petrified > 0 || h.chicken === 1) && !h.dead)) return;
  skipPetrified(G);
  enemyPhase(cx, G, rng);
}

/** May any dead Hero be resurrected now (line 673-674: the Limit drops by 10 and never below 10)? */
export const canResurrect = (G: OrcQuestState, seat: number): boolean =>
  G.phase === 'endOfTurn' && !!G.heroes[seat]?.dead && G.badassLimit - 10 >= 10;

export function resurrect(G: OrcQuestState, seat: number): void {
  G.badassLimit -= 10;
  G.badass = Math.min(G.badass, G.badassLimit);
  bringBack(G, G.heroes[seat] as HeroState);
}

/**
 * End of Turn (lines 662-729): Skill cards restored, Event cards discarded (they already are), extra-AP
 * costs reset (line 514), Enemy Reactions renewed. The Quest is lost when its turn limit runs out (assumed
 * Quest condition). Then the Heroes may resurrect, learn Skills, organise, throw Loot, Kraft and Enchant
 * (phase endOfTurn, moves in rules/apply.ts) until every one of them is done (rules/heroes/together.ts,
 * ruling T5).
 */
export function endOfTurn(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  for (const h of G.heroes) {
    h.used = [];
    h.activated = false;
    // Loot won outside one's own Activation (a Riposte kill) is organised like the rest.
    unfresh(cx, h);
    // Enraged lasts until the end of the turn (line 818).
    stepDown(h, 'enraged');
  }
  for (const e of G.enemies) e.reacted = false;
  G.extraAp = 0;
  G.turn += 1;
  if (G.turn > board(G).quest.turnLimit) {
    G.result = teamLoss('the Quest ran out of turns');
    G.phase = 'over';
    return;
  }
  // The End of Turn Phase waits on the Heroes only when they have something to do there (662-684).
  if (endOfTurnChoices(G)) G.phase = 'endOfTurn';
  else startHeroPhase(cx, G, rng);
}

/**
 * Does the End of Turn wait for the Heroes (ruling T1)? Only when one of them can do something there: a
 * resurrection, a Skill to learn, or cards in an Inventory to organise, throw, Kraft or Enchant with.
 */
export function endOfTurnChoices(G: OrcQuestState): boolean {
  if (G.heroes.some((h) => h.dead) && G.badassLimit - 10 >= 10) return true;
  if (
    LEARN_COSTS.some((c) => G.badass >= c && learnChoices(G, c).length > 0) &&
    G.heroes.every((h) => !h.dead)
  )
    return true;
  return G.heroes.some((h) => !h.dead && h.inventory.length > 0);
}

/** `seat` is done with the End of Turn; the last one to be done leaves it for the next Hero Phase. */
export function nextTurn(cx: SearchContext, G: OrcQuestState, seat: number, rng: Rng): void {
  if (vote(G, seat)) startHeroPhase(cx, G, rng);
}

/**
 * The Enemy Phase: Patrol management, then alerted groups activate one after another, closest to the
 * Heroes first; Enemies alerted meanwhile also activate this Phase (line 620). It pauses (phase
 * `reaction`) when a Hero may react to an Attack, and resumes with `continueEnemyPhase`.
 */
export function enemyPhase(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  G.enemyPhase = { patrols: patrolOrder(G), done: [], queue: [] };
  continueEnemyPhase(cx, G, rng);
}

/** The Enemy Phase from where it stands (`advanceEnemyPhase`); once it is over, the End of Turn. */
export function continueEnemyPhase(
  cx: SearchContext,
  G: OrcQuestState,
  rng: Rng,
  alertsUpToDate = false,
): void {
  if (advanceEnemyPhase(cx, G, rng, alertsUpToDate) && !G.result) endOfTurn(cx, G, rng);
}
