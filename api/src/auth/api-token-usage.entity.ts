import { EntitySchema, PrimaryKeyProp } from '@mikro-orm/core';
import { ApiToken } from './api-token.entity.js';

/**
 * Requests one API token made in one fixed one-minute window. Kept in PostgreSQL so every API
 * replica counts against the same limit; older windows of a token are deleted when a new one opens.
 */
export class ApiTokenUsageWindow {
  [PrimaryKeyProp]?: ['token', 'windowStart'];
  token!: ApiToken;
  windowStart!: Date;
  count!: number;
}

export const ApiTokenUsageWindowSchema = new EntitySchema<ApiTokenUsageWindow>({
  class: ApiTokenUsageWindow,
  tableName: 'api_token_usage_windows',
  properties: {
    token: { kind: 'm:1', entity: () => ApiToken, primary: true, deleteRule: 'cascade', fieldName: 'token_id' },
    windowStart: { type: 'datetime', columnType: 'timestamptz', primary: true },
    count: { type: 'integer' },
  },
});
