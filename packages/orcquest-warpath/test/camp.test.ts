import { makeMoveAction } from '@skald/core';
import { withBgioErrors } from '@skald/testing';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { orcQuestCampaign } from '../src/campaign.js';
import { HEROES } from '../src/data/heroes.js';
import { OrcQuest } from '../src/game.js';
import { activeSeats, applyMove, isLegal, legalMoves } from '../src/rules/apply.js';
import { inventoryWeight, newItem, startingGear } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import type { HeroCarry } from '../src/rules/phases/quest-end.js';
import { lineupPlan, setupState } from '../src/setup.js';
import type { HeroState, Item, OrcQuestState } from '../src/state.js';
import { seq } from './helpers.js';

const run = (G: OrcQuestState, seat: number, move: string, args: unknown[]) => {
  const next = applyMove(G, seat, move, args, seq([0.5]));
  if (!next) throw new Error(`illegal: ${move}(${JSON.stringify(args)})`);
  return next;
};
const items = (...ids: string[]): Item[] => ids.map((c) => newItem(c));
const cards = (xs: readonly Item[]) => xs.map((i) => `${i.card}${i.rekup ? '*' : ''}`);

/** Orrus after Quest 1: his sword, a bow and a Potion won, Lightning Attack learnt. */
const ORRUS: HeroCarry = {
  hero: 'orrus',
  gear: startingGear('orrus'),
  inventory: items('bow', 'usoholi'),
  learned: ['orrus-lightning'],
};
/** Thalla after Quest 1: her bow and the Resources for Bow ★★ (7 wood, 4 gold; kraft.test.ts). */
const THALLA: HeroCarry = {
  hero: 'thalla',
  gear: startingGear('thalla'),
  inventory: items('wood2', 'wood2', 'wood2', 'wood', 'gold-nuggets', 'gold-nuggets'),
  learned: [],
};
const save = (heroes: HeroCarry[], badass = 12, scenario = 'c1q2') => ({
  campaign: {
    campaign: 'orcquest-warpath',
    version: 1,
    scenario,
    carry: { badass, badassLimit: 30, heroes: structuredClone(heroes) },
  },
});
const camp = (n: number, heroes = [ORRUS, THALLA], badass = 12) =>
  setupState(n, seq([0.3, 0.6, 0.1]), save(heroes, badass));

describe('orcquest between Quests: the exchange step (lines 738-740)', () => {
  it('a Quest that follows another opens at camp: every Hero may act, nobody may enter yet', () => {
    const G = camp(2);
    expect(G.phase).to.equal('camp');
    expect(activeSeats(G)).to.deep.equal([0, 1]);
    expect(isLegal(newContext(), G, 0, 'enter', ['0,4'])).to.equal(false);
    expect(legalMoves(G, 1).map((m) => m.move)).to.include.members(['give', 'kraft', 'beginQuest']);
    // A new campaign, or a lost Quest 1 retried, has nothing to exchange: straight to the Hero Phase.
    expect(setupState(2, seq([0.5])).phase).to.equal('hero');
    expect(setupState(1, seq([0.5]), save([], 0, 'c1q1')).phase).to.equal('camp');
  });

  it('a card changes hands with no throw and no risk (line 738); never the giver’s last weapon', () => {
    const G = camp(2);
    const next = run(G, 0, 'give', [4, 1]);
    expect(cards(next.heroes[0]?.inventory ?? [])).to.deep.equal(['usoholi']);
    expect(cards(next.heroes[1]?.inventory ?? [])).to.include('bow');
    expect(next.heroes[1]?.damage).to.equal(0);
    expect(
      G.heroes[1]?.inventory.map((i) => i.card),
      'the input is untouched',
    ).to.not.include('bow');
    // Thalla's bow is her only weapon: she keeps it (once given a second one, she may). Orrus with the spare
    // bow may give his sword.
    expect(isLegal(newContext(), G, 1, 'give', [0, 0])).to.equal(false);
    expect(isLegal(newContext(), next, 1, 'give', [0, 0])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'give', [0, 1])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'give', [4, 0]), 'not to oneself').to.equal(false);
    // Outside the camp it is a throw at the End of Turn, with its Range and dice (lines 687-695).
    const hero = run(run(G, 0, 'beginQuest', []), 1, 'beginQuest', []);
    expect(hero.phase).to.equal('hero');
    expect(isLegal(newContext(), hero, 0, 'give', [4, 1])).to.equal(false);
  });

  it('Rekup, Kraft, equipping and unequipping are open at camp (line 739)', () => {
    const G = camp(2);
    const krafted = run(G, 1, 'kraft', [0]);
    expect(krafted.heroes[1]?.gear.hands[0]?.card).to.equal('bow-2');
    expect(isLegal(newContext(), G, 0, 'rekup', [4])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'unequip', [0])).to.equal(true);
    const unarmed = run(G, 0, 'unequip', [0]);
    expect(cards(unarmed.heroes[0]?.inventory ?? [])).to.deep.equal(['bow', 'usoholi', 'sword']);
    expect(run(unarmed, 0, 'equip', [6]).heroes[0]?.gear.hands[0]?.card).to.equal('sword');
    expect(isLegal(newContext(), G, 0, 'potion', [5]), 'Potions are drunk in the Hero Phase').to.equal(false);
  });

  it('Skill cards are bought as at the End of Turn (line 740): the team pays once, each Hero learns one', () => {
    const G = camp(2);
    expect(isLegal(newContext(), G, 0, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']])).to.equal(true);
    const next = run(G, 1, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']]);
    expect(next.badass).to.equal(2);
    expect(next.heroes[1]?.learned).to.deep.equal(['thalla-combat-2']);
    expect(
      isLegal(newContext(), camp(2, [ORRUS, THALLA], 9), 0, 'learn', [
        10,
        ['orrus-combat-2', 'thalla-combat-2'],
      ]),
    ).to.equal(false);
  });

  it('what the camp changed is what the next save carries (line 739)', () => {
    let G = run(camp(2), 0, 'give', [4, 1]);
    G = run(run(G, 1, 'beginQuest', []), 0, 'beginQuest', []);
    G.result = { winners: ['0', '1'], score: 1 };
    G.phase = 'over';
    const next = orcQuestCampaign.next(G, { gameover: G.result, numPlayers: 2 }) as {
      carry: { heroes: HeroCarry[] };
    };
    expect(next.carry.heroes.map((h) => h.hero)).to.deep.equal(['orrus', 'thalla']);
    expect(next.carry.heroes[1]?.inventory.map((i) => i.card)).to.include('bow');
    expect(next.carry.heroes[0]?.inventory.map((i) => i.card)).to.deep.equal(['usoholi']);
  });

  it('on boardgame.io: the match starts in the phase `camp`, and beginQuest of every Hero leads to the Hero Phase', () =>
    withBgioErrors(() => {
      const game = ProcessGameConfig({ ...OrcQuest, seed: 'camp-1' } as Game);
      const reducer = CreateGameReducer({ game, isClient: false });
      let state = InitializeGame({ game, numPlayers: 2, setupData: save([ORRUS, THALLA]) });
      expect([state.ctx.phase, state.G.phase]).to.deep.equal(['camp', 'camp']);
      expect(Object.keys(state.ctx.activePlayers ?? {})).to.deep.equal(['0', '1']);
      state = reducer(state, makeMoveAction('0', { move: 'give', args: [4, 1] }));
      expect(state.G.heroes[1].inventory.map((i: Item) => i.card)).to.include('bow');
      state = reducer(state, makeMoveAction('1', { move: 'beginQuest', args: [] }));
      expect([state.ctx.phase, state.G.phase]).to.deep.equal(['camp', 'camp']);
      expect(Object.keys(state.ctx.activePlayers ?? {}), 'Thalla is done and waits').to.deep.equal(['0']);
      state = reducer(state, makeMoveAction('0', { move: 'beginQuest', args: [] }));
      expect([state.ctx.phase, state.G.phase]).to.deep.equal(['hero', 'hero']);
      state = reducer(state, makeMoveAction('0', { move: 'give', args: [4, 1] }));
      expect(
        state.G.heroes[0].inventory.map((i: Item) => i.card),
        'no giving in the Quest',
      ).to.deep.equal(['usoholi']);
    }));
});

describe('orcquest new Heroes between Quests (lines 741-746)', () => {
  it('lineupPlan tells the setup page what setupState does with a line-up (C2, C3, C4)', () => {
    const plan = lineupPlan(['mek', 'orrus', 'mandar'], [ORRUS, THALLA]);
    expect(plan.seats).to.deep.equal([
      { hero: 'mek', fate: 'replaces', replaces: 'thalla' },
      { hero: 'orrus', fate: 'returns', replaces: null },
      { hero: 'mandar', fate: 'joins', replaces: null },
    ]);
    expect(plan.sittingOut).to.deep.equal([]);
    const seated = setupState(3, seq([0.5]), {
      ...save([ORRUS, THALLA]),
      heroes: ['mek', 'orrus', 'mandar'],
    });
    expect(seated.heroes.map((h) => h.replaces)).to.deep.equal(['thalla', null, null]);
    expect(lineupPlan(['orrus'], [ORRUS, THALLA]).sittingOut).to.deep.equal(['thalla']);
    expect(lineupPlan(['thalla'], undefined).seats).to.deep.equal([
      { hero: 'thalla', fate: 'new', replaces: null },
    ]);
  });

  it('a Hero who joins the campaign starts with their starting Stuff and Skill cards; the others keep theirs', () => {
    const G = camp(3);
    expect(G.heroes.map((h) => h.hero)).to.deep.equal(['orrus', 'thalla', 'mek']);
    expect(G.heroes[2]?.gear).to.deep.equal(startingGear('mek'));
    expect(G.heroes[2]?.inventory).to.deep.equal([]);
    expect(G.heroes[2]?.learned).to.deep.equal([]);
    expect(G.heroes[0]?.learned).to.deep.equal(['orrus-lightning']);
    // The newcomer takes part in the camp: the others may hand them cards.
    expect(isLegal(newContext(), G, 0, 'give', [4, 2])).to.equal(true);
    // Buying Skills: every Hero with a card of that value takes one, the newcomer too.
    expect(isLegal(newContext(), G, 0, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2']])).to.equal(false);
    expect(
      isLegal(newContext(), G, 0, 'learn', [10, ['orrus-combat-2', 'thalla-combat-2', 'mek-combat-2']]),
    ).to.equal(true);
  });

  it('C2: a Hero who sits a Quest out keeps their cards in the save and finds them on their return', () => {
    const G = camp(1);
    expect(G.heroes.map((h) => h.hero)).to.deep.equal(['orrus']);
    const won = run(G, 0, 'beginQuest', []);
    won.result = { winners: ['0'], score: 1 };
    won.phase = 'over';
    const next = orcQuestCampaign.next(won, { gameover: won.result, numPlayers: 1 }) as ReturnType<
      typeof save
    >['campaign'];
    expect(next.carry.heroes.map((h) => h.hero)).to.deep.equal(['orrus', 'thalla']);
    expect(next.carry.heroes[1]).to.deep.equal(THALLA);
    const back = setupState(2, seq([0.5]), { campaign: next });
    expect(cards(back.heroes[1]?.inventory ?? [])).to.deep.equal(cards(THALLA.inventory));
  });

  it('a save naming one Hero twice is refused', () => {
    expect(orcQuestCampaign.validateSave(save([ORRUS, THALLA]).campaign).ok).to.equal(true);
    expect(orcQuestCampaign.validateSave(save([ORRUS, ORRUS]).campaign).ok).to.equal(false);
  });
});

describe('orcquest a new Hero in the place of one who progressed (lines 742-746, ruling C4)', () => {
  const THALLA_LEARNT: HeroCarry = { ...THALLA, learned: ['thalla-combat-2'] };
  const replaced = () =>
    setupState(2, seq([0.3, 0.6, 0.1]), { ...save([ORRUS, THALLA_LEARNT]), heroes: ['orrus', 'mek'] });

  it('setupData.heroes picks who plays; one distinct Hero per seat', () => {
    expect(replaced().heroes.map((h) => h.hero)).to.deep.equal(['orrus', 'mek']);
    const validate = OrcQuest.validateSetupData as (d: unknown, n: number) => string | undefined;
    expect(validate({ heroes: ['mek', 'mandar'] }, 2)).to.equal(undefined);
    expect(validate({ heroes: ['mek', 'mek'] }, 2)).to.be.a('string');
    expect(validate({ heroes: ['mek'] }, 2)).to.be.a('string');
    expect(validate({ heroes: ['gandalf', 'mek'] }, 2)).to.be.a('string');
  });

  it('the newcomer has their starting Stuff and the old Hero’s cards, and owes Skills of the same values', () => {
    const mek = replaced().heroes[1];
    expect(mek?.gear).to.deep.equal(startingGear('mek'));
    expect(cards(mek?.inventory ?? [])).to.deep.equal(['bow', ...cards(THALLA.inventory)]);
    expect([mek?.replaces, mek?.owed, mek?.learned]).to.deep.equal(['thalla', [10], []]);
  });

  it('the Quest cannot begin until the newcomer has chosen (line 745): one of their own cards of that value', () => {
    const G = replaced();
    expect(isLegal(newContext(), G, 1, 'beginQuest', []), 'Mek owes a card: not done yet').to.equal(false);
    // Orrus owes nothing: he may be done, but the Quest waits for Mek (ruling T5).
    const orrusDone = run(G, 0, 'beginQuest', []);
    expect([orrusDone.phase, isLegal(newContext(), orrusDone, 1, 'beginQuest', [])]).to.deep.equal([
      'camp',
      false,
    ]);
    const offered = legalMoves(G, 1)
      .filter((m) => m.move === 'catchUp')
      .map((m) => m.args?.[0]);
    expect(offered).to.deep.equal(['mek-combat-2', 'mek-backstab']);
    expect(isLegal(newContext(), G, 1, 'catchUp', ['mek-smoke-bomb']), 'a 20-point card').to.equal(false);
    expect(isLegal(newContext(), G, 0, 'catchUp', ['orrus-mighty']), 'Orrus owes nothing').to.equal(false);
    const caught = run(G, 1, 'catchUp', ['mek-backstab']);
    expect([caught.heroes[1]?.learned, caught.heroes[1]?.owed, caught.badass]).to.deep.equal([
      ['mek-backstab'],
      [],
      12,
    ]);
    expect(isLegal(newContext(), caught, 1, 'beginQuest', [])).to.equal(true);
    expect(run(run(caught, 0, 'beginQuest', []), 1, 'beginQuest', []).phase).to.equal('hero');
  });

  it('what the newcomer cannot carry when the Quest begins is discarded (line 744); the old Hero leaves the save', () => {
    let G = run(replaced(), 1, 'catchUp', ['mek-combat-2']);
    expect(inventoryWeight(G.heroes[1] as HeroState)).to.be.greaterThan(HEROES.mek.capacity.inventory);
    G = run(run(G, 0, 'beginQuest', []), 1, 'beginQuest', []);
    const mek = G.heroes[1] as HeroState;
    expect(inventoryWeight(mek)).to.be.at.most(HEROES.mek.capacity.inventory);
    expect(G.loot.discard.length).to.be.greaterThan(0);
    G.result = { winners: ['0', '1'], score: 1 };
    G.phase = 'over';
    const next = orcQuestCampaign.next(G, { gameover: G.result, numPlayers: 2 }) as {
      carry: { heroes: HeroCarry[] };
    };
    expect(next.carry.heroes.map((h) => h.hero)).to.deep.equal(['orrus', 'mek']);
  });
});
