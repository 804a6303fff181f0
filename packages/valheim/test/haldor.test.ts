import { FACE_DOWN, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { determinize } from '../src/ai.js';
import { HALDOR_BY_ID, HALDOR_CARDS } from '../src/data/haldor.js';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';
import { playerView } from '../src/view.js';
import { dice, makeState, play } from './helpers.js';

/** Haldor's camp is space 0 of blackForest-2; the deck is stacked in a known order. */
const DECK = ['dvergrCirclet', 'haldor-mead', 'haldor-seeds', 'thunderHammer', 'haldor-charm', 'wishbone'];
const atCamp = (coins: number, p: Partial<ValheimState['players'][number]> = {}, players = 1) =>
  makeState({
    players,
    tiles: { E: 'blackForest-2' },
    player: [{ space: 'E0', ...p }],
    patch: (s) => {
      s.stash.coin = coins;
      s.haldor = [...DECK];
    },
  });

describe('valheim trading with Haldor (lines 260–267)', () => {
  it('setup shuffles his 12 cards face down (line 130); the view hides their order', () => {
    const s = setupState(2, {}, rngFromSeed('haldor'));
    expect([...s.haldor].sort()).to.deep.equal(HALDOR_CARDS.map((c) => c.id).sort());
    expect(HALDOR_CARDS).to.have.length(12);
    expect(playerView(s, '0').haldor).to.deep.equal(Array(12).fill(FACE_DOWN));
  });

  it('a trade on his space costs an action and reveals the top 3 cards; no coin is due', () => {
    const s = play(atCamp(5), 0, 'trade', []);
    expect(s.actionsLeft).to.equal(2);
    expect(s.stash.coin).to.equal(5);
    expect(s.trade).to.deep.equal({ seat: 0, offer: DECK.slice(0, 3) });
    expect(s.haldor).to.deep.equal(DECK.slice(3));
    // A trade holds everything but purchases and its end.
    expect(applyMove(s, 0, 'move', ['H'], dice())).to.equal(null);
    expect(new Set(legalMoves(s, 0).map((m) => m.move))).to.deep.equal(new Set(['buy', 'endTrade']));
  });

  it('a house call costs 1 coin more per trade action; nowhere else is there a trade', () => {
    const home = play(atCamp(3, { space: 'H' }), 0, 'trade', []);
    expect(home.stash.coin).to.equal(2);
    expect(home.trade?.offer).to.have.length(3);
    expect(applyMove(atCamp(0, { space: 'H' }), 0, 'trade', [], dice())).to.equal(null);
    // E1 is the Skeleton's space of the same tile: no Haldor there.
    expect(applyMove(atCamp(5, { space: 'E1' }), 0, 'trade', [], dice())).to.equal(null);
  });

  it('coins buy the revealed cards: equipment to your board, tokens to their slots, resources to the stash', () => {
    let s = play(atCamp(9), 0, 'trade', []);
    s = play(s, 0, 'buy', ['dvergrCirclet']);
    expect(s.stash.coin).to.equal(9 - (HALDOR_BY_ID.dvergrCirclet?.price ?? 0));
    expect(s.players[0]?.equipment).to.deep.equal(['dvergrCirclet']);
    s = play(s, 0, 'buy', ['haldor-mead']);
    expect(s.players[0]?.meads).to.deep.equal(['healthMead']);
    s = play(s, 0, 'buy', ['haldor-seeds']);
    expect([s.stash.wood, s.stash.hide, s.stash.coin]).to.deep.equal([2, 1, 1]);
    expect(s.trade?.offer).to.deep.equal([]);
    // Only the 3 revealed cards may be bought with one trade action.
    expect(applyMove(s, 0, 'buy', ['thunderHammer'], dice())).to.equal(null);
  });

  it('a card costs its price: too few coins, no room on the board or no slot refuse it (ruling R18)', () => {
    const s = play(atCamp(3), 0, 'trade', []);
    expect(applyMove(s, 0, 'buy', ['dvergrCirclet'], dice())).to.equal(null);
    const full = play(atCamp(9, { equipment: ['club', 'torch', 'woodShield'] }), 0, 'trade', []);
    expect(applyMove(full, 0, 'buy', ['dvergrCirclet'], dice())).to.equal(null);
    const meads = play(atCamp(9, { meads: ['staminaMead', 'staminaMead'] }), 0, 'trade', []);
    expect(applyMove(meads, 0, 'buy', ['haldor-mead'], dice())).to.equal(null);
    expect(applyMove(meads, 0, 'buy', ['haldor-seeds'], dice())).not.to.equal(null);
  });

  it('resources cost 1 coin, metals 2; coins are not for sale; a full stash takes no more', () => {
    let s = play(atCamp(4), 0, 'trade', []);
    s = play(s, 0, 'buy', ['wood']);
    s = play(s, 0, 'buy', ['bronze']);
    expect([s.stash.wood, s.stash.bronze, s.stash.coin]).to.deep.equal([1, 1, 1]);
    expect(applyMove(s, 0, 'buy', ['iron'], dice())).to.equal(null);
    expect(applyMove(s, 0, 'buy', ['coin'], dice())).to.equal(null);
    s.stash.stone = 7;
    expect(applyMove(s, 0, 'buy', ['stone'], dice())).to.equal(null);
  });

  it('done trading: unbought cards go to the bottom in the order revealed, seen by everyone (ruling R22)', () => {
    let s = play(atCamp(9), 0, 'trade', []);
    s = play(s, 0, 'buy', ['haldor-mead']);
    s = play(s, 0, 'endTrade', []);
    expect(s.trade).to.equal(null);
    expect(s.haldor).to.deep.equal([...DECK.slice(3), 'dvergrCirclet', 'haldor-seeds']);
    expect(playerView(s, '0').haldor.slice(-2)).to.deep.equal(['dvergrCirclet', 'haldor-seeds']);
    // Re-dealing hidden information keeps the seen bottom where it is.
    const d = determinize(s, '0', rngFromSeed('haldor/det'));
    expect(d.haldor.slice(-2)).to.deep.equal(['dvergrCirclet', 'haldor-seeds']);
    expect([...d.haldor.slice(0, 3)].sort()).to.deep.equal([...DECK.slice(3)].sort());
  });

  it('a trade on the last action holds the end of the turn until the trade is done', () => {
    let s = atCamp(5, {}, 2);
    s.actionsLeft = 1;
    s.gifts = ['healthMead'];
    s = play(s, 0, 'trade', []);
    expect([s.turn, actor(s)]).to.deep.equal([0, 0]);
    s = play(s, 0, 'endTrade', []);
    expect(s.turn).to.equal(1);
  });

  it('his cards are never dismantled (line 279); a lost one goes back under his deck', () => {
    let s = play(atCamp(9), 0, 'trade', []);
    s = play(play(s, 0, 'buy', ['dvergrCirclet']), 0, 'endTrade', []);
    expect(legalMoves(s, 0).some((m) => m.move === 'dismantle')).to.equal(false);
    expect(applyMove(s, 0, 'dismantle', ['dvergrCirclet', 'wood'], dice())).to.equal(null);
    // The Dvergr Circlet's extra move: 3 spaces in one move action.
    expect(play(s, 0, 'move', ['E1']).moveLeft).to.equal(2);
  });
});
