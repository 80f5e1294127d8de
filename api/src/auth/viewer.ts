import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieWriter, Viewer } from '../context/request-context.js';
import type { ApiTokenService } from './api-token.service.js';
import { SESSION_COOKIE_NAME, type SessionManager } from './session-manager.js';
import { User } from '../users/user.entity.js';

export interface Credentials {
  sessionToken?: string;
  bearerToken?: string;
}

/**
 * Who is calling: from an API token (`Authorization: Bearer`), else the session cookie. Returns null
 * for anonymous or expired session credentials. A bearer token that is present but malformed,
 * unknown or revoked throws 401 "Invalid API token": it never falls back to anonymous or the cookie.
 * When the session was just extended, the cookie is sent again with its new expiry.
 */
export async function resolveViewer(
  services: { sessions: SessionManager; apiTokens: ApiTokenService },
  entityManager: () => EntityManager,
  credentials: Credentials,
  cookies: CookieWriter | null,
): Promise<Viewer | null> {
  if (credentials.bearerToken !== undefined) {
    const { user, tokenId } = await services.apiTokens.authenticate(entityManager(), credentials.bearerToken);
    return { userId: user.id, user, profile: user, sessionId: null, apiTokenId: tokenId };
  }
  if (!credentials.sessionToken) return null;
  const session = await services.sessions.validateToken(credentials.sessionToken);
  if (!session) {
    cookies?.clear(SESSION_COOKIE_NAME);
    return null;
  }
  if (session.refreshed) cookies?.set(SESSION_COOKIE_NAME, credentials.sessionToken, { expires: session.expiresAt });
  let user: User | undefined;
  const { userRow, profile } = session;
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    apiTokenId: null,
    // The row came with the session; mapped on first use into the request's EntityManager (the same
    // managed entity a find would give), since many requests need only the id.
    get user() {
      return (user ??= entityManager().map(User, userRow));
    },
    set user(value: User) {
      user = value;
    },
    get profile() {
      return user ?? profile;
    },
  };
}
