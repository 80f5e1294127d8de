import { ApolloProvider, type ApolloClient, type DocumentNode } from '@apollo/client';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/Spinner.js';
import { IsAdminDocument, MeDocument, MyIdeasProjectsDocument, ProjectStatsDocument } from '../generated/graphql.js';
import { getApolloClient } from './apollo.js';
import { hasEarlyQueries, takeEarlyAnswers } from './earlyQueries.js';
import { useSession, type Viewer } from './session.js';

/** The queries app/earlyQueries.ts may have sent, by operation name. */
const EARLY_DOCUMENTS: Record<string, DocumentNode | undefined> = {
  IsAdmin: IsAdminDocument,
  MyIdeasProjects: MyIdeasProjectsDocument,
  ProjectStats: ProjectStatsDocument,
};

/**
 * A document as the cache transforms it for a screen's useQuery: read with it, optimistic, a result is
 * built once in Apollo's result cache and found there by the screen.
 */
function asScreensRead<T extends DocumentNode>(client: ApolloClient<unknown>, query: T): T {
  return client.cache.transformDocument(query) as T;
}

/** Whether the cache's `me` is this viewer (so a profile update in the cache survives a re-render). */
function seededFor(client: ApolloClient<unknown>, viewer: Viewer | null): boolean {
  const cached = client.readQuery({ query: asScreensRead(client, MeDocument) }, true);
  return cached !== null && (cached.me?.id ?? null) === (viewer?.id ?? null);
}

function seed(client: ApolloClient<unknown>, viewer: Viewer | null): void {
  if (!seededFor(client, viewer)) client.writeQuery({ query: MeDocument, data: { me: viewer } });
}

/** Resolves in a later task: the browser may paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a query before its screen renders, so that the first render finds the result already built
 * instead of assembling it (for My Ideas, 20 rows) inside a render slice, with the screen's own work.
 */
function readAhead(client: ApolloClient<unknown>, query: DocumentNode, variables?: Record<string, unknown>): void {
  client.readQuery({ query: asScreensRead(client, query), variables }, true);
}

/**
 * Each answer is written in a task of its own: a document's first write is costly (Apollo works out
 * its transforms and policies), and together with Apollo's start-up they made one long task. Each is
 * then read back in another task (readAhead).
 */
async function writeEarlyAnswers(client: ApolloClient<unknown>): Promise<void> {
  for (const { operationName, variables, data } of await takeEarlyAnswers()) {
    const query = EARLY_DOCUMENTS[operationName];
    if (!query) continue;
    await nextTask();
    client.writeQuery({ query, variables, data });
    await nextTask();
    readAhead(client, query, variables);
  }
}

/**
 * Before the first render of a signed-in page (app/routePreload.ts): the cache gets `me` and the
 * answers of the queries sent before Apollo loaded, so the first screen renders once, with its data.
 */
export async function prepareApollo(viewer: Viewer): Promise<void> {
  // Not in the task that evaluated Apollo's chunks (itself a long one).
  await nextTask();
  const client = getApolloClient();
  seed(client, viewer);
  await nextTask();
  readAhead(client, MeDocument);
  await writeEarlyAnswers(client);
}

/**
 * Provides the one Apollo Client to everything below it. Loaded lazily (see app/routePreload.ts), so
 * the landing page paints without Apollo. The cache's `me` is seeded from the session check, and
 * re-seeded only when a different person signs in (so a profile update in the cache survives).
 * Answers of queries sent before Apollo loaded are written into the cache before the screen renders.
 */
export default function ApolloRoot({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const [client] = useState(getApolloClient);
  const [seeded, setSeeded] = useState(() => seededFor(client, viewer));
  const [earlyAnswersWritten, setEarlyAnswersWritten] = useState(() => !hasEarlyQueries());

  useLayoutEffect(() => {
    seed(client, viewer);
    setSeeded(true);
  }, [client, viewer]);

  useEffect(() => {
    if (earlyAnswersWritten) return;
    let mounted = true;
    void writeEarlyAnswers(client).then(() => {
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
