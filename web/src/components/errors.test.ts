import { ApolloClient, HttpLink, InMemoryCache, type ApolloError } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restFailureMessage, serverMessage } from './errors.js';

describe('restFailureMessage', () => {
  it("gives the server's message for a refusal it explained", () => {
    const refused = Object.assign(new Error('Project not found'), { status: 404, serverMessage: 'Project not found' });
    expect(restFailureMessage(refused, 'Failed to export data')).toBe('Project not found');
  });

  it('gives the fallback when the server never answered or failed without a reason', () => {
    expect(restFailureMessage(new TypeError('Failed to fetch'), 'Failed to export data')).toBe('Failed to export data');
    const crashed = Object.assign(new Error('Internal server error'), { status: 500, serverMessage: 'Internal server error' });
    expect(restFailureMessage(crashed, 'Failed to export data')).toBe('Failed to export data');
    // A proxy's error page is not the API's explanation.
    const gateway = Object.assign(new Error('<html>502 Bad Gateway</html>'), { status: 502 });
    expect(restFailureMessage(gateway, 'Failed to export data')).toBe('Failed to export data');
  });
});

describe('serverMessage', () => {
  /** A real Apollo Client whose HTTP answer is what the API sends when a limit refuses an operation. */
  async function refusedMutation(status: number): Promise<unknown> {
    const body = {
      errors: [
        {
          message: 'Too many failed sign-ins. Try again in 15 minutes.',
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 },
        },
      ],
      data: null,
    };
    const fetch = async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'retry-after': '900' } });
    const client = new ApolloClient({ link: new HttpLink({ uri: 'http://localhost/graphql', fetch }), cache: new InMemoryCache() });
    try {
      // parse, not gql: codegen reads gql documents from web/src, and this one is only the test's.
      await client.mutate({ mutation: parse('mutation LogInRefused { logIn(input: { email: "a@example.com", password: "x" }) { id } }') });
    } catch (error) {
      return error;
    }
    throw new Error('the mutation was not refused');
  }

  it("gives the server's words for a limit's refusal, whether answered HTTP 429 (a network error to Apollo) or 200", async () => {
    const limited = await refusedMutation(429);
    expect((limited as ApolloError).networkError).toBeTruthy();
    expect(serverMessage(limited, 'Something went wrong. Please try again.')).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    const answered = await refusedMutation(200);
    expect(serverMessage(answered, 'Something went wrong. Please try again.')).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });
});
