#!/usr/bin/env node
/**
 * `pnpm start` step: builds the web app and the API only when their sources changed since the last
 * build, so a restart serves in seconds instead of rebuilding both every time.
 *
 * Each target hashes its inputs (paths + contents, the lockfile, the tsconfigs and VITE_* variables)
 * and compares the hash with the one written next to its output after its last successful build.
 * A missing output or stamp means "build". The stamp sits inside the output folder, so a build run
 * any other way (vite empties web/dist; `pnpm build`) simply leads to one more build here, never a
 * stale one. `--force` (or FORCE_BUILD=1) always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// BUILD_ROOT lets the integration test run this on a scratch workspace.
const root = process.env.BUILD_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-hash';
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const force = process.argv.includes('--force') || process.env.FORCE_BUILD === '1';

/** Every file under `relative` (a file or a folder), as paths relative to the repository root. */
function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

/** Folders outside web/ that the web sources import (e.g. the server's colour rules). */
function foldersImportedByWeb() {
  const folders = new Set();
  for (const file of filesUnder('web/src')) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/from\s+['"]((?:\.\.\/)+api\/[^'"]+)['"]/g)) {
      folders.add(path.relative(root, path.dirname(path.resolve(root, path.dirname(file), match[1]))));
    }
  }
  return [...folders];
}

function hashOf(inputs, extra = '') {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap(filesUnder))].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  hash.update(extra);
  return hash.digest('hex');
}

// shared/ is the @ideascope/shared workspace package both targets import.
const shared = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.json', 'shared'];
const viteVariables = Object.keys(process.env)
  .filter((name) => name.startsWith('VITE_'))
  .sort()
  .map((name) => `${name}=${process.env[name]}`)
  .join('\n');

const targets = [
  {
    name: 'web',
    output: 'web/dist',
    built: 'web/dist/index.html',
    inputs: () => [
      ...shared,
      'web/src',
      'web/build',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'web/tsconfig.json',
      ...foldersImportedByWeb(),
    ],
    extra: viteVariables,
  },
  {
    name: 'api',
    output: 'api/dist',
    built: 'api/dist/main.js',
    inputs: () => [...shared, 'api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json'],
    extra: '',
  },
];

for (const target of targets) {
  const started = performance.now();
  const hash = hashOf(target.inputs(), target.extra);
  const stampFile = path.join(root, target.output, STAMP);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (!force && previous === hash && existsSync(path.join(root, target.built))) {
    console.log(`${target.name}: unchanged since the last build, skipped (${Math.round(performance.now() - started)} ms)`);
    continue;
  }
  console.log(`${target.name}: ${previous ? 'sources changed' : 'no previous build'}, building...`);
  const result = spawnSync('pnpm', ['--filter', `@ideascope/${target.name}`, 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`${target.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
