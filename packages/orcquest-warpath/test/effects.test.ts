import { expect } from 'chai';
import { invariants } from '../src/invariants.js';
import { legalMoves } from '../src/rules/apply.js';
import { applyEffect, healthColour } from '../src/rules/characters/effects.js';
import { newItem } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import { attackHeroWith } from '../src/rules/enemies/enemy-attack.js';
import { push } from '../src/rules/enemies/movement.js';
import type { EnchantOn, OrcQuestState } from '../src/state.js';
import { face, makeState, run, seq } from './helpers.js';

/**
 * Effects on Enemies from the Heroes' Enchants (lines 788-814; Putrid, Bloody, Terrifying, Astonishing):
 * how each token is put on, what it does, when it ends.
 */

// Green/blue Badass die faces: Skull, Skull, Skull, Lightning, Lightning, Explosion.
const SKULL = 0;
const LIGHTNING = 0.6;
const EXPLOSION = 0.9;
const Y = face('attack', 'white', 1);
const O = face('attack', 'white', 2);
const DEF_BLANK = face('defense', 'grey', 0);
const DEF_Y = face('defense', 'grey', 1);

/** Mek with a Dagger carrying `enchant`, a Guard facing him (its Counter-attack answers Melee). */
function mekAndGuard(enchant: string, guard: { damage?: number; pos?: string } = {}) {
  const G = makeState({
    heroes: [{ hero: 'mek', pos: '5,5' }],
    enemies: [
      { type: 'guard', pos: guard.pos ?? '6,5', facing: 3, damage: guard.damage ?? 0, alerted: true },
    ],
    ap: 2,
    events: ['badass-smiles', 'badass-smiles', 'badass-smiles'],
  });
  G.heroes[0]!.gear.hands[0]!.enchants = [{ id: enchant, enhanced: false, progress: 0 }];
  return G;
}
/** Mek's two Daggers roll yellow, the Guard's grey Defense die yellow (1 damage), then the green die. */
const weakAttack = (green: number, ...then: number[]) => seq([Y, Y, DEF_Y, green, ...then]);
const enchantOf = (G: OrcQuestState): EnchantOn => G.heroes[0]!.gear.hands[0]!.enchants[0]!;

describe('orcquest Effects on Enemies put by Enchants (lines 788-814)', () => {
  it('Putrid: on a Lightning the target is Poisoned even without damage (line 790); not on another symbol', () => {
    // Two yellow results against an orange Soldier wound nothing; its two Defense dice, then the green die.
    const soldier = () => {
      const G = mekAndGuard('putrid');
      G.enemies[0]!.type = 'soldier';
      return G;
    };
    const hit = run(soldier(), 0, 'attack', ['main', 0, 1], seq([Y, Y, DEF_BLANK, DEF_BLANK, LIGHTNING]));
    expect(hit.enemies[0]?.damage).to.equal(0);
    expect(hit.enemies[0]?.effects.poison).to.deep.equal({ n: 1, by: 0 });
    const miss = run(soldier(), 0, 'attack', ['main', 0, 1], seq([Y, Y, DEF_BLANK, DEF_BLANK, SKULL]));
    expect(miss.enemies[0]?.effects.poison).to.equal(undefined);
  });

  it('Poison: 1 automatic damage when the Enemy activates (line 799), every Activation', () => {
    const G = mekAndGuard('putrid');
    applyEffect(G.enemies[0]!, 'poison', 1, 0);
    const one = run(G, 0, 'end', []);
    expect(one.enemies[0]?.damage).to.equal(1);
    expect(one.enemies[0]?.effects.poison, 'Enemies are never healed: it stays').to.deep.equal({
      n: 1,
      by: 0,
    });
  });

  it('a kill by Poison counts toward Putrid (6 kills by Poison, WP195) and draws no Loot (ruling L1)', () => {
    const G = mekAndGuard('putrid', { damage: 2 });
    applyEffect(G.enemies[0]!, 'poison', 1, 0);
    const next = run(G, 0, 'end', []);
    expect(next.enemies).to.have.length(0);
    expect(enchantOf(next).progress).to.equal(1);
    expect(next.heroes[0]?.inventory).to.have.length(0);
    const five = mekAndGuard('putrid', { damage: 2 });
    enchantOf(five).progress = 5;
    applyEffect(five.enemies[0]!, 'poison', 1, 0);
    expect(enchantOf(run(five, 0, 'end', [])), 'the sixth kill enhances it').to.include({ enhanced: true });
  });

  it('Bloody: on a Lightning, Hemorrhage; it costs 1 damage each move (line 798)', () => {
    const hit = run(mekAndGuard('bloody'), 0, 'attack', ['main', 0, 1], weakAttack(LIGHTNING));
    expect(hit.enemies[0]?.effects.hemorrhage).to.deep.equal({ n: 1, by: 0 });
    // A Guard 3 squares away walks to Mek in the Enemy Phase and bleeds.
    const far = mekAndGuard('bloody', { pos: '8,5' });
    applyEffect(far.enemies[0]!, 'hemorrhage', 1, 0);
    const walked = run(far, 0, 'end', []);
    expect(walked.enemies[0]?.pos).to.equal('6,5');
    expect(walked.enemies[0]?.damage).to.equal(1);
    expect(walked.enemies[0]?.effects.hemorrhage, 'it moved: the token stays').to.not.equal(undefined);
  });

  it('Hemorrhage goes after an Activation without moving, with no damage (line 798)', () => {
    const G = mekAndGuard('bloody');
    applyEffect(G.enemies[0]!, 'hemorrhage', 1, 0);
    const paused = run(G, 0, 'end', []);
    expect(paused.phase, 'Mek may answer the Attack: the Activation is not over').to.equal('reaction');
    expect(paused.enemies[0]?.effects.hemorrhage).to.not.equal(undefined);
    const next = run(paused, 0, 'pass', []);
    expect(next.enemies[0]?.pos).to.equal('6,5');
    expect(next.enemies[0]?.damage).to.equal(0);
    expect(next.enemies[0]?.effects.hemorrhage).to.equal(undefined);
  });

  it('a Guard bleeding to death counts toward Bloody (4 kills by Hemorrhage, WP199)', () => {
    const G = mekAndGuard('bloody', { pos: '8,5', damage: 2 });
    applyEffect(G.enemies[0]!, 'hemorrhage', 1, 0);
    const next = run(G, 0, 'end', []);
    expect(next.enemies).to.have.length(0);
    expect(enchantOf(next).progress).to.equal(1);
  });

  it('Terrifying: the Terrified Guard cannot Counter-attack Mek, nor attack him in its Activation (line 814)', () => {
    const G = mekAndGuard('terrifying');
    const hit = run(G, 0, 'attack', ['main', 0, 1], weakAttack(LIGHTNING, face('attack', 'grey', 3)));
    expect(hit.enemies[0]?.effects.terrified).to.deep.equal({ n: 1, by: 0 });
    expect(hit.heroes[0]?.damage, 'no Counter-attack').to.equal(0);
    expect(enchantOf(hit).progress, 'one Enemy terrified').to.equal(1);
    // The Guard's red result would wound Mek: Terrified, it does not attack, and the token then goes.
    const after = run(hit, 0, 'end', [], seq(Array(20).fill(face('attack', 'grey', 3))));
    expect(after.heroes[0]?.damage).to.equal(0);
    expect(after.enemies[0]?.effects.terrified).to.equal(undefined);
  });

  it('Terrified only spares the Hero who terrified it: the Guard attacks Orrus instead', () => {
    const G = makeState({
      heroes: [
        { hero: 'mek', pos: '5,5' },
        { hero: 'orrus', pos: '6,6', facing: 0 },
      ],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3, alerted: true }],
      events: ['badass-smiles', 'badass-smiles'],
    });
    applyEffect(G.enemies[0]!, 'terrified', 1, 0);
    G.heroes[0]!.activated = true;
    const next = run(G, 1, 'end', [], seq(Array(20).fill(face('attack', 'grey', 3))));
    expect(next.heroes.map((h) => h.damage)).to.deep.equal([0, 2]);
  });

  it('Astonishing: on an Explosion, Dazed; the Guard’s next Action (its Counter-attack) is lost on a Skull', () => {
    const RED = face('attack', 'grey', 3);
    const lost = run(
      mekAndGuard('astonishing'),
      0,
      'attack',
      ['main', 0, 1],
      weakAttack(EXPLOSION, SKULL, RED),
    );
    expect(lost.heroes[0]?.damage).to.equal(0);
    expect(lost.enemies[0]?.effects.dazed, 'the token goes either way').to.equal(undefined);
    expect(enchantOf(lost).progress, 'one Enemy Action cancelled').to.equal(1);
    const kept = run(
      mekAndGuard('astonishing'),
      0,
      'attack',
      ['main', 0, 1],
      weakAttack(EXPLOSION, LIGHTNING, RED),
    );
    expect(kept.heroes[0]?.damage, 'not a Skull: it Counter-attacks').to.be.greaterThan(0);
    expect(kept.enemies[0]?.effects.dazed).to.equal(undefined);
    expect(enchantOf(kept).progress).to.equal(0);
  });

  it('Dazed before an Activation: on a Skull the Enemy does nothing (line 802)', () => {
    const G = mekAndGuard('astonishing');
    applyEffect(G.enemies[0]!, 'dazed', 1, 0);
    // Enemy Phase: the group's Activation die, then the Dazed roll (Skull), so no Attack on Mek.
    const next = run(G, 0, 'end', [], seq([0, SKULL, ...Array(20).fill(face('attack', 'grey', 3))]));
    expect(next.heroes[0]?.damage).to.equal(0);
    expect(next.enemies[0]?.effects.dazed).to.equal(undefined);
  });

  it('the same effect never twice (line 791); an immune sheet ignores it (line 822)', () => {
    const G = mekAndGuard('putrid');
    const g = G.enemies[0]!;
    expect(applyEffect(g, 'poison', 1, 0)).to.equal(true);
    expect(applyEffect(g, 'poison', 1, 1)).to.equal(false);
    expect(g.effects.poison?.by).to.equal(0);
    expect(applyEffect(g, 'blessed'), 'Blessed is a Hero’s').to.equal(false);
    const C = makeState({
      heroes: [{ hero: 'mek', pos: '1,1' }],
      enemies: [{ type: 'cockatrice', pos: '5,5' }],
    });
    expect(applyEffect(C.enemies[0]!, 'poison', 1, 0), 'the Cockatrice: assumed immune').to.equal(false);
    expect(applyEffect(C.enemies[0]!, 'hemorrhage', 1, 0)).to.equal(true);
  });

  it('Weakened: the next Attack meets Health one colour lower, then it goes (line 801)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [{ type: 'soldier', pos: '6,5', facing: 1 }],
      ap: 2,
    });
    const s = G.enemies[0]!;
    applyEffect(s, 'weakened');
    expect(healthColour(s, 'orange')).to.equal('yellow');
    // From the Rear Arc (no Shield Raise): two yellow results wound the orange Soldier as if yellow.
    const next = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y, face('defense', 'white', 0), DEF_BLANK]));
    expect(next.enemies[0]?.damage).to.equal(2);
    expect(next.enemies[0]?.effects.weakened).to.equal(undefined);
  });

  it('Stunned: no Defense dice, no Reaction, no Attack; it steps down at the end of its Activation (line 812)', () => {
    const G = mekAndGuard('brutal');
    applyEffect(G.enemies[0]!, 'stunned', 2);
    // Stunned, the Guard rolls no Defense die: both yellow results wound (the green die: no Explosion).
    const hit = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y, SKULL]));
    expect(hit.enemies[0]?.damage).to.equal(2);
    expect(hit.heroes[0]?.damage, 'no Counter-attack').to.equal(0);
    const after = run(hit, 0, 'end', [], seq(Array(20).fill(face('attack', 'grey', 3))));
    expect(after.heroes[0]?.damage, 'no Attack in its Activation').to.equal(0);
    expect(after.enemies[0]?.effects.stunned, 'flipped to side 1').to.deep.equal({ n: 1, by: -1 });
  });

  it('Entangled: it cannot move; pushed, it takes 1 automatic damage instead (lines 804-806)', () => {
    const G = mekAndGuard('brutal', { pos: '8,5' });
    applyEffect(G.enemies[0]!, 'entangled', 1);
    const next = run(G, 0, 'end', []);
    expect(next.enemies[0]?.pos).to.equal('8,5');
    expect(next.enemies[0]?.effects.entangled, 'removed at the end of its Activation').to.equal(undefined);
  });
});

describe('orcquest Effects on Heroes (lines 801-820)', () => {
  const GREY_RED = face('attack', 'grey', 3);

  it('Stunned (the Trip Event): no Reaction, no Attack in the next Activation, then it goes (line 812)', () => {
    const G = mekAndGuard('brutal');
    G.events = { deck: ['trip', 'badass-smiles', 'badass-smiles'], discard: [] };
    const tripped = run(G, 0, 'end', [], seq(Array(20).fill(GREY_RED)));
    expect(tripped.heroes[0]?.effects.stunned).to.deep.equal({ n: 1, by: -1 });
    expect(tripped.phase, 'Stunned: no Slip Away, the Enemy Phase does not wait for Mek').to.not.equal(
      'reaction',
    );
    expect(tripped.heroes[0]?.damage).to.be.greaterThan(0);
    const next = tripped.phase === 'endOfTurn' ? run(tripped, 0, 'nextTurn', []) : tripped;
    const moves = legalMoves(next, 0).map((m) => m.move);
    expect(moves).to.include('move');
    expect(moves).to.not.include('attack');
    expect(run(next, 0, 'end', []).heroes[0]?.effects.stunned).to.equal(undefined);
  });

  it('Stunned: a Hero rolls no Defense die (line 812)', () => {
    const G = makeState({
      heroes: [
        {
          hero: 'orrus',
          pos: '5,5',
          gear: { hands: [newItem('sword')], body: newItem('chainmail'), artifact: null },
        },
      ],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
    });
    const orange = face('attack', 'grey', 2);
    // Unstunned, the chainmail's orange result cancels the Guard's orange.
    const safe = structuredClone(G);
    attackHeroWith(
      newContext(),
      safe,
      safe.enemies[0]!,
      safe.heroes[0]!,
      { type: 'melee', dice: ['grey'] },
      seq([orange, face('defense', 'grey', 2)]),
    );
    expect(safe.heroes[0]?.damage).to.equal(0);
    applyEffect(G.heroes[0]!, 'stunned');
    attackHeroWith(
      newContext(),
      G,
      G.enemies[0]!,
      G.heroes[0]!,
      { type: 'melee', dice: ['grey'] },
      seq([orange, face('defense', 'grey', 2)]),
    );
    expect(G.heroes[0]?.damage).to.equal(1);
  });

  it('Entangled: no Movement card, no step; pushed, 1 automatic damage and no move; side 2 flips to 1 (804-806)', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 2, events: ['badass-smiles'] });
    const h = G.heroes[0]!;
    applyEffect(h, 'entangled', 2);
    expect(legalMoves(G, 0).map((m) => m.move)).to.not.include('move');
    push(newContext(), G, { kind: 'hero', seat: 0 }, { x: 4, y: 5 }, 2);
    expect([h.pos, h.damage]).to.deep.equal(['5,5', 1]);
    expect(run(G, 0, 'end', []).heroes[0]?.effects.entangled).to.deep.equal({ n: 1, by: -1 });
  });

  it('Cursed: no extra Action point, no Badass-paid card in the Hero Phase; Blessed lifts it (807, 816)', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 2, badass: 10 });
    expect(legalMoves(G, 0).map((m) => m.move)).to.include('buyAp');
    applyEffect(G.heroes[0]!, 'cursed');
    expect(legalMoves(G, 0).map((m) => m.move)).to.not.include('buyAp');
    expect(legalMoves(G, 0).some((m) => m.move === 'attack' && m.args?.[0] === 'enhanced')).to.equal(false);
    applyEffect(G.heroes[0]!, 'blessed');
    expect(G.heroes[0]?.effects.cursed).to.equal(undefined);
    expect(legalMoves(G, 0).map((m) => m.move)).to.include('buyAp');
  });

  it('Blessed: 2 more Badass points for an unhurt Enemy killed in one Attack, then it goes (line 816)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '6,5', facing: 3 }],
      ap: 2,
    });
    const plain = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y]));
    applyEffect(G.heroes[0]!, 'blessed');
    const blessed = run(G, 0, 'attack', ['main', 0, 1], seq([Y, Y]));
    expect(blessed.badass - plain.badass).to.equal(2);
    expect(blessed.heroes[0]?.effects.blessed).to.equal(undefined);
  });

  it('Usomad gives Enraged 1: results too weak for the target are rerolled once; it ends with the turn (818)', () => {
    const G = mekAndGuard('brutal');
    G.enemies[0]!.type = 'soldier';
    G.enemies[0]!.facing = 1;
    G.heroes[0]!.inventory = [newItem('usomad')];
    const mad = run(G, 0, 'potion', [4]);
    expect(mad.heroes[0]?.effects.enraged).to.deep.equal({ n: 1, by: -1 });
    // Two yellows cannot wound the orange Soldier; its two Defense dice blank, no Enchant; both rerolled orange.
    const rolls = () => seq([Y, Y, face('defense', 'white', 0), DEF_BLANK, SKULL, O, O]);
    const hit = run(mad, 0, 'attack', ['main', 0, 1], rolls());
    expect(hit.enemies[0]?.damage).to.equal(2);
    expect(run(G, 0, 'attack', ['main', 0, 1], rolls()).enemies[0]?.damage, 'not Enraged').to.equal(0);
    let turn = run(hit, 0, 'end', []);
    expect(turn.heroes[0]?.effects.enraged, 'it lasts through the Enemy Phase').to.not.equal(undefined);
    if (turn.phase === 'reaction') turn = run(turn, 0, 'pass', []);
    expect(turn.heroes[0]?.effects.enraged, 'gone at the End of Turn').to.equal(undefined);
  });

  it('Usotuff gives Fortified: the next Attack meets orange Health as red, then it goes (line 820)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', inventory: [newItem('usotuff')] }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
      ap: 2,
    });
    const tuff = run(G, 0, 'potion', [4]);
    const h = tuff.heroes[0]!;
    expect(h.effects.fortified).to.deep.equal({ n: 1, by: -1 });
    const orange = face('attack', 'grey', 2);
    attackHeroWith(newContext(), tuff, tuff.enemies[0]!, h, { type: 'melee', dice: ['grey'] }, seq([orange]));
    expect([h.damage, h.effects.fortified]).to.deep.equal([0, undefined]);
    attackHeroWith(newContext(), tuff, tuff.enemies[0]!, h, { type: 'melee', dice: ['grey'] }, seq([orange]));
    expect(h.damage).to.equal(1);
  });

  it('Terrified by an Enemy: the Hero cannot attack that Enemy until the end of the Activation (line 814)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [
        { type: 'peasant', pos: '6,5', facing: 3 },
        { type: 'peasant', pos: '4,5', facing: 1 },
      ],
      ap: 2,
    });
    applyEffect(G.heroes[0]!, 'terrified', 1, 1);
    const targets = legalMoves(G, 0)
      .filter((m) => m.move === 'attack')
      .map((m) => m.args?.[2]);
    expect([...new Set(targets)]).to.deep.equal([2]);
  });

  it('Donoturt removes Poison and Hemorrhage; a healing Potion ends Poison (line 799)', () => {
    const G = makeState({
      heroes: [
        { hero: 'orrus', pos: '5,5', damage: 2, inventory: [newItem('donoturt'), newItem('usoholi')] },
      ],
      ap: 2,
    });
    G.heroes[0]!.poisoned = true;
    applyEffect(G.heroes[0]!, 'hemorrhage');
    const cured = run(G, 0, 'potion', [4]);
    expect([cured.heroes[0]?.poisoned, cured.heroes[0]?.effects.hemorrhage]).to.deep.equal([
      false,
      undefined,
    ]);
    const healed = run(G, 0, 'potion', [5]);
    expect([healed.heroes[0]?.poisoned, healed.heroes[0]?.damage]).to.deep.equal([false, 0]);
  });
});

describe('orcquest Dazed and Hemorrhage on a Hero (lines 798, 802)', () => {
  it('Dazed: on a Skull the Action is paid and lost; otherwise it goes on; the token goes either way', () => {
    const G = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 2 });
    applyEffect(G.heroes[0]!, 'dazed');
    const lost = run(G, 0, 'move', ['main'], seq([SKULL]));
    expect([lost.ap, lost.mp, lost.heroes[0]?.used, lost.heroes[0]?.effects.dazed]).to.deep.equal([
      1,
      0,
      ['orrus-move'],
      undefined,
    ]);
    const kept = run(G, 0, 'move', ['main'], seq([LIGHTNING]));
    expect([kept.ap, kept.mp, kept.heroes[0]?.effects.dazed]).to.deep.equal([1, 5, undefined]);
  });

  it('Hemorrhage: 1 damage on the first square of a move, not per square; it goes after an Activation without moving', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,3' }],
      ap: 2,
      events: ['badass-smiles', 'badass-smiles'],
    });
    applyEffect(G.heroes[0]!, 'hemorrhage');
    let n = run(G, 0, 'move', ['main']);
    n = run(n, 0, 'step', [1]);
    n = run(n, 0, 'step', [1]);
    expect([n.heroes[0]?.pos, n.heroes[0]?.damage]).to.deep.equal(['7,3', 1]);
    const ended = run(n, 0, 'end', []);
    expect(ended.heroes[0]?.effects.hemorrhage, 'it moved: the token stays').to.not.equal(undefined);
    const still = run(G, 0, 'end', []);
    expect(still.heroes[0]?.effects.hemorrhage).to.equal(undefined);
  });
});

describe('orcquest Hindrance (line 840; the Knight, assumed sheet)', () => {
  it('a Hero stepping into a Knight’s Danger Zone is Entangled 1: the move ends; the token goes with the Activation', () => {
    // The Knight on 8,3 faces west: its Danger Zone is 7,3.
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '5,3' }],
      enemies: [{ type: 'knight', pos: '8,3', facing: 3 }],
      ap: 2,
      events: ['badass-smiles'],
    });
    let n = run(run(G, 0, 'move', ['main']), 0, 'step', [1]);
    expect(n.heroes[0]?.effects.entangled).to.equal(undefined);
    n = run(n, 0, 'step', [1]);
    expect([n.heroes[0]?.pos, n.heroes[0]?.effects.entangled, n.mp]).to.deep.equal([
      '7,3',
      { n: 1, by: -1 },
      0,
    ]);
    expect(legalMoves(n, 0).map((m) => m.move)).to.not.include('step');
    expect(run(n, 0, 'end', []).heroes[0]?.effects.entangled).to.equal(undefined);
  });
});

describe('orcquest effect tokens: invariants', () => {
  it('Poison on a Hero is the `poisoned` field; invariants refuse a bad side or a Hero-only effect on an Enemy', () => {
    const G = mekAndGuard('putrid');
    expect(applyEffect(G.heroes[0]!, 'poison')).to.equal(true);
    expect([G.heroes[0]?.poisoned, G.heroes[0]?.effects.poison]).to.deep.equal([true, undefined]);
    // (A hand-made state breaks the card-count invariants; only the effect ones are looked at.)
    const mine = () => invariants(G).filter((m) => m.includes('enemy #') || m.includes('mek'));
    expect(mine()).to.deep.equal([]);
    G.enemies[0]!.effects = { blessed: { n: 1, by: -1 }, stunned: { n: 3, by: -1 } };
    expect(mine()).to.have.length(2);
  });
});
