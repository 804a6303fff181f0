import { expect } from 'chai';
import { applyMove, legalMoves } from '../src/rules/apply.js';
import { lineClear } from '../src/rules/board/geometry.js';
import { newContext } from '../src/rules/context.js';
import { endOfTurn } from '../src/rules/phases/turn.js';
import { board, cellOf } from '../src/rules/world.js';
import type { OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

/** Mek (with Smoke Bomb learnt) alone, a Guard coming for him: the Enemy Phase pauses for his Reaction. */
function guardComes(learned = ['mek-smoke-bomb']): OrcQuestState {
  const G = makeState({
    heroes: [{ hero: 'mek', pos: '5,5', facing: 1 }],
    enemies: [{ type: 'guard', pos: '8,5', facing: 3, alerted: true, sawHero: true }],
    badass: 2,
    events: ['second-wind'],
  });
  G.heroes[0]!.learned = learned;
  const next = applyMove(G, 0, 'end', [], seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]));
  if (!next) throw new Error('end rejected');
  return next;
}

describe('orcquest Smoke tokens and Smoke Bomb (lines 188-193, 848)', () => {
  it('a Smoke token blocks Lines of Sight through it and hides who stands in it, not the sight of who does', () => {
    const G = makeState({ heroes: [{ hero: 'thalla', pos: '2,5' }] });
    const b = board(G);
    const line = (from: string, to: string) =>
      lineClear(newContext(), b, G, cellOf(from), cellOf(to), 'sight');
    expect(line('2,5', '8,5')).to.equal(true);
    G.smoke = ['5,5'];
    expect(line('2,5', '8,5')).to.equal(false); // through the smoke
    expect(line('2,5', '5,5')).to.equal(false); // into it (ruling R6)
    expect(line('5,5', '8,5')).to.equal(true); // out of it (line 193)
    expect(line('3,4', '8,4')).to.equal(true); // beside it
    // Until the start of the next Hero Phase (line 193).
    endOfTurn(newContext(), G, () => 0);
    expect([G.phase, G.smoke]).to.deep.equal(['hero', []]);
  });

  it('Smoke Bomb: before the Attack lands, Smoke on his square, Invisible, a Move of up to 3 squares; the Attack finds nobody', () => {
    const G = guardComes();
    expect(G.phase).to.equal('reaction');
    const moves = legalMoves(G, 0).map((m) => `${m.move}(${(m.args ?? []).join()})`);
    expect(moves).to.include('vanish(2,5)'); // 3 squares west
    expect(moves).to.not.include('vanish(1,5)'); // 4 squares
    expect(moves).to.not.include('vanish(6,5)'); // the Guard's square
    expect(moves).to.include('react(3)'); // his Slip Away is still there
    const after = applyMove(G, 0, 'vanish', ['2,5'], seq([face('attack', 'grey', 3)])) as OrcQuestState;
    const mek = after.heroes[0]!;
    expect([mek.pos, mek.damage, mek.invisible]).to.deep.equal(['2,5', 0, true]);
    expect(after.badass).to.equal(1);
    expect(after.log.join(' ')).to.contain('vanishes in smoke');
    // The turn went on to the next Hero Phase, which cleared the Smoke.
    expect([after.phase, after.turn, after.smoke]).to.deep.equal(['hero', 2, []]);
  });

  it('without the card learnt there is no Smoke Bomb', () => {
    const G = guardComes([]);
    expect(legalMoves(G, 0).some((m) => m.move === 'vanish')).to.equal(false);
  });
});
