import type { RequestContext } from './request-context.js';

/** What resolvers get: the request's context and the services they call with it (each resolver names those it uses). */
export interface GraphQLContext<Services = object> extends RequestContext {
  readonly services: Services;
}

/** Adds the services to a request's context as an own property, so Apollo's copy of the context keeps them. */
export function graphQLContext<Services>(context: RequestContext, services: Services): GraphQLContext<Services> {
  return Object.assign(context, { services });
}
