import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, makeState, play } from './helpers.js';

type Spot = [seat: number, space: string];

/** Seat 0 ends its turn on top of `event`, with the players and creatures placed. */
function endTurnOn(event: string, spots: Spot[], creatures: ValheimState['creatures']): ValheimState {
  const s = makeState({
    players: spots.length,
    patch: (x) => {
      x.events = [event, 'e1-quiet'];
      x.creatures = creatures;
      for (const [seat, space] of spots) (x.players[seat] as { space: string }).space = space;
    },
  });
  return play(s, 0, 'pass', []);
}

const where = (s: ValheimState) => s.creatures.map((c) => [c.id, c.space]);
const moves = (s: ValheimState, seat: number) => legalMoves(s, seat).map((m) => [m.move, ...(m.args ?? [])]);

describe('valheim creature movement ties: the active player decides (line 455, ruling R26)', () => {
  it('two equally short paths landing apart: the event waits for the active player to choose', () => {
    // N1 → E0 is 3 either way: N1–N2–E1–E0 or N1–N0–H–E0; 2 steps land on E1 or in the house.
    const s = endTurnOn('e1-hunt', [[0, 'E0']], [creature('greyling', 'N1', 1)]);
    expect(s.steering).to.deep.include({ creature: 1, options: ['E1', 'H'] });
    expect([actor(s), s.turn, s.ending]).to.deep.equal([0, 0, true]);
    expect(where(s)).to.deep.equal([[1, 'N1']]);
    expect(moves(s, 0)).to.deep.equal([
      ['steer', 'E1'],
      ['steer', 'H'],
    ]);
    // Nothing else, and no landing off the offered ones.
    for (const [m, a] of [
      ['pass', []],
      ['move', ['H']],
      ['steer', ['N0']],
      ['steer', ['E0']],
    ] as const)
      expect(applyMove(s, 0, m, a, dice()), `${m} ${a}`).to.equal(null);
    const next = play(s, 0, 'steer', ['E1']);
    expect(where(next)).to.deep.equal([[1, 'E1']]);
    // The event resolved: the next turn begins (solo: seat 0 again, 3 actions).
    expect([next.steering, next.ending, next.actionsLeft]).to.deep.equal([null, false, 3]);
  });

  it('the choice matters: sent into the empty house, the creature wrecks furniture (lines 473–478)', () => {
    const s = endTurnOn('e1-hunt', [[0, 'E0']], [creature('greyling', 'N1', 1)]);
    const into = play({ ...s, furniture: ['rug'] }, 0, 'steer', ['H']);
    expect([into.furniture, into.creatures]).to.deep.equal([[], []]);
    const past = play({ ...s, furniture: ['rug'] }, 0, 'steer', ['E1']);
    expect(past.furniture).to.deep.equal(['rug']);
  });

  it('two equally near players: the active player picks whose space it enters, and that fight starts', () => {
    const s = endTurnOn(
      'e1-quiet',
      [
        [0, 'E1'],
        [1, 'S1'],
      ],
      [creature('greyling', 'E2', 1)],
    );
    expect(s.steering?.options).to.deep.equal(['E1', 'S1']);
    // Seat 1 is a target, not the active player: it may not decide.
    expect(actor(s)).to.equal(0);
    expect(applyMove(s, 1, 'steer', ['S1'], dice())).to.equal(null);
    const next = play(s, 0, 'steer', ['S1']);
    expect(next.combat).to.deep.include({ space: 'S1', seats: [1] });
    expect(play(s, 0, 'steer', ['E1']).combat).to.deep.include({ space: 'E1', seats: [0] });
  });

  it('several movers: untied ones move at once, each tie asks in turn, then the turn goes on', () => {
    const s = endTurnOn(
      'e1-hunt',
      [[0, 'E0']],
      [creature('greyling', 'N1', 1), creature('greyling', 'W1', 2), creature('greydwarf', 'N1', 3)],
    );
    // The first tie (creature 1) holds the creatures after it; W1 → E0 has one shortest way (W1–W0–H–E0):
    // creature 2 then moves without a question, and creature 3 ties like creature 1.
    expect(s.steering).to.deep.include({ creature: 1, queue: [2, 3] });
    let next = play(s, 0, 'steer', ['H']);
    expect(next.steering).to.deep.include({ creature: 3, options: ['E1', 'H'], queue: [] });
    expect(where(next)).to.deep.equal([
      [1, 'H'],
      [2, 'H'],
      [3, 'N1'],
    ]);
    next = play(next, 0, 'steer', ['E1']);
    expect(next.steering).to.equal(null);
    expect(where(next)).to.deep.equal([[3, 'E1']]);
  });

  it('no tie, no question: the event resolves in the same move (the common case)', () => {
    const s = endTurnOn(
      'e1-hunt',
      [[0, 'N2']],
      [creature('greyling', 'S1', 1), creature('greyling', 'E1', 2)],
    );
    expect(s.steering).to.equal(null);
    expect(s.combat?.space).to.equal('N2');
  });
});
