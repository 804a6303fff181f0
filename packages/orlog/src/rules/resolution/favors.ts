import { int } from '@skald/core';
import {
  DICE_PER_PLAYER,
  FACE_GOLD,
  FACE_SYMBOL,
  FACE_SYMBOLS,
  FACES_PER_DIE,
  type FaceSymbol,
} from '../../data/dice.js';
import { type FavorId, favorSpec } from '../../data/favors.js';
import { favorCost, favorPriority, favorValue } from '../../data/rulings.js';
import { type FavorChoice, type OrlogState, other, type PlayerState, type Seat } from '../../state.js';
import { countSymbol } from './combat.js';
import {
  damage,
  destroyTokens,
  effectiveLevel,
  gainTokens,
  heal,
  log,
  type Mods,
  P,
  type Resolution,
  sacrifice,
  watching,
} from './ledger.js';

/** What one favor's effect sees: who invoked it, at which value, against whom. */
interface Invocation {
  r: Resolution;
  seat: Seat;
  foe: Seat;
  me: PlayerState;
  them: PlayerState;
  choice: FavorChoice;
  /** the favor's value at the level it works at */
  v: number;
  level: number;
  name: string;
}

/** A favor that only modifies its owner's dice for this round's combat (see `totals`). */
const modifier =
  (key: 'baldr' | 'brunhild' | 'skadi' | 'ullr' | 'vidarr') =>
  ({ r, seat, v, level, name }: Invocation): void => {
    (r.mods[seat] as Mods)[key] = v;
    log(r, seat, 'modifier', v, `${name} (level ${level}) takes effect`);
  };

/** A favor that only watches the round and acts from the ledger (Heimdall, Hel, Mímir). */
const watcher = ({ r, seat, v, name }: Invocation): void => {
  log(r, seat, 'watch', v, `${name} watches the round`);
};

/** Each favor's effect, by id: the one place a favor's rule lives. */
const EFFECTS: Record<FavorId, (inv: Invocation) => void> = {
  thrymr: ({ r, foe, v, name }) => {
    r.reduction[foe] += v;
    log(
      r,
      foe,
      'thrymr',
      v,
      r.s.revealed[foe]
        ? `${name}: ${P(foe)}'s favor loses ${v} level${v === 1 ? '' : 's'}`
        : `${name}: ${P(foe)} chose no favor, nothing to lower`,
    );
  },
  var: ({ r, seat, foe, v, name }) => {
    log(r, seat, 'watch', v, `${name} watches ${P(foe)}'s spending`);
    heal(r, seat, v * r.spent[foe], name);
  },
  freyja: ({ r, seat, me, v, name }) => {
    for (let k = 0; k < v; k++) {
      const type = r.s.rules.freyjaDice === 'random' ? int(r.rng, DICE_PER_PLAYER) : k % DICE_PER_PLAYER;
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
  },
  frigg: ({ r, seat, foe, choice, v, name }) => {
    for (const t of choice.targets.slice(0, v)) {
      const owner: Seat = t < DICE_PER_PLAYER ? seat : foe;
      const d = t % DICE_PER_PLAYER;
      const p = r.s.players[owner];
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
  },
  loki: ({ r, foe, them, choice, v, name }) => {
    for (const d of choice.targets.slice(0, v)) {
      them.banned |= 1 << d;
      log(r, foe, 'ban', 1, `${name}: ${P(foe)}'s die ${d + 1} is banned this round`);
    }
  },
  skuld: ({ r, foe, me, v, name }) => destroyTokens(r, foe, v * countSymbol(me, 'arrow'), name),
  tyr: ({ r, seat, foe, choice, v, name }) => {
    const given = sacrifice(r, seat, choice.amount);
    if (r.fallen === null) destroyTokens(r, foe, v * given, name);
  },
  baldr: modifier('baldr'),
  bragi: ({ r, seat, me, v, name }) => gainTokens(r, seat, v * countSymbol(me, 'hand'), name),
  brunhild: modifier('brunhild'),
  freyr: ({ r, seat, me, choice, v, name }) => {
    const counts = FACE_SYMBOLS.map((f) => countSymbol(me, f));
    const max = Math.max(...counts);
    const tied = FACE_SYMBOLS.filter((_, i) => counts[i] === max);
    let face = tied[0] as FaceSymbol;
    if (tied.length > 1) {
      if (r.s.rules.freyrTieBreak === 'random') face = tied[int(r.rng, tied.length)] as FaceSymbol;
      else if (choice.face !== null && tied.includes(choice.face)) face = choice.face;
    }
    r.mods[seat].freyrFace = face;
    r.mods[seat].freyrBonus = v;
    log(
      r,
      seat,
      'modifier',
      v,
      `${name}: +${v} ${face} (majority${tied.length > 1 ? `, tied ${tied.join('/')}` : ''})`,
    );
  },
  heimdall: watcher,
  hel: watcher,
  mimir: watcher,
  skadi: modifier('skadi'),
  ullr: modifier('ullr'),
  vidarr: modifier('vidarr'),
  thor: ({ r, foe, v, name }) => damage(r, foe, v, name),
  idunn: ({ r, seat, v, name }) => heal(r, seat, v, name),
  odin: ({ r, seat, choice, v, name }) => {
    const given = sacrifice(r, seat, choice.amount);
    if (r.fallen === null) gainTokens(r, seat, v * given, name);
  },
};

/** Invoke a seat's favor: pay at invocation (unaffordable: nothing paid, no effect), then apply. */
export function invoke(r: Resolution, seat: Seat): void {
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
  EFFECTS[c.favor]({
    r,
    seat,
    foe,
    me: p,
    them: r.s.players[foe],
    choice: c,
    v: favorValue(c.favor, level),
    level,
    name,
  });
}

/** Favors in invocation order: before-resolution ones, then after; ascending priority; ties: first player. */
export function invocationOrder(s: OrlogState, timing: 'before' | 'after'): Seat[] {
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
