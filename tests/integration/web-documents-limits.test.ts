/**
 * Every GraphQL document the web sends passes the API's validation, the depth and cost limits included
 * (graphql/armor.ts): a fragment nested one level too deep fails the whole results query in the browser.
 * Sent without variables, so nothing executes (variable coercion fails after validation).
 */
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../web/src/generated/graphql.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === 'Document',
);

describe('the web’s GraphQL documents', () => {
  let server: TestServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKERS: 'false' });
    user = await createSignedInUser(server);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('are all within the API’s validation limits', async () => {
    expect(documents.length).toBeGreaterThan(10);
    const refused: string[] = [];
    for (const [name, document] of documents) {
      const isSubscription = document.definitions.some(
        (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
      );
      if (isSubscription) continue;
      const answer = await user.client.graphql(print(document), {});
      const invalid = (answer.errors ?? []).filter(
        (error: { extensions?: { code?: string } }) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED',
      );
      if (invalid.length > 0) refused.push(`${name}: ${invalid.map((error: { message: string }) => error.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });
});
