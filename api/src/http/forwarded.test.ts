import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, requestIsSecure } from './forwarded.js';

/** Express itself, configured as app.ts configures it, is the reference the two functions must agree with. */
function referenceServer(trustProxy: boolean) {
  const app = express();
  if (trustProxy) app.set('trust proxy', 1);
  app.get('/', (request, response) => {
    response.json({
      express: { secure: request.secure, ip: request.ip },
      ours: { secure: requestIsSecure(request, trustProxy), ip: clientAddress(request, trustProxy) },
    });
  });
  return app.listen(0, '127.0.0.1');
}

const servers: Array<ReturnType<typeof referenceServer>> = [];
let plainUrl = '';
let proxiedUrl = '';

beforeAll(async () => {
  for (const trustProxy of [false, true]) {
    const server = referenceServer(trustProxy);
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    if (trustProxy) proxiedUrl = url;
    else plainUrl = url;
  }
});
afterAll(() => {
  for (const server of servers) server.close();
});

const HEADER_CASES: Array<Record<string, string>> = [
  {},
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-proto': 'https, http' },
  { 'x-forwarded-proto': 'http' },
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
  { 'x-forwarded-for': 'spoofed, 198.51.100.1 ,  203.0.113.9 ', 'x-forwarded-proto': 'https' },
];

describe('requestIsSecure and clientAddress agree with Express', () => {
  for (const [label, url] of [['trust proxy off', () => plainUrl], ['trust proxy 1', () => proxiedUrl]] as const) {
    it(label, async () => {
      for (const headers of HEADER_CASES) {
        const answer = (await (await fetch(url(), { headers })).json()) as { express: unknown; ours: unknown };
        expect({ headers, ...answer.ours as object }).toEqual({ headers, ...answer.express as object });
      }
    });
  }
});
