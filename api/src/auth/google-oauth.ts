/**
 * The only file that knows about arctic. Google's endpoints are settings, so tests run the whole
 * flow against a fake provider on 127.0.0.1.
 */
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
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
    const url = this.client.createAuthorizationURLWithPKCE(
      this.settings.authorizationUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      ['openid', 'email', 'profile'],
    );
    return { url, state, codeVerifier };
  }

  /** Exchanges the code and reads the profile; throws when the provider refuses either step. */
  async finishAuthorization(code: string, codeVerifier: string): Promise<GoogleProfile> {
    const tokens = await this.client.validateAuthorizationCode(this.settings.tokenUrl, code, codeVerifier);
    const response = await fetch(this.settings.userInfoUrl, {
      headers: { Authorization: `Bearer ${tokens.accessToken()}` },
      signal: AbortSignal.timeout(10_000),
    });
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
}
