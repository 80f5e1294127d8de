/**
 * GraphQL queries sent with plain fetch as the entry chunk runs, before Apollo Client (about 55 KB
 * gzipped with the generated documents) has loaded: the signed-in layout writes their answers into
 * Apollo's cache before its screen renders (app/ApolloRoot.tsx), so a screen's first data does not
 * wait in a chain behind its code. Query texts select __typename wherever Apollo would add it, so
 * the answers normalise like Apollo's own. A failed query is dropped: the screen then asks Apollo.
 */
export interface EarlyAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** POST /graphql as Apollo's HTTP link sends it (cookies, JSON); the answer's data, or null on any failure. */
export async function postGraphql(operationName: string, query: string, variables: Record<string, unknown>) {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName, query, variables }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return body.errors?.length ? null : (body.data ?? null);
  } catch {
    return null;
  }
}

let pending: Array<Promise<EarlyAnswer | null>> = [];
let taking: Promise<EarlyAnswer[]> | null = null;

/**
 * Sends the query in a task of its own, after the entry chunk's first one: the entry's start-up is
 * already a long task, and working out variables can cost (the time zone: Intl's first use).
 */
export function sendEarlyQuery(operationName: string, query: string, variables: () => Record<string, unknown>): void {
  pending.push(
    new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
      const values = variables();
      const data = await postGraphql(operationName, query, values);
      return data ? { operationName, variables: values, data } : null;
    }),
  );
}

export function hasEarlyQueries(): boolean {
  return pending.length > 0 || taking !== null;
}

/** The answers of the queries sent so far, once they have all arrived; each answer is handed out once. */
export function takeEarlyAnswers(): Promise<EarlyAnswer[]> {
  if (pending.length > 0) {
    const sent = pending;
    pending = [];
    taking = Promise.all(sent).then((answers) => {
      taking = null;
      return answers.filter((answer): answer is EarlyAnswer => answer !== null);
    });
  }
  return taking ?? Promise.resolve([]);
}
