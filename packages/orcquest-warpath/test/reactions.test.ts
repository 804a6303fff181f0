import { expect } from 'chai';
import { applyMove, legalMoves } from '../src/rules/apply.js';
import type { Facing, OrcQuestState } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

/** Mek alone, a Guard three squares east that knows where he is; Mek ends his Activation. */
function guardComes(o: { facing?: Facing; badass?: number } = {}): OrcQuestState {
  const G = makeState({
    heroes: [{ hero: 'mek', pos: '5,5', facing: o.facing ?? 1 }],
    enemies: [{ type: 'guard', pos: '8,5', facing: 3, alerted: true, sawHero: true }],
    badass: o.badass ?? 1,
    events: ['second-wind'],
  });
  const next = applyMove(G, 0, 'end', [], seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]));
  if (!next) throw new Error('end rejected');
  return next;
}
const resume = (G: OrcQuestState, move: string, args: unknown[]) => {
  const next = applyMove(G, 0, move, args, seq([face('attack', 'grey', 3)]));
  if (!next) throw new Error(`illegal: ${move}`);
  return next;
};

describe('orcquest Hero Reactions in the Enemy Phase (lines 243-246, 652-655)', () => {
  it('the Enemy Phase pauses before the Attack: only Mek acts, to react or let it pass', () => {
    const G = guardComes();
    expect(G.phase).to.equal('reaction');
    expect(G.reaction).to.deep.equal({ seat: 0, enemy: 1, brutality: 0, badassDie: false, from: '8,5' });
    expect(G.enemies[0]?.pos).to.equal('6,5');
    const moves = legalMoves(G, 0).map((m) => `${m.move}(${(m.args ?? []).join()})`);
    expect(moves).to.include('pass()');
    expect(moves).to.include('react(3)');
    expect(moves, 'no square taken').to.not.include('react(1)');
    expect(moves, 'a free square exists').to.not.include('react(-1)');
  });

  it('Slip Away (Dodge, line 841): 1 Badass point, no damage, a 1-square step; the turn then ends', () => {
    const G = resume(guardComes(), 'react', [3]);
    expect(G.heroes[0]?.damage).to.equal(0);
    expect(G.heroes[0]?.pos).to.equal('4,5');
    expect(G.badass).to.equal(0);
    expect([G.phase, G.turn, G.reaction, G.enemyPhase]).to.deep.equal(['hero', 2, null, null]);
    expect(G.heroes[0]?.used, 'restored at End of Turn').to.deep.equal([]);
  });

  it('letting it pass: the Attack lands (red vs yellow Health: 4)', () => {
    const G = resume(guardComes(), 'pass', []);
    expect(G.heroes[0]?.damage).to.equal(4);
    expect(G.phase).to.equal('hero');
  });

  it('no Reaction against an Enemy in the Hero’s Rear Arc, nor without the Badass point', () => {
    const rear = guardComes({ facing: 3 });
    expect(rear.phase).to.equal('hero');
    expect(rear.heroes[0]?.damage).to.equal(4);
    const broke = guardComes({ badass: 0 });
    expect(broke.phase).to.equal('hero');
    expect(broke.heroes[0]?.damage).to.equal(4);
  });
});

/**
 * Mek (Smoke Bomb learnt, 2 Badass points, fewest Health points left) and Thalla; an alerted War Dog
 * (Scent 3) runs at Mek and stops on 6,5, where it could bite Thalla too: the Phase pauses for Mek.
 */
function dogComes(): OrcQuestState {
  const G = makeState({
    heroes: [
      { hero: 'mek', pos: '5,5', facing: 1, damage: 4, learned: ['mek-smoke-bomb'] },
      { hero: 'thalla', pos: '6,6', facing: 0 },
    ],
    enemies: [{ type: 'dog', pos: '9,5', facing: 3, alerted: true, sawHero: true }],
    badass: 2,
    events: ['second-wind', 'second-wind'],
  });
  const ended = run(G, 0, 'end', [], seq([face('attack', 'grey', 1)]));
  return run(ended, 1, 'end', [], seq([face('attack', 'grey', 1)]));
}

describe('R34: a Reaction before the Attack cancels the Attack only if the attacker loses Range or sight (line 655)', () => {
  it('Mek vanishes out of the Dog’s reach: the Attack is lost (no new move, no other target), the card is spent', () => {
    const G = dogComes();
    expect([G.phase, G.reaction?.seat, G.enemies[0]?.pos]).to.deep.equal(['reaction', 0, '6,5']);
    const mekBefore = G.heroes[0]?.damage;
    // 3,5: Range 2 from the Dog, so its Scent gives him away, but a bite needs an adjacent square.
    const after = run(G, 0, 'vanish', ['3,5'], seq([face('attack', 'grey', 3)]));
    expect(after.log.join(' ')).to.contain('sniffs out');
    expect(after.log.join(' ')).to.not.contain('attacks');
    expect(after.heroes.map((h) => [h.pos, h.damage])).to.deep.equal([
      ['3,5', mekBefore],
      ['6,6', 0],
    ]);
    expect(after.enemies[0]?.pos).to.equal('6,5');
    expect(after.badass, 'the Badass point is not refunded').to.equal(1);
    expect([after.phase, after.turn]).to.deep.equal(['hero', 2]);
  });

  it('Mek vanishes but the Dog sniffs him out within reach: the Attack is made all the same', () => {
    const G = dogComes();
    const mekBefore = G.heroes[0]?.damage ?? 0;
    // 6,4: next to the Dog; Scent takes his Invisible away, so it keeps Range and sight.
    const after = run(G, 0, 'vanish', ['6,4'], seq([face('attack', 'grey', 1)]));
    expect(after.log.join(' ')).to.contain('War Dog #1 attacks Mek');
    expect(after.heroes.map((h) => [h.pos, h.damage])).to.deep.equal([
      ['6,4', mekBefore + 1],
      ['6,6', 0],
    ]);
    expect(after.badass).to.equal(1);
  });
});
