import { expect } from 'chai';
import { newItem } from '../src/rules/characters/gear.js';
import { progressInTurn } from '../src/rules/combat/enchant-combat.js';
import { newContext } from '../src/rules/context.js';
import { attackHeroWith } from '../src/rules/enemies/enemy-attack.js';
import type { EnchantOn, Item, OrcQuestState } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

/**
 * The enhancing objectives (line 718, WP189-210 in reference A.4) of the Enchants that had none counted:
 * each counts what its own Stuff achieves, and the Enchant turns to its enhanced side once it is met.
 */

const SKULL = 0;
const LIGHTNING = 0.6;
const EXPLOSION = 0.9;
const on = (id: string, progress = 0): EnchantOn => ({ id, enhanced: false, progress });
const enchanted = (card: string, id: string, progress = 0): Item => ({
  ...newItem(card),
  enchants: [on(id, progress)],
});
const firstHand = (G: OrcQuestState) => G.heroes[0]!.gear.hands[0]!.enchants[0]!;
const body = (G: OrcQuestState) => G.heroes[0]!.gear.body!.enchants[0]!;

/** Mek (two Daggers, the first enchanted) next to one Enemy facing him. */
function mek(
  enchant: string,
  enemy: 'guard' | 'soldier' | 'peasant',
  o: { damage?: number; facing?: 0 | 1 | 2 | 3 } = {},
) {
  const G = makeState({
    heroes: [{ hero: 'mek', pos: '5,5' }],
    enemies: [{ type: enemy, pos: '6,5', facing: o.facing ?? 3, damage: o.damage ?? 0, alerted: true }],
    ap: 2,
    events: ['badass-smiles', 'badass-smiles'],
  });
  G.heroes[0]!.gear.hands[0]!.enchants = [on(enchant)];
  return G;
}

const Y = face('attack', 'white', 1);
const O = face('attack', 'white', 2);

describe('orcquest Enchant objectives (line 718; reference A.4)', () => {
  it('Atrocious: a Defense die rerolled by Atrocity that comes up blank counts (5 to enhance)', () => {
    // Yellow, yellow; the Guard's grey die yellow; the green Skull triggers Atrocity 1: the reroll is blank.
    const hit = run(
      mek('atrocious', 'guard'),
      0,
      'attack',
      ['main', 0, 1],
      seq([Y, Y, face('defense', 'grey', 1), SKULL, face('defense', 'grey', 0)]),
    );
    expect(firstHand(hit).progress).to.equal(1);
    const notBlank = run(
      mek('atrocious', 'guard'),
      0,
      'attack',
      ['main', 0, 1],
      seq([Y, Y, face('defense', 'grey', 1), SKULL, face('defense', 'grey', 2)]),
    );
    expect(firstHand(notBlank).progress).to.equal(0);
  });

  it('Piercing: Breakthrough turned an Attack that was blocked into one that wounds (6 times)', () => {
    // The orange Soldier, attacked from behind: orange + yellow against blank + orange. Without
    // Breakthrough the oranges cancel and the yellow is too weak: blocked. Lowered to yellow, the orange wounds.
    const rolls = (green: number) =>
      seq([O, Y, face('defense', 'white', 0), face('defense', 'grey', 2), green]);
    const pierced = run(
      mek('piercing', 'soldier', { facing: 1 }),
      0,
      'attack',
      ['main', 0, 1],
      rolls(EXPLOSION),
    );
    expect(pierced.enemies[0]?.damage).to.equal(1);
    expect(firstHand(pierced).progress).to.equal(1);
    const blocked = run(mek('piercing', 'soldier', { facing: 1 }), 0, 'attack', ['main', 0, 1], rolls(SKULL));
    expect([blocked.enemies[0]?.damage, firstHand(blocked).progress]).to.deep.equal([0, 0]);
  });

  it('Accurate: an Attack die rerolled red counts (5 to enhance)', () => {
    const G = makeState({
      heroes: [
        {
          hero: 'orrus',
          pos: '5,5',
          gear: { hands: [enchanted('sword', 'accurate')], body: null, artifact: null },
        },
      ],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3, alerted: true }],
      ap: 2,
    });
    // The Sword's grey die yellow; Guard blank; Lightning: Precision (the Warrior's own 1 plus 1) rerolls it red.
    const next = run(
      G,
      0,
      'attack',
      ['main', 0, 1],
      seq([face('attack', 'grey', 1), face('defense', 'grey', 0), LIGHTNING, face('attack', 'grey', 3)]),
    );
    expect(firstHand(next).progress).to.equal(1);
  });

  it('Tenacious: a Defense die rerolled red counts (3 to enhance); the third enhances it', () => {
    const G = makeState({
      heroes: [
        {
          hero: 'orrus',
          pos: '5,5',
          gear: { hands: [newItem('sword')], body: enchanted('chainmail', 'tenacious', 2), artifact: null },
        },
      ],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
    });
    // The Guard's grey die; Orrus's grey die blank; Lightning: Tenacity 1 rerolls it red.
    attackHeroWith(
      newContext(),
      G,
      G.enemies[0]!,
      G.heroes[0]!,
      { type: 'melee', dice: ['grey'] },
      seq([face('attack', 'grey', 1), face('defense', 'grey', 0), LIGHTNING, face('defense', 'grey', 3)]),
    );
    expect(body(G)).to.include({ progress: 3, enhanced: true });
  });

  it('Resistant: targeted by 4 Attacks in one Enemy Phase; Hero Phase Attacks do not count', () => {
    const orrus = (guards: string[]) =>
      makeState({
        heroes: [
          {
            hero: 'orrus',
            pos: '5,3',
            gear: { hands: [newItem('sword')], body: enchanted('chainmail', 'resistant'), artifact: null },
          },
        ],
        enemies: guards.map((pos) => ({ type: 'guard' as const, pos, facing: 0 as const, alerted: true })),
        events: ['badass-smiles'],
      });
    const G = orrus(['4,3', '6,3', '5,2']);
    attackHeroWith(newContext(), G, G.enemies[0]!, G.heroes[0]!, { type: 'melee', dice: ['grey'] }, seq([]));
    expect(body(G).progress, 'not in an Enemy Phase').to.equal(0);
    expect(body(run(G, 0, 'end', []))).to.include({ progress: 3, enhanced: false });
    expect(body(run(orrus(['4,3', '6,3', '5,2', '5,4']), 0, 'end', []))).to.include({
      progress: 4,
      enhanced: true,
    });
  });

  it('Slaughtering: kills in one Activation; the count starts again each turn and keeps the best', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [
        { type: 'peasant', pos: '6,5', facing: 3 },
        { type: 'peasant', pos: '4,5', facing: 1 },
      ],
      ap: 2,
    });
    G.heroes[0]!.gear.hands[0]!.enchants = [on('slaughtering')];
    // One kill with the Combat card, one more in the same Activation, then a new turn.
    const two = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y, SKULL]));
    expect(firstHand(two).progress).to.equal(1);
    progressInTurn(two.heroes[0]!.gear.hands, 'kills-activation', 1, two.turn);
    expect(firstHand(two).progress).to.equal(2);
    const items = two.heroes[0]!.gear.hands;
    progressInTurn(items, 'kills-activation', 1, two.turn + 1);
    expect(firstHand(two), 'a new turn: 1, the best stays 2').to.include({ progress: 2, run: 1 });
    progressInTurn(items, 'kills-activation', 3, two.turn + 1);
    expect(firstHand(two)).to.include({ progress: 4, enhanced: true });
  });

  it('Burning: the Burn its Enchant set kills the Enemy at its Activation: one Burn kill', () => {
    // Yellow, yellow against the Guard's yellow: 1 damage (2 of 3), Lightning: Burn 1.
    const G = mek('burning', 'guard', { damage: 1 });
    const hit = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y, face('defense', 'grey', 1), LIGHTNING]));
    expect([hit.enemies[0]?.burn, hit.enemies[0]?.burnBy]).to.deep.equal([1, 0]);
    const burnt = run(hit, 0, 'end', []);
    expect(burnt.enemies).to.have.length(0);
    expect(firstHand(burnt).progress).to.equal(1);
  });
});
