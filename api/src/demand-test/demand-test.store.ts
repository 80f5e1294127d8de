import { randomBytes } from 'node:crypto';
import type { Sql } from '../jobs/sql.js';

/** What a visit records: never the IP; the visitor is a hash made in the database with today's salt. */
export interface VisitRecord {
  websiteId: string;
  ipAddress: string;
  userAgent: string;
  referrerHost: string | null;
  utmSource: string | null;
}

export interface SignupRecord {
  id: string;
  websiteId: string;
  email: string;
  wouldPay: number | null;
  useCase: string | null;
  utmSource: string | null;
  referrerHost: string | null;
  /** SHA-256 of the secret in the confirmation and deletion links. */
  tokenHash: Buffer;
  /** A confirmation email is sent: the signup counts once confirmed. Without one it counts as made. */
  confirmationRequired: boolean;
}

export interface SignupRow {
  id: string;
  email: string;
  wouldPay: number | null;
  useCase: string | null;
  utmSource: string | null;
  referrerHost: string | null;
  confirmedAt: string | null;
  /** Counts in the demand test (COUNTED_SIGNUP): confirmed, or made where no confirmation email was sent. */
  counted: boolean;
  createdAt: string;
}

export interface SiteTotals {
  websiteId: string;
  slug: string;
  visits: number;
  signups: number;
  /** The signups that count (COUNTED_SIGNUP). */
  counted: number;
  /** Of those, the ones made where no confirmation email was sent (not confirmed by email). */
  countedUnconfirmed: number;
}

export interface DayFigures {
  day: string;
  visitors: number;
  signups: number;
  confirmed: number;
  /** The signups that count (COUNTED_SIGNUP). */
  counted: number;
}

export interface SourceFigures {
  source: string;
  visitors: number;
  signups: number;
  confirmed: number;
  /** The signups that count (COUNTED_SIGNUP). */
  counted: number;
}

/** The visit's source: utm_source first, else the referring host, else "direct". */
const SOURCE_OF = `coalesce(nullif(utm_source, ''), referrer_host, 'direct')`;

/**
 * Whether a website_signups row counts in the demand test, wherever a count is made (score, owner's figures,
 * daily summary, CSV): confirmed by email, or made where no confirmation email was sent (nobody could confirm).
 * It reads how each signup was made, never this process's SMTP_URL, so every process counts the same.
 */
export const COUNTED_SIGNUP = `(confirmed_at is not null or not confirmation_required)`;

export const demandTestStore = {
  /**
   * One statement, one write at most: today's salt is created by the first visit of the day (a fresh random
   * value offered each time, kept only by the first), and the visitor row is skipped when this visitor was already counted today.
   */
  async recordVisit(sql: Sql, visit: VisitRecord): Promise<void> {
    await sql.query(
      `with new_salt as (
         insert into website_visit_salts (day, salt) values (current_date, $6)
         on conflict (day) do nothing returning salt
       ), dropped as (
         -- the first visit of a day drops the older salts: yesterday's hashes can never be made again from an IP
         delete from website_visit_salts where day < current_date and exists (select 1 from new_salt)
       ), salt as (
         select salt from new_salt union all select salt from website_visit_salts where day = current_date limit 1
       )
       insert into website_visits (website_id, day, visitor_hash, referrer_host, utm_source)
       select $1, current_date, sha256(convert_to(salt || '|' || $7 || '|' || $2 || '|' || $3, 'UTF8')), $4, $5 from salt
       on conflict do nothing`,
      [
        visit.websiteId,
        visit.ipAddress,
        visit.userAgent,
        visit.referrerHost,
        visit.utmSource,
        randomBytes(32).toString('hex'),
        visit.websiteId,
      ],
    );
  },

  /** Inserts a signup unless the address already signed up on this site; true when it is new. */
  async insertSignup(sql: Sql, signup: SignupRecord): Promise<boolean> {
    const { rowCount } = await sql.query(
      `insert into website_signups (id, website_id, email, would_pay, use_case, utm_source, referrer_host, token_hash, confirmation_required)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9 where exists (select 1 from websites where id = $2 and is_published)
       on conflict do nothing`,
      [
        signup.id,
        signup.websiteId,
        signup.email,
        signup.wouldPay,
        signup.useCase,
        signup.utmSource,
        signup.referrerHost,
        signup.tokenHash,
        signup.confirmationRequired,
      ],
    );
    return rowCount === 1;
  },

  /** Confirms a signup whose link token matches; returns the project id (for the score) or null. */
  async confirmSignup(sql: Sql, signupId: string, tokenHash: Buffer): Promise<string | null> {
    const { rows } = await sql.query<{ project_id: string }>(
      `update website_signups s set confirmed_at = coalesce(s.confirmed_at, now())
       from websites w where s.id = $1 and s.token_hash = $2 and w.id = s.website_id
       returning w.project_id`,
      [signupId, tokenHash],
    );
    return rows[0]?.project_id ?? null;
  },

  /** Deletes a signup whose link token matches (the visitor's own request); returns the project id or null. */
  async forgetSignup(sql: Sql, signupId: string, tokenHash: Buffer): Promise<string | null> {
    const { rows } = await sql.query<{ project_id: string }>(
      `delete from website_signups s using websites w where s.id = $1 and s.token_hash = $2 and w.id = s.website_id returning w.project_id`,
      [signupId, tokenHash],
    );
    return rows[0]?.project_id ?? null;
  },

  async deleteSignup(sql: Sql, websiteId: string, signupId: string): Promise<boolean> {
    const { rowCount } = await sql.query(`delete from website_signups where id = $1 and website_id = $2`, [signupId, websiteId]);
    return rowCount === 1;
  },

  async signups(sql: Sql, websiteId: string): Promise<SignupRow[]> {
    const { rows } = await sql.query<SignupRow>(
      `select id, email, would_pay::float8 as "wouldPay", use_case as "useCase", utm_source as "utmSource", referrer_host as "referrerHost",
              confirmed_at as "confirmedAt", ${COUNTED_SIGNUP} as counted, created_at as "createdAt"
       from website_signups where website_id = $1 order by created_at desc, id`,
      [websiteId],
    );
    return rows;
  },

  /**
   * Visits (each visitor counted once a day: the daily salt is dropped, so days cannot be joined up), signups,
   * the signups that count and how many of those were never asked to confirm, of a project's site, for the score.
   */
  async totals(sql: Sql, projectId: string): Promise<SiteTotals | null> {
    const { rows } = await sql.query<SiteTotals>(
      `select w.id as "websiteId", w.slug, coalesce(v.visits, 0) as visits, coalesce(s.signups, 0) as signups,
              coalesce(s.counted, 0) as counted, coalesce(s.counted_unconfirmed, 0) as "countedUnconfirmed"
       from websites w
       left join lateral (select count(*)::int as visits from website_visits where website_id = w.id) v on true
       left join lateral (
         select count(*)::int as signups, (count(*) filter (where ${COUNTED_SIGNUP}))::int as counted,
                (count(*) filter (where ${COUNTED_SIGNUP} and confirmed_at is null))::int as counted_unconfirmed
         from website_signups where website_id = w.id) s on true
       where w.project_id = $1 and w.published_content is not null`,
      [projectId],
    );
    return rows[0] ?? null;
  },

  async byDay(sql: Sql, websiteId: string): Promise<DayFigures[]> {
    const { rows } = await sql.query<DayFigures>(
      `with visits as (select day, count(*)::int as visitors from website_visits where website_id = $1 group by day),
            signups as (select (created_at at time zone 'UTC')::date as day, count(*)::int as signups,
                               count(confirmed_at)::int as confirmed,
                               (count(*) filter (where ${COUNTED_SIGNUP}))::int as counted
                        from website_signups where website_id = $1 group by 1)
       select to_char(coalesce(v.day, s.day), 'YYYY-MM-DD') as day, coalesce(v.visitors, 0) as visitors,
              coalesce(s.signups, 0) as signups, coalesce(s.confirmed, 0) as confirmed, coalesce(s.counted, 0) as counted
       from visits v full join signups s on s.day = v.day order by 1`,
      [websiteId],
    );
    return rows;
  },

  async bySource(sql: Sql, websiteId: string): Promise<SourceFigures[]> {
    const { rows } = await sql.query<SourceFigures>(
      `with visits as (select ${SOURCE_OF} as source, count(*)::int as visitors from website_visits where website_id = $1 group by 1),
            signups as (select ${SOURCE_OF} as source, count(*)::int as signups, count(confirmed_at)::int as confirmed,
                               (count(*) filter (where ${COUNTED_SIGNUP}))::int as counted
                        from website_signups where website_id = $1 group by 1)
       select coalesce(v.source, s.source) as source, coalesce(v.visitors, 0) as visitors,
              coalesce(s.signups, 0) as signups, coalesce(s.confirmed, 0) as confirmed, coalesce(s.counted, 0) as counted
       from visits v full join signups s on s.source = v.source order by 2 desc, 1`,
      [websiteId],
    );
    return rows;
  },
};
