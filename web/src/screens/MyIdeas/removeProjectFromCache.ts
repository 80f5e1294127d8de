import type { ApolloCache, Reference } from '@apollo/client';

interface StoredConnection {
  edges?: Array<{ node: Reference }>;
  totalCount?: number;
}

/** A deleted project leaves every loaded page and search (one less in their counts) and the cache (other lists drop it too). */
export function removeProjectFromCache(cache: ApolloCache<unknown>, id: string): void {
  cache.modify({
    fields: {
      projectsConnection(existing, { readField }) {
        const connection = existing as StoredConnection;
        const edges = connection.edges?.filter((edge) => readField('id', edge.node) !== id);
        if (!edges || edges.length === connection.edges?.length) return existing;
        return { ...connection, edges, totalCount: connection.totalCount === undefined ? undefined : connection.totalCount - 1 };
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Project', id }) });
  cache.gc();
}
