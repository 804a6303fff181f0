import { expect } from 'chai';
import { ENEMIES, type EnemyAbility } from '../src/data/enemies.js';
import { KEYWORDS } from '../src/data/texts.js';
import { isLegal, legalMoves } from '../src/rules/apply.js';
import { range } from '../src/rules/board/geometry.js';
import { bossEnemy } from '../src/rules/characters/boss-sheet.js';
import { metamorphose } from '../src/rules/characters/metamorphosis.js';
import { bashResults } from '../src/rules/combat/shield-bash.js';
import { newContext } from '../src/rules/context.js';
import { activateBoss } from '../src/rules/enemies/boss-activation.js';
import { canAttackHero, usableAttacks } from '../src/rules/enemies/enemy-attack.js';
import { explore } from '../src/rules/enemies/explore.js';
import { canReact } from '../src/rules/phases/enemy-phase.js';
import { enemyPhase } from '../src/rules/phases/turn.js';
import { cellOf } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { EnemyState, OrcQuestState } from '../src/state.js';
import { face, makeState, QUEST2_SETUP, run, seq } from './helpers.js';

/** The same state with one sheet ability struck off (the control every test compares with). */
function without<T>(type: keyof typeof ENEMIES, ability: string, body: () => T): T {
  const sheet = ENEMIES[type] as { abilities: readonly string[] };
  const saved = sheet.abilities;
  sheet.abilities = saved.filter((a) => a !== ability);
  try {
    return body();
  } finally {
    sheet.abilities = saved;
  }
}

const attacks = (G: OrcQuestState, who: string) => G.log.filter((l) => l.startsWith(`${who} attacks`)).length;

describe('orcquest Charge X as an Enemy ability (line 832; the Knight, assumed Charge 3)', () => {
  // The Knight on 9,5 walks 3 squares west toward Mandar on 2,5 and is still 3 short: then he charges.
  const knightAndMandar = () =>
    makeState({
      heroes: [{ hero: 'mandar', pos: '2,5' }],
      enemies: [{ type: 'knight', pos: '9,5', facing: 3, alerted: true, sawHero: true }],
    });
  const rolls = () =>
    seq([face('attack', 'black', 1), face('attack', 'black', 3), face('attack', 'grey', 3)]);

  it('after its walk falls short, it runs up to 3 squares in a straight line and attacks the Hero it reaches', () => {
    const G = knightAndMandar();
    enemyPhase(newContext(), G, rolls());
    expect(G.enemies[0]?.pos).to.equal('3,5');
    expect(G.log.some((l) => l.includes('Knight #1 charges'))).to.equal(true);
    expect(attacks(G, 'Knight #1')).to.equal(1);
    expect(G.heroes[0]?.damage).to.be.greaterThan(0);
  });

  it('without Charge the same Knight only walks (6,5) and cannot attack', () => {
    const G = knightAndMandar();
    without('knight', 'charge', () => enemyPhase(newContext(), G, rolls()));
    expect(G.enemies[0]?.pos).to.equal('6,5');
    expect(attacks(G, 'Knight #1')).to.equal(0);
  });

  it('a wall or closed door stops the run: no charge into the barn (door 3,6-3,5 closed)', () => {
    const G = makeState({
      heroes: [{ hero: 'mandar', pos: '3,6' }],
      enemies: [{ type: 'knight', pos: '3,1', facing: 2, alerted: true, sawHero: true }],
      doors: { 'barn-door': 'closed' },
    });
    enemyPhase(newContext(), G, rolls());
    expect(G.log.some((l) => l.includes('charges'))).to.equal(false);
    expect(attacks(G, 'Knight #1')).to.equal(0);
  });
});

describe('orcquest Leap X (line 830; the War Dog, assumed Leap 2)', () => {
  // The dog on 17,5 runs 6 squares toward Orrus on 8,5, is 3 short, and leaps 2 squares.
  const dogAndOrrus = () =>
    makeState({
      heroes: [{ hero: 'orrus', pos: '8,5' }],
      enemies: [{ type: 'dog', pos: '17,5', facing: 3, alerted: true, sawHero: true }],
    });
  const rolls = () => seq([face('attack', 'grey', 1), face('attack', 'grey', 3)]);

  it('a dog that cannot reach a Hero on foot leaps to a square in Line of Sight and attacks', () => {
    const G = dogAndOrrus();
    enemyPhase(newContext(), G, rolls());
    const dog = G.enemies[0] as EnemyState;
    expect(range(cellOf(dog.pos), cellOf('8,5'))).to.equal(1);
    expect(G.log.some((l) => l.includes('War Dog #1 leaps to'))).to.equal(true);
    expect(attacks(G, 'War Dog #1')).to.equal(1);
  });

  it('without Leap it stops 3 squares short', () => {
    const G = dogAndOrrus();
    without('dog', 'leap', () => enemyPhase(newContext(), G, rolls()));
    expect(range(cellOf(G.enemies[0]?.pos as string), cellOf('8,5'))).to.equal(3);
    expect(attacks(G, 'War Dog #1')).to.equal(0);
  });

  it('walls stop it: no leap into the barn from outside (Orrus on 2,7, behind its west wall)', () => {
    const G = makeState({
      heroes: [{ hero: 'orrus', pos: '2,7' }],
      enemies: [{ type: 'dog', pos: '0,8', facing: 0, alerted: true, sawHero: true }],
      doors: { 'barn-door': 'closed' },
    });
    enemyPhase(newContext(), G, rolls());
    expect(G.log.some((l) => l.includes('leaps'))).to.equal(false);
    expect(attacks(G, 'War Dog #1')).to.equal(0);
  });
});

describe('orcquest Me First (line 857; the Guard, assumed)', () => {
  // Orrus in the corner 0,0 with Peasants on 1,0 and 0,1: the only squares beside him. The Guard on 3,0
  // takes the Peasant's square on 1,0; the Peasant steps aside to the first free square (2,0).
  const cornered = () =>
    makeState({
      heroes: [{ hero: 'orrus', pos: '0,0' }],
      enemies: [
        { type: 'peasant', pos: '1,0', facing: 3, alerted: true, sawHero: true },
        { type: 'peasant', pos: '0,1', facing: 0, alerted: true, sawHero: true },
        { type: 'guard', pos: '3,0', facing: 3, alerted: true, sawHero: true },
      ],
    });
  // Orange: the Peasants attack from where they stand, the Guard assaults.
  const rolls = () => seq([face('attack', 'grey', 2)]);

  it('the Guard ends his move on an ally’s square to attack; the ally is moved to an adjacent free square', () => {
    const G = cornered();
    enemyPhase(newContext(), G, rolls());
    const [p1, p2, guard] = G.enemies;
    expect([guard?.pos, p1?.pos, p2?.pos]).to.deep.equal(['1,0', '2,0', '0,1']);
    expect(attacks(G, 'Guard #3')).to.equal(1);
  });

  it('without Me First he cannot reach Orrus and does not attack', () => {
    const G = cornered();
    without('guard', 'me-first', () => enemyPhase(newContext(), G, rolls()));
    expect(G.enemies[0]?.pos).to.equal('1,0');
    expect(attacks(G, 'Guard #3')).to.equal(0);
  });
});

describe('orcquest Support (line 868; the Officer, assumed)', () => {
  // The Officer on 9,5 shoots west at Mandar on 5,5 (Range 4, Ranged 2-6) past a Peasant.
  const line = (peasant: string) =>
    makeState({
      heroes: [{ hero: 'mandar', pos: '5,5' }],
      enemies: [
        { type: 'officer', pos: '9,5', facing: 3 },
        { type: 'peasant', pos: peasant, facing: 3 },
      ],
    });

  it('an ally adjacent to him does not block his Line of Fire', () => {
    const G = line('8,5');
    const [officer] = G.enemies as [EnemyState];
    expect(canAttackHero(newContext(), G, officer, G.heroes[0]!)).to.equal(true);
    expect(usableAttacks(newContext(), G, officer, G.heroes[0]!).map((a) => a.type)).to.deep.equal([
      'ranged',
    ]);
    without('officer', 'support', () =>
      expect(canAttackHero(newContext(), G, officer, G.heroes[0]!)).to.equal(false),
    );
  });

  it('an ally farther along the line still blocks it', () => {
    const G = line('7,5');
    expect(canAttackHero(newContext(), G, G.enemies[0]!, G.heroes[0]!)).to.equal(false);
  });
});

describe('orcquest Cowardice (line 852; the Officer on a Skull of his blue Badass die, line 651)', () => {
  // A constant 0.1: a yellow Activation (Assault + blue die), then a Skull on the blue die.
  const officerNextToOrrus = () =>
    makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'officer', pos: '6,5', facing: 3, alerted: true, sawHero: true }],
    });

  it('after his Attack he backs away as far as his Ranged line still reaches, then shoots at the closest Hero', () => {
    const G = officerNextToOrrus();
    enemyPhase(newContext(), G, () => 0.1);
    expect(G.log.some((l) => l.includes('backs away (Cowardice)'))).to.equal(true);
    // Move 4 from 6,5: at most Range 5 from Orrus, and his Ranged line is 2-6.
    expect(range(cellOf(G.enemies[0]?.pos as string), cellOf('5,5'))).to.equal(5);
    expect(attacks(G, 'Officer #1')).to.equal(2);
  });

  it('without Cowardice the Skull only makes him flee (no second Attack)', () => {
    const G = officerNextToOrrus();
    without('officer', 'cowardice', () => enemyPhase(newContext(), G, () => 0.1));
    expect(attacks(G, 'Officer #1')).to.equal(1);
  });
});

const quest2 = QUEST2_SETUP;

/** Quest 2 with Orrus on `pos` facing west and the mill explored with empty Pools: only Lothar (13,3) appears. */
function withLothar(pos: string): { G: OrcQuestState; lothar: EnemyState } {
  const G = setupState(1, () => 0, quest2);
  G.pools = { main: [], mainDiscard: [], secondary: [] };
  G.heroes[0] = { ...G.heroes[0]!, pos, facing: 3 };
  explore(newContext(), G, 'mill', seq([0.1, 0.2, 0.3]));
  return { G, lothar: bossEnemy(G) as EnemyState };
}

describe('orcquest Teleport X (line 869; the Enchanter’s Talisman and Blink, Teleport 3)', () => {
  // Lightning (0.6) picks the Talisman; the die on the 3-by-3 zone x12-14 y2-4 (int of 9 squares) picks where.
  it('Activation: a die dropped on the 3-by-3 zone around him picks the square he teleports to', () => {
    const { G, lothar } = withLothar('18,8');
    activateBoss(newContext(), G, seq([0.6, 0.05])); // square 0 of the zone: 12,2
    expect(lothar.pos).to.equal('12,2');
  });

  it('an occupied square (here furniture, 14,2) or his own square: the teleport fails and he stays', () => {
    const { G, lothar } = withLothar('18,8');
    activateBoss(newContext(), G, seq([0.6, 0.25])); // square 2: 14,2, low furniture
    expect(lothar.pos).to.equal('13,3');
    const again = withLothar('18,8');
    activateBoss(newContext(), again.G, seq([0.6, 0.5])); // square 4: his own
    expect(again.lothar.pos).to.equal('13,3');
  });

  it('Blink ignores the damage of the Attack it answers, then teleports; another Reaction lets it stand', () => {
    const attackLothar = (top: string) => {
      const { G } = withLothar('14,3');
      G.active = 0;
      G.ap = 2;
      (G.boss as NonNullable<OrcQuestState['boss']>).reactions.deck = [top, 'call-the-guard'];
      const m = run(G, 0, 'attack', ['main', 0, G.boss?.enemy], seq([0.99, 0.0, 0.0, 0.05]));
      return m;
    };
    const blinked = attackLothar('blink');
    expect(blinked.boss?.cards).to.deep.equal([0, 0, 0]);
    expect(blinked.log.some((l) => l.includes('ignores the damage'))).to.equal(true);
    expect(blinked.log.some((l) => l.includes('teleport'))).to.equal(true);
    const hit = attackLothar('riposte');
    expect(hit.boss?.cards[0]).to.be.greaterThan(0);
  });
});

describe('orcquest Shield Bash (line 834; the Knight, assumed in place of Counter-attack)', () => {
  it('the Defense results left after same-colour pairs are the ones turned round', () => {
    // Orange cancels orange; the red cancels the weaker yellow; the spare orange was unused.
    expect(bashResults([2, 1], [2, 3, 2, 0])).to.deep.equal([3, 2]);
    expect(bashResults([3, 3], [3, 3])).to.deep.equal([]);
  });

  // Mek on 5,5 strikes the Knight on 6,5 (facing him) with two white dice.
  const mekVsKnight = (facing: 1 | 3) =>
    makeState({
      heroes: [{ hero: 'mek', pos: '5,5' }],
      enemies: [{ type: 'knight', pos: '6,5', facing }],
      ap: 2,
    });
  const W1 = face('attack', 'white', 1);
  const rolls = () => seq([W1, W1, face('defense', 'grey', 2), face('defense', 'black', 3)]);

  it('struck in Melee, the Knight turns his unused and cancelling Defense results into an Attack on the attacker', () => {
    const n = run(mekVsKnight(3), 0, 'attack', ['main', 0, 1], rolls());
    expect(n.enemies[0]?.damage).to.equal(0);
    expect(attacks(n, 'Knight #1')).to.equal(1);
    expect(n.heroes[0]?.damage).to.be.greaterThan(0);
  });

  it('from his Rear Arc he only turns round (no Reaction, line 421)', () => {
    const n = run(mekVsKnight(1), 0, 'attack', ['main', 0, 1], rolls());
    expect(attacks(n, 'Knight #1')).to.equal(0);
    expect(n.heroes[0]?.damage).to.equal(0);
  });
});

describe('R68: Defender and Pursuit — how far the free Attack reaches, and whose Reaction it is', () => {
  const Y = face('attack', 'grey', 1);
  const O = face('attack', 'black', 2);

  // Orrus on 5,5 fells a Peasant on 6,5 (yellow, yellow again on Precision's reroll); Gunther faces east.
  const orrusAndGunther = (at: string) =>
    makeState({
      heroes: [
        { hero: 'orrus', pos: '5,5', facing: 1 },
        { hero: 'mek', pos: '4,4', facing: 2 },
      ],
      enemies: [
        { type: 'peasant', pos: '6,5', facing: 3 },
        { type: 'gunther', pos: at, facing: 1 },
      ],
    });

  it('Defender strikes from where he stands with his own Range: 2 squares off, Gunther neither moves nor strikes', () => {
    const next = run(orrusAndGunther('3,5'), 0, 'attack', ['main', 0, 1], seq([Y, Y, O, O]));
    expect(next.enemies.map((e) => e.pos)).to.deep.equal(['3,5']);
    expect(attacks(next, 'Gunther the Bailiff #2')).to.equal(0);
    expect(next.heroes[0]?.damage).to.equal(0);
  });

  it('Defender is not his Reaction: beside Orrus he strikes, and attacked by Mek he still counter-attacks', () => {
    const one = run(orrusAndGunther('4,5'), 0, 'attack', ['main', 0, 1], seq([Y, Y, O, O]));
    expect([attacks(one, 'Gunther the Bailiff #2'), one.heroes[0]?.damage]).to.deep.equal([1, 1]);
    expect(one.enemies[0]?.reacted).to.equal(false);
    // Mek, the next Hero of the same Hero Phase: two yellows against two red Defense results.
    const W1 = face('attack', 'white', 1);
    const R = face('defense', 'grey', 3);
    const two = run(run(one, 0, 'end', []), 1, 'attack', ['main', 0, 2], seq([W1, W1, R, R, O, O]));
    // His Counter-attack (Melee): a Reaction he still has.
    expect(two.log.filter((l) => l.startsWith('Gunther the Bailiff #2 attacks Mek'))).to.have.length(1);
    expect(two.heroes[1]?.damage).to.be.greaterThan(0);
  });

  // Thalla on 5,5 shoots a War Dog (Pursuit 2, its Reaction): grey and white yellow, its white Defense yellow.
  const thallaAndDog = (at: string) =>
    makeState({
      heroes: [
        { hero: 'thalla', pos: '5,5', facing: 1 },
        { hero: 'mandar', pos: '7,2', facing: 2 },
      ],
      enemies: [{ type: 'dog', pos: at, facing: 3 }],
    });
  const shot = () =>
    seq([face('attack', 'grey', 1), face('attack', 'white', 1), face('defense', 'white', 1), O]);

  it('Pursuit moves up to 2 squares, then attacks only if its Melee reaches: from 3 squares it bites', () => {
    const next = run(thallaAndDog('8,5'), 0, 'attack', ['main', 0, 1], shot());
    expect([next.enemies[0]?.pos, attacks(next, 'War Dog #1')]).to.deep.equal(['6,5', 1]);
  });

  it('from 4 squares it ends 2 short and cannot bite; attacked again that Hero Phase, it has no Reaction left', () => {
    const one = run(thallaAndDog('9,5'), 0, 'attack', ['main', 0, 1], shot());
    expect([one.enemies[0]?.pos, attacks(one, 'War Dog #1')]).to.deep.equal(['7,5', 0]);
    // Mandar's grey yellow from 3 squares north against its white yellow: the dog neither chases nor bites.
    const rng = seq([face('attack', 'grey', 1), face('defense', 'white', 1), O]);
    const two = run(run(one, 0, 'end', []), 1, 'attack', ['main', 0, 1], rng);
    expect(attacks(two, 'Mandar')).to.equal(1);
    expect([two.enemies[0]?.pos, attacks(two, 'War Dog #1')]).to.deep.equal(['7,5', 0]);
  });
});

describe('orcquest sheet abilities: each has its player-facing text', () => {
  const NAMES: Record<EnemyAbility, string> = {
    authority: 'Authority',
    phalanx: 'Phalanx',
    agile: 'Agile',
    flight: 'Flight',
    defender: 'Defender',
    scent: 'Scent',
    hindrance: 'Hindrance',
    charge: 'Charge',
    leap: 'Leap',
    'me-first': 'Me First',
    support: 'Support',
    cowardice: 'Cowardice',
  };
  it('every ability on an Enemy sheet, and the glossary keywords of cards, are in KEYWORDS', () => {
    for (const sheet of Object.values(ENEMIES))
      for (const a of sheet.abilities) expect(KEYWORDS, `${sheet.name}: ${a}`).to.have.property(NAMES[a]);
    for (const k of ['Shield Bash', 'Teleport', 'Metamorphosis', 'Resurrection', 'Throw'])
      expect(KEYWORDS).to.have.property(k);
  });

  it('Charge and Leap carry their X on the sheet', () => {
    for (const sheet of Object.values(ENEMIES)) {
      if (sheet.abilities.includes('charge')) expect(sheet.charge ?? 0, sheet.name).to.be.greaterThan(0);
      if (sheet.abilities.includes('leap')) expect(sheet.leap ?? 0, sheet.name).to.be.greaterThan(0);
    }
  });
});

describe('orcquest Metamorphosis (line 856; the Enchanter’s Reaction tied to his Staff, assumed)', () => {
  it('the attacker becomes a Chicken: he finishes this Activation and loses the next; then he is an Orc again', () => {
    const { G, lothar } = withLothar('14,3');
    G.active = 0;
    G.ap = 2;
    (G.boss as NonNullable<OrcQuestState['boss']>).reactions.deck = ['metamorphosis', 'call-the-guard'];
    let n = run(G, 0, 'attack', ['main', 0, lothar.id], seq([0.99, 0.0, 0.0, 0.0]));
    expect(n.heroes[0]?.chicken).to.equal(2);
    expect(legalMoves(n, 0).map((m) => m.move)).to.include('end');
    const turn = n.turn;
    n = run(n, 0, 'end', [], () => 0.0);
    // The next Hero Phase had nobody to activate: it passed, its Enemy Phase ran, and the turn after began.
    expect([n.turn, n.phase, n.heroes[0]?.chicken]).to.deep.equal([turn + 2, 'hero', 0]);
    expect(n.log.some((l) => l.includes('lost the Activation as a Chicken'))).to.equal(true);
    expect(legalMoves(n, 0).length).to.be.greaterThan(0);
  });

  it('without the card the same Attack leaves him an Orc (control)', () => {
    const { G, lothar } = withLothar('14,3');
    G.active = 0;
    G.ap = 2;
    (G.boss as NonNullable<OrcQuestState['boss']>).reactions.deck = ['call-the-guard', 'metamorphosis'];
    const n = run(G, 0, 'attack', ['main', 0, lothar.id], seq([0.99, 0.0, 0.0, 0.0]));
    expect(n.heroes[0]?.chicken).to.equal(0);
  });

  it('a Chicken holds no cards: Mek cannot answer an Attack with Slip Away (ruling M1)', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', facing: 1 }],
      enemies: [{ type: 'guard', pos: '6,5', facing: 3 }],
      badass: 3,
    });
    G.phase = 'reaction';
    expect(canReact(G, 0, G.enemies[0]!)).to.equal(true);
    expect(metamorphose(G, G.heroes[0]!)).to.equal(true);
    expect(canReact(G, 0, G.enemies[0]!)).to.equal(false);
  });
});

describe('orcquest Resurrection (line 865; Mandar’s Superior Healing, WP069, effects assumed)', () => {
  const CARD = 'mandar-superior-healing';
  const mandarAndOrrus = (orrus: { pos: string; dead?: boolean; damage?: number }) =>
    makeState({
      heroes: [
        { hero: 'mandar', pos: '5,5', facing: 1, learned: [CARD] },
        { hero: 'orrus', ...orrus },
      ],
      ap: 2,
      badass: 5,
    });

  it('Enhanced: a dead Hero in his Line of Sight comes back with all Health points; the Badass Limit stays', () => {
    const G = mandarAndOrrus({ pos: '8,5', dead: true, damage: 9 });
    const limit = G.badassLimit;
    expect(legalMoves(G, 0)).to.deep.include({ move: 'heal', args: [CARD, 'enhanced', 1] });
    const n = run(G, 0, 'heal', [CARD, 'enhanced', 1]);
    expect([n.heroes[1]?.dead, n.heroes[1]?.damage, n.heroes[1]?.pos]).to.deep.equal([false, 0, '8,5']);
    expect([n.badassLimit, n.badass, n.ap]).to.deep.equal([limit, 5, 0]);
    expect(n.heroes[0]?.used).to.include(CARD);
  });

  it('not through a wall: Orrus dead in the barn (2,7) is out of Mandar’s sight from outside (0,7)', () => {
    const G = mandarAndOrrus({ pos: '2,7', dead: true, damage: 9 });
    G.heroes[0]!.pos = '0,7';
    expect(isLegal(newContext(), G, 0, 'heal', [CARD, 'enhanced', 1])).to.equal(false);
  });

  it('Main: heals 3 damage off a living Hero in sight; it cannot raise the dead, nor Enhanced heal the living', () => {
    const hurt = mandarAndOrrus({ pos: '8,5', damage: 5 });
    expect(run(hurt, 0, 'heal', [CARD, 'main', 1]).heroes[1]?.damage).to.equal(2);
    expect(isLegal(newContext(), hurt, 0, 'heal', [CARD, 'enhanced', 1])).to.equal(false);
    const dead = mandarAndOrrus({ pos: '8,5', dead: true, damage: 9 });
    expect(isLegal(newContext(), dead, 0, 'heal', [CARD, 'main', 1])).to.equal(false);
  });

  it('only a Hero who learnt the card may use it', () => {
    const G = mandarAndOrrus({ pos: '8,5', dead: true, damage: 9 });
    G.heroes[0]!.learned = [];
    expect(isLegal(newContext(), G, 0, 'heal', [CARD, 'enhanced', 1])).to.equal(false);
  });
});

describe('orcquest Throw X (line 863; Orrus’s Shoving Kick, WP010, Throw 2 / 3 assumed)', () => {
  const KICK = 'orrus-shoving-kick';
  const orrusAnd = (enemies: { type: 'guard' | 'peasant'; pos: string }[], at = '5,5') =>
    makeState({
      heroes: [{ hero: 'orrus', pos: at, facing: 1, learned: [KICK] }],
      enemies: enemies.map((e) => ({ ...e, facing: 3 as const })),
      ap: 2,
    });

  it('an Enemy beside him flies up to 2 squares in a straight line and faces the way he chooses', () => {
    const G = orrusAnd([{ type: 'guard', pos: '6,5' }]);
    expect(legalMoves(G, 0)).to.deep.include({ move: 'hurl', args: [KICK, 'main', 1, 1, 2, 0] });
    const n = run(G, 0, 'hurl', [KICK, 'main', 1, 1, 2, 0]);
    const g = n.enemies[0] as EnemyState;
    expect([g.pos, g.facing, g.damage, g.alerted, n.ap]).to.deep.equal(['8,5', 0, 0, true, 1]);
    // Enhanced: Throw 3.
    expect(isLegal(newContext(), G, 0, 'hurl', [KICK, 'enhanced', 1, 1, 3, 0])).to.equal(true);
    expect(isLegal(newContext(), G, 0, 'hurl', [KICK, 'main', 1, 1, 3, 0])).to.equal(false);
  });

  it('an obstacle stops it with 1 automatic damage (the tree trunk on 10,7)', () => {
    const G = orrusAnd([{ type: 'guard', pos: '9,7' }], '8,7');
    const g = run(G, 0, 'hurl', [KICK, 'main', 1, 1, 2, 1]).enemies[0] as EnemyState;
    expect([g.pos, g.damage]).to.deep.equal(['9,7', 1]);
  });

  it('a Character met: each takes 1 automatic damage (the Peasant dies)', () => {
    const G = orrusAnd([
      { type: 'guard', pos: '6,5' },
      { type: 'peasant', pos: '7,5' },
    ]);
    const n = run(G, 0, 'hurl', [KICK, 'main', 1, 1, 2, 1]);
    expect(n.enemies.map((e) => [e.id, e.pos, e.damage])).to.deep.equal([[1, '6,5', 1]]);
  });

  it('only an Enemy beside him, and only with the card learnt', () => {
    const far = orrusAnd([{ type: 'guard', pos: '7,5' }]);
    expect(isLegal(newContext(), far, 0, 'hurl', [KICK, 'main', 1, 1, 1, 0])).to.equal(false);
    const G = orrusAnd([{ type: 'guard', pos: '6,5' }]);
    G.heroes[0]!.learned = [];
    expect(isLegal(newContext(), G, 0, 'hurl', [KICK, 'main', 1, 1, 1, 0])).to.equal(false);
  });
});
