import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { determinize } from '../src/ai.js';
import { BOSSES } from '../src/data/bosses.js';
import { applyMove, legalMoves } from '../src/rules/apply.js';
import { aimableParts, aimedColour, bossEnemy } from '../src/rules/characters/boss-sheet.js';
import { applyEffect } from '../src/rules/characters/effects.js';
import { damageEnemy } from '../src/rules/combat/damage.js';
import { newContext } from '../src/rules/context.js';
import { activateBoss } from '../src/rules/enemies/boss-activation.js';
import { bossReaction } from '../src/rules/enemies/boss-reaction.js';
import { formGroups } from '../src/rules/enemies/enemy-groups.js';
import { explore } from '../src/rules/enemies/explore.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import { addEnemy } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { EnemyState, OrcQuestState } from '../src/state.js';
import { playerView } from '../src/view.js';
import { QUEST2_SETUP, seq } from './helpers.js';

const quest2 = QUEST2_SETUP;

/** Quest 2 with Orrus on `pos` (facing west) and the mill explored with empty Pools: only Lothar appears. */
function withLothar(pos = '15,3'): { G: OrcQuestState; lothar: EnemyState } {
  const G = setupState(1, () => 0, quest2);
  G.pools = { main: [], mainDiscard: [], secondary: [] };
  G.heroes[0] = { ...G.heroes[0]!, pos, facing: 3 };
  explore(newContext(), G, 'mill', seq([0.1, 0.2, 0.3]));
  const lothar = bossEnemy(G) as EnemyState;
  return { G, lothar };
}

describe('orcquest Bosses: Lothar the Enchanter (lines 747-782)', () => {
  it('appears when the mill of Quest 2 is explored: alerted, three intact cards, a face-down deck of 13 Reactions', () => {
    const { G, lothar } = withLothar();
    expect(lothar.type).to.equal('enchanter');
    expect(lothar.pos).to.equal('13,3');
    expect(lothar.alerted).to.equal(true);
    expect(G.boss).to.include({ id: 'enchanter', enemy: lothar.id, aim: 0, defeated: false });
    expect(G.boss?.cards).to.deep.equal([0, 0, 0]);
    expect(G.boss?.reactions.deck).to.have.length(13);
    // Quest 1 has no Boss: exploring its farmhouse brings none.
    const q1 = setupState(1, () => 0);
    q1.pools = { main: [], mainDiscard: [], secondary: [] };
    explore(newContext(), q1, 'farmhouse', seq([0.1, 0.2]));
    expect(q1.boss).to.equal(null);
  });

  it('his own Health points are protected: the sheet cannot be aimed at while a card survives (line 763)', () => {
    const { G } = withLothar();
    G.active = 0;
    G.ap = 2;
    const aims = legalMoves(G, 0)
      .filter((m) => m.move === 'aim')
      .map((m) => m.args?.[0]);
    expect(aims).to.deep.equal([1, 2]); // the Book is already aimed at; no -1
    expect(applyMove(G, 0, 'aim', [-1], () => 0)).to.equal(null);
    expect(applyMove(G, 0, 'aim', [2], () => 0)?.boss?.aim).to.equal(2);
  });

  it('damage goes to the aimed card; a destroyed card loses the excess and the aim moves on (line 769)', () => {
    const { G, lothar } = withLothar();
    (G.boss as NonNullable<OrcQuestState['boss']>).aim = 1; // the Talisman, 3 Health points
    expect(damageEnemy(newContext(), G, lothar, 5, true)).to.equal(false);
    expect(G.boss?.cards).to.deep.equal([0, 3, 0]);
    expect(lothar.damage).to.equal(0); // excess lost, the sheet untouched
    expect(G.boss?.aim).to.equal(0);
    expect(aimableParts(G.boss as NonNullable<OrcQuestState['boss']>)).to.deep.equal([0, 2]);
  });

  it('the Book has red Health points while the Talisman survives, orange after', () => {
    const { G, lothar } = withLothar();
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    expect(aimedColour(boss)).to.equal('red');
    boss.aim = 1;
    damageEnemy(newContext(), G, lothar, 3, true);
    boss.aim = 0;
    expect(aimedColour(boss)).to.equal('orange');
  });

  it('with every card destroyed the sheet can be hurt; at 6 damage he is defeated, +5 Badass (line 781)', () => {
    const { G, lothar } = withLothar();
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    for (const part of [0, 1, 2]) {
      boss.aim = part;
      damageEnemy(newContext(), G, lothar, 4, true);
    }
    expect(aimableParts(boss)).to.deep.equal([-1]);
    expect(boss.aim).to.equal(-1);
    expect(damageEnemy(newContext(), G, lothar, 5, true)).to.equal(false);
    expect(lothar.damage).to.equal(5);
    expect(damageEnemy(newContext(), G, lothar, 1, true)).to.equal(true);
    expect(boss.defeated).to.equal(true);
    expect(G.enemies.some((e) => e.type === 'enchanter')).to.equal(false);
    expect(G.badass).to.equal(BOSSES.enchanter ? 5 : 0);
  });

  it("a Hero's Attack hits the aimed card and he answers from his Reaction deck", () => {
    const { G } = withLothar('14,3');
    G.active = 0;
    G.ap = 2;
    const attack = legalMoves(G, 0).find((m) => m.move === 'attack' && m.args?.[2] === G.boss?.enemy);
    expect(attack, 'Orrus can attack Lothar next to him').to.not.equal(undefined);
    const n = applyMove(G, 0, 'attack', attack?.args ?? [], seq([0.99, 0.0, 0.0, 0.0])) as OrcQuestState;
    const e = bossEnemy(n) as EnemyState;
    expect(e.damage).to.equal(0);
    expect(n.boss?.cards[0]).to.be.greaterThan(0);
    expect(n.boss?.reactions.discard).to.have.length(1);
    expect(n.boss?.reactions.deck).to.have.length(12);
  });

  it('Activation: Lightning is the Talisman (Teleport 3: a random square of the 3-by-3 zone, keywords.test.ts)', () => {
    const { G, lothar } = withLothar('15,3');
    activateBoss(newContext(), G, seq([0.6, 0.95])); // face 4 of 6: Lightning; the zone's last square, 14,4
    expect(lothar.pos).to.equal('14,4');
  });

  it('on a destroyed card he makes the basic move and Attack of his sheet instead (line 770)', () => {
    const { G, lothar } = withLothar('15,3');
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    boss.aim = 1;
    damageEnemy(newContext(), G, lothar, 3, true);
    activateBoss(newContext(), G, seq([0.6, 0.99, 0.0]));
    expect(lothar.pos).to.equal('14,3');
    expect(G.log.some((l) => l.includes('Lothar the Enchanter #1 attacks Orrus'))).to.equal(true);
    expect(G.heroes[0]?.damage).to.be.greaterThan(0);
  });

  it('a Reaction tied to a destroyed card is discarded unplayed and the next one resolves (line 777)', () => {
    const { G, lothar } = withLothar('14,3');
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    boss.aim = 1;
    damageEnemy(newContext(), G, lothar, 3, true);
    boss.reactions.deck = ['blink', 'call-the-guard', 'riposte'];
    bossReaction(newContext(), G, G.heroes[0]!, seq([]));
    expect(boss.reactions.discard).to.deep.equal(['blink', 'call-the-guard']);
    expect(G.enemies.filter((e) => e.type === 'guard')).to.have.length(2);
    expect(G.log.some((l) => l.includes('discarded unplayed'))).to.equal(true);
  });

  it('the used deck is reshuffled when the last Reaction is drawn (line 776)', () => {
    const { G } = withLothar('14,3');
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    boss.reactions.discard = boss.reactions.deck.slice(1);
    boss.reactions.deck = [];
    bossReaction(newContext(), G, G.heroes[0]!, () => 0.5);
    expect(boss.reactions.deck.length + boss.reactions.discard.length).to.equal(12);
    expect(boss.reactions.discard).to.have.length(1);
  });

  it('is never part of an Enemy group and activates once, after the groups, each Enemy Phase (line 760)', () => {
    const { G, lothar } = withLothar('18,8');
    const guard = addEnemy(newContext(), G, 'guard', '12,3', 2);
    guard.alerted = true;
    expect(formGroups(newContext(), G)).to.deep.equal([[guard.id]]);
    G.heroes[0]!.activated = true;
    enemyPhase(newContext(), G, () => 0.6);
    expect(G.log.filter((l) => l.startsWith(`Lothar the Enchanter activates`))).to.have.length(1);
    expect(G.enemies).to.include(lothar);
  });

  it('his Reaction deck order is hidden from every seat and re-dealt by determinize', () => {
    const { G } = withLothar();
    const view = playerView(G, '0');
    expect(view.boss?.reactions.deck).to.equal(13);
    const orders = new Set(
      Array.from({ length: 8 }, (_, i) =>
        determinize(G, '0', rngFromSeed(`boss/${i}`)).boss?.reactions.deck.join(),
      ),
    );
    expect(orders.size).to.be.greaterThan(1);
  });
});

describe('orcquest Lothar’s Malediction (assumed Reaction card, reference -extra A.6)', () => {
  it('the attacker is Cursed; a Blessed Hero loses Blessed instead of keeping both (lines 807, 816)', () => {
    const { G } = withLothar('14,3');
    const boss = G.boss as NonNullable<OrcQuestState['boss']>;
    boss.reactions.deck = ['malediction'];
    applyEffect(G.heroes[0]!, 'blessed');
    bossReaction(newContext(), G, G.heroes[0]!, seq([]));
    expect(Object.keys(G.heroes[0]!.effects)).to.deep.equal(['cursed']);
  });
});
