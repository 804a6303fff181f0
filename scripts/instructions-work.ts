// The fixed, seeded work `pnpm instructions` counts (see scripts/instructions.sh): the game's core warm-up
// playouts, reducer playouts, then core playouts. Runs that differ only in the last count give, by difference,
// the instructions of those playouts alone.
import { corePlayouts, reducerPlayouts } from '@skald/bots';
import { games } from '@skald/games';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = Number(i >= 0 ? process.argv[i + 1] : Number.NaN);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const id = process.argv[process.argv.indexOf('--game') + 1];
const module = games.find((g) => g.descriptor.id === id);
if (!module?.core) throw new Error(`--game: no registered game with a rules core is called ${id}`);
// A clock that counts its calls: the playout loops read it once a playout, so a time box of N is N playouts.
let ticks = 0;
const settings = (playouts: number) => ({
  numPlayers: module.descriptor.minPlayers,
  seed: `bench/${module.descriptor.id}`,
  ms: playouts,
  clock: () => ticks++,
});
corePlayouts(module, settings(option('warm')));
const reducer = reducerPlayouts(module, settings(option('reducer')));
const core = corePlayouts(module, settings(option('core')));
console.log(`moves: reducer ${reducer.moves}, core ${core.moves}`);
