import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, split, type FetchResult } from '@apollo/client';
import { getMainDefinition, relayStylePagination } from '@apollo/client/utilities';
import { socketHealthListeners } from './socketHealth.js';

/** Reconnect delay after the n-th failed attempt: 1, 2, 4, 8, then every 15 s, plus jitter. */
async function reconnectWait(retries: number): Promise<void> {
  const seconds = Math.min(2 ** retries, 15);
  await new Promise((resolve) => window.setTimeout(resolve, seconds * 1000 + Math.floor(Math.random() * 1000)));
}

/**
 * Subscriptions go over graphql-ws on the same /graphql path. The websocket code is loaded on the
 * first subscription only, so screens without live data (the landing page) never download it.
 */
class LazySubscriptionLink extends ApolloLink {
  private loaded: Promise<{ link: ApolloLink; dispose: () => void }> | undefined;

  private load() {
    this.loaded ??= Promise.all([import('graphql-ws/client'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) => {
        const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
        // lazy: connect on the first subscription, close when the last one ends. The session cookie authenticates.
        // A lost or refused socket is retried for as long as something is subscribed (screens poll meanwhile,
        // watching socketHealth.ts); only graphql-ws's fatal close codes end a subscription with an error.
        const client = createClient({
          url: `${protocol}//${window.location.host}/graphql`,
          lazy: true,
          retryAttempts: Infinity,
          shouldRetry: () => true,
          retryWait: reconnectWait,
          on: socketHealthListeners(),
        });
        return { link: new GraphQLWsLink(client), dispose: () => void client.dispose() };
      },
    );
    return this.loaded;
  }

  override request(operation: Parameters<ApolloLink['request']>[0]): Observable<FetchResult> {
    return new Observable<FetchResult>((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      this.load()
        .then(({ link }) => {
          if (closed) return;
          subscription = link.request(operation)?.subscribe(observer);
        })
        .catch((error: unknown) => observer.error(error));
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }

  /** Closes the socket so the next subscription connects with the current session cookie. */
  restart(): void {
    const loaded = this.loaded;
    this.loaded = undefined;
    void loaded?.then(({ dispose }) => dispose());
  }
}

const subscriptionLink = new LazySubscriptionLink();

export function createApolloClient(): ApolloClient<unknown> {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const link = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    subscriptionLink,
    httpLink,
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        // Types without an id of their own, identified by their project.
        ResearchResults: { keyFields: ['projectId'] },
        // My Ideas' pages: one list per search text, each later page appended after its cursor.
        Query: { fields: { projectsConnection: relayStylePagination(['search']) } },
      },
    }),
    // Spec §4: nothing is retried (no RetryLink), nothing refetches on focus or polls by default,
    // and cached results stay fresh until a mutation refreshes them.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
    },
  });
}

let sharedClient: ApolloClient<unknown> | undefined;

/** The one client of the page (created on first use: see app/ApolloRoot.tsx). */
export function getApolloClient(): ApolloClient<unknown> {
  sharedClient ??= createApolloClient();
  return sharedClient;
}

/** After logout: drop everything cached for the old session (without refetching) and close sockets. */
export async function clearApolloSession(client: ApolloClient<unknown>): Promise<void> {
  subscriptionLink.restart();
  await client.clearStore();
}
