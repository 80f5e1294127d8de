/**
 * A stop is quiet. The API started as `pnpm start` runs it, offline (the RDAP
 * bootstrap refresh cannot reach its server), then SIGINT: exit code 0, and nothing at warn or error
 * level and no stack trace in its output; the offline refresh is one info line.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logLines, startApiProcess } from '../support/api-process.js';
import { createTestDatabase } from '../support/database.js';
import { eventually } from './research-support.js';

let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
});
afterAll(async () => {
  await database.drop();
});

describe('stopping the API', () => {
  it('on SIGINT prints no warning, error or stack trace and exits 0; an offline RDAP refresh is one info line', async () => {
    // A port nothing listens on any more: the refresh at start is refused, as it is offline.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const api = await startApiProcess({
      DATABASE_URL: database.url,
      DOMAIN_CHECK: 'online',
      RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${port}/dns.json`,
    });
    try {
      const refresh = await eventually(
        async () => logLines(api.output()).find((line) => String(line.msg).startsWith('RDAP bootstrap')),
        20_000,
        'the RDAP bootstrap refresh to give up',
      );
      expect(refresh.level).toBe(30);
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      const linesBeforeStop = logLines(api.output()).length;
      expect(await api.kill('SIGINT')).toBe(0);
      const output = api.output();
      const lines = logLines(output);
      // A stop is one line (a request's own line may still land after the signal).
      expect(
        lines
          .slice(linesBeforeStop)
          .filter((line) => line.msg !== 'request')
          .map((line) => line.msg),
      ).toEqual(['shut down']);
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toMatch(/ELIFECYCLE|LISTEN connection lost|pg-boss error/);
      expect(lines.at(-1)?.msg).toBe('shut down');
    } finally {
      await api.kill('SIGKILL');
    }
  }, 120_000);
});
