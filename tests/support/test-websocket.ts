/**
 * graphql-ws clients for tests, connecting as a same-site browser page would (the server's own
 * Origin, the session cookie) or as a script (a bearer token in connection_init).
 */
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { TOO_MANY_CONNECTIONS_CLOSE_CODE } from '../../api/src/graphql/websocket-connections.js';

export interface TestSocket {
  client: Client;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once the server acknowledged connection_init. */
  acknowledged: Promise<void>;
  /** One query or mutation; resolves with its result, or with the errors it was refused with. */
  execute<Data = any>(query: string, variables?: Record<string, unknown>): Promise<FormattedExecutionResult<Data, unknown>>;
  dispose(): Promise<void>;
}

export function connectSocket(baseUrl: string, credentials: { cookie?: string; bearerToken?: string } = {}): TestSocket {
  const origin = baseUrl;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin, ...(credentials.cookie ? { cookie: credentials.cookie } : {}) } });
    }
  }
  let resolveClosed: (value: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  let resolveAcknowledged: () => void = () => undefined;
  const acknowledged = new Promise<void>((resolve) => (resolveAcknowledged = resolve));
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeWebSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: credentials.bearerToken ? { authorization: `Bearer ${credentials.bearerToken}` } : undefined,
    on: {
      connected: () => resolveAcknowledged(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolveClosed({ code, reason: String(reason) });
      },
    },
    onNonLazyError: () => undefined,
  });
  return {
    client,
    closed,
    acknowledged,
    execute: <Data>(query: string, variables?: Record<string, unknown>) =>
      new Promise<FormattedExecutionResult<Data, unknown>>((resolve) => {
        let result: FormattedExecutionResult<Data, unknown> = {};
        client.subscribe<Data>(
          { query, variables },
          {
            next: (value) => (result = value),
            error: (error) => {
              if (Array.isArray(error)) resolve({ errors: error });
              else {
                const event = error as { code?: number; reason?: string };
                resolve({ errors: [{ message: `socket closed ${event.code ?? ''} ${event.reason ?? String(error)}` }] as never });
              }
            },
            complete: () => resolve(result),
          },
        );
      }),
    dispose: () => Promise.resolve(client.dispose()),
  };
}

/**
 * Connects again and again until the server acknowledges: a closed socket gives its place back
 * once the server has handled the close, which can land just after the client saw it. Any refusal
 * other than 'too many connections' fails at once.
 */
export async function connectWhenAPlaceIsFree(connect: () => TestSocket, withinMilliseconds = 10_000): Promise<TestSocket> {
  const deadline = Date.now() + withinMilliseconds;
  for (;;) {
    const socket = connect();
    const outcome = await Promise.race([socket.acknowledged.then(() => 'acknowledged' as const), socket.closed]);
    if (outcome === 'acknowledged') return socket;
    await socket.dispose();
    if (outcome.code !== TOO_MANY_CONNECTIONS_CLOSE_CODE) throw new Error(`the socket was closed with ${outcome.code} ${outcome.reason}`);
    if (Date.now() > deadline) throw new Error(`no place was given back within ${withinMilliseconds} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
