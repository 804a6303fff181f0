// `tsx scripts/run-bundled.ts <script.ts> [args…]`: bundle a script with the @skald packages it imports from
// source into one ES module, the way tsup builds each package for npm (esbuild, es2022, scope-hoisted), and run
// it with node. Measurements (`pnpm bench`) then time the code users run: tsx compiles file by file into
// CommonJS, where every call into another module goes through a getter, which slows our code by up to ~2×.
// Third-party packages stay external, imported from where each importer would find them. `pnpm start` runs
// the server this way too, so its bot seats think at shipped speed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, stop } from 'esbuild';

// --source-maps: stack traces name the TypeScript sources (the server wants that; benches need not pay for it).
const sourceMaps = process.argv[2] === '--source-maps';
const [entry, ...args] = process.argv.slice(sourceMaps ? 3 : 2);
if (!entry) {
  console.error('usage: tsx scripts/run-bundled.ts [--source-maps] <script.ts> [args…]');
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

/**
 * `import.meta.url` in a bundled module would name the bundle in node_modules/.cache, so a
 * `createRequire(import.meta.url)` there (boardgame.io's CJS server, better-sqlite3) would resolve from the
 * wrong folder: each source file keeps its own URL instead.
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, (a) => {
      const source = readFileSync(a.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(a.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

async function main(entry: string): Promise<number> {
  // Written beside and renamed into place: several runs at once (browser tests start servers in parallel)
  // never load a half-written bundle.
  const partial = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [resolve(entry)],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'), // its paths map @skald/* to packages/*/src
    plugins: [thirdPartyExternal, sourceFileUrls],
    sourcemap: sourceMaps ? 'inline' : false,
    logLevel: 'warning',
  });
  renameSync(partial, outfile);
  await stop(); // esbuild's service process would otherwise live as long as the program
  const child = spawn(process.execPath, [...(sourceMaps ? ['--enable-source-maps'] : []), outfile, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SKALD_BUNDLED: '1' },
  });
  // A stop signal sent to this process alone (not its group) still reaches the program, which may shut down
  // gracefully (the server does); we exit when it does.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

main(entry).then((status) => process.exit(status));
