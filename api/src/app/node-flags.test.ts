import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const repositoryFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** What `pnpm start` runs (api/package.json "serve"); tests/bench/bench-support.ts reads its flags for bench:api. */
const serve = (JSON.parse(repositoryFile('api/package.json')) as { scripts: { serve: string } }).scripts.serve;

describe('the API process start', () => {
  // Measured with bench:api on 2 cores shared with PostgreSQL: less CPU per request and more req/s.
  it('gives V8 a young generation sized for request garbage (fewer scavenges and promotions under load)', () => {
    expect(serve.split(' ')).toContain('--max-semi-space-size=32');
  });

  // Paired bench:api rounds on 2 cores: V8's parallel GC halved the time requests stood still in GC pauses (the
  // longest from 68-94 ms to 27-33 ms) and lowered p99 and CPU per request in every pair.
  it("keeps V8's parallel garbage collection: a single-threaded one pauses every request in flight twice as long", () => {
    expect(serve.split(' ')).not.toContain('--single-threaded-gc');
  });

  it('runs the container with the same command as `pnpm start`', () => {
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(repositoryFile('Dockerfile'))?.[1] ?? '[]') as string[];
    expect(command.join(' ')).toBe(serve.replace(/dist\/main\.js$/, 'api/dist/main.js'));
  });
});
