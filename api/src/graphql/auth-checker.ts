import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../app/graphql-context.js';
import { ADMIN_ROLE } from '../auth/admin-emails.js';
import { forbidden, unauthenticated } from '../shared/errors.js';

/** `@Authorized()` needs a signed-in caller; `@Authorized(ADMIN_ROLE)` an admin. Ownership is decided in services. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes(ADMIN_ROLE) && !context.services.auth.isAdmin(context)) throw forbidden('Admin access required');
  return true;
};
