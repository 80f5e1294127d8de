import { EntitySchema } from '@mikro-orm/core';
import { ApiToken } from '../auth/api-token.entity.js';
import { Session } from '../auth/session.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One open graphql-ws connection of a signed-in user, on any API replica: the per-user connection
 * limit counts these rows. The process holding the socket refreshes `seenAt`; rows of a process
 * that died stop counting once they are stale, and are deleted by the next sweep.
 */
export class WebSocketConnection {
  id!: string;
  user!: User;
  session?: Session | null;
  apiToken?: ApiToken | null;
  openedAt!: Date;
  seenAt!: Date;
}

export const WebSocketConnectionSchema = new EntitySchema<WebSocketConnection>({
  class: WebSocketConnection,
  tableName: 'websocket_connections',
  indexes: [{ properties: ['user', 'seenAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    session: { kind: 'm:1', entity: () => Session, deleteRule: 'cascade', nullable: true },
    apiToken: { kind: 'm:1', entity: () => ApiToken, deleteRule: 'cascade', nullable: true },
    openedAt: { type: 'datetime', columnType: 'timestamptz' },
    seenAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
