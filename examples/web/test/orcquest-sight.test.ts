import { rngFromSeed } from '@skald/core';
import { applyMove, legalMoves, playerView, setupState, skillById } from '@skald/orcquest-warpath';
import { expect } from 'chai';
import { dangerSquares, squaresSeen } from '../src/boards/orcquest/geometry.js';
import { moveLabel } from '../src/boards/orcquest/labels.js';

const inRect = (k: string, x0: number, y0: number, x1: number, y1: number) => {
  const [x, y] = k.split(',').map(Number) as [number, number];
  return x >= x0 && x <= x1 && y >= y0 && y <= y1;
};

/** A Hero on the board by a legal move (Orrus enters on 0,5, facing east), seen as the app sees it. */
function entered() {
  const rng = rngFromSeed('web-oq-sight');
  const G = applyMove(setupState(1, rng), 0, 'enter', ['0,5'], rng);
  if (!G) throw new Error('entering 0,5 should be legal');
  return playerView(G, '0');
}

describe('web app: the OrcQuest board’s sight highlight follows the rules', () => {
  it('lights only the Front Arc, and never the squares behind closed doors', () => {
    const view = entered();
    const from = { x: 0, y: 5 };
    const east = squaresSeen(view, from, 1);
    expect(east.size).to.be.greaterThan(40);
    expect(east.has('5,5'), 'open ground ahead').to.equal(true);
    // The farmhouse (11-16, 1-4) and the barn (2-5, 6-8) are walled, their doors closed at the start.
    expect([...east].filter((k) => inRect(k, 11, 1, 16, 4) || inRect(k, 2, 6, 5, 8))).to.deep.equal([]);
    // Facing north the squares south of the Hero are behind; facing west, only the edge column is ahead.
    const north = squaresSeen(view, from, 0);
    expect([...north].filter((k) => Number(k.split(',')[1]) > 5)).to.deep.equal([]);
    expect([...squaresSeen(view, from, 3)].every((k) => k.startsWith('0,'))).to.equal(true);
  });

  it('marks the Danger Zone in front of each Enemy', () => {
    const view = entered();
    const zones = dangerSquares(view);
    // Entering spots the yard: its Enemies are on the board, facing south, nothing walled in front of them.
    expect(view.enemies.length).to.be.greaterThan(0);
    for (const e of view.enemies) {
      const [x, y] = e.pos.split(',').map(Number) as [number, number];
      const ahead = [`${x},${y - 1}`, `${x + 1},${y}`, `${x},${y + 1}`, `${x - 1},${y}`][e.facing]!;
      if (Number(ahead.split(',')[0]) >= 0 && Number(ahead.split(',')[1]) >= 0)
        expect(zones.has(ahead)).to.equal(true);
    }
    expect(zones.size).to.be.at.most(view.enemies.length);
  });
});

describe('web app: the OrcQuest board’s move labels', () => {
  it('word every card move with its effect and price, and never leave a value unread', () => {
    const rng = rngFromSeed('web-oq-labels');
    const G = applyMove(setupState(1, rng), 0, 'enter', ['0,5'], rng)!;
    const labels = legalMoves(G, 0).map((m) => moveLabel(playerView(G, '0'), 0, m, 'fallback'));
    const card = skillById('orrus-move')!;
    expect(labels).to.include(`Movement (main): ${card.main.move} Movement points for ${card.main.ap} AP`);
    expect(labels).to.include(
      `Movement (enhanced): ${card.enhanced!.move} Movement points for ${card.enhanced!.ap} AP`,
    );
    expect(labels.filter((l) => /undefined|\?|NaN/.test(l))).to.deep.equal([]);
  });
});
