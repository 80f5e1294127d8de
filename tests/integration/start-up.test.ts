/**
 * Start-up: `pnpm start` rebuilds only what changed since the last build, and a clean
 * install prints no pnpm/npm warnings (build scripts declared, pnpm settings where pnpm reads them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(repositoryRoot, 'scripts/build-if-changed.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'ideascope-build-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A scratch workspace shaped like this one, whose builds only count how often they ran. */
function writeScratchWorkspace() {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'scratch', private: true }),
    'pnpm-workspace.yaml': 'packages:\n  - api\n  - web\n',
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'tsconfig.json': '{}',
    'web/package.json': JSON.stringify({
      name: '@ideascope/web',
      private: true,
      scripts: { build: 'node ../count-build.mjs web dist/index.html' },
    }),
    'web/src/main.tsx': 'export const version = 1;\n',
    'web/src/colour.ts': "export { isColour } from '../../api/src/websites/colour.js';\n",
    'web/index.html': '<!doctype html>',
    'api/package.json': JSON.stringify({
      name: '@ideascope/api',
      private: true,
      scripts: { build: 'node ../count-build.mjs api dist/main.js' },
    }),
    'api/src/main.ts': 'export {};\n',
    'api/src/websites/colour.ts': 'export const isColour = () => true;\n',
    'count-build.mjs': [
      "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';",
      "import path from 'node:path';",
      'const [name, output] = process.argv.slice(2);',
      'mkdirSync(path.dirname(output), { recursive: true });',
      "writeFileSync(output, 'built');",
      "appendFileSync('../builds.log', name + '\\n');",
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
}

function startBuild(): string[] {
  const logFile = path.join(scratch, 'builds.log');
  rmSync(logFile, { force: true });
  execFileSync(process.execPath, [script], { env: { ...process.env, BUILD_ROOT: scratch }, stdio: 'pipe' });
  return existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n') : [];
}

describe('start-up', () => {
  test('builds the web app and the API once, then only what changed', () => {
    writeScratchWorkspace();
    expect(startBuild()).toEqual(['web', 'api']);
    // Today's `pnpm build && serve` rebuilt both here.
    expect(startBuild()).toEqual([]);

    writeFileSync(path.join(scratch, 'web/src/main.tsx'), 'export const version = 2;\n');
    expect(startBuild()).toEqual(['web']);
    writeFileSync(path.join(scratch, 'api/src/main.ts'), 'export const changed = true;\n');
    expect(startBuild()).toEqual(['api']);
    // A server module the web app bundles rebuilds both.
    writeFileSync(path.join(scratch, 'api/src/websites/colour.ts'), 'export const isColour = () => false;\n');
    expect(startBuild()).toEqual(['web', 'api']);
    // The lockfile changes both; an output deleted by hand is rebuilt.
    writeFileSync(path.join(scratch, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n# changed\n");
    expect(startBuild()).toEqual(['web', 'api']);
    rmSync(path.join(scratch, 'api/dist'), { recursive: true });
    expect(startBuild()).toEqual(['api']);
  });

  test('pnpm settings live in pnpm-workspace.yaml and every dependency with a build script is declared', () => {
    // npm warns 'Unknown project config' about pnpm-only keys in .npmrc on every run.
    const npmrc = path.join(repositoryRoot, '.npmrc');
    const npmrcKeys = existsSync(npmrc)
      ? readFileSync(npmrc, 'utf8')
          .split('\n')
          .map((line) => line.split('=')[0]!.trim())
          .filter(Boolean)
      : [];
    expect(
      npmrcKeys.filter((key) => ['auto-install-peers', 'strict-peer-dependencies', 'shamefully-hoist', 'node-linker'].includes(key)),
    ).toEqual([]);

    const workspace = readFileSync(path.join(repositoryRoot, 'pnpm-workspace.yaml'), 'utf8');
    const listed = (key: string) =>
      (workspace.split(`${key}:`)[1] ?? '')
        .split('\n')
        .slice(1)
        .filter((line) => /^\s+-/.test(line))
        .map((line) =>
          line
            .replace(/^\s+-\s*/, '')
            .replace(/"/g, '')
            .trim(),
        );
    const declared = new Set([...listed('onlyBuiltDependencies'), ...listed('ignoredBuiltDependencies')]);
    // pnpm's own view of the install: builds it skipped without being told to (the 'Ignored build scripts' box).
    const ignoredBuilds = spawnSync('pnpm', ['ignored-builds'], { cwd: repositoryRoot, encoding: 'utf8' }).stdout;
    const automatic = (ignoredBuilds.split('Automatically ignored builds during installation:')[1] ?? '').split('hint:')[0]!;
    const packageNames = automatic
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(@[\w.-]+\/)?[\w.-]+$/.test(line) && line !== 'None');
    expect(packageNames.filter((name) => !declared.has(name))).toEqual([]);
    expect(declared.has('@apollo/protobufjs')).toBe(true);
    expect(workspace).toMatch(/^autoInstallPeers: true$/m);
  });
});
