/**
 * `pnpm trademarks:import`'s engine against PostgreSQL: the real-format fixture (plain and zipped, from a
 * file and over HTTP), upsert idempotence, a newer daily record updating a status (an older one not rolling it
 * back), the import log, clear errors, and the memory bound on a generated file of 20,000 case files.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  importTrademarks,
  TrademarkSourceError,
  TrademarkSupportError,
  trademarkImportState,
} from '../../api/src/research/trademarks/index.js';
import { createTestDatabase } from '../support/database.js';
import { generateCaseFileXml } from '../support/uspto-case-file-generator.js';
import { zipFile } from '../support/zip-writer.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/uspto');
const SAMPLE = path.join(fixtures, 'apc261120-sample.xml');
const UPDATE = path.join(fixtures, 'apc261121-update.xml');

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let scratch: string;
let server: Server | undefined;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  scratch = await mkdtemp(path.join(tmpdir(), 'ideascope-trademarks-'));
});

afterAll(async () => {
  server?.close();
  await pool?.end();
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function count(): Promise<number> {
  const { rows } = await pool.query<{ count: string }>('select count(*) from uspto_trademarks');
  return Number(rows[0]!.count);
}

async function mark(serial: string) {
  const { rows } = await pool.query('select * from uspto_trademarks where serial_number = $1', [serial]);
  return rows[0];
}

describe('trademark import', () => {
  it('says nothing is imported before the first import', async () => {
    expect(await trademarkImportState(pool)).toEqual({ imported: false, lastImportedAt: null, lastSource: null });
  });

  it('imports the fixture: serials, marks, live/dead from the status code, dates, current owner, Nice classes', async () => {
    const summary = await importTrademarks(pool, SAMPLE, { batchSize: 7 });
    expect(summary).toMatchObject({ rows: 30, written: 30 });
    expect(summary.rowsPerSecond).toBeGreaterThan(0);
    expect(await count()).toBe(30);
    expect(await mark('97100001')).toMatchObject({
      registration_number: '6543210',
      mark_text: 'PAWPAL',
      mark_normalized: 'pawpal',
      mark_compact: 'pawpal',
      live: true,
      status_code: '700',
      owner_name: 'PawPal Technologies Inc.',
      international_classes: [9, 42],
    });
    expect((await mark('97100001')).registration_date).toEqual(new Date('2022-01-11T00:00:00'));
    // Never registered (0000000), abandoned (602) → dead; the header's status code, not the class's "6".
    expect(await mark('97100002')).toMatchObject({ registration_number: null, live: false, status_code: '602', mark_compact: 'pawpal' });
    expect(await mark('97100008')).toMatchObject({ live: false, status_code: '710' }); // cancelled, section 8
    expect(await mark('97100018')).toMatchObject({ live: false, status_code: '900' }); // expired
    expect(await mark('97100003')).toMatchObject({ live: true, status_code: '686' }); // published for opposition
    expect(await mark('97100016')).toMatchObject({ mark_text: 'BARK & BYTE', mark_normalized: 'bark and byte' });
    expect(await mark('97100017')).toMatchObject({ mark_text: null, mark_compact: '' }); // design-only mark
    expect(await mark('97100023')).toMatchObject({ international_classes: [] }); // certification mark, US class A
    expect(await mark('97100028')).toMatchObject({ owner_name: 'Orbit Workspace Holdings Inc.' }); // later owner wins

    const state = await trademarkImportState(pool);
    expect(state.imported).toBe(true);
    expect(state.lastSource).toBe(SAMPLE);
    const {
      rows: [log],
    } = await pool.query('select * from trademark_imports order by id desc limit 1');
    expect(log).toMatchObject({ source: SAMPLE, rows: '30', error: null });
    expect(Number(log.bytes_read)).toBe((await stat(SAMPLE)).size);
    expect(log.rows_per_second).toBeGreaterThan(0);
    expect(log.finished_at).toBeInstanceOf(Date);
  });

  it('is idempotent: importing the same file again keeps the count and the data', async () => {
    const before = await mark('97100001');
    await importTrademarks(pool, SAMPLE);
    expect(await count()).toBe(30);
    expect(await mark('97100001')).toMatchObject({ ...before, updated_at: expect.any(Date) });
  });

  it('imports a zipped copy (streamed out of the archive) to the same rows', async () => {
    const zipped = path.join(scratch, 'apc261120.zip');
    await zipFile(SAMPLE, zipped, 'apc261120.xml');
    await pool.query('delete from uspto_trademarks');
    const summary = await importTrademarks(pool, zipped);
    expect(summary).toMatchObject({ rows: 30, written: 30 });
    expect(await count()).toBe(30);
    expect(await mark('97100009')).toMatchObject({ mark_text: 'FOTOFLOW', live: true, international_classes: [9] });
  });

  it('applies a newer daily record (status now abandoned) but not an older one, and adds new marks', async () => {
    await importTrademarks(pool, UPDATE);
    expect(await count()).toBe(31);
    expect(await mark('97100003')).toMatchObject({ live: false, status_code: '602' });
    // The stale record (transaction date 2020-01-01) for 97100001 did not overwrite the 2026 one.
    expect(await mark('97100001')).toMatchObject({ live: true, status_code: '700', owner_name: 'PawPal Technologies Inc.' });
    expect(await mark('97100031')).toMatchObject({ mark_text: 'TIDEPOOL', live: true });
  });

  it('streams a URL (plain XML and zip) with fetch', async () => {
    const zipped = path.join(scratch, 'served.zip');
    await zipFile(UPDATE, zipped, 'apc261121.xml');
    server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const file = pathname === '/apc261121.zip' ? zipped : pathname === '/apc261121.xml' ? UPDATE : null;
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': file.endsWith('.zip') ? 'application/zip' : 'application/xml' });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    expect(await importTrademarks(pool, `${base}/apc261121.xml?token=secret`)).toMatchObject({ rows: 3, source: `${base}/apc261121.xml` });
    expect(await importTrademarks(pool, `${base}/apc261121.zip`)).toMatchObject({ rows: 3 });
    await expect(importTrademarks(pool, `${base}/missing.zip`)).rejects.toThrow(/HTTP 404/);
  });

  it('refuses what it cannot read with a clear error, recorded in the import log', async () => {
    await expect(importTrademarks(pool, path.join(scratch, 'nope.xml'))).rejects.toThrow(TrademarkSourceError);
    const broken = path.join(scratch, 'broken.xml');
    await (
      await import('node:fs/promises')
    ).writeFile(broken, '<trademark-applications-daily><case-file><serial-number>97100001</serial-number></trademark-applications-daily>');
    await expect(importTrademarks(pool, broken)).rejects.toThrow(/Not a readable USPTO case-file XML/);
    const {
      rows: [log],
    } = await pool.query('select error from trademark_imports order by id desc limit 1');
    expect(log.error).toMatch(/Not a readable USPTO case-file XML/);
    expect(await count()).toBe(31);
  });

  it('keeps memory flat on 20,000 generated case files', { timeout: 120_000 }, async () => {
    const large = path.join(scratch, 'large.xml');
    const generated = await generateCaseFileXml(large, { count: 20_000 });
    expect(generated.bytes).toBeGreaterThan(40 * 1024 * 1024);
    // The heap after a full collection is what the import keeps; sampled every 10th progress update.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const liveHeap: number[] = [];
    let updates = 0;
    const summary = await importTrademarks(pool, large, {
      progress: {
        update: () => {
          updates += 1;
          if (updates % 10 !== 0) return;
          collectGarbage();
          liveHeap.push(process.memoryUsage().heapUsed);
        },
        done: () => undefined,
      },
    });
    expect(summary.rows).toBe(20_000);
    expect(await count()).toBe(31 + 20_000);
    expect(liveHeap.length).toBeGreaterThan(8);
    // Nothing accumulates per row: the live heap at the end is within a few MB of the start, and never
    // anywhere near the file's size (47 MB here; a 2 GB file runs in the same few MB).
    const quarter = Math.floor(liveHeap.length / 4);
    const early = Math.max(...liveHeap.slice(0, quarter));
    const late = Math.max(...liveHeap.slice(-quarter));
    expect(late - early).toBeLessThan(8 * 1024 * 1024);
    expect(Math.max(...liveHeap) - liveHeap[0]!).toBeLessThan(generated.bytes / 4);
  });
});

describe('trademark import without the extensions', () => {
  it('fails at once with a clear error naming the missing extension and what to do', async () => {
    await pool.query('drop extension pg_trgm cascade');
    try {
      const error = await importTrademarks(pool, SAMPLE).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TrademarkSupportError);
      expect((error as Error).message).toBe(
        'Cannot import trademarks: PostgreSQL extension pg_trgm is available but not created in this database: run `pnpm db:migrate` (or CREATE EXTENSION pg_trgm)',
      );
    } finally {
      await pool.query('create extension pg_trgm');
    }
  });
});
