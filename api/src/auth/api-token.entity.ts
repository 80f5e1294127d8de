import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

/**
 * A personal API token. The secret (`isk_…`) is shown once at creation; only its SHA-256 is kept.
 * Revoked tokens keep their row (revokedAt set) so a leaked prefix can still be traced to its owner.
 */
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt';
  id: string = randomUUID();
  owner!: User;
  name!: string;
  /** Lower-case hex SHA-256 of the whole secret. */
  tokenHash!: string;
  /** The first characters after `isk_`, shown so the owner can recognise the token. */
  prefix!: string;
  createdAt: Date = new Date();
  /** Updated at most once a minute (the first request of each rate-limit window). */
  lastUsedAt: Date | null = null;
  revokedAt: Date | null = null;
}

export const ApiTokenSchema = new EntitySchema<ApiToken>({
  class: ApiToken,
  tableName: 'api_tokens',
  indexes: [{ properties: ['owner', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    owner: { kind: 'm:1', entity: () => User, deleteRule: 'cascade', fieldName: 'owner_id' },
    name: { type: 'text' },
    tokenHash: { type: 'text', unique: true },
    prefix: { type: 'text' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    lastUsedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    revokedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
