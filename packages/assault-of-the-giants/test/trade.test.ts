import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import { RESOURCE_TYPES } from '../src/data/index.js';
import { activeSeats, legalMoves } from '../src/rules/engine.js';
import { applyMove } from '../src/rules/table.js';
import { act, makeState, seatOfRace, tryMove } from './helpers.js';

/** Hill trades with one card to the left of Trade (limit 2); stone holds two fire runes. */
function trading(hill: string[] = ['food', 'food', 'food']) {
  const s = makeState({
    current: 'hill',
    rows: { hill: ['magic'] },
    resources: { hill, stone: ['rune-fire', 'rune-fire'] },
  });
  const h = seatOfRace(s, 'hill');
  const st = seatOfRace(s, 'stone');
  act(s, h, 'play', ['trade']);
  return { s, h, st };
}

describe('assault-of-the-giants Trade', () => {
  it('with the deck: the limit is 1 + cards to the left; one draw each, at most one pick from the discard', () => {
    const { s, h } = trading();
    s.resourceDiscard = ['rune-stone', 'rune-cloud'];
    expect(s.flow.budget).to.equal(2);
    act(s, h, 'swap', ['food', 'rune-stone']);
    expect(s.players[h]!.resources).to.include('rune-stone');
    expect(tryMove(s, h, 'swap', ['food', 'rune-cloud'])).to.equal(false);
    // Once trading with the deck has begun, no other kind of trade this command.
    expect(legalMoves(s, h).some((m) => m.move === 'offer' || m.move === 'force')).to.equal(false);
    act(s, h, 'swap', ['food', 'deck']);
    expect(s.flow.current).not.to.equal(h); // the limit is spent
    expect(s.players[h]!.resources).to.have.length(3);
  });

  it('friendly: the offered player decides, in its own stage, and an accepted offer swaps the two cards', () => {
    const { s, h, st } = trading();
    act(s, h, 'offer', [st, 'food', 'rune-fire']);
    expect(activeSeats(s)).to.deep.equal([st]);
    expect(legalMoves(s, h)).to.deep.equal([]);
    expect(legalMoves(s, st).map((m) => m.move)).to.deep.equal(['accept', 'refuse']);
    act(s, st, 'accept');
    expect(s.players[h]!.resources.sort()).to.deep.equal(['food', 'food', 'rune-fire']);
    expect(s.players[st]!.resources.sort()).to.deep.equal(['food', 'rune-fire']);
    expect(s.flow.current).not.to.equal(h);
  });

  it('friendly: any ratio both agree on, the trader giving at most the limit', () => {
    const { s, h, st } = trading();
    expect(s.flow.budget).to.equal(2);
    expect(tryMove(s, h, 'offer', [st, 'food+food+food', 'rune-fire'])).to.equal(false); // 3 > limit 2
    expect(tryMove(s, h, 'offer', [st, 'food+gold', 'rune-fire'])).to.equal(false);
    act(s, h, 'offer', [st, 'food+food', 'rune-fire+rune-fire']);
    act(s, st, 'accept');
    expect(s.players[h]!.resources.sort()).to.deep.equal(['food', 'rune-fire', 'rune-fire']);
    expect(s.players[st]!.resources.sort()).to.deep.equal(['food', 'food']);
  });

  it('friendly: a gift (nothing asked in return) is a trade too', () => {
    const { s, h, st } = trading();
    act(s, h, 'offer', [st, 'food', '']);
    act(s, st, 'accept');
    expect(s.players[st]!.resources).to.have.length(3);
  });

  it('friendly: a player without the card asked for can only refuse; a refusal lets the trader use the deck or force', () => {
    const { s, h, st } = trading();
    act(s, h, 'offer', [st, 'food', 'rune-cloud']);
    expect(tryMove(s, st, 'accept')).to.equal(false);
    act(s, st, 'refuse');
    expect(activeSeats(s)).to.deep.equal([h]);
    const kinds = new Set(legalMoves(s, h).map((m) => m.move));
    expect([...kinds].sort()).to.deep.equal(['done', 'force', 'swap']);
    expect(tryMove(s, h, 'offer', [st, 'food', 'rune-fire'])).to.equal(false);
  });

  it('forced: take up to the limit at random, then give back as many cards of your choice', () => {
    const { s, h, st } = trading(['food']);
    act(s, h, 'force', [st]);
    expect(s.players[st]!.resources).to.have.length(0);
    expect(s.players[h]!.resources.sort()).to.deep.equal(['food', 'rune-fire', 'rune-fire']);
    expect(s.flow.step).to.equal('tradeGive');
    expect(legalMoves(s, h).map((m) => m.args)).to.deep.equal([['food'], ['rune-fire']]);
    act(s, h, 'giveBack', ['food']);
    act(s, h, 'giveBack', ['rune-fire']);
    expect(s.players[st]!.resources.sort()).to.deep.equal(['food', 'rune-fire']);
    expect(s.players[h]!.resources).to.deep.equal(['rune-fire']);
    expect(s.flow.current).not.to.equal(h);
  });

  it('forced: never against a player with no Resource cards, never against yourself', () => {
    const { s, h } = trading();
    const empty = s.players.findIndex((p, i) => i !== h && p.resources.length === 0);
    expect(tryMove(s, h, 'force', [empty])).to.equal(false);
    expect(tryMove(s, h, 'force', [h])).to.equal(false);
    expect(tryMove(s, h, 'force', ['1'])).to.equal(false);
  });

  it('bots are offered uneven trades too: two Food for a rune, a rune for two Food, each listed one legal', () => {
    const { s, h, st } = trading(['food', 'food', 'rune-hill']);
    const empty = s.players.findIndex((p, i) => i !== h && p.resources.length === 0);
    const offers = legalMoves(s, h).filter((m) => m.move === 'offer');
    const to = (seat: number) =>
      offers.filter((m) => m.args![0] === seat).map((m) => `${m.args![1]}>${m.args![2]}`);
    const runes = RESOURCE_TYPES.filter((t) => t !== 'food');
    expect(to(st)).to.include.members([
      ...runes.map((r) => `food+food>${r}`),
      'rune-hill>food+food',
      'food>rune-fire',
      'rune-hill>',
    ]);
    // A player holding fewer than two cards could only refuse two Food: not listed to it.
    expect(to(empty)).to.include('food+food>rune-fire');
    expect(to(empty)).not.to.include('rune-hill>food+food');
    // Bounded: per player, 1-for-1 and a gift for each held type, 6 Food pairs, 1 rune for 2 Food.
    expect(to(st)).to.have.length(2 * RESOURCE_TYPES.length + runes.length + 1);
    for (const m of offers)
      expect(applyMove(s, h, m.move, m.args ?? [], rngFromSeed('o')), JSON.stringify(m)).not.to.equal(null);
    expect(describeMove(s, { move: 'offer', args: [st, 'food+food', 'rune-fire'] }, String(h))).to.match(
      /offers P\d 2 food for a fire rune$/,
    );
    act(s, h, 'offer', [st, 'food+food', 'rune-fire']);
    act(s, st, 'accept');
    expect(s.players[h]!.resources.sort()).to.deep.equal(['rune-fire', 'rune-hill']);
  });

  it('two Food are offered only when the limit allows two cards and two Food are held', () => {
    const s = makeState({ current: 'hill', resources: { hill: ['food', 'food'], stone: ['rune-fire'] } });
    const h = seatOfRace(s, 'hill');
    act(s, h, 'play', ['trade']); // nothing to the left: limit 1
    expect(legalMoves(s, h).some((m) => m.move === 'offer' && m.args![1] === 'food+food')).to.equal(false);
    const { s: t, h: th } = trading(['food', 'rune-hill']);
    expect(legalMoves(t, th).some((m) => m.move === 'offer' && m.args![1] === 'food+food')).to.equal(false);
  });
});
