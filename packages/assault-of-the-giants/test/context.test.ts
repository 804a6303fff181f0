/**
 * The search context is a fast path beside a plain one: a call without a context works on a fresh one, where
 * no memo ever hits (no listed hand-over, no trusted apply, no kept summary, route table or shared move).
 * These tests hold the fast path to the plain one, step by step, and two contexts to each other.
 */
import { type Rng, rngFromSeed } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { setupState } from '../src/setup.js';
import type { GiantsState } from '../src/state.js';

const CTX = {} as Ctx;
type SearchContext = ReturnType<NonNullable<typeof core.context>>;

/** One seeded game on the rules core: the policy picks by index, so two lockstep games pick alike. */
class Game {
  state: GiantsState;
  private readonly chance: Rng;
  private readonly policy: Rng;
  constructor(
    numPlayers: number,
    seed: string,
    private readonly cx?: SearchContext,
  ) {
    this.state = core.fromMatch(setupState(numPlayers, rngFromSeed(seed)), CTX);
    this.chance = rngFromSeed(`${seed}/chance`);
    this.policy = rngFromSeed(`${seed}/policy`);
  }
  get over(): boolean {
    return core.gameover(this.state) !== undefined;
  }
  /** The seat to act and its legal moves, as asked before a step. */
  ask(): { seat: string; legal: ReturnType<typeof core.legalMoves> } {
    const seat = core.activePlayers(this.state)[0]!;
    return { seat, legal: core.legalMoves(this.state, seat, this.cx) };
  }
  /** Play the move the policy picks from `legal` (the list `ask` just gave). */
  play(seat: string, legal: ReturnType<typeof core.legalMoves>): void {
    const move = legal[Math.floor(this.policy() * legal.length)]!;
    this.state = core.apply(this.state, seat, move, this.chance, this.cx);
  }
}

const json = (x: unknown): string => JSON.stringify(x);

describe('assault-of-the-giants search context (fast path = plain path)', () => {
  for (const n of [3, 4, 5, 6])
    it(`${n} players: one context reused for a whole game and none at all give the same states and lists`, () => {
      for (const seed of [`cx${n}-a`, `cx${n}-b`]) {
        const fast = new Game(n, seed, core.context!());
        const plain = new Game(n, seed);
        let steps = 0;
        while (!fast.over) {
          const f = fast.ask();
          const p = plain.ask();
          expect(f.seat, `${seed} step ${steps}: who acts`).to.equal(p.seat);
          expect(json(f.legal), `${seed} step ${steps}: legal moves`).to.equal(json(p.legal));
          fast.play(f.seat, f.legal);
          plain.play(p.seat, p.legal);
          expect(json(fast.state), `${seed} step ${steps}: state`).to.equal(json(plain.state));
          steps++;
        }
        expect(plain.over).to.equal(true);
        expect(steps, 'a whole game').to.be.greaterThan(100);
      }
    });

  it('two contexts in interleaved games do not disturb each other (3–6 players)', () => {
    /** Every state of a game played alone, with its own context. */
    const alone = (n: number, seed: string): string[] => {
      const g = new Game(n, seed, core.context!());
      const states = [json(g.state)];
      while (!g.over) {
        const { seat, legal } = g.ask();
        g.play(seat, legal);
        states.push(json(g.state));
      }
      return states;
    };
    for (const [n, m] of [
      [3, 6],
      [4, 5],
    ] as const) {
      const seeds = [`mix${n}`, `mix${m}`];
      const expected = [alone(n, seeds[0]!), alone(m, seeds[1]!)];
      const games = [new Game(n, seeds[0]!, core.context!()), new Game(m, seeds[1]!, core.context!())];
      const steps = [0, 0];
      // Both games ask, then both play: each context's memos must outlive the other game's calls.
      while (games.some((g) => !g.over)) {
        const asked = games.map((g) => (g.over ? null : g.ask()));
        games.forEach((g, i) => {
          const a = asked[i];
          if (!a) return;
          g.play(a.seat, a.legal);
          steps[i]! += 1;
          expect(json(g.state), `game ${i} step ${steps[i]}`).to.equal(expected[i]![steps[i]!]);
        });
      }
      expect(steps).to.deep.equal(expected.map((e) => e.length - 1));
    }
  });
});
