/**
 * Spell cards (assumed list in `data/spells.ts`): the Magic command draws them, a battle spell is cast by a
 * side while it modifies its roll (after its command abilities, before its final totals: REF-LIB16), a
 * turn spell before the command.
 */
import { drawWithReshuffle, type Rng } from '@skald/core';
import { TUNING } from '../data/setup.js';
import { SPELL_BY_ID } from '../data/spells.js';
import { GIANTSLAYER } from '../data/units.js';
import type { Combat, Giantslayer, GiantsState, Seat, SideRoll } from '../state.js';
import { replaceSlayer, replaceUnit } from './board.js';
import type { SearchContext } from './context.js';
import { distinctIn, SORTED_SPELLS, withAdded, withoutOne } from './lists.js';
import { occupancy, raceIndex } from './occupancy.js';
import { setPlayer } from './players.js';
import { INDEX, inMask, neighbourMask } from './route.js';

/** Magic: draw up to `n` Spell cards, never holding more than the hand limit. */
export function drawSpells(s: GiantsState, seat: Seat, n: number, rng: Rng): void {
  const p = s.players[seat];
  if (!p) return;
  const room = Math.min(n, TUNING.spellHandLimit.value - p.spells.length);
  if (room <= 0) return;
  const r = drawWithReshuffle(rng, s.spellDeck, s.spellDiscard, room);
  setPlayer(s, seat, 'spells', withAdded(p.spells, ...r.drawn));
  s.spellDeck = r.drawPile;
  s.spellDiscard = r.discard;
}

/** The seat that casts for a battle side: the attacker, or a defending player (NPC sides cast nothing). */
export function casterOf(s: GiantsState, c: Combat, side: SideRoll): Seat | null {
  if (side === c.attack) return c.attackerSeat;
  const owner = s.controller[c.defenderRace];
  return owner >= 0 ? owner : null;
}

/** Battle spells `seat` could cast on `side` now (distinct ids, sorted). */
export function battleSpells(s: GiantsState, seat: Seat, side: SideRoll): string[] {
  const c = s.flow.combat;
  if (!c || !side.rolled || side.convertDone || side.spells.length >= TUNING.spellsPerBattle.value) return [];
  if (casterOf(s, c, side) !== seat || s.players[seat]!.spells.length === 0) return [];
  return distinctIn(s.players[seat]!.spells, SORTED_SPELLS).filter(
    (id) => SPELL_BY_ID[id]?.when === 'battle',
  );
}

/**
 * Turn spells the current player could cast before the command: a spell aimed at a giantslayer only while
 * one stands within its range.
 */
export function turnSpells(s: GiantsState, seat: Seat, cx: SearchContext): string[] {
  if ((s.flow.step !== 'start' && s.flow.step !== 'command') || s.flow.current !== seat) return [];
  if (s.players[seat]!.spells.length === 0) return [];
  return distinctIn(s.players[seat]!.spells, SORTED_SPELLS).filter((id) => {
    const spec = SPELL_BY_ID[id];
    if (spec?.when !== 'turn') return false;
    return spec.target !== 'giantslayer' || slayerTargets(s, seat, id, cx).length > 0;
  });
}

/**
 * Giantslayers a giantslayer spell of `seat` may strike (ids, in order): on the board, within the spell's
 * range of a region where the caster has giants. Other spells take no target: `[]`.
 */
export function slayerTargets(s: GiantsState, seat: Seat, id: string, cx: SearchContext): string[] {
  const spec = SPELL_BY_ID[id];
  if (spec?.target !== 'giantslayer') return [];
  const held = occupancy(s.units, cx).held(raceIndex(s.players[seat]!.race));
  const near = spec.range >= 1 ? held | neighbourMask(held) : held;
  const out: string[] = [];
  for (const g of s.giantslayers) if (g.region !== null && inMask(near, INDEX[g.region]!)) out.push(g.id);
  return out;
}

/**
 * Cast a spell from `seat`'s hand to the discard: a battle spell joins `side`, a turn spell acts at once
 * (on `target`, a giantslayer id, when the spell aims at one).
 */
export function castSpell(
  s: GiantsState,
  seat: Seat,
  id: string,
  side: SideRoll | null,
  target?: string,
): void {
  const p = s.players[seat]!;
  setPlayer(s, seat, 'spells', withoutOne(p.spells, id));
  s.spellDiscard = withAdded(s.spellDiscard, id);
  const spec = SPELL_BY_ID[id]!;
  if (side) side.spells.push(id);
  if (spec.heals)
    for (const u of s.units) if (u.race === p.race && u.wounded) replaceUnit(s, u, { wounded: false });
  const g = target === undefined ? undefined : s.giantslayers.find((x) => x.id === target);
  if (g && spec.damage > 0) strikeSlayer(s, g, spec.damage);
}

/**
 * Damage outside a battle, soaked as in one (REF-LIB17/-19): a healthy giantslayer is wounded unless the
 * damage reaches its Fortitude; a wounded one is defeated and leaves the board, healed for its return.
 * No Resource card: that reward is for giants that defeat assaulting giantslayers (REF-LIB19, ruling P6).
 */
function strikeSlayer(s: GiantsState, g: Giantslayer, damage: number): void {
  if (g.wounded || damage >= GIANTSLAYER.fortitude) replaceSlayer(s, g, { region: null, wounded: false });
  else replaceSlayer(s, g, { wounded: true });
}

/** The bonus hits and blocks of the spells cast on a side. */
export function spellBonus(side: SideRoll): { hits: number; blocks: number } {
  let hits = 0;
  let blocks = 0;
  for (const id of side.spells) {
    hits += SPELL_BY_ID[id]?.hits ?? 0;
    blocks += SPELL_BY_ID[id]?.blocks ?? 0;
  }
  return { hits, blocks };
}
