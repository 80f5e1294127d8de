import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../shared/logger.js';
import type { Viewer } from '../context/request-context.js';
import { User } from '../users/user.entity.js';

/** The role `@Authorized(ADMIN_ROLE)` asks for on GraphQL fields only admins may use. */
export const ADMIN_ROLE = 'ADMIN';

/**
 * An admin has the admin role, or an address from ADMIN_EMAILS that the account was created with
 * (sign-up or Google): an address reached by a profile email change never counts.
 */
export function viewerIsAdmin(viewer: Viewer | null, adminEmails: ReadonlySet<string>): boolean {
  const user = viewer?.profile;
  if (!user) return false;
  return user.role === 'admin' || (user.emailChangedAt === null && adminEmails.has(user.email));
}

/**
 * ADMIN_EMAILS make admins of the accounts created with those addresses, so whoever signs up first
 * with one of them becomes admin. At start, warn about every address no account holds yet (or
 * holds only by a profile email change, which never counts), so the operator creates it first.
 * Returns the addresses warned about.
 */
export async function warnAboutUnclaimedAdminEmails(em: EntityManager, adminEmails: Set<string>, logger: Logger): Promise<string[]> {
  if (adminEmails.size === 0) return [];
  const owners = await em.find(User, { email: { $in: [...adminEmails] } }, { fields: ['email', 'emailChangedAt'] });
  const unclaimed: string[] = [];
  for (const email of adminEmails) {
    const owner = owners.find((user) => user.email === email);
    if (owner && owner.emailChangedAt === null) continue;
    unclaimed.push(email);
    logger.warn(
      { email },
      owner
        ? 'ADMIN_EMAILS address belongs to an account that changed its email to it, so it is not an admin'
        : 'ADMIN_EMAILS address has no account yet: create it before exposing the app, or whoever signs up with it first becomes admin',
    );
  }
  return unclaimed;
}
