import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Domain checks against RDAP servers that cannot be reached (silent, refusing,
 * unresolvable) must not grow memory. The soak (tests/bench/rdap-soak.ts, `pnpm bench:soak`) runs in
 * its own process with --expose-gc so its heap figures are its own. A leak shows as heap growth of tens
 * of KB per run, and as the silent server asked again for every domain.
 */
describe('RDAP soak', () => {
  it('keeps heap growth bounded over hundreds of research runs against unreachable RDAP servers', () => {
    const soak = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/rdap-soak.ts', '--runs', '300', '--json'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const figures = JSON.parse(soak.stdout.trim().split('\n').at(-1) ?? '{}') as {
      runs: number;
      checks: number;
      heapGrowthPerRunKb: number;
      connectionsToSilentServer: number;
    };
    expect(figures.runs).toBe(300);
    expect(figures.checks).toBe(300 * 16);
    expect(figures.heapGrowthPerRunKb).toBeLessThan(8);
    // A third of the runs ask the silent server: it is left alone once known unreachable.
    expect(figures.connectionsToSilentServer).toBeLessThan(100);
    expect(soak.status).toBe(0);
  }, 150_000);
});
