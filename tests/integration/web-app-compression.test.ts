/**
 * Compressed delivery: the build's brotli/gzip copies (web/build/precompress.ts, run here on a small
 * build) served by Accept-Encoding with Vary, immutable hashed assets, and dynamic JSON compressed above 1 KB.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const INDEX_HTML = `<!doctype html><title>IdeaScope web app</title>${'<meta name="x">'.repeat(200)}`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};`;
const TINY_SCRIPT = 'console.log(1)';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request without fetch's automatic decompression, so the bytes on the wire are what we check. */
function rawGet(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('compressed delivery', () => {
  let server: TestServer;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = await mkdtemp(path.join(tmpdir(), 'ideascope-web-'));
    await mkdir(path.join(distDirectory, 'assets'));
    await writeFile(path.join(distDirectory, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDirectory, 'assets', 'app-1a2b3c.js'), SCRIPT);
    await writeFile(path.join(distDirectory, 'assets', 'tiny-4d5e6f.js'), TINY_SCRIPT);
    // The build step itself, as `vite build` runs it.
    const plugin = precompress() as { configResolved: (config: unknown) => void; closeBundle: () => Promise<void> };
    plugin.configResolved({ root: distDirectory, build: { outDir: '.' } });
    await plugin.closeBundle();
    server = await startTestServer({ WEB_DIST_DIR: distDirectory });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(distDirectory, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies at build time, except for files too small to gain', async () => {
    expect((await readdir(path.join(distDirectory, 'assets'))).sort()).toEqual([
      'app-1a2b3c.js',
      'app-1a2b3c.js.br',
      'app-1a2b3c.js.gz',
      'tiny-4d5e6f.js',
    ]);
  });

  it('serves a hashed asset as brotli, gzip or plain by Accept-Encoding, with Vary and an immutable cache', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
      { accept: '', encoding: undefined, decode: (bytes: Buffer) => bytes },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await rawGet(`${server.url}/assets/app-1a2b3c.js`, accept ? { 'accept-encoding': accept } : {});
      expect({ accept, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding,
      });
      expect(decode(response.body).toString('utf8')).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
    }
  });

  it('answers HEAD with the headers of the chosen copy and no body', async () => {
    const response = await rawGet(`${server.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('serves a file without copies as it is', async () => {
    const response = await rawGet(`${server.url}/assets/tiny-4d5e6f.js`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(TINY_SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html compressed for every client-side route, revalidated each time', async () => {
    for (const page of ['/', '/projects', '/no/such/page']) {
      const response = await rawGet(`${server.url}${page}`, { accept: 'text/html', 'accept-encoding': 'br' });
      expect({ page, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({
        page,
        status: 200,
        encoding: 'br',
      });
      expect(brotliDecompressSync(response.body).toString('utf8')).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('does not serve the compressed copies or build metadata as files of their own', async () => {
    const response = await rawGet(`${server.url}/assets/app-1a2b3c.js.br`, { accept: 'application/json' });
    expect(response.status).toBe(404);
  });

  it('compresses dynamic JSON above 1 KB and leaves small answers alone', async () => {
    const query = (text: string) =>
      rawGet(
        `${server.url}/graphql`,
        { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        'POST',
        JSON.stringify({ query: text }),
      );
    const large = await query(`{ ${Array.from({ length: 120 }, (_, index) => `field${index}: __typename`).join(' ')} }`);
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.body).toString('utf8')).data.field119).toBe('Query');

    const small = await query('{ __typename }');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });
});
