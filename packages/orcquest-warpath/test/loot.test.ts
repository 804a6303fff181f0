import { expect } from 'chai';
import { LOOT_DECK, RELIC_DECK } from '../src/data/loot.js';
import { isLegal, legalMoves } from '../src/rules/apply.js';
import { inventoryWeight, newItem, resourcesOf } from '../src/rules/characters/gear.js';
import { attackOptions } from '../src/rules/combat/attack-options.js';
import { newContext } from '../src/rules/context.js';
import { setupState } from '../src/setup.js';
import type { Item } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

const cards = (items: readonly Item[]) => items.map((i) => `${i.card}${i.rekup ? '*' : ''}`);
const ORANGE = face('attack', 'grey', 2);

describe('orcquest Loot draws (lines 434-447, 281, 466)', () => {
  it('the Hero who kills an Enemy draws its Loot cards from the top of the deck (line 436)', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5' },
        { hero: 'orrus', pos: '8,8' },
      ],
      enemies: [{ type: 'guard', pos: '6,5', damage: 2, facing: 3 }],
      ap: 2,
    });
    G.loot.deck = ['shield', 'bow', 'kunai'];
    // Two white dice (both Daggers roll together) against the Guard's grey Defense: a blank Defense.
    const W = face('attack', 'white', 2);
    const next = run(G, 0, 'attack', ['main', 0, 1], seq([W, W, face('defense', 'grey', 0)]));
    expect(next.enemies).to.have.length(0);
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['shield']);
    expect(next.loot.deck).to.deep.equal(['bow', 'kunai']);
    expect(next.heroes[1]?.inventory, 'only the killer').to.deep.equal([]);
  });

  it('a War Dog (Loot 0) gives nothing; an empty deck gives nothing either (discards are lost, line 481)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'dog', pos: '6,5', damage: 2, facing: 3 }],
      ap: 2,
    });
    G.loot.deck = ['shield'];
    const next = run(G, 0, 'attack', ['main', 0, 1], seq([ORANGE, face('defense', 'white', 0), ORANGE]));
    expect(next.enemies).to.have.length(0);
    expect(next.heroes[0]?.inventory).to.deep.equal([]);
    const guard = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'guard', pos: '6,5', damage: 2, facing: 3 }],
      ap: 2,
    });
    guard.loot.deck = [];
    const none = run(guard, 0, 'attack', ['main', 0, 1], seq([ORANGE, face('defense', 'grey', 0), ORANGE]));
    expect([none.enemies.length, none.heroes[0]?.inventory.length]).to.deep.equal([0, 0]);
  });

  it('smashed furniture gives a Loot card as Resources (line 281); a Potion has none and is lost (ruling L3)', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '14,2' }], mp: 6, ap: 1 });
    G.loot.deck = ['claymore', 'usoholi'];
    const one = run(G, 0, 'step', [1]);
    expect(cards(one.heroes[0]?.inventory ?? [])).to.deep.equal(['claymore*']);
    expect(isLegal(newContext(), one, 0, 'equip', [4]), 'Resources cannot be equipped').to.equal(false);
    // Back west over the floor to the high furniture on 12,2.
    const two = run(run(run(one, 0, 'step', [3]), 0, 'step', [3]), 0, 'step', [3]);
    expect(two.smashed).to.deep.equal(['15,2', '12,2']);
    expect(cards(two.heroes[0]?.inventory ?? [])).to.deep.equal(['claymore*']);
    expect(two.loot.discard).to.deep.equal(['usoholi']);
  });

  it('taking a Quest Objective gives a Relic card (assumed reward: 1)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: '12,2' }], mp: 3, ap: 1 });
    G.relics.deck = ['tooth-necklace', 'fragment'];
    const next = run(G, 0, 'step', [2]);
    expect(next.heroes[0]?.carriesObjective).to.equal(true);
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['tooth-necklace']);
  });

  it('setup: the Loot deck is the 52 cards less the starting Stuff in play; the Relic deck 20 cards', () => {
    const G = setupState(4, () => 0.5);
    expect(G.loot.deck.length).to.equal(LOOT_DECK.length - 5);
    expect(G.loot.deck.filter((c) => c === 'dagger')).to.have.length(0);
    expect(G.loot.deck.filter((c) => c === 'sword')).to.have.length(1);
    expect(G.relics.deck.slice().sort()).to.deep.equal(RELIC_DECK.slice().sort());
    expect(G.enchantDeck).to.have.length(22);
  });
});

describe('orcquest Equipment Limit and carrying capacity (lines 467-478)', () => {
  const organising = (hero: 'orrus' | 'thalla' | 'mek' | 'mandar', inventory: string[]) => {
    const G = makeState({ heroes: [{ hero, pos: '5,5', inventory: inventory.map((c) => newItem(c)) }] });
    G.phase = 'endOfTurn';
    return G;
  };

  it('a two-handed (Cumbersome) weapon leaves no Hand free (line 444)', () => {
    const G = organising('thalla', ['dagger']);
    expect(isLegal(newContext(), G, 0, 'equip', [4]), 'Bow in both hands').to.equal(false);
    const freed = run(G, 0, 'unequip', [0]);
    expect(isLegal(newContext(), freed, 0, 'equip', [4])).to.equal(true);
    const dagger = run(freed, 0, 'equip', [4]);
    expect(
      isLegal(newContext(), dagger, 0, 'equip', [4]),
      'the Bow no longer fits beside the Dagger',
    ).to.equal(false);
  });

  it('Hands weight never above the Hero Sheet value; Class-only Stuff (Chainmail: Warrior)', () => {
    // Orrus: Hands 5; Sword 2 + Claymore 4 = 6.
    expect(isLegal(newContext(), organising('orrus', ['claymore']), 0, 'equip', [4])).to.equal(false);
    expect(isLegal(newContext(), organising('orrus', ['shield']), 0, 'equip', [4])).to.equal(true);
    expect(isLegal(newContext(), organising('orrus', ['chainmail']), 0, 'equip', [4])).to.equal(true);
    expect(isLegal(newContext(), organising('mek', ['chainmail']), 0, 'equip', [4])).to.equal(false);
    // Mek's Body capacity is 2: Studded Armor (3) does not fit, Leather Armor (2) does.
    expect(isLegal(newContext(), organising('mek', ['studded-armor']), 0, 'equip', [4])).to.equal(false);
    expect(isLegal(newContext(), organising('mek', ['leather-armor']), 0, 'equip', [4])).to.equal(true);
  });

  it('one armor, one active Artifact (line 467-469)', () => {
    const G = organising('orrus', ['leather-armor', 'chainmail', 'tooth-necklace', 'broken-mirror']);
    const worn = run(run(G, 0, 'equip', [4]), 0, 'equip', [5]);
    expect(worn.heroes[0]?.gear.body?.card).to.equal('leather-armor');
    expect(worn.heroes[0]?.gear.artifact?.card).to.equal('tooth-necklace');
    expect(cards(worn.heroes[0]?.inventory ?? [])).to.deep.equal(['chainmail', 'broken-mirror']);
    expect(isLegal(newContext(), worn, 0, 'equip', [4])).to.equal(false);
    expect(isLegal(newContext(), worn, 0, 'equip', [5])).to.equal(false);
  });

  it('Stuff found in an Activation may be equipped at once, not later; organising is at the End of Turn', () => {
    const G = makeState({
      heroes: [
        { hero: 'orrus', pos: '5,5' },
        { hero: 'mek', pos: '9,9' },
      ],
      enemies: [{ type: 'guard', pos: '6,5', damage: 2, facing: 3 }],
      ap: 2,
      events: ['belch'],
    });
    G.loot.deck = ['shield'];
    const killed = run(G, 0, 'attack', ['main', 0, 1], seq([ORANGE, face('defense', 'grey', 0), ORANGE]));
    expect(isLegal(newContext(), killed, 0, 'equip', [4])).to.equal(true);
    expect(isLegal(newContext(), killed, 0, 'unequip', [0]), 'no organising in the Hero Phase').to.equal(
      false,
    );
    const ended = run(killed, 0, 'end', []);
    expect(isLegal(newContext(), ended, 0, 'equip', [4])).to.equal(false);
  });

  it('over the Inventory capacity the Hero cannot use Movement points (line 478)', () => {
    // Mek's Inventory holds 6: two Crossbows weigh 6, a third card makes 7.
    const ok = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', inventory: ['crossbow', 'crossbow'].map((c) => newItem(c)) }],
      mp: 3,
      ap: 1,
    });
    expect(inventoryWeight(ok.heroes[0] as never)).to.equal(6);
    expect(isLegal(newContext(), ok, 0, 'step', [1])).to.equal(true);
    ok.heroes[0]?.inventory.push(newItem('wood'));
    expect(isLegal(newContext(), ok, 0, 'step', [1])).to.equal(false);
    const lighter = run(ok, 0, 'discard', [6]);
    expect(isLegal(newContext(), lighter, 0, 'step', [1]), 'discarding at any time (line 481)').to.equal(
      true,
    );
  });

  it('attack options come from the equipped Stuff: Class bonuses, Dual once, Relic dice', () => {
    const mek = makeState({ heroes: [{ hero: 'mek', pos: '5,5' }] }).heroes[0];
    expect(attackOptions(newContext(), mek as never).map((o) => o.dice)).to.deep.equal([['white', 'white']]);
    const duals = makeState({
      heroes: [
        {
          hero: 'mek',
          pos: '5,5',
          gear: {
            hands: [newItem('dagger-2'), newItem('dagger-3')],
            body: null,
            artifact: newItem('eye-of-cockatrix'),
          },
        },
      ],
    }).heroes[0];
    // grey + grey,white + the better Dual bonus (Level 3: grey) once + the Eye's white die for Melee.
    expect(attackOptions(newContext(), duals as never)[0]?.dice).to.deep.equal([
      'grey',
      'grey',
      'white',
      'grey',
      'white',
    ]);
    const scout = makeState({
      heroes: [
        { hero: 'thalla', pos: '5,5', gear: { hands: [newItem('crossbow')], body: null, artifact: null } },
      ],
    }).heroes[0];
    expect(attackOptions(newContext(), scout as never)[0]?.range, 'a Scout shoots 2 further').to.deep.equal([
      2, 8,
    ]);
  });
});

describe('orcquest Rekup, discarding, Potions and throwing Loot (lines 461-465, 479-487, 687-695)', () => {
  it('Rekup: Stuff becomes Resources of weight 1; never the only weapon (line 486)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', inventory: [newItem('claymore')] }],
      active: 0,
      ap: 2,
    });
    expect(
      isLegal(newContext(), G, 0, 'rekup', [0]),
      'the Sword is not his only weapon while he owns the Claymore',
    ).to.equal(true);
    const once = run(G, 0, 'rekup', [4]);
    expect(cards(once.heroes[0]?.inventory ?? [])).to.deep.equal(['claymore*']);
    expect(inventoryWeight(once.heroes[0] as never)).to.equal(1);
    expect(isLegal(newContext(), once, 0, 'rekup', [0]), 'now the Sword is his only weapon').to.equal(false);
    expect(isLegal(newContext(), once, 0, 'discard', [0])).to.equal(false);
    expect(isLegal(newContext(), once, 0, 'rekup', [4]), 'a Rekup is permanent').to.equal(false);
  });

  it('Rekup of a Relic makes it a Power Fragment; the Treasure Chest gives 3 gold (public)', () => {
    const G = makeState({
      heroes: [
        { hero: 'mandar', pos: '5,5', inventory: [newItem('badass-totem'), newItem('treasure-chest')] },
      ],
      active: 0,
    });
    const next = run(run(G, 0, 'rekup', [4]), 0, 'rekup', [4]);
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['badass-totem*', 'treasure-chest*']);
    expect(resourcesOf(next.heroes[0]?.inventory[1] as Item)).to.deep.equal([0, 0, 0, 3]);
    next.phase = 'endOfTurn';
    expect(
      isLegal(newContext(), next, 0, 'enchant', ['brutal', 0]),
      'the tilted Totem is a Fragment',
    ).to.equal(true);
    const enchanted = run(next, 0, 'enchant', ['brutal', 0]);
    expect(enchanted.relics.deck.at(-1), 'and goes back into the Relic deck').to.equal('badass-totem');
  });

  it('Potions: free in the Hero Phase, single use (Usoholi heals 3, Usoqwik gives 3 Movement points)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', damage: 4, inventory: [newItem('usoholi'), newItem('usoqwik')] }],
      active: 0,
      ap: 2,
    });
    const healed = run(G, 0, 'potion', [4]);
    expect([healed.heroes[0]?.damage, healed.ap]).to.deep.equal([1, 2]);
    const quick = run(healed, 0, 'potion', [4]);
    expect([quick.mp, quick.heroes[0]?.inventory.length]).to.deep.equal([3, 0]);
    expect(quick.loot.discard).to.deep.equal(['usoholi', 'usoqwik']);
    G.phase = 'endOfTurn';
    expect(isLegal(newContext(), G, 0, 'potion', [4]), 'Hero Phase only').to.equal(false);
  });

  it('throwing Loot: Line of Fire, Range 1-2 safe, 3-5 a white die, 6-8 a grey one, never beyond 8', () => {
    const at = (pos: string) => {
      const G = makeState({
        heroes: [
          { hero: 'orrus', pos: '0,9', inventory: [newItem('shield')] },
          { hero: 'mandar', pos },
        ],
      });
      G.phase = 'endOfTurn';
      return G;
    };
    const near = run(at('2,9'), 0, 'throwLoot', [4, 1]);
    expect(cards(near.heroes[1]?.inventory ?? [])).to.deep.equal(['shield']);
    expect(near.heroes[1]?.damage).to.equal(0);
    // Range 4: a white die, orange result against Mandar's yellow Health: 2 damage, no Defense.
    const mid = run(at('4,9'), 0, 'throwLoot', [4, 1], seq([face('attack', 'white', 2)]));
    expect([mid.heroes[1]?.damage, mid.heroes[1]?.inventory.length]).to.deep.equal([2, 1]);
    // Range 7: a grey die, red result: 4 damage.
    const far = run(at('7,9'), 0, 'throwLoot', [4, 1], seq([face('attack', 'grey', 3)]));
    expect(far.heroes[1]?.damage).to.equal(4);
    expect(isLegal(newContext(), at('9,9'), 0, 'throwLoot', [4, 1]), 'Range 9').to.equal(false);
    const hero = at('2,9');
    hero.phase = 'hero';
    expect(isLegal(newContext(), hero, 0, 'throwLoot', [4, 1]), 'End of Turn only').to.equal(false);
  });

  it('the End of Turn waits for the Heroes only when there is something to do there (ruling T1)', () => {
    const G = makeState({ heroes: [{ hero: 'mek', pos: '5,5' }], events: ['belch'] });
    expect(run(G, 0, 'end', []).phase).to.equal('hero');
    const carrying = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', inventory: [newItem('wood')] }],
      events: ['belch'],
    });
    const next = run(carrying, 0, 'end', []);
    expect(next.phase).to.equal('endOfTurn');
    expect(legalMoves(next, 0).map((m) => m.move)).to.include.members([
      'unequip',
      'rekup',
      'discard',
      'nextTurn',
    ]);
  });
});
