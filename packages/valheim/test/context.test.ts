import { type AiMove, pick, type Rng, rngFromSeed, type TableContext } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { SCENARIOS, type ScenarioId } from '../src/data/scenario.js';
import type { SearchContext } from '../src/rules/context.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/*
 * The search context is a fast path beside the plain one: a core call without a context works on a fresh one
 * (the reference), a search passes one context to every call and the core reuses its memos (the last legal
 * list handed out, the exploration list's icon table, the supply's distinct cards). Reusing one must change
 * nothing a caller can see.
 */

const SCENARIO_IDS = Object.keys(SCENARIOS) as ScenarioId[];

/** The rules core's search context: core's table context around the game's own memos. */
type CoreContext = TableContext<ValheimState, SearchContext>;
const newContext = (): CoreContext => core.context!();

/** One seeded game on the core; `cx` undefined: every call without a context. */
interface Game {
  s: ValheimState;
  chance: Rng;
  policy: Rng;
  greedy: boolean;
  cx: CoreContext | undefined;
}

function newGame(
  seed: string,
  players: number,
  scenario: ScenarioId,
  greedy: boolean,
  cx?: CoreContext,
): Game {
  const s = core.fromMatch(setupState(players, { scenario }, rngFromSeed(`${seed}/setup`)), {} as never);
  return { s, chance: rngFromSeed(`${seed}/chance`), policy: rngFromSeed(`${seed}/policy`), greedy, cx };
}

const over = (g: Game) => core.gameover(g.s) !== undefined;

/**
 * What a caller sees of a state: every seat's legal list (asked before or after the actor's, so the list the
 * context remembers is at times another seat's), the evaluation and the policy's move.
 */
function look(g: Game, i: number, stats: Stats): { seen: string; seat: string; move: AiMove } {
  const seat = core.activePlayers(g.s)[0] as string;
  const seats = g.s.players.map((_, k) => String(k));
  const lists = (i % 2 === 0 ? [seat, ...seats] : [...seats, seat]).map((p) => core.legalMoves(g.s, p, g.cx));
  const legal = core.legalMoves(g.s, seat, g.cx);
  const move: AiMove = g.greedy ? core.playoutMove!(g.s, seat, legal, g.policy, g.cx) : pick(g.policy, legal);
  if (legal.some((m) => m.move === 'craft')) stats.crafts++;
  return { seen: JSON.stringify([lists, legal, core.evaluate!(g.s, g.cx), move]), seat, move };
}

/** Play the move `look` chose; the state after it, as text. */
function play(g: Game, seat: string, move: AiMove, stats: Stats): string {
  if (g.cx?.listedState === g.s) stats.remembered++;
  g.s = core.apply(g.s, seat, move, g.chance, g.cx);
  return JSON.stringify(g.s);
}

interface Stats {
  crafts: number;
  remembered: number;
}

/** A game alone: what was seen and the state after each step, as text. */
function trace(g: Game, steps: number, stats: Stats): string[] {
  const out: string[] = [];
  for (let i = 0; i < steps && !over(g); i++) {
    const { seen, seat, move } = look(g, i, stats);
    out.push(seen, play(g, seat, move, stats));
  }
  return out;
}

const GAMES = SCENARIO_IDS.length * 2;
const setupOf = (g: number) => ({
  seed: `context/${g}`,
  players: 1 + (g % 4),
  scenario: SCENARIO_IDS[g % SCENARIO_IDS.length] as ScenarioId,
  greedy: g % 3 !== 0,
});

describe('valheim search context (a fast path beside the plain one)', () => {
  it('one context reused for a whole game sees and plays exactly what calls without a context do', () => {
    const stats: Stats = { crafts: 0, remembered: 0 };
    for (let g = 0; g < GAMES; g++) {
      const { seed, players, scenario, greedy } = setupOf(g);
      const reused = newGame(seed, players, scenario, greedy, newContext());
      const plain = newGame(seed, players, scenario, greedy);
      for (let i = 0; i < 1500 && !over(plain); i++) {
        const what = `game ${g} (${scenario}, ${players} players) step ${i}`;
        const r = look(reused, i, stats);
        const p = look(plain, i, stats);
        expect(r.seen, what).to.equal(p.seen);
        expect(play(reused, r.seat, r.move, stats), what).to.equal(play(plain, p.seat, p.move, stats));
      }
      expect(over(reused)).to.equal(over(plain));
    }
    // The memos were used: remembered lists applied without a second check, the supply read for crafts.
    expect(stats.remembered).to.be.greaterThan(1000);
    expect(stats.crafts).to.be.greaterThan(50);
  });

  it('two games advanced call by call in turn, each with its own context, play as each does alone', () => {
    const stats: Stats = { crafts: 0, remembered: 0 };
    for (let g = 0; g + 1 < GAMES; g += 2) {
      const setups = [setupOf(g), setupOf(g + 1)];
      const fresh = () => setups.map((x) => newGame(x.seed, x.players, x.scenario, x.greedy, newContext()));
      const alone = fresh().map((game) => trace(game, 600, stats));
      // Both look, then both play: each game's remembered list outlives the other game's calls.
      const games = fresh();
      const together: string[][] = [[], []];
      for (let i = 0; i < 600; i++) {
        const looks = games.map((game) => (over(game) ? null : look(game, i, stats)));
        games.forEach((game, k) => {
          const seen = looks[k];
          if (seen) together[k]!.push(seen.seen, play(game, seen.seat, seen.move, stats));
        });
      }
      expect(together[0], `game ${g}`).to.deep.equal(alone[0]);
      expect(together[1], `game ${g + 1}`).to.deep.equal(alone[1]);
    }
    expect(stats.remembered).to.be.greaterThan(1000);
  });
});
