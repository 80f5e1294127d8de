import { z } from 'zod';
import type { RequestContext } from '../context/request-context.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared, type Database, type PreparedStatement } from '../jobs/sql.js';
import type { RateLimit } from '../http/rate-limits.js';
import { badInput, forbidden, notFound, unauthenticated } from '../shared/errors.js';
import { isUuid, parseInput } from '../shared/validation.js';
import { ApiToken } from './api-token.entity.js';
import { hashApiTokenSecret, isWellFormedApiTokenSecret, issueApiTokenSecret } from './api-token.secret.js';
import { User } from '../users/user.entity.js';
import { userProfileFromRow, type UserProfile } from '../users/user-profile.js';

export const INVALID_API_TOKEN = 'Invalid API token';
const TOKEN_NOT_FOUND = 'API token not found';
const SESSION_REQUIRED = 'API tokens can only be created or revoked over HTTP from a signed-in browser session';
/** A cap so a runaway script cannot mint tokens without end. */
export const MAX_ACTIVE_API_TOKENS = 50;

const createApiTokenInput = z.object({
  name: z
    .string({ required_error: 'Token name is required', invalid_type_error: 'Token name must be text' })
    .trim()
    .min(1, 'Token name is required')
    .max(100, 'Token name must be at most 100 characters'),
});

export interface CreatedApiToken {
  /** The secret: returned this once, never stored. */
  token: string;
  apiToken: ApiToken;
}

export interface AuthenticatedToken {
  tokenId: string;
  /** The owner's `users` row, read with the token (map it into the request's EntityManager for writes). */
  userRow: Record<string, unknown>;
  profile: UserProfile;
}

/** With a `live` token row: writes its last use, at most once a minute (a write per request would cost every request). */
const TOUCH_LAST_USE = `touched as (update api_tokens set last_used_at = now() from live
                        where api_tokens.id = live.id and (live.last_used_at is null or live.last_used_at < now() - interval '1 minute'))`;

/**
 * Personal API tokens: creation (secret shown once, SHA-256 stored), listing, revocation,
 * authentication of `Authorization: Bearer` and the per-token rate limit.
 */
export class ApiTokenService {
  /**
   * A live token and its owner's row (every column the User entity maps) in one round trip, its last use
   * written on the way: it runs on every token request.
   */
  private readonly tokenAndOwner: PreparedStatement;

  constructor(private readonly database: Database) {
    this.tokenAndOwner = prepared(
      'api-token-and-owner',
      `with live as (select id, owner_id, last_used_at from api_tokens where token_hash = $1 and revoked_at is null),
            ${TOUCH_LAST_USE}
       select live.id as token_id, ${database.columnsOf('User', 'u').join(', ')} from live join users u on u.id = live.owner_id`,
    );
  }

  async create(context: RequestContext, rawInput: unknown): Promise<CreatedApiToken> {
    const owner = this.sessionOwner(context);
    const input = parseInput(createApiTokenInput, rawInput);
    const active = await context.em.count(ApiToken, { owner: owner.id, revokedAt: null });
    if (active >= MAX_ACTIVE_API_TOKENS) {
      throw badInput(`You can have at most ${MAX_ACTIVE_API_TOKENS} API tokens; revoke one first`);
    }
    const { secret, hash, prefix } = issueApiTokenSecret();
    const apiToken = context.em.create(ApiToken, {
      owner: context.em.getReference(User, owner.id),
      name: input.name,
      tokenHash: hash,
      prefix,
    });
    await context.em.persistAndFlush(apiToken);
    return { token: secret, apiToken };
  }

  /** The viewer's live tokens, newest first. Allowed with a session or a token. */
  async list(context: RequestContext): Promise<ApiToken[]> {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    return context.em.find(ApiToken, { owner: viewer.userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Revokes one of the viewer's tokens; another user's, an unknown or an already revoked id is "not found". */
  async revoke(context: RequestContext, id: unknown): Promise<void> {
    const owner = this.sessionOwner(context);
    if (!isUuid(id)) throw notFound(TOKEN_NOT_FOUND);
    const apiToken = await context.em.findOne(ApiToken, { id, owner: owner.id, revokedAt: null });
    if (!apiToken) throw notFound(TOKEN_NOT_FOUND);
    apiToken.revokedAt = new Date();
    await context.em.flush();
  }

  /**
   * The owner of a bearer secret, its use recorded (count it with `limit.consume(ownerId)`). Malformed, unknown
   * or revoked -> 401 "Invalid API token", never anonymous.
   */
  async authenticate(secret: string): Promise<AuthenticatedToken> {
    if (!isWellFormedApiTokenSecret(secret)) throw unauthenticated(INVALID_API_TOKEN);
    const {
      rows: [row],
    } = await this.database.sql.query<{ token_id: string } & Record<string, unknown>>(this.tokenAndOwner, [hashApiTokenSecret(secret)]);
    if (!row) throw unauthenticated(INVALID_API_TOKEN);
    const { token_id: tokenId, ...userRow } = row;
    return { tokenId, userRow, profile: userProfileFromRow(userRow) };
  }

  /** True while the token exists and is not revoked (for long-lived websocket subscriptions). */
  async isLive(em: EntityManager, tokenId: string): Promise<boolean> {
    const rows = await em
      .getConnection()
      .execute<{ live: number }[]>('select 1 as live from api_tokens where id = ? and revoked_at is null', [tokenId]);
    return rows.length > 0;
  }

  /**
   * Counts one operation of a token authenticated earlier (a websocket outlives its connect-time check) against
   * its user's `limit` (every token of a user counts together, on every replica): 429 over it; 401 when the token
   * was revoked meanwhile.
   */
  async countRequest(em: EntityManager, tokenId: string, limit: RateLimit): Promise<void> {
    const [row] = await em.getConnection().execute<{ owner_id: string }[]>(
      `with live as (select id, owner_id, last_used_at from api_tokens where id = ? and revoked_at is null),
            ${TOUCH_LAST_USE}
       select owner_id from live`,
      [tokenId],
    );
    if (!row) throw unauthenticated(INVALID_API_TOKEN);
    await limit.consume(row.owner_id);
  }

  /** Creating or revoking a token needs the person at a browser, not another token. */
  private sessionOwner(context: RequestContext): User {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    if (!viewer.sessionId || viewer.viaWebSocket) throw forbidden(SESSION_REQUIRED);
    return viewer.user;
  }
}
