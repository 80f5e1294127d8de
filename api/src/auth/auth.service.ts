import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppConfig } from '../config/config.js';
import type { RequestContext } from '../context/request-context.js';
import { badInput, conflict, forbidden, unauthenticated } from '../shared/errors.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../shared/logger.js';
import { createRateLimit, hashedKey, type RateLimit } from '../http/rate-limits.js';
import { parseInput } from '../shared/validation.js';
import { logInInput, signUpInput, updateProfileInput } from './auth.inputs.js';
import { viewerIsAdmin } from './admin-emails.js';
import { GoogleSignIn } from './google-oauth.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, spendVerificationTime, verifyPassword } from './password.js';
import { SESSION_COOKIE_NAME, SessionManager } from './session-manager.js';
import { User } from '../users/user.entity.js';

/** Google sign-in refusals the landing page explains in its own words (auth.rest.ts maps them to a code). */
export const GOOGLE_EMAIL_LINKED_ELSEWHERE =
  'Google sign-in failed: this email address belongs to an account linked to another Google account.';
export const GOOGLE_EMAIL_UNVERIFIED = 'Google sign-in failed: your Google account has no verified email address.';

const GOOGLE_STATE_COOKIE = 'ideascope_google_state';
const GOOGLE_VERIFIER_COOKIE = 'ideascope_google_verifier';
const GOOGLE_COOKIE_MAX_AGE_SECONDS = 10 * 60;
const INVALID_CREDENTIALS = 'Invalid email or password';
const DUPLICATE_EMAIL = 'An account with this email already exists';
const RESERVED_EMAIL = 'This email address cannot be used';

/** Sign-up, sign-in, sessions, profile and the admin check: one service behind REST and GraphQL. */
export class AuthService {
  readonly google: GoogleSignIn | null;

  constructor(
    private readonly config: AppConfig,
    private readonly sessions: SessionManager,
    private readonly logger: Logger,
    private readonly orm: MikroORM,
  ) {
    this.google =
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? new GoogleSignIn({
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            redirectUri: `${this.publicUrl()}/auth/google/callback`,
            authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: config.GOOGLE_TOKEN_URL,
            userInfoUrl: config.GOOGLE_USERINFO_URL,
            timeoutMs: config.GOOGLE_TIMEOUT_MS,
          })
        : null;
  }

  /** Without online payments (no STRIPE_SECRET_KEY) every new account gets DEFAULT_PLAN; with them, Free until Checkout. */
  private newAccountPlan(): string {
    return this.config.STRIPE_SECRET_KEY ? 'free' : this.config.DEFAULT_PLAN;
  }

  /** Accounts created per IP address per hour (the address kept only as a hash in the key). */
  private signupLimit: RateLimit | null = null;
  private loginThrottle: LoginThrottle | null = null;

  private publicUrl(): string {
    return (this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`).replace(/\/$/, '');
  }

  async signUp(context: RequestContext, rawInput: unknown): Promise<User> {
    assertCanSetCookies(context);
    const input = parseInput(signUpInput, rawInput);
    this.signupLimit ??= createRateLimit(this.orm, {
      name: 'account-signup-ip',
      points: this.config.SIGNUPS_PER_IP_PER_HOUR,
      durationSeconds: 3600,
      message: 'Too many accounts were created from your network. Please try again later.',
    });
    await this.signupLimit.consume(hashedKey(context.ipAddress));
    const existing = await context.em.count(User, { email: input.email });
    if (existing > 0) throw conflict(DUPLICATE_EMAIL);
    const user = context.em.create(User, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      plan: this.newAccountPlan(),
      passwordHash: await hashPassword(input.password),
    });
    try {
      await context.em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
    await this.openSession(context, user);
    return user;
  }

  async logIn(context: RequestContext, rawInput: unknown): Promise<User> {
    assertCanSetCookies(context);
    const input = parseInput(logInInput, rawInput);
    // Counted before the password is checked; the point stays as a failure unless the password is right.
    this.loginThrottle ??= new LoginThrottle(this.orm);
    const attempt = await this.loginThrottle.reserve(input.email, context.ipAddress);
    const user = await context.em.findOne(User, { email: input.email });
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : (await spendVerificationTime(input.password), false);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    await attempt.succeeded();
    await this.openSession(context, user);
    return user;
  }

  async logOut(context: RequestContext): Promise<void> {
    if (context.viewer?.sessionId) await this.sessions.invalidateSession(context.viewer.sessionId);
    context.cookies?.clear(SESSION_COOKIE_NAME);
    context.viewer = null;
  }

  currentUser(context: RequestContext): User {
    if (!context.viewer) throw unauthenticated();
    return context.viewer.user;
  }

  async updateProfile(context: RequestContext, rawInput: unknown): Promise<User> {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    const input = parseInput(updateProfileInput, rawInput);
    // Deleted (by another request of this account) since the session was checked: signed out, as its next request is.
    const user = await context.em.findOne(User, { id: viewer.userId });
    if (!user) throw unauthenticated();
    const emailChanged = user.email !== input.email;
    // Changing the email ends every other browser session and moves the sign-in: a leaked API token must not do that.
    if (emailChanged && (!viewer.sessionId || viewer.viaWebSocket)) throw forbidden('Changing the email needs a browser session');
    // ADMIN_EMAILS make the account created with that address an admin; moving into one must not.
    if (emailChanged && this.config.adminEmails.has(input.email)) throw forbidden(RESERVED_EMAIL);
    if (emailChanged && (await context.em.count(User, { email: input.email, id: { $ne: user.id } })) > 0) {
      throw conflict(DUPLICATE_EMAIL);
    }
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    if (emailChanged) {
      user.email = input.email;
      user.emailChangedAt = new Date();
    }
    if (input.company !== undefined) user.company = input.company;
    if (input.bio !== undefined) user.bio = input.bio;
    try {
      await context.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
    // A changed email address ends every other session, as a password change would.
    if (emailChanged) await this.sessions.invalidateOtherSessions(user.id, viewer.sessionId);
    viewer.user = user;
    return user;
  }

  isAdmin(context: RequestContext): boolean {
    return viewerIsAdmin(context.viewer, this.config.adminEmails);
  }

  /** The URL to send the browser to, or null when Google sign-in is not configured. */
  startGoogleSignIn(context: RequestContext): string | null {
    if (!this.google || !context.cookies) return null;
    const { url, state, codeVerifier } = this.google.startAuthorization();
    context.cookies.set(GOOGLE_STATE_COOKIE, state, { maxAgeSeconds: GOOGLE_COOKIE_MAX_AGE_SECONDS, path: '/auth/google' });
    context.cookies.set(GOOGLE_VERIFIER_COOKIE, codeVerifier, {
      maxAgeSeconds: GOOGLE_COOKIE_MAX_AGE_SECONDS,
      path: '/auth/google',
    });
    return url.toString();
  }

  async finishGoogleSignIn(context: RequestContext, query: { code?: unknown; state?: unknown }): Promise<User> {
    const cookies = context.cookies;
    if (!this.google || !cookies) throw badInput('Google sign-in is not available');
    const expectedState = cookies.read(GOOGLE_STATE_COOKIE);
    const codeVerifier = cookies.read(GOOGLE_VERIFIER_COOKIE);
    cookies.clear(GOOGLE_STATE_COOKIE, { path: '/auth/google' });
    cookies.clear(GOOGLE_VERIFIER_COOKIE, { path: '/auth/google' });
    if (typeof query.state !== 'string' || !expectedState || query.state !== expectedState) {
      throw badInput('Google sign-in failed: the state did not match. Please try again.');
    }
    if (typeof query.code !== 'string' || !query.code || !codeVerifier) {
      throw badInput('Google sign-in failed: no authorization code. Please try again.');
    }
    let profile;
    try {
      profile = await this.google.finishAuthorization(query.code, codeVerifier);
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'google code exchange failed');
      throw badInput('Google sign-in failed. Please try again.');
    }
    const user = await this.findOrCreateGoogleUser(context, profile);
    await this.openSession(context, user);
    return user;
  }

  private async findOrCreateGoogleUser(
    context: RequestContext,
    profile: Awaited<ReturnType<GoogleSignIn['finishAuthorization']>>,
  ): Promise<User> {
    const bySubject = await context.em.findOne(User, { googleSubject: profile.subject });
    if (bySubject) return bySubject;
    // Link to an existing password account only when Google vouches for the address.
    if (profile.email && profile.emailVerified) {
      const byEmail = await context.em.findOne(User, { email: profile.email });
      if (byEmail) {
        // Never move an account from one Google identity to another.
        if (byEmail.googleSubject) {
          throw badInput(GOOGLE_EMAIL_LINKED_ELSEWHERE);
        }
        byEmail.googleSubject = profile.subject;
        byEmail.profileImageUrl ??= profile.pictureUrl;
        await context.em.flush();
        return byEmail;
      }
    }
    if (!profile.email || !profile.emailVerified) {
      throw badInput(GOOGLE_EMAIL_UNVERIFIED);
    }
    const user = context.em.create(User, {
      email: profile.email,
      firstName: profile.firstName || 'Google',
      lastName: profile.lastName || 'User',
      googleSubject: profile.subject,
      profileImageUrl: profile.pictureUrl,
      plan: this.newAccountPlan(),
    });
    await context.em.persistAndFlush(user);
    return user;
  }

  private async openSession(context: RequestContext, user: User): Promise<void> {
    if (context.viewer?.sessionId) await this.sessions.invalidateSession(context.viewer.sessionId);
    const session = await this.sessions.createSession(user.id);
    context.cookies?.set(SESSION_COOKIE_NAME, session.token, { expires: session.expiresAt });
    context.viewer = { userId: user.id, user, profile: user, sessionId: session.sessionId, apiTokenId: null };
  }
}

/** A session lives in a cookie; over a websocket nobody would receive it, so sign-in is HTTP only. */
function assertCanSetCookies(context: RequestContext): void {
  if (!context.cookies) throw badInput('Sign up and log in over HTTP: a websocket cannot receive the session cookie');
}
