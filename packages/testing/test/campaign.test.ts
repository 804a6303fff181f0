import { activeSeats, type CampaignSave } from '@skald/core';
import { expect } from 'chai';
import { ReducerMatch } from '../src/index.js';
import { type Carry, descriptor, game, torchRun, torchRunCampaign } from './fixtures/torch-run.js';

/** A plain policy: rest while light is low and danger allows, else go bold ('careful' always loses). */
function playToEnd(match: ReducerMatch, pace: 'bold' | 'careful' = 'bold'): void {
  for (let step = 0; match.ctx.gameover === undefined; step++) {
    if (step > descriptor.maxMoves) throw new Error('the run did not end');
    const seat = activeSeats(match.ctx)[0]!;
    const G = match.G;
    const move = G.torches === 1 && G.danger < 2 ? { move: 'rest' } : { move: 'advance', args: [pace] };
    const result = match.apply({ playerID: seat, move: move.move, args: move.args ?? [] });
    if (!result.ok) throw new Error(`rejected ${JSON.stringify(move)}: ${result.error}`);
  }
}

describe('campaigns: the torch-run fixture', () => {
  const validate = game.validateSetupData!;

  it('plays the campaign to its end, restarting from a JSON save between scenarios', () => {
    for (const numPlayers of [1, 3]) {
      let save: CampaignSave<Carry> | undefined;
      const played: Array<{ scenario: string; result: string; startTorches: number; torches: number }> = [];
      for (let match = 0; match < 20; match++) {
        // What a server or a save file would hold: text. The next match starts from it alone.
        const text = save === undefined ? undefined : JSON.stringify(save);
        const setupData = text === undefined ? undefined : { campaign: JSON.parse(text) };
        expect(validate(setupData, numPlayers)).to.equal(undefined);
        const m = new ReducerMatch(torchRun, `campaign/${numPlayers}/${match}`, numPlayers, setupData);
        expect(m.G.scenario).to.equal(save?.scenario ?? 'cave');
        expect(m.G.torches).to.equal(save?.carry.torches ?? 2);
        // The first run is thrown away on purpose, so the campaign must restart the scenario.
        playToEnd(m, match === 0 ? 'careful' : 'bold');
        played.push({
          scenario: m.G.scenario,
          result: m.G.result,
          startTorches: m.G.startTorches,
          torches: m.G.torches,
        });
        save = torchRunCampaign.next(m.G, m.ctx);
        if (save === undefined) break;
      }
      expect(played[0]).to.include({ scenario: 'cave', result: 'lost' });
      expect(played[1]).to.include({ scenario: 'cave', startTorches: 2 });
      // The campaign ended by winning the last scenario, after winning the first.
      const last = played.at(-1)!;
      expect(last).to.include({ scenario: 'pass', result: 'won' });
      const firstWin = played.findIndex((p) => p.result === 'won');
      expect(played[firstWin]!.scenario).to.equal('cave');
      // Torches left after the cave are what the pass began with; a lost run is retried as it began.
      expect(played[firstWin + 1]!.startTorches).to.equal(played[firstWin]!.torches);
      for (const [i, p] of played.entries()) {
        if (p.result === 'lost')
          expect(played[i + 1]).to.include({ scenario: p.scenario, startTorches: p.startTorches });
      }
    }
  });

  it('writes the next save from a finished match only', () => {
    const m = new ReducerMatch(torchRun, 'unfinished', 1, undefined);
    expect(() => torchRunCampaign.next(m.G, m.ctx)).to.throw(/not over/);
  });

  it('reads an older save through its migration', () => {
    const v1 = { campaign: 'torch-run', version: 1, scenario: 'pass', carry: { lights: 3 } };
    expect(torchRunCampaign.validateSave(v1)).to.deep.equal({
      ok: true,
      value: { campaign: 'torch-run', version: 2, scenario: 'pass', carry: { torches: 3 } },
    });
    const m = new ReducerMatch(torchRun, 'migrated', 2, { campaign: v1 });
    expect(m.G).to.include({ scenario: 'pass', torches: 3 });
  });

  it('makes the Lobby refuse junk in place of a save', () => {
    const good = { campaign: 'torch-run', version: 2, scenario: 'pass', carry: { torches: 3 } };
    expect(validate({ campaign: good }, 2)).to.equal(undefined);
    expect(validate({ campaign: null }, 1)).to.equal(undefined);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    const junk: unknown[] = [
      'a save',
      42,
      [],
      { ...good, campaign: 'other-game' },
      { ...good, version: 3 },
      { ...good, version: 0 },
      { ...good, version: 1.5 },
      { ...good, scenario: 'moon' },
      { ...good, scenario: '__proto__' },
      { ...good, extra: true },
      { campaign: 'torch-run', version: 2, scenario: 'pass' },
      { ...good, carry: { torches: 0 } },
      { ...good, carry: { torches: 9 } },
      { ...good, carry: { torches: 3, gold: 100 } },
      { ...good, carry: { torches: Number.NaN } },
      { ...good, carry: { torches: () => 3 } },
      { ...good, carry: cyclic },
      { ...good, carry: deep },
      { ...good, carry: Array.from({ length: 20_000 }, () => 0) },
    ];
    for (const [i, campaign] of junk.entries()) {
      expect(validate({ campaign }, 2), `junk #${i}`).to.be.a('string');
    }
    expect(validate({ campaign: good, save: good }, 2)).to.match(/unknown option "save"/);
    expect(validate({ campaign: good }, 4)).to.match(/1–3 players/);
  });

  it('gives the same save for the same finished match (no hidden randomness)', () => {
    const runOnce = () => {
      const m = new ReducerMatch(torchRun, 'same', 1, undefined);
      playToEnd(m);
      return JSON.stringify(torchRunCampaign.next(m.G, m.ctx));
    };
    expect(runOnce()).to.equal(runOnce());
  });
});
