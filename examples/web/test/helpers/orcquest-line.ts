import { type AiMove, type GameModule, type Rng, rngFromSeed } from '@skald/core';
import { games } from '@skald/games';

/** What the search reads of an OrcQuest state. */
interface QuestState {
  quest: string;
  phase: string;
  active: number | null;
  result: { score?: number } | null;
}

export interface WinningLine {
  /** The moves in play order, each with the seat that makes it. */
  moves: { seat: number; move: AiMove }[];
  /** The final state (won). */
  final: unknown;
}

const orcquest = (): GameModule => {
  const m = games.find((g) => g.descriptor.id === 'orcquest-warpath');
  if (!m) throw new Error('orcquest-warpath is not registered');
  return m;
};

/**
 * boardgame.io's match PRNG for a seed (Alea, the same stream as `@skald/core`'s rngFromSeed), counting its
 * draws so a search can go back: the stream after k draws is the seed's stream with k numbers skipped.
 */
class MatchStream {
  private rng: Rng;
  drawn = 0;
  constructor(private readonly seed: string) {
    this.rng = rngFromSeed(seed);
  }
  next = (): number => {
    this.drawn++;
    return this.rng();
  };
  rewind(to: number): void {
    this.rng = rngFromSeed(this.seed);
    for (let i = 0; i < to; i++) this.rng();
    this.drawn = to;
  }
}

/**
 * A line of play that wins the seeded local table's Quest, found on the rules core with the match's own
 * PRNG stream (so the browser, replaying it move by move on the same seed, sees the same dice and cards).
 * Activation by Activation: from where the line stands, `tries` continuations to the next Activation (the
 * package's greedy route policy `playoutMove`, its own randomness) are played and the one the package's
 * `evaluate` likes best is kept; when every try loses, the line steps back an Activation. Throws if no win
 * turns up within `rounds` such steps (a count, not a clock: the same seed finds the same line on any machine).
 */
export function findWinningLine(
  seed: string,
  numPlayers: number,
  setupData: unknown,
  rounds = 200,
  tries = 8,
): WinningLine {
  const m = orcquest();
  const core = m.core;
  if (!core?.playoutMove || !core.evaluate) throw new Error('orcquest has no rules core with playouts');
  const playout = core.playoutMove;
  const evaluate = core.evaluate;
  const stream = new MatchStream(seed);
  const setup = m.game.setup as (ctx: unknown, data: unknown) => QuestState;
  type Point = { G: QuestState; drawn: number; moves: { seat: number; move: AiMove }[] };
  const line: Point[] = [
    {
      G: setup({ ctx: { numPlayers }, random: { Number: stream.next } }, setupData),
      drawn: stream.drawn,
      moves: [],
    },
  ];
  const policy: Rng = rngFromSeed(`${seed}:line`);
  const atCheckpoint = (G: QuestState) => G.phase === 'hero' && G.active === null;
  for (let round = 0; round < rounds; round++) {
    const from = line[line.length - 1] as Point;
    let best: { value: number; point: Point } | null = null;
    for (let t = 0; t < tries; t++) {
      stream.rewind(from.drawn);
      let G = from.G;
      const moves: Point['moves'] = [];
      for (let n = 0; n < 2000; n++) {
        if (core.gameover(G) || (n > 0 && atCheckpoint(G))) break;
        const seat = core.activePlayers(G)[0] as string;
        const legal = core.legalMoves(G, seat);
        // Fight what stands in reach (the route policy walks past it), bring the dead back; else walk the route.
        const fights = legal.filter((x) => ['attack', 'strike', 'special', 'resurrect'].includes(x.move));
        const move =
          fights.length > 0 && policy() < 0.8
            ? (fights[Math.floor(policy() * fights.length)] as AiMove)
            : playout(G, seat, legal, policy);
        G = core.apply(G, seat, move, stream.next) as QuestState;
        moves.push({ seat: Number(seat), move });
      }
      const point = { G, drawn: stream.drawn, moves };
      if (G.result?.score === 1) {
        const all = [...line.flatMap((p) => p.moves), ...moves];
        return { moves: all, final: G };
      }
      const value = core.gameover(G) ? -1 : (evaluate(G)[0] as number);
      if (!best || value > best.value) best = { value, point };
    }
    if (best && best.value >= 0) line.push(best.point);
    // Every try lost: step back 1-3 Activations (a trap is often set well before it closes).
    else line.splice(Math.max(1, line.length - 1 - Math.floor(policy() * 3)));
  }
  throw new Error(`no winning line for seed ${seed} within ${rounds} rounds`);
}
