import type { AiMove } from '@skald/core';
import { rngFromSeed } from '@skald/core';
import { legalMoves, type OrlogState } from '@skald/orlog';
import { expect } from 'chai';
import { newMatch, play, randomStep } from '../../../packages/orlog/test/play.js';
import { orlogPathOf } from '../src/boards/orlog/paths.js';
import { pickables, pickOffer, touch } from '../src/boards/picks.js';
import { touchesOf, unreachable, walk } from './helpers/picks-walk.js';

/** Orlog's moves as touches on the board (no browser), read off the rules' own legal lists. */
describe('Orlog board: moves made by touch (paths)', () => {
  it('keeps the dice touched, in any order, when Keep is touched; Keep alone re-rolls them all', () => {
    let { s, rng } = newMatch('beginner', 'orlog-paths-keep');
    const seat = s.actor as 0 | 1;
    s = play(s, seat, 'keep', [0b000101], rng); // dice 1 and 3 kept; four free
    const next = s.actor as 0 | 1;
    s = play(s, next, 'keep', [0], rng);
    const legal = legalMoves(s, seat);
    expect(legal).to.have.length(16);
    const all = pickables(legal, orlogPathOf);
    // The kept dice are no targets; the four free ones and Keep are.
    expect([...pickOffer(all, []).next].sort()).to.deep.equal(['die:1', 'die:3', 'die:4', 'die:5', 'keep']);
    expect(touch(all, [], 'keep')).to.deep.equal({ send: { move: 'keep', args: [0] } });
    expect(walk(all, ['die:5', 'die:1', 'keep'])).to.deep.equal([{ move: 'keep', args: [0b100010] }]);
    expect(walk(all, ['die:4', 'die:3', 'die:5', 'die:1', 'keep'])).to.deep.equal([
      { move: 'keep', args: [0b111010] },
    ]);
    expect(walk(all, ['die:0', 'keep']), 'a kept die').to.equal(null);
  });

  it('chooses a favor, then its level; a favor with options ends in the chooser of the game’s options', () => {
    type Choice = { favor: string; level: number } | null;
    const choiceOf = (m: AiMove) => m.args?.[0] as Choice;
    // Seeded random games, played on until seat 0 can pay for two levels of a favor in the favor step.
    const levelsOf = (x: OrlogState) => new Set(legalMoves(x, 0).map((m) => choiceOf(m)?.level ?? 0));
    let s: OrlogState | null = null;
    for (let game = 0; s === null && game < 20; game++) {
      let { s: at, rng } = newMatch('beginner', `orlog-paths-favor-${game}`);
      const botRng = rngFromSeed(`orlog-paths-favor-bot-${game}`);
      while (at.result === null && (at.step !== 'favor' || levelsOf(at).size < 3))
        at = randomStep(at, rng, botRng).s;
      if (at.result === null) s = at;
    }
    if (s === null) throw new Error('no seeded game reached a choice of two favor levels');
    const legal = legalMoves(s, 0);
    const all = pickables(legal, orlogPathOf);
    const favors = [
      ...new Set(
        legal
          .map(choiceOf)
          .filter((c) => c !== null)
          .map((c) => c!.favor),
      ),
    ];
    expect([...pickOffer(all, []).next].sort()).to.deep.equal(
      ['favor:none', ...favors.map((f) => `favor:${f}`)].sort(),
    );
    expect(touch(all, [], 'favor:none')).to.deep.equal({ send: { move: 'chooseFavor', args: [null] } });
    for (const f of favors) {
      const levels = [
        ...new Set(legal.filter((m) => choiceOf(m)?.favor === f).map((m) => choiceOf(m)!.level)),
      ];
      expect([...pickOffer(all, [`favor:${f}`]).next].sort()).to.deep.equal(
        levels.map((l) => `favor:${f}:${l}`),
      );
      for (const level of levels) {
        const here = legal.filter((m) => choiceOf(m)?.favor === f && choiceOf(m)?.level === level);
        expect(walk(all, [`favor:${f}`, `favor:${f}:${level}`]), `${f} level ${level}`).to.deep.equal(here);
      }
    }
  });

  it('makes every legal move of seeded games by touch, in every mode', () => {
    for (const mode of ['beginner', 'casual', 'expert'] as const) {
      let { s, rng } = newMatch(mode, `orlog-paths-${mode}`);
      const botRng = rngFromSeed(`orlog-paths-${mode}-bot`);
      const seen = new Set<string>();
      for (let i = 0; i < 400 && s.result === null; i++) {
        for (const seat of [0, 1] as const) {
          const legal: AiMove[] = legalMoves(s, seat);
          expect(unreachable(legal, orlogPathOf), `${mode}, step ${s.step}`).to.deep.equal([]);
          // A chooser opens only among one favor level's options; every other touch path makes one move.
          const all = pickables(legal, orlogPathOf);
          for (const m of legal) {
            const reached = walk(all, touchesOf(orlogPathOf, m))!;
            const key = (x: AiMove) =>
              x.move === 'chooseFavor'
                ? JSON.stringify((x.args?.[0] as { level?: number } | null)?.level ?? null)
                : JSON.stringify(x);
            expect(new Set(reached.map(key)).size, JSON.stringify(m)).to.equal(1);
          }
          for (const m of legal) seen.add(m.move);
        }
        s = randomStep(s, rng, botRng).s;
      }
      const want = {
        beginner: ['keep', 'chooseFavor'],
        casual: ['pickFavor'],
        expert: ['banFavor', 'draftFavor'],
      };
      for (const move of want[mode]) expect([...seen], mode).to.include(move);
    }
  });

  it('names each die by its position, so a die picked is the die kept', () => {
    expect(touchesOf(orlogPathOf, { move: 'keep', args: [0b010001] })).to.deep.equal([
      'die:4',
      'die:0',
      'keep',
    ]);
    expect(orlogPathOf({ move: 'draftFavor', args: ['thor'] })).to.deep.equal(['pool:thor']);
    expect(orlogPathOf({ move: 'banFavor', args: ['loki'] })).to.deep.equal(['pool:loki']);
  });
});
