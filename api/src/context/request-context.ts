import type DataLoader from 'dataloader';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import type { UserProfile } from '../users/user-profile.js';

export interface Viewer {
  /** The user's id, known without loading the user. */
  userId: string;
  /** The managed entity, for writes and relations (mapped on first use from the row read with the session or token). */
  user: User;
  /** What reads need (plan, role, the `me` answer): the row read with the session or token, no entity; the entity once there is one. */
  readonly profile: UserProfile;
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

/** Makes one kind of per-request DataLoader; the function itself is the loader's key within a request. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LoaderFactory<Key, Value> = (em: EntityManager) => DataLoader<Key, Value, any>;

/**
 * Everything one request (HTTP or websocket operation) works with: built fresh every time. Services
 * take it per call; what a service needs beyond it comes through its constructor.
 */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer | null;
  ipAddress: string;
  cookies: CookieWriter | null;
  /** The request's loader made by `create` (made on first use): batches look-ups within the request, never caches across requests. */
  loader<Key, Value>(create: LoaderFactory<Key, Value>): DataLoader<Key, Value>;
}

export function createRequestContext(
  orm: MikroORM,
  parts: { viewer: Viewer | null; ipAddress: string; cookies: CookieWriter | null },
): RequestContext {
  return new LazyRequestContext(orm, parts.viewer, parts.ipAddress, parts.cookies);
}

/**
 * The EntityManager is forked on first use: signed-out pages, `me` and the plain-SQL lists never
 * touch the ORM. The getters live on the prototype and the forked one in a shared holder, because
 * Apollo hands resolvers a copy of the context (Object.assign): the copy must neither fork on
 * copying nor end up with an EntityManager (or loaders) of its own.
 */
class LazyRequestContext implements RequestContext {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly lazy: { em?: EntityManager; loaders: Map<LoaderFactory<any, any>, DataLoader<any, any>> } = { loaders: new Map() };

  constructor(
    private readonly orm: MikroORM,
    public viewer: Viewer | null,
    readonly ipAddress: string,
    readonly cookies: CookieWriter | null,
  ) {}

  get em(): EntityManager {
    return (this.lazy.em ??= this.orm.em.fork());
  }

  loader<Key, Value>(create: LoaderFactory<Key, Value>): DataLoader<Key, Value> {
    let loader = this.lazy.loaders.get(create);
    if (!loader) this.lazy.loaders.set(create, (loader = create(this.em)));
    return loader as DataLoader<Key, Value>;
  }
}
