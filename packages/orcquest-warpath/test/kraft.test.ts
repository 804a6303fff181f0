import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { orcQuestCampaign } from '../src/campaign.js';
import { ITEMS, RESOURCE_CARDS } from '../src/data/loot.js';
import { isLegal, legalMoves } from '../src/rules/apply.js';
import { newItem } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import { attackHeroWith } from '../src/rules/enemies/enemy-attack.js';
import { canAfford, kraftLeft, pickResources } from '../src/rules/heroes/kraft.js';
import { setupState } from '../src/setup.js';
import type { HeroState, Item, OrcQuestState } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

const cards = (items: readonly Item[]) => items.map((i) => `${i.card}${i.rekup ? '*' : ''}`);
const items = (...ids: string[]) => ids.map((c) => newItem(c));
const endOfTurn = (G: OrcQuestState) => {
  G.phase = 'endOfTurn';
  return G;
};
const SKULL = 0.1;
const LIGHTNING = 0.6;
const EXPLOSION = 0.9;

describe('orcquest Kraft (lines 697-712)', () => {
  const thalla = (inventory: Item[]) =>
    endOfTurn(makeState({ heroes: [{ hero: 'thalla', pos: '5,5', inventory }] }));

  it('the Kraft Plan is paid with whole Resource cards, losing the least; the Stuff becomes the next Level', () => {
    // Bow → Bow ★★ needs 7 wood and 4 gold (public Kraft Plan).
    const G = thalla(
      items('wood2', 'wood2', 'wood2', 'wood', 'wood2', 'gold-nuggets', 'gold-nuggets', 'gold-teeth'),
    );
    const next = run(G, 0, 'kraft', [0]);
    expect(next.heroes[0]?.gear.hands[0]?.card).to.equal('bow-2');
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['wood2', 'gold-teeth']);
    expect(kraftLeft(next, 'bow-2')).to.equal(0);
    expect(next.loot.discard).to.include('bow');
    expect(isLegal(newContext(), next, 0, 'kraft', [0]), 'Level 3 needs 9 wood and 6 gold').to.equal(false);
  });

  it("Rekup'd Stuff counts as Resources; short of one Resource, no Kraft; an empty Kraft deck, no Kraft", () => {
    // 3 Crossbows Rekup'd = 6 wood, plus a 1-wood card: 7 wood; 4 gold from Gold Teeth.
    const rekupd = items('crossbow', 'crossbow', 'crossbow').map((i) => ({ ...i, rekup: true }));
    const G = thalla([...rekupd, ...items('wood', 'gold-teeth', 'gold-teeth', 'gold-teeth', 'gold-teeth')]);
    expect(isLegal(newContext(), G, 0, 'kraft', [0])).to.equal(true);
    const short = thalla([...rekupd, ...items('gold-teeth', 'gold-teeth', 'gold-teeth', 'gold-teeth')]);
    expect(isLegal(newContext(), short, 0, 'kraft', [0])).to.equal(false);
    G.kraftOut.push('bow-2');
    expect(isLegal(newContext(), G, 0, 'kraft', [0])).to.equal(false);
  });

  it('a Level 2 card Krafted to Level 3 goes back to its Kraft deck; Enchants stay on (line 710, 726)', () => {
    const bow2 = { ...newItem('bow-2'), enchants: [{ id: 'brutal', enhanced: false, progress: 3 }] };
    const G = thalla(
      items('wood2', 'wood2', 'wood2', 'wood2', 'wood', 'painful-purse', 'gold-nuggets', 'gold-nuggets'),
    );
    G.heroes[0]!.gear.hands = [bow2];
    G.kraftOut = ['bow-2'];
    const next = run(G, 0, 'kraft', [0]);
    expect(next.heroes[0]?.gear.hands[0]).to.deep.include({ card: 'bow-3' });
    expect(next.heroes[0]?.gear.hands[0]?.enchants).to.deep.equal(bow2.enchants);
    expect([kraftLeft(next, 'bow-2'), kraftLeft(next, 'bow-3')]).to.deep.equal([1, 0]);
  });

  it("Kraft in the Hero's own Activation or at the End of Turn only (line 707)", () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5', inventory: items('metal2', 'metal2', 'metal', 'gold-nuggets') },
        { hero: 'orrus', pos: '9,9' },
      ],
    });
    expect(isLegal(newContext(), G, 0, 'kraft', [0]), 'not before his Activation').to.equal(false);
    G.active = 0;
    expect(isLegal(newContext(), G, 0, 'kraft', [0]), 'Dagger → ★★: 5 metal, 2 gold').to.equal(true);
  });
});

describe('orcquest Enchant (lines 713-729)', () => {
  const orrus = (inventory: Item[]) =>
    endOfTurn(makeState({ heroes: [{ hero: 'orrus', pos: '5,5', inventory }] }));

  it('a Power Fragment buys an Enchant at the End of Turn; two at most; Relics and unimplemented effects refused', () => {
    const G = orrus(items('fragment', 'fragment', 'fragment', 'tooth-necklace'));
    G.relics.deck = [];
    const one = run(G, 0, 'enchant', ['brutal', 0]);
    expect(one.heroes[0]?.gear.hands[0]?.enchants).to.deep.equal([
      { id: 'brutal', enhanced: false, progress: 0 },
    ]);
    expect([one.relics.deck, one.enchantDeck.includes('brutal')]).to.deep.equal([['fragment'], false]);
    expect(isLegal(newContext(), one, 0, 'enchant', ['brutal', 0]), 'the card left the deck').to.equal(false);
    const two = run(one, 0, 'enchant', ['cruel', 0]);
    expect(isLegal(newContext(), two, 0, 'enchant', ['tough', 0]), 'a third').to.equal(false);
    expect(isLegal(newContext(), two, 0, 'enchant', ['tough', 5]), 'a Relic').to.equal(false);
    // Every card of the deck is offered, the four whose effects came last too (Poison, Hemorrhage, Terrified, Dazed).
    const offered = legalMoves(G, 0).filter((m) => m.move === 'enchant' && m.args?.[1] === 0);
    expect(offered.map((m) => m.args?.[0])).to.include.members([
      'putrid',
      'bloody',
      'terrifying',
      'astonishing',
    ]);
    expect(offered).to.have.length(22);
    G.phase = 'hero';
    G.active = 0;
    expect(isLegal(newContext(), G, 0, 'enchant', ['brutal', 0]), 'End of Turn only').to.equal(false);
  });

  it('Rekup of enchanted Stuff: the Enchants go back, one Power Fragment each (line 729, ruling L5)', () => {
    const G = orrus(items('claymore'));
    G.heroes[0]!.inventory[0]!.enchants = [
      { id: 'brutal', enhanced: true, progress: 10 },
      { id: 'cruel', enhanced: false, progress: 0 },
    ];
    G.enchantDeck = G.enchantDeck.filter((id) => id !== 'brutal' && id !== 'cruel');
    const next = run(G, 0, 'rekup', [4]);
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['claymore*', 'fragment', 'fragment']);
    expect(next.enchantDeck).to.include.members(['brutal', 'cruel']);
  });

  const mekVsKnight = (enchant: string, progress = 0) => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [{ type: 'knight', pos: '6,5', facing: 3 }],
      ap: 2,
    });
    G.heroes[0]!.gear.hands[0]!.enchants = [{ id: enchant, enhanced: false, progress }];
    return G;
  };
  const W2 = face('attack', 'white', 2);
  const blanks = [face('defense', 'grey', 0), face('defense', 'black', 0)];

  it('the green die triggers the Enchant on its symbol: Cruel adds a red result (Explosion), else nothing', () => {
    // Two white orange results cannot hurt the Knight's red Health; Cruelty 1 adds a red one.
    const hit = run(mekVsKnight('cruel'), 0, 'attack', ['main', 0, 1], seq([W2, W2, ...blanks, EXPLOSION]));
    expect(hit.enemies[0]?.damage).to.equal(1);
    const miss = run(mekVsKnight('cruel'), 0, 'attack', ['main', 0, 1], seq([W2, W2, ...blanks, SKULL]));
    expect(miss.enemies[0]?.damage).to.equal(0);
  });

  describe('R65: Ferocity doubles a die’s result: one more result of that colour', () => {
    it('the extra orange survives the Defense that cancels the other: 2 + 1 on the Guard’s yellow Health', () => {
      const G = makeState({
        heroes: [{ hero: 'mek', pos: '5,5' }],
        enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
        ap: 2,
      });
      G.heroes[0]!.gear.hands[0]!.enchants = [{ id: 'ferocious', enhanced: false, progress: 0 }];
      // Orange + yellow, doubled to orange, orange, yellow; the Guard's orange Defense cancels one orange.
      const rng = seq([W2, face('attack', 'white', 1), face('defense', 'grey', 2), LIGHTNING]);
      const next = run(G, 0, 'attack', ['main', 0, 1], rng);
      expect(next.enemies, '3 damage: the Guard falls').to.have.length(0);
      expect(next.heroes[0]?.gear.hands[0]?.enchants[0]?.progress, 'damage inflicted').to.equal(3);
    });

    it('it doubles a die, not the red Cruelty added: two oranges on the red Knight give 1 damage, not 2', () => {
      const G = mekVsKnight('cruel');
      G.heroes[0]!.gear.hands[0]!.enchants.push({ id: 'ferocious', enhanced: false, progress: 0 });
      // The first green die (Explosion) triggers Cruel, the second (Lightning) Ferocious.
      const next = run(G, 0, 'attack', ['main', 0, 1], seq([W2, W2, ...blanks, EXPLOSION, LIGHTNING]));
      expect(next.enemies[0]?.damage).to.equal(1);
    });

    it('one effect per die (line 825): it doubles an orange Brutality left alone, not the red it raised', () => {
      const G = mekVsKnight('brutal');
      G.heroes[0]!.gear.hands[0]!.enchants.push({ id: 'ferocious', enhanced: false, progress: 0 });
      // Explosion triggers Brutal (one orange to red), Lightning Ferocious: red, orange, orange → 1 damage.
      const next = run(G, 0, 'attack', ['main', 0, 1], seq([W2, W2, ...blanks, EXPLOSION, LIGHTNING]));
      expect(next.enemies[0]?.damage).to.equal(1);
    });
  });

  it('meeting the objective enhances the Enchant for good: Brutal after 10 red results triggers on Lightning', () => {
    // Brutality raises an orange to red: the 10th red result.
    const next = run(
      mekVsKnight('brutal', 9),
      0,
      'attack',
      ['main', 0, 1],
      seq([W2, W2, ...blanks, EXPLOSION]),
    );
    expect(next.enemies[0]?.damage).to.equal(1);
    expect(next.heroes[0]?.gear.hands[0]?.enchants[0]).to.deep.equal({
      id: 'brutal',
      enhanced: true,
      progress: 10,
    });
    const again = mekVsKnight('brutal', 0);
    again.heroes[0]!.gear.hands[0]!.enchants[0]!.enhanced = true;
    const lightning = run(again, 0, 'attack', ['main', 0, 1], seq([W2, W2, ...blanks, LIGHTNING]));
    expect(lightning.enemies[0]?.damage).to.equal(1);
    const explosion = run(
      mekVsKnight('brutal', 0),
      0,
      'attack',
      ['main', 0, 1],
      seq([W2, W2, ...blanks, LIGHTNING]),
    );
    expect(explosion.enemies[0]?.damage, 'the simple side wants an Explosion').to.equal(0);
  });

  it('defending: Tough on an armor raises a Defense result on Lightning (line 868)', () => {
    const setup = (symbol: number) => {
      const G = makeState({
        heroes: [{ hero: 'orrus', pos: '5,5' }],
        enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
      });
      const h = G.heroes[0]!;
      h.gear.body = {
        ...newItem('studded-armor'),
        enchants: [{ id: 'tough', enhanced: false, progress: 0 }],
      };
      const rng = seq([
        face('attack', 'grey', 3),
        face('defense', 'white', 1),
        face('defense', 'white', 2),
        symbol,
      ]);
      attackHeroWith(newContext(), G, G.enemies[0]!, h, { type: 'melee', dice: ['grey'] }, rng);
      return h.damage;
    };
    // Red against yellow + orange: 2 damage on Orrus's orange Health; raised to red, the pair cancels.
    expect([setup(SKULL), setup(LIGHTNING)]).to.deep.equal([2, 0]);
  });
});

describe('orcquest learning Skills at the End of Turn (lines 679-684)', () => {
  const team = (badass: number, dead = false) =>
    endOfTurn(
      makeState({
        heroes: [
          { hero: 'orrus', pos: '5,5' },
          { hero: 'thalla', pos: '5,7', dead, damage: dead ? 4 : 0 },
        ],
        badass,
      }),
    );

  it('the group pays once; each Hero takes one of their own cards of that value', () => {
    const G = team(12);
    expect(
      legalMoves(G, 0)
        .filter((m) => m.move === 'learn')
        .map((m) => m.args),
    ).to.deep.equal([
      [10, ['orrus-lightning', 'thalla-combat-2']],
      [10, ['orrus-lightning', 'thalla-point-blank']],
      [10, ['orrus-combat-2', 'thalla-combat-2']],
      [10, ['orrus-combat-2', 'thalla-point-blank']],
      [10, ['orrus-shoving-kick', 'thalla-combat-2']],
      [10, ['orrus-shoving-kick', 'thalla-point-blank']],
    ]);
    const next = run(G, 1, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']]);
    expect([next.badass, next.heroes[0]?.learned, next.heroes[1]?.learned]).to.deep.equal([
      2,
      ['orrus-combat-2'],
      ['thalla-combat-2'],
    ]);
    expect(
      isLegal(newContext(), G, 0, 'learn', [10, ['thalla-combat-2', 'orrus-combat-2']]),
      'not their own',
    ).to.equal(false);
    expect(isLegal(newContext(), G, 0, 'learn', [20, []]), 'no card of that value').to.equal(false);
    expect(isLegal(newContext(), team(9), 0, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']])).to.equal(
      false,
    );
    expect(
      isLegal(newContext(), team(12, true), 0, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']]),
      'a Hero is dead',
    ).to.equal(false);
  });

  it('a learnt second Combat card is a second Attack in the same turn', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', learned: ['orrus-combat-2'] }],
      enemies: [{ type: 'knight', pos: '6,5', facing: 3 }],
      ap: 2,
    });
    const first = run(G, 0, 'attack', ['main', 0, 1], seq([0.1, 0.1, 0.1, 0.1]));
    expect(isLegal(newContext(), first, 0, 'attack', ['main', 0, 1])).to.equal(false);
    const second = run(first, 0, 'skill', ['orrus-combat-2', 'main', 0, 1], seq([0.1, 0.1, 0.1, 0.1]));
    expect([second.ap, second.heroes[0]?.used]).to.deep.equal([0, ['orrus-combat', 'orrus-combat-2']]);
  });
});

describe('orcquest campaign carry-over of cards and Skills (line 739)', () => {
  it('a won Quest carries every card, Enchant and learnt Skill; the next decks leave them out', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: null, learned: ['orrus-lightning'] }] });
    const h = G.heroes[0]!;
    h.gear.body = newItem('chainmail-2');
    h.inventory = [
      { ...newItem('claymore'), enchants: [{ id: 'cruel', enhanced: true, progress: 8 }] },
      newItem('fragment'),
    ];
    G.result = { winners: ['0'], score: 1 };
    G.phase = 'over';
    const save = orcQuestCampaign.next(G, { gameover: G.result, numPlayers: 1 } as never);
    expect(save?.scenario).to.equal('c1q2');
    expect(orcQuestCampaign.validateSave(save).ok).to.equal(true);
    const next = setupState(1, () => 0.5, { campaign: save });
    const o = next.heroes[0]!;
    expect([o.gear.hands[0]?.card, o.gear.body?.card, o.learned]).to.deep.equal([
      'sword',
      'chainmail-2',
      ['orrus-lightning'],
    ]);
    expect(o.inventory).to.deep.equal(h.inventory);
    expect(next.loot.deck.filter((c) => c === 'claymore')).to.have.length(0);
    expect(kraftLeft(next, 'chainmail-2')).to.equal(0);
    expect(next.enchantDeck).to.not.include('cruel');
    expect(next.relics.deck.filter((c) => c === 'fragment')).to.have.length(9);
    const bad = structuredClone(save) as { carry: { heroes: { learned: string[] }[] } };
    bad.carry.heroes[0]!.learned = ['thalla-combat-2'];
    expect(orcQuestCampaign.validateSave(bad).ok, "another Hero's card").to.equal(false);
  });
});

describe('orcquest card moves never change their input (decks are shared and replaced, rules/world.ts)', () => {
  const freeze = <T>(v: T): T => {
    if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
      Object.freeze(v);
      for (const x of Object.values(v)) freeze(x);
    }
    return v;
  };

  it('Kraft, Enchant, Rekup of enchanted Stuff, discarding, throwing, Potions, learning, Loot draws', () => {
    const G = makeState({
      heroes: [
        {
          hero: 'thalla',
          pos: '5,5',
          inventory: items(
            'wood2',
            'wood2',
            'wood2',
            'wood',
            'gold-nuggets',
            'gold-nuggets',
            'fragment',
            'usoholi',
            'dagger',
          ),
        },
        { hero: 'orrus', pos: '6,5' },
      ],
      badass: 20,
    });
    G.phase = 'endOfTurn';
    const copy = structuredClone(G);
    freeze(G);
    const crafted = run(G, 0, 'kraft', [0]);
    const enchanted = run(crafted, 0, 'enchant', ['brutal', 0]);
    freeze(enchanted);
    expect(
      isLegal(newContext(), enchanted, 0, 'discard', [0]),
      'the Bow is not her only weapon: she has a Dagger',
    ).to.equal(true);
    run(enchanted, 0, 'discard', [4]);
    run(enchanted, 0, 'throwLoot', [5, 1]);
    run(G, 0, 'learn', [10, ['thalla-combat-2', 'orrus-lightning']]);
    const bought = run(enchanted, 0, 'unequip', [0]);
    bought.phase = 'hero';
    bought.active = 0;
    bought.ap = 2;
    freeze(bought);
    const back = run(bought, 0, 'rekup', [bought.heroes[0]!.inventory.length + 3]);
    expect(back.enchantDeck).to.include('brutal');
    run(bought, 0, 'potion', [4 + bought.heroes[0]!.inventory.findIndex((i) => i.card === 'usoholi')]);
    expect(G).to.deep.equal(copy);
  });

  it('a Loot draw on a kill and a Relic on the Objective replace the decks', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '12,2' }],
      enemies: [{ type: 'guard', pos: '13,2', damage: 2, facing: 3 }],
      ap: 2,
      mp: 2,
    });
    freeze(G);
    const W = face('attack', 'white', 2);
    const killed = run(G, 0, 'attack', ['main', 0, 1], seq([W, W, face('defense', 'grey', 0)]));
    expect(killed.loot.deck.length).to.equal(G.loot.deck.length - 1);
    const took = run(G, 0, 'step', [2]);
    expect(took.relics.deck.length).to.equal(G.relics.deck.length - 1);
  });
});

describe('orcquest Kraft: canAfford (the legal-move check) against the full search', () => {
  it('says a Kraft Plan can be paid exactly when pickResources finds cards, on seeded inventories of 0-16 cards', () => {
    const rng = rngFromSeed('kraft/afford');
    const resources = Object.keys(RESOURCE_CARDS);
    const costs = Object.values(ITEMS).flatMap((c) => (c.kraft ? [c.kraft.cost] : []));
    let yes = 0;
    let no = 0;
    for (let t = 0; t < 300; t++) {
      const n = Math.floor(rng() * 17);
      const inventory = Array.from({ length: n }, () => newItem(pick(rng, resources)));
      // A Rekup'd Stuff card counts as Resources too (line 479).
      if (t % 5 === 0) inventory.push({ ...newItem('sword'), rekup: true });
      const h = makeState({ heroes: [{ hero: 'thalla', pos: '5,5', inventory }] }).heroes[0] as HeroState;
      for (const cost of costs) {
        const found = pickResources(h, cost) !== null;
        expect(canAfford(h, cost), `${JSON.stringify(cost)} with ${cards(inventory)}`).to.equal(found);
        if (found) yes++;
        else no++;
      }
    }
    expect(yes).to.be.greaterThan(0);
    expect(no).to.be.greaterThan(0);
  });
});
