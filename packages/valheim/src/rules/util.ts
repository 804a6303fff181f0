import { PLAYER } from '../data/player.js';
import { type Cost, RESOURCE_TABLE, RESOURCES, type Resource } from '../data/resources.js';
import type { Arena, Combat, Creature, PendingRoll, Player, PowerState, ValheimState } from '../state.js';

/**
 * A copy of the state for the next move, written out field by field: object literals of a fixed shape are
 * several times faster to build than spreads (`{ ...p, equipment: [...] }`), and bots' playouts copy a
 * state on every move. What the rules change in place (creatures, players, stash, combat, arena…) is
 * copied; what they only ever replace (tiles, revealed, chests, the decks, supply, furniture, food, gifts,
 * metals, log…) is shared between the two states, so a rule must reassign those, never push or splice. A
 * field added to G must be added here, in G's key order (the `clone` test compares the copy with a JSON
 * round trip, goldens compare key order).
 */
export function clone(s: ValheimState): ValheimState {
  return {
    scenario: s.scenario,
    metals: s.metals,
    guards: s.guards,
    // The campaign carry is never written during a match: shared, not copied.
    campaign: s.campaign,
    power: s.power && copyPower(s.power),
    numPlayers: s.numPlayers,
    stage: s.stage,
    turn: s.turn,
    actionsLeft: s.actionsLeft,
    moveLeft: s.moveLeft,
    ending: s.ending,
    tiles: s.tiles,
    revealed: s.revealed,
    // Creatures are replaced, never edited (`replaceCreature`): the list and its creatures are shared.
    creatures: s.creatures,
    nextCreatureId: s.nextCreatureId,
    veteran: s.veteran,
    stagSpaces: s.stagSpaces,
    stagsPlaced: s.stagsPlaced,
    stagsTaken: s.stagsTaken,
    chests: s.chests,
    chestPool: s.chestPool,
    // The stash is replaced before every change (`editStash`): shared.
    stash: s.stash,
    furniture: s.furniture,
    supply: s.supply,
    foodDeck: s.foodDeck,
    prepared: s.prepared,
    foodDiscard: s.foodDiscard,
    events: s.events,
    gifts: s.gifts,
    ongoing: s.ongoing && { card: s.ongoing.card, cubes: s.ongoing.cubes },
    raid: s.raid && { card: s.raid.card, slot: s.raid.slot, size: s.raid.size, creature: s.raid.creature },
    players: copyPlayers(s.players),
    combat: s.combat && copyCombat(s.combat),
    pending: s.pending && copyPending(s.pending),
    arena: s.arena && copyArena(s.arena),
    // The house and its lists are only ever replaced: shared.
    house: s.house,
    exchanging: s.exchanging,
    honeyPool: s.honeyPool,
    bees: s.bees,
    dismantled: s.dismantled,
    craftedThisTurn: s.craftedThisTurn,
    // Haldor's deck, a trade, ships, a voyage, the out-of-turn Odin queue and a creature's tied landing are
    // only ever replaced: shared.
    haldor: s.haldor,
    haldorSeen: s.haldorSeen,
    trade: s.trade,
    ships: s.ships,
    voyage: s.voyage,
    odinAsk: s.odinAsk,
    steering: s.steering,
    log: s.log,
    result: s.result && (JSON.parse(JSON.stringify(s.result)) as ValheimState['result']),
  };
}

const copyPower = (p: PowerState): PowerState => ({
  id: p.id,
  cubes: p.cubes,
  holder: p.holder,
  doubled: p.doubled.slice(),
});

/** Put a changed copy of a creature in its place: the list and the creatures in it are shared by states. */
export function replaceCreature(s: ValheimState, next: Creature): void {
  s.creatures = s.creatures.map((c) => (c.id === next.id ? next : c));
}

/** A creature moved to `space` (a new object, in G's key order). */
export const movedTo = (c: Creature, space: string): Creature => ({
  id: c.id,
  kind: c.kind,
  space,
  damage: c.damage,
  hurtBy: c.hurtBy,
});

/**
 * The stash is shared by the states copied from one another: a rule about to change it takes a fresh copy
 * first (one per change; most moves change nothing in it).
 */
export function editStash(s: ValheimState): Record<Resource, number> {
  s.stash = copyStash(s.stash);
  return s.stash;
}

const copyStash = (r: Record<Resource, number>): Record<Resource, number> => ({
  wood: r.wood,
  resin: r.resin,
  stone: r.stone,
  hide: r.hide,
  bronze: r.bronze,
  iron: r.iron,
  silver: r.silver,
  coin: r.coin,
});

/** Every player copied (a loop: `map` with a callback costs more than the copies on a short list). */
function copyPlayers(players: readonly Player[]): Player[] {
  const out: Player[] = [];
  for (let i = 0; i < players.length; i++) out.push(copyPlayer(players[i]!));
  return out;
}

/**
 * A player's lists (cards, fire tokens, consumables, skills kept and offered) and the tombstone are only
 * ever replaced, never edited in place (`without`, `[...list, x]`): shared with the state copied from.
 */
const copyPlayer = (p: Player): Player => ({
  space: p.space,
  health: p.health,
  stamina: p.stamina,
  equipment: p.equipment,
  fire: p.fire,
  rerolls: p.rerolls,
  honeycombs: p.honeycombs,
  odin: p.odin,
  odinOffer: p.odinOffer,
  odinKept: p.odinKept,
  upgrades: p.upgrades,
  traitOffer: p.traitOffer,
  occupationOffer: p.occupationOffer,
  meads: p.meads,
  bombs: p.bombs,
  knockedOut: p.knockedOut,
  frozen: p.frozen,
  poisoned: p.poisoned,
  tombstone: p.tombstone,
});

const copyCombat = (c: Combat): Combat => ({
  space: c.space,
  seats: c.seats.slice(),
  roller: c.roller,
  offers: c.offers.slice(),
  asked: c.asked,
});

const copyPending = (r: PendingRoll): PendingRoll => ({
  kind: r.kind,
  seat: r.seat,
  weapon: r.weapon,
  target: r.target,
  how: r.how,
  dice: r.dice.map((d) => ({ die: d.die, face: d.face })),
  damage: r.damage.slice(),
  helpers: r.helpers === null ? null : r.helpers.slice(),
  plus: {
    attack: r.plus.attack,
    defense: r.plus.defense,
    ward: r.plus.ward,
    guard: r.plus.guard,
    hands: r.plus.hands,
    odin: r.plus.odin,
  },
});

const copyArena = (a: Arena): Arena => ({
  forsaken: a.forsaken,
  health: a.health,
  turnHealth: a.turnHealth,
  facing: a.facing,
  vines: a.vines,
  ooze: a.ooze.slice(),
  moder: a.moder,
  peakFrom: a.peakFrom,
  spaces: a.spaces.slice(),
  toPlace: a.toPlace.slice(),
  moved: a.moved,
  fought: a.fought,
  deck: a.deck.slice(),
  discard: a.discard.slice(),
});

/** `list` without the first `item`: a new array (player boards' lists are replaced, never edited). */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

const LOG_LENGTH = 12;

/**
 * The log of a bot's core state (`core.fromMatch`): nobody reads a search's log, so the rules write none
 * (`log` leaves it as it is). One frozen empty list; G and every match state keep the real log.
 */
export const QUIET_LOG: string[] = Object.freeze([]) as unknown as string[];

/** Does this state keep a log? (A rule builds its line only then.) */
export const logging = (s: ValheimState): boolean => s.log !== QUIET_LOG;

export function log(s: ValheimState, line: string): void {
  if (s.log === QUIET_LOG) return;
  // Copied into a fresh list (one allocation: `slice` then `push` would grow the copy at once).
  const next: string[] = [];
  for (let i = Math.max(0, s.log.length - (LOG_LENGTH - 1)); i < s.log.length; i++)
    next.push(s.log[i] as string);
  next.push(line);
  s.log = next;
}

export const emptyStash = (): Record<Resource, number> =>
  Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;

/** Costs name a few resources: only those are read (no pass over all 8 per check). */
export function canPay(s: ValheimState, cost: Cost): boolean {
  for (const key in cost) {
    const r = key as Resource;
    if (Object.hasOwn(RESOURCE_TABLE, r) && s.stash[r] < (cost[r] ?? 0)) return false;
  }
  return true;
}

export function pay(s: ValheimState, cost: Cost): void {
  const stash = editStash(s);
  for (const key in cost) {
    const r = key as Resource;
    if (Object.hasOwn(RESOURCE_TABLE, r)) stash[r] -= cost[r] ?? 0;
  }
}

/** Add to the shared stash; it never holds more tokens than the box has (ruling R-stash). */
export function gain(s: ValheimState, loot: Cost): void {
  // Only the resources the loot names (the stash never holds more than the box: the others stay as they are).
  let stash: Record<Resource, number> | null = null;
  for (const key in loot) {
    const r = key as Resource;
    const n = loot[r];
    if (!n || !Object.hasOwn(RESOURCE_TABLE, r)) continue;
    stash ??= editStash(s);
    stash[r] = Math.min(RESOURCE_TABLE[r].tokens, stash[r] + n);
  }
}

export function heal(p: Player, n: number): void {
  p.health = Math.min(PLAYER.maxHealth, p.health + n);
}

export function refresh(p: Player, n: number): void {
  p.stamina = Math.min(PLAYER.maxStamina, p.stamina + n);
}

/** Forced stamina loss: what cannot come from stamina comes from health (line 430). Returns health lost. */
export function loseStamina(p: Player, n: number): number {
  const fromStamina = Math.min(p.stamina, n);
  p.stamina -= fromStamina;
  const fromHealth = Math.min(p.health, n - fromStamina);
  p.health -= fromHealth;
  return fromHealth;
}

export const standing = (p: Player): boolean => !p.knockedOut;

/** Seats in clockwise order starting from `first`. */
export function clockwiseFrom(s: ValheimState, first: number): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.numPlayers; i++) seats.push((first + i) % s.numPlayers);
  return seats;
}
