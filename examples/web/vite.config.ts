import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Where `pnpm dev:server` (or `pnpm start`) listens while Vite serves the app with hot reload. */
const apiTarget = process.env.SKALD_SERVER ?? 'http://127.0.0.1:8000';

/**
 * Each game's rules chunk and board chunk named after the game, so a bundle report reads at a glance (a
 * game's rules are shared by its catalogue loader and its board, so they are no chunk's facade: look at
 * the modules).
 */
function chunkFileNames(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const board = /boards\/([a-z0-9-]+)\/entry\.ts$/.exec(chunk.facadeModuleId ?? '');
  if (board) return `assets/board-${board[1]}-[hash].js`;
  for (const id of chunk.moduleIds) {
    const rules = /packages\/([a-z0-9-]+)\/src\/index\.ts$/.exec(id);
    if (rules && rules[1] !== 'core') return `assets/rules-${rules[1]}-[hash].js`;
  }
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages straight from source, as the root tsconfig `paths` do: no package build needed.
    // A subpath (`@skald/orlog/descriptor`, `@skald/games/catalogue`) is that package's file of the same name.
    alias: [
      { find: /^@skald\/([a-z0-9-]+)\/([a-z0-9-]+)$/, replacement: `${repoRoot}packages/$1/src/$2.ts` },
      { find: /^@skald\/([a-z0-9-]+)$/, replacement: `${repoRoot}packages/$1/src/index.ts` },
    ],
  },
  worker: { format: 'es', rollupOptions: { output: { chunkFileNames } } },
  // The manifest lets `pnpm web:chunks` and a test check that each game is a chunk of its own.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rollupOptions: { output: { chunkFileNames } },
  },
  server: {
    proxy: {
      '/games': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
