import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getSocketHealth, subscribeSocketHealth } from '../../app/socketHealth.js';
import {
  ProjectDocument,
  ProjectsDocument,
  ResearchProgressDocument,
  ResearchResultsDocument,
  WebsiteStatusDocument,
} from '../../generated/graphql.js';

/** Results polling while research is active and the websocket is down (spec §7, §9). */
export const RESULTS_POLL_MS = 5000;
/** After the subscription itself ended with an error, subscribe again this much later. */
const RESUBSCRIBE_MS = 15_000;
/**
 * The server starts each subscription with the run's state and sends it again after its LISTEN
 * connection reconnects; an event can still be lost between server and page (a proxy, a stalled
 * socket), so while research is live the project is read again after each of these delays, then
 * every last one.
 */
const CATCH_UP_DELAYS_MS = [1500, 15_000, 30_000];

function refreshProject(client: ApolloClient<unknown>): void {
  void client.refetchQueries({ include: [ResearchResultsDocument, ProjectDocument] }).catch(() => undefined);
}

/** When research ends: the list (recent projects, My Ideas) shows the step and score, and the website may be out of date. */
function refreshFinished(client: ApolloClient<unknown>): void {
  void client.refetchQueries({ include: [ProjectsDocument, WebsiteStatusDocument] }).catch(() => undefined);
}

/** live: events arrive over the socket; polling: the socket is down, results are polled; idle: nothing to watch. */
export type LiveMode = 'live' | 'polling' | 'idle';

/**
 * Live research progress: each researchProgress event refreshes the project and its results, so
 * sections appear as they finish. As soon as the socket fails to connect or closes, or the
 * subscription errors, the caller polls instead (pollInterval 5 s while research is active);
 * polling stops when the socket is acknowledged again or the research is over.
 */
export function useResearchLive(projectId: string | null, active: boolean): { pollInterval: number; mode: LiveMode } {
  const client = useApolloClient();
  const socket = useSyncExternalStore(subscribeSocketHealth, getSocketHealth);
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const watching = Boolean(projectId) && active;

  useEffect(() => {
    if (!watching || !projectId) return;
    setSubscriptionFailed(false);
    let resubscribe: number | undefined;
    const subscription = client.subscribe({ query: ResearchProgressDocument, variables: { projectId } }).subscribe({
      next: ({ data }) => {
        const event = data?.researchProgress;
        if (!event) return;
        refreshProject(client);
        if (event.projectStatus !== 'RESEARCHING') refreshFinished(client);
      },
      error: () => {
        setSubscriptionFailed(true);
        resubscribe = window.setTimeout(() => setAttempt((count) => count + 1), RESUBSCRIBE_MS);
      },
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(resubscribe);
    };
  }, [client, watching, projectId, attempt]);

  const healthy = watching && !subscriptionFailed && socket !== 'down';
  const socketOpen = socket === 'open';

  // Catch up after (re)subscribing on an open socket, and now and then after (see CATCH_UP_DELAYS_MS).
  useEffect(() => {
    if (!healthy || !socketOpen) return;
    let timer: number | undefined;
    const catchUp = (round: number) => {
      const delay = CATCH_UP_DELAYS_MS[Math.min(round, CATCH_UP_DELAYS_MS.length - 1)]!;
      timer = window.setTimeout(() => {
        refreshProject(client);
        catchUp(round + 1);
      }, delay);
    };
    catchUp(0);
    return () => window.clearTimeout(timer);
  }, [client, healthy, socketOpen, projectId, attempt]);

  // The last poll of the project may see it finished before the results poll saw the last section.
  const wasWatching = useRef(watching);
  useEffect(() => {
    if (wasWatching.current && !watching) {
      refreshProject(client);
      refreshFinished(client);
    }
    wasWatching.current = watching;
  }, [client, watching]);

  const mode: LiveMode = !watching ? 'idle' : healthy ? 'live' : 'polling';
  return { pollInterval: mode === 'polling' ? RESULTS_POLL_MS : 0, mode };
}
