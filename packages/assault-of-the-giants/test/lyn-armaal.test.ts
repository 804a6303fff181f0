import { expect } from 'chai';
import { describeMove } from '../src/index.js';
import { recruitRegions } from '../src/rules/board.js';
import { newContext } from '../src/rules/context.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, makeState, seatOfRace, tryMove } from './helpers.js';

/** Cloud (a player in 6) with giants in the Evermoors, the Dessarin Valley and the Sword Coast North. */
function cloudTurn() {
  const s = makeState({
    current: 'cloud',
    units: [
      { race: 'cloud', region: 'evermoors', kind: 'leader' },
      { race: 'cloud', region: 'dessarin' },
      { race: 'cloud', region: 'swordCoast' },
    ],
  });
  return { s, cloud: seatOfRace(s, 'cloud') };
}

describe('assault-of-the-giants Lyn Armaal (p.20 l.108-113; how she moves: ruling A8)', () => {
  it('a cloud Move may fly Lyn Armaal to a region holding cloud giants, a maneuver per region, and recruitment follows her', () => {
    const { s, cloud } = cloudTurn();
    act(s, cloud, 'play', ['move']); // 4 maneuvers
    const flights = legalMoves(s, cloud)
      .filter((m) => m.move === 'fly')
      .map((m) => m.args![0]);
    expect(flights).to.deep.equal(['swordCoast', 'dessarin']); // board order; never an empty region
    expect(tryMove(s, cloud, 'fly', ['highForest'])).to.equal(false); // no cloud giant there
    expect(describeMove(s, { move: 'fly', args: ['dessarin'] }, String(cloud))).to.contain(
      'flies Lyn Armaal to Dessarin Valley',
    );
    act(s, cloud, 'fly', ['dessarin']);
    expect(s.lynArmaal).to.equal('dessarin');
    expect(s.flow.budget).to.equal(3);
    expect(recruitRegions(s, 'cloud', newContext())).to.deep.equal(['dessarin']);
  });

  it('she flies over any region, toll-free, but no farther than the maneuvers left; never by Leader', () => {
    const { s, cloud } = cloudTurn();
    act(s, cloud, 'play', ['leader']);
    expect(tryMove(s, cloud, 'fly', ['dessarin'])).to.equal(false);
    const t = cloudTurn();
    act(t.s, t.cloud, 'play', ['move']);
    act(t.s, t.cloud, 'fly', ['swordCoast']); // 3 regions: Dessarin Valley, Neverwinter Wood, Sword Coast North
    expect(t.s.flow.budget).to.equal(1);
    expect(tryMove(t.s, t.cloud, 'fly', ['dessarin'])).to.equal(false); // 2 away, 1 maneuver left
  });

  it('refuses, never throws on, a flight a client makes up', () => {
    const { s, cloud } = cloudTurn();
    act(s, cloud, 'play', ['move']);
    for (const args of [[], ['evermoors'], ['nowhere'], ['__proto__'], [3], ['dessarin', 'x']])
      expect(tryMove(s, cloud, 'fly', args), JSON.stringify(args)).to.equal(false);
    const hill = seatOfRace(s, 'hill');
    expect(tryMove(s, hill, 'fly', ['dessarin'])).to.equal(false);
  });
});
