import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { actor, applyMove, legalMoves } from '../src/rules/apply.js';
import { clone } from '../src/rules/util.js';
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
  'haldor',
  'trade',
  'ships',
  'voyage',
  'odinAsk',
] as const;

/** Player fields the rules only ever replace: shared too. */
const PLAYER_SHARED = ['odinOffer', 'traitOffer', 'occupationOffer', 'tombstone'] as const;

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
    for (let g = 0; g < 6; g++) {
      const rng = rngFromSeed(`clone/${g}`);
      let s: ValheimState = setupState(1 + (g % 4), { scenario: SCENARIOS_ALL[g % 4] }, rng);
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
        const m = pick(rng, legal);
        const before = JSON.stringify(s);
        const next = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
        expect(JSON.stringify(s)).to.equal(before);
        s = next;
      }
    }
  });
});
