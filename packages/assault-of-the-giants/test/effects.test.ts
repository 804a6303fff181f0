import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import {
  EFFECT_BY_ID,
  EVENT_BY_ID,
  PERMANENT_EFFECTS,
  RACES,
  SPECIAL_EVENTS,
  TUNING,
  UNIVERSAL_EVENTS,
} from '../src/data/index.js';
import { permanentEffects } from '../src/rules/effects.js';
import { setupState } from '../src/setup.js';
import type { GiantsState, Seat } from '../src/state.js';
import { viewFor } from '../src/view.js';
import { act, dice, makeState, seatOfRace } from './helpers.js';

// Basic die faces: 2 → 2 hits, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

/** Everyone else plays a quick command (Plunder, Magic, else Rest) until `seat`'s turn comes round. */
function passRound(s: GiantsState, seat: Seat): void {
  while (s.flow.current !== seat) {
    const p = s.players[s.flow.current]!;
    const card = ['plunder', 'magic', 'rest'].find((c) => p.hand.includes(c))!;
    if (card === 'rest') rest(s, s.flow.current);
    else act(s, s.flow.current, 'play', [card]);
  }
}

/** Play Rest and end it (it ends by itself when no giantslayer action is open). */
function rest(s: GiantsState, seat: Seat): void {
  act(s, seat, 'play', ['rest']);
  if (s.flow.step === 'rest') act(s, seat, 'done');
}

/** A set-up seed whose draft area shows `eventId` face up (the draft is dealt at random). */
function seedShowing(eventId: string): string {
  for (let i = 0; i < 500; i++)
    if (setupState(6, rngFromSeed(`fx${i}`)).eventDraft.includes(eventId)) return `fx${i}`;
  throw new Error(`no seed shows ${eventId}`);
}

describe('assault-of-the-giants permanent event effects (REF-LIB10; the effects are ours)', () => {
  it('each effect is given by exactly one event, is assumed, and the card text says what it does', () => {
    const events = [...UNIVERSAL_EVENTS, ...SPECIAL_EVENTS];
    for (const effect of PERMANENT_EFFECTS) {
      expect(effect.source).to.equal('assumed');
      const givers = events.filter((e) => e.reward.effect === effect.id);
      expect(givers, effect.id).to.have.length(1);
      expect(givers[0]!.text).to.include(effect.text);
    }
    for (const e of events)
      if (e.reward.effect) expect(EFFECT_BY_ID[e.reward.effect], e.id).to.not.equal(undefined);
  });

  it('Call of the Maelstrom: +1 maneuver on every later Move, across a Rest, never on Leader', () => {
    const s = makeState({
      current: 'storm',
      units: [
        { race: 'storm', kind: 'leader', region: 'highForest' },
        { race: 'storm', region: 'highForest', count: 2 },
        { race: 'storm', region: 'fallenLands' },
      ],
      resources: { storm: ['rune-storm'] },
    });
    const storm = seatOfRace(s, 'storm');
    const base = RACES.storm.moveBase.value;
    act(s, storm, 'claim', ['storm-1', 'rune-storm']);
    act(s, storm, 'play', ['move']);
    expect(s.flow.budget).to.equal(base + 1);
    act(s, storm, 'done');
    passRound(s, storm);
    act(s, storm, 'play', ['leader']);
    expect(s.flow.budget).to.equal(TUNING.leaderManeuvers.value);
    act(s, storm, 'done');
    passRound(s, storm);
    rest(s, storm); // the row comes back; the claimed card stays in front of storm
    expect(s.players[storm]!.row).to.deep.equal([]);
    passRound(s, storm);
    act(s, storm, 'play', ['move2']);
    expect(s.flow.budget).to.equal(base + 1);
  });

  it('Feast of Grudd Haug: +1 Recruit Point; Lyn Armaal Rides the Wind: +1 trade limit', () => {
    const s = makeState({ current: 'hill', resources: { hill: ['food', 'food', 'food', 'rune-hill'] } });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'claim', ['hill-1', 'rune-hill']);
    act(s, hill, 'play', ['recruit']);
    expect(s.flow.budget).to.equal(RACES.hill.recruitPoints.value + 1);

    const t = makeState({
      current: 'cloud',
      units: [
        { race: 'cloud', region: 'highForest' },
        { race: 'cloud', region: 'fallenLands' },
      ],
      resources: { cloud: ['rune-cloud'] },
    });
    const cloud = seatOfRace(t, 'cloud');
    act(t, cloud, 'claim', ['cloud-1', 'rune-cloud']);
    act(t, cloud, 'play', ['trade']);
    expect(t.flow.budget).to.equal(TUNING.tradeBase.value + 1);
  });

  it('Svardborg Raiders and Levies of the Dales add up: each Plunder draws 2 more cards', () => {
    const s = makeState({
      seed: seedShowing('tribute'),
      current: 'frost',
      units: [
        { race: 'frost', region: 'highForest' },
        { race: 'frost', region: 'fallenLands' },
      ],
      resources: { frost: ['rune-frost', 'rune-hill'] },
    });
    const frost = seatOfRace(s, 'frost');
    const plain = TUNING.plunderDraw.value + TUNING.plunderHoldBonus.value;
    act(s, frost, 'claim', ['frost-1', 'rune-frost']); // draws 1
    let before = s.players[frost]!.resources.length;
    act(s, frost, 'play', ['plunder']);
    expect(s.players[frost]!.resources.length - before).to.equal(plain + 1);
    passRound(s, frost);
    act(s, frost, 'claim', ['tribute', 'rune-hill']);
    rest(s, frost);
    passRound(s, frost);
    before = s.players[frost]!.resources.length;
    act(s, frost, 'play', ['plunder']);
    expect(s.players[frost]!.resources.length - before).to.equal(plain + 2);
    expect(permanentEffects(s.players[frost]!).map((e) => e.id)).to.deep.equal([
      'raiders-haul',
      'dale-levies',
    ]);
  });

  it('Fury of the Forge adds a hit when fire attacks; Walls of Deadstone a block when stone defends', () => {
    const s = makeState({
      current: 'fire',
      units: [
        { race: 'fire', region: 'fallenLands', count: 2 },
        { race: 'stone', region: 'highForest', count: 2 },
        { race: 'stone', region: 'dessarin' },
      ],
      resources: { fire: ['rune-fire'] },
    });
    const fire = seatOfRace(s, 'fire');
    act(s, fire, 'claim', ['fire-1', 'rune-fire']);
    act(s, fire, 'play', ['attack']);
    // Attack 2+2 hits, defence miss, miss: nothing to decide, so the totals are final at once.
    act(s, fire, 'attack', ['fallenLands', 'highForest'], dice(TWO_HITS, TWO_HITS, MISS, MISS));
    expect(s.flow.combat!.attack.hits).to.equal(5);
    expect(s.flow.combat!.damage.defender).to.equal(5);

    const t = makeState({
      current: 'stone',
      units: [
        { race: 'stone', region: 'highForest', count: 2 },
        { race: 'stone', region: 'dessarin' },
        { race: 'fire', region: 'fallenLands', count: 2 },
      ],
      resources: { stone: ['rune-stone'] },
    });
    const stone = seatOfRace(t, 'stone');
    act(t, stone, 'claim', ['stone-1', 'rune-stone']);
    act(t, stone, 'play', ['plunder']);
    const fire2 = seatOfRace(t, 'fire');
    passRound(t, fire2);
    act(t, fire2, 'play', ['attack']);
    act(t, fire2, 'attack', ['fallenLands', 'highForest'], dice(TWO_HITS, TWO_HITS, MISS, MISS));
    // Stone holds Plunder's cards, so it stops to decide; it keeps its dice.
    expect([t.flow.step, t.flow.combat!.decider]).to.deep.equal(['modify', stone]);
    act(t, stone, 'convert', [0, 0]);
    expect(t.flow.combat!.defense.blocks).to.equal(1);
    expect(t.flow.combat!.damage.defender).to.equal(3);
  });

  it('the claimed effect is public: every seat’s view shows it, and the move text names it', () => {
    const s = makeState({
      current: 'fire',
      units: [{ race: 'fire', region: 'fallenLands' }],
      resources: { fire: ['rune-fire'] },
    });
    const fire = seatOfRace(s, 'fire');
    const text = describeMove(s, { move: 'claim', args: ['fire-1', 'rune-fire'] }, String(fire));
    expect(text).to.include(`keeps “${EFFECT_BY_ID['forge-fury']!.name}” for the rest of the game`);
    act(s, fire, 'claim', ['fire-1', 'rune-fire']);
    const other = String((fire + 1) % 6);
    expect(permanentEffects(viewFor(s, other).players[fire]!).map((e) => e.id)).to.deep.equal(['forge-fury']);
    expect(EVENT_BY_ID['fire-1']!.reward.effect).to.equal('forge-fury');
  });
});
