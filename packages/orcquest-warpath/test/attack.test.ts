import { expect } from 'chai';
import { applyMove, isLegal } from '../src/rules/apply.js';
import { newContext } from '../src/rules/context.js';
import type { OrcQuestState } from '../src/state.js';
import { face, makeState, seq } from './helpers.js';

const attack = (G: OrcQuestState, rolls: number[], effect = 'main', option = 0, enemy = 1) => {
  const next = applyMove(G, 0, 'attack', [effect, option, enemy], seq(rolls));
  if (!next) throw new Error('illegal attack');
  return next;
};

describe('orcquest Hero combat (lines 344-437)', () => {
  it('an unhurt Enemy killed by one Attack gives its Badass points + 1 (lines 437, 500)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '6,5' }],
    });
    const next = attack(G, [face('attack', 'grey', 1)]);
    expect(next.enemies).to.have.length(0);
    expect(next.badass).to.equal(2);
    expect(next.ap).to.equal(1);
  });

  it('no bonus for finishing an Enemy that was already hurt (line 500)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 1, damage: 2 }],
    });
    // Guard (yellow HP) attacked from its rear: grey Attack orange, its grey Defense blank.
    const next = attack(G, [face('attack', 'grey', 2), face('defense', 'grey', 0)]);
    expect(next.enemies).to.have.length(0);
    expect(next.badass).to.equal(2);
  });

  it('the Bow reaches Range 2-6 only (line 210)', () => {
    const at = (pos: string) =>
      isLegal(
        newContext(),
        makeState({ heroes: [{ hero: 'thalla', pos: '0,2' }], enemies: [{ type: 'peasant', pos }] }),
        0,
        'attack',
        ['main', 0, 1],
      );
    expect([at('1,2'), at('2,2'), at('6,0'), at('6,2'), at('7,2')]).to.deep.equal([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('a weapon with no Range hits only an adjacent square, not a diagonal one (lines 205, 209, ruling R9)', () => {
    const at = (pos: string) =>
      isLegal(
        newContext(),
        makeState({ heroes: [{ hero: 'mek', pos: '5,5' }], enemies: [{ type: 'peasant', pos }] }),
        0,
        'attack',
        ['main', 0, 1],
      );
    expect([at('6,5'), at('6,6'), at('7,5')]).to.deep.equal([true, false, false]);
  });

  it('the Staff’s Range 1 line pushes the target 1 square away (lines 356, 861)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '7,2' }],
      enemies: [{ type: 'guard', pos: '8,3', facing: 3 }],
    });
    const next = attack(G, [face('defense', 'grey', 0)], 'main', 1);
    expect(next.enemies[0]?.pos).to.equal('8,4'); // diagonal pusher: along the dominant axis, N/S on ties (ruling R16)
  });

  it('a Guard counter-attacks a Melee attacker it survives (lines 426-428)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
    });
    // Orrus: grey yellow, Guard grey Defense yellow; Precision rerolls the yellow: yellow again. Counter: red.
    const next = attack(G, [
      face('attack', 'grey', 1),
      face('defense', 'grey', 1),
      face('attack', 'grey', 1),
      face('attack', 'grey', 3),
    ]);
    expect(next.enemies[0]?.damage).to.equal(0);
    expect(next.heroes[0]?.damage).to.equal(2); // red vs Orrus's orange Health
    expect(next.enemies[0]?.reacted).to.equal(true);
  });

  it('"A Guard will not be able to make a Reaction after being attacked at Range" (line 430)', () => {
    const G = makeState({
      heroes: [{ hero: 'thalla', pos: '3,5' }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 0 }],
    });
    const next = attack(G, [
      face('attack', 'grey', 1),
      face('attack', 'white', 1),
      face('defense', 'grey', 3),
    ]);
    expect(next.enemies[0]?.damage).to.equal(1);
    expect(next.heroes[0]?.damage).to.equal(0);
    expect(next.enemies[0]?.facing).to.equal(3); // it still turns toward the attacker
  });

  it('attacked from its Rear Arc, an Enemy only turns round (line 422)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 1 }],
    });
    const next = attack(G, [
      face('attack', 'grey', 1),
      face('defense', 'grey', 1),
      face('attack', 'grey', 1),
      face('attack', 'grey', 3),
    ]);
    expect(next.enemies[0]?.facing).to.equal(3);
    expect(next.heroes[0]?.damage).to.equal(0);
  });

  it('Shield Raise turns the Soldier’s white Defense die grey before the roll (ruling R28)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'soldier', pos: '6,5', facing: 3 }],
    });
    // Red attack; first Defense die (white raised to grey) rolls its last face: red on grey (orange on white).
    const next = attack(G, [0.99, 0.99, 0.0]);
    expect(next.enemies[0]?.damage).to.equal(0);
    const rear = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'soldier', pos: '6,5', facing: 1 }],
    });
    expect(attack(rear, [0.99, 0.99, 0.0]).enemies[0]?.damage, 'no Shield Raise from the rear').to.equal(2);
  });

  it('Phalanx: a Soldier in the group gives the attacked Guard 1 white Defense die (line 859)', () => {
    const rolls = [
      face('attack', 'grey', 2),
      face('defense', 'grey', 0),
      face('defense', 'white', 2),
      face('attack', 'grey', 2),
    ];
    const guarded = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [
        { type: 'guard', pos: '6,5', facing: 3 },
        { type: 'soldier', pos: '8,5', facing: 3 },
      ],
    });
    expect(attack(guarded, rolls).enemies.find((e) => e.type === 'guard')?.damage).to.equal(0);
    const alone = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
    });
    // Alone, the Guard rolls one die: the third number becomes Orrus's Precision reroll (red) and kills it.
    expect(attack(alone, rolls).enemies).to.have.length(0);
  });

  it('the Enhanced Combat effect adds Brutality: a yellow result turns orange and hurts an orange-HP Soldier', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [{ type: 'soldier', pos: '6,5', facing: 1 }],
    });
    const rolls = [
      face('attack', 'white', 1),
      face('attack', 'white', 1),
      face('defense', 'white', 0),
      face('defense', 'grey', 0),
    ];
    expect(attack(G, rolls, 'main').enemies[0]?.damage).to.equal(0);
    expect(attack(G, rolls, 'enhanced').enemies[0]?.damage).to.equal(1);
  });
});
