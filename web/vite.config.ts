import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

/** The API (pnpm dev) listens here; the dev server forwards everything it owns. */
const apiOrigin = 'http://localhost:4000';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress()],
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
        // Screen chunks are named after their folder (Landing-<hash>.js, not index-<hash>.js).
        chunkFileNames: (chunk) => {
          const screenModule = chunk.moduleIds.find((id) => /screens\/[^/]+\/index\.tsx$/.test(id));
          const screen = screenModule?.match(/screens\/([^/]+)\/index\.tsx$/)?.[1];
          return `assets/${screen ?? '[name]'}-[hash].js`;
        },
      },
    },
  },
});
