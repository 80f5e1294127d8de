/**
 * The only file that knows about arctic. Google's endpoints are settings, so tests run the whole
 * flow against a fake provider on 127.0.0.1.
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Each call to Google gives up after this many milliseconds. */
  timeoutMs: number;
}

export interface GoogleAuthorization {
  url: URL;
  state: string;
  codeVerifier: string;
}

export interface GoogleProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

export class GoogleSignIn {
  private readonly client: OAuth2Client;

  constructor(private readonly settings: GoogleSettings) {
    this.client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  }

  startAuthorization(): GoogleAuthorization {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = this.client.createAuthorizationURLWithPKCE(this.settings.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, [
      'openid',
      'email',
      'profile',
    ]);
    return { url, state, codeVerifier };
  }

  /** Exchanges the code and reads the profile; throws when the provider refuses either step or does not answer in time. */
  async finishAuthorization(code: string, codeVerifier: string): Promise<GoogleProfile> {
    const tokens = await this.exchangeCode(code, codeVerifier);
    const response = await this.fetchInTime(this.settings.userInfoUrl, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
    if (!response.ok) throw new Error(`Google user info answered ${response.status}`);
    const info = userInfoSchema.parse(await response.json());
    const [givenFromName = '', ...familyFromName] = (info.name ?? '').split(' ');
    return {
      subject: info.sub,
      email: info.email?.toLowerCase() ?? null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      firstName: info.given_name ?? givenFromName,
      lastName: info.family_name ?? familyFromName.join(' '),
      pictureUrl: info.picture ?? null,
    };
  }

  /**
   * The authorization-code exchange as arctic's OAuth2Client.validateAuthorizationCode sends it
   * (form body with the PKCE verifier, client credentials as HTTP Basic), but with a deadline:
   * arctic's own fetch has none, so a token endpoint that never answered held the callback for
   * undici's 300 s headers timeout.
   */
  private async exchangeCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    const credentials = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.fetchInTime(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', authorization: `Basic ${credentials}` },
      body,
    });
    if (response.status !== 200) throw new Error(`Google token endpoint answered ${response.status}`);
    return new OAuth2Tokens((await response.json()) as object);
  }

  /** fetch with the deadline covering the body too; the timer is cleared either way (no AbortSignal.timeout left behind). */
  private async fetchInTime(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`Google did not answer within ${this.settings.timeoutMs} ms`)),
      this.settings.timeoutMs,
    );
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      // Read the body under the same deadline: a provider can send headers and then stall.
      const text = await response.text();
      return new Response(text, { status: response.status, headers: response.headers });
    } finally {
      clearTimeout(timer);
    }
  }
}
