import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { pickOf, resolveScenario, scriptedRng, snapshot } from '../helpers.js';

const THREE_AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'shield', 'helmet', 'arrow'];
// Two axes and two shields tie for the majority (no gold on these faces).
const TIED: FaceSymbol[] = ['axe', 'axe', 'shield', 'shield', 'helmet', 'arrow'];
const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe("Freyr's Gift (priority 4: 4/6/8 tokens → +2/+3/+4 to the own face type in the majority)", () => {
  for (const [level, cost, bonus] of [
    [1, 4, 2],
    [2, 6, 3],
    [3, 8, 4],
  ] as const) {
    it(`level ${level}: pays ${cost}; 3 axes (majority) +${bonus}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 8, dice: THREE_AXES, choice: { favor: 'freyr', level, face: 'axe' } },
        p1: { dice: SHIELDS },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - 3 - bonus], tokens: [8 - cost, 3] });
    });
  }

  it('a tie goes to the face type the owner chose (ruling: choice)', () => {
    const axe = resolveScenario({
      p0: { tokens: 4, dice: TIED, choice: { favor: 'freyr', level: 1, face: 'axe' } },
      p1: { dice: SHIELDS },
    }).s;
    expect(axe.players[1].hp).to.equal(11);
    const shield = resolveScenario({
      p0: { tokens: 4, dice: TIED, choice: { favor: 'freyr', level: 1, face: 'shield' } },
      p1: { dice: SHIELDS },
    }).s;
    expect(shield.players[1].hp).to.equal(13);
  });

  it('a chosen face that is not in the majority does not count: the majority type gets the bonus', () => {
    const { s } = resolveScenario({
      p0: { tokens: 4, dice: THREE_AXES, choice: { favor: 'freyr', level: 1, face: 'hand' } },
      p1: { dice: SHIELDS },
    });
    expect(s.players[1].hp).to.equal(10);
  });

  it('ruling option random: the tie is drawn from the tied types', () => {
    const { s } = resolveScenario(
      {
        rules: { freyrTieBreak: 'random' },
        p0: { tokens: 4, dice: TIED, choice: { favor: 'freyr', level: 1, face: 'axe' } },
        p1: { dice: SHIELDS },
      },
      scriptedRng([pickOf(1, 2)]),
    );
    // Tied [axe, shield]; draw 1 → shield: only the 2 axes hit.
    expect(s.players[1].hp).to.equal(13);
  });

  it('+hands means extra steals', () => {
    const { s } = resolveScenario({
      p0: {
        tokens: 4,
        dice: ['axe', 'helmet', 'hand', 'shield', 'hand', 'hand'],
        choice: { favor: 'freyr', level: 1, face: 'hand' },
      },
      p1: { tokens: 10 },
    });
    // 3 hands + 2 = 5 steals; P0's axe meets P1's helmets.
    expect(snapshot(s).tokens).to.deep.equal([5, 5]);
  });
});
