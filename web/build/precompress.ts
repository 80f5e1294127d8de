import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    // The manifest is for scripts/bench-web.mjs, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(entryPath);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield entryPath;
    }
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside `file`, each only if smaller than it. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (brotliBytes.length < content.length) await writeFile(`${file}.br`, brotliBytes);
  if (gzipBytes.length < content.length) await writeFile(`${file}.gz`, gzipBytes);
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build, once,
 * so the server never compresses static files per request (api/src/http/static-web.ts picks the copy
 * by Accept-Encoding). A copy that is not smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDirectory = '';
  return {
    name: 'ideascope-precompress',
    apply: 'build',
    configResolved(config) {
      outDirectory = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDirectory)) {
        if ((await stat(file)).size < MIN_BYTES) continue;
        jobs.push(writeCompressedCopies(file));
      }
      await Promise.all(jobs);
    },
  };
}
