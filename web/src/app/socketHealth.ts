/**
 * How the graphql-ws socket is doing, for screens that fall back to polling while it is down.
 * - idle: no socket (nothing subscribed yet, or closed normally after the last subscription ended)
 * - connecting: the first attempt since idle is under way
 * - open: connected and acknowledged; subscriptions are delivered
 * - down: the socket failed to connect or closed abnormally; graphql-ws retries in the background
 */
export type SocketHealth = 'idle' | 'connecting' | 'open' | 'down';

let current: SocketHealth = 'idle';
const listeners = new Set<() => void>();

export function getSocketHealth(): SocketHealth {
  return current;
}

export function setSocketHealth(next: SocketHealth): void {
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore. */
export function subscribeSocketHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** graphql-ws's normal closure: the client closes an idle lazy socket with it. */
const NORMAL_CLOSURE = 1000;

/** graphql-ws `on` handlers that keep the health up to date. */
export function socketHealthListeners() {
  let acknowledged = false;
  return {
    connecting: (isRetry: boolean) => {
      acknowledged = false;
      // A retry after a failure stays 'down' until it is acknowledged.
      if (!isRetry && current !== 'down') setSocketHealth('connecting');
    },
    connected: () => {
      acknowledged = true;
      setSocketHealth('open');
    },
    closed: (event: unknown) => {
      const code = (event as { code?: number } | null)?.code;
      // A close before the acknowledgement is a failed connection, whatever its code.
      setSocketHealth(acknowledged && code === NORMAL_CLOSURE ? 'idle' : 'down');
      acknowledged = false;
    },
    error: () => setSocketHealth('down'),
  };
}
