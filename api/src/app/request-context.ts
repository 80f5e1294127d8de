import type { EntityManager } from '../database/orm.js';
import type { User } from '../auth/user.entity.js';
import type { Services } from './services.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface Viewer {
  user: User;
  /** The browser session behind the request, or null for an API token. */
  sessionId: string | null;
  apiTokenId: string | null;
  /** Set on graphql-ws operations: what needs the person at a browser page (minting API tokens) is refused. */
  viaWebSocket?: boolean;
}

export interface CookieOptions {
  expires?: Date;
  maxAgeSeconds?: number;
  path?: string;
}

/** Writes cookies on the HTTP response; absent on websocket requests. */
export interface CookieWriter {
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string, options?: { path?: string }): void;
  read(name: string): string | undefined;
}

/** Everything one request (HTTP or websocket operation) works with: built fresh every time. */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer | null;
  ipAddress: string;
  loaders: Loaders;
  services: Services;
  cookies: CookieWriter | null;
}

export function createRequestContext(
  services: Services,
  parts: { viewer: Viewer | null; ipAddress: string; cookies: CookieWriter | null },
): RequestContext {
  const em = services.orm.em.fork();
  return { em, loaders: createLoaders(em), services, ...parts };
}
