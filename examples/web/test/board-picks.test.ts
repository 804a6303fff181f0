import type { AiMove } from '@skald/core';
import { expect } from 'chai';
import { type PathOf, pickables, pickOffer, touch } from '../src/boards/picks.js';

/** The shared touch model every board plays through (no browser): paths read off legal moves only. */
describe('Board picks: moves made by touching what they act on', () => {
  const legal: AiMove[] = [
    { move: 'walk', args: ['h1', 'A1'] },
    { move: 'walk', args: ['h1', 'A2'] },
    { move: 'walk', args: ['h2', 'A2'] },
    { move: 'attack', args: ['h1', 'e1', 'melee'] },
    { move: 'attack', args: ['h1', 'e1', 'ranged'] },
    { move: 'keep', args: [3] },
    { move: 'endTurn' },
  ];
  const pathOf: PathOf = (m) => {
    const a = m.args ?? [];
    if (m.move === 'walk') return [`hero:${a[0]}`, `square:${a[1]}`];
    if (m.move === 'attack') return [`hero:${a[0]}`, `enemy:${a[1]}`];
    if (m.move === 'keep') return [`die:${a[0]}`];
    return [];
  };
  const all = pickables(legal, pathOf);

  it('leaves moves without a path to the button list', () => {
    expect(all.map((p) => p.move.move)).to.not.include('endTurn');
  });

  it('lights only the first touches of legal moves, then what continues the picked one', () => {
    expect([...pickOffer(all, []).next].sort()).to.deep.equal(['die:3', 'hero:h1', 'hero:h2']);
    expect([...pickOffer(all, ['hero:h1']).next].sort()).to.deep.equal([
      'enemy:e1',
      'square:A1',
      'square:A2',
    ]);
    expect([...pickOffer(all, ['hero:h2']).next]).to.deep.equal(['square:A2']);
  });

  it('sends a move its touch completes, and only a legal one', () => {
    expect(touch(all, [], 'die:3')).to.deep.equal({ send: { move: 'keep', args: [3] } });
    expect(touch(all, ['hero:h2'], 'square:A2')).to.deep.equal({
      send: { move: 'walk', args: ['h2', 'A2'] },
    });
    expect(touch(all, ['hero:h2'], 'square:A1')).to.equal(null);
    expect(touch(all, [], 'square:A1')).to.equal(null);
  });

  it('opens a chooser when several moves share the touched path', () => {
    const t = touch(all, ['hero:h1'], 'enemy:e1') as { picked: string[]; choose: AiMove[] };
    expect(t.picked).to.deep.equal(['hero:h1', 'enemy:e1']);
    expect(t.choose.map((m) => m.args?.[2])).to.deep.equal(['melee', 'ranged']);
  });

  it('steps in on a first touch and back out on touching the picked target again', () => {
    expect(touch(all, [], 'hero:h1')).to.deep.equal({ picked: ['hero:h1'] });
    expect(touch(all, ['hero:h1'], 'hero:h1')).to.deep.equal({ picked: [] });
  });

  it('offers a chooser when one move ends where others go on', () => {
    const nested = pickables(
      [
        { move: 'play', args: ['c1'] },
        { move: 'playOn', args: ['c1', 'u1'] },
      ],
      (m) => (m.move === 'play' ? ['card:c1'] : ['card:c1', `unit:${m.args?.[1]}`]),
    );
    const t = touch(nested, [], 'card:c1') as { picked: string[]; choose: AiMove[] };
    expect(t.choose).to.deep.equal([{ move: 'play', args: ['c1'] }]);
    expect([...pickOffer(nested, t.picked).next]).to.deep.equal(['unit:u1']);
  });

  it('takes a set of targets in any order, then the control that ends it', () => {
    // Keep masks of three free dice, as Orlog's `keep` lists them: every subset, then the keep control.
    const masks = [0, 1, 2, 3, 4, 5, 6, 7];
    const sets = pickables(
      masks.map((mask) => ({ move: 'keep', args: [mask] })),
      (m) => {
        const mask = m.args?.[0] as number;
        const dice = [0, 1, 2].filter((d) => (mask & (1 << d)) !== 0).map((d) => `die:${d}`);
        return { targets: [...dice, 'keep'], anyOrder: dice.length };
      },
    );
    expect([...pickOffer(sets, []).next].sort()).to.deep.equal(['die:0', 'die:1', 'die:2', 'keep']);
    expect(touch(sets, [], 'keep')).to.deep.equal({ send: { move: 'keep', args: [0] } });
    // Die 2 before die 0: the same set as die 0 before die 2.
    expect([...pickOffer(sets, ['die:2']).next].sort()).to.deep.equal(['die:0', 'die:1', 'keep']);
    expect(touch(sets, ['die:2', 'die:0'], 'keep')).to.deep.equal({ send: { move: 'keep', args: [5] } });
    // Touching a picked die again takes only that one out.
    expect(touch(sets, ['die:2', 'die:0', 'die:1'], 'die:0')).to.deep.equal({ picked: ['die:2', 'die:1'] });
    expect(touch(sets, ['die:2', 'die:0'], 'die:2')).to.deep.equal({ picked: ['die:0'] });
  });

  it('goes back to before an earlier target of an ordered path touched again', () => {
    expect(touch(all, ['hero:h1', 'enemy:e1'], 'hero:h1')).to.deep.equal({ picked: [] });
  });
});
