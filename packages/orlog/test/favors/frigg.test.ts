import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, rollTo, scriptedRng, snapshot } from '../helpers.js';

const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];
const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];
/** A non-gold, non-attacking face for dice 1–4 (helmet, helmet, shield, shield). */
const BLANK: FaceSymbol[] = ['helmet', 'helmet', 'shield', 'shield'];

describe("Frigg's Sight (priority 2: 2/3/4 tokens → re-roll 2/3/4 chosen dice, either player's)", () => {
  // P0 (six shields, no helmets) faces six axes; Frigg re-rolls P1's axes (targets 6–11) into blanks.
  for (const [level, cost, n] of [
    [1, 2, 2],
    [2, 3, 3],
    [3, 4, 4],
  ] as const) {
    it(`level ${level}: pays ${cost}; re-rolls ${n} opponent axes away`, () => {
      const targets = Array.from({ length: n }, (_, k) => 6 + k);
      const { s } = resolveScenario(
        { p0: { tokens: 4, dice: SHIELDS, choice: { favor: 'frigg', level, targets } }, p1: { dice: AXES } },
        scriptedRng(targets.map((t) => rollTo(t - 6, BLANK[t - 6] as FaceSymbol))),
      );
      // P0 gains 3 gold (shields on dice 2, 5, 6); takes 6 − n axes.
      expect(snapshot(s)).to.deep.equal({ hp: [15 - (6 - n), 15], tokens: [4 - cost + 3, 0] });
    });
  }

  it('re-rolls own dice too (targets 0–5)', () => {
    const { s } = resolveScenario(
      { p0: { tokens: 2, choice: { favor: 'frigg', level: 1, targets: [0, 1] } }, p1: { dice: SHIELDS } },
      scriptedRng([rollTo(0, 'axe'), rollTo(1, 'axe')]),
    );
    // P0's two helmets became axes; P1 has no helmets: 2 damage. P1 gains 3 gold.
    expect(snapshot(s)).to.deep.equal({ hp: [15, 13], tokens: [0, 3] });
  });

  it('a level lowered by Thrymr re-rolls only the first targets (banned dice: see resolution-order tests)', () => {
    const { s } = resolveScenario(
      {
        first: 1,
        p0: { tokens: 4, dice: SHIELDS, choice: { favor: 'frigg', level: 3, targets: [6, 7, 8, 9] } },
        p1: { tokens: 3, dice: AXES, choice: { favor: 'thrymr', level: 1 } },
      },
      scriptedRng([rollTo(0, 'helmet'), rollTo(1, 'helmet'), rollTo(2, 'shield')]),
    );
    // Thrymr lowers Frigg to level 2 (3 dice): three axes become blanks; P0 takes 3.
    expect(snapshot(s)).to.deep.equal({ hp: [12, 15], tokens: [0 + 3, 0] });
  });
});
