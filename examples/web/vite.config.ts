import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Where `pnpm dev:server` (or `pnpm start`) listens while Vite serves the app with hot reload. */
const apiTarget = process.env.SKALD_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages straight from source, as the root tsconfig `paths` do: no package build needed.
    alias: [{ find: /^@skald\/([a-z0-9-]+)$/, replacement: `${repoRoot}packages/$1/src/index.ts` }],
  },
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/games': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
