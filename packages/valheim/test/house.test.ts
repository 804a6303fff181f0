import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { dice, makeState, play } from './helpers.js';

const stocked = (patch: (s: ValheimState) => void = () => {}) =>
  makeState({
    patch: (s) => {
      Object.assign(s.stash, { wood: 7, stone: 7, hide: 7, resin: 7, bronze: 7, iron: 7 });
      s.events = ['e1-quiet', 'e1-stir-a', 'e1-stir-b'];
      patch(s);
    },
  });

describe('valheim in the house (lines 223–259, 276–278)', () => {
  it('crafting pays the cost from the stash and puts the card on your board', () => {
    const s = play(stocked(), 0, 'craft', ['flintSpear']);
    expect(s.players[0]?.equipment).to.deep.equal(['flintSpear']);
    expect(s.stash).to.include({ wood: 4, stone: 6 });
    expect(s.supply).to.not.include('flintSpear');
  });

  it('crafting is refused outside the house, without the resources, or with 3 cards already (line 224)', () => {
    expect(
      applyMove(
        stocked((s) => ((s.players[0] as { space: string }).space = 'N0')),
        0,
        'craft',
        ['club'],
        dice(),
      ),
    ).to.equal(null);
    expect(applyMove(makeState(), 0, 'craft', ['club'], dice())).to.equal(null);
    const full = stocked(
      (s) => ((s.players[0] as { equipment: string[] }).equipment = ['torch', 'woodShield', 'leatherHelmet']),
    );
    expect(applyMove(full, 0, 'craft', ['club'], dice())).to.equal(null);
  });

  it('dismantling returns the card and one resource of its cost, once per turn, not a card crafted this turn', () => {
    let s = stocked((x) => ((x.players[0] as { equipment: string[] }).equipment = ['club', 'torch']));
    s = play(s, 0, 'craft', ['flintKnife']);
    expect(applyMove(s, 0, 'dismantle', ['flintKnife', 'wood'], dice())).to.equal(null);
    expect(applyMove(s, 0, 'dismantle', ['club', 'stone'], dice())).to.equal(null);
    const wood = s.stash.wood;
    s = play(s, 0, 'dismantle', ['club', 'wood']);
    expect(s.stash.wood).to.equal(wood + 1);
    expect(s.supply).to.include('club');
    expect(s.actionsLeft).to.equal(2);
    expect(applyMove(s, 0, 'dismantle', ['torch', 'wood'], dice())).to.equal(null);
  });

  it('cooking reveals 1 food card, 2 with the table; a full slot refuses cooking (ruling R21)', () => {
    let s = play(
      stocked((x) => (x.foodDeck = ['fish', 'honey', 'turnip'])),
      0,
      'cook',
      [],
    );
    expect(s.prepared).to.deep.equal(['fish']);
    expect(applyMove(s, 0, 'cook', [], dice())).to.equal(null);
    s = play(
      stocked((x) => {
        x.foodDeck = ['fish', 'honey', 'turnip'];
        x.furniture = ['table'];
      }),
      0,
      'cook',
      [],
    );
    expect(s.prepared).to.deep.equal(['fish', 'honey']);
  });

  it('eating gives the top benefit, the bottom one only with the cauldron, never above the tracks (245–248)', () => {
    const hungry = (f: ValheimState['furniture']) =>
      stocked((x) => {
        x.prepared = ['neckTail'];
        x.furniture = f;
        Object.assign(x.players[0] as object, { health: 3, stamina: 4 });
      });
    expect(play(hungry([]), 0, 'eat', [0, 'top']).players[0]).to.include({ health: 5, stamina: 4 });
    expect(applyMove(hungry([]), 0, 'eat', [0, 'bottom'], dice())).to.equal(null);
    expect(play(hungry(['cauldron']), 0, 'eat', [0, 'bottom']).players[0]).to.include({
      health: 6,
      stamina: 4,
    });
  });

  it('furniture: built once, paid; fermenter, bomb table and fire table unlock their actions', () => {
    let s = play(stocked(), 0, 'build', ['fermenter']);
    expect(s.furniture).to.deep.equal(['fermenter']);
    expect(applyMove(s, 0, 'build', ['fermenter'], dice())).to.equal(null);
    expect(applyMove(s, 0, 'fabricate', ['areaBomb'], dice())).to.equal(null);
    s = play(s, 0, 'brew', ['healthMead']);
    expect(s.players[0]?.meads).to.deep.equal(['healthMead']);
    const t = play(
      stocked((x) => {
        x.furniture = ['fireTable'];
        (x.players[0] as { equipment: string[] }).equipment = ['club'];
      }),
      0,
      'ignite',
      ['club'],
    );
    expect(t.players[0]?.fire).to.deep.equal(['club']);
    expect(t.stash.resin).to.equal(6);
  });

  it('no more than the 6 fire tokens of the box burn at once (line 65)', () => {
    const six = stocked((x) => {
      x.furniture = ['fireTable'];
      (x.players[0] as { equipment: string[] }).equipment = ['club'];
      x.house.fire = ['a', 'b', 'c', 'd', 'e', 'f'];
    });
    expect(applyMove(six, 0, 'ignite', ['club'], dice())).to.equal(null);
    const five = { ...six, house: { items: [], fire: ['a', 'b', 'c', 'd', 'e'] } };
    expect(applyMove(five, 0, 'ignite', ['club'], dice())).to.not.equal(null);
  });

  it('rug and bed: +1 stamina and +1 health when you end your turn in the house (lines 708–709)', () => {
    let s = stocked((x) => {
      x.furniture = ['rug', 'bed'];
      Object.assign(x.players[0] as object, { health: 4, stamina: 2 });
    });
    s = play(s, 0, 'pass', []);
    expect(s.players[0]).to.include({ health: 5, stamina: 3 });
  });

  it('the turn ends after 3 actions, or on a pass (ruling R2): the event is drawn, the next player starts', () => {
    let s = makeState({ players: 2, patch: (x) => (x.events = ['e1-quiet', 'e1-stir-a']) });
    s = play(s, 0, 'move', ['N0']);
    s = play(s, 0, 'move', ['H']);
    expect(s.turn).to.equal(0);
    s = play(s, 0, 'move', ['E0']);
    // The third action is a move: its second step may still be taken.
    expect(s.turn).to.equal(0);
    s = play(s, 0, 'step', ['E2']);
    expect(s.turn).to.equal(1);
    expect(s.events).to.deep.equal(['e1-stir-a']);
    s = play(s, 1, 'pass', []);
    expect(s.turn).to.equal(0);
    expect(s.events).to.deep.equal([]);
  });

  it('a health mead heals 2 on yourself or a player on your space (line 399)', () => {
    const s0 = makeState({ players: 2, player: [{ meads: ['healthMead'] }, { health: 2 }] });
    expect(play(s0, 0, 'mead', ['healthMead', 1]).players[1]?.health).to.equal(4);
    const apart = makeState({ players: 2, player: [{ meads: ['healthMead'] }, { health: 2, space: 'N0' }] });
    expect(applyMove(apart, 0, 'mead', ['healthMead', 1], dice())).to.equal(null);
  });

  it('only the player whose turn it is has moves', () => {
    const s = makeState({ players: 3 });
    expect(legalMoves(s, 1)).to.deep.equal([]);
    expect(legalMoves(s, 0).length).to.be.greaterThan(0);
    expect(applyMove(s, 1, 'pass', [], dice())).to.equal(null);
  });
});
