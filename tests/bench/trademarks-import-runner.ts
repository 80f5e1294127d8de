/**
 * Child process of `pnpm bench:trademarks`: runs one import (or, as the baseline, only the XML parse)
 * of a file and prints one JSON line with rows, seconds and the process's peak RSS, so the figure is
 * the importer's own memory and nothing of the bench around it.
 * Usage: node --import tsx trademarks-import-runner.ts <parse|import> <file> [databaseUrl]
 */
import pg from 'pg';
import { CaseFileParser } from '../../api/src/research/trademarks/case-file-parser.js';
import { caseFileDocuments } from '../../api/src/research/trademarks/case-file-source.js';
import { importTrademarks } from '../../api/src/research/trademarks/index.js';

const [mode, file, databaseUrl] = process.argv.slice(2);

async function parseOnly(source: string): Promise<{ rows: number; bytes: number }> {
  let rows = 0;
  let bytes = 0;
  for await (const document of caseFileDocuments(source)) {
    const parser = new CaseFileParser(() => {
      rows += 1;
    });
    for await (const chunk of document.stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      parser.write(chunk);
    }
    parser.end();
  }
  return { rows, bytes };
}

async function main(): Promise<void> {
  if (!file || (mode !== 'parse' && mode !== 'import')) throw new Error('usage: <parse|import> <file> [databaseUrl]');
  const started = performance.now();
  let rows: number;
  let bytes: number;
  if (mode === 'parse') {
    ({ rows, bytes } = await parseOnly(file));
  } else {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      ({ rows, bytes } = await importTrademarks(pool, file));
    } finally {
      await pool.end();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ mode, rows, bytes, seconds, peakRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
