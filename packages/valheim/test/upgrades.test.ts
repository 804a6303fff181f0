import { expect } from 'chai';
import type { ValheimState } from '../src/state.js';
import { C, creature, dice, K, makeState, play, Y } from './helpers.js';

const skilled = (
  upgrades: ValheimState['players'][number]['upgrades'],
  players: Partial<ValheimState['players'][number]>[] = [{}],
  patch: (s: ValheimState) => void = () => {},
) =>
  makeState({
    players: players.length,
    player: players.map((p, i) => (i === 0 ? { upgrades, ...p } : p)),
    patch,
  });

describe('valheim trait and occupation skills (lines 157–166)', () => {
  it('an occupation unlocks after its task is done 3 times; then its perk applies', () => {
    let s = skilled([{ id: 'o-lumberjack', xp: 0 }], [{ space: 'N0' }], (x) => (x.events = ['e1-quiet']));
    s = play(s, 0, 'collect', [], dice(C.collect));
    s = play(s, 0, 'collect', [], dice(C.collect));
    expect(s.players[0]?.upgrades).to.deep.equal([{ id: 'o-lumberjack', xp: 2 }]);
    expect(s.stash.wood).to.equal(2);
    s = play(s, 0, 'collect', [], dice(C.collect));
    expect(s.players[0]?.upgrades).to.deep.equal([{ id: 'o-lumberjack', xp: 3 }]);
    // Unlocked: the next wood roll gives one more hand (checked on a fresh turn with the same board).
    const next = { ...s, turn: 0, actionsLeft: 3, ending: false, stash: { ...s.stash, wood: 0 } };
    expect(play(next, 0, 'collect', [], dice(C.collect)).stash.wood).to.equal(2);
  });

  it('a trait unlocks with one task; assisting still earns a kill if you hurt the creature (line 163)', () => {
    const fight = skilled([{ id: 't-dwarfbane', xp: 0 }], [{ space: 'N1' }, { space: 'N1' }], (s) => {
      s.creatures = [creature('greydwarf', 'N1', 1, 2)];
      s.combat = { space: 'N1', seats: [1, 0], roller: 1, offers: [], asked: true };
      s.turn = 1;
    });
    const s = play(fight, 0, 'fight', ['unarmed', 1], dice(Y.hit, K.blank));
    expect(s.creatures).to.deep.equal([]);
    expect(s.players[0]?.upgrades).to.deep.equal([{ id: 't-dwarfbane', xp: 1 }]);
  });

  it('unlocked perks work only on your own turn: Hunter’s +1 attack', () => {
    const base = (turn: number) =>
      skilled([{ id: 'o-hunter', xp: 3 }], [{ space: 'N1' }, { space: 'N1' }], (s) => {
        s.creatures = [creature('greydwarf', 'N1', 1)];
        s.combat = { space: 'N1', seats: [0, 1], roller: 0, offers: [], asked: true };
        s.turn = turn;
      });
    expect(play(base(0), 0, 'fight', ['unarmed', 1], dice(Y.hit, K.blank)).creatures[0]?.damage).to.equal(2);
    expect(play(base(1), 0, 'fight', ['unarmed', 1], dice(Y.hit, K.blank)).creatures[0]?.damage).to.equal(1);
  });

  it('Pathfinder: explore a tile, then every move action reaches 1 space further', () => {
    let s = skilled([{ id: 't-pathfinder', xp: 0 }], [{}], (x) => (x.revealed = ['E', 'S', 'W']));
    s = play(s, 0, 'move', ['N0'], dice(0, 0, 0, 0));
    expect(s.players[0]?.upgrades[0]?.xp).to.equal(1);
    expect(s.moveLeft).to.equal(1);
    s = play(s, 0, 'move', ['H']);
    expect(s.moveLeft).to.equal(2);
  });
});

describe('valheim ruling R42', () => {
  it('a bomb’s damage earns the kill task', () => {
    const s = play(
      makeState({
        player: [{ space: 'N1', bombs: ['pierceBomb'], upgrades: [{ id: 'o-hunter', xp: 0 }] }],
        patch: (x) => {
          x.creatures = [creature('greyling', 'N1', 1, 1)];
          x.combat = { space: 'N1', seats: [0], roller: 0, offers: [], asked: true };
        },
      }),
      0,
      'bomb',
      ['pierceBomb', 1],
      dice(0),
    );
    expect(s.creatures).to.deep.equal([]);
    expect(s.players[0]?.upgrades).to.deep.equal([{ id: 'o-hunter', xp: 1 }]);
  });
});
