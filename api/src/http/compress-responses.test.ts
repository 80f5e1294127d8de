import express from 'express';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses, WHOLE_BODY_COMPRESSION_LIMIT_BYTES } from './compress-responses.js';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const json = (bytes: number) => JSON.stringify({ text: 'an answer '.repeat(Math.ceil(bytes / 10)).slice(0, bytes) });

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get('/json/:bytes', (request, response) => {
    response.json(JSON.parse(json(Number(request.params.bytes))));
  });
  app.get('/no-transform', (_request, response) => {
    response.setHeader('Cache-Control', 'no-transform');
    response.json(JSON.parse(json(4000)));
  });
  app.get('/in-parts', (_request, response) => {
    response.type('json');
    response.write(json(3000));
    response.end(' ');
  });
  app.get('/events', (_request, response) => {
    response.type('text/event-stream');
    response.end(`data: ${'x'.repeat(4000)}\n\n`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RawResponse {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(path: string, acceptEncoding: string | null, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('compressResponses', () => {
  it('compresses a whole JSON answer at once with brotli for a browser, with its length and Vary', async () => {
    const response = await rawGet('/json/5000', BROWSER_ENCODINGS);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(json(5000));
  });

  it('uses gzip for a client that takes only gzip', async () => {
    const response = await rawGet('/json/5000', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toBe(json(5000));
  });

  it('streams answers above the whole-body limit and answers written in parts, still compressed', async () => {
    const large = await rawGet(`/json/${WHOLE_BODY_COMPRESSION_LIMIT_BYTES + 10_000}`, BROWSER_ENCODINGS);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(brotliDecompressSync(large.body).toString('utf8')).toBe(json(WHOLE_BODY_COMPRESSION_LIMIT_BYTES + 10_000));

    const inParts = await rawGet('/in-parts', BROWSER_ENCODINGS);
    expect(inParts.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(inParts.body).toString('utf8')).toBe(`${json(3000)} `);
  });

  it('leaves alone small answers, clients naming no encoding, HEAD, no-transform and event streams', async () => {
    const small = await rawGet('/json/500', BROWSER_ENCODINGS);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(json(500));

    const noHeader = await rawGet('/json/5000', null);
    expect(noHeader.headers['content-encoding']).toBeUndefined();
    expect(noHeader.body.toString('utf8')).toBe(json(5000));

    const head = await rawGet('/json/5000', BROWSER_ENCODINGS, 'HEAD');
    expect(head.body.length).toBe(0);

    const noTransform = await rawGet('/no-transform', BROWSER_ENCODINGS);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString('utf8')).toBe(json(4000));

    const events = await rawGet('/events', BROWSER_ENCODINGS);
    expect(events.headers['content-encoding']).toBeUndefined();
  });
});
