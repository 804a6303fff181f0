import type { Creature, Player, ValheimState } from '../state.js';
import { clone, editStash } from './util.js';

/**
 * A match state rebuilt of fresh, unfrozen objects for the bots' core (`core.fromMatch`): boardgame.io
 * deep-freezes G, and a state sharing frozen lists and records with the rules' own fresh ones makes every
 * read site see two shapes of each. Same values, same key order; strings are shared as they are.
 */
export function thawState(G: ValheimState): ValheimState {
  const s = clone(G);
  s.metals = G.metals.slice();
  s.guards = G.guards.slice();
  s.campaign = G.campaign && (JSON.parse(JSON.stringify(G.campaign)) as ValheimState['campaign']);
  s.tiles = { ...G.tiles };
  s.revealed = G.revealed.slice();
  s.creatures = G.creatures.map(thawCreature);
  s.veteran = G.veteran.slice();
  s.stagSpaces = G.stagSpaces.slice();
  s.chests = { ...G.chests };
  s.chestPool = G.chestPool.slice();
  editStash(s);
  s.furniture = G.furniture.slice();
  s.supply = G.supply.slice();
  s.foodDeck = G.foodDeck.slice();
  s.prepared = G.prepared.slice();
  s.foodDiscard = G.foodDiscard.slice();
  s.events = G.events.slice();
  s.gifts = G.gifts.slice();
  for (const p of s.players) thawPlayer(p);
  s.house = { items: G.house.items.slice(), fire: G.house.fire.slice() };
  s.honeyPool = G.honeyPool.slice();
  s.craftedThisTurn = G.craftedThisTurn.slice();
  s.haldor = G.haldor.slice();
  s.trade = G.trade && { seat: G.trade.seat, offer: G.trade.offer.slice() };
  s.ships = G.ships.slice();
  s.voyage = G.voyage && {
    seat: G.voyage.seat,
    from: G.voyage.from,
    to: G.voyage.to,
    offers: G.voyage.offers.slice(),
    crew: G.voyage.crew.slice(),
  };
  s.odinAsk = G.odinAsk.slice();
  s.steering = G.steering && {
    creature: G.steering.creature,
    options: G.steering.options.slice(),
    queue: G.steering.queue.slice(),
    steps: G.steering.steps,
    targets: G.steering.targets.slice(),
  };
  s.log = G.log.slice();
  return s;
}

const thawCreature = (c: Creature): Creature => ({
  id: c.id,
  kind: c.kind,
  space: c.space,
  damage: c.damage,
  hurtBy: c.hurtBy.slice(),
});

/** A player copied by `clone` still shares its lists with G: each gets a fresh copy. */
function thawPlayer(p: Player): void {
  p.equipment = p.equipment.slice();
  p.fire = p.fire.slice();
  p.honeycombs = p.honeycombs.slice();
  p.odinOffer = p.odinOffer.slice();
  p.upgrades = p.upgrades.map((u) => ({ id: u.id, xp: u.xp }));
  p.traitOffer = p.traitOffer.slice();
  p.occupationOffer = p.occupationOffer.slice();
  p.meads = p.meads.slice();
  p.bombs = p.bombs.slice();
  p.tombstone = p.tombstone && { space: p.tombstone.space, card: p.tombstone.card };
}
