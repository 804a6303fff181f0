import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];
const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];

describe("Loki's Trick (priority 2: 3/6/9 tokens → ban 1/2/3 chosen opponent dice this round)", () => {
  for (const [level, cost, n] of [
    [1, 3, 1],
    [2, 6, 2],
    [3, 9, 3],
  ] as const) {
    it(`level ${level}: pays ${cost}; ${n} of six axes banned`, () => {
      const targets = Array.from({ length: n }, (_, k) => k);
      const { s } = resolveScenario({
        p0: { tokens: 9, dice: SHIELDS, choice: { favor: 'loki', level, targets } },
        p1: { dice: AXES },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15 - (6 - n), 15], tokens: [9 - cost + 3, 0] });
      expect(s.players[1].banned).to.equal((1 << n) - 1);
    });
  }

  it('a banned die gives no gold token, no steal, no block', () => {
    // P1: die 2 shows a gold hand, die 3 a gold helmet. Loki L2 bans both.
    const { s } = resolveScenario({
      p0: {
        tokens: 6,
        dice: ['axe', 'axe', 'shield', 'shield', 'helmet', 'arrow'],
        choice: { favor: 'loki', level: 2, targets: [1, 2] },
      },
      p1: { tokens: 0, dice: ['helmet', 'hand', 'helmet', 'shield', 'helmet', 'arrow'] },
    });
    // P0's 2 axes vs P1's remaining helmets (dice 1, 5): blocked. P1 gains nothing, steals nothing.
    expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [0, 0] });
    const { s: unbanned } = resolveScenario({
      p0: {
        tokens: 6,
        dice: ['axe', 'axe', 'shield', 'shield', 'helmet', 'arrow'],
        choice: { favor: 'loki', level: 2, targets: [0, 4] },
      },
      p1: { tokens: 0, dice: ['helmet', 'hand', 'helmet', 'shield', 'helmet', 'arrow'] },
    });
    // Banning dice 1 and 5 instead: P1 keeps 2 gold (hand, helmet), its hand steals 0 (P0 has none left), 1 helmet blocks 1 axe.
    expect(snapshot(unbanned)).to.deep.equal({ hp: [15, 14], tokens: [0, 2] });
  });
});
