/**
 * `pnpm bench:trademarks` - the USPTO case-file import's speed and memory.
 *
 * Generates a case-file XML of TRADEMARKS_BENCH_MB megabytes (default 200; ~2.3 KB per case file, like the
 * real files) and a zipped copy, creates a scratch database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and runs, each in its own process with the V8 heap capped at
 * 128 MB (a file that had to fit in memory would die there):
 *   1. the baseline: parsing the XML only, no database;
 *   2. the import of the plain XML into an empty table (inserts);
 *   3. the import of the zipped copy over it (every row an update: the daily-file case).
 * Prints rows/s, MB/s, the import-to-parse ratio and each process's peak RSS; exit code 1 when a peak RSS
 * passes 256 MB or a row is lost. Then adds TRADEMARKS_BENCH_SEARCH_ROWS (default 1,000,000) pseudo-word marks
 * with SQL and prints the knockout search's median time for a few names, next to one plain primary-key
 * lookup as the baseline. Drops the database and the files.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { entitySchemas } from '../../api/src/app/entities.js';
import { searchTrademarks } from '../../api/src/research/trademarks/index.js';
import { createAdminPool } from '../support/database.js';
import { generateCaseFileXml } from '../support/uspto-case-file-generator.js';
import { zipFile } from '../support/zip-writer.js';
import { scratchDatabase } from './bench-support.js';

const MEGABYTE = 1024 * 1024;
const TARGET_MB = Number(process.env.TRADEMARKS_BENCH_MB ?? 200);
const HEAP_CAP_MB = 128;
const MAX_PEAK_RSS_MB = 256;
const SEARCH_ROWS = Number(process.env.TRADEMARKS_BENCH_SEARCH_ROWS ?? 1_000_000);
const SEARCH_RUNS = 7;
const SEARCH_NAMES = [
  { name: 'PawPal', category: 'SaaS/Software' },
  { name: 'Photo Flow Studio', category: 'Content/Media' },
  { name: 'Snap Cart', category: 'E-commerce' },
  { name: 'Lorivexa', category: 'Other' },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Pseudo-word marks (md5 digits mapped to letters), random classes and status, then ANALYZE. */
async function addSearchRows(pool: pg.Pool): Promise<number> {
  await pool.query(
    `insert into uspto_trademarks (serial_number, mark_text, mark_normalized, mark_compact, live, status_code, international_classes, transaction_date)
     select lpad((70000000 + i)::text, 8, '0'), upper(word), word, word, i % 3 <> 0, case when i % 3 = 0 then '602' else '700' end,
            array[1 + (i % 45), 1 + ((i * 7) % 45)], date '2026-11-20'
       from (select i, translate(substr(md5(i::text), 1, 5 + i % 5), '0123456789', 'aeiouybdkl') as word
               from generate_series(1, $1::int) as i) as generated
     on conflict do nothing`,
    [SEARCH_ROWS],
  );
  await pool.query('analyze uspto_trademarks');
  const { rows } = await pool.query<{ count: string }>('select count(*) from uspto_trademarks');
  return Number(rows[0]!.count);
}

async function timeSearches(pool: pg.Pool): Promise<void> {
  const lookups: number[] = [];
  for (let run = 0; run < SEARCH_RUNS; run += 1) {
    const started = performance.now();
    await pool.query('select * from uspto_trademarks where serial_number = $1', ['70000042']);
    lookups.push(performance.now() - started);
  }
  const baseline = median(lookups);
  process.stdout.write(`baseline: one primary-key lookup                 ${baseline.toFixed(1).padStart(7)} ms\n`);
  for (const query of SEARCH_NAMES) {
    const times: number[] = [];
    let hits = 0;
    for (let run = 0; run < SEARCH_RUNS; run += 1) {
      const started = performance.now();
      const result = await searchTrademarks(pool, query);
      times.push(performance.now() - started);
      hits = result.hits.length;
    }
    const label = `search "${query.name}" (${query.category})`;
    process.stdout.write(
      `${label.padEnd(48)} ${median(times).toFixed(1).padStart(7)} ms  (${(median(times) / baseline).toFixed(0)}x)  ${hits} hits\n`,
    );
  }
}

const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('trademarks');
const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'trademarks-import-runner.ts');

interface RunResult {
  mode: string;
  rows: number;
  bytes: number;
  seconds: number;
  peakRssBytes: number;
}

function run(mode: 'parse' | 'import', file: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_CAP_MB}`, '--import', 'tsx', runner, mode, file, databaseUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim()) as RunResult) : reject(new Error(`${mode} run exited with ${code}`)),
    );
  });
}

function describe(label: string, result: RunResult, fileBytes: number): string {
  const rowsPerSecond = Math.round(result.rows / result.seconds).toLocaleString('en-US');
  const megabytesPerSecond = (fileBytes / MEGABYTE / result.seconds).toFixed(1);
  return `${label.padEnd(34)} ${result.rows.toLocaleString('en-US').padStart(9)} rows  ${result.seconds.toFixed(1).padStart(6)} s  ${rowsPerSecond.padStart(8)} rows/s  ${megabytesPerSecond.padStart(6)} MB/s  peak RSS ${(result.peakRssBytes / MEGABYTE).toFixed(0).padStart(4)} MB`;
}

async function main(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ideascope-bench-trademarks-'));
  const admin = createAdminPool(serverUrl);
  let failed = false;
  try {
    const xmlPath = path.join(directory, 'apc-bench.xml');
    const zipPath = path.join(directory, 'apc-bench.zip');
    process.stdout.write(`Generating ~${TARGET_MB} MB of case files…\n`);
    const generated = await generateCaseFileXml(xmlPath, { targetBytes: TARGET_MB * MEGABYTE });
    const zipBytes = await zipFile(xmlPath, zipPath, 'apc-bench.xml');
    process.stdout.write(
      `${generated.caseFiles.toLocaleString('en-US')} case files, ${(generated.bytes / MEGABYTE).toFixed(0)} MB of XML, ${(zipBytes / MEGABYTE).toFixed(0)} MB zipped; each run below in its own process, V8 heap capped at ${HEAP_CAP_MB} MB\n\n`,
    );
    await admin.query(`create database "${databaseName}"`);
    const orm = await openDatabase(databaseUrl, { entities: entitySchemas, poolSize: 1 });
    await migrateToLatest(orm);
    await orm.close(true);

    const parse = await run('parse', xmlPath);
    process.stdout.write(`${describe('baseline: parse only (no database)', parse, generated.bytes)}\n`);
    const insert = await run('import', xmlPath);
    process.stdout.write(`${describe('import .xml into an empty table', insert, generated.bytes)}\n`);
    const update = await run('import', zipPath);
    process.stdout.write(`${describe('import .zip over it (all updates)', update, generated.bytes)}\n`);

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const { rows } = await pool.query<{ count: string }>('select count(*) from uspto_trademarks');
    await pool.end();
    const stored = Number(rows[0]!.count);
    const parseRate = parse.rows / parse.seconds;
    process.stdout.write(
      `\nimport/parse speed: ${((insert.rows / insert.seconds / parseRate) * 100).toFixed(0)}% (insert), ${((update.rows / update.seconds / parseRate) * 100).toFixed(0)}% (update)\n` +
        `rows stored: ${stored.toLocaleString('en-US')} of ${generated.caseFiles.toLocaleString('en-US')}\n` +
        `at the insert rate, a 2 GB annual file (~${Math.round((2048 * MEGABYTE) / (generated.bytes / generated.caseFiles)).toLocaleString('en-US')} case files) takes ~${Math.round((2048 * MEGABYTE) / (generated.bytes / insert.seconds) / 60)} min\n`,
    );
    const searchPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const total = await addSearchRows(searchPool);
      process.stdout.write(`\nknockout search over ${total.toLocaleString('en-US')} marks (median of ${SEARCH_RUNS}):\n`);
      await timeSearches(searchPool);
    } finally {
      await searchPool.end();
    }
    for (const result of [parse, insert, update]) {
      if (result.peakRssBytes > MAX_PEAK_RSS_MB * MEGABYTE) {
        process.stdout.write(`FAIL: ${result.mode} peak RSS above ${MAX_PEAK_RSS_MB} MB\n`);
        failed = true;
      }
    }
    if (stored !== generated.caseFiles || insert.rows !== generated.caseFiles || update.rows !== generated.caseFiles) {
      process.stdout.write('FAIL: rows lost\n');
      failed = true;
    }
  } finally {
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
    await rm(directory, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
