import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RdapClient, UNREACHABLE_AFTER_FAILURES, UNREACHABLE_BACK_OFF_MS } from './rdap-client.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Accepts connections and never answers, counting the requests it was sent. */
async function silentServer() {
  const requests = { count: 0 };
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      requests.count += String(chunk).match(/^GET \/domain\//gm)?.length ?? 0;
    });
    server.once('close', () => socket.destroy());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests, server };
}

describe('RdapClient against a registry that cannot be reached', () => {
  it('stops connecting to a silent server after a few timeouts, and probes it once the back-off is over', async () => {
    const silent = await silentServer();
    let clock = 1_000_000;
    const client = new RdapClient(200, () => clock);
    for (let index = 0; index < 20; index += 1) expect(await client.query(silent.url, `name${index}.com`)).toBe('unknown');
    // Without the back-off all 20 lookups reach the server (and each held memory until it gave up).
    const beforeBackOffEnds = silent.requests.count;
    expect(beforeBackOffEnds).toBeGreaterThan(0);
    expect(beforeBackOffEnds).toBeLessThanOrEqual(UNREACHABLE_AFTER_FAILURES);

    clock += UNREACHABLE_BACK_OFF_MS;
    await Promise.all([client.query(silent.url, 'probe.com'), client.query(silent.url, 'skipped.com')]);
    expect(silent.requests.count).toBeLessThanOrEqual(beforeBackOffEnds + 1);
  });

  it('skips a refusing port after a few refusals, and trusts a server again once it answers', async () => {
    let reachable = false;
    const server = createHttpServer((request, response) => {
      response.writeHead(request.url?.includes('taken') ? 200 : 404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await new Promise((resolve) => server.close(resolve));
    let clock = 0;
    const client = new RdapClient(500, () => clock);
    for (let index = 0; index < 5; index += 1) expect(await client.query(url, `name${index}.com`)).toBe('unknown');

    // The registry comes back on the same port: after the back-off one lookup finds it, and the rest follow.
    const port = Number(new URL(url).port);
    const revived = createHttpServer((request, response) => {
      reachable = true;
      response.writeHead(request.url?.includes('taken') ? 200 : 404).end();
    });
    servers.push(revived as unknown as Server);
    await new Promise<void>((resolve) => revived.listen(port, '127.0.0.1', resolve));
    expect(await client.query(url, 'free.com')).toBe('unknown');
    expect(reachable).toBe(false);
    clock += UNREACHABLE_BACK_OFF_MS;
    expect(await client.query(url, 'free.com')).toBe('available');
    expect(await client.query(url, 'taken.com')).toBe('taken');
  });

  it('counts an HTTP error as an answer: a server answering 500 is never skipped', async () => {
    let requests = 0;
    const server = createHttpServer((_request, response) => {
      requests += 1;
      response.writeHead(500).end();
    });
    servers.push(server as unknown as Server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new RdapClient(500);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (let index = 0; index < 6; index += 1) expect(await client.query(url, `name${index}.com`)).toBe('unknown');
    expect(requests).toBe(6);
  });
});
