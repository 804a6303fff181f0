import { type AiMove, pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { BOMBS, MEADS } from '../src/data/consumables.js';
import { EQUIPMENT_BY_ID } from '../src/data/equipment.js';
import { FURNITURE_IDS } from '../src/data/furniture.js';
import { HOUSE } from '../src/data/map.js';
import { RESOURCES } from '../src/data/resources.js';
import { SCENARIOS } from '../src/data/scenario.js';
import { playoutMove } from '../src/playout.js';
import { stepTargets } from '../src/rules/actions.js';
import { actor, legalMoves } from '../src/rules/apply.js';
import { arenaSpacesOf } from '../src/rules/arena.js';
import { byStrength } from '../src/rules/combat.js';
import { attackOptions } from '../src/rules/gear.js';
import { ADJ } from '../src/rules/map.js';
import { carryTargets, choosingSeat, isAskedOdin, offersOf } from '../src/rules/odin.js';
import { applyMove, isLegal } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/**
 * The legal-move list as the plain definition: every candidate of the move grammar, in the list's order,
 * kept when its rule (`isLegal`) holds. `legalMoves` skips checks it knows the answer to; it must give
 * exactly this list.
 */
function byRule(s: ValheimState, seat: number): AiMove[] {
  const out: AiMove[] = [];
  const p = s.players[seat];
  if (actor(s) !== seat || !p) return out;
  const tryMove = (move: string, ...args: unknown[]) => {
    if (isLegal(s, seat, move, args)) out.push(args.length ? { move, args } : { move });
  };
  if (choosingSeat(s) === seat) {
    for (const id of offersOf(p)) tryMove('chooseSkill', id);
    return out;
  }
  if (s.pending?.helpers?.length) {
    for (let t = 0; t < s.numPlayers; t++) tryMove('odin', t, null);
    for (let t = 0; t < s.numPlayers; t++) tryMove('odinKept', t, null);
    tryMove('keep');
    tryMove('odinPass');
    return out;
  }
  if (s.pending) {
    for (let mask = 1; mask < 2 ** s.pending.dice.length; mask++) {
      tryMove('reroll', mask);
      tryMove('odin', seat, mask);
      tryMove('odinKept', seat, mask);
    }
    tryMove('odin', seat, null);
    tryMove('odinKept', seat, null);
    // Meads after seeing a fight's dice (line 396, ruling R-consumable).
    for (const m of new Set(p.meads)) for (let t = 0; t < s.numPlayers; t++) tryMove('mead', m, t);
    tryMove('keep');
    return out;
  }
  if (s.steering) {
    for (const sp of Object.keys(ADJ)) tryMove('steer', sp);
    return out;
  }
  if (s.voyage?.offers.length) {
    tryMove('join');
    tryMove('stay');
    return out;
  }
  if (s.trade) {
    for (const id of s.trade.offer) tryMove('buy', id);
    for (const r of RESOURCES) tryMove('buy', r);
    tryMove('endTrade');
    return out;
  }
  for (const slot of ['odin', 'odinKept'] as const) {
    if (!p[slot]) continue;
    for (let t = 0; t < s.numPlayers; t++) {
      tryMove(slot, t, null);
      if (p[slot] === 'odin-carry') for (const sp of carryTargets(s, t)) tryMove(slot, t, sp);
    }
    if (p[slot] === 'odin-ravens') for (const tile of Object.keys(s.tiles)) tryMove(slot, seat, tile);
  }
  if (s.combat?.offers.length) {
    tryMove('assist');
    tryMove('decline');
    return out;
  }
  if (isAskedOdin(s, seat)) {
    tryMove('odinPass');
    return out;
  }
  const meads = () => {
    for (const m of new Set(p.meads)) for (let t = 0; t < s.numPlayers; t++) tryMove('mead', m, t);
  };
  if (s.combat) {
    const foes = byStrength(s, s.combat.space);
    for (const w of attackOptions(p)) for (const c of foes) tryMove('fight', w, c.id);
    for (const b of new Set(p.bombs)) for (const c of foes) tryMove('bomb', b, c.id);
    meads();
    return out;
  }
  if (s.stage === 'arena') {
    const spaces = arenaSpacesOf(s);
    for (const sp of spaces) tryMove('place', sp);
    for (const sp of spaces) tryMove('arenaMove', sp);
    for (const w of attackOptions(p)) tryMove('arenaFight', w);
    for (const w of attackOptions(p)) tryMove('arenaVines', w);
    for (const b of new Set(p.bombs)) tryMove('arenaBomb', b);
    for (let t = 0; t < s.numPlayers; t++) tryMove('arenaMead', t);
    tryMove('pass');
    return out;
  }
  for (const to of stepTargets(s, seat)) {
    tryMove('step', to);
    tryMove('move', to);
  }
  tryMove('collect');
  for (const w of p.equipment)
    for (const c of s.creatures) if ((ADJ[p.space] ?? []).includes(c.space)) tryMove('ambush', w, c.id);
  for (const how of ['action', 'stamina', 'flip']) tryMove('stag', how);
  tryMove('power');
  tryMove('trade');
  for (const old of [null, ...new Set(s.ships)]) tryMove('ship', old);
  for (const to of SCENARIOS[s.scenario].shore) tryMove('sail', to);
  for (const c of new Set(s.supply)) tryMove('craft', c);
  for (const f of FURNITURE_IDS) tryMove('build', f);
  tryMove('cook');
  s.prepared.forEach((_, i) => {
    tryMove('eat', i, 'top');
    tryMove('eat', i, 'bottom');
  });
  for (const m of MEADS) tryMove('brew', m);
  for (const b of BOMBS) tryMove('fabricate', b);
  for (const c of p.equipment) {
    tryMove('ignite', c);
    for (const r of Object.keys(EQUIPMENT_BY_ID[c]?.cost ?? {})) tryMove('dismantle', c, r);
  }
  meads();
  const items = [
    ...p.equipment,
    ...new Set<string>([...p.meads, ...p.bombs, ...p.honeycombs]),
    ...(p.rerolls > 0 ? ['reroll'] : []),
  ];
  const parties = [
    ...(p.space === HOUSE ? (['house'] as const) : []),
    ...s.players.flatMap((q, i) => (i !== seat && q.space === p.space ? [i] : [])),
  ];
  for (const item of items) for (const to of parties) tryMove('give', item, to);
  for (const from of parties) {
    const theirs = from === 'house' ? s.house.items : (s.players[from]?.equipment ?? []);
    for (const item of new Set(theirs)) tryMove('take', item, from);
  }
  tryMove('bees');
  for (const h of new Set(p.honeycombs)) tryMove('honey', h);
  tryMove('loot');
  for (let o = 0; o < s.numPlayers; o++) tryMove('pickUp', o);
  tryMove('summon');
  tryMove('pass');
  return out;
}

/** Which part of the list a state exercises. */
function branch(s: ValheimState): string {
  if (choosingSeat(s) !== null) return 'choose';
  if (s.pending?.helpers?.length) return 'help';
  if (s.pending) return 'roll';
  if (s.steering) return 'steer';
  if (s.voyage?.offers.length) return 'voyage';
  if (s.trade) return 'trade';
  if (s.combat?.offers.length) return 'assist';
  if (isAskedOdin(s, actor(s) as number)) return 'odin';
  if (s.combat) return 'combat';
  return s.stage;
}

describe('valheim legal-move list', () => {
  it('is exactly the candidates whose rule holds, in order, for every seat (seeded playouts, 1–4 players, every scenario)', () => {
    const seen = new Map<string, number>();
    let odd = 0;
    for (let g = 0; g < 32; g++) {
      const rng = rngFromSeed(`legal/${g}`);
      const scenario = ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'][g % 4];
      let s = setupState(1 + (Math.floor(g / 4) % 4), { scenario }, rng);
      // Half the games follow the greedy policy, which reaches the house, the crafts and the arena.
      const greedy = g % 2 === 1;
      for (let i = 0; i < 1500 && !s.result; i++) {
        for (let seat = 0; seat < s.numPlayers; seat++)
          expect(legalMoves(s, seat), `game ${g} move ${i} seat ${seat}`).to.deep.equal(byRule(s, seat));
        const seat = actor(s) as number;
        const legal = legalMoves(s, seat);
        const key = branch(s);
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (legal.some((m) => m.move === 'craft' || m.move === 'give' || m.move.startsWith('odin'))) odd++;
        const m = greedy ? playoutMove(s, String(seat), legal, rng, 0.9) : pick(rng, legal);
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
    }
    // The comparison ran through every part of the list, the rarer moves included.
    for (const key of [
      'choose',
      'roll',
      'assist',
      'combat',
      'explore',
      'arena',
      'trade',
      'odin',
      'steer',
      'help',
    ])
      expect(seen.get(key) ?? 0, key).to.be.greaterThan(0);
    expect(odd).to.be.greaterThan(50);
  });
});
