import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Rollup } from 'vite';
import { loadingShell } from './build/loadingShell.js';
import { precompress } from './build/precompress.js';
import { prerenderLanding } from './build/prerenderLanding.js';
import { signedInPages } from './build/signedInPages.js';

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

/** Apollo Client and the packages it brings; its websocket link stays lazy (loaded on the first subscription). */
const APOLLO_PACKAGES =
  /\/node_modules\/(@apollo\/client|graphql|optimism|@wry\/[^/]+|zen-observable-ts|symbol-observable|ts-invariant|rehackt)\//;
const LAZY_PACKAGES = /\/node_modules\/(graphql-ws|@apollo\/client\/link\/subscriptions)\//;
const APOLLO_ROOT_MODULES = /\/src\/(generated\/graphql|app\/(ApolloRoot|apollo|socketHealth|SignedInLayout))\.tsx?$/;
/** Components (and what they import) that most signed-in screens share. */
const SCREEN_PARTS =
  /\/src\/components\/(ActionsMenu|ConfirmDialog|DataTable|exportProject|exportReport|extraIcons|localStore|planLimit|preferences|projectFormat|Provenance|reportActions|researchSettings|StatCard)\.tsx?$|\/shared\/src\/(css-named-colours|customer-language|providers|score)\.js$/;

/**
 * What a signed-in page loads after the entry, in two chunks instead of a dozen: Lighthouse's HTTP/1.1 model
 * (six connections per origin) queued the rest, each request a round trip on the path to the first screen.
 * ApolloRoot: Apollo Client, the generated documents and the signed-in layout; screenParts: shared components.
 * Rollup pulls a manual chunk's static imports into it unless they belong to another one, so what the entry
 * (index.html) loads statically is named as the entry's own chunk: the landing page loads just that.
 */
function signedInChunks(): Rollup.GetManualChunk {
  let entryGraph: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    entryGraph ??= staticGraph(
      [...getModuleIds()].filter((module) => getModuleInfo(module)?.isEntry),
      getModuleInfo,
    );
    // billing.ts: Pricing (public) needs it too, which must not load screenParts for it; the landing page
    // reads its query parameters' names from web-build.js (a few bytes, otherwise pulled into screenParts).
    if (entryGraph.has(id) || id.endsWith('/src/components/billing.ts') || id.endsWith('/shared/src/web-build.js')) return 'index';
    if (LAZY_PACKAGES.test(id)) return undefined;
    if (APOLLO_PACKAGES.test(id) || APOLLO_ROOT_MODULES.test(id)) return 'ApolloRoot';
    if (SCREEN_PARTS.test(id)) return 'screenParts';
    return undefined;
  };
}

/** The modules `roots` import statically, themselves included. */
function staticGraph(roots: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const clientOutDir = 'dist';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react({ jsxImportSource: '@emotion/react' }), prerenderLanding(path.resolve(import.meta.dirname, clientOutDir))]
    : [react({ jsxImportSource: '@emotion/react' }), loadingShell(), signedInPages(), precompress()],
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
  // __BUILD_YEAR__: the footer's year in the pre-rendered landing page, which hydration must match.
  define: { 'globalThis.__DEV__': JSON.stringify(false), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
  build: isSsrBuild
    ? // The landing page's pre-render (build/prerenderLanding.ts): a server bundle, deleted once it has rendered.
      { outDir: 'node_modules/.prerender', emptyOutDir: true, sourcemap: false }
    : {
        outDir: clientOutDir,
        emptyOutDir: true,
        // scripts/bench-web.mjs reads the manifest to add up what each route loads (never served: a dot folder).
        manifest: true,
        sourcemap: false,
        rollupOptions: {
          output: {
            // Chunks below this size without side effects are merged into one that loads with them: on the signed-in
            // path a dozen tiny chunks each cost a request (Lighthouse's HTTP/1.1 model queues more than six).
            experimentalMinChunkSize: 20_000,
            manualChunks: signedInChunks(),
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
