import type { Sql } from '../../jobs/sql.js';
import { CaseFileParser, type CaseFile } from './case-file-parser.js';
import { caseFileDocuments } from './case-file-source.js';
import { silentProgress, type ProgressReporter } from './import-progress.js';
import { compactMarkText, normalizeMarkText } from './mark-text.js';
import { isLiveStatusCode } from './status-codes.js';
import { assertTrademarkSupport } from './trademark-support.js';

export interface TrademarkImportOptions {
  /** Rows per INSERT … ON CONFLICT statement. */
  batchSize?: number;
  progress?: ProgressReporter;
}

export interface TrademarkImportSummary {
  importId: string;
  source: string;
  /** Case files read from the XML. */
  rows: number;
  /** Rows inserted or updated (a case file older than the stored one is skipped). */
  written: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  undefinedEntities: number;
}

const DEFAULT_BATCH_SIZE = 1000;

/**
 * One statement per batch, parameters as arrays (12 of them whatever the batch size). A case file
 * replaces the stored one unless the stored one is newer (by <transaction-date>), so importing an
 * older annual file after the daily files does not roll statuses back.
 */
const UPSERT = `
insert into uspto_trademarks (serial_number, registration_number, mark_text, mark_normalized, mark_compact, live, status_code,
                              filing_date, registration_date, owner_name, transaction_date, international_classes, updated_at)
select serial, registration, mark, normalized, compact, live, status, filing::date, registered::date, owner, transaction::date, classes::int[], now()
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[], $8::text[], $9::text[],
              $10::text[], $11::text[], $12::text[])
    as row(serial, registration, mark, normalized, compact, live, status, filing, registered, owner, transaction, classes)
on conflict (serial_number) do update set
  registration_number = excluded.registration_number, mark_text = excluded.mark_text, mark_normalized = excluded.mark_normalized,
  mark_compact = excluded.mark_compact, live = excluded.live, status_code = excluded.status_code, filing_date = excluded.filing_date,
  registration_date = excluded.registration_date, owner_name = excluded.owner_name, transaction_date = excluded.transaction_date,
  international_classes = excluded.international_classes, updated_at = now()
where uspto_trademarks.transaction_date is null or excluded.transaction_date is null
   or excluded.transaction_date >= uspto_trademarks.transaction_date`;

function upsertParameters(caseFiles: CaseFile[]): unknown[] {
  const columns: unknown[][] = Array.from({ length: 12 }, () => []);
  for (const caseFile of caseFiles) {
    const normalized = normalizeMarkText(caseFile.markText);
    const values = [
      caseFile.serialNumber,
      caseFile.registrationNumber,
      caseFile.markText,
      normalized,
      compactMarkText(normalized),
      isLiveStatusCode(caseFile.statusCode),
      caseFile.statusCode,
      caseFile.filingDate,
      caseFile.registrationDate,
      caseFile.ownerName,
      caseFile.transactionDate,
      `{${caseFile.internationalClasses.join(',')}}`,
    ];
    values.forEach((value, index) => columns[index]!.push(value));
  }
  return columns;
}

/** The source as recorded: a URL without credentials or query string (they may hold tokens). */
function sourceLabel(source: string): string {
  if (!/^https?:\/\//i.test(source)) return source;
  const url = new URL(source);
  return `${url.origin}${url.pathname}`;
}

/**
 * Streams the case files of `source` (a .xml or .zip file, or a URL to one) into uspto_trademarks,
 * upserting by serial number in batches. Memory stays bounded: one chunk of XML, one case file being
 * read and one batch at a time. Each import is logged in trademark_imports (with its error when it fails).
 */
export async function importTrademarks(sql: Sql, source: string, options: TrademarkImportOptions = {}): Promise<TrademarkImportSummary> {
  await assertTrademarkSupport(sql);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const progress = options.progress ?? silentProgress;
  const label = sourceLabel(source);
  const {
    rows: [logRow],
  } = await sql.query<{ id: string }>('insert into trademark_imports (source) values ($1) returning id', [label]);
  const importId = String(logRow!.id);
  const started = process.hrtime.bigint();
  const elapsedSeconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  let rows = 0;
  let written = 0;
  let bytes = 0;
  let totalBytes: number | null = null;
  let undefinedEntities = 0;
  // Keyed by serial: one statement cannot update the same row twice, and the later case file wins.
  let batch = new Map<string, CaseFile>();

  const flush = async () => {
    if (batch.size === 0) return;
    const caseFiles = [...batch.values()];
    batch = new Map();
    const result = await sql.query(UPSERT, upsertParameters(caseFiles));
    written += result.rowCount ?? 0;
  };
  const snapshot = () => ({ rows, bytes, totalBytes, elapsedSeconds: elapsedSeconds() });

  try {
    for await (const document of caseFileDocuments(source, (downloaded, size) =>
      progress.update({ rows, bytes: downloaded, totalBytes: size, elapsedSeconds: elapsedSeconds() }),
    )) {
      const bytesBefore = bytes;
      totalBytes = document.totalBytes === null ? null : bytesBefore + document.totalBytes;
      const parser = new CaseFileParser((caseFile) => {
        rows += 1;
        batch.set(caseFile.serialNumber, caseFile);
      });
      for await (const chunk of document.stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        parser.write(chunk);
        if (batch.size >= batchSize) await flush();
        progress.update(snapshot());
      }
      parser.end();
      undefinedEntities += parser.undefinedEntities;
    }
    await flush();
  } catch (error) {
    await sql
      .query('update trademark_imports set rows = $2, bytes_read = $3, finished_at = now(), error = $4 where id = $1', [
        importId,
        written,
        bytes,
        (error as Error).message,
      ])
      .catch(() => undefined);
    throw error;
  }
  const seconds = elapsedSeconds();
  const rowsPerSecond = seconds > 0 ? rows / seconds : rows;
  await sql.query('update trademark_imports set rows = $2, bytes_read = $3, finished_at = now(), rows_per_second = $4 where id = $1', [
    importId,
    written,
    bytes,
    rowsPerSecond,
  ]);
  progress.done(snapshot());
  return { importId, source: label, rows, written, bytes, seconds, rowsPerSecond, undefinedEntities };
}
