import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export class User {
  [OptionalProps]?:
    | 'passwordHash'
    | 'company'
    | 'bio'
    | 'profileImageUrl'
    | 'plan'
    | 'role'
    | 'googleSubject'
    | 'emailChangedAt'
    | 'createdAt'
    | 'updatedAt';
  id: string = randomUUID();
  /** Always stored lower-case so uniqueness ignores letter case. */
  email!: string;
  passwordHash: string | null = null;
  firstName!: string;
  lastName!: string;
  company: string | null = null;
  bio: string | null = null;
  profileImageUrl: string | null = null;
  plan = 'free';
  role: 'user' | 'admin' = 'user';
  googleSubject: string | null = null;
  /**
   * When the user last changed their email in the profile; null while it is the address the
   * account was created with. ADMIN_EMAILS only counts for an address the account started with.
   */
  emailChangedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'text', unique: true },
    passwordHash: { type: 'text', nullable: true, hidden: true },
    firstName: { type: 'text' },
    lastName: { type: 'text' },
    company: { type: 'text', nullable: true },
    bio: { type: 'text', nullable: true },
    profileImageUrl: { type: 'text', nullable: true },
    plan: { type: 'text', default: 'free' },
    role: { type: 'text', default: 'user' },
    googleSubject: { type: 'text', nullable: true, unique: true },
    emailChangedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() },
  },
});
