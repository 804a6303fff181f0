// `pnpm web:chunks`: build the web app and print what each game adds to it (docs/perf/web-bundle.md).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { catalogue } from '@skald/games/catalogue';
import { chunkReport } from './chunks.js';

const root = join(import.meta.dirname, '..', '..');
const web = join(root, 'examples', 'web');
if (!process.argv.includes('--no-build'))
  execFileSync('npx', ['vite', 'build'], { cwd: web, stdio: 'ignore' });
const report = chunkReport(
  join(web, 'dist'),
  catalogue.map((e) => e.descriptor.id),
);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(`first load (no game opened): ${kB(report.entryBytes)} in ${report.entryFiles.length} files`);
console.log('game                     rules chunk   board chunk   opened game adds');
for (const g of report.games)
  console.log(
    `${g.game.padEnd(24)} ${kB(g.rulesBytes).padStart(11)}   ${kB(g.boardBytes).padStart(11)}   ${kB(g.rulesBytes + g.boardBytes).padStart(16)}`,
  );
if (report.eager.length > 0) {
  console.error(`not split: the first load includes ${report.eager.join(', ')}`);
  process.exit(1);
}
