// Regenerate golden playthroughs after an intended rules change:
//   pnpm test:golden:update            (every registered game)
//   pnpm test:golden:update orlog      (one game)
// Reads packages/<id>/test/golden/specs.json and writes <name>.golden.json beside it. Review the
// transcript diff before committing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { games } from '@skald/games';
import { type GoldenSpec, recordGolden } from '@skald/testing';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !games.some((m) => m.descriptor.id === id));
if (unknown.length > 0) {
  console.error(
    `error: unknown game(s): ${unknown.join(', ')}; registered: ${games.map((m) => m.descriptor.id).join(', ')}\n\nusage: pnpm test:golden:update [game-id ...]`,
  );
  process.exit(2);
}
for (const module of games) {
  const id = module.descriptor.id;
  if (wanted.length > 0 && !wanted.includes(id)) continue;
  const dir = new URL(`../packages/${id}/test/golden/`, import.meta.url);
  const specsFile = new URL('specs.json', dir);
  if (!existsSync(specsFile)) {
    console.warn(`${id}: no test/golden/specs.json, skipped`);
    continue;
  }
  const specs = JSON.parse(readFileSync(specsFile, 'utf8')) as GoldenSpec[];
  for (const spec of specs) {
    const golden = recordGolden(module, spec);
    writeFileSync(new URL(`${spec.name}.golden.json`, dir), `${JSON.stringify(golden, null, 1)}\n`);
    console.log(
      `${id}/${spec.name}: ${golden.actions.length} moves, gameover ${JSON.stringify(golden.gameover)}`,
    );
  }
}
