import { expect } from 'chai';
import {
  defineCampaign,
  type GameDescriptor,
  isInt,
  resolveSetupData,
  setupValidator,
  teamLoss,
  teamWin,
} from '../src/index.js';

interface G {
  scenario: string;
  gold: number;
  won: boolean;
}

const campaign = defineCampaign<{ gold: number }, G>({
  id: 'quest',
  version: 1,
  scenarios: ['one', 'two'],
  next: (g) => {
    if (!g.won) return { scenario: g.scenario, carry: { gold: 0 } };
    return g.scenario === 'one' ? { scenario: 'two', carry: { gold: g.gold } } : undefined;
  },
  validateCarry: (raw, _scenario, numPlayers) => {
    const gold = (raw as { gold?: unknown } | null)?.gold;
    if (!isInt(gold, 0, 10 * (numPlayers ?? 4))) return { ok: false, error: 'gold out of range' };
    return { ok: true, value: { gold } };
  },
});

const descriptor: GameDescriptor = {
  id: 'quest',
  title: 'Quest',
  description: '',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: false,
  hiddenInformation: false,
  simultaneous: false,
  maxMoves: 10,
  setupOptions: { hard: { kind: 'boolean', default: false } },
  structuredOptions: { campaign: campaign.option() },
};

describe('campaign saves', () => {
  it('turns a finished match into a versioned save of what carries over', () => {
    const save = campaign.next(
      { scenario: 'one', gold: 7, won: true },
      { gameover: teamWin(2), numPlayers: 2 },
    );
    expect(save).to.deep.equal({ campaign: 'quest', version: 1, scenario: 'two', carry: { gold: 7 } });
    expect(
      campaign.next({ scenario: 'two', gold: 1, won: true }, { gameover: teamWin(2), numPlayers: 2 }),
    ).to.equal(undefined);
    const retry = campaign.next(
      { scenario: 'two', gold: 9, won: false },
      { gameover: teamLoss(), numPlayers: 1 },
    );
    expect(retry).to.deep.include({ scenario: 'two', carry: { gold: 0 } });
    expect(campaign.scenarioOf(undefined)).to.equal('one');
    expect(campaign.scenarioOf(save)).to.equal('two');
  });

  it('refuses to write a save its own validator would refuse', () => {
    expect(() =>
      campaign.next({ scenario: 'one', gold: 99, won: true }, { gameover: teamWin(1), numPlayers: 1 }),
    ).to.throw(/refuses: gold out of range/);
  });

  it('passes the player count to the carry validator', () => {
    const save = { campaign: 'quest', version: 1, scenario: 'two', carry: { gold: 30 } };
    expect(campaign.validateSave(save, 3).ok).to.equal(true);
    expect(campaign.validateSave(save, 2).ok).to.equal(false);
  });

  it('is accepted as structured setupData, and junk is not', () => {
    const save = { campaign: 'quest', version: 1, scenario: 'two', carry: { gold: 3 } };
    expect(resolveSetupData(descriptor, { campaign: save }, 2)).to.deep.equal({
      ok: true,
      value: { campaign: save, hard: false },
    });
    expect(resolveSetupData(descriptor, {})).to.deep.equal({ ok: true, value: { hard: false } });
    expect(resolveSetupData(descriptor, { campaign: null })).to.deep.equal({
      ok: true,
      value: { hard: false },
    });
    const validate = setupValidator(descriptor);
    expect(validate({ campaign: save }, 1)).to.equal(undefined);
    expect(validate({ campaign: { ...save, version: 2 } }, 1)).to.match(/newer/);
    expect(validate({ campaign: { ...save, campaign: 'other' } }, 1)).to.match(
      /not a save of campaign quest/,
    );
    expect(validate({ campaign: { ...save, scenario: 'three' } }, 1)).to.match(/unknown scenario/);
    expect(validate({ campaign: { ...save, carry: { gold: Number.POSITIVE_INFINITY } } }, 1)).to.match(
      /plain JSON/,
    );
    expect(validate({ campaign: 'save' }, 1)).to.match(/must be an object/);
    expect(validate({ campaing: save }, 1)).to.match(/unknown option "campaing"/);
  });

  it('needs a migration to read an older version', () => {
    const v2 = defineCampaign<{ gold: number }, G>({
      id: 'quest',
      version: 2,
      scenarios: ['one', 'two'],
      next: () => undefined,
      validateCarry: (raw) =>
        isInt((raw as { gold: unknown }).gold, 0)
          ? { ok: true, value: raw as { gold: number } }
          : { ok: false, error: 'bad' },
    });
    const old = { campaign: 'quest', version: 1, scenario: 'one', carry: { gold: 2 } };
    expect(v2.validateSave(old)).to.deep.equal({ ok: false, error: 'save version 1 can no longer be read' });
  });
});

describe('solo matches', () => {
  it('setupValidator admits one player when the descriptor does', () => {
    expect(setupValidator(descriptor)(undefined, 1)).to.equal(undefined);
    expect(setupValidator(descriptor)(undefined, 0)).to.match(/1–4 players/);
    expect(setupValidator({ ...descriptor, minPlayers: 2 })(undefined, 1)).to.match(/2–4 players/);
  });
});
