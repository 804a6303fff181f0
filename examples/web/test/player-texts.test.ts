import { games } from '@skald/games';
import { expect } from 'chai';
import { scan, TEXTS_PENDING } from './helpers/texts.js';
import { playAndRead } from './helpers/texts-play.js';

describe('every game’s words: no internal id or raw data reaches a player', function () {
  this.timeout(120_000);
  const pending: Record<string, Record<string, string>> = {};
  after(() => {
    for (const [game, found] of Object.entries(pending))
      if (Object.keys(found).length > 0)
        console.log(`  (pending, not failed on) ${game}:\n${JSON.stringify(found, null, 2)}`);
  });

  for (const module of games) {
    const id = module.descriptor.id;
    it(`${id}: describeMove and the state's log over seeded games`, () => {
      const found: Record<string, string> = {};
      const players = [module.descriptor.minPlayers, module.descriptor.maxPlayers];
      for (const [i, numPlayers] of players.entries()) {
        const { texts, ids, errors } = playAndRead(module, numPlayers, `texts-${id}-${i}`, 400);
        expect(errors, 'describeMove never fails on a legal move').to.deep.equal([]);
        expect(texts.size).to.be.greaterThan(10);
        Object.assign(found, scan(texts, ids), found);
      }
      if (TEXTS_PENDING.has(id)) pending[id] = found;
      else expect(found).to.deep.equal({});
    });
  }
});
