import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RequestContext } from '../context/request-context.js';
import type { AppConfig } from '../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Database } from '../jobs/sql.js';
import type { ProjectService } from '../projects/project.service.js';
import { notFound } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { isUuid } from '../shared/validation.js';
import { Website } from '../websites/website.entity.js';
import { publicSiteUrl, sitePath } from '../websites/website.presenter.js';
import { VISITS_COUNTED } from '../research/score/demand-parts.js';
import { plural } from '../research/score/score-entry.js';
import { rescoreWithDemandTest } from './demand-score.js';
import {
  COUNTED_SIGNUP,
  demandTestStore,
  type DayFigures,
  type SignupRow,
  type SourceFigures,
  type VisitRecord,
} from './demand-test.store.js';
import { parseSignupForm, type SignupFormValues } from './signup-form.js';
import { SignupLimits } from './signup-limits.js';
import { SignupMailer } from './signup-mail.js';
import { isCountableVisitor, referrerHost, SHARE_SOURCES, utmSource } from './visit-source.js';
import { findPublishedWebsite, ownerName, type PublishedWebsite } from '../websites/published-website.js';

const SIGNUP_NOT_FOUND = 'Signup not found';

export interface VisitRequest {
  ipAddress: string;
  userAgent: string | undefined;
  referrer: string | undefined;
  host: string | undefined;
  utmSource: unknown;
  /** The signed-in user, when the visit carries a session: the owner's own visits are not counted. */
  viewerUserId: string | null;
}

export type SignupOutcome =
  /**
   * emailConfirmation: a confirmation email goes to new signups. Without email, forgetUrl is the deletion link for
   * the visitor to keep (only for a new signup: a duplicate address or the honeypot has none).
   */
  | { kind: 'thanks'; website: PublishedWebsite; emailConfirmation: boolean; forgetUrl: string | null }
  | { kind: 'invalid'; website: PublishedWebsite; values: SignupFormValues; errors: Partial<Record<keyof SignupFormValues, string>> }
  | { kind: 'throttled'; website: PublishedWebsite; retryAfterSeconds: number }
  | { kind: 'not-found' };

export interface WouldPaySummary {
  answers: number;
  median: number | null;
  /** The middle half of the answers (25th to 75th percentile). */
  low: number | null;
  high: number | null;
  min: number | null;
  max: number | null;
}

export interface DemandTestReport {
  websiteId: string;
  isPublished: boolean;
  publicUrl: string;
  /** Visits, each visitor counted once a day (a visitor cannot be recognised across days). */
  visits: number;
  signups: number;
  confirmedSignups: number;
  unconfirmedSignups: number;
  /** Signups that count (COUNTED_SIGNUP), as the score counts them. */
  countedSignups: number;
  /** Counted signups (confirmed, or made where no confirmation email was sent) over visits; null without visits. */
  conversionRate: number | null;
  minVisitors: number;
  /** This installation sends confirmation emails now (the current setting; the figures come from the rows). */
  emailConfirmation: boolean;
  wouldPay: WouldPaySummary;
  byDay: DayFigures[];
  bySource: SourceFigures[];
  shareLinks: Array<{ source: string; url: string }>;
  dailySummary: boolean;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * The demand test of published sites: visits, the signup form, double opt-in by email (where this
 * installation sends email; a signup made without it counts unconfirmed), and the owner's figures. Public calls take a slug; owner calls a RequestContext and answer "not found" for
 * anything that is not the viewer's.
 */
export class DemandTestService {
  readonly mailer: SignupMailer;
  private readonly limits: SignupLimits;

  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly projects: ProjectService,
    orm: MikroORM,
  ) {
    this.mailer = new SignupMailer(config.SMTP_URL, config.MAIL_FROM, logger);
    this.limits = new SignupLimits(orm, {
      perIpPerHour: config.DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR,
      perSitePerHour: config.DEMAND_TEST_SIGNUPS_PER_SITE_PER_HOUR,
    });
  }

  /** Counts a page view of a published site: at most one write, none for bots, the owner or a repeat visit today. */
  async recordVisit(website: PublishedWebsite, visit: VisitRequest): Promise<void> {
    if (!isCountableVisitor(visit.userAgent)) return;
    if (visit.viewerUserId && visit.viewerUserId === website.owner.id) return;
    await demandTestStore.recordVisit(this.database.sql, {
      websiteId: website.id,
      ipAddress: visit.ipAddress,
      userAgent: visit.userAgent,
      referrerHost: referrerHost(visit.referrer, visit.host),
      utmSource: utmSource(visit.utmSource),
    });
  }

  /**
   * A stored signup is a visit too: someone opened the page and sent its form past the honeypot and the limits. A visitor
   * whose page view was not counted (a user agent that reads as a bot, such as headless Chrome) is counted now, so the
   * figures never show more signups than visits; one already counted today is not counted again (the same daily hash).
   */
  private async recordSignupVisit(website: PublishedWebsite, visit: Omit<VisitRecord, 'websiteId'>): Promise<void> {
    try {
      await demandTestStore.recordVisit(this.database.sql, { websiteId: website.id, ...visit });
    } catch (error) {
      // The signup is stored: a lost count must not cost the visitor the thank-you.
      this.logger.warn({ err: error }, 'signup visit not counted');
    }
  }

  /** The published site at a slug, as its public pages show it; null when there is none. */
  publishedWebsite(slug: string): Promise<PublishedWebsite | null> {
    return findPublishedWebsite(this.database.sql, slug);
  }

  /**
   * A posted signup. Checks come before any write: an unknown or unpublished site, the limits, then
   * the fields. A duplicate address or a filled honeypot get the same thank-you and store nothing (without
   * email that thank-you has no deletion link: there is no new secret to give).
   */
  async signup(slug: string, body: unknown, ipAddress: string, userAgent: string | undefined, linkBase: string): Promise<SignupOutcome> {
    const website = await this.publishedWebsite(slug);
    if (!website) return { kind: 'not-found' };
    const form = parseSignupForm(body);
    if (!form.ok) return { kind: 'invalid', website, values: form.values, errors: form.errors };
    const retryAfterSeconds = await this.limits.consume(ipAddress, website.id);
    if (retryAfterSeconds !== null) return { kind: 'throttled', website, retryAfterSeconds };
    const emailConfirmation = this.mailer.enabled;
    if (form.honeypot) return { kind: 'thanks', website, emailConfirmation, forgetUrl: null };
    const token = randomBytes(24).toString('base64url');
    const id = randomUUID();
    const source = {
      utmSource: utmSource(form.utmSource),
      referrerHost:
        typeof form.referrer === 'string'
          ? form.referrer
              .toLowerCase()
              .replace(/[^a-z0-9.-]/g, '')
              .slice(0, 120) || null
          : null,
    };
    const inserted = await demandTestStore.insertSignup(this.database.sql, {
      id,
      websiteId: website.id,
      email: form.email,
      wouldPay: form.wouldPay,
      useCase: form.useCase,
      ...source,
      tokenHash: tokenHash(token),
      // Stored with the signup: whether it counts must not change when SMTP_URL does, or differ between processes.
      confirmationRequired: emailConfirmation,
    });
    if (inserted) await this.recordSignupVisit(website, { ipAddress, userAgent: userAgent ?? '', ...source });
    const link = (action: string) => `${linkBase}${sitePath(website.slug)}/${action}?signup=${id}&token=${token}`;
    if (inserted && !emailConfirmation) {
      // Nobody can confirm without email, so the signup counts at once; the visitor keeps the deletion link.
      await this.rescore(website.projectId);
      return { kind: 'thanks', website, emailConfirmation, forgetUrl: link('forget') };
    }
    if (inserted) {
      const owner = website.owner;
      // Sent after answering: the visitor does not wait for the mail server (a failure is logged).
      void this.mailer.sendConfirmation({
        to: form.email,
        siteTitle: website.content.title,
        ownerName: ownerName(owner),
        confirmUrl: link('confirm'),
        forgetUrl: link('forget'),
      });
    }
    return { kind: 'thanks', website, emailConfirmation, forgetUrl: null };
  }

  /** The link in the confirmation email; false for an unknown or altered link. */
  async confirm(signupId: unknown, token: unknown): Promise<boolean> {
    if (!isUuid(signupId) || typeof token !== 'string' || token.length > 100) return false;
    const projectId = await demandTestStore.confirmSignup(this.database.sql, signupId, tokenHash(token));
    if (projectId) await this.rescore(projectId);
    return projectId !== null;
  }

  /** The visitor's own deletion (the second link in the email). */
  async forget(signupId: unknown, token: unknown): Promise<boolean> {
    if (!isUuid(signupId) || typeof token !== 'string' || token.length > 100) return false;
    const projectId = await demandTestStore.forgetSignup(this.database.sql, signupId, tokenHash(token));
    if (projectId) await this.rescore(projectId);
    return projectId !== null;
  }

  /** The owner's figures; null when the project has no website yet. The score is brought up to date on the way. */
  async report(context: RequestContext, projectId: unknown): Promise<DemandTestReport | null> {
    const website = await this.ownedWebsite(context, projectId);
    if (!website) return null;
    const sql = this.database.sql;
    await this.rescore(website.project.id);
    const [totals, signups, byDay, bySource] = await Promise.all([
      demandTestStore.totals(sql, website.project.id),
      demandTestStore.signups(sql, website.id),
      demandTestStore.byDay(sql, website.id),
      demandTestStore.bySource(sql, website.id),
    ]);
    const visits = totals?.visits ?? 0;
    const confirmed = signups.filter((signup) => signup.confirmedAt !== null).length;
    // The same signups the score counts (COUNTED_SIGNUP, as demandTestFigures reads it): the rate and what they would pay.
    const countedSignups = signups.filter((signup) => signup.counted);
    const counted = countedSignups.length;
    const publicUrl = publicSiteUrl(this.config, website.slug);
    return {
      websiteId: website.id,
      isPublished: website.isPublished,
      publicUrl,
      visits,
      signups: signups.length,
      confirmedSignups: confirmed,
      unconfirmedSignups: signups.length - confirmed,
      countedSignups: counted,
      conversionRate: visits > 0 ? counted / visits : null,
      minVisitors: this.config.DEMAND_TEST_MIN_VISITORS,
      emailConfirmation: this.mailer.enabled,
      wouldPay: summariseWouldPay(countedSignups),
      byDay,
      bySource,
      shareLinks: SHARE_SOURCES.map((source) => ({ source, url: `${publicUrl}?utm_source=${source}` })),
      dailySummary: website.dailySummary,
    };
  }

  async signupList(context: RequestContext, projectId: unknown): Promise<SignupRow[]> {
    const website = await this.ownedWebsite(context, projectId);
    if (!website) throw notFound('Website not found');
    return demandTestStore.signups(this.database.sql, website.id);
  }

  /** The owner deletes one signup of their site; anyone else's (or an unknown id) is "not found". */
  async deleteSignup(context: RequestContext, projectId: unknown, signupId: unknown): Promise<void> {
    const website = await this.ownedWebsite(context, projectId);
    if (!website || !isUuid(signupId) || !(await demandTestStore.deleteSignup(this.database.sql, website.id, signupId)))
      throw notFound(SIGNUP_NOT_FOUND);
    await this.rescore(website.project.id);
  }

  async setDailySummary(context: RequestContext, projectId: unknown, enabled: boolean): Promise<void> {
    const website = await this.ownedWebsite(context, projectId);
    if (!website) throw notFound('Website not found');
    website.dailySummary = enabled;
    await context.em.flush();
  }

  /**
   * Yesterday's figures (UTC) to every owner who asked for them, one email per site; returns how many were sent.
   * A failed send is logged and the others still go.
   */
  async sendDailySummaries(): Promise<number> {
    if (!this.mailer.enabled) return 0;
    const { rows } = await this.database.sql.query<{
      email: string;
      title: string;
      slug: string;
      visitors: number;
      signups: number;
      confirmed: number;
      total_visitors: number;
      total_confirmed: number;
      total_counted_unconfirmed: number;
    }>(
      `select u.email, coalesce(w.published_content->>'title', w.title) as title, w.slug,
              (select count(*)::int from website_visits v where v.website_id = w.id and v.day = current_date - 1) as visitors,
              (select count(*)::int from website_signups s where s.website_id = w.id and (s.created_at at time zone 'UTC')::date = current_date - 1) as signups,
              (select count(*)::int from website_signups s where s.website_id = w.id and (s.confirmed_at at time zone 'UTC')::date = current_date - 1) as confirmed,
              (select count(*)::int from website_visits v where v.website_id = w.id) as total_visitors,
              (select count(*)::int from website_signups s where s.website_id = w.id and s.confirmed_at is not null) as total_confirmed,
              (select count(*)::int from website_signups s where s.website_id = w.id and ${COUNTED_SIGNUP} and s.confirmed_at is null)
                as total_counted_unconfirmed
       from websites w join projects p on p.id = w.project_id join users u on u.id = p.owner_id
       where w.daily_summary and w.is_published`,
    );
    let sent = 0;
    for (const row of rows) {
      const text = [
        `Yesterday on ${publicSiteUrl(this.config, row.slug)}:`,
        `${row.visitors} unique visitors, ${row.signups} signups, ${row.confirmed} confirmed.`,
        '',
        // A visitor is recognised within a day only, so the running total is of visits.
        `So far: ${plural(row.total_visitors, 'visit')} (${VISITS_COUNTED}), ${plural(row.total_confirmed, 'confirmed signup')}${
          // Signups made while no email was sent count too (COUNTED_SIGNUP); they can never be confirmed.
          row.total_counted_unconfirmed > 0
            ? ` and ${plural(row.total_counted_unconfirmed, 'signup')} made when no confirmation email was sent`
            : ''
        }.`,
        'Turn this email off in the Demand Test on your project.',
      ].join('\n');
      try {
        await this.mailer.sendSummary(row.email, `Demand test for ${row.title}: yesterday`, text);
        sent += 1;
      } catch (error) {
        this.logger.warn({ err: error }, 'demand test daily summary not sent');
      }
    }
    return sent;
  }

  private async rescore(projectId: string): Promise<void> {
    try {
      await rescoreWithDemandTest(this.database.sql, this.config, projectId);
    } catch (error) {
      this.logger.error({ err: error, projectId }, 'demand test rescore failed');
    }
  }

  private async ownedWebsite(context: RequestContext, projectId: unknown): Promise<Website | null> {
    const project = await this.projects.get(context, projectId);
    return context.em.findOne(Website, { project }, { populate: ['project'] });
  }
}

/** A site's signups as CSV for a spreadsheet: one row each, formula-like cells made inert. */
export function csvOfSignups(signups: SignupRow[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  // counted: the signup counts in the demand test (confirmed, or made where no confirmation email was sent).
  const header = ['email', 'confirmed', 'counted', 'would_pay_per_month', 'use_case', 'utm_source', 'referrer', 'signed_up_at'];
  const lines = signups.map((signup) =>
    [
      signup.email,
      signup.confirmedAt ? 'yes' : 'no',
      signup.counted ? 'yes' : 'no',
      signup.wouldPay,
      signup.useCase,
      signup.utmSource,
      signup.referrerHost,
      new Date(signup.createdAt).toISOString(),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * What the given signups would pay. The report gives it the signups that count (COUNTED_SIGNUP): an unconfirmed
 * answer (anyone can type any address and amount) is no more measured than its signup, so it stays out as that does.
 */
function summariseWouldPay(signups: SignupRow[]): WouldPaySummary {
  const answers = signups
    .map((signup) => signup.wouldPay)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  if (answers.length === 0) return { answers: 0, median: null, low: null, high: null, min: null, max: null };
  return {
    answers: answers.length,
    median: quantile(answers, 0.5),
    low: quantile(answers, 0.25),
    high: quantile(answers, 0.75),
    min: answers[0]!,
    max: answers[answers.length - 1]!,
  };
}

/** Linear interpolation between the closest ranks (sorted input). */
export function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
