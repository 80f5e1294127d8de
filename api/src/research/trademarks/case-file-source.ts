import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl from 'yauzl';

/** One XML document to parse, as a stream of bytes, with its size when known (for the progress bar). */
export interface CaseFileDocument {
  name: string;
  totalBytes: number | null;
  stream: Readable;
}

export class TrademarkSourceError extends Error {
  override name = 'TrademarkSourceError';
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

async function startsWithZipSignature(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

function openZip(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true }, (error, zipFile) => {
      if (error || !zipFile) reject(new TrademarkSourceError(`${filePath} is not a readable zip file: ${error?.message ?? 'no entries'}`));
      else resolve(zipFile);
    });
  });
}

/** The .xml entries of a zip, one stream at a time, read straight from the archive (nothing unpacked to disk). */
async function* zipDocuments(filePath: string): AsyncGenerator<CaseFileDocument> {
  const zipFile = await openZip(filePath);
  let found = 0;
  try {
    while (true) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (next: yauzl.Entry) => {
          cleanup();
          resolve(next);
        };
        const onEnd = () => {
          cleanup();
          resolve(null);
        };
        const onError = (error: Error) => {
          cleanup();
          reject(new TrademarkSourceError(`Reading ${filePath} failed: ${error.message}`));
        };
        const cleanup = () => {
          zipFile.off('entry', onEntry);
          zipFile.off('end', onEnd);
          zipFile.off('error', onError);
        };
        zipFile.on('entry', onEntry);
        zipFile.on('end', onEnd);
        zipFile.on('error', onError);
        zipFile.readEntry();
      });
      if (!entry) break;
      if (!/\.xml$/i.test(entry.fileName)) continue;
      found += 1;
      const stream = await new Promise<Readable>((resolve, reject) => {
        zipFile.openReadStream(entry, (error, readStream) => (error || !readStream ? reject(error) : resolve(readStream)));
      });
      yield { name: `${path.basename(filePath)}:${entry.fileName}`, totalBytes: entry.uncompressedSize, stream };
    }
  } finally {
    zipFile.close();
  }
  if (found === 0) throw new TrademarkSourceError(`${filePath} holds no .xml file`);
}

async function* fileDocuments(filePath: string): AsyncGenerator<CaseFileDocument> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw new TrademarkSourceError(`No such file: ${filePath}`);
  if (await startsWithZipSignature(filePath)) {
    yield* zipDocuments(filePath);
    return;
  }
  yield { name: path.basename(filePath), totalBytes: info.size, stream: createReadStream(filePath, { highWaterMark: 256 * 1024 }) };
}

/** Counts the bytes of a download as they pass (progress while a zip is being saved). */
function byteCounter(onBytes: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
}

/**
 * A URL is streamed with fetch. An XML document goes straight to the parser; a zip is first saved to a
 * temporary file (a zip's directory is at its end, so it cannot be read front to back reliably), then
 * read like a local zip and deleted.
 */
async function* urlDocuments(
  url: string,
  onDownload?: (bytes: number, totalBytes: number | null) => void,
): AsyncGenerator<CaseFileDocument> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new TrademarkSourceError(`Could not download ${url}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) throw new TrademarkSourceError(`Could not download ${url}: HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const pathname = new URL(url).pathname;
  const looksZipped = /\.zip$/i.test(pathname) || /zip/i.test(response.headers.get('content-type') ?? '');
  if (!looksZipped) {
    yield { name: path.basename(pathname) || url, totalBytes, stream: body };
    return;
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'ideascope-trademarks-'));
  const zipPath = path.join(directory, path.basename(pathname) || 'download.zip');
  try {
    let downloaded = 0;
    await pipeline(
      body,
      byteCounter((bytes) => {
        downloaded += bytes;
        onDownload?.(downloaded, totalBytes);
      }),
      createWriteStream(zipPath),
    );
    yield* zipDocuments(zipPath);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The XML documents of a source: a local .xml or .zip file (recognised by content), or an http(s) URL to either. */
export function caseFileDocuments(
  source: string,
  onDownload?: (bytes: number, totalBytes: number | null) => void,
): AsyncGenerator<CaseFileDocument> {
  return isUrl(source) ? urlDocuments(source, onDownload) : fileDocuments(path.resolve(source));
}
