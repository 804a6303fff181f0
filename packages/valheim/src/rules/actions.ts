import { type Rng, shuffle } from '@skald/core';
import {
  BOMBS,
  type Bomb,
  FIRE_TOKENS,
  HONEY_BY_ID,
  MEAD_HEAL,
  MEAD_STAMINA,
  MEADS,
  type Mead,
  SLOT_LIMIT,
} from '../data/consumables.js';
import { COLLECT, type CollectFace } from '../data/dice.js';
import { EQUIPMENT_BY_ID, isArmour, isHaldorCard, MAX_EQUIPMENT } from '../data/equipment.js';
import { FOOD_BY_ID } from '../data/food.js';
import { FURNITURE, FURNITURE_IDS, type FurnitureId } from '../data/furniture.js';
import { HOUSE, type SpaceIcons, slotOf } from '../data/map.js';
import { PLAYER } from '../data/player.js';
import { RESOURCE_TABLE, RESOURCES, type Resource } from '../data/resources.js';
import { CHESTS_BY_ID, objectiveCount, SCENARIOS } from '../data/scenario.js';
import type { PendingRoll, Player, ValheimState } from '../state.js';
import type { SearchContext } from './context.js';
import { damageFrom, extraMove, resists, rollFaces } from './gear.js';
import { knockOut } from './knockout.js';
import { ADJ, hasCreatureAt, iconsAt, noise, onForsakenTile, placeCreature, revealTile } from './map.js';
import { objectiveMet } from './objective.js';
import { doubling, powerMove } from './powers.js';
import { freeSpaces, gainRerolls, rollFor } from './roll.js';
import { award, DEEDS, perk } from './upgrades.js';
import {
  canPay,
  editStash,
  gain,
  gainOne,
  heal,
  log,
  logging,
  loseStamina,
  pay,
  refresh,
  standing,
  without,
} from './util.js';

const me = (s: ValheimState, seat: number) => s.players[seat] as Player;

/** The active player's own turn, outside any fight: when actions and free actions are allowed. */
export const onOwnTurn = (s: ValheimState, seat: number): boolean =>
  s.stage === 'explore' && !s.combat && !s.ending && s.turn === seat && standing(me(s, seat));

const hasAction = (s: ValheimState, seat: number) => onOwnTurn(s, seat) && s.actionsLeft > 0;
const inHouse = (s: ValheimState, seat: number) => hasAction(s, seat) && me(s, seat).space === HOUSE;

/** Spending an action ends any movement in progress (line 216). */
function spendAction(s: ValheimState): void {
  s.actionsLeft--;
  s.moveLeft = 0;
  s.exchanging = false;
}

/**
 * Spaces one may step into with `steps` of movement left: any adjacent space (the house too), never the
 * Forsaken's tile (line 460); a revealed mire needs 2 steps (line 637), a cold space 1 stamina (line 650;
 * ruling R7: never stamina you do not have).
 */
export const stepTargets = (s: ValheimState, seat: number, steps = 2): string[] =>
  (ADJ[me(s, seat).space] ?? []).filter((to) => mayStep(s, seat, to, steps));

/** One space of `stepTargets`: the same test for a single adjacent space, without listing them all. */
function mayStep(s: ValheimState, seat: number, to: string, steps: number): boolean {
  if (onForsakenTile(s, to)) return false;
  const hazard = iconsAt(s, to).hazard;
  if (hazard === 'mire') return steps >= 2;
  if (hazard === 'cold') return me(s, seat).stamina >= 1;
  return true;
}

const canStepTo = (s: ValheimState, seat: number, to: string, steps: number): boolean =>
  (ADJ[me(s, seat).space] ?? []).includes(to) && mayStep(s, seat, to, steps);

/** Move distance: 2, +1 per extra-move icon, −1 while an ongoing slow event lies on the deck (min. 1). */
export const moveDistance = (s: ValheimState, seat: number): number =>
  Math.max(
    1,
    PLAYER.moveDistance + extraMove(me(s, seat)) + perk(s, seat, 'move') + powerMove(s) - (s.ongoing ? 1 : 0),
  );

/** Enter a space: a face-down tile is flipped (line 213); creatures there stop the move (line 215). */
function enter(s: ValheimState, seat: number, to: string, rng: Rng, cx?: SearchContext): void {
  const p = me(s, seat);
  p.space = to;
  const slot = slotOf(to);
  if (slot !== null && !s.revealed.includes(slot)) revealTile(s, slot, rng, seat);
  enterHazard(s, seat, rng, cx);
  if (hasCreatureAt(s, to)) s.moveLeft = 0;
}

/**
 * Hazards (lines 636–650): a mire takes 1 extra movement, a cold space 1 stamina (forced when the tile was
 * face down: health if none, line 430), poisonous fumes roll a damage die whose special poisons (its hits
 * are ignored, ruling R6); poisoned outside combat you lose 1 health at once (line 392).
 */
export function enterHazard(s: ValheimState, seat: number, rng: Rng, cx?: SearchContext): void {
  const p = me(s, seat);
  const hazard = iconsAt(s, p.space, cx).hazard;
  if (hazard === 'mire') s.moveLeft = Math.max(0, s.moveLeft - 1);
  if (hazard === 'cold') loseStamina(p, 1);
  if (hazard === 'poison' && damageFrom(rollFaces(rng, ['damage'])).specials > 0 && !resists(p, 'poison')) {
    p.health = Math.max(0, p.health - 1);
    if (logging(s)) log(s, `P${seat} breathed poisonous fumes.`);
  }
  if (p.health === 0) knockOut(s, seat, rng);
}

export const canMove = (s: ValheimState, seat: number, to: unknown): boolean =>
  hasAction(s, seat) && typeof to === 'string' && canStepTo(s, seat, to, moveDistance(s, seat));

export function doMove(s: ValheimState, seat: number, to: string, rng: Rng, cx?: SearchContext): void {
  spendAction(s);
  s.moveLeft = moveDistance(s, seat) - 1;
  enter(s, seat, to, rng, cx);
}

export const canStep = (s: ValheimState, seat: number, to: unknown): boolean =>
  onOwnTurn(s, seat) && s.moveLeft > 0 && typeof to === 'string' && canStepTo(s, seat, to, s.moveLeft);

export function doStep(s: ValheimState, seat: number, to: string, rng: Rng, cx?: SearchContext): void {
  s.moveLeft--;
  enter(s, seat, to, rng, cx);
}

/** A resource space; metals only once unlocked (campaign, line 582). */
export const canCollect = (s: ValheimState, seat: number): boolean =>
  hasAction(s, seat) && collectable(s, iconsAt(s, me(s, seat).space));

/** Does a space with these icons give something to collect (`canCollect` past its action)? */
export function collectable(s: ValheimState, icons: SpaceIcons): boolean {
  const what = icons.resource;
  if (what === undefined) return false;
  return what === 'health' || !RESOURCE_TABLE[what].metal || s.metals.includes(what);
}

/** Collect (lines 218–222): a hand = 1 resource (or 1 health on a health source); noise draws creatures. */
export function doCollect(s: ValheimState, seat: number, rng: Rng, cx?: SearchContext): void {
  spendAction(s);
  const spec = { kind: 'collect', seat, weapon: '', target: 0, how: '' } as const;
  rollFor(s, spec, ['collect'], [], rng, resolveCollect, cx);
}

export function resolveCollect(s: ValheimState, roll: PendingRoll, _rng?: Rng, cx?: SearchContext): void {
  const p = me(s, roll.seat);
  const what = iconsAt(s, p.space, cx).resource as Resource | 'health';
  const face = COLLECT.faces[roll.dice[0]?.face ?? 0] as CollectFace;
  const base = face.hands + roll.plus.hands + (face.hands > 0 ? perk(s, roll.seat, 'hand', what) : 0);
  const hands = base * doubling(s, roll.seat);
  if (what === 'health') heal(p, hands);
  else {
    let tools = 0;
    for (let i = 0; i < p.equipment.length; i++)
      if (EQUIPMENT_BY_ID[p.equipment[i]!]?.collectBonus.includes(what)) tools++;
    gainOne(s, what, hands * (1 + tools));
  }
  if (logging(s)) log(s, `P${roll.seat} collected ${hands} ${what}${face.noisy ? ' noisily' : ''}.`);
  award(s, roll.seat, { kind: 'collect', what, amount: hands });
  if (face.noisy) noise(s, p.space, cx);
}

/** The scenario's objective (scenario book, assumed per scenario). */
const objective = (s: ValheimState) => SCENARIOS[s.scenario].objective;

/**
 * Take an objective token on your space: a stag with a collect-die double (an action or 2 stamina, line
 * 670); a withered bone or dragon egg is flipped (a free token interaction) to the guard you must defeat
 * (line 672).
 */
export const canStag = (s: ValheimState, seat: number, how: unknown): boolean => {
  const o = objective(s);
  if (o.kind !== 'tokens' || !onOwnTurn(s, seat) || !s.stagSpaces.includes(me(s, seat).space)) return false;
  if (o.gather === 'defeat') return how === 'flip';
  if (how === 'action') return s.actionsLeft > 0;
  return how === 'stamina' && me(s, seat).stamina >= PLAYER.stagStaminaCost;
};

/** Try for a stag (line 670): an action or 2 stamina, roll the collect die, a double (2 hands) takes it. */
export function doStag(s: ValheimState, seat: number, how: 'action' | 'stamina' | 'flip', rng: Rng): void {
  const p = me(s, seat);
  const o = objective(s);
  if (how === 'flip' && o.kind === 'tokens') {
    s.stagSpaces = s.stagSpaces.filter((x) => x !== p.space);
    s.moveLeft = 0;
    const id = s.nextCreatureId;
    if (o.guard && placeCreature(s, o.guard, p.space)) s.guards = [...s.guards, id];
    // No miniature left to guard it (line 442 cannot apply): the token is simply taken.
    else s.stagsTaken++;
    if (logging(s)) log(s, `P${seat} flipped the ${o.token}: a guard rises.`);
    return;
  }
  if (how === 'action') spendAction(s);
  else {
    p.stamina -= PLAYER.stagStaminaCost;
    s.moveLeft = 0;
  }
  rollFor(s, { kind: 'stag', seat, weapon: '', target: 0, how }, ['collect'], [], rng, resolveStag);
}

export function resolveStag(s: ValheimState, roll: PendingRoll): void {
  const p = me(s, roll.seat);
  const face = COLLECT.faces[roll.dice[0]?.face ?? 0] as CollectFace;
  if (face.hands >= 2) {
    s.stagSpaces = s.stagSpaces.filter((x) => x !== p.space);
    s.stagsTaken++;
    if (logging(s)) log(s, `P${roll.seat} caught a stag (${s.stagsTaken}/${objectiveCount(objective(s))}).`);
  }
  // Ruling R4: the stag roll is a collect roll, so its noise draws creatures too.
  if (face.noisy) noise(s, p.space);
}

export const canCraft = (s: ValheimState, seat: number, card: unknown): boolean => {
  if (!inHouse(s, seat) || typeof card !== 'string' || !s.supply.includes(card)) return false;
  const entry = EQUIPMENT_BY_ID[card];
  return !!entry && me(s, seat).equipment.length < MAX_EQUIPMENT && canPay(s, entry.cost);
};

export function doCraft(s: ValheimState, seat: number, card: string): void {
  spendAction(s);
  pay(s, EQUIPMENT_BY_ID[card]?.cost ?? {});
  s.supply = s.supply.filter((x) => x !== card);
  const p = me(s, seat);
  p.equipment = [...p.equipment, card];
  s.craftedThisTurn = [...s.craftedThisTurn, card];
  award(s, seat, DEEDS.craft);
}

export const canBuild = (s: ValheimState, seat: number, f: unknown): boolean =>
  inHouse(s, seat) &&
  typeof f === 'string' &&
  (FURNITURE_IDS as readonly string[]).includes(f) &&
  !s.furniture.includes(f as FurnitureId) &&
  canPay(s, FURNITURE[f as FurnitureId].cost);

export function doBuild(s: ValheimState, seat: number, f: FurnitureId): void {
  spendAction(s);
  pay(s, FURNITURE[f].cost);
  s.furniture = [...s.furniture, f];
  award(s, seat, DEEDS.build);
}

/** Prepared-food slots: 1, or 2 with the table (line 243). */
export const foodSlots = (s: ValheimState): number => (s.furniture.includes('table') ? 2 : 1);

export const canCook = (s: ValheimState, seat: number): boolean =>
  inHouse(s, seat) && s.prepared.length < foodSlots(s) && s.foodDeck.length + s.foodDiscard.length > 0;

/** Cook (lines 242–244): fill every empty slot from the deck; an empty deck reshuffles the eaten cards. */
export function doCook(s: ValheimState, seat: number, rng: Rng): void {
  spendAction(s);
  award(s, seat, DEEDS.cook);
  while (s.prepared.length < foodSlots(s)) {
    if (s.foodDeck.length === 0) {
      s.foodDeck = shuffle(rng, s.foodDiscard);
      s.foodDiscard = [];
    }
    const card = s.foodDeck[0];
    s.foodDeck = s.foodDeck.slice(1);
    if (card === undefined) break;
    s.prepared = [...s.prepared, card];
  }
}

export const canEat = (s: ValheimState, seat: number, index: unknown, side: unknown): boolean =>
  inHouse(s, seat) &&
  typeof index === 'number' &&
  Number.isInteger(index) &&
  index >= 0 &&
  index < s.prepared.length &&
  (side === 'top' || (side === 'bottom' && s.furniture.includes('cauldron')));

/** Eat (lines 245–248): health and stamina up to the tracks' limits. */
export function doEat(s: ValheimState, seat: number, index: number, side: 'top' | 'bottom'): void {
  spendAction(s);
  const card = s.prepared[index];
  s.prepared = s.prepared.filter((_, i) => i !== index);
  const food = FOOD_BY_ID[card as string];
  if (!food) return;
  s.foodDiscard = [...s.foodDiscard, card as string];
  const p = me(s, seat);
  heal(p, food[side].health + perk(s, seat, 'eatHealth'));
  refresh(p, food[side].stamina + perk(s, seat, 'eatStamina'));
  award(s, seat, DEEDS.eat);
  gainRerolls(p, food[side].reroll);
}

export const canBrew = (s: ValheimState, seat: number, mead: unknown): boolean =>
  inHouse(s, seat) &&
  s.furniture.includes('fermenter') &&
  MEADS.includes(mead as Mead) &&
  me(s, seat).meads.length < SLOT_LIMIT &&
  freeSpaces(me(s, seat)) > 0;

export function doBrew(s: ValheimState, seat: number, mead: Mead): void {
  spendAction(s);
  const p = me(s, seat);
  p.meads = [...p.meads, mead];
  award(s, seat, DEEDS.brew);
}

export const canFabricate = (s: ValheimState, seat: number, bomb: unknown): boolean =>
  inHouse(s, seat) &&
  s.furniture.includes('bombTable') &&
  BOMBS.includes(bomb as Bomb) &&
  me(s, seat).bombs.length < SLOT_LIMIT &&
  freeSpaces(me(s, seat)) > 0;

export function doFabricate(s: ValheimState, seat: number, bomb: Bomb): void {
  spendAction(s);
  const p = me(s, seat);
  p.bombs = [...p.bombs, bomb];
}

export const canIgnite = (s: ValheimState, seat: number, card: unknown): boolean => {
  if (
    !inHouse(s, seat) ||
    !s.furniture.includes('fireTable') ||
    s.stash.resin < 1 ||
    typeof card !== 'string'
  )
    return false;
  const p = me(s, seat);
  const entry = EQUIPMENT_BY_ID[card];
  // Only the 6 fire tokens in the box can be on cards at once.
  const fires = s.players.reduce((n, q) => n + q.fire.length, 0) + s.house.fire.length;
  return (
    !!entry &&
    fires < FIRE_TOKENS &&
    p.equipment.includes(card) &&
    !isArmour(entry) &&
    !entry.fireBuiltIn &&
    !p.fire.includes(card)
  );
};

export function doIgnite(s: ValheimState, seat: number, card: string): void {
  spendAction(s);
  editStash(s).resin--;
  const p = me(s, seat);
  p.fire = [...p.fire, card];
}

export const canDismantle = (s: ValheimState, seat: number, card: unknown, res: unknown): boolean => {
  if (!onOwnTurn(s, seat) || s.dismantled || typeof card !== 'string' || typeof res !== 'string')
    return false;
  const entry = EQUIPMENT_BY_ID[card];
  return (
    !!entry &&
    me(s, seat).equipment.includes(card) &&
    !s.craftedThisTurn.includes(card) &&
    // Bought from Haldor: never dismantled (line 279).
    !isHaldorCard(card) &&
    RESOURCES.includes(res as Resource) &&
    (entry.cost[res as Resource] ?? 0) > 0
  );
};

/** Dismantle (lines 276–278): the card back to its pile, one resource of its cost to the stash. */
export function doDismantle(s: ValheimState, seat: number, card: string, res: Resource): void {
  const p = me(s, seat);
  p.equipment = p.equipment.filter((x) => x !== card);
  p.fire = p.fire.filter((x) => x !== card);
  s.supply = [...s.supply, card];
  gainOne(s, res, 1);
  s.dismantled = true;
  s.moveLeft = 0;
}

/** Meads may be drunk on your own turn, also as the roller in a fight (ruling R17). */
const mayUseConsumable = (s: ValheimState, seat: number): boolean =>
  s.stage === 'explore' &&
  standing(me(s, seat)) &&
  (s.combat ? s.combat.seats[s.combat.roller] === seat : onOwnTurn(s, seat));

/**
 * May `seat` drink `mead` on `target` now? Also while its own fight roll waits, after seeing the dice
 * (line 396, ruling R-consumable); not while another roll waits.
 */
export const canMead = (s: ValheimState, seat: number, mead: unknown, target: unknown): boolean => {
  if (s.pending && (s.pending.kind !== 'fight' || s.pending.seat !== seat || s.pending.helpers?.length))
    return false;
  if (
    !mayUseConsumable(s, seat) ||
    !MEADS.includes(mead as Mead) ||
    !me(s, seat).meads.includes(mead as Mead)
  )
    return false;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= s.numPlayers)
    return false;
  const t = me(s, target);
  if (!standing(t) || t.space !== me(s, seat).space) return false;
  return mead !== 'resistanceMead' || t.frozen || t.poisoned;
};

/** Meads (lines 398–402): on yourself or a player on your space. */
export function doMead(s: ValheimState, seat: number, mead: Mead, target: number): void {
  const p = me(s, seat);
  p.meads = without(p.meads, mead);
  const t = me(s, target);
  if (mead === 'healthMead') heal(t, MEAD_HEAL);
  else if (mead === 'staminaMead') refresh(t, MEAD_STAMINA);
  else {
    t.frozen = false;
    t.poisoned = false;
  }
  if (!s.combat) s.moveLeft = 0;
}

export const canLoot = (s: ValheimState, seat: number): boolean =>
  onOwnTurn(s, seat) && Object.hasOwn(s.chests, me(s, seat).space);

/** Loot a chest (line 307): its content to the stash, the token discarded. */
export function doLoot(s: ValheimState, seat: number): void {
  const space = me(s, seat).space;
  const chest = CHESTS_BY_ID[s.chests[space] as string];
  const { [space]: _looted, ...rest } = s.chests;
  s.chests = rest;
  if (chest) gain(s, { ...chest.loot, coin: (chest.loot.coin ?? 0) + perk(s, seat, 'chestCoin') });
  award(s, seat, DEEDS.loot);
  s.moveLeft = 0;
}

export const canPickUp = (s: ValheimState, seat: number, owner: unknown): boolean => {
  if (
    !onOwnTurn(s, seat) ||
    typeof owner !== 'number' ||
    !Number.isInteger(owner) ||
    owner < 0 ||
    owner >= s.numPlayers
  )
    return false;
  const t = me(s, owner).tombstone;
  if (!t || t.space !== me(s, seat).space) return false;
  // Ruling R18: a full board (3 cards) cannot take the dropped card.
  return t.card === null || me(s, seat).equipment.length < MAX_EQUIPMENT;
};

/** Pick up from a tombstone (lines 207, 304): the card to you, the tombstone back to its owner. */
export function doPickUp(s: ValheimState, seat: number, owner: number): void {
  const t = me(s, owner).tombstone as NonNullable<Player['tombstone']>;
  const p = me(s, seat);
  if (t.card) p.equipment = [...p.equipment, t.card];
  me(s, owner).tombstone = null;
  s.moveLeft = 0;
}

/** Summon at the altar once the objective is met (`objective.ts`). */
export const canSummon = (s: ValheimState, seat: number): boolean =>
  hasAction(s, seat) && summonable(s, iconsAt(s, me(s, seat).space));

/** On a space with these icons, may the Forsaken be summoned (`canSummon` past its action)? */
export const summonable = (s: ValheimState, icons: SpaceIcons): boolean =>
  icons.altar === true && objectiveMet(s);

export const canPass = (s: ValheimState, seat: number): boolean => onOwnTurn(s, seat);

/** Ruling R2: a player may end the turn with actions left; they are lost. */
export function doPass(s: ValheimState): void {
  s.actionsLeft = 0;
  s.moveLeft = 0;
}

export { HOUSE };

export const canBees = (s: ValheimState, seat: number): boolean =>
  inHouse(s, seat) &&
  s.furniture.includes('beehive') &&
  !s.bees &&
  s.honeyPool.length > 0 &&
  freeSpaces(me(s, seat)) > 0;

/** Check on the bees (lines 195, 256–257): a random honeycomb into a free space, once per turn. */
export function doBees(s: ValheimState, seat: number, rng: Rng): void {
  spendAction(s);
  s.bees = true;
  const pool = shuffle(rng, s.honeyPool);
  const token = pool[0];
  s.honeyPool = pool.slice(1);
  const p = me(s, seat);
  p.honeycombs = [...p.honeycombs, token as string];
}

export const canHoney = (s: ValheimState, seat: number, id: unknown): boolean =>
  onOwnTurn(s, seat) && typeof id === 'string' && me(s, seat).honeycombs.includes(id);

/** Eat a honeycomb (lines 410–413): its effect on yourself; +1 action is for this turn. Back to the supply. */
export function doHoney(s: ValheimState, seat: number, id: string): void {
  const p = me(s, seat);
  p.honeycombs = without(p.honeycombs, id);
  s.honeyPool = [...s.honeyPool, id];
  const h = HONEY_BY_ID[id];
  if (!h) return;
  if (h.effect === 'action') s.actionsLeft += h.amount;
  if (h.effect === 'stamina') refresh(p, h.amount);
  if (h.effect === 'health') heal(p, h.amount);
  if (h.effect === 'reroll') gainRerolls(p, h.amount);
  s.moveLeft = 0;
}
