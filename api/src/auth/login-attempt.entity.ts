import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** One failed sign-in, kept in PostgreSQL so every API replica counts the same attempts. */
export class LoginAttempt {
  [OptionalProps]?: 'createdAt';
  id!: string;
  email!: string;
  ipAddress!: string;
  createdAt: Date = new Date();
}

export const LoginAttemptSchema = new EntitySchema<LoginAttempt>({
  class: LoginAttempt,
  tableName: 'login_attempts',
  indexes: [{ properties: ['email', 'createdAt'] }, { properties: ['ipAddress', 'createdAt'] }],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    email: { type: 'text' },
    ipAddress: { type: 'text' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
