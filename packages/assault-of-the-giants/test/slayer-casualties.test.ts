import { expect } from 'chai';
import { legalMoves } from '../src/rules/engine.js';
import { act, dice, makeState, seatOfRace, tryMove } from './helpers.js';

// Basic die faces: 0 → 1 hit, 2 → 2 hits, 5 → miss. The cloud die: 0 → 3 hits, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

/**
 * Three players (cloud is an NPC): hill rests with 4 giantslayer actions, its two giantslayers in the
 * Dessarin Valley (the second wounded when `hurt`) assault `regulars` cloud regulars there. The giantslayers
 * roll misses; cloud rolls `faces`; the player to hill's right keeps cloud's dice.
 */
function assault(regulars: number, faces: number[], hurt = false) {
  const s = makeState({
    players: 3,
    current: 'hill',
    rows: { hill: ['trade', 'magic', 'plunder', 'move'] },
    units: [{ race: 'cloud', region: 'dessarin', count: regulars }],
  });
  const hill = seatOfRace(s, 'hill');
  const [a, b] = s.giantslayers;
  a!.region = 'dessarin';
  b!.region = 'dessarin';
  b!.wounded = hurt;
  act(s, hill, 'play', ['rest']);
  act(s, hill, 'slayerAssault', ['dessarin', 'cloud'], dice(MISS, MISS, MISS, MISS, ...faces));
  act(s, (hill + 2) % 3, 'convert', [0, 0]);
  return { s, hill, a: a!.id, b: b!.id };
}

describe('assault-of-the-giants giantslayer casualties', () => {
  it('the player who sent the giantslayers chooses which takes the damage, one at a time (ruling G17)', () => {
    // 2 hits: the healthy giantslayer would only be wounded; hill picks the wounded one, who falls.
    const { s, hill, a, b } = assault(1, [TWO_HITS, MISS], true);
    expect(s.flow.step).to.equal('casualty');
    expect(s.flow.combat!.decider).to.equal(hill);
    expect(legalMoves(s, hill).map((m) => m.args![0])).to.deep.equal([a, b]);
    expect(tryMove(s, hill, 'soak', ['nobody'])).to.equal(false);
    act(s, hill, 'soak', [b]);
    const [first, second] = s.giantslayers;
    expect([first!.region, first!.wounded]).to.deep.equal(['dessarin', false]);
    expect([second!.region, second!.wounded]).to.deep.equal([null, false]); // off the board, healed for its return
    expect(s.flow.combat).to.equal(null);
  });

  it('two healthy giantslayers are one choice: listed once', () => {
    const { s, hill, a } = assault(1, [TWO_HITS, MISS]);
    expect(legalMoves(s, hill).map((m) => m.args![0])).to.deep.equal([a]);
  });

  it('giantslayers killed by NPC giants give nobody a Resource card, not even the NPC controller (p.20 l.30-35)', () => {
    // 3 regulars: 2+2+2 hits and 3 on the cloud die = 9, enough for both giantslayers (4 each).
    const { s, hill, a, b } = assault(3, [TWO_HITS, TWO_HITS, TWO_HITS, 0]);
    const deck = s.resourceDeck.length;
    act(s, hill, 'soak', [a]);
    act(s, hill, 'soak', [b]);
    expect(s.giantslayers.filter((g) => g.region !== null)).to.deep.equal([]);
    expect(s.players.map((p) => p.resources.length)).to.deep.equal([0, 0, 0]);
    expect(s.resourceDeck.length).to.equal(deck);
  });
});
