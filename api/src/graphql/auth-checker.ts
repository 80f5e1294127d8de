import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { AuthService } from '../auth/auth.service.js';
import { ADMIN_ROLE } from '../auth/admin-emails.js';
import { forbidden, unauthenticated } from '../shared/errors.js';

/** What the check calls. */
type Context = GraphQLContext<{ auth: AuthService }>;

/** `@Authorized()` needs a signed-in caller; `@Authorized(ADMIN_ROLE)` an admin. Ownership is decided in services. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes(ADMIN_ROLE) && !context.services.auth.isAdmin(context)) throw forbidden('Admin access required');
  return true;
};
