import { expect } from 'chai';
import { SHOP } from '../src/data/skill-shop.js';
import { LEARNABLE } from '../src/data/skills.js';
import { applyMove, isLegal, legalMoves } from '../src/rules/apply.js';
import { breakthrough } from '../src/rules/combat/dice.js';
import { newContext } from '../src/rules/context.js';
import { attackHeroWith } from '../src/rules/enemies/enemy-attack.js';
import { endOfTurn } from '../src/rules/phases/turn.js';
import type { OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

const RED = face('attack', 'grey', 3);
const BLANK = face('defense', 'grey', 0);

const play = (G: OrcQuestState, move: string, args: unknown[], rolls: number[] = []): OrcQuestState => {
  const next = applyMove(G, 0, move, args, seq(rolls));
  if (!next) throw new Error(`illegal ${move}(${JSON.stringify(args)})`);
  return next;
};

/** Orrus on 8,5 among four Guards in the open, with both his attack cards learnt. */
function orrusAmongGuards(badass = 5): OrcQuestState {
  const G = makeState({
    heroes: [{ hero: 'orrus', pos: '8,5' }],
    enemies: [
      { type: 'guard', pos: '9,5' },
      { type: 'guard', pos: '7,5' },
      { type: 'guard', pos: '8,4' },
      { type: 'guard', pos: '8,6' },
    ],
    ap: 2,
    badass,
  });
  G.heroes[0]!.learned = ['orrus-lightning', 'orrus-mighty'];
  return G;
}

describe('orcquest Skill cards: Combos, Boost, Passive, learning (lines 224-251, 407-417, 679-684)', () => {
  it("the rulebook's Combo example: two damaging Actions, a free Combo 1 (a charge), then a free Combo 2 (Main only)", () => {
    let G = orrusAmongGuards();
    // (1) Lightning Attack: 1 Action point and 1 Badass point (line 416).
    G = play(G, 'skill', ['orrus-lightning', 'main', 0, 1], [RED, BLANK]);
    expect([G.ap, G.enemies.length]).to.deep.equal([1, 3]);
    expect(isLegal(newContext(), G, 0, 'special', ['combo'])).to.equal(false); // one damaging Action is not enough
    // (2) His second Action point: the Combat card on another Guard.
    G = play(G, 'attack', ['main', 0, 2], [RED, BLANK]);
    expect(G.ap).to.equal(0);
    // (3) Combo 1 for free: Smash Through (Main only), charging a third Guard.
    expect(isLegal(newContext(), G, 0, 'special', ['combo'])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'special', ['enhanced'])).to.equal(false);
    const badass = G.badass;
    G = play(G, 'special', ['combo']);
    expect([G.ap, G.badass]).to.deep.equal([0, badass]);
    // No Combo 2 before the charge's Attack has landed.
    expect(isLegal(newContext(), G, 0, 'skill', ['orrus-mighty', 'combo', 0, 3])).to.equal(false);
    G = play(G, 'strike', [0, 3], [RED, BLANK]);
    // (4) Combo 2: Mighty Attack, Main effect only.
    expect(isLegal(newContext(), G, 0, 'skill', ['orrus-mighty', 'combo', 0, 4])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'skill', ['orrus-mighty', 'enhanced', 0, 4])).to.equal(false);
    G = play(G, 'skill', ['orrus-mighty', 'combo', 0, 4], [RED, BLANK]);
    expect(G.enemies).to.have.length(0);
    expect(G.heroes[0]?.used).to.include.members([
      'orrus-lightning',
      'orrus-combat',
      'orrus-smash',
      'orrus-mighty',
    ]);
  });

  it('an Action that deals no damage breaks the chain (ruling R31); a Combo 1 without damage gives no Combo 2', () => {
    let G = orrusAmongGuards(10);
    G = play(G, 'skill', ['orrus-lightning', 'main', 0, 1], [RED, BLANK]);
    G = play(G, 'move', ['main']); // a pure move: no damage
    G = play(G, 'buyAp', []);
    G = play(G, 'attack', ['main', 0, 2], [RED, BLANK]);
    expect(isLegal(newContext(), G, 0, 'special', ['combo'])).to.equal(false);
    // Two damaging Actions, then a Combo 1 that misses: no Combo 2.
    let H = orrusAmongGuards();
    H = play(H, 'skill', ['orrus-lightning', 'main', 0, 1], [RED, BLANK]);
    H = play(H, 'attack', ['main', 0, 2], [RED, BLANK]);
    H = play(H, 'special', ['combo']);
    // A yellow Attack result (rerolled yellow by Precision) against a red shield: no damage.
    const yellow = face('attack', 'grey', 1);
    H = play(H, 'strike', [0, 3], [yellow, face('defense', 'grey', 3), yellow]);
    expect(H.enemies.find((e) => e.id === 3)?.damage).to.equal(0);
    expect(isLegal(newContext(), H, 0, 'skill', ['orrus-mighty', 'combo', 0, 4])).to.equal(false);
  });

  it('a card not learnt cannot be used; a Combo is only for a card with the Combo mention', () => {
    const G = orrusAmongGuards();
    G.heroes[0]!.learned = [];
    expect(isLegal(newContext(), G, 0, 'skill', ['orrus-lightning', 'main', 0, 1])).to.equal(false);
    expect(legalMoves(G, 0).some((m) => m.move === 'skill')).to.equal(false);
    // The Combat card has no Combo mention.
    expect(isLegal(newContext(), G, 0, 'attack', ['combo', 0, 1])).to.equal(false);
  });

  it('Boost, Point Blank (line 250): 1 Badass point for a Ranged Attack at Range 1; 1 more adds Breakthrough', () => {
    const setup = () => {
      const G = makeState({
        heroes: [{ hero: 'thalla', pos: '5,5' }],
        enemies: [{ type: 'guard', pos: '6,5' }],
        ap: 2,
        badass: 4,
      });
      G.heroes[0]!.learned = ['thalla-point-blank'];
      return G;
    };
    const G = setup();
    expect(isLegal(newContext(), G, 0, 'attack', ['main', 0, 1])).to.equal(false); // the Bow's Range is 2-6
    // Grey orange + white yellow against the Guard's grey orange shield, yellow Health points.
    const rolls = [face('attack', 'grey', 2), face('attack', 'white', 1), face('defense', 'grey', 2)];
    const plain = play(G, 'boost', ['thalla-point-blank', 'main']);
    expect([plain.badass, plain.ap]).to.deep.equal([3, 2]);
    expect(isLegal(newContext(), plain, 0, 'boost', ['thalla-point-blank', 'enhanced'])).to.equal(false); // face down
    const shot = play(plain, 'attack', ['main', 0, 1], rolls);
    expect(shot.enemies[0]?.damage).to.equal(1); // orange cancels orange, the yellow hits
    expect(shot.boost).to.equal(null); // spent on that Attack
    const harder = play(
      play(setup(), 'boost', ['thalla-point-blank', 'enhanced']),
      'attack',
      ['main', 0, 1],
      rolls,
    );
    expect(harder.badass).to.equal(2);
    expect(harder.enemies[0]?.damage).to.equal(2); // the shield drops to yellow: it cancels the yellow, the orange hits
    expect(breakthrough([3, 1, 2])).to.deep.equal([2, 1, 2]);
    expect(breakthrough([1, 0])).to.deep.equal([1, 0]);
  });

  it('Passive, Resistance: never face down, an orange Defense result against every Enemy Attack (lines 251, 864)', () => {
    const hit = (learned: string[]) => {
      const G = makeState({
        heroes: [{ hero: 'mandar', pos: '5,5' }],
        enemies: [{ type: 'guard', pos: '6,5' }],
      });
      G.heroes[0]!.learned = learned;
      attackHeroWith(
        newContext(),
        G,
        G.enemies[0]!,
        G.heroes[0]!,
        { type: 'melee', dice: ['grey'] },
        seq([face('attack', 'grey', 2)]),
      );
      return G.heroes[0]!;
    };
    expect(hit([]).damage).to.equal(2);
    const mandar = hit(['mandar-resistance']);
    expect(mandar.damage).to.equal(0);
    expect(mandar.used).to.deep.equal([]);
  });

  it('the new cards are in the shop: learnt at the End of Turn with the group points (lines 679-684)', () => {
    const G = makeState({
      heroes: [
        { hero: 'orrus', pos: '5,5' },
        { hero: 'thalla', pos: '6,6' },
      ],
      badass: 12,
    });
    endOfTurn(newContext(), G, () => 0);
    expect(G.phase).to.equal('endOfTurn');
    expect(isLegal(newContext(), G, 1, 'learn', [10, ['orrus-lightning', 'thalla-point-blank']])).to.equal(
      true,
    );
    const after = applyMove(
      G,
      1,
      'learn',
      [10, ['orrus-lightning', 'thalla-point-blank']],
      () => 0,
    ) as OrcQuestState;
    expect(after.badass).to.equal(2);
    expect(after.heroes.map((h) => h.learned)).to.deep.equal([['orrus-lightning'], ['thalla-point-blank']]);
    for (const c of LEARNABLE)
      expect(
        SHOP.some((x) => x.id === c.id && x.code !== ''),
        c.id,
      ).to.equal(true);
  });
});
