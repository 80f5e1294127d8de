import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieWriter, Viewer } from '../context/request-context.js';
import type { ApiTokenService } from './api-token.service.js';
import { SESSION_COOKIE_NAME, type SessionManager } from './session-manager.js';
import { User } from '../users/user.entity.js';
import type { UserProfile } from '../users/user-profile.js';

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
    const token = await services.apiTokens.authenticate(credentials.bearerToken);
    return viewerFromRow({ sessionId: null, apiTokenId: token.tokenId, userRow: token.userRow, profile: token.profile }, entityManager);
  }
  if (!credentials.sessionToken) return null;
  const session = await services.sessions.validateToken(credentials.sessionToken);
  if (!session) {
    cookies?.clear(SESSION_COOKIE_NAME);
    return null;
  }
  if (session.refreshed) cookies?.set(SESSION_COOKIE_NAME, credentials.sessionToken, { expires: session.expiresAt });
  return viewerFromRow(
    { sessionId: session.sessionId, apiTokenId: null, userRow: session.userRow, profile: session.profile },
    entityManager,
  );
}

/**
 * A viewer from the user's row, read with the session or token. The row is mapped on first use into the
 * request's EntityManager (the same managed entity a find would give), since many requests need only the id.
 */
function viewerFromRow(
  credentials: { sessionId: string | null; apiTokenId: string | null; userRow: Record<string, unknown>; profile: UserProfile },
  entityManager: () => EntityManager,
): Viewer {
  let user: User | undefined;
  const { userRow, profile } = credentials;
  return {
    userId: profile.id,
    sessionId: credentials.sessionId,
    apiTokenId: credentials.apiTokenId,
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
