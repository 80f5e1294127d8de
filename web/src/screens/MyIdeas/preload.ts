import { getApolloClient } from '../../app/apollo.js';
import { MyIdeasProjectsDocument, ProjectStatsDocument } from '../../generated/graphql.js';
import { firstPageVariables, markPreloaded, statsVariables } from './firstLoad.js';

/** Asks for the first page and the stat cards while the `me` check and the screen's code are still loading. */
export function preload(): void {
  const client = getApolloClient();
  markPreloaded();
  const ignore = () => undefined;
  client.query({ query: MyIdeasProjectsDocument, variables: firstPageVariables, fetchPolicy: 'network-only' }).catch(ignore);
  client.query({ query: ProjectStatsDocument, variables: statsVariables(), fetchPolicy: 'network-only' }).catch(ignore);
}
