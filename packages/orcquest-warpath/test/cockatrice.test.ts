import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { orcQuestCampaign } from '../src/campaign.js';
import { invariants } from '../src/invariants.js';
import { playoutMove } from '../src/playout.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { dangerZones, hasLineOfSight, lineClear } from '../src/rules/board/geometry.js';
import { bossEnemy } from '../src/rules/characters/boss-sheet.js';
import { hasFlight } from '../src/rules/characters/massive.js';
import { damageEnemy, damageHero } from '../src/rules/combat/damage.js';
import { newContext } from '../src/rules/context.js';
import { activateBoss } from '../src/rules/enemies/boss-activation.js';
import { bossReaction } from '../src/rules/enemies/boss-reaction.js';
import { explore } from '../src/rules/enemies/explore.js';
import { moveEnemyToward, push } from '../src/rules/enemies/movement.js';
import { planStep } from '../src/rules/heroes/hero-move.js';
import { drawEvent } from '../src/rules/phases/turn.js';
import { addEnemy, board, cellOf, enemyAt, enemyCell, occupiedSquares } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { BossState, EnemyState, OrcQuestState } from '../src/state.js';
import { face, seq } from './helpers.js';

const quest3 = (heroes = 1) =>
  setupState(heroes, () => 0, {
    campaign: {
      campaign: 'orcquest-warpath',
      version: 1,
      scenario: 'c1q3',
      carry: { badass: 0, badassLimit: 30 },
    },
  });

/** Quest 3 with Orrus on `pos` facing east and the nest explored with empty Pools: only the Cockatrice. */
function withCockatrice(pos = '11,4', heroes = 1): { G: OrcQuestState; bird: EnemyState; boss: BossState } {
  const G = quest3(heroes);
  G.pools = { main: [], mainDiscard: [], secondary: [] };
  G.heroes[0] = { ...G.heroes[0]!, pos, facing: 1 };
  explore(newContext(), G, 'nest', seq([0.1, 0.2]));
  return { G, bird: bossEnemy(G) as EnemyState, boss: G.boss as BossState };
}

const SKULL = 0.1;
const LIGHTNING = 3.5 / 6;
const EXPLOSION = 5.5 / 6;
const ORANGE = face('attack', 'grey', 2);

describe('orcquest Bosses: the Cockatrice, Massive and Flight (lines 756-787)', () => {
  it('appears when the nest is first seen: a Massive miniature covering 2×2 squares, alerted, flying', () => {
    const { G, bird, boss } = withCockatrice();
    expect(bird.type).to.equal('cockatrice');
    expect(bird.pos).to.equal('13,4');
    expect(boss).to.include({ id: 'cockatrice', aim: 0, defeated: false });
    expect(boss.reactions.deck).to.have.length(9);
    for (const k of ['13,4', '14,4', '13,5', '14,5']) {
      expect(enemyAt(G, k)?.id).to.equal(bird.id);
      expect(occupiedSquares(G).has(k)).to.equal(true);
    }
    expect(enemyAt(G, '15,4')).to.equal(undefined);
    expect(hasFlight(G, bird)).to.equal(true);
    // A Hero cannot step onto any square it covers.
    G.active = 0;
    G.mp = 3;
    G.heroes[0]!.pos = '12,5';
    expect(planStep(G, 0, 1)).to.equal(null);
    expect(planStep(G, 0, 0)).to.not.equal(null);
  });

  it('blocks every Line of Sight and Fire through it, except from a tree trunk; it is itself seen (line 787)', () => {
    const { G, bird } = withCockatrice();
    const b = board(G);
    bird.pos = '16,3'; // covers 16-17, 3-4
    // From 19,1 the diagonal to 14,6 crosses 17,3 and 16,4: blocked for Sight and Fire.
    expect(lineClear(newContext(), b, G, cellOf('19,1'), cellOf('14,6'), 'sight')).to.equal(false);
    expect(lineClear(newContext(), b, G, cellOf('19,1'), cellOf('14,6'), 'fire')).to.equal(false);
    // From the tree trunk on 18,2 the same line is clear for Sight (line 787's exception).
    expect(b.quest.terrain[2]?.[18]).to.equal('T');
    expect(lineClear(newContext(), b, G, cellOf('18,2'), cellOf('14,6'), 'sight')).to.equal(true);
    // An ordinary Character in the same place does not block Sight (line 188).
    bird.pos = '0,8';
    const peasant = addEnemy(newContext(), G, 'peasant', '16,4', 2);
    expect(lineClear(newContext(), b, G, cellOf('19,1'), cellOf('14,6'), 'sight')).to.equal(true);
    G.enemies = G.enemies.filter((e) => e !== peasant);
    // Looking at the Cockatrice itself: the line ends on its nearest square.
    bird.pos = '13,4';
    const orrus = cellOf('11,4');
    expect(hasLineOfSight(newContext(), b, G, orrus, 1, enemyCell(bird, orrus))).to.equal(true);
    expect(enemyCell(bird, orrus)).to.deep.equal({ x: 13, y: 4 });
    expect(hasLineOfSight(newContext(), b, G, orrus, 1, cellOf('16,4'))).to.equal(false);
  });

  it('has a Danger Zone 2 squares wide along its front edge (line 175)', () => {
    const { G, bird } = withCockatrice();
    bird.facing = 3;
    const west = dangerZones(board(G), G);
    expect(west.get('12,4')).to.deep.equal([bird.id]);
    expect(west.get('12,5')).to.deep.equal([bird.id]);
    expect(west.has('12,6')).to.equal(false);
    bird.facing = 2;
    const south = dangerZones(board(G), G);
    expect([south.has('13,6'), south.has('14,6'), south.has('12,4')]).to.deep.equal([true, true, false]);
  });

  it('Flight passes over Characters; grounded (Wings destroyed) every square of its move must be free (lines 785-786)', () => {
    const run = (wingsDestroyed: boolean) => {
      const { G, bird, boss } = withCockatrice('2,4');
      if (wingsDestroyed) boss.cards[0] = 4;
      // A wall of Peasants across the whole heath on column 11.
      for (let y = 0; y < 10; y++) addEnemy(newContext(), G, 'peasant', `11,${y}`, 1);
      moveEnemyToward(newContext(), G, bird, cellOf('2,4'), 6, () => 0);
      return { G, bird };
    };
    const flying = run(false);
    expect(cellOf(flying.bird.pos).x).to.equal(7); // 6 squares west, over the Peasants
    for (const k of ['7,4', '8,4', '7,5', '8,5']) expect(enemyAt(flying.G, k)?.type).to.equal('cockatrice');
    const grounded = run(true);
    expect(hasFlight(grounded.G, grounded.bird)).to.equal(false);
    expect(cellOf(grounded.bird.pos).x).to.equal(12); // up against the Peasants, never through them
  });

  it('is not moved by Pushed (ruling R-MASS)', () => {
    const { G, bird } = withCockatrice();
    expect(push(newContext(), G, { kind: 'enemy', id: bird.id }, cellOf('11,4'), 2)).to.equal(false);
    expect(bird.pos).to.equal('13,4');
    expect(bird.damage).to.equal(0);
  });

  it('destroying the Wings deals 3 damage to its sheet and grounds it; the excess is lost (lines 768-769, 786)', () => {
    const { G, bird, boss } = withCockatrice();
    expect(boss.aim).to.equal(0);
    expect(damageEnemy(newContext(), G, bird, 6, true)).to.equal(false);
    expect(boss.cards).to.deep.equal([4, 0, 0]);
    expect(bird.damage).to.equal(3);
    expect(hasFlight(G, bird)).to.equal(false);
    // Its own Health points are not protected: they may be aimed at directly.
    expect(
      legalMoves({ ...G, active: 0, ap: 2 }, 0)
        .filter((m) => m.move === 'aim')
        .map((m) => m.args?.[0]),
    ).to.deep.equal([-1, 2]);
    // Beak destroyed: 3 more (6 of 8); 2 on the sheet defeats it, for its Badass points.
    boss.aim = 1;
    damageEnemy(newContext(), G, bird, 4, true);
    expect(bird.damage).to.equal(6);
    const before = G.badass;
    boss.aim = -1;
    expect(damageEnemy(newContext(), G, bird, 2, true)).to.equal(true);
    expect(boss.defeated).to.equal(true);
    expect(G.enemies.some((e) => e.type === 'cockatrice')).to.equal(false);
    expect(G.badass).to.equal(before + 6);
  });

  it('Skull, the Wings: moves, then a Zone Attack that gains Pushed with one card destroyed, and Brutality with two (line 758, ruling R57)', () => {
    const swoop = (destroyed: number) => {
      const { G, bird, boss } = withCockatrice('12,3');
      bird.facing = 3;
      for (let i = 0; i < destroyed; i++) boss.cards[2 - i] = 4;
      // Skull; both wing dice orange against Orrus's orange Health points (no Defense dice).
      activateBoss(newContext(), G, seq([SKULL, ORANGE, ORANGE]));
      return { G, bird, hero: G.heroes[0]! };
    };
    const calm = swoop(0);
    expect(calm.hero.damage).to.equal(2);
    expect(calm.hero.pos).to.equal('12,3');
    const angry = swoop(1);
    expect(angry.hero.damage).to.equal(2);
    expect(angry.hero.pos).to.equal('12,2'); // Pushed 1 away from its nearest square, 13,4
    const furious = swoop(2);
    expect(furious.hero.damage).to.equal(3); // Brutality raised one orange to red
    expect(furious.hero.pos).to.equal('12,2');
  });

  it('Lightning, the Beak: a Melee Attack that leaves the Hero Petrified — no damage, the next Activation skipped (line 809)', () => {
    const { G, bird } = withCockatrice('12,4', 2);
    G.heroes[1] = { ...G.heroes[1]!, pos: '2,4' };
    bird.facing = 3;
    activateBoss(newContext(), G, seq([LIGHTNING, ORANGE, ORANGE]));
    const orrus = G.heroes[0]!;
    expect(orrus.damage).to.equal(2); // a black and a grey die, both orange against orange Health points
    expect(orrus.petrified).to.equal(1);
    damageHero(G, orrus, 2);
    expect(orrus.damage).to.equal(2);
    // The next Hero Phase: Orrus cannot activate; when Thalla ends hers the Phase is over and the token goes.
    G.phase = 'hero';
    expect(legalMoves(G, 0)).to.deep.equal([]);
    const after = applyMove(G, 1, 'end', [], () => 0.99) as OrcQuestState;
    expect(after.heroes[0]?.petrified).to.equal(0);
    expect(after.turn).to.equal(G.turn + 1);
  });

  it('a lone Petrified Hero: the Hero Phase passes at once and the Enemy Phase follows', () => {
    const { G } = withCockatrice('2,4');
    G.heroes[0]!.petrified = 1;
    G.heroes[0]!.activated = false;
    G.turn = 3;
    // Turn 3's End of Turn starts turn 4's Hero Phase: nothing can activate, so turn 4 plays out at once.
    const next = applyMove({ ...G, phase: 'endOfTurn' }, 0, 'nextTurn', [], () => 0.99) as OrcQuestState;
    expect(next.heroes[0]?.petrified).to.equal(0);
    expect(next.turn).to.equal(4);
    expect(next.phase).to.equal('hero');
  });

  it('Explosion, the Tail: a Zone Attack within Range 2 that Poisons; Poison hurts at each Activation until healed (lines 799-800)', () => {
    const { G, bird } = withCockatrice('11,3');
    bird.facing = 3;
    activateBoss(newContext(), G, seq([EXPLOSION, 0.01]));
    const orrus = G.heroes[0]!;
    expect(orrus.damage).to.equal(0); // a yellow result cannot hurt orange Health points
    expect(orrus.poisoned).to.equal(true);
    // Starting an Activation costs 1 damage.
    G.phase = 'hero';
    G.heroes[0]!.activated = false;
    const moved = applyMove(G, 0, 'move', ['main'], () => 0) as OrcQuestState;
    expect(moved.heroes[0]?.damage).to.equal(1);
    // Second wind (a heal) cures it.
    const cured = { ...moved, events: { deck: ['second-wind'], discard: [] } };
    drawEvent(cured, cured.heroes[0]!, () => 0);
    expect(cured.heroes[0]?.poisoned).to.equal(false);
  });

  it('Reactions: Carapace heals its Wings and is discarded unplayed once they are gone; Screech raises the Alert (lines 774-778)', () => {
    const { G, boss } = withCockatrice();
    const orrus = G.heroes[0]!;
    boss.cards[0] = 2;
    boss.reactions.deck = ['carapace', 'screech'];
    bossReaction(newContext(), G, orrus, () => 0);
    expect(boss.cards[0]).to.equal(1);
    const alert = G.alert;
    bossReaction(newContext(), G, orrus, () => 0);
    expect(G.alert).to.equal(alert + 1);
    // Wings destroyed: the next Carapace is discarded unplayed and the following card plays.
    boss.cards[0] = 4;
    boss.reactions.deck = ['carapace', 'screech'];
    boss.reactions.discard = [];
    bossReaction(newContext(), G, orrus, () => 0);
    expect(boss.cards[0]).to.equal(4);
    expect(G.alert).to.equal(alert + 2);
    expect(boss.reactions.discard).to.deep.equal(['carapace', 'screech']);
  });

  it('the campaign reaches Quest 3 after a won Quest 2, carrying the Badass Track', () => {
    const G = setupState(1, () => 0, {
      campaign: {
        campaign: 'orcquest-warpath',
        version: 1,
        scenario: 'c1q2',
        carry: { badass: 4, badassLimit: 30 },
      },
    });
    G.result = { winners: ['0'], score: 1, reason: 'won' } as OrcQuestState['result'];
    const save = orcQuestCampaign.next(G, { gameover: G.result, numPlayers: 1 });
    expect(save?.scenario).to.equal('c1q3');
    const q3 = setupState(1, () => 0, { campaign: save });
    expect(q3.quest).to.equal('c1q3');
    expect(q3.badass).to.equal(4);
  });
});

describe('orcquest Quest 3 played out (the Cockatrice in play)', () => {
  it('seeded playouts meet the Cockatrice, keep every invariant and end', function () {
    this.timeout(60_000);
    let met = 0;
    for (let game = 0; game < 12; game++) {
      const rng = rngFromSeed(`q3-${game}`);
      let G = setupState(2, rng, {
        campaign: {
          campaign: 'orcquest-warpath',
          version: 1,
          scenario: 'c1q3',
          carry: { badass: 0, badassLimit: 30 },
        },
      });
      for (let n = 0; n < 3000 && !G.result; n++) {
        const seat = activeSeats(G)[0] as number;
        const legal = legalMoves(G, seat);
        const m = playoutMove(G, String(seat), legal, rng);
        G = applyMove(G, seat, m.move, m.args ?? [], rng) as OrcQuestState;
        expect(invariants(G), `game ${game} move ${n}`).to.deep.equal([]);
      }
      expect(G.result, `game ${game} ends`).to.not.equal(null);
      if (G.boss) met++;
    }
    expect(met).to.be.greaterThan(3);
  });
});

describe('orcquest Named Enemies (lines 604-607)', () => {
  it('Gunther is a Defender (line 838): another Enemy attacked, he strikes the attacker if he can reach', () => {
    const strikeBeside = (type: 'gunther' | 'guard') => {
      const G = quest3();
      G.heroes[0] = { ...G.heroes[0]!, pos: '9,4', facing: 1 };
      G.active = 0;
      G.ap = 2;
      const peasant = addEnemy(newContext(), G, 'peasant', '10,4', 3);
      addEnemy(newContext(), G, type, '9,5', 0);
      // Orrus's grey die yellow (and yellow again on Precision's reroll) against the Peasant; then the
      // Defender's black and grey dice, both orange.
      const yellow = face('attack', 'grey', 1);
      const next = applyMove(G, 0, 'attack', ['main', 0, peasant.id], seq([yellow, yellow, ORANGE, ORANGE]));
      return next as OrcQuestState;
    };
    expect(strikeBeside('gunther').heroes[0]?.damage).to.equal(2);
    expect(strikeBeside('guard').heroes[0]?.damage).to.equal(0);
  });

  it("Gunther the Bailiff: his token in Quest 3's Pool brings him once; the Hero who fells him takes the reward", () => {
    const G = quest3();
    G.pools = { main: [{ kind: 'enemy', enemy: 'gunther', count: 1 }], mainDiscard: [], secondary: [] };
    G.heroes[0] = { ...G.heroes[0]!, pos: '4,5', facing: 2, damage: 4 };
    explore(newContext(), G, 'hut', seq([0.1, 0.5, 0.2, 0.3]));
    const gunther = G.enemies.find((e) => e.type === 'gunther') as EnemyState;
    expect(gunther).to.not.equal(undefined);
    expect(G.pools.mainDiscard).to.deep.equal([]); // not put back: he is met once
    const orrus = G.heroes[0]!;
    expect(damageEnemy(newContext(), G, gunther, 5, true, orrus)).to.equal(true);
    expect(orrus.damage).to.equal(1); // healed 3
    expect(G.badass).to.equal(4 + 1 + 3); // his Badass points, the one-blow bonus, the reward
    // Another Enemy's death brings no reward.
    const peasant = addEnemy(newContext(), G, 'peasant', '8,8', 0);
    damageEnemy(newContext(), G, peasant, 1, true, orrus);
    expect([orrus.damage, G.badass]).to.deep.equal([1, 8 + 2]);
  });
});
