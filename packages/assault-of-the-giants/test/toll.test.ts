import { expect } from 'chai';
import { describeMove } from '../src/index.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, makeState, type Scenario, seatOfRace, tryMove } from './helpers.js';

/**
 * Three players (fire, frost, hill; storm, cloud and stone are NPCs). Frost moves a giant out of the Sea of
 * Moving Ice to the Neverwinter Wood (3 of its 5 maneuvers): every way there crosses two held regions, one
 * of Icewind Dale / the Trackless Sea, then one of Sword Coast North / the Mere of Dead Men / Waterdeep.
 */
function frostMarch(first: Scenario['units'], resources: string[], wounded = false) {
  const s = makeState({
    players: 3,
    current: 'frost',
    units: [
      { race: 'frost', region: 'seaIce', wounded },
      ...(first ?? []),
      { race: 'stone', region: 'swordCoast' },
      { race: 'stone', region: 'mere' },
      { race: 'stone', region: 'waterdeep' }, // so no detour crosses fewer
    ],
    resources: { frost: resources },
  });
  const frost = seatOfRace(s, 'frost');
  act(s, frost, 'play', ['move']);
  const giant = s.units.find((u) => u.race === 'frost')!;
  /** The marches to the Neverwinter Wood listed now (by the shortest way: no detour crosses fewer). */
  const marches = () =>
    legalMoves(s, frost).filter((m) => m.move === 'march' && m.args![1] === 'neverwinter');
  /** The toll payments listed now. */
  const pays = () =>
    legalMoves(s, frost)
      .filter((m) => m.move === 'payToll')
      .map((m) => m.args![0]);
  return { s, frost, giant, marches, pays };
}

const NPC_FIRST: Scenario['units'] = [
  { race: 'cloud', region: 'icewind' },
  { race: 'storm', region: 'trackless' },
];
const HILL_FIRST: Scenario['units'] = [
  { race: 'hill', region: 'icewind' },
  { race: 'hill', region: 'trackless' },
];

describe('assault-of-the-giants tolls, region by region (p.20 l.66-72)', () => {
  it('two NPC regions: each paid in turn with a card of any type or the wound', () => {
    const { s, frost, giant, marches, pays } = frostMarch(NPC_FIRST, ['food', 'rune-fire']);
    expect(marches().map((m) => m.args)).to.deep.equal([[giant.id, 'neverwinter']]);
    act(s, frost, 'march', [giant.id, 'neverwinter']);
    // The march waits on its tolls: only payments are legal, the first for Icewind Dale.
    expect(s.flow.toll?.due).to.deep.equal(['icewind', 'swordCoast']);
    expect(legalMoves(s, frost).every((m) => m.move === 'payToll')).to.equal(true);
    expect(pays()).to.deep.equal(['wound', 'food', 'rune-fire']);
    act(s, frost, 'payToll', ['food']);
    expect(s.units.find((u) => u.id === giant.id)!.region).to.equal('seaIce'); // not there yet
    expect(pays()).to.deep.equal(['wound', 'rune-fire']);
    act(s, frost, 'payToll', ['rune-fire']);
    const moved = s.units.find((u) => u.id === giant.id)!;
    expect([moved.region, moved.wounded, s.flow.step]).to.deep.equal(['neverwinter', false, 'move']);
    expect(s.players[frost]!.resources).to.deep.equal([]);
    expect([...s.resourceDiscard].sort()).to.deep.equal(['food', 'rune-fire']);
    expect(s.flow.tolled).to.deep.equal(['icewind', 'swordCoast']);
  });

  it('one Food and a giant to wound pay two NPC tolls, in either order; the giant arrives wounded', () => {
    for (const order of [
      ['wound', 'food'],
      ['food', 'wound'],
    ]) {
      const { s, frost, giant, marches, pays } = frostMarch(NPC_FIRST, ['food']);
      expect(marches()).to.have.length(1);
      act(s, frost, 'march', [giant.id, 'neverwinter']);
      expect(pays()).to.deep.equal(['wound', 'food']);
      act(s, frost, 'payToll', [order[0]]);
      // Either way the one payment left is the other one.
      expect(pays()).to.deep.equal([order[1]]);
      act(s, frost, 'payToll', [order[1]]);
      const moved = s.units.find((u) => u.id === giant.id)!;
      expect([moved.region, moved.wounded]).to.deep.equal(['neverwinter', true]);
      expect(s.resourceDiscard).to.deep.equal(['food']);
    }
  });

  it('a march is offered only when every toll can be paid: a wounded giant pays in cards, a giant is wounded once', () => {
    const hurt = frostMarch(NPC_FIRST, ['food'], true);
    expect(hurt.marches()).to.deep.equal([]);
    expect(tryMove(hurt.s, hurt.frost, 'march', [hurt.giant.id, 'neverwinter'])).to.equal(false);
    const poor = frostMarch(NPC_FIRST, []);
    expect(poor.marches()).to.deep.equal([]);
    expect(tryMove(poor.s, poor.frost, 'march', [poor.giant.id, 'neverwinter'])).to.equal(false);
    // With two cards the wounded giant goes, and pays both in cards.
    const paying = frostMarch(NPC_FIRST, ['food', 'food'], true);
    act(paying.s, paying.frost, 'march', [paying.giant.id, 'neverwinter']);
    expect(paying.pays()).to.deep.equal(['food']);
    expect(tryMove(paying.s, paying.frost, 'payToll', ['wound'])).to.equal(false);
  });

  it('tolls to different owners: which region gets which card is the player’s choice', () => {
    const { s, frost, giant, pays } = frostMarch(HILL_FIRST, ['food', 'rune-fire']);
    const hill = seatOfRace(s, 'hill');
    act(s, frost, 'march', [giant.id, 'neverwinter']);
    expect(pays()).to.deep.equal(['wound', 'food', 'rune-fire']);
    act(s, frost, 'payToll', ['rune-fire']); // to hill, holding Icewind Dale
    expect(s.players[hill]!.resources).to.deep.equal(['rune-fire']);
    act(s, frost, 'payToll', ['food']); // to the discard: stone holds Sword Coast North
    expect(s.resourceDiscard).to.deep.equal(['food']);
  });

  it('says the march and each payment in words: the region, the card and who gets it', () => {
    const { s, frost, giant } = frostMarch(HILL_FIRST, ['food', 'rune-fire']);
    const say = (move: string, args: unknown[]) => describeMove(s, { move, args }, String(frost));
    expect(say('march', [giant.id, 'neverwinter'])).to.match(/, with tolls to pay for Icewind Dale and .+$/);
    act(s, frost, 'march', [giant.id, 'neverwinter']);
    const hill = seatOfRace(s, 'hill');
    expect(say('payToll', ['food'])).to.match(
      new RegExp(`pays the toll for Icewind Dale with a food to P${hill} \\(hill\\)$`),
    );
    expect(say('payToll', ['wound'])).to.match(/pays the toll for Icewind Dale with a wound to the frost /);
    act(s, frost, 'payToll', ['wound']);
    expect(say('payToll', ['rune-fire'])).to.match(/with a fire rune \(to the discard\)$/);
  });

  it('refuses, never throws on, a march or a payment a client sends that the rules do not allow', () => {
    const { s, frost, giant } = frostMarch(NPC_FIRST, ['food', 'rune-fire']);
    const bad: unknown[] = [
      'none',
      '',
      '+',
      'food+rune-fire',
      'wound+wound',
      'x'.repeat(500),
      7,
      null,
      ['food'],
    ];
    // The old form (a payment list after the destination) reads as a way round, and no way is named so.
    for (const toll of bad)
      expect(tryMove(s, frost, 'march', [giant.id, 'neverwinter', toll]), String(toll)).to.equal(false);
    // Nothing to pay before a march sets out.
    expect(tryMove(s, frost, 'payToll', ['food'])).to.equal(false);
    act(s, frost, 'march', [giant.id, 'neverwinter']);
    for (const pay of [...bad, 'rune-storm', 'wound+food', undefined])
      expect(tryMove(s, frost, 'payToll', [pay]), String(pay)).to.equal(false);
    expect(tryMove(s, frost, 'payToll', ['food', 'food'])).to.equal(false);
    expect(tryMove(s, frost, 'payToll', [])).to.equal(false);
    // Another seat cannot pay, and the mover can do nothing else until the tolls are paid.
    expect(tryMove(s, (frost + 1) % 3, 'payToll', ['food'])).to.equal(false);
    expect(tryMove(s, frost, 'done')).to.equal(false);
    expect(tryMove(s, frost, 'march', [giant.id, 'icewind'])).to.equal(false);
    expect(s.players[frost]!.resources).to.deep.equal(['food', 'rune-fire']);
  });
});
