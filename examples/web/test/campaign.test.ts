import { type Gameover, pick, rngFromSeed } from '@skald/core';
import { gameModule as orlog } from '@skald/orlog';
import { expect } from 'chai';
import {
  type TorchRunState,
  core as torchCore,
  torchRun,
} from '../../../packages/testing/test/fixtures/torch-run.js';
import { continueConfig, nextSave, readSaveFile, saveFile } from '../src/session/campaign.js';
import { decodeLocalConfig, encodeLocalConfig, type LocalConfig } from '../src/session/config.js';

/** Play a torch-run match to its end on the rules core, seeded. */
function finish(numPlayers: number, seed: string): { G: TorchRunState; gameover: Gameover } {
  const rng = rngFromSeed(seed);
  let G = torchRun.game.setup!({ ctx: { numPlayers } } as any) as TorchRunState;
  for (let step = 0; step < 500; step++) {
    const gameover = torchCore.gameover(G);
    if (gameover) return { G, gameover };
    const seat = torchCore.activePlayers(G)[0]!;
    G = torchCore.apply(G, seat, pick(rng, torchCore.legalMoves(G, seat)), rng);
  }
  throw new Error('torch-run did not end');
}

const table: LocalConfig = { numPlayers: 2, setupData: {}, seats: ['human', 'human'], botDelayMs: 0 };

describe('web app: campaigns', () => {
  it('a finished scenario gives the save of the next one, which a local table carries in its URL', () => {
    const { G, gameover } = finish(2, 'web-campaign-1');
    const save = nextSave(torchRun, G, { gameover, numPlayers: 2 });
    expect(save).to.not.equal(null);
    expect(torchRun.campaign!.validateSave(save, 2).ok).to.equal(true);
    const next = continueConfig(table, save!);
    const decoded = decodeLocalConfig(torchRun, new URLSearchParams(encodeLocalConfig(next)));
    expect(decoded).to.deep.include({ numPlayers: 2 });
    expect((decoded as LocalConfig).setupData.campaign).to.deep.equal(save);
    // The next match starts the save's scenario.
    const started = torchRun.game.setup!({ ctx: { numPlayers: 2 } } as any, {
      campaign: save,
    }) as TorchRunState;
    expect(started.scenario).to.equal(save!.scenario);
  });

  it('a URL with a doctored save is refused like any setupData', () => {
    const { G, gameover } = finish(1, 'web-campaign-2');
    const save = nextSave(torchRun, G, { gameover, numPlayers: 1 })!;
    const forged = {
      ...table,
      numPlayers: 1,
      seats: ['human' as const],
      setupData: { campaign: { ...save, carry: 7 } },
    };
    expect(decodeLocalConfig(torchRun, new URLSearchParams(encodeLocalConfig(forged)))).to.be.a('string');
  });

  it('a downloaded save file reads back; junk and other games’ files do not', () => {
    const { G, gameover } = finish(1, 'web-campaign-3');
    const save = nextSave(torchRun, G, { gameover, numPlayers: 1 })!;
    const file = saveFile(torchRun, save);
    expect(file.name).to.equal(`torch-run-${save.scenario}.campaign.json`);
    expect(readSaveFile(torchRun, file.text, 1)).to.deep.equal({ ok: true, save });
    expect(readSaveFile(torchRun, 'not json', 1)).to.deep.include({ ok: false });
    expect(readSaveFile(torchRun, JSON.stringify({ ...save, campaign: 'other' }), 1)).to.deep.include({
      ok: false,
    });
    expect(readSaveFile(orlog, file.text, 2)).to.deep.equal({ ok: false, error: 'Orlog has no campaign' });
  });

  it('no save before the end, nor for a game without a campaign', () => {
    const G = torchRun.game.setup!({ ctx: { numPlayers: 1 } } as any) as TorchRunState;
    expect(nextSave(torchRun, G, { gameover: undefined, numPlayers: 1 })).to.equal(null);
    expect(nextSave(orlog, {}, { gameover: { winner: '0' }, numPlayers: 2 })).to.equal(null);
  });
});
