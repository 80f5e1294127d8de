import { fakeServer, readBody } from './fake-server.js';

/**
 * A proxy in front of a fake provider that holds the requests it is told to while closed, so a test
 * decides when a research stage can finish. Forwards the method, the JSON body and the authorization.
 */
export interface ForwardingGate {
  url: string;
  /** How many requests wait for the gate to open. */
  readonly held: number;
  close(): void;
  /** Opens the gate and sends on what it held. */
  open(): void;
  stop(): Promise<void>;
}

export async function startForwardingGate(
  target: string,
  options: {
    /** Which requests wait while the gate is closed (all by default). */
    holds?: (body: string) => boolean;
    /** A path prefix the client adds to the gate's URL (an SDK's /v1) that the target does not have. */
    pathPrefix?: string;
  } = {},
): Promise<ForwardingGate> {
  const { holds = () => true, pathPrefix = '' } = options;
  let closed = false;
  let waiting: (() => void)[] = [];
  const server = fakeServer(async (request, response) => {
    const body = await readBody(request);
    const forward = async () => {
      const path = (request.url ?? '').slice(request.url?.startsWith(pathPrefix) ? pathPrefix.length : 0);
      const answer = await fetch(`${target}${path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
        body: request.method === 'GET' ? undefined : body,
      });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    };
    if (closed && holds(body)) waiting.push(() => void forward());
    else await forward();
  });
  const { url } = await server.listen();
  return {
    url: `${url}${pathPrefix}`,
    get held() {
      return waiting.length;
    },
    close: () => {
      closed = true;
    },
    open: () => {
      closed = false;
      const released = waiting;
      waiting = [];
      for (const release of released) release();
    },
    stop: () => server.close(),
  };
}
