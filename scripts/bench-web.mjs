#!/usr/bin/env node
// Prints the gzipped size of every built web chunk, then what each route downloads before it can
// render (the entry, the route's lazy chunk and everything they import statically).
// Run after `pnpm --filter @ideascope/web build` (the root script `pnpm bench:web` does both).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const LANDING_BUDGET_KB = 150;

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build manifest in ${dist}; run pnpm --filter @ideascope/web build first.`);
  process.exit(1);
}

const gzipCache = new Map();
function gzippedBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a manifest entry loads right away: itself, its static imports (recursively) and their CSS. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));

console.log('Chunks (gzipped):');
const chunks = [...new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]))];
for (const file of chunks.sort((a, b) => gzippedBytes(b) - gzippedBytes(a))) {
  console.log(`  ${kb(gzippedBytes(file)).padStart(9)}  ${file}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = staticClosure(entryKey);
// Modules are found by their manifest key or `src`; a screen chunk that is also imported statically
// has neither, so it is found by its file name (web/vite.config.ts names screen chunks after their folder).
const routes = {
  'landing (/ signed out)': 'src/screens/Landing/index.tsx',
  pricing: 'src/screens/Pricing/index.tsx',
  '404': 'src/screens/NotFound/index.tsx',
  'workflow (/ signed in)': ['src/app/SignedInLayout.tsx', 'src/screens/Workflow/index.tsx'],
  'my ideas': ['src/app/SignedInLayout.tsx', 'src/screens/MyIdeas/index.tsx'],
  analytics: ['src/app/SignedInLayout.tsx', 'src/screens/Analytics/index.tsx'],
  settings: ['src/app/SignedInLayout.tsx', 'src/screens/Settings/index.tsx'],
  admin: ['src/app/SignedInLayout.tsx', 'src/screens/Admin/index.tsx'],
};

console.log('\nInitial JavaScript + CSS per route (gzipped):');
let landingBytes = 0;
for (const [route, lazyKeys] of Object.entries(routes)) {
  const keys = new Set(entryKeys);
  for (const source of [lazyKeys].flat()) {
    const screen = source.match(/screens\/([^/]+)\/index\.tsx$/)?.[1];
    const lazyKey = Object.keys(manifest).find(
      (key) => key === source || manifest[key].src === source || (screen && manifest[key].file.startsWith(`assets/${screen}-`)),
    );
    if (!lazyKey) throw new Error(`${source} is not in the build manifest`);
    for (const key of staticClosure(lazyKey)) keys.add(key);
  }
  const bytes = [...filesOf(keys)].reduce((sum, file) => sum + gzippedBytes(file), 0);
  if (route.startsWith('landing')) landingBytes = bytes;
  console.log(`  ${kb(bytes).padStart(9)}  ${route}`);
}

const withinBudget = landingBytes / 1024 < LANDING_BUDGET_KB;
console.log(`\nLanding page initial JS: ${kb(landingBytes)} (budget ${LANDING_BUDGET_KB} KB) ${withinBudget ? 'OK' : 'OVER BUDGET'}`);
process.exitCode = withinBudget ? 0 : 1;
