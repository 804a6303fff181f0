import { expect } from 'chai';
import { isLegal, legalMoves } from '../src/rules/apply.js';
import { INVENTORY, overloaded } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import type { Item } from '../src/state.js';
import { makeState, run, seq } from './helpers.js';

const card = (id: string): Item => ({ card: id, rekup: false, enchants: [], fresh: false });
const names = (moves: readonly { move: string }[]) => [...new Set(moves.map((m) => m.move))].sort();

// Ruling R-PASS2: a Hero passing through a comrade who can no longer step on is never left without a move.
describe('passing through a Hero: the dead ends (ruling R-PASS2)', () => {
  it('a Relic picked up under the comrade overloads the Hero: she sheds weight, then steps on (lines 269, 478-479)', () => {
    // Thalla (Inventory 7) carries exactly 7; the Objective lies under Orrus, where she passes through.
    const G = makeState({
      heroes: [
        { hero: 'thalla', pos: '16,5', gear: { hands: [card('bow')], body: null, artifact: null } },
        { hero: 'orrus', pos: '17,5' },
      ],
      mp: 3,
      ap: 1,
    });
    G.heroes[0]!.inventory = [card('kunai'), card('crossbow'), card('studded-armor')];
    G.objectives = ['17,5'];
    G.relics = { deck: ['blue-eye-of-isabella'], discard: [] };
    expect(overloaded(G.heroes[0]!)).to.equal(false);

    const on = run(G, 0, 'step', [1]);
    expect(on.heroes[0]?.pos).to.equal('17,5');
    expect(on.passing).to.equal(true);
    expect(on.heroes[0]?.carriesObjective).to.equal(true);
    expect(overloaded(on.heroes[0]!), 'the Relic tips her over her capacity').to.equal(true);

    const moves = legalMoves(on, 0);
    expect(names(moves), 'no step while overloaded; discard or Rekup at any time').to.deep.equal([
      'discard',
      'rekup',
    ]);
    expect(
      isLegal(newContext(), on, 0, 'stop', [1]),
      'she may not stop on Orrus while she can shed',
    ).to.equal(false);
    expect(isLegal(newContext(), on, 0, 'end', []), 'nothing else while passing').to.equal(false);

    const relicRef = INVENTORY + 3;
    const lighter = run(on, 0, 'discard', [relicRef]);
    expect(overloaded(lighter.heroes[0]!)).to.equal(false);
    expect(lighter.passing, 'still on Orrus: she must step on').to.equal(true);
    expect(names(legalMoves(lighter, 0))).to.deep.equal(['step']);
    const off = run(lighter, 0, 'step', [1]);
    expect(off.heroes[0]?.pos).to.equal('18,5');
    expect(off.passing).to.equal(false);
  });

  it('Enemies revealed by the step fill every square on: the move ends on the nearest free square', () => {
    // Orrus stands in the yard's corner (not yet explored); Thalla steps on to him from 18,9 with one
    // Movement point left for 19,8 (or back to 18,9). Seeing the yard explores it: its three dice all land
    // on 18,9, and the one token, four Peasants, fills 18,9, 17,8, 18,8 and 19,8.
    const G = makeState({
      heroes: [
        { hero: 'thalla', pos: '18,9', facing: 1 },
        { hero: 'orrus', pos: '19,9' },
      ],
      mp: 2,
      ap: 1,
      explored: ['farmhouse', 'barn'],
    });
    G.pools = { ...G.pools, secondary: [{ kind: 'enemy', enemy: 'peasant', count: 4 }] };
    expect(
      isLegal(newContext(), G, 0, 'step', [1]),
      'one Movement point is left to go on from Orrus',
    ).to.equal(true);
    const landing = (14 + 0.5) / 16; // square index 14 of the 4×4 yard: 18,9
    const on = run(G, 0, 'step', [1], seq([landing, landing, landing, 0]));
    expect(on.explored).to.include('yard');
    expect(on.enemies.map((e) => e.pos).sort()).to.deep.equal(['17,8', '18,8', '18,9', '19,8']);
    expect(on.passing).to.equal(true);

    const moves = legalMoves(on, 0);
    expect(names(moves), 'no step on, nothing to shed: only stopping').to.deep.equal(['stop']);
    const stopped = run(on, 0, 'stop', [3]);
    expect(stopped.passing).to.equal(false);
    expect(stopped.mp).to.equal(0);
    const pos = stopped.heroes[0]?.pos;
    expect(pos, 'not on Orrus').to.not.equal('19,9');
    expect(stopped.enemies.some((e) => e.pos === pos) || stopped.heroes[1]?.pos === pos).to.equal(false);
  });
});
