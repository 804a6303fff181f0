import { expect } from 'chai';
import { DICE, FACE_SYMBOLS } from '../src/data/dice.js';
import { BEGINNER_FAVORS, FAVORS } from '../src/data/favors.js';
import { DEFAULT_RULES, favorCost, favorPriority } from '../src/data/rulings.js';

describe('dice table', () => {
  it('has six dice, each with 2 axes, 1 arrow, 1 helmet, 1 shield, 1 hand', () => {
    expect(DICE).to.have.length(6);
    for (const die of DICE) {
      const count = (sym: string) => die.faces.filter((f) => f.symbol === sym).length;
      expect([count('axe'), count('arrow'), count('helmet'), count('shield'), count('hand')]).to.deep.equal([
        2, 1, 1, 1, 1,
      ]);
      expect(die.source).to.equal('public');
    }
  });

  it('has gold trim on exactly two faces per die, never on an axe', () => {
    for (const die of DICE) {
      const gold = die.faces.filter((f) => f.gold);
      expect(gold).to.have.length(2);
      expect(gold.some((f) => f.symbol === 'axe')).to.equal(false);
    }
  });

  it('uses each of the six possible gold pairs of the four non-axe faces exactly once', () => {
    const pairs = DICE.map((d) =>
      d.faces
        .filter((f) => f.gold)
        .map((f) => f.symbol)
        .sort()
        .join('+'),
    );
    expect(new Set(pairs).size).to.equal(6);
    const nonAxe = FACE_SYMBOLS.filter((f) => f !== 'axe');
    const all: string[] = [];
    for (let i = 0; i < nonAxe.length; i++)
      for (let j = i + 1; j < nonAxe.length; j++) all.push([nonAxe[i], nonAxe[j]].sort().join('+'));
    expect([...pairs].sort()).to.deep.equal(all.sort());
  });
});

describe('God Favor table', () => {
  it('has 20 distinct favors with provenance', () => {
    expect(FAVORS).to.have.length(20);
    expect(new Set(FAVORS.map((f) => f.id)).size).to.equal(20);
    for (const f of FAVORS) expect(['rulebook', 'public', 'assumed']).to.include(f.source);
    expect(FAVORS.find((f) => f.id === 'thor')!.source).to.equal('rulebook');
  });

  it('costs and effects rise with the level', () => {
    for (const f of FAVORS) {
      expect(f.costs[0]).to.be.lessThan(f.costs[1]);
      expect(f.costs[1]).to.be.lessThan(f.costs[2]);
      expect(f.values[0]).to.be.lessThan(f.values[1]);
      expect(f.values[1]).to.be.lessThan(f.values[2]);
    }
  });

  it('only Thor, Iðunn and Odin act after the resolution; the reactive four are Vár, Heimdall, Hel, Mímir', () => {
    expect(FAVORS.filter((f) => f.timing === 'after').map((f) => f.id)).to.deep.equal([
      'thor',
      'idunn',
      'odin',
    ]);
    expect(FAVORS.filter((f) => f.reactive).map((f) => f.id)).to.deep.equal([
      'var',
      'heimdall',
      'hel',
      'mimir',
    ]);
    expect(BEGINNER_FAVORS).to.deep.equal(['thor', 'idunn', 'odin']);
  });

  it("matches the rulebook's Thor's Strike card: priority 6, 4/8/12 tokens for 2/5/8 damage", () => {
    const thor = FAVORS.find((f) => f.id === 'thor')!;
    expect([thor.priority, ...thor.costs, ...thor.values]).to.deep.equal([6, 4, 8, 12, 2, 5, 8]);
  });

  it('applies the disputed values through the rulings', () => {
    expect(favorPriority('tyr', DEFAULT_RULES)).to.equal(3);
    expect(favorPriority('tyr', { ...DEFAULT_RULES, tyrPriority: 1 })).to.equal(1);
    expect([1, 2, 3].map((l) => favorCost('vidarr', l, DEFAULT_RULES))).to.deep.equal([2, 4, 6]);
    expect([1, 2, 3].map((l) => favorCost('vidarr', l, { ...DEFAULT_RULES, vidarrCost2: 3 }))).to.deep.equal([
      2, 3, 6,
    ]);
    expect([1, 2, 3].map((l) => favorCost('skadi', l, DEFAULT_RULES))).to.deep.equal([6, 10, 14]);
    expect(
      [1, 2, 3].map((l) => favorCost('skadi', l, { ...DEFAULT_RULES, skadiCosts: '6/8/10' })),
    ).to.deep.equal([6, 8, 10]);
  });
});
