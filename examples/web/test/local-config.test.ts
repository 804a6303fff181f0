import { gameModule as Orlog } from '@skald/orlog';
import { expect } from 'chai';
import { decodeLocalConfig, encodeLocalConfig, type LocalConfig } from '../src/session/config.js';

const table: LocalConfig = {
  numPlayers: 2,
  setupData: { mode: 'beginner' },
  seats: ['human', 'easy'],
  botDelayMs: 0,
};

describe('web app: a local table in its URL', () => {
  it('carries a seed, so a table (and its bots) can be played again', () => {
    const seeded = { ...table, seed: 'hotseat-1' };
    const decoded = decodeLocalConfig(Orlog, new URLSearchParams(encodeLocalConfig(seeded)));
    expect(decoded).to.deep.include({ seed: 'hotseat-1', numPlayers: 2 });
  });

  it('has no seed unless one is given', () => {
    const decoded = decodeLocalConfig(Orlog, new URLSearchParams(encodeLocalConfig(table)));
    expect(decoded).to.not.be.a('string');
    expect(decoded).to.not.have.property('seed');
  });

  it('refuses a seed that is not short plain text', () => {
    for (const bad of ['', 'a b', 'x'.repeat(65), '<script>']) {
      const q = new URLSearchParams(encodeLocalConfig(table));
      q.set('seed', bad);
      expect(decodeLocalConfig(Orlog, q), JSON.stringify(bad)).to.be.a('string');
    }
  });
});
