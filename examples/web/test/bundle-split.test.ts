import { join } from 'node:path';
import { catalogue } from '@skald/games/catalogue';
import { expect } from 'chai';
import { chunkReport } from '../../../scripts/web-chunks/chunks.js';
import { sharedServer } from './helpers/shared.js';

/**
 * The app is code-split per game: the first load carries no game's rules or board, and each game's rules
 * and board are chunks of their own, fetched when the game is opened (sizes: `pnpm web:chunks`).
 */
describe('Web bundle: one chunk per game', function () {
  this.timeout(300_000);
  // The shared server builds the app the way `pnpm start` does; its manifest describes that build.
  before(async () => {
    await sharedServer();
  });

  it('loads no game until one is opened, and each game from its own rules and board chunks', () => {
    const ids = catalogue.map((e) => e.descriptor.id);
    const report = chunkReport(join(import.meta.dirname, '..', 'dist'), ids);
    expect(report.eager).to.deep.equal([]);
    for (const g of report.games) {
      expect(g.rulesFile, `${g.game} rules chunk`).to.be.a('string');
      expect(g.boardFile, `${g.game} board chunk`).to.be.a('string');
    }
    const files = report.games.flatMap((g) => [g.rulesFile, g.boardFile]);
    expect(new Set(files).size).to.equal(files.length);
  });
});
