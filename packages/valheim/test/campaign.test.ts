import { rngFromSeed, teamLoss, teamWin } from '@skald/core';
import { expect } from 'chai';
import { newCarry, type ValheimSave, valheimCampaign } from '../src/campaign.js';
import { TRAITS } from '../src/data/skills.js';
import { moveDistance } from '../src/rules/actions.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';
import { C, D, dice, K, makeState, play, Y } from './helpers.js';

const ctx = (n: number) => ({ gameover: {}, numPlayers: n });

/** A finished campaign match of `scenario`, won or lost. */
function finished(scenario: ValheimState['scenario'], win: boolean, carryIn = newCarry(2)): ValheimState {
  const s = setupState(
    2,
    { campaign: { campaign: 'valheim', version: 2, scenario, carry: carryIn } },
    rngFromSeed('c'),
  );
  s.result = win ? teamWin(2) : teamLoss();
  s.stage = 'over';
  return s;
}

describe('valheim campaign mode (lines 575–617)', () => {
  it('a new campaign starts at Eikthyr with every metal locked (577, 582)', () => {
    const s = setupState(1, { mode: 'campaign', scenario: 'moder-4' }, rngFromSeed('c'));
    expect(s.scenario).to.equal('eikthyr-1');
    expect(s.metals).to.deep.equal([]);
    expect(s.campaign?.carryIn).to.deep.equal(newCarry(1));
    // A single scenario is no campaign: nothing continues.
    const single = setupState(1, {}, rngFromSeed('c'));
    single.result = teamWin(1);
    expect(valheimCampaign.next(single, ctx(1))).to.equal(undefined);
  });

  it('a win carries health, stamina (knocked out: 1 and 0), a basic furniture, the power and bronze (584, 609–610)', () => {
    const s = finished('eikthyr-1', true);
    s.furniture = ['table', 'bed'];
    Object.assign(s.players[0] as object, { health: 4, stamina: 2 });
    Object.assign(s.players[1] as object, { health: 0, knockedOut: true });
    const save = valheimCampaign.next(s, ctx(2)) as ValheimSave;
    expect(save.scenario).to.equal('elder-2');
    expect(save.carry).to.deep.equal({
      defeated: ['eikthyr'],
      furniture: 'bed',
      power: 'eikthyr',
      odin: [null, null],
      upgrade: [null, null],
      health: [4, 1],
      stamina: [2, 0],
    });
    const next = setupState(2, { campaign: save }, rngFromSeed('n'));
    expect(next.scenario).to.equal('elder-2');
    expect(next.metals).to.deep.equal(['bronze']);
    expect(next.furniture).to.deep.equal(['bed']);
    expect(next.players.map((p) => [p.health, p.stamina])).to.deep.equal([
      [4, 2],
      [1, 0],
    ]);
    expect(next.power).to.deep.equal({ id: 'eikthyr', cubes: 2, holder: null, doubled: [] });
  });

  it('the carried furniture stays only while it stands; The Elder unlocks iron (584, 586)', () => {
    const carry = {
      ...newCarry(2),
      defeated: ['eikthyr' as const],
      furniture: 'rug' as const,
      power: 'eikthyr' as const,
    };
    const kept = finished('elder-2', true, carry);
    expect(kept.furniture).to.deep.equal(['rug']);
    expect(valheimCampaign.next(kept, ctx(2))?.carry.furniture).to.equal('rug');
    const wrecked = finished('elder-2', true, carry);
    wrecked.furniture = [];
    const save = valheimCampaign.next(wrecked, ctx(2)) as ValheimSave;
    expect(save.carry.furniture).to.equal(null);
    expect(setupState(2, { campaign: save }, rngFromSeed('n')).metals).to.deep.equal(['bronze', 'iron']);
  });

  it('after The Elder each player keeps the power of Odin skill: two of them from then on (586)', () => {
    const carry = { ...newCarry(2), defeated: ['eikthyr' as const], power: 'eikthyr' as const };
    const s = finished('elder-2', true, carry);
    (s.players[0] as ValheimState['players'][number]).odin = 'odin-heal';
    (s.players[1] as ValheimState['players'][number]).odin = null;
    const save = valheimCampaign.next(s, ctx(2)) as ValheimSave;
    expect(save.carry.odin).to.deep.equal(['odin-heal', null]);
    const next = setupState(2, { campaign: save }, rngFromSeed('n'));
    expect(next.players.map((p) => p.odinKept)).to.deep.equal(['odin-heal', null]);
    expect(next.players.flatMap((p) => p.odinOffer)).to.not.include('odin-heal');
    // Both skills work: the kept one is its own move.
    const hurt = makeState({
      players: 2,
      player: [{ odin: 'odin-carry', odinKept: 'odin-heal', health: 4 }],
    });
    expect(play(hurt, 0, 'odinKept', [0, null]).players[0]?.health).to.equal(6);
    expect(
      applyMove(
        { ...hurt, players: hurt.players.map((p) => ({ ...p, odinKept: null })) },
        0,
        'odinKept',
        [0, null],
        dice(),
      ),
    ).to.equal(null);
  });

  it('after Bonemass each player keeps 1 fully unlocked upgrade skill, unlocked by default (588)', () => {
    const carry = {
      ...newCarry(2),
      defeated: ['eikthyr' as const, 'elder' as const],
      power: 'elder' as const,
    };
    const s = finished('bonemass-3', true, carry);
    const trait = TRAITS[0];
    (s.players[0] as ValheimState['players'][number]).upgrades = [
      { id: trait?.id as string, xp: trait?.times as number },
    ];
    (s.players[1] as ValheimState['players'][number]).upgrades = [{ id: TRAITS[1]?.id as string, xp: 0 }];
    const save = valheimCampaign.next(s, ctx(2)) as ValheimSave;
    expect(save.scenario).to.equal('moder-4');
    expect(save.carry.upgrade).to.deep.equal([trait?.id, null]);
    const next = setupState(2, { campaign: save }, rngFromSeed('n'));
    expect(next.players[0]?.upgrades).to.deep.equal([{ id: trait?.id, xp: trait?.times }]);
    expect(next.players.flatMap((p) => p.traitOffer)).to.not.include(trait?.id);
    expect(next.metals).to.deep.equal(['bronze', 'iron', 'silver']);
  });

  it('a loss replays the same scenario: rewards kept, characters fresh (617); Moder’s defeat ends it (590)', () => {
    const carry = {
      ...newCarry(2),
      defeated: ['eikthyr' as const],
      furniture: 'throne' as const,
      power: 'eikthyr' as const,
      health: [3, 5],
      stamina: [1, 4],
    };
    const lost = finished('elder-2', false, carry);
    const save = valheimCampaign.next(lost, ctx(2)) as ValheimSave;
    expect(save.scenario).to.equal('elder-2');
    expect(save.carry).to.deep.equal({ ...carry, health: [null, null], stamina: [null, null] });
    expect(setupState(2, { campaign: save }, rngFromSeed('n')).players.map((p) => p.health)).to.deep.equal([
      7, 7,
    ]);
    const end = finished('moder-4', true, { ...newCarry(2), defeated: ['eikthyr', 'elder', 'bonemass'] });
    expect(valheimCampaign.next(end, ctx(2))).to.equal(undefined);
  });

  it('saves that do not fit their scenario are refused', () => {
    const save = (scenario: string, carry: unknown) => ({ campaign: 'valheim', version: 2, scenario, carry });
    expect(valheimCampaign.validateSave(save('elder-2', newCarry(2)), 2).ok).to.equal(false);
    const good = { ...newCarry(2), defeated: ['eikthyr'] };
    expect(valheimCampaign.validateSave(save('elder-2', good), 2).ok).to.equal(true);
    expect(valheimCampaign.validateSave(save('elder-2', good), 3).ok).to.equal(false);
    expect(valheimCampaign.validateSave(save('elder-2', { ...good, power: 'moder' }), 2).ok).to.equal(false);
    expect(valheimCampaign.validateSave(save('elder-2', { ...good, upgrade: ['x', null] }), 2).ok).to.equal(
      false,
    );
    expect(
      valheimCampaign.validateSave(save('eikthyr-1', { ...newCarry(2), furniture: 'bed' }), 2).ok,
    ).to.equal(false);
  });
});

describe('valheim Forsaken powers (lines 592–606)', () => {
  const withPower = (id: 'eikthyr' | 'elder' | 'bonemass' | 'moder', players = 2) =>
    makeState({ players, patch: (s) => (s.power = { id, cubes: 2, holder: null, doubled: [] }) });

  it('a free activation: 1 cube, the marker; on for the round, discarded at the holder’s next turn (603–606)', () => {
    let s = withPower('eikthyr');
    const base = moveDistance(s, 0);
    s = play(s, 0, 'power', []);
    expect(s.power).to.include({ cubes: 1, holder: 0 });
    expect(s.actionsLeft).to.equal(3);
    expect(moveDistance(s, 0)).to.equal(base + 2);
    expect(applyMove(s, 0, 'power', [], dice())).to.equal(null);
    s = { ...s, turn: 1 };
    expect(moveDistance(s, 1)).to.equal(base + 2);
    const none = {
      ...withPower('eikthyr'),
      power: { id: 'eikthyr' as const, cubes: 0, holder: null, doubled: [] },
    };
    expect(applyMove(none, 0, 'power', [], dice())).to.equal(null);
  });

  it('the marker is discarded when the holder’s turn comes round again', () => {
    let s = play(withPower('eikthyr', 1), 0, 'power', []);
    s = play(s, 0, 'pass', [], dice(0, 0, 0, 0, 0, 0, 0, 0));
    expect(s.power?.holder).to.equal(null);
  });

  it('Moder: 1 extra action for the activating player and each player after (601)', () => {
    const s = play(withPower('moder'), 0, 'power', []);
    expect(s.actionsLeft).to.equal(4);
  });

  it('The Elder: the first collect die of your turn counts double (599)', () => {
    let s = makeState({
      player: [{ space: 'N0' }],
      patch: (x) => (x.power = { id: 'elder', cubes: 2, holder: null, doubled: [] }),
    });
    s = play(s, 0, 'power', []);
    s = play(s, 0, 'collect', [], dice(C.collect));
    expect(s.stash.wood).to.equal(2);
    s = play(s, 0, 'collect', [], dice(C.collect));
    expect(s.stash.wood).to.equal(3);
  });

  it('Bonemass: 1 extra defense die in fights on your turn, 2 at most (600)', () => {
    const s = makeState({
      player: [{ space: 'N1', equipment: ['club', 'woodShield'] }],
      patch: (x) => {
        x.power = { id: 'bonemass', cubes: 1, holder: 0, doubled: [] };
        x.creatures = [{ id: 9, kind: 'greyling', space: 'N1', damage: 0, hurtBy: [] }];
        x.combat = { space: 'N1', seats: [0], roller: 0, offers: [], asked: true };
      },
    });
    // Two defense dice: two blocks cancel the greyling's critical.
    const next = play(s, 0, 'fight', ['club', 9], dice(Y.blank, D.block, D.block, K.crit));
    expect(next.players[0]?.health).to.equal(7);
  });
});
