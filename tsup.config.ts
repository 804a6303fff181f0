import { defineConfig } from 'tsup';

/**
 * boardgame.io 0.50.2 has no `exports` map, so plain Node ESM cannot import its subpaths
 * (`boardgame.io/internal` is a directory: ERR_UNSUPPORTED_DIR_IMPORT, reference §1.3). The ESM builds
 * import the CJS file behind each subpath instead (Node reads its named exports, bundlers convert it);
 * the CJS builds keep `require('boardgame.io/<subpath>')`, which Node resolves through the directory's
 * package.json. Runs on the output (tsup's external plugin settles those imports before esbuild plugins).
 */
const bgioSubpathsForNodeEsm = {
  name: 'boardgame.io-subpaths-for-node-esm',
  renderChunk(this: { format: string }, code: string) {
    if (this.format !== 'esm') return;
    return {
      code: code.replace(
        /(from\s*|import\s*\(\s*)(["'])boardgame\.io\/([a-z]+)\2/g,
        '$1$2boardgame.io/dist/cjs/$3.js$2',
      ),
    };
  },
};

/** Shared by every package's `build` script (`tsup <entries> … --config ../../tsup.config.ts`). */
export default defineConfig({ plugins: [bgioSubpathsForNodeEsm] });
