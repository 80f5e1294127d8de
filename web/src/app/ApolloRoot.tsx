import { ApolloProvider } from '@apollo/client';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MeDocument } from '../generated/graphql.js';
import { getApolloClient } from './apollo.js';
import { useSession } from './session.js';

/**
 * Provides the one Apollo Client to everything below it. Loaded lazily (see app/lazy.ts), so the
 * landing page paints without Apollo. The cache's `me` is seeded from the session check, and
 * re-seeded only when a different person signs in (so a profile update in the cache survives).
 */
export default function ApolloRoot({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const [client] = useState(getApolloClient);
  const [seeded, setSeeded] = useState(false);

  useLayoutEffect(() => {
    const cached = client.readQuery({ query: MeDocument });
    if (cached === null || (cached.me?.id ?? null) !== (viewer?.id ?? null)) {
      client.writeQuery({ query: MeDocument, data: { me: viewer } });
    }
    setSeeded(true);
  }, [client, viewer]);

  if (!seeded) return null;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
