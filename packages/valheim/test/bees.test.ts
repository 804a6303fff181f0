import { expect } from 'chai';
import { applyMove } from '../src/rules/table.js';
import { dice, makeState, play } from './helpers.js';

const hive = () =>
  makeState({
    patch: (s) => {
      s.furniture = ['beehive'];
      s.honeyPool = ['honey-action-a', 'honey-health-a'];
    },
  });

describe('valheim beehive and honeycombs (lines 195, 256–259, 410–413)', () => {
  it('checking on the bees takes a random honeycomb, once per turn', () => {
    const s = play(hive(), 0, 'bees', [], dice(0));
    expect(s.players[0]?.honeycombs).to.have.length(1);
    expect(s.honeyPool).to.have.length(1);
    expect(applyMove(s, 0, 'bees', [], dice(0))).to.equal(null);
  });

  it('a +1 action honeycomb gives an action this turn; the token returns to the supply', () => {
    const s0 = makeState({ player: [{ honeycombs: ['honey-action-a'] }], patch: (x) => (x.honeyPool = []) });
    const s = play(s0, 0, 'honey', ['honey-action-a']);
    expect(s.actionsLeft).to.equal(4);
    expect(s.honeyPool).to.deep.equal(['honey-action-a']);
  });

  it('honeycombs take consumable spaces: a full board cannot take another, nor brew', () => {
    const full = makeState({
      player: [
        {
          meads: ['healthMead', 'healthMead'],
          bombs: ['areaBomb', 'areaBomb'],
          rerolls: 1,
          honeycombs: ['honey-stamina-a'],
        },
      ],
      patch: (x) => {
        x.furniture = ['beehive', 'fermenter'];
        x.honeyPool = ['honey-action-a'];
      },
    });
    expect(applyMove(full, 0, 'bees', [], dice(0))).to.equal(null);
    const one = makeState({
      player: [
        {
          meads: ['healthMead'],
          bombs: ['areaBomb', 'areaBomb'],
          rerolls: 2,
          honeycombs: ['honey-stamina-a'],
        },
      ],
      patch: (x) => (x.furniture = ['fermenter']),
    });
    expect(applyMove(one, 0, 'brew', ['staminaMead'], dice())).to.equal(null);
  });
});
