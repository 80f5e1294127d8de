import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const repositoryFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** The Node flags of `pnpm start` (api/package.json "serve": `node <flags> dist/main.js`). */
function serveFlags(): string[] {
  const serve = (JSON.parse(repositoryFile('api/package.json')) as { scripts: { serve: string } }).scripts.serve;
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/main\.js$/.exec(serve);
  if (!match) throw new Error(`unexpected serve script: ${serve}`);
  return match[1]!.trim().split(' ').filter(Boolean);
}

describe('the API process start', () => {
  // Measured with bench:api on 2 cores shared with PostgreSQL: less CPU per request and more req/s.
  it('gives V8 a young generation sized for request garbage (fewer scavenges and promotions under load)', () => {
    expect(serveFlags()).toContain('--max-semi-space-size=32');
  });

  it('collects garbage on the event loop thread: helper threads would compete with the event loop and PostgreSQL for the cores', () => {
    expect(serveFlags()).toContain('--single-threaded-gc');
  });

  it('runs the container with the same Node flags as `pnpm start`', () => {
    const command = /^CMD (\[.*\])$/m.exec(repositoryFile('Dockerfile'))?.[1];
    expect(JSON.parse(command!)).toEqual(['node', ...serveFlags(), 'api/dist/main.js']);
  });
});
