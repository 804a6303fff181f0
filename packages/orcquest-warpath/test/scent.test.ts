import { expect } from 'chai';
import type { EnemyType } from '../src/data/enemies.js';
import { applyMove } from '../src/rules/apply.js';
import { newContext } from '../src/rules/context.js';
import { updateAlerts } from '../src/rules/enemies/alerting.js';
import { makeState, seq } from './helpers.js';

// Tree shadow on 3,1 4,1 5,1: Mek steps into it from 2,1 behind an Enemy facing away east.
const sneak = (type: EnemyType, pos: string) => {
  const G = makeState({
    heroes: [{ hero: 'mek', pos: '2,1' }],
    enemies: [{ type, pos, facing: 1 }],
    mp: 3,
    ap: 1,
  });
  const next = applyMove(G, 0, 'step', [1], seq([]));
  if (!next) throw new Error('illegal step');
  return next;
};

describe('orcquest Scent (lines 844, 851)', () => {
  it('an Invisible Hero within 3 squares of a War Dog is sniffed out, even behind its back', () => {
    expect(sneak('dog', '6,1').heroes[0]?.invisible, 'Range 3').to.equal(false);
    expect(sneak('dog', '7,1').heroes[0]?.invisible, 'Range 4').to.equal(true);
    expect(sneak('peasant', '6,1').heroes[0]?.invisible, 'no Scent').to.equal(true);
  });

  it('Scent does not work through walls or closed doors (ruling SC1)', () => {
    // Mek hides in the barn (x2-5, y6-8; its door 3,6-3,5); a War Dog stands outside on 3,4, 3 squares off.
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '3,7' }],
      enemies: [{ type: 'dog', pos: '3,4', facing: 0 }],
    });
    const mek = G.heroes[0];
    if (mek) mek.invisible = true;
    updateAlerts(newContext(), G);
    expect(G.heroes[0]?.invisible, 'the door is closed').to.equal(true);
    G.doors = { ...G.doors, 'barn-door': 'open' };
    updateAlerts(newContext(), G);
    expect(G.heroes[0]?.invisible, 'through the open door').to.equal(false);
  });
});
