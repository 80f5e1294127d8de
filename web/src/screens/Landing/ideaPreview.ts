import { PROVENANCE_TEXT } from '../../components/provenance.graphql.js';
import type { IdeaPreviewQuery } from '../../generated/graphql.js';

/*
 * A plain marked string sent with fetch (like app/viewer.graphql.ts): the analysing step must not
 * wait for Apollo Client, which loads with the account form meanwhile. Each finding's source is the
 * Provenance fragment (components/provenance.graphql.ts, a plain string too), sent with the query.
 */
export const IDEA_PREVIEW_QUERY_TEXT = /* GraphQL */ `
  query IdeaPreview($idea: String!) {
    ideaPreview(idea: $idea) {
      idea
      domain {
        domain
        available
        basis
        source {
          ...Provenance
        }
      }
      launches {
        query
        count
        showHnCount
        basis
        source {
          ...Provenance
        }
      }
    }
  }
`;

export type IdeaPreviewFindings = IdeaPreviewQuery['ideaPreview'];

/** The preview's measured facts, or null when it could not be had (limit reached, offline): the steps still finish. */
export async function fetchIdeaPreview(idea: string, signal?: AbortSignal): Promise<IdeaPreviewFindings | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName: 'IdeaPreview', query: IDEA_PREVIEW_QUERY_TEXT + PROVENANCE_TEXT, variables: { idea } }),
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: IdeaPreviewQuery | null };
    return body.data?.ideaPreview ?? null;
  } catch {
    return null;
  }
}

/** Whether the preview measured anything (the .com or the similar launches): only then does the gate speak of findings. */
export function previewMeasuredSomething(findings: IdeaPreviewFindings | null | undefined): boolean {
  return Boolean(findings?.domain || findings?.launches);
}
