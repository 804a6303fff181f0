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
  const tolls = () =>
    legalMoves(s, frost)
      .filter((m) => m.move === 'march' && m.args![1] === 'neverwinter')
      .map((m) => m.args![2]);
  return { s, frost, giant, tolls };
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
  it('two NPC regions: a Food and a rune, or a card and a wound, each payment once whatever its order', () => {
    const { s, frost, giant, tolls } = frostMarch(NPC_FIRST, ['food', 'rune-fire']);
    // Both tolls go to the discard, so the order of the payments does not matter: listed once each.
    expect(tolls()).to.deep.equal(['wound+food', 'wound+rune-fire', 'food+rune-fire']);
    act(s, frost, 'march', [giant.id, 'neverwinter', 'food+rune-fire']);
    expect(s.players[frost]!.resources).to.deep.equal([]);
    expect([...s.resourceDiscard].sort()).to.deep.equal(['food', 'rune-fire']);
    expect(s.units.find((u) => u.id === giant.id)!.wounded).to.equal(false);
  });

  it('one Food and a giant to wound pay two NPC tolls; the giant arrives wounded', () => {
    const { s, frost, giant, tolls } = frostMarch(NPC_FIRST, ['food']);
    expect(tolls()).to.deep.equal(['wound+food']);
    act(s, frost, 'march', [giant.id, 'neverwinter', 'food+wound']); // any order names the same payment
    const moved = s.units.find((u) => u.id === giant.id)!;
    expect([moved.region, moved.wounded]).to.deep.equal(['neverwinter', true]);
    expect(s.resourceDiscard).to.deep.equal(['food']);
  });

  it('a wounded giant pays every toll in cards; a moving giant is wounded at most once', () => {
    const hurt = frostMarch(NPC_FIRST, ['food'], true);
    expect(hurt.tolls()).to.deep.equal([]);
    expect(tryMove(hurt.s, hurt.frost, 'march', [hurt.giant.id, 'neverwinter', 'wound+food'])).to.equal(
      false,
    );
    const fresh = frostMarch(NPC_FIRST, []);
    expect(fresh.tolls()).to.deep.equal([]);
    expect(tryMove(fresh.s, fresh.frost, 'march', [fresh.giant.id, 'neverwinter', 'wound+wound'])).to.equal(
      false,
    );
  });

  it('tolls to different owners: which region gets which card is the player’s choice', () => {
    const { s, frost, giant, tolls } = frostMarch(HILL_FIRST, ['food', 'rune-fire']);
    const hill = seatOfRace(s, 'hill');
    // The first region crossed is hill’s, the second an NPC’s: the order of the payments matters now.
    expect(tolls()).to.deep.equal([
      'wound+food',
      'wound+rune-fire',
      'food+wound',
      'food+rune-fire',
      'rune-fire+wound',
      'rune-fire+food',
    ]);
    act(s, frost, 'march', [giant.id, 'neverwinter', 'rune-fire+food']);
    expect(s.players[hill]!.resources).to.deep.equal(['rune-fire']);
    expect(s.resourceDiscard).to.deep.equal(['food']);
  });

  it('describes each payment in words', () => {
    const { s, frost, giant } = frostMarch(HILL_FIRST, ['food', 'rune-fire']);
    const text = describeMove(
      s,
      { move: 'march', args: [giant.id, 'neverwinter', 'wound+food'] },
      String(frost),
    );
    expect(text).to.contain('a wound');
    expect(text).to.contain('a food');
  });

  it('refuses, never throws on, a toll argument that does not pay each region once with what is held', () => {
    const { s, frost, giant } = frostMarch(NPC_FIRST, ['food', 'rune-fire']);
    const bad: unknown[] = [
      'food',
      'food+food',
      'none',
      '',
      '+',
      'food+',
      'food+rune-fire+food',
      'rune-storm+food',
      'wound+wound',
      'food++rune-fire',
      'x'.repeat(500),
      7,
      null,
      ['food', 'rune-fire'],
    ];
    for (const toll of bad)
      expect(tryMove(s, frost, 'march', [giant.id, 'neverwinter', toll]), String(toll)).to.equal(false);
    expect(s.players[frost]!.resources).to.deep.equal(['food', 'rune-fire']);
  });
});
