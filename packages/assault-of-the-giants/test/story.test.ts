import { expect } from 'chai';
import { STORY_GOALS } from '../src/data/index.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, dice, makeState, seatOfRace, tryMove } from './helpers.js';

// Basic die faces: 2 → 2 hits, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

describe('assault-of-the-giants story tokens and story goals (assumed design)', () => {
  it('every race’s goal names a deed, 3 tokens and 5 OP, tagged assumed', () => {
    for (const goal of Object.values(STORY_GOALS)) {
      expect(goal.source).to.equal('assumed');
      expect([goal.tokens, goal.op]).to.deep.equal([3, 5]);
    }
    expect(new Set(Object.values(STORY_GOALS).map((g) => g.deed)).size).to.equal(6);
  });

  it('the deed places one token, at most one a turn (hill recruits twice: one token)', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'sumber' }] });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['recruit']);
    act(s, hill, 'recruit', ['regular', 'sumber']);
    expect(s.players[hill]!.story).to.equal(1);
    act(s, hill, 'recruit', ['regular', 'sumber']);
    expect(s.players[hill]!.story).to.equal(1);
    expect(s.players[hill]!.storyTurn).to.equal(s.flow.turn);
  });

  it('only the race’s own deed counts (hill plays Plunder: no token; fire plays Plunder: a token)', () => {
    const s = makeState({ current: 'hill' });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['plunder']);
    expect(s.players[hill]!.story).to.equal(0);
    const t = makeState({ current: 'fire' });
    const fire = seatOfRace(t, 'fire');
    act(t, fire, 'play', ['plunder']);
    expect(t.players[fire]!.story).to.equal(1);
  });

  it('the third token completes the goal: 5 OP once, and no more tokens after it', () => {
    const s = makeState({ current: 'fire' });
    const fire = seatOfRace(s, 'fire');
    s.players[fire]!.story = 2; // two earlier Plunders
    const pools = s.pools[0];
    act(s, fire, 'play', ['plunder']);
    expect(s.players[fire]!.story).to.equal(3);
    expect(s.players[fire]!.op).to.equal(5);
    expect(s.pools[0]).to.equal(pools - 5);
    s.flow.current = fire;
    s.players[fire]!.hand.push('plunder');
    s.players[fire]!.row = [];
    act(s, fire, 'play', ['plunder']);
    expect([s.players[fire]!.story, s.players[fire]!.op]).to.deep.equal([3, 5]);
  });

  it('frost places a token when its giants defeat an enemy giant; storm when it claims an event', () => {
    const s = makeState({
      current: 'frost',
      units: [
        { race: 'frost', region: 'fallenLands', count: 4 },
        { race: 'hill', region: 'highForest' },
      ],
    });
    const frost = seatOfRace(s, 'frost');
    act(s, frost, 'play', ['attack']);
    act(
      s,
      frost,
      'attack',
      ['fallenLands', 'highForest'],
      dice(TWO_HITS, TWO_HITS, TWO_HITS, TWO_HITS, MISS),
    );
    expect(s.players[frost]!.story).to.equal(0);
    const victim = s.units.find((u) => u.race === 'hill')!;
    act(s, seatOfRace(s, 'hill'), 'soak', [victim.id]);
    expect(s.units.filter((u) => u.race === 'hill')).to.have.length(0);
    expect(s.players[frost]!.story).to.equal(1);

    const t = makeState({
      current: 'storm',
      units: [
        { race: 'storm', region: 'highForest', count: 3 },
        { race: 'storm', region: 'fallenLands' },
      ],
      resources: { storm: ['rune-storm'] },
    });
    const storm = seatOfRace(t, 'storm');
    act(t, storm, 'claim', ['storm-1', 'rune-storm']);
    expect(t.players[storm]!.story).to.equal(1);
  });

  it('story tokens waive the rune of the race’s special events; the waived claim keeps every card', () => {
    const s = makeState({
      current: 'fire',
      units: [{ race: 'fire', region: 'spine' }],
      resources: { fire: ['rune-fire'] },
    });
    const fire = seatOfRace(s, 'fire');
    // No token yet: Vonindod Fragments costs its rune, and “waived” is refused.
    expect(tryMove(s, fire, 'claim', ['fire-1', 'waived'])).to.equal(false);
    s.players[fire]!.story = 1; // one earlier Plunder
    const offered = legalMoves(s, fire).filter((m) => m.move === 'claim' && m.args![0] === 'fire-1');
    expect(offered.map((m) => m.args![1])).to.deep.equal(['waived']);
    expect(tryMove(s, fire, 'claim', ['fire-1', 'rune-fire'])).to.equal(false);
    act(s, fire, 'claim', ['fire-1', 'waived']);
    expect(s.players[fire]!.resources).to.deep.equal(['rune-fire']);
    expect(s.players[fire]!.op).to.equal(4);
    // Forge Vonindod needs 2 tokens: its rune is due again.
    expect(s.players[fire]!.story).to.equal(1);
  });

  it('a universal event’s waiver: Trophies of War needs no rune once 4 enemy giants fell', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'sumber' }] });
    const hill = seatOfRace(s, 'hill');
    s.eventDraft = ['trophies'];
    s.players[hill]!.defeated = 3;
    expect(tryMove(s, hill, 'claim', ['trophies', 'waived'])).to.equal(false);
    s.players[hill]!.defeated = 4;
    act(s, hill, 'claim', ['trophies', 'waived']);
    expect(s.players[hill]!.events).to.deep.equal(['trophies']);
  });
});
