import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL, for tests of lost connections: its current connections can
 * be silenced (no answer, no FIN), and new ones can be held unanswered until released.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();
  private held: Socket[] | null = null;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy for the server of `databaseUrl`; `url` gives the same database through it. */
  static forDatabase(databaseUrl: string): TcpProxy {
    const direct = new URL(databaseUrl);
    return new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  }

  async open(): Promise<void> {
    const server = createServer((client) => {
      client.on('error', () => client.destroy());
      if (this.held) this.held.push(client);
      else this.forward(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string {
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(this.port);
    return viaProxy.toString();
  }

  silenceCurrent(): void {
    for (const [client, upstream] of this.pairs) {
      client.unpipe();
      upstream.unpipe();
      client.pause();
      upstream.pause();
    }
  }

  /** New connections are accepted but get no answer (as from a server that is slow to accept) until released. */
  holdNew(): void {
    this.held ??= [];
  }

  releaseNew(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const client of held) if (!client.destroyed) this.forward(client);
  }

  async close(): Promise<void> {
    this.releaseNew();
    for (const pair of this.pairs) for (const socket of pair) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private forward(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    upstream.on('error', () => upstream.destroy());
    for (const socket of pair) socket.on('close', () => this.pairs.delete(pair));
    client.pipe(upstream).pipe(client);
  }
}
