import { expect } from 'chai';
import { EVENT_BY_ID, RACES } from '../src/data/index.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, makeState, seatOfRace, tryMove } from './helpers.js';

describe('assault-of-the-giants turn', () => {
  it('must play a command: no `done` before a card is played, and the card goes to the right end of the row', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'magic'] } });
    const hill = seatOfRace(s, 'hill');
    expect(legalMoves(s, hill).some((m) => m.move === 'done')).to.equal(false);
    expect(tryMove(s, hill, 'done')).to.equal(false);
    act(s, hill, 'play', ['plunder']);
    expect(s.players[hill]!.row).to.deep.equal(['trade', 'magic', 'plunder']);
  });

  it('only the current player may act', () => {
    const s = makeState({ current: 'hill' });
    const other = (seatOfRace(s, 'hill') + 1) % 6;
    expect(legalMoves(s, other)).to.deep.equal([]);
    expect(tryMove(s, other, 'play', ['plunder'])).to.equal(false);
  });

  it('claims at most one event, before the command, meeting its requirement and spending its rune', () => {
    const s = makeState({
      current: 'hill',
      units: [
        { race: 'hill', region: 'sumber' },
        { race: 'hill', region: 'dessarin' },
      ],
      resources: { hill: ['rune-fire', 'food'] },
    });
    s.eventDraft = ['raid-farms', 'tribute', 'great-feast'];
    const hill = seatOfRace(s, 'hill');
    // Great Feast needs 3 food: not offered.
    expect(
      legalMoves(s, hill)
        .filter((m) => m.move === 'claim')
        .map((m) => m.args),
    ).to.deep.equal([['raid-farms', 'rune-fire']]);
    expect(tryMove(s, hill, 'claim', ['great-feast', 'rune-fire'])).to.equal(false);
    expect(tryMove(s, hill, 'claim', ['raid-farms', 'food'])).to.equal(false);
    act(s, hill, 'claim', ['raid-farms', 'rune-fire']);
    const p = s.players[hill]!;
    expect(p.op).to.equal(EVENT_BY_ID['raid-farms']!.op);
    expect(p.resources).to.have.length(2); // spent the rune, drew 1 as the reward
    expect(s.resourceDiscard).to.include('rune-fire');
    expect(s.eventDraft).to.have.length(3); // refilled from the deck
    expect(s.eventDraft).not.to.include('raid-farms');
    // A second claim in the same turn is refused; the turn goes on with a command.
    expect(legalMoves(s, hill).every((m) => m.move === 'play')).to.equal(true);
  });

  it('offers the top of the race’s special stack; claiming it exposes the next one (Forge Vonindod adds a leader)', () => {
    const s = makeState({
      current: 'fire',
      units: [
        { race: 'fire', region: 'iceSpires', kind: 'leader' },
        { race: 'fire', region: 'spine' },
      ],
      resources: { fire: ['rune-fire', 'rune-fire', 'food', 'food'] },
    });
    const fire = seatOfRace(s, 'fire');
    act(s, fire, 'claim', ['fire-1', 'rune-fire']);
    act(s, fire, 'play', ['magic']);
    // Back to fire's turn: the next special event is now on top.
    s.flow.current = fire;
    act(s, fire, 'claim', ['fire-2', 'rune-fire']);
    expect(s.units.filter((u) => u.race === 'fire' && u.kind === 'leader')).to.have.length(2);
    expect(s.specialNext.fire).to.equal(2);
  });

  it('Move: the race’s maneuvers plus one per card to its left', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'magic', 'plunder'] } });
    act(s, seatOfRace(s, 'hill'), 'play', ['move']);
    expect(s.flow.budget).to.equal(RACES.hill.moveBase.value + 3);
  });

  it('Plunder draws 2, plus 1 when the race holds a Small Folk Region; it needs no giants on the board', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'stone', region: 'graypeak' }] });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['plunder']);
    expect(s.players[hill]!.resources).to.have.length(2);
    const t = makeState({ current: 'hill', units: [{ race: 'hill', region: 'dessarin' }] });
    act(t, hill, 'play', ['plunder']);
    expect(t.players[hill]!.resources).to.have.length(3);
  });

  it('Move and Attack need giants on the board; Leader needs the leader', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'dessarin' }] });
    const hill = seatOfRace(s, 'hill');
    const plays = legalMoves(s, hill)
      .filter((m) => m.move === 'play')
      .map((m) => m.args![0]);
    expect(plays).to.include('move').and.include('attack').and.not.include('leader');
    const t = makeState({ current: 'hill', units: [{ race: 'stone', region: 'graypeak' }] });
    const none = legalMoves(t, hill).map((m) => m.args![0]);
    expect(none).not.to.include('move');
    expect(none).to.include('plunder').and.include('rest').and.include('trade');
  });

  it('Magic no longer heals: it draws Spell cards (see spells.test.ts)', () => {
    const s = makeState({
      current: 'hill',
      units: [
        { race: 'hill', region: 'dessarin', wounded: true },
        { race: 'stone', region: 'graypeak', wounded: true },
      ],
    });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['magic']);
    expect(s.units.map((u) => u.wounded)).to.deep.equal([true, true]);
    expect(s.players[hill]!.spells).to.have.length(1);
  });

  it('Rest: one giantslayer action per card to its left, then every played card returns to the hand', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'magic', 'plunder'] } });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['rest']);
    expect(s.flow.budget).to.equal(3);
    act(s, hill, 'slayerRecruit', ['gs0', 'highMoor']);
    expect(s.flow.budget).to.equal(1);
    expect(tryMove(s, hill, 'slayerRecruit', ['gs1', 'waterdeep'])).to.equal(false); // 2 actions each
    act(s, hill, 'slayerMove', ['gs0', 'delimbiyr']);
    expect(s.giantslayers[0]!.region).to.equal('delimbiyr');
    expect(s.players[hill]!.hand).to.have.length(9);
    expect(s.players[hill]!.row).to.deep.equal([]);
  });

  it('Rest keeps the order recruit → move → assault', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'magic', 'plunder', 'move'] } });
    const hill = seatOfRace(s, 'hill');
    s.giantslayers[0]!.region = 'waterdeep';
    act(s, hill, 'play', ['rest']);
    act(s, hill, 'slayerMove', ['gs0', 'highMoor']);
    expect(tryMove(s, hill, 'slayerRecruit', ['gs1', 'waterdeep'])).to.equal(false);
  });

  it('giantslayers are recruited only into Small Folk Regions and never stop in a Starting Region before the Final Ordning', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'magic', 'plunder', 'move'] } });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['rest']);
    expect(tryMove(s, hill, 'slayerRecruit', ['gs0', 'sumber'])).to.equal(false);
    act(s, hill, 'slayerRecruit', ['gs0', 'dessarin']);
    expect(tryMove(s, hill, 'slayerMove', ['gs0', 'evermoors'])).to.equal(false);
    // Crossing a Starting Region on the way is allowed.
    act(s, hill, 'slayerMove', ['gs0', 'delimbiyr']);
  });
});
