/** Helpers shared by the API token tests: mint a token, call with it over HTTP and graphql-ws. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from '../support/test-client.js';
import type { TestServer } from '../support/test-server.js';

export const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($name: String!) {
    createApiToken(name: $name) { token apiToken { id name prefix createdAt lastUsedAt } }
  }
`;
export const LIST_TOKENS = /* GraphQL */ `query { apiTokens { id name prefix createdAt lastUsedAt } }`;
export const REVOKE_TOKEN = /* GraphQL */ `mutation Revoke($id: ID!) { revokeApiToken(id: $id) }`;
export const ME = /* GraphQL */ `query { me { id email } }`;

export interface IssuedToken {
  id: string;
  secret: string;
}

/** Creates a token with a signed-in (session) client. */
export async function issueToken(sessionClient: TestClient, name = 'script'): Promise<IssuedToken> {
  const result = await sessionClient.graphql(CREATE_TOKEN, { name });
  if (!result.data) throw new Error(`createApiToken failed: ${JSON.stringify(result.errors)}`);
  return { id: result.data.createApiToken.apiToken.id, secret: result.data.createApiToken.token };
}

/** A cookie-less client that sends `Authorization: Bearer <secret>`, like curl or a script. */
export function bearerClient(server: TestServer, secret: string): TestClient {
  const client = server.client();
  client.bearerToken = secret;
  return client;
}

export function webSocketClient(server: TestServer, authorization?: string): Client {
  return createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : undefined,
    retryAttempts: 0,
    lazy: true,
  });
}

export type WebSocketOutcome =
  | { kind: 'result'; result: { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } }
  | { kind: 'errors'; errors: { message: string; extensions?: Record<string, unknown> }[] }
  | { kind: 'closed'; code: number; reason: string };

/** Runs one operation over the socket and says how it ended: a result, operation errors or a closed socket. */
export function executeOverWebSocket(client: Client, query: string, variables?: Record<string, unknown>): Promise<WebSocketOutcome> {
  return new Promise((resolve) => {
    let last: WebSocketOutcome | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          last = { kind: 'result', result: result as any };
        },
        error: (error: unknown) => {
          if (Array.isArray(error)) resolve({ kind: 'errors', errors: error });
          else if (error && typeof error === 'object' && 'code' in error) {
            const closeEvent = error as { code: number; reason: string };
            resolve({ kind: 'closed', code: closeEvent.code, reason: closeEvent.reason });
          } else resolve({ kind: 'errors', errors: [{ message: String(error) }] });
        },
        complete: () => resolve(last ?? { kind: 'errors', errors: [{ message: 'completed without a result' }] }),
      },
    );
  });
}
