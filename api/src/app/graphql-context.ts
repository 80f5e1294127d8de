import type { RequestContext } from './request-context.js';
import type { Services } from './services.js';

/** What resolvers get: the request's context and the process's services, which they call with it. */
export interface GraphQLContext extends RequestContext {
  readonly services: Services;
}

/** Adds the services to a request's context as an own property, so Apollo's copy of the context keeps them. */
export function graphQLContext(context: RequestContext, services: Services): GraphQLContext {
  return Object.assign(context, { services });
}
