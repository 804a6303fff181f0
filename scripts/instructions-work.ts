// The fixed, seeded work `pnpm instructions` counts (scripts/instructions.sh), shaped like `pnpm bench`'s
// rounds: the core warmed up, then three rounds of reducer and core playouts, then the window callgrind counts
// (`--measure core|reducer`, that many playouts). It prints MEASURE before the window and DONE <moves> after it,
// each followed by a pause in which the driver switches callgrind's counting on or off.
import { corePlayouts, reducerPlayouts } from '@skald/bots';
import { games } from '@skald/games';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const count = (name: string, fallback: number) => {
  const value = Number(arg(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const id = arg('game');
const module = games.find((g) => g.descriptor.id === id);
if (!module?.core) throw new Error(`--game: no registered game with a rules core is called ${id}`);
const measure = arg('measure') ?? 'core';
if (measure !== 'core' && measure !== 'reducer') throw new Error('--measure must be core or reducer');
// A clock that counts its calls: the playout loops read it once a playout, so a time box of N is N playouts.
let ticks = 0;
const settings = (playouts: number) => ({
  numPlayers: module.descriptor.minPlayers,
  seed: `bench/${module.descriptor.id}`,
  ms: playouts,
  clock: () => ticks++,
});
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const corePerRound = count('core', 500);
const reducerPerRound = count('reducer', 40);
corePlayouts(module, settings(count('warm', 1000)));
for (let round = 0; round < 3; round++) {
  reducerPlayouts(module, settings(reducerPerRound));
  corePlayouts(module, settings(corePerRound));
}
const pauseMs = count('pause', 3000);
console.log('MEASURE');
pause(pauseMs);
const window = count('window', measure === 'core' ? 500 : 20);
const result =
  measure === 'core' ? corePlayouts(module, settings(window)) : reducerPlayouts(module, settings(window));
console.log(`DONE ${result.moves}`);
pause(pauseMs);
