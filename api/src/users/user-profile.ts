import type { User } from './user.entity.js';

/** What a request reads about its viewer: the user's columns, without a managed entity. */
export type UserProfile = Readonly<
  Pick<
    User,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'bio'
    | 'profileImageUrl'
    | 'plan'
    | 'role'
    | 'emailChangedAt'
    | 'createdAt'
    | 'updatedAt'
  >
>;

function timestamp(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A `users` row (snake_case; timestamps as strings on the ORM's pool) as a frozen profile. */
export function userProfileFromRow(row: Readonly<Record<string, unknown>>): UserProfile {
  return Object.freeze({
    id: row.id as string,
    email: row.email as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    company: (row.company as string | null) ?? null,
    bio: (row.bio as string | null) ?? null,
    profileImageUrl: (row.profile_image_url as string | null) ?? null,
    plan: row.plan as string,
    role: row.role as User['role'],
    emailChangedAt: row.email_changed_at == null ? null : timestamp(row.email_changed_at),
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
  });
}
