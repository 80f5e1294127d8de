import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { ADMIN_ROLE } from '../auth/admin-emails.js';
import type { AiStatus } from './intelligence/research-intelligence.js';
import { AiStatusType } from './research.graphql-types.js';
import { ResearchSourceType } from './sources/source-catalog.graphql-type.js';
import type { ResearchSourceStatus } from './sources/source-catalog.js';

/**
 * The operator's wording (setting names, commands, raw errors) is for admins only: customer screens
 * say what happened in their own words, and Admin and admins' Settings read these fields.
 */
@Resolver(() => AiStatusType)
export class AiStatusOperatorResolver {
  @Authorized(ADMIN_ROLE)
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Admins only: why research uses fallback data, in the operator’s terms (settings, HTTP status).',
  })
  operatorDetail(@Root() status: AiStatus): string | null {
    return status.reason;
  }
}

@Resolver(() => ResearchSourceType)
export class ResearchSourceOperatorResolver {
  @Authorized(ADMIN_ROLE)
  @FieldResolver(() => String, { nullable: true, description: 'Admins only: what turns the source on and its last raw error.' })
  operatorDetail(@Root() source: ResearchSourceStatus): string | null {
    return operatorDetailOf(source);
  }
}

/** "Not configured: set TAVILY_API_KEY." / "Last error: getaddrinfo ENOTFOUND …" (null when all is well). */
export function operatorDetailOf(
  source: Pick<ResearchSourceStatus, 'configured' | 'howToEnable' | 'lastError' | 'lastErrorAt' | 'lastSuccessAt'>,
): string | null {
  if (!source.configured) return `Not configured: ${source.howToEnable}.`;
  const failedLast = source.lastErrorAt && (!source.lastSuccessAt || source.lastErrorAt > source.lastSuccessAt);
  return failedLast ? `Last error: ${source.lastError ?? 'no answer'}` : null;
}
