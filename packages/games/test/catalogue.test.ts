import { expect } from 'chai';
import { catalogue, findEntry } from '../src/catalogue.js';
import { games } from '../src/index.js';

/** The lazy catalogue a game list uses must be the registry itself, one game at a time. */
describe('@skald/games catalogue', () => {
  it('lists the registered games, in order, by the descriptors the modules carry', () => {
    expect(catalogue.map((e) => e.descriptor.id)).to.deep.equal(games.map((m) => m.descriptor.id));
    for (const [i, entry] of catalogue.entries()) expect(entry.descriptor).to.equal(games[i]!.descriptor);
  });

  it('loads each game module on demand', async () => {
    // Same game, not always the same object: a test runner may resolve a dynamic import to the built package.
    for (const module of games) {
      const loaded = await findEntry(module.descriptor.id)!.load();
      expect(loaded.game.name).to.equal(module.game.name);
      expect(loaded.descriptor.id).to.equal(module.descriptor.id);
    }
    expect(findEntry('nosuch')).to.equal(undefined);
  });
});
