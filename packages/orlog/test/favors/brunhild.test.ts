import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const THREE_AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'shield', 'helmet', 'arrow'];
const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe("Brunhild's Fury (priority 4: 6/10/18 tokens → own axes ×1.5/×2/×3, rounded up)", () => {
  for (const [level, cost, axes] of [
    [1, 6, 5], // ceil(3 × 1.5) = 5
    [2, 10, 6],
    [3, 18, 9],
  ] as const) {
    it(`level ${level}: pays ${cost}; 3 axes become ${axes}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 18, dice: THREE_AXES, choice: { favor: 'brunhild', level } },
        p1: { dice: SHIELDS },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - axes], tokens: [18 - cost, 3] });
    });
  }

  it('rounds 1 × 1.5 up to 2', () => {
    const { s } = resolveScenario({
      p0: {
        tokens: 6,
        dice: ['axe', 'helmet', 'shield', 'shield', 'helmet', 'arrow'],
        choice: { favor: 'brunhild', level: 1 },
      },
      p1: { dice: SHIELDS },
    });
    expect(s.players[1].hp).to.equal(13);
  });
});
