import { z } from 'zod';
import type { RequestContext } from '../context/request-context.js';
import type { Database, Sql } from '../jobs/sql.js';
import { forbidden, unauthenticated } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { verifyPassword } from './password.js';
import { SESSION_COOKIE_NAME } from './session-manager.js';

const deleteInput = z.object({
  password: z
    .string({
      required_error: 'Enter your password to delete your account',
      invalid_type_error: 'Enter your password to delete your account',
    })
    .min(1, 'Enter your password to delete your account')
    .max(1000),
});

/** Tables that may not exist yet on every install (added by other features); read only when present. */
async function tableExists(sql: Sql, table: string): Promise<boolean> {
  const { rows } = await sql.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [table]);
  return rows[0]!.present;
}

/** What deleting an account needs of billing (billing/ provides it): the user's paid subscription ended first. */
export interface SubscriptionCanceller {
  cancelSubscriptionOf(userId: string): Promise<void>;
}

/** Settings → Data & Privacy: everything the user owns as JSON, and deleting the account for good. */
export class AccountService {
  constructor(
    private readonly database: Database,
    private readonly billing: SubscriptionCanceller,
  ) {}

  /** Profile, plan and billing, projects with their research runs, sections and evidence, websites and their signups. */
  async exportData(context: RequestContext): Promise<Record<string, unknown>> {
    if (!context.viewer) throw unauthenticated();
    const userId = context.viewer.userId;
    const sql = this.database.sql;
    const one = async (statement: string) => (await sql.query<{ data: unknown }>(statement, [userId])).rows[0]?.data ?? [];
    const projects = `select id from projects where owner_id = $1`;
    const signups = (await tableExists(sql, 'website_signups'))
      ? await one(
          `select coalesce(json_agg(s order by s.created_at), '[]') as data from website_signups s where s.website_id in (select id from websites where project_id in (${projects}))`,
        )
      : [];
    return {
      exportedAt: new Date().toISOString(),
      profile: await one(
        `select json_build_object('id', id, 'email', email, 'firstName', first_name, 'lastName', last_name, 'company', company, 'bio', bio,
           'profileImageUrl', profile_image_url, 'plan', plan, 'createdAt', created_at, 'updatedAt', updated_at) as data from users where id = $1`,
      ),
      billing: await one(
        `select row_to_json(b) as data from (select status, trial_ends_at, period_ends_at, plan_ends_at, trial_used from billing_accounts where user_id = $1) b`,
      ),
      planChanges: await one(
        `select coalesce(json_agg(json_build_object('plan', plan, 'source', source, 'changedAt', created_at) order by created_at), '[]') as data from plan_changes where user_id = $1`,
      ),
      validations: await one(
        `select coalesce(json_agg(json_build_object('month', month, 'idea', idea_key, 'projectId', project_id) order by created_at), '[]') as data from validations where user_id = $1`,
      ),
      projects: await one(`select coalesce(json_agg(p order by p.created_at), '[]') as data from projects p where p.owner_id = $1`),
      researchRuns: await one(
        `select coalesce(json_agg(r order by r.created_at), '[]') as data from research_runs r where r.project_id in (${projects})`,
      ),
      research: await one(
        `select coalesce(json_agg(s order by s.project_id, s.section), '[]') as data from research_sections s where s.project_id in (${projects})`,
      ),
      evidence: await one(
        `select coalesce(json_agg(e order by e.created_at), '[]') as data from research_evidence e where e.project_id in (${projects})`,
      ),
      websites: await one(
        `select coalesce(json_agg(w order by w.created_at), '[]') as data from websites w where w.project_id in (${projects})`,
      ),
      signups,
      apiTokens: await one(
        `select coalesce(json_agg(json_build_object('name', name, 'createdAt', created_at) order by created_at), '[]') as data from api_tokens where owner_id = $1`,
      ),
    };
  }

  /**
   * Deletes the account after checking the password (accounts made with Google, which have none, confirm with
   * their email address): the subscription is cancelled first, then the user row, whose foreign keys take
   * projects, research, websites, sessions, API tokens and sockets with it. The sessions' and tokens' delete
   * triggers NOTIFY every replica, which refuse the cookie and tokens and close the sockets at once.
   */
  async deleteAccount(context: RequestContext, rawInput: unknown): Promise<void> {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    if (!viewer.sessionId || viewer.viaWebSocket) throw forbidden('Deleting the account needs a browser session');
    const input = parseInput(deleteInput, rawInput);
    const { rows } = await this.database.sql.query<{ password_hash: string | null; email: string }>(
      `select password_hash, email from users where id = $1`,
      [viewer.userId],
    );
    const user = rows[0];
    if (!user) throw unauthenticated();
    const confirmed = user.password_hash
      ? await verifyPassword(user.password_hash, input.password)
      : input.password.trim().toLowerCase() === user.email;
    if (!confirmed) throw forbidden('The password is not correct');
    await this.billing.cancelSubscriptionOf(viewer.userId);
    // The projects' research evidence goes with them too (its foreign key, migration EvidenceFollowsProject).
    await this.database.sql.query(`delete from users where id = $1`, [viewer.userId]);
    context.cookies?.clear(SESSION_COOKIE_NAME);
    context.viewer = null;
  }
}
