import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { pickOf, resolveScenario, rollTo, scriptedRng, snapshot } from '../helpers.js';

const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe("Freyja's Plenty (priority 2: 2/4/6 tokens → roll 1/2/3 extra dice this round)", () => {
  // P1 shows six shields (no helmets; gold on dice 2, 5, 6). Each extra die of P0 comes up an axe.
  for (const [level, cost, extra] of [
    [1, 2, 1],
    [2, 4, 2],
    [3, 6, 3],
  ] as const) {
    it(`level ${level}: pays ${cost}; ${extra} extra axe(s) hit`, () => {
      const faces = Array.from({ length: extra }, (_, k) => rollTo(k, 'axe'));
      const { s } = resolveScenario(
        {
          rules: { freyjaDice: 'table' },
          p0: { tokens: 6, choice: { favor: 'freyja', level } },
          p1: { dice: SHIELDS },
        },
        scriptedRng(faces),
      );
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - extra], tokens: [6 - cost, 3] });
      expect(s.players[0].extra).to.have.length(extra);
    });
  }

  it('extra dice take part in gold tokens and steals (random die type, default ruling)', () => {
    // Die type drawn first (die 2 = index 1), then its face: hand (gold on die 2).
    const { s } = resolveScenario(
      { p0: { tokens: 2, choice: { favor: 'freyja', level: 1 } }, p1: { tokens: 5 } },
      scriptedRng([pickOf(1), rollTo(1, 'hand')]),
    );
    // P0: 2 − 2 = 0, +1 gold, steals 1 of P1's 5.
    expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [2, 4] });
    expect(s.players[0].extra).to.deep.equal([1 * 6 + 5]);
  });
});
