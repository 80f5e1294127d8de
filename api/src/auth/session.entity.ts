import { EntitySchema } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A signed-in browser. The primary key is the SHA-256 of the cookie token; the token itself is never stored. */
export class Session {
  id!: string;
  user!: User;
  expiresAt!: Date;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'text', primary: true },
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade', index: true },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
