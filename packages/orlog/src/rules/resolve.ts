import { int, type Rng } from '@skald/core';
import {
  DICE_PER_PLAYER,
  FACE_GOLD,
  FACE_SYMBOL,
  FACE_SYMBOLS,
  FACES_PER_DIE,
  type FaceSymbol,
} from '../data/dice.js';
import { type FavorId, favorSpec } from '../data/favors.js';
import { favorCost, favorPriority, favorValue, MAX_HP, TOKEN_CAP } from '../data/rulings.js';
import { type OrlogState, other, type PlayerState, type Seat } from '../state.js';
import { endGame } from './match.js';
import { startRound } from './round.js';

/** Modifiers a before-resolution favor puts on its owner's dice for this round's combat. */
interface Mods {
  baldr: number;
  brunhild: number;
  freyrFace: FaceSymbol | null;
  freyrBonus: number;
  skadi: number;
  ullr: number;
  vidarr: number;
}

/** Working state of one resolution (never stored in G). */
interface Resolution {
  s: OrlogState;
  rng: Rng;
  /** Levels removed from each seat's favor by the opponent's Thrymr's Theft. */
  reduction: [number, number];
  /** Whether each seat's favor was paid for (and so is in force). */
  paid: [boolean, boolean];
  /** Tokens each seat has spent on favors this round (Vár's Bond watches the opponent's). */
  spent: [number, number];
  mods: [Mods, Mods];
  /** The seat that fell to 0 HP, ending the resolution at once. */
  fallen: Seat | null;
}

const noMods = (): Mods => ({
  baldr: 0,
  brunhild: 0,
  freyrFace: null,
  freyrBonus: 0,
  skadi: 0,
  ullr: 0,
  vidarr: 0,
});
const P = (seat: number) => `P${seat}`;

function log(r: Resolution, seat: number, kind: string, amount: number, text: string): void {
  r.s.log.push({ seat, kind, amount, text });
}

/** The level a seat's favor works at now: 0 when unpaid, not chosen, or lowered to nothing by Thrymr. */
function effectiveLevel(r: Resolution, seat: Seat): number {
  const c = r.s.revealed[seat];
  if (!c || !r.paid[seat]) return 0;
  return Math.max(0, c.level - r.reduction[seat]);
}

/** The value of a reactive favor `id` if `seat` has it in force, else 0. */
function watching(r: Resolution, seat: Seat, id: FavorId): number {
  const c = r.s.revealed[seat];
  if (!c || c.favor !== id) return 0;
  const level = effectiveLevel(r, seat);
  return level > 0 ? favorValue(id, level) : 0;
}

function heal(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const healed = Math.min(MAX_HP, p.hp + n) - p.hp;
  p.hp += healed;
  log(
    r,
    seat,
    'heal',
    healed,
    `${P(seat)} heals ${healed} (${why}${healed < n ? `, capped at ${MAX_HP}` : ''}) → ${p.hp} HP`,
  );
}

function gainTokens(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const gained = Math.min(TOKEN_CAP, p.tokens + n) - p.tokens;
  p.tokens += gained;
  log(
    r,
    seat,
    'tokens',
    gained,
    `${P(seat)} gains ${gained} token${gained === 1 ? '' : 's'} (${why}) → ${p.tokens}`,
  );
}

function destroyTokens(r: Resolution, seat: Seat, n: number, why: string): void {
  const p = r.s.players[seat];
  const lost = Math.min(p.tokens, Math.max(0, n));
  p.tokens -= lost;
  log(
    r,
    seat,
    'destroy',
    lost,
    `${P(seat)} loses ${lost} token${lost === 1 ? '' : 's'} (${why}) → ${p.tokens}`,
  );
}

/** HP loss from the opponent (dice, Thor): Mímir's Wisdom pays its owner for it. Ends the game at 0. */
function damage(r: Resolution, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = r.s.players[seat];
  const taken = Math.min(p.hp, n);
  p.hp -= taken;
  log(r, seat, 'damage', taken, `${P(seat)} takes ${taken} damage (${why}) → ${p.hp} HP`);
  if (p.hp === 0) {
    r.fallen = seat;
    return;
  }
  const mimir = watching(r, seat, 'mimir');
  if (mimir > 0) gainTokens(r, seat, mimir * taken, "Mímir's Wisdom");
}

/** Self-inflicted HP loss (Týr, Odin): not damage, so Mímir ignores it; 0 HP still loses. */
function sacrifice(r: Resolution, seat: Seat, wanted: number): number {
  const p = r.s.players[seat];
  const n = Math.max(0, Math.min(wanted, p.hp - r.s.rules.sacrificeFloor));
  p.hp -= n;
  log(r, seat, 'sacrifice', n, `${P(seat)} sacrifices ${n} HP → ${p.hp} HP`);
  if (p.hp === 0) r.fallen = seat;
  return n;
}

/** Every die code (`type * 6 + face`) a player has in play: unbanned base dice, then Freyja's extras. */
function diceInPlay(p: PlayerState): number[] {
  const out: number[] = [];
  for (let d = 0; d < DICE_PER_PLAYER; d++)
    if ((p.banned & (1 << d)) === 0) out.push(d * FACES_PER_DIE + (p.dice[d] as number));
  for (const code of p.extra) out.push(code);
  return out;
}

function countSymbol(p: PlayerState, symbol: FaceSymbol): number {
  let n = 0;
  for (const code of diceInPlay(p)) if (FACE_SYMBOL[code] === symbol) n++;
  return n;
}

function applyEffect(r: Resolution, seat: Seat, favor: FavorId, level: number): void {
  const s = r.s;
  const c = s.revealed[seat]!;
  const foe = other(seat);
  const me = s.players[seat];
  const them = s.players[foe];
  const v = favorValue(favor, level);
  const name = favorSpec(favor).name;
  const mods = r.mods[seat];
  switch (favor) {
    case 'thrymr':
      r.reduction[foe] += v;
      log(
        r,
        foe,
        'thrymr',
        v,
        s.revealed[foe]
          ? `${name}: ${P(foe)}'s favor loses ${v} level${v === 1 ? '' : 's'}`
          : `${name}: ${P(foe)} chose no favor, nothing to lower`,
      );
      return;
    case 'var':
      log(r, seat, 'watch', v, `${name} watches ${P(foe)}'s spending`);
      heal(r, seat, v * r.spent[foe], name);
      return;
    case 'freyja':
      for (let k = 0; k < v; k++) {
        const type = s.rules.freyjaDice === 'random' ? int(r.rng, DICE_PER_PLAYER) : k % DICE_PER_PLAYER;
        const face = int(r.rng, FACES_PER_DIE);
        me.extra.push(type * FACES_PER_DIE + face);
        const code = type * FACES_PER_DIE + face;
        log(
          r,
          seat,
          'extra',
          1,
          `${name}: extra die ${type + 1} shows ${FACE_SYMBOL[code]}${FACE_GOLD[code] ? ' (gold)' : ''}`,
        );
      }
      return;
    case 'frigg':
      for (const t of c.targets.slice(0, v)) {
        const owner: Seat = t < DICE_PER_PLAYER ? seat : foe;
        const d = t % DICE_PER_PLAYER;
        const p = s.players[owner];
        if ((p.banned & (1 << d)) !== 0) {
          log(r, owner, 'reroll', 0, `${name}: ${P(owner)}'s die ${d + 1} is banned and stays`);
          continue;
        }
        p.dice[d] = int(r.rng, FACES_PER_DIE);
        const code = d * FACES_PER_DIE + (p.dice[d] as number);
        log(
          r,
          owner,
          'reroll',
          1,
          `${name}: ${P(owner)}'s die ${d + 1} re-rolled to ${FACE_SYMBOL[code]}${FACE_GOLD[code] ? ' (gold)' : ''}`,
        );
      }
      return;
    case 'loki':
      for (const d of c.targets.slice(0, v)) {
        them.banned |= 1 << d;
        log(r, foe, 'ban', 1, `${name}: ${P(foe)}'s die ${d + 1} is banned this round`);
      }
      return;
    case 'skuld':
      destroyTokens(r, foe, v * countSymbol(me, 'arrow'), name);
      return;
    case 'tyr': {
      const given = sacrifice(r, seat, c.amount);
      if (r.fallen === null) destroyTokens(r, foe, v * given, name);
      return;
    }
    case 'baldr':
      mods.baldr = v;
      break;
    case 'bragi':
      gainTokens(r, seat, v * countSymbol(me, 'hand'), name);
      return;
    case 'brunhild':
      mods.brunhild = v;
      break;
    case 'freyr': {
      const counts = FACE_SYMBOLS.map((f) => countSymbol(me, f));
      const max = Math.max(...counts);
      const tied = FACE_SYMBOLS.filter((_, i) => counts[i] === max);
      let face = tied[0] as FaceSymbol;
      if (tied.length > 1) {
        if (s.rules.freyrTieBreak === 'random') face = tied[int(r.rng, tied.length)] as FaceSymbol;
        else if (c.face !== null && tied.includes(c.face)) face = c.face;
      }
      mods.freyrFace = face;
      mods.freyrBonus = v;
      log(
        r,
        seat,
        'modifier',
        v,
        `${name}: +${v} ${face} (majority${tied.length > 1 ? `, tied ${tied.join('/')}` : ''})`,
      );
      return;
    }
    case 'heimdall':
    case 'hel':
    case 'mimir':
      log(r, seat, 'watch', v, `${name} watches the round`);
      return;
    case 'skadi':
      mods.skadi = v;
      break;
    case 'ullr':
      mods.ullr = v;
      break;
    case 'vidarr':
      mods.vidarr = v;
      break;
    case 'thor':
      damage(r, foe, v, name);
      return;
    case 'idunn':
      heal(r, seat, v, name);
      return;
    case 'odin': {
      const given = sacrifice(r, seat, c.amount);
      if (r.fallen === null) gainTokens(r, seat, v * given, name);
      return;
    }
  }
  log(r, seat, 'modifier', v, `${name} (level ${level}) takes effect`);
}

/** Invoke a seat's favor: pay at invocation (unaffordable: nothing paid, no effect), then apply. */
function invoke(r: Resolution, seat: Seat): void {
  const c = r.s.revealed[seat]!;
  const p = r.s.players[seat];
  const name = favorSpec(c.favor).name;
  const cost = favorCost(c.favor, c.level, r.s.rules);
  if (p.tokens < cost) {
    log(r, seat, 'fizzle', cost, `${P(seat)} cannot pay ${cost} for ${name} (has ${p.tokens}): no effect`);
    return;
  }
  p.tokens -= cost;
  r.spent[seat] += cost;
  r.paid[seat] = true;
  log(
    r,
    seat,
    'invoke',
    cost,
    `${P(seat)} invokes ${name} level ${c.level}, offering ${cost} → ${p.tokens} tokens`,
  );
  const foe = other(seat);
  const bond = watching(r, foe, 'var');
  if (bond > 0) heal(r, foe, bond * cost, "Vár's Bond");
  const level = effectiveLevel(r, seat);
  if (level === 0) {
    log(r, seat, 'thrymr', 0, `${name} was lowered below level 1 by Thrymr's Theft: no effect`);
    return;
  }
  applyEffect(r, seat, c.favor, level);
}

interface Totals {
  axes: number;
  arrows: number;
  helmets: number;
  shields: number;
  hands: number;
  gold: number;
}

/** A seat's dice after every modifier (own favor's, and the opponent's Víðarr on its helmets). */
function totals(r: Resolution, seat: Seat): Totals {
  const p = r.s.players[seat];
  const mods = r.mods[seat];
  const t: Totals = { axes: 0, arrows: 0, helmets: 0, shields: 0, hands: 0, gold: 0 };
  for (const code of diceInPlay(p)) {
    if (FACE_GOLD[code]) t.gold++;
    switch (FACE_SYMBOL[code]) {
      case 'axe':
        t.axes++;
        break;
      case 'arrow':
        t.arrows += 1 + mods.skadi;
        break;
      case 'helmet':
        t.helmets += 1 + mods.baldr;
        break;
      case 'shield':
        t.shields += 1 + mods.baldr;
        break;
      case 'hand':
        t.hands++;
        break;
    }
  }
  if (mods.brunhild > 0) t.axes = Math.ceil(t.axes * mods.brunhild);
  switch (mods.freyrFace) {
    case 'axe':
      t.axes += mods.freyrBonus;
      break;
    case 'arrow':
      t.arrows += mods.freyrBonus;
      break;
    case 'helmet':
      t.helmets += mods.freyrBonus;
      break;
    case 'shield':
      t.shields += mods.freyrBonus;
      break;
    case 'hand':
      t.hands += mods.freyrBonus;
      break;
    case null:
      break;
  }
  t.helmets = Math.max(0, t.helmets - r.mods[other(seat)].vidarr);
  return t;
}

/** One attack step: `att`'s axes against `def`'s helmets, or arrows against shields. */
function attack(r: Resolution, t: [Totals, Totals], att: Seat, def: Seat, kind: 'axe' | 'arrow'): void {
  const hits = kind === 'axe' ? t[att].axes : t[att].arrows;
  const guard = kind === 'axe' ? t[def].helmets : t[def].shields;
  const unblockable = kind === 'arrow' ? Math.min(hits, r.mods[att].ullr) : 0;
  const blocked = Math.min(hits - unblockable, guard);
  const through = hits - blocked;
  const noun = kind === 'axe' ? 'axes' : 'arrows';
  log(
    r,
    att,
    kind,
    hits,
    `${P(att)}'s ${hits} ${noun} vs ${P(def)}'s ${guard} ${kind === 'axe' ? 'helmets' : 'shields'}: ${blocked} blocked, ${through} through${unblockable > 0 ? ` (${unblockable} ignore shields)` : ''}`,
  );
  damage(r, def, through, noun);
  if (r.fallen !== null) return;
  heal(r, def, watching(r, def, 'heimdall') * blocked, "Heimdall's Watch");
  if (kind === 'axe') heal(r, att, watching(r, att, 'hel') * through, "Hel's Grip");
}

function steal(r: Resolution, t: [Totals, Totals], thief: Seat): void {
  const foe = other(thief);
  const n = Math.min(t[thief].hands, r.s.players[foe].tokens);
  if (t[thief].hands === 0) return;
  r.s.players[foe].tokens -= n;
  log(
    r,
    thief,
    'steal',
    n,
    `${P(thief)}'s ${t[thief].hands} hands steal ${n} from ${P(foe)} → ${r.s.players[foe].tokens}`,
  );
  const p = r.s.players[thief];
  p.tokens = Math.min(TOKEN_CAP, p.tokens + n);
}

/** Favors in invocation order: before-resolution ones, then after; ascending priority; ties: first player. */
function invocationOrder(s: OrlogState, timing: 'before' | 'after'): Seat[] {
  const seats: Seat[] = [s.first, other(s.first)];
  return seats
    .filter((seat) => {
      const c = s.revealed[seat];
      return c !== null && favorSpec(c.favor).timing === timing;
    })
    .sort(
      (a, b) => favorPriority(s.revealed[a]!.favor, s.rules) - favorPriority(s.revealed[b]!.favor, s.rules),
    );
}

/**
 * The resolution phase of one round, in place on a private copy: favors before, tokens from gold faces,
 * attacks (first player first), steals, favors after. Stops the instant a player reaches 0 HP.
 * Returns the fallen seat, or null when both stand.
 */
export function resolveInPlace(s: OrlogState, rng: Rng): Seat | null {
  s.log = [];
  const r: Resolution = {
    s,
    rng,
    reduction: [0, 0],
    paid: [false, false],
    spent: [0, 0],
    mods: [noMods(), noMods()],
    fallen: null,
  };
  const first = s.first;
  const second = other(first);
  log(r, -1, 'round', s.round, `Game ${s.game}, round ${s.round}: ${P(first)} is first`);
  for (const seat of [first, second]) {
    const c = s.revealed[seat];
    log(
      r,
      seat,
      'reveal',
      c ? c.level : 0,
      c ? `${P(seat)} chose ${favorSpec(c.favor).name} level ${c.level}` : `${P(seat)} chose no favor`,
    );
  }
  for (const seat of invocationOrder(s, 'before')) {
    invoke(r, seat);
    if (r.fallen !== null) return r.fallen;
  }
  const t: [Totals, Totals] = [totals(r, 0), totals(r, 1)];
  for (const seat of [first, second]) gainTokens(r, seat, t[seat].gold, 'gold faces');
  for (const [att, kind] of [
    [first, 'axe'],
    [first, 'arrow'],
    [second, 'axe'],
    [second, 'arrow'],
  ] as const) {
    attack(r, t, att, other(att), kind);
    if (r.fallen !== null) return r.fallen;
  }
  steal(r, t, first);
  steal(r, t, second);
  for (const seat of invocationOrder(s, 'after')) {
    invoke(r, seat);
    if (r.fallen !== null) return r.fallen;
  }
  return null;
}

/** Resolve the round, then end the game (someone fell) or start the next round, first player swapped. */
export function resolveAndContinue(s: OrlogState, rng: Rng): void {
  const fallen = resolveInPlace(s, rng);
  if (fallen !== null) {
    endGame(s, other(fallen), rng);
    return;
  }
  s.round++;
  s.first = other(s.first);
  startRound(s, rng);
}
