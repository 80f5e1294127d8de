import { ApolloProvider, type DocumentNode } from '@apollo/client';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/Spinner.js';
import { MeDocument, MyIdeasProjectsDocument, ProjectStatsDocument } from '../generated/graphql.js';
import { getApolloClient } from './apollo.js';
import { hasEarlyQueries, takeEarlyAnswers } from './earlyQueries.js';
import { useSession } from './session.js';

/** The queries app/earlyQueries.ts may have sent, by operation name. */
const EARLY_DOCUMENTS: Record<string, DocumentNode | undefined> = {
  MyIdeasProjects: MyIdeasProjectsDocument,
  ProjectStats: ProjectStatsDocument,
};

/**
 * Provides the one Apollo Client to everything below it. Loaded lazily (see app/lazy.ts), so the
 * landing page paints without Apollo. The cache's `me` is seeded from the session check, and
 * re-seeded only when a different person signs in (so a profile update in the cache survives).
 * Answers of queries sent before Apollo loaded are written into the cache before the screen renders.
 */
export default function ApolloRoot({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const [client] = useState(getApolloClient);
  const [seeded, setSeeded] = useState(false);
  const [earlyAnswersWritten, setEarlyAnswersWritten] = useState(() => !hasEarlyQueries());

  useLayoutEffect(() => {
    const cached = client.readQuery({ query: MeDocument });
    if (cached === null || (cached.me?.id ?? null) !== (viewer?.id ?? null)) {
      client.writeQuery({ query: MeDocument, data: { me: viewer } });
    }
    setSeeded(true);
  }, [client, viewer]);

  useEffect(() => {
    if (earlyAnswersWritten) return;
    let mounted = true;
    void takeEarlyAnswers().then((answers) => {
      for (const { operationName, variables, data } of answers) {
        const query = EARLY_DOCUMENTS[operationName];
        if (query) client.writeQuery({ query, variables, data });
      }
      if (mounted) setEarlyAnswersWritten(true);
    });
    return () => {
      mounted = false;
    };
  }, [client, earlyAnswersWritten]);

  if (!seeded) return null;
  if (!earlyAnswersWritten) return <LoadingState fullScreen />;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
