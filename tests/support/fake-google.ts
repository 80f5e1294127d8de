/**
 * A fake Google OAuth provider: a real HTTP server on 127.0.0.1 with the authorization, token and
 * userinfo endpoints. The authorization endpoint "signs the user in" at once as `nextProfile` and
 * redirects back with a one-time code; the token endpoint checks the client credentials, the
 * redirect URI and the PKCE verifier (S256) before handing out an access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

interface IssuedCode {
  profile: FakeGoogleProfile;
  codeChallenge: string;
  redirectUri: string;
}

export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Environment settings that point the app at this fake. */
  environment(publicUrl: string): Record<string, string>;
  /** The profile the next authorization signs in as. */
  nextProfile: FakeGoogleProfile;
  /** When set, the token endpoint refuses every code (a failed exchange). */
  refuseTokens: boolean;
  /** When set, the token endpoint reads the request and never answers (a provider that hangs). */
  hangTokens: boolean;
  /** Every authorization request's query, in order. */
  authorizationRequests: URLSearchParams[];
  tokenRequests: number;
  close(): Promise<void>;
}

const base64Url = (buffer: Buffer) => buffer.toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const clientId = 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeGoogleProfile>();

  const fake = {
    url: '',
    clientId,
    clientSecret,
    nextProfile: { sub: 'google-subject-1', email: 'someone@gmail.com', email_verified: true, given_name: 'Some', family_name: 'One' },
    refuseTokens: false,
    hangTokens: false,
    authorizationRequests: [] as URLSearchParams[],
    tokenRequests: 0,
  } as FakeGoogle;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const query = url.searchParams;
      fake.authorizationRequests.push(query);
      const redirectUri = query.get('redirect_uri');
      const codeChallenge = query.get('code_challenge');
      if (query.get('client_id') !== clientId || !redirectUri || !codeChallenge || query.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request' });
      }
      const code = base64Url(randomBytes(16));
      codes.set(code, { profile: { ...fake.nextProfile }, codeChallenge, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (request.method === 'POST' && url.pathname === '/token') {
      fake.tokenRequests += 1;
      const form = new URLSearchParams(await readBody(request));
      if (fake.hangTokens) return; // closeAllConnections() on close ends it
      const expectedAuthorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
      if (request.headers.authorization !== expectedAuthorization) return json(401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code); // one use only
      const verifier = form.get('code_verifier') ?? '';
      const challenge = base64Url(createHash('sha256').update(verifier).digest());
      if (
        fake.refuseTokens ||
        form.get('grant_type') !== 'authorization_code' ||
        !issued ||
        issued.redirectUri !== form.get('redirect_uri') ||
        issued.codeChallenge !== challenge
      ) {
        return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const accessToken = base64Url(randomBytes(24));
      accessTokens.set(accessToken, issued.profile);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    }

    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const profile = accessTokens.get(token);
      if (!profile) return json(401, { error: 'invalid_token' });
      return json(200, profile);
    }

    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.environment = (publicUrl: string) => ({
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_AUTHORIZATION_URL: `${fake.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${fake.url}/token`,
    GOOGLE_USERINFO_URL: `${fake.url}/userinfo`,
    PUBLIC_URL: publicUrl,
  });
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A port that was free a moment ago, for settings (PUBLIC_URL) that must be known before the server starts. */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
