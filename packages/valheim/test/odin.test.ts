import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';
import { C, creature, dice, K, makeState, play, Y } from './helpers.js';

const withSkill = (
  odin: string,
  players: Partial<ValheimState['players'][number]>[] = [{}],
  patch: (s: ValheimState) => void = () => {},
) =>
  makeState({
    players: players.length,
    player: players.map((p, i) => (i === 0 ? { odin, ...p } : p)),
    patch,
  });

const inFight = (odin: string, p: Partial<ValheimState['players'][number]> = {}) =>
  withSkill(odin, [{ space: 'N1', ...p }], (s) => {
    s.creatures = [creature('greydwarf', 'N1', 1), creature('greyling', 'N1', 2)];
    s.combat = { space: 'N1', seats: [0], roller: 0, offers: [], asked: true };
  });

describe('valheim power of Odin skills (lines 145–156, 291–292)', () => {
  it('setup: each player draws 2 of each skill type and keeps 1 of each, in seat order, before the first turn', () => {
    let s = setupState(2, {}, rngFromSeed('odin'));
    for (const p of s.players)
      expect([p.odinOffer.length, p.traitOffer.length, p.occupationOffer.length]).to.deep.equal([2, 2, 2]);
    expect(new Set([...(s.players[0]?.odinOffer ?? []), ...(s.players[1]?.odinOffer ?? [])]).size).to.equal(
      4,
    );
    expect(actor(s)).to.equal(0);
    expect(legalMoves(s, 0).map((m) => m.move)).to.deep.equal(Array(6).fill('chooseSkill'));
    const p0 = s.players[0] as ValheimState['players'][number];
    const [odin, trait, job] = [p0.odinOffer[1], p0.traitOffer[0], p0.occupationOffer[1]] as string[];
    s = play(play(play(s, 0, 'chooseSkill', [odin]), 0, 'chooseSkill', [trait]), 0, 'chooseSkill', [job]);
    expect(s.players[0]).to.deep.include({ odin, odinOffer: [], traitOffer: [], occupationOffer: [] });
    expect(s.players[0]?.upgrades).to.deep.equal([
      { id: trait, xp: 0 },
      { id: job, xp: 0 },
    ]);
    expect(actor(s)).to.equal(1);
    const p1 = s.players[1] as ValheimState['players'][number];
    for (const id of [p1.odinOffer[0], p1.traitOffer[0], p1.occupationOffer[0]])
      s = play(s, 1, 'chooseSkill', [id]);
    expect(actor(s)).to.equal(0);
    expect(s.actionsLeft).to.equal(3);
  });

  it('costs stamina and no action: a heal on a player anywhere', () => {
    const s = play(withSkill('odin-heal', [{}, { space: 'S2', health: 3 }]), 0, 'odin', [1, null]);
    expect(s.players[1]?.health).to.equal(5);
    expect(s.players[0]?.stamina).to.equal(2);
    expect(s.actionsLeft).to.equal(3);
    expect(
      applyMove(withSkill('odin-heal', [{ stamina: 1 }, { health: 3 }]), 0, 'odin', [1, null], dice()),
    ).to.equal(null);
  });

  it('haste gives an action; carry moves a player 2 spaces; ravens flip a neighbouring tile', () => {
    expect(play(withSkill('odin-haste'), 0, 'odin', [0, null]).actionsLeft).to.equal(4);
    expect(play(withSkill('odin-carry', [{}, {}]), 0, 'odin', [1, 'N2']).players[1]?.space).to.equal('N2');
    const s = play(
      withSkill('odin-ravens', [{}], (x) => (x.revealed = [])),
      0,
      'odin',
      [0, 'E'],
      dice(0, 0, 0, 0),
    );
    expect(s.revealed).to.deep.equal(['E']);
  });

  it('roll skills wait on your roll: Shield of Odin adds a defense point', () => {
    let s = play(inFight('odin-shield'), 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit));
    expect(legalMoves(s, 0).map((m) => m.move)).to.deep.equal(['odin', 'keep']);
    s = play(s, 0, 'odin', [0, null]);
    // The skill is spent for this roll: the roll resolves (no token left to decide on).
    expect(s.pending).to.equal(null);
    // 1 hit + 1 outnumbered − 1 Odin defense.
    expect(s.players[0]).to.include({ health: 6, stamina: 3 });
  });

  it('Einherjar’s guard removes the outnumbered damage; the warding rune cancels a special', () => {
    const guarded = play(
      play(inFight('odin-guard'), 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit)),
      0,
      'odin',
      [0, null],
    );
    expect(guarded.players[0]?.health).to.equal(6);
    const veteran = withSkill('odin-ward', [{ space: 'N1' }], (s) => {
      s.creatures = [creature('greyling', 'N1', 1)];
      s.veteran = ['greyling'];
      s.combat = { space: 'N1', seats: [0], roller: 0, offers: [], asked: true };
    });
    const warded = play(play(veteran, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.special)), 0, 'odin', [
      0,
      null,
    ]);
    expect(warded.players[0]?.health).to.equal(7);
  });

  it('Gungnir’s aim adds an attack point only with a hit; Freyr’s blessing adds a hand to a collect', () => {
    const aim = play(
      play(inFight('odin-strike'), 0, 'fight', ['unarmed', 2], dice(Y.hit, K.blank)),
      0,
      'odin',
      [0, null],
    );
    expect(aim.creatures.map((c) => c.id)).to.deep.equal([1]);
    const gather = play(
      play(withSkill('odin-gather', [{ space: 'N0' }]), 0, 'collect', [], dice(C.collect)),
      0,
      'odin',
      [0, null],
    );
    expect(gather.stash.wood).to.equal(2);
  });

  it('Norns’ thread rerolls your chosen dice for 1 stamina', () => {
    const s = play(
      play(inFight('odin-reroll'), 0, 'fight', ['unarmed', 2], dice(Y.blank, K.blank)),
      0,
      'odin',
      [0, 1],
      dice(Y.crit),
    );
    // The blank is rerolled into a critical, which counts 1 unarmed: the Greyling (2 health) takes 1.
    expect(s.creatures.find((c) => c.id === 2)?.damage).to.equal(1);
    expect(s.players[0]?.stamina).to.equal(3);
  });
});

describe('valheim power of Odin in the arena (line 506)', () => {
  it('a heal is a free action on your arena turn; knocked-out players are not healed by it', () => {
    const s = makeState({
      players: 2,
      player: [{ odin: 'odin-heal' }, { health: 3 }],
      patch: (x) => {
        x.stage = 'arena';
        x.arena = {
          forsaken: 'eikthyr',
          turnHealth: 8,
          vines: 0,
          ooze: [],
          moder: 0,
          peakFrom: null,
          health: 8,
          facing: 0,
          spaces: ['I1', 'O3'],
          toPlace: [],
          moved: false,
          fought: false,
          deck: ['stomp'],
          discard: [],
        };
      },
    });
    const healed = play(s, 0, 'odin', [1, null]);
    expect(healed.players[1]?.health).to.equal(5);
    expect(healed.turn).to.equal(0);
    const down = {
      ...s,
      players: s.players.map((p, i) => (i === 1 ? { ...p, health: 0, knockedOut: true } : p)),
    };
    expect(applyMove(down, 0, 'odin', [1, null], dice())).to.equal(null);
  });
});
