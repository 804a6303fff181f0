import { DICE_PER_PLAYER, FACE_GOLD, FACE_SYMBOL, FACES_PER_DIE, type FaceSymbol } from '../../data/dice.js';
import { TOKEN_CAP } from '../../data/rulings.js';
import { other, type PlayerState, type Seat } from '../../state.js';
import { damage, heal, log, P, type Resolution, watching } from './ledger.js';

/** Combat: the dice in play, their totals after every modifier, the attacks and the steals. */

/** Every die code (`type * 6 + face`) a player has in play: unbanned base dice, then Freyja's extras. */
export function diceInPlay(p: PlayerState): number[] {
  const out: number[] = [];
  for (let d = 0; d < DICE_PER_PLAYER; d++)
    if ((p.banned & (1 << d)) === 0) out.push(d * FACES_PER_DIE + (p.dice[d] as number));
  for (const code of p.extra) out.push(code);
  return out;
}

export function countSymbol(p: PlayerState, symbol: FaceSymbol): number {
  let n = 0;
  for (const code of diceInPlay(p)) if (FACE_SYMBOL[code] === symbol) n++;
  return n;
}

export interface Totals {
  axes: number;
  arrows: number;
  helmets: number;
  shields: number;
  hands: number;
  gold: number;
}

/** A seat's dice after every modifier (own favor's, and the opponent's Víðarr on its helmets). */
export function totals(r: Resolution, seat: Seat): Totals {
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
export function attack(
  r: Resolution,
  t: [Totals, Totals],
  att: Seat,
  def: Seat,
  kind: 'axe' | 'arrow',
): void {
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

export function steal(r: Resolution, t: [Totals, Totals], thief: Seat): void {
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
