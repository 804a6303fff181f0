import { expect } from 'chai';
import { SCENARIOS } from '../src/data/scenario.js';
import { evaluate } from '../src/evaluate.js';
import { legalMoves } from '../src/rules/apply.js';
import { ADJ, iconsAt } from '../src/rules/map.js';
import { gearHeld, objectiveMet } from '../src/rules/objective.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { dice, greedyGame, makeState, play } from './helpers.js';

/** Scenario 9 on the fixture map: every player on `space`, the stash and boards as given. */
function kit(space: string, equipment: string[][], stash: Partial<ValheimState['stash']> = {}) {
  return makeState({
    players: equipment.length,
    player: equipment.map((e) => ({ space, equipment: e })),
    patch: (x) => {
      x.scenario = 'eikthyr-9';
      Object.assign(x.stash, stash);
    },
  });
}

const altar = (s: ValheimState) => Object.keys(ADJ).find((id) => iconsAt(s, id).altar) as string;

describe('valheim "specific gear" objective (eikthyr-9, assumed; objective kind from the public source GOB)', () => {
  it('the scenario names its cards: a Crude Bow and a Deer Hide Cape', () => {
    expect(SCENARIOS['eikthyr-9'].objective).to.deep.equal({
      kind: 'gear',
      items: ['crudeBow', 'deerHideCape'],
    });
    expect(SCENARIOS['eikthyr-9'].source).to.equal('assumed');
  });

  it('not met: no summon with none or only one of the named cards; other gear does not count', () => {
    const probe = kit('H', [[]]);
    const at = altar(probe);
    for (const boards of [[[]], [['crudeBow']], [['deerHideCape', 'club', 'leatherTunic']]]) {
      const s = kit(at, boards);
      expect(
        [objectiveMet(s), gearHeld(s.players, ['crudeBow', 'deerHideCape'])],
        JSON.stringify(boards),
      ).to.deep.equal([false, boards[0]?.filter((x) => x === 'crudeBow' || x === 'deerHideCape').length]);
      expect(applyMove(s, 0, 'summon', [], dice())).to.equal(null);
    }
  });

  it('met: both cards on any players’ boards, the summon needs nothing more (no cost paid)', () => {
    const probe = kit('H', [[]]);
    const s = kit(altar(probe), [['crudeBow'], ['deerHideCape']]);
    expect(objectiveMet(s)).to.equal(true);
    const summoned = play(s, 0, 'summon', [], dice(0, 0, 0, 0, 0, 0));
    expect([summoned.arena?.forsaken, summoned.stash]).to.deep.equal(['eikthyr', s.stash]);
  });

  it('crafted in the house it counts; dismantled it no longer does', () => {
    let s = kit('H', [[]], { hide: 4, wood: 2 });
    expect(evaluate(s)[0]).to.be.lessThan(1);
    const before = evaluate(s)[0] as number;
    s = play(s, 0, 'craft', ['crudeBow']);
    expect([objectiveMet(s), gearHeld(s.players, ['crudeBow', 'deerHideCape'])]).to.deep.equal([false, 1]);
    expect(evaluate(s)[0]).to.be.greaterThan(before);
    s = play(s, 0, 'craft', ['deerHideCape']);
    expect(objectiveMet(s)).to.equal(true);
    // Next turn (solo): take the cape apart again, the objective is lost.
    s = play(s, 0, 'pass', [], dice(...Array(40).fill(0)));
    const parted = legalMoves(s, 0).find((m) => m.move === 'dismantle' && m.args?.[0] === 'deerHideCape');
    expect(parted, 'dismantle the cape').to.not.equal(undefined);
    s = play(s, 0, 'dismantle', parted?.args as unknown[]);
    expect(objectiveMet(s)).to.equal(false);
  });

  it('the greedy team meets it in seeded games and reaches the arena', () => {
    let arena = 0;
    for (let i = 0; i < 6; i++) {
      const { s, reachedArena } = greedyGame(`gear-${i}`, 1 + (i % 2), { scenario: 'eikthyr-9' });
      expect(s.result, `gear-${i}`).to.not.equal(null);
      if (reachedArena) arena++;
    }
    expect(arena).to.be.greaterThan(0);
  });
});
