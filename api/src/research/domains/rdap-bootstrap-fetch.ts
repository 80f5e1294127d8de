import type { MikroORM } from '@mikro-orm/postgresql';
import { validateBootstrapDocument, type BootstrapDocument } from './rdap-bootstrap-document.js';
import { storeBootstrap } from './rdap-bootstrap-store.js';

/** IANA's file is under 100 kB; a much larger answer is not it, and is not read into memory whole. */
const MAX_BOOTSTRAP_BYTES = 4 * 1024 * 1024;

export interface BootstrapFetchOptions {
  timeoutMs: number;
  /** Aborts the request (the process is stopping). */
  signal?: AbortSignal;
}

/** Downloads and validates the bootstrap file; any failure is an Error whose message says what went wrong. */
export async function fetchBootstrapDocument(url: string, options: BootstrapFetchOptions): Promise<BootstrapDocument> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const failed = (error: unknown) =>
    timeout.aborted
      ? new Error(`${url} did not answer within ${options.timeoutMs / 1000} s`)
      : new Error(`could not fetch ${url}: ${describe(error)}`);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'follow', signal });
  } catch (error) {
    throw failed(error);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  let text: string;
  try {
    text = await readAtMost(response, MAX_BOOTSTRAP_BYTES);
  } catch (error) {
    throw failed(error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${url} did not send JSON`);
  }
  return validateBootstrapDocument(json);
}

export interface BootstrapRefresh {
  fetched: BootstrapDocument;
  /** False when the stored copy was published later than the fetched one (so it was kept). */
  stored: boolean;
}

/** Fetch, validate, store: what the start-up refresh, the daily refresh and `pnpm rdap:refresh` do. */
export async function refreshStoredBootstrap(orm: MikroORM, url: string, options: BootstrapFetchOptions): Promise<BootstrapRefresh> {
  const fetched = await fetchBootstrapDocument(url, options);
  return { fetched, stored: await storeBootstrap(orm, fetched) };
}

async function readAtMost(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** fetch() reports network failures as "fetch failed" with the reason in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
