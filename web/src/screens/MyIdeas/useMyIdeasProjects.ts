import { useEffect, useRef, useState } from 'react';
import { useMyIdeasProjectsQuery, type MyIdeasProjectFragment, type MyIdeasProjectsQuery } from '../../generated/graphql.js';
import { firstPageVariables } from './firstLoad.js';

/** Typing pauses this long before the server is asked; the rows already loaded are filtered meanwhile. */
const SEARCH_DELAY_MS = 250;

type Connection = MyIdeasProjectsQuery['projectsConnection'];

/** Spec §2: the text anywhere in the name or the category, case-insensitive (the server's rule, for the rows already here). */
function matches(project: MyIdeasProjectFragment, needle: string): boolean {
  if (!needle) return true;
  return project.name.toLowerCase().includes(needle) || (project.category ?? '').toLowerCase().includes(needle);
}

export interface MyIdeasProjects {
  rows: MyIdeasProjectFragment[];
  /** The server's answer for this exact search text, or the loaded rows are all there is: an empty list means "no match". */
  settled: boolean;
  /** Whether the server has more rows for this search (Load more). */
  hasMore: boolean;
  /** Projects matching the search on the server (without one, `allProjects`); null until known. */
  totalCount: number | null;
  /** The server answered the search without any text and the user has no project at all. */
  noProjects: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
  loadMore(): Promise<void>;
}

/**
 * My Ideas' rows a page at a time from projectsConnection, searched by the server. While the server
 * is asked about new text, the rows of the last answer are filtered here, so typing shows at once.
 * `preloaded`: the first page is in the cache or on its way (preload.ts), so it is not asked for again.
 * `allProjects`: how many projects the user has (the stat cards' count), the total without a search.
 */
export function useMyIdeasProjects(search: string, preloaded: boolean, allProjects: number | null): MyIdeasProjects {
  const needle = search.trim().toLowerCase();
  const [queriedNeedle, setQueriedNeedle] = useState(needle);
  useEffect(() => {
    if (needle === queriedNeedle) return;
    const timer = window.setTimeout(() => setQueriedNeedle(needle), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needle, queriedNeedle]);

  const query = useMyIdeasProjectsQuery({
    variables: { ...firstPageVariables, search: queriedNeedle || null, counted: queriedNeedle !== '' },
    // Every visit asks again (projects change on other screens and in research); later pages come from the cache.
    fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network',
    nextFetchPolicy: (current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : 'cache-first'),
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  // The last answer and the search text it belongs to: shown, filtered, until the next one arrives.
  const lastAnswer = useRef<{ needle: string; connection: Connection } | null>(null);
  const answer = query.data ? { needle: queriedNeedle, connection: query.data.projectsConnection } : lastAnswer.current;
  useEffect(() => {
    if (answer) lastAnswer.current = answer;
  });

  const nodes = answer?.connection.edges.map((edge) => edge.node) ?? [];
  const exact = answer !== null && answer.needle === needle;
  // A complete answer for a shorter text holds every match of a longer one.
  const complete = answer !== null && !answer.connection.pageInfo.hasNextPage && needle.includes(answer.needle);
  return {
    rows: exact ? nodes : nodes.filter((project) => matches(project, needle)),
    settled: exact || complete,
    hasMore: exact && (answer?.connection.pageInfo.hasNextPage ?? false),
    totalCount: exact ? (answer.needle ? (answer.connection.totalCount ?? null) : allProjects) : null,
    noProjects: answer !== null && answer.needle === '' && nodes.length === 0 && !answer.connection.pageInfo.hasNextPage,
    loading: query.loading && answer === null,
    loadingMore,
    error: query.error,
    async loadMore() {
      const endCursor = answer?.connection.pageInfo.endCursor;
      if (!exact || !endCursor || loadingMore) return;
      setLoadingMore(true);
      try {
        await query.fetchMore({ variables: { after: endCursor } });
      } finally {
        setLoadingMore(false);
      }
    },
  };
}
