import { type AiMove, pick, rngFromSeed } from '@skald/core';
import {
  activeSeats,
  applyMove,
  CARD_KIND,
  legalMoves,
  newGame,
  viewFor,
  type WolvesView,
} from '@skald/wolves-of-odin';
import { expect } from 'chai';
import { pickables, pickOffer } from '../src/boards/picks.js';
import { wolvesPathOf } from '../src/boards/wolves/paths.js';
import { touchesOf, unreachable, walk } from './helpers/picks-walk.js';

/** Moves whose last touch opens the chooser of their options (payment, side, strength, Deities to discard). */
const CHOOSERS = new Set([
  'plague',
  'outflank',
  'summon',
  'odin',
  'fafnir',
  'baldrSummon',
  'thor',
  'fenrir',
  'hel',
  'tyr',
]);

/** Whether `target` names something on the table `me` sees (the board can only light what is there). */
function onTable(G: WolvesView, me: number, target: string): boolean {
  const [kind, a = '', b = ''] = target.split(':');
  const kinds = (cards: readonly number[]) => cards.map((c) => CARD_KIND[c] as string);
  switch (kind) {
    case 'card':
      return kinds(G.players[me]?.hand ?? []).includes(a);
    case 'end':
      return G.players[Number(a)] !== undefined && (b === 'right' || G.players[Number(a)]!.line.length > 0);
    case 'unit':
      return G.players[Number(a)]?.line[Number(b)] !== undefined;
    case 'hall':
      return G.hall.includes(a);
    case 'deity':
      return G.players.some((p) => (p.deities as string[]).includes(a));
    case 'gone':
      return G.deityDiscard.includes(a);
    case 'pile':
      return kinds(G.discard).includes(a);
    case 'victory':
      return G.offer.includes(a);
    case 'ctl':
      return true;
    default:
      return false;
  }
}

/** Wolves of Odin's moves as touches on the board (no browser), read off the rules' own legal lists. */
describe('Wolves board: moves made by touch (paths)', () => {
  it('makes every legal move of seeded games by touch, on what the seat sees on the table', () => {
    const seen = new Set<string>();
    for (const players of [3, 4, 5]) {
      for (let game = 0; game < 2; game++) {
        const seed = `wolves-paths-${players}-${game}`;
        const rng = rngFromSeed(seed);
        const botRng = rngFromSeed(`${seed}-bot`);
        let s = newGame(players, rng);
        for (let step = 0; step < 3000 && s.flow.gameover === null; step++) {
          for (const seat of activeSeats(s)) {
            const legal: AiMove[] = legalMoves(s, seat);
            const G = viewFor(s, String(seat));
            const pathOf = wolvesPathOf(G, seat);
            const where = `${seed} step ${step}, ${s.flow.pending[0]?.kind ?? s.flow.phase}`;
            expect(unreachable(legal, pathOf), where).to.deep.equal([]);
            const all = pickables(legal, pathOf);
            for (const m of legal) {
              seen.add(m.move);
              const touches = touchesOf(pathOf, m);
              for (const t of touches)
                expect(onTable(G, seat, t), `${where}: ${t} for ${JSON.stringify(m)}`).to.equal(true);
              // Only a move with options ends in a chooser, and it offers only that move's options.
              const reached = walk(all, touches)!;
              if (!CHOOSERS.has(m.move)) expect(reached, `${where}: ${JSON.stringify(m)}`).to.have.length(1);
              expect(new Set(reached.map((r) => r.move)).size, where).to.equal(1);
            }
          }
          const seat = pick(botRng, activeSeats(s));
          const move = pick(botRng, legalMoves(s, seat));
          const next = applyMove(s, seat, move.move, move.args ?? [], rng);
          if (next === null) throw new Error(`illegal ${JSON.stringify(move)}`);
          s = next;
        }
      }
    }
    // The random games reached every move the rules have (so each was checked above).
    const every = `accept baldrReturn baldrSummon decline done drawDiscard endTurn fafnir fenrir heimdall hel
      jormungandr keep odin outflank pass pick place plague react sacrifice summon target thor thrall tyr
      victory vidarPlace vidarTake`;
    expect([...seen].sort()).to.deep.equal(every.split(/\s+/).sort());
  });

  it('places a unit by its card, then the end of the line it joins', () => {
    const rng = rngFromSeed('wolves-paths-place');
    const s = newGame(3, rng);
    const seat = activeSeats(s)[0]!;
    const legal = legalMoves(s, seat);
    const G = viewFor(s, String(seat));
    const all = pickables(legal, wolvesPathOf(G, seat));
    const placing = legal.filter((m) => m.move === 'place');
    const kinds = [...new Set(placing.map((m) => `card:${m.args?.[0]}`))].sort();
    expect([...pickOffer(all, []).next].filter((t) => t.startsWith('card:')).sort()).to.deep.equal(
      kinds.filter((k) => k !== 'card:plague' && k !== 'card:outflank'),
    );
    const first = placing[0]!;
    const [kind, line, side] = first.args as [string, number, string];
    const ends = placing.filter((m) => m.args?.[0] === kind).map((m) => `end:${m.args?.[1]}:${m.args?.[2]}`);
    expect([...pickOffer(all, [`card:${kind}`]).next].sort()).to.deep.equal(ends.sort());
    expect(walk(all, [`card:${kind}`, `end:${line}:${side}`])).to.deep.equal([first]);
    expect(walk(all, ['ctl:pass'])).to.deep.equal([{ move: 'pass', args: [] }]);
  });
});
