import { expect } from 'chai';
import { applyMove } from '../src/rules/apply.js';
import { newItem } from '../src/rules/characters/gear.js';
import { strengthenDefense } from '../src/rules/combat/enchant-combat.js';
import { newContext } from '../src/rules/context.js';
import { attackHeroWith } from '../src/rules/enemies/enemy-attack.js';
import type { Item } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

const hands = (...ids: string[]) => ({ hands: ids.map((c) => newItem(c)), body: null, artifact: null });
const SKULL = 0.1;
const LIGHTNING = 0.6;
const EXPLOSION = 0.9;

describe('orcquest Stuff and Enchants in combat and movement (the cards, reference A.4)', () => {
  it('Leather Armor ★★ and Stinking Socks add Movement points to every move (line 277)', () => {
    const plain = run(makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 2 }), 0, 'move', ['main']);
    expect(plain.mp).to.equal(5);
    const G = makeState({
      heroes: [
        {
          hero: 'orrus',
          pos: '5,5',
          gear: {
            hands: [newItem('sword')],
            body: newItem('leather-armor-2'),
            artifact: newItem('stinking-socks'),
          },
        },
      ],
      ap: 2,
    });
    expect(run(G, 0, 'move', ['main']).mp).to.equal(7);
  });

  it('Kukri: Riposte white — the attacker takes a white die with no Defense; the kill is the Hero’s', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', gear: hands('kukri', 'dagger') }],
      enemies: [{ type: 'peasant', pos: '6,5', facing: 3 }],
    });
    G.loot.deck = ['shield'];
    const h = G.heroes[0] as never;
    const yellow = face('attack', 'white', 1);
    attackHeroWith(
      newContext(),
      G,
      G.enemies[0] as never,
      h,
      { type: 'melee', dice: ['white'] },
      seq([yellow, yellow]),
    );
    expect(G.heroes[0]?.damage).to.equal(1);
    expect(G.enemies).to.have.length(0);
    expect(G.heroes[0]?.inventory.map((i: Item) => i.card)).to.deep.equal(['shield']);
  });

  it('Voulge: a Warrior Skewers — the damaging results also hit the Enemy behind, judged on its own colour', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', gear: hands('voulge') }],
      enemies: [
        { type: 'guard', pos: '6,5', facing: 3 },
        { type: 'peasant', pos: '7,5', facing: 3 },
      ],
      ap: 2,
    });
    G.loot.deck = ['wood', 'metal', 'kunai'];
    // Grey red + white orange against the Guard's blank grey Defense: 4 + 2 on yellow Health.
    const rng = seq([face('attack', 'grey', 3), face('attack', 'white', 2), face('defense', 'grey', 0)]);
    const next = run(G, 0, 'attack', ['main', 0, 1], rng);
    expect(next.enemies).to.have.length(0);
    expect(next.heroes[0]?.inventory.map((i) => i.card)).to.deep.equal(['wood', 'metal']);
    const mek = makeState({
      heroes: [{ hero: 'thalla', pos: '5,5', gear: hands('voulge') }],
      enemies: [
        { type: 'guard', pos: '6,5', facing: 3 },
        { type: 'peasant', pos: '7,5', facing: 3 },
      ],
      ap: 2,
    });
    // Thalla is no Warrior (and knows no Melee: the Voulge gives her no attack at all).
    expect(applyMove(mek, 0, 'attack', ['main', 0, 1], rng)).to.equal(null);
  });

  it('two Wands: Dual Burn 1 on the target, once; one Wand: no Burn (line 834)', () => {
    const setup = (...wands: string[]) =>
      makeState({
        heroes: [{ hero: 'mandar', pos: '5,5', gear: hands(...wands) }],
        enemies: [{ type: 'guard', pos: '8,5', facing: 3 }],
        ap: 2,
      });
    const y = face('attack', 'white', 1);
    const red = face('defense', 'grey', 3);
    const two = run(setup('wand', 'wand'), 0, 'attack', ['main', 0, 1], seq([y, y, red]));
    expect([two.enemies[0]?.damage, two.enemies[0]?.burn]).to.deep.equal([1, 1]);
    const one = run(setup('wand', 'skull'), 0, 'attack', ['main', 0, 1], seq([y, red]));
    expect(one.enemies[0]?.burn).to.equal(0);
  });

  it('Shattering: on an Explosion the strongest result also hits every other Enemy at Range 1 of the target', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [
        { type: 'guard', pos: '6,5', facing: 3 },
        { type: 'peasant', pos: '6,6', facing: 3 },
      ],
      ap: 2,
    });
    G.heroes[0]!.gear.hands[0]!.enchants = [{ id: 'shattering', enhanced: false, progress: 0 }];
    const W2 = face('attack', 'white', 2);
    const next = run(G, 0, 'attack', ['main', 0, 1], seq([W2, W2, face('defense', 'grey', 0), EXPLOSION]));
    expect(next.enemies).to.have.length(0);
    expect(next.heroes[0]?.gear.hands[0]?.enchants[0]?.progress, 'kills in one Attack').to.equal(2);
  });

  describe('R64: Explosion hits Range 1 of the target with the strongest result the Defense left', () => {
    const W1 = face('attack', 'white', 1);
    const W2 = face('attack', 'white', 2);
    const shattering = (target: 'guard' | 'knight', near: string) => {
      // Mek on 5,5 strikes the target on 6,5; a Guard two squares from Mek, a Peasant beside Mek.
      const G = makeState({
        heroes: [{ hero: 'mek', pos: '5,5' }],
        enemies: [
          { type: target, pos: '6,5', facing: 3 },
          { type: 'guard', pos: near, facing: 3 },
          { type: 'peasant', pos: '4,5', facing: 1 },
        ],
        ap: 2,
      });
      G.heroes[0]!.gear.hands[0]!.enchants = [{ id: 'shattering', enhanced: false, progress: 0 }];
      return G;
    };

    it('around the target, not the attacker; the orange the Defense cancelled is not the strongest', () => {
      // Orange + yellow against the Guard's orange Defense: the yellow is left (1 damage on him).
      const rng = seq([W2, W1, face('defense', 'grey', 2), EXPLOSION]);
      const next = run(shattering('guard', '7,5'), 0, 'attack', ['main', 0, 1], rng);
      expect(next.enemies.map((e) => [e.type, e.pos, e.damage])).to.deep.equal([
        ['guard', '6,5', 1],
        ['guard', '7,5', 1], // the yellow on his yellow Health: 1, not the cancelled orange's 2
        ['peasant', '4,5', 0], // beside Mek, 2 squares from the target: untouched
      ]);
    });

    it('even when nothing hurt the target: two oranges on the red Knight still explode on a yellow Guard', () => {
      const rng = seq([W2, W2, face('defense', 'grey', 0), face('defense', 'black', 0), EXPLOSION]);
      const next = run(shattering('knight', '6,6'), 0, 'attack', ['main', 0, 1], rng);
      expect(next.enemies.map((e) => [e.type, e.damage])).to.deep.equal([
        ['knight', 0],
        ['guard', 2],
        ['peasant', 0],
      ]);
    });
  });

  describe('R66: Lightning X strikes the damage the target took; each new target may pass it on', () => {
    // Mek on 5,5 strikes the Guard on 6,5; the red Knight 2 squares on (8,5), a Peasant 2 beyond him (10,5).
    const sparking = () => {
      const G = makeState({
        heroes: [{ hero: 'mek', pos: '5,5' }],
        enemies: [
          { type: 'guard', pos: '6,5', facing: 3 },
          { type: 'knight', pos: '8,5', facing: 3 },
          { type: 'peasant', pos: '10,5', facing: 3 },
        ],
        ap: 2,
      });
      G.heroes[0]!.gear.hands[0]!.enchants = [{ id: 'sparking', enhanced: false, progress: 0 }];
      return G;
    };
    // Orange + yellow against the Guard's yellow Defense: the orange wounds his yellow Health for 2.
    const strike = (knightRolls: number) =>
      run(
        sparking(),
        0,
        'attack',
        ['main', 0, 1],
        seq([
          face('attack', 'white', 2),
          face('attack', 'white', 1),
          face('defense', 'grey', 1),
          LIGHTNING,
          knightRolls,
        ]),
      );

    it('the same 2 damage on the red Knight (no colour check), then his Lightning passes it to the Peasant', () => {
      const next = strike(LIGHTNING);
      expect(next.enemies.map((e) => [e.type, e.damage])).to.deep.equal([
        ['guard', 2],
        ['knight', 2],
      ]);
      expect(
        next.heroes[0]?.gear.hands[0]?.enchants[0]?.progress,
        'Enemies the Lightning spread to',
      ).to.equal(2);
    });

    it('on another symbol the Knight passes nothing: the Peasant, 4 squares from the Guard, is spared', () => {
      const next = strike(SKULL);
      expect(next.enemies.map((e) => [e.type, e.damage])).to.deep.equal([
        ['guard', 2],
        ['knight', 2],
        ['peasant', 0],
      ]);
    });
  });

  it('Toughness X raises the X strongest Defense results below Red by one colour, each die once (line 868)', () => {
    // Result levels: 0 blank, 1 yellow, 2 orange, 3 red.
    expect(strengthenDefense([0, 1, 2, 3], 1, [])).to.deep.equal([0, 1, 3, 3]);
    expect(strengthenDefense([0, 1, 2, 3], 2, [])).to.deep.equal([0, 2, 3, 3]);
    expect(strengthenDefense([2], 2, []), 'a die is raised once').to.deep.equal([3]);
    expect(strengthenDefense([0, 3], 1, []), 'a blank or a Red result is not raised').to.deep.equal([0, 3]);
  });
});
