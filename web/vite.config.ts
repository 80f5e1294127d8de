import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { loadingShell } from './build/loadingShell.js';
import { precompress } from './build/precompress.js';

/** The API (pnpm dev) listens here; the dev server forwards everything it owns. */
const apiOrigin = 'http://localhost:4000';

/**
 * React Router's package exports point every bundler at its development build (dev warnings on, e.g.
 * route checks on every render); the production build ships beside it and is used for `vite build`.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json')).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), loadingShell(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  // Drops Apollo Client's development-only checks and messages from the production bundle.
  define: { 'globalThis.__DEV__': JSON.stringify(false) },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiOrigin, ws: true },
      '/api': apiOrigin,
      '/auth': apiOrigin,
      '/site': apiOrigin,
      '/healthz': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bench-web.mjs reads the manifest to add up what each route loads.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Chunks below this size without side effects are merged into one that loads with them: on the signed-in
        // path a dozen tiny chunks each cost a request (Lighthouse's HTTP/1.1 model queues more than six).
        experimentalMinChunkSize: 20_000,
        // Screen chunks are named after their folder (Landing-<hash>.js, not index-<hash>.js).
        chunkFileNames: (chunk) => {
          const screenModule = chunk.moduleIds.find((id) => /screens\/[^/]+\/index\.tsx$/.test(id));
          const screen = screenModule?.match(/screens\/([^/]+)\/index\.tsx$/)?.[1];
          return `assets/${screen ?? '[name]'}-[hash].js`;
        },
      },
    },
  },
}));
