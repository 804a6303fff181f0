// `tsx scripts/run-bundled.ts <script.ts> [args…]`: bundle a script with the @skald packages it imports from
// source into one ES module, the way tsup builds each package for npm (esbuild, es2022, scope-hoisted), and run
// it with node. Measurements (`pnpm bench`) then time the code users run: tsx compiles file by file into
// CommonJS, where every call into another module goes through a getter, which slows our code by up to ~2×.
// Third-party packages stay external, imported from where each importer would find them.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: tsx scripts/run-bundled.ts <script.ts> [args…]');
  process.exit(2);
}
const root = resolve(__dirname, '..');
const outfile = join(root, 'node_modules', '.cache', 'skald-bundled', `${basename(entry, '.ts')}.mjs`);
mkdirSync(dirname(outfile), { recursive: true });

/** Bare imports other than @skald/*: external, as an absolute path resolved from the importing file. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) => {
      if (a.path.startsWith('@skald/') || a.path.startsWith('node:')) return undefined;
      const path = createRequire(a.importer || join(root, 'package.json')).resolve(a.path);
      return { path, external: true };
    });
  },
};

async function main(entry: string): Promise<number> {
  await build({
    entryPoints: [resolve(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'), // its paths map @skald/* to packages/*/src
    plugins: [thirdPartyExternal],
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SKALD_BUNDLED: '1' },
  });
  return run.status ?? 1;
}

main(entry).then((status) => process.exit(status));
