import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { playoutMove } from '../src/playout.js';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import { clone, QUIET_LOG } from '../src/rules/util.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** Every object and array reachable from G, to check that a copy shares none of them. */
function containers(x: unknown, out: Set<unknown> = new Set()): Set<unknown> {
  if (x && typeof x === 'object') {
    out.add(x);
    for (const v of Object.values(x)) containers(v, out);
  }
  return out;
}

/** Fields the rules only ever replace, never change in place: the copy shares them (see `clone`). */
const SHARED = [
  'creatures',
  'tiles',
  'revealed',
  'veteran',
  'stagSpaces',
  'guards',
  'metals',
  'chests',
  'chestPool',
  'furniture',
  'supply',
  'foodDeck',
  'prepared',
  'foodDiscard',
  'events',
  'gifts',
  'honeyPool',
  'log',
  'campaign',
  'craftedThisTurn',
  'haldor',
  'trade',
  'ships',
  'voyage',
  'odinAsk',
  'steering',
  'stash',
  'house',
] as const;

/** Player fields the rules only ever replace: shared too. */
const PLAYER_SHARED = [
  'equipment',
  'fire',
  'meads',
  'bombs',
  'honeycombs',
  'upgrades',
  'odinOffer',
  'traitOffer',
  'occupationOffer',
  'tombstone',
] as const;

/** Freeze everything reachable: a rule that edits a shared list in place then throws instead of corrupting. */
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const unshared = (s: ValheimState) => {
  const rest: Record<string, unknown> = { ...s };
  for (const k of SHARED) delete rest[k];
  rest.players = s.players.map((p) => {
    const own: Record<string, unknown> = { ...p };
    for (const k of PLAYER_SHARED) delete own[k];
    return own;
  });
  return rest;
};

const SCENARIOS_ALL = ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'];

describe('valheim state copy', () => {
  it('equals a JSON round trip and shares nothing but the replace-only fields; a move never changes its input', () => {
    for (let g = 0; g < 12; g++) {
      const rng = rngFromSeed(`clone/${g}`);
      let s: ValheimState = setupState(1 + (g % 4), { scenario: SCENARIOS_ALL[g % 4] }, rng);
      // Half the games follow the greedy policy: it crafts, trades, brews and reaches the arena.
      const greedy = g >= 6;
      for (let i = 0; i < 400 && !s.result; i++) {
        const c = clone(s);
        expect(c).to.deep.equal(JSON.parse(JSON.stringify(s)));
        const mine = containers(unshared(s));
        for (const x of containers(unshared(c))) if (x !== c) expect(mine.has(x)).to.equal(false);
        expect(c.players).to.not.equal(s.players);
        c.players.forEach((p, i) => {
          expect(p).to.not.equal(s.players[i]);
        });
        const seat = actor(s) as number;
        const legal = legalMoves(s, seat);
        // The list never repeats a move (bots would weigh it twice).
        expect(new Set(legal.map((x) => JSON.stringify(x))).size).to.equal(legal.length);
        const m = greedy ? playoutMove(s, String(seat), legal, rng, 0.9) : pick(rng, legal);
        const before = JSON.stringify(s);
        // Frozen: a rule writing into a list the copy shares throws here.
        const next = applyMove(deepFreeze(s), seat, m.move, m.args ?? [], rng) as ValheimState;
        expect(JSON.stringify(s)).to.equal(before);
        s = next;
      }
    }
  });

  it('the core state of a frozen G is made of fresh unfrozen objects, with the same values and a quiet log', () => {
    for (let g = 0; g < 8; g++) {
      const rng = rngFromSeed(`thaw/${g}`);
      let G: ValheimState = setupState(1 + (g % 4), { scenario: SCENARIOS_ALL[g % 4] }, rng);
      for (let i = 0; i < 60 * g && !G.result; i++) {
        const seat = actor(G) as number;
        const m = playoutMove(G, String(seat), legalMoves(G, seat), rng, 0.9);
        G = applyMove(G, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
      // boardgame.io deep-freezes G.
      deepFreeze(G);
      const s = core.fromMatch(G, undefined as never) as ValheimState;
      expect(s.log).to.equal(QUIET_LOG);
      expect(JSON.stringify({ ...s, log: G.log })).to.equal(JSON.stringify(G));
      const inG = containers(G);
      for (const x of containers(s)) {
        if (x === s.log) continue;
        expect(Object.isFrozen(x)).to.equal(false);
        expect(inG.has(x)).to.equal(false);
      }
    }
  });
});
