import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { ProjectDocument, ProjectsDocument, ResearchResultsDocument, useResearchProgressSubscription } from '../../generated/graphql.js';

/** Results polling while research is active and the websocket is down (spec §7). */
export const RESULTS_POLL_MS = 5000;

/**
 * Live research progress: each researchProgress event refreshes the project and its results, so
 * sections appear as they finish. When the websocket fails the caller polls instead: the returned
 * pollInterval is 5 s while research is active, else 0.
 */
export function useResearchLive(projectId: string | null, active: boolean): { pollInterval: number; live: boolean } {
  const client = useApolloClient();
  const [socketFailed, setSocketFailed] = useState(false);
  const subscribed = Boolean(projectId) && active && !socketFailed;

  const refresh = () => {
    void client.refetchQueries({ include: [ResearchResultsDocument, ProjectDocument] }).catch(() => undefined);
  };

  useResearchProgressSubscription({
    variables: { projectId: projectId ?? '' },
    skip: !subscribed,
    onData: ({ data }) => {
      const event = data.data?.researchProgress;
      if (!event) return;
      refresh();
      // The list (recent projects, My Ideas) shows the step and score too.
      if (event.projectStatus !== 'RESEARCHING') void client.refetchQueries({ include: [ProjectsDocument] }).catch(() => undefined);
    },
    onError: () => setSocketFailed(true),
  });

  // Events published before the socket subscribed are not replayed: catch up once shortly after.
  useEffect(() => {
    if (!subscribed) return;
    const timer = window.setTimeout(refresh, 1500);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribed, projectId]);

  return { pollInterval: socketFailed && active ? RESULTS_POLL_MS : 0, live: subscribed };
}
