// Record this package's golden playthroughs (the root `pnpm test:golden:update` covers registered games
// only; this package is not registered yet): tsx packages/assault-of-the-giants/scripts/record-goldens.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { type GoldenSpec, recordGolden } from '@skald/testing';
import { gameModule } from '../src/index.js';

const dir = new URL('../test/golden/', import.meta.url);
const specs = JSON.parse(readFileSync(new URL('specs.json', dir), 'utf8')) as GoldenSpec[];
for (const spec of specs) {
  const golden = recordGolden(gameModule, spec);
  writeFileSync(new URL(`${spec.name}.golden.json`, dir), `${JSON.stringify(golden, null, 1)}\n`);
  console.log(`${spec.name}: ${golden.actions.length} moves, gameover ${JSON.stringify(golden.gameover)}`);
}
