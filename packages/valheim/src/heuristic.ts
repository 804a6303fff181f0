import type { AiMove } from '@skald/core';
import { COMBAT_DICE } from './data/dice.js';
import { EQUIPMENT_BY_ID, isArmour, MAX_EQUIPMENT } from './data/equipment.js';
import { FOOD_BY_ID } from './data/food.js';
import { FORSAKEN } from './data/forsaken.js';
import { SHIP_COST } from './data/furniture.js';
import { HALDOR_BY_ID } from './data/haldor.js';
import { HOUSE, slotOf, slotSpaces } from './data/map.js';
import { PLAYER } from './data/player.js';
import { RESOURCE_TABLE, type Resource } from './data/resources.js';
import { SCENARIOS } from './data/scenario.js';
import { ODIN_BY_ID } from './data/skills.js';
import { legalMoves } from './rules/apply.js';
import { sideOf } from './rules/combat.js';
import { damageFrom } from './rules/gear.js';
import { ADJ, iconsAt, isRevealed, pathOnMap } from './rules/map.js';
import { gearMissing, objectiveMet } from './rules/objective.js';
import { RESCUE } from './rules/roll.js';
import { canPay } from './rules/util.js';
import type { ValheimState } from './state.js';

/** A rough strength of a weapon: expected hits plus bonus (a red die averages 1, a yellow 5/6). */
const power = (id: string): number => {
  const e = EQUIPMENT_BY_ID[id];
  return e ? e.red + (5 / 6) * e.yellow + e.attackBonus + (e.fireBuiltIn ? 0.5 : 0) : 0.6;
};

/**
 * Where a creature with tied ways goes: away from everyone if a landing holds no player (no fight now),
 * else onto the healthiest players' space.
 */
function steerChoice(s: ValheimState, legal: readonly AiMove[]): AiMove {
  const health = (space: unknown) =>
    s.players.reduce((n, p) => (!p.knockedOut && p.space === space ? n + 1 + p.health : n), 0);
  const empty = legal.find((m) => health(m.args?.[0]) === 0);
  return (
    empty ?? [...legal].sort((a, b) => health(b.args?.[0]) - health(a.args?.[0]))[0] ?? (legal[0] as AiMove)
  );
}

/**
 * A greedy scenario-1 player (the baseline for bots and the proof that a game can be won end to end):
 * arm up, find and catch the stags, summon, then fight Eikthyr from behind. Always returns a legal move.
 */
export function heuristicMove(
  s: ValheimState,
  seat: number,
  legal: readonly AiMove[] = legalMoves(s, seat),
): AiMove | null {
  if (legal.length === 0) return null;
  const find = (name: string, pred: (args: readonly unknown[]) => boolean = () => true) =>
    legal.find((m) => m.move === name && pred(m.args ?? []));
  const best = (name: string) =>
    legal
      .filter((m) => m.move === name)
      .sort((a, b) => power(String(b.args?.[0])) - power(String(a.args?.[0])))[0];
  const p = s.players[seat] as ValheimState['players'][number];
  const missing = gearMissing(s);

  const choose = find('chooseSkill');
  if (choose) return choose;
  if (s.steering) return steerChoice(s, legal);
  if (s.pending?.helpers?.length) {
    // Asked to help another's fight roll: when the roller is badly hurt, or to keep it standing (a heal,
    // stamina or cleanse is only asked for when it does, ruling R-odin4).
    const rescue = [p.odin, p.odinKept].some((id) => RESCUE.includes(ODIN_BY_ID[id ?? '']?.effect ?? ''));
    const hurt = rescue || (s.players[s.pending.seat]?.health ?? 0) <= 4;
    return (hurt ? (find('odin') ?? find('odinKept')) : undefined) ?? (find('odinPass') as AiMove);
  }
  if (s.pending) {
    // Dice that would knock you out: a health mead first, while the result is not applied (line 396).
    const taken = damageFrom(s.pending.damage);
    if (p.health <= taken.hits + taken.specials + 1) {
      const heal = find('mead', (a) => a[0] === 'healthMead' && a[1] === seat);
      if (heal) return heal;
    }
    // Reroll every blank own die once, else keep.
    const blank = (d: { die: string; face: number }) =>
      d.die !== 'collect' && COMBAT_DICE[d.die as 'red'].faces[d.face]?.kind === 'blank';
    const blanks = s.pending.dice.reduce((m, d, i) => (blank(d) ? m | (1 << i) : m), 0);
    return (blanks > 0 ? find('reroll', (x) => x[0] === blanks) : undefined) ?? (find('keep') as AiMove);
  }
  if (s.voyage?.offers.length) return find('stay') as AiMove;
  if (s.trade) {
    // Buy a first weapon or more armour from Haldor when there is room; else leave.
    const gear =
      p.equipment.length < 3
        ? find('buy', (x) => HALDOR_BY_ID[String(x[0])]?.goods.kind === 'equipment')
        : undefined;
    return gear ?? (find('endTrade') as AiMove);
  }
  if (s.combat?.offers.length)
    return (p.health >= 4 ? find('assist') : undefined) ?? (find('decline') as AiMove);
  const pass = find('odinPass');
  if (pass) {
    // Asked out of turn: heal a badly hurt player, else let the moment pass.
    const hurt = s.players.findIndex((q) => !q.knockedOut && q.health <= 3);
    return find('odin', (x) => x[0] === hurt && x[1] === null) ?? pass;
  }
  if (s.combat) {
    if (p.health <= 2) {
      const heal = find('mead', (a) => a[0] === 'healthMead' && a[1] === seat);
      if (heal) return heal;
    }
    const bomb = find('bomb');
    if (bomb) return bomb;
    const weakest = s.creatures
      .filter((c) => c.space === s.combat?.space)
      .sort((a, b) => sideOf(s, a).health - a.damage - (sideOf(s, b).health - b.damage))[0];
    const fights = legal.filter((m) => m.move === 'fight' && m.args?.[1] === weakest?.id);
    return (
      fights.sort((a, b) => power(String(b.args?.[0])) - power(String(a.args?.[0])))[0] ??
      (legal[0] as AiMove)
    );
  }

  if (s.stage === 'arena' && s.arena) {
    const a = s.arena;
    if (FORSAKEN[a.forsaken].edge > 0) return moderMove(s, seat, legal, find, best);
    if (a.toPlace.length > 0)
      return find('place', (x) => x[0] === (seat === s.turn ? 'I0' : 'I2')) ?? (legal[0] as AiMove);
    const revive = find('arenaMead', (x) => s.players[x[0] as number]?.knockedOut === true);
    if (revive) return revive;
    const behind = `I${(a.facing + 2) % 4}`;
    if (!a.fought) {
      const there =
        !a.moved && a.spaces[seat] !== behind ? find('arenaMove', (x) => x[0] === behind) : undefined;
      return there ?? best('arenaFight') ?? (legal[0] as AiMove);
    }
    return find('pass') ?? (legal[0] as AiMove);
  }

  const stepTo = (next: string | undefined): AiMove | undefined =>
    next === undefined
      ? undefined
      : (find(s.moveLeft > 0 ? 'step' : 'move', (x) => x[0] === next) ?? find('move', (x) => x[0] === next));
  // Never walk where the cold would strand you: the stamina for the cold spaces there and back home (line
  // 650; a player with none left cannot enter one). Short of it, home first (food, the rug).
  const toward = (goal: string): AiMove | undefined => {
    const path = pathOnMap(p.space, goal);
    if (goal !== HOUSE && p.stamina < coldOn(s, path) + coldOn(s, pathOnMap(goal, HOUSE)))
      return p.space === HOUSE ? undefined : stepTo(pathOnMap(p.space, HOUSE)?.[1]);
    return stepTo(path?.[1]);
  };
  // Nothing to do out there: at home, food for what is short (stamina for the cold, health), else pass.
  const rest = (): AiMove => restAtHome(s, p, legal) ?? (find('pass') as AiMove);

  // Arm up before the summon while the deck allows it: an unarmed fighter barely scratches a Forsaken.
  const arming = objectiveMet(s) && !readyToSummon(s);
  for (const name of arming ? ['loot', 'pickUp'] : ['loot', 'pickUp', 'summon']) {
    const m = find(name);
    if (m) return m;
  }
  // Coins to spare and room for a card: see what Haldor has (his gear costs 2–5 coins).
  const trade = s.stash.coin >= 5 && p.equipment.length < 3 ? find('trade') : undefined;
  if (trade) return trade;
  if (p.space === HOUSE) {
    if (p.health <= 4) {
      const eat = find('eat', (x) => x[1] === 'bottom') ?? find('eat') ?? find('cook');
      if (eat) return eat;
    }
    // A gear objective: the named cards first.
    const named = find('craft', (x) => missing.includes(String(x[0])));
    if (named) return named;
    const hasWeapon = p.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never));
    const craft = legal
      .filter((m) => m.move === 'craft')
      .filter((m) => {
        const e = EQUIPMENT_BY_ID[String(m.args?.[0])];
        return e && (hasWeapon ? isArmour(e) && e.defense > 0 : !isArmour(e));
      })
      .sort((x, y) => power(String(y.args?.[0])) - power(String(x.args?.[0])))[0];
    if (craft) return craft;
  }
  if (arming && p.health < SUMMON_HEALTH && p.space !== HOUSE) return toward(HOUSE) ?? rest();
  if (p.health <= 2) {
    const heal = find('mead', (x) => x[0] === 'healthMead' && x[1] === seat);
    if (heal) return heal;
    if (p.space !== HOUSE) return toward(HOUSE) ?? rest();
  }
  if (s.stagSpaces.includes(p.space)) {
    const stag = find('stag', (x) => x[0] === 'action') ?? find('stag');
    if (stag) return stag;
  }
  const altar = Object.keys(ADJ).find((id) => iconsAt(s, id).altar);
  const o = SCENARIOS[s.scenario].objective;
  if (objectiveMet(s) && altar && !arming) {
    const go = toward(altar);
    if (go) return go;
  }
  const voyage = islandTrip(s, p, find);
  if (voyage) return voyage;
  // An offering objective: mine what it asks for; an island errand: a ship's hide and wood.
  const errand = islandErrand(s);
  const wanted =
    o.kind === 'offer' && !canPay(s, o.cost)
      ? Object.keys(o.cost)
      : missing.length > 0
        ? shortfall(s, missing)
        : (Object.keys(SHIP_COST) as Resource[]).filter((r) => errand && s.stash[r] < (SHIP_COST[r] ?? 0));
  const here = iconsAt(s, p.space).resource;
  if (here && wanted.includes(here)) {
    const collect = find('collect');
    if (collect) return collect;
  }
  // Gather wood for a first weapon while unarmed.
  if (p.equipment.length === 0 && s.stash.wood < 2 && iconsAt(s, p.space).resource === 'wood') {
    const collect = find('collect');
    if (collect) return collect;
  }
  // A slaying objective: once armed and healthy, go for the creature.
  const prey =
    o.kind === 'slay' && p.equipment.length > 0 && p.health >= 5
      ? s.creatures.filter((c) => c.kind === o.creature).map((c) => c.space)
      : [];
  // Timber and hide in hand: make for a ship's space, else the mainland shore to build one.
  const shore =
    errand && wanted.length === 0
      ? s.ships.length > 0
        ? s.ships
        : SCENARIOS[s.scenario].shore.filter((sp) => slotOf(sp) !== SCENARIOS[s.scenario].islands[0]?.slot)
      : [];
  const unseen = Object.keys(s.tiles)
    .filter((slot) => !s.revealed.includes(slot))
    .map((slot) => slotSpaces(slot)[0] as string);
  const targets = [
    ...shore,
    ...prey,
    ...s.stagSpaces,
    ...Object.keys(ADJ).filter((id) => wanted.includes(String(iconsAt(s, id).resource))),
    ...unseen,
  ];
  const goal = targets
    .map((t) => ({ t, d: pathOnMap(p.space, t)?.length ?? 99 }))
    .sort((x, y) => x.d - y.d || x.t.localeCompare(y.t))[0]?.t;
  if (p.equipment.length === 0 && s.stash.wood >= 2 && p.space !== HOUSE) return toward(HOUSE) ?? rest();
  // A named card of a gear objective is paid for and this player has room for it: home to craft it.
  const craftable = missing.some((id) => canPay(s, EQUIPMENT_BY_ID[id]?.cost ?? {}));
  if (craftable && p.equipment.length < MAX_EQUIPMENT && p.space !== HOUSE) return toward(HOUSE) ?? rest();
  // Nothing else to do (every tile seen, no errand): arm up — the next card of a kit, its resources, home.
  const armed = p.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never));
  const exploringOnly = goal !== undefined && targets.length === unseen.length;
  const next = goal === undefined || (!armed && exploringOnly) || arming ? kitPlan(s, p) : undefined;
  if (next) {
    const short = shortfall(s, [next]);
    if (short.length === 0) return p.space === HOUSE ? rest() : (toward(HOUSE) ?? rest());
    if (here && short.includes(here)) return find('collect') ?? (find('pass') as AiMove);
    const vein = Object.keys(ADJ)
      .filter((id) => isRevealed(s, id) && short.includes(String(iconsAt(s, id).resource)))
      .map((t) => ({ t, d: pathOnMap(p.space, t)?.length ?? 99 }))
      .sort((x, y) => x.d - y.d || x.t.localeCompare(y.t))[0]?.t;
    const there = vein ? toward(vein) : undefined;
    if (there) return there;
  }
  const go = goal && goal !== p.space ? toward(goal) : undefined;
  return go ?? (find('pass') ? rest() : (legal[0] as AiMove));
}

/** Event cards kept in hand for walking to the altar once the team holds the summon to arm up. */
export const SUMMON_RESERVE = 6;
/** Health every standing player gets back (home, food) before the summon while the deck allows it. */
export const SUMMON_HEALTH = 5;

/**
 * The team may summon: every standing player holds a weapon or has none the map (every tile seen) can pay
 * for, or the event deck is down to its reserve.
 */
function readyToSummon(s: ValheimState): boolean {
  if (s.events.length <= SUMMON_RESERVE) return true;
  const unseen = Object.keys(s.tiles).some((slot) => !s.revealed.includes(slot));
  return s.players.every((q) => {
    if (!q.knockedOut && q.health < SUMMON_HEALTH) return false;
    if (q.knockedOut || q.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never))) return true;
    const next = kitPlan(s, q);
    return !unseen && (next === undefined || isArmour(EQUIPMENT_BY_ID[next] as never));
  });
}

/**
 * The next card for a player with nothing else to do: a weapon while unarmed, else armour for a slot still
 * empty — the strongest one that the stash and the resources on revealed spaces can pay for (metals only
 * once unlocked), with room on the board; none when nothing fits.
 */
function kitPlan(s: ValheimState, p: ValheimState['players'][number]): string | undefined {
  if (p.equipment.length >= MAX_EQUIPMENT) return undefined;
  const sources = new Set<string>();
  for (const id of Object.keys(ADJ)) {
    const r = iconsAt(s, id).resource;
    if (
      r &&
      r in RESOURCE_TABLE &&
      isRevealed(s, id) &&
      (!RESOURCE_TABLE[r as Resource].metal || s.metals.includes(r as Resource))
    )
      sources.add(r);
  }
  const feasible = (cost: Partial<Record<Resource, number>>) =>
    Object.entries(cost).every(([r, n]) => s.stash[r as Resource] >= (n ?? 0) || sources.has(r));
  const armed = p.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never));
  const worn = new Set(p.equipment.map((id) => EQUIPMENT_BY_ID[id]?.slot));
  const value = (e: NonNullable<(typeof EQUIPMENT_BY_ID)[string]>) =>
    isArmour(e) ? e.defense + e.defenseBonus : power(e.id);
  const open = [...new Set(s.supply)]
    .map((id) => EQUIPMENT_BY_ID[id])
    .filter((e): e is NonNullable<typeof e> => !!e && feasible(e.cost));
  const pick = (wantWeapon: boolean) =>
    open
      .filter((e) => (wantWeapon ? !isArmour(e) : isArmour(e) && e.defense > 0 && !worn.has(e.slot)))
      .sort((a, b) => value(b) - value(a) || a.id.localeCompare(b.id))[0]?.id;
  // No weapon the map can pay for while a teammate is armed (scenario 8 has one card without wood): armour,
  // to assist the armed one.
  const teamArmed = s.players.some((q) => q.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never)));
  return pick(!armed) ?? (!armed && teamArmed ? pick(false) : undefined);
}

/**
 * The objective's last tokens can only lie on the misty island (scenario 5): every ring tile is revealed, no
 * token waits on the map, fewer than the objective's count were placed.
 */
function islandErrand(s: ValheimState): boolean {
  const o = SCENARIOS[s.scenario].objective;
  const island = SCENARIOS[s.scenario].islands[0]?.slot;
  if (!island || o.kind !== 'tokens' || s.revealed.includes(island) || s.stagSpaces.length > 0) return false;
  if (s.stagsPlaced >= o.count) return false;
  return Object.keys(s.tiles).every((slot) => slot === island || s.revealed.includes(slot));
}

/**
 * Ships, opportunistically: armed, on the shore and the island still misty, build a ship (with the timber)
 * or sail to the island's first space (Haldor's camp in scenario 2); once there, sail back to the shore
 * space nearest the house. Nothing for scenarios without an island.
 */
function islandTrip(
  s: ValheimState,
  p: ValheimState['players'][number],
  find: (name: string, pred?: (args: readonly unknown[]) => boolean) => AiMove | undefined,
): AiMove | undefined {
  const island = SCENARIOS[s.scenario].islands[0]?.slot;
  if (!island) return undefined;
  // A stag on the island: walk to it first (scenario 5).
  if (slotOf(p.space) === island && s.stagSpaces.some((sp) => slotOf(sp) === island)) return undefined;
  if (slotOf(p.space) === island) {
    // Back home: the mainland shore nearest the house (the ship is where we landed).
    const home = SCENARIOS[s.scenario].shore
      .filter((sp) => slotOf(sp) !== island)
      .sort((a, b) => (pathOnMap(a, HOUSE)?.length ?? 99) - (pathOnMap(b, HOUSE)?.length ?? 99))[0];
    return home === undefined ? undefined : find('sail', (x) => x[0] === home);
  }
  const armed = p.equipment.some((id) => !isArmour(EQUIPMENT_BY_ID[id] as never));
  if ((!armed && !islandErrand(s)) || s.revealed.includes(island)) return undefined;
  return find('sail', (x) => x[0] === `${island}0`) ?? find('ship', (x) => x[0] === null);
}

/** Resources the stash still lacks for `cards` together. */
function shortfall(s: ValheimState, missing: readonly string[]): string[] {
  const need: Partial<Record<Resource, number>> = {};
  for (const id of missing)
    for (const [r, n] of Object.entries(EQUIPMENT_BY_ID[id]?.cost ?? {}))
      need[r as Resource] = (need[r as Resource] ?? 0) + (n ?? 0);
  return Object.keys(need).filter((r) => s.stash[r as Resource] < (need[r as Resource] ?? 0));
}

/** Stamina the cold spaces of a path cost (its first space is where you stand; line 650). */
function coldOn(s: ValheimState, path: readonly string[] | undefined): number {
  let n = 0;
  for (let i = 1; i < (path?.length ?? 0); i++) if (iconsAt(s, path?.[i] as string).hazard === 'cold') n++;
  return n;
}

/**
 * At home with a track short: eat the prepared food that fills it (top side, or the cauldron's), or cook
 * when nothing prepared helps. Undefined away from home or with full tracks.
 */
function restAtHome(
  s: ValheimState,
  p: ValheimState['players'][number],
  legal: readonly AiMove[],
): AiMove | undefined {
  if (p.space !== HOUSE) return undefined;
  const short = { health: PLAYER.maxHealth - p.health, stamina: PLAYER.maxStamina - p.stamina };
  if (short.health <= 0 && short.stamina <= 0) return undefined;
  const gain = (m: AiMove) => {
    const food = FOOD_BY_ID[s.prepared[m.args?.[0] as number] ?? ''];
    const b = food?.[m.args?.[1] === 'bottom' ? 'bottom' : 'top'];
    return b ? Math.min(b.health, short.health) + Math.min(b.stamina, short.stamina) : 0;
  };
  const eat = legal.filter((m) => m.move === 'eat' && gain(m) > 0).sort((a, b) => gain(b) - gain(a))[0];
  return eat ?? legal.find((m) => m.move === 'cook');
}

type Find = (name: string, pred?: (args: readonly unknown[]) => boolean) => AiMove | undefined;

/**
 * Moder's arena (lines 560–574): she drifts toward her nest, where every blank heals her 2, and only ranged
 * attacks reach her there from the lake. So: start on the lake side that reaches her altar; climb the peak
 * (any weapon ranged) when your weapon cannot reach her from your side, so you still hit and each critical
 * pushes her back; throw bombs once she is on her way (a bomb's critical sends her back to her altar) or to
 * finish her; a health mead brings a fallen teammate back or keeps you standing.
 */
function moderMove(
  s: ValheimState,
  seat: number,
  legal: readonly AiMove[],
  find: Find,
  best: (name: string) => AiMove | undefined,
): AiMove {
  const a = s.arena as NonNullable<ValheimState['arena']>;
  const f = FORSAKEN[a.forsaken];
  const lake = f.spaces.filter((x) => !x.peak);
  if (a.toPlace.length > 0) {
    const start = lake.find((x) => x.reach?.includes(a.moder))?.id;
    return find('place', (x) => x[0] === start) ?? (legal[0] as AiMove);
  }
  const p = s.players[seat] as ValheimState['players'][number];
  const revive = find('arenaMead', (x) => s.players[x[0] as number]?.knockedOut === true);
  if (revive) return revive;
  if (p.health <= 2) {
    const heal = find('arenaMead', (x) => x[0] === seat);
    if (heal) return heal;
  }
  if (a.moder >= 2 || a.health <= 3) {
    const bomb = find('arenaBomb', (x) => x[0] === 'pierceBomb') ?? find('arenaBomb');
    if (bomb) return bomb;
  }
  if (!a.fought) {
    const weapon = best('arenaFight');
    const ranged = EQUIPMENT_BY_ID[String(weapon?.args?.[0])]?.ranged === true;
    const side = f.spaces.find((x) => x.id === a.spaces[seat]);
    const reaches = side?.peak === true || ranged || side?.reach?.includes(a.moder) === true;
    const peak = f.spaces.find((x) => x.peak)?.id;
    const climb = !a.moved && !reaches ? find('arenaMove', (x) => x[0] === peak) : undefined;
    return climb ?? weapon ?? (legal[0] as AiMove);
  }
  return find('pass') ?? (legal[0] as AiMove);
}
