import { randomUUID } from 'node:crypto';
import type { RequestContext, Viewer } from '../context/request-context.js';
import { prepared, type Database, type PreparedStatement, type Sql } from '../jobs/sql.js';
import { badInput, notFound, unauthenticated } from '../shared/errors.js';
import { isUuid, parseInput } from '../shared/validation.js';
import { projectInput, projectPatch } from './project.inputs.js';
import { ideaKey, limitsFor, planLimitReached, projectQuotaMessage } from './plan-limits.js';
import { Project } from './project.entity.js';
import { projectById } from './project-loader.js';
import { encodeCursor, type ProjectCursor } from './project-page.js';
import type { NewResearchRun, ProjectResearch } from './project-research.js';

export const PROJECT_NOT_FOUND = 'Project not found';

/** My Ideas' search (spec §2): the text anywhere in the name or the category, case-insensitive; no pattern characters. */
const SEARCH_CONDITION = (parameter: string) =>
  `(strpos(lower(name), lower(${parameter})) > 0 or strpos(lower(coalesce(category, '')), lower(${parameter})) > 0)`;

/** totalCount: an index-only scan of (owner_id, created_at, id); with a search, the matches. */
const COUNT_ALL = prepared('projects-count', 'select count(*)::int as total from projects where owner_id = $1');
const COUNT_MATCHES = prepared(
  'projects-count-search',
  `select count(*)::int as total from projects where owner_id = $1 and ${SEARCH_CONDITION('$2')}`,
);

/**
 * Projects, and the one place that decides who may see one: another user's project, an unknown id
 * and a malformed id are all "Project not found". Creating, editing and restarting a project start
 * its research run and enqueue the job in the same transaction (through `research`, which research/ provides).
 */
export class ProjectService {
  private readonly pageStatements = new Map<string, PreparedStatement>();

  constructor(
    private readonly database: Database,
    private readonly research: ProjectResearch,
  ) {}

  /** The viewer's projects, newest first. */
  async list(context: RequestContext): Promise<ProjectRecord[]> {
    return (await this.readPage(context, undefined, undefined)).rows.map((row) => row.project);
  }

  /** REST's list: the projects after `after` (or from the newest), at most `limit`, and the cursor of the next page if any. */
  async listAfter(
    context: RequestContext,
    page: { after?: ProjectCursor; limit?: number },
  ): Promise<{ projects: ProjectRecord[]; nextCursor: string | null }> {
    const { rows } = await this.readPage(context, page.after, page.limit === undefined ? undefined : page.limit + 1);
    if (page.limit === undefined || rows.length <= page.limit) return { projects: rows.map((row) => row.project), nextCursor: null };
    const shown = rows.slice(0, page.limit);
    return { projects: shown.map((row) => row.project), nextCursor: encodeCursor(shown[shown.length - 1]!.cursor) };
  }

  /**
   * One page of the viewer's projects, newest first, for the connection: keyset on (created_at, id)
   * over the (owner_id, created_at, id) index, so page 250 costs what page 1 does. totalCount is
   * counted only when asked for: in the page's own statement with `withTotal`, else on its own.
   * Without `details` the rows leave out PROJECT_DETAIL_FIELDS (My Ideas shows none of them; the
   * score breakdown is most of a row).
   */
  async page(
    context: RequestContext,
    first: number,
    after?: ProjectCursor,
    search?: string,
    { details = true, withTotal = false }: { details?: boolean; withTotal?: boolean } = {},
  ): Promise<ProjectPage> {
    const userId = viewerId(context);
    const needle = search?.trim() ?? '';
    const { rows, total } = await this.readPage(context, after, first + 1, needle, details, withTotal);
    const shown = rows.slice(0, first);
    return {
      edges: shown.map((row) => ({ cursor: encodeCursor(row.cursor), node: row.project })),
      hasNextPage: rows.length > first,
      endCursor: shown.length ? encodeCursor(shown[shown.length - 1]!.cursor) : null,
      totalCount: async () => {
        if (total !== null) return total;
        const { rows: counted } = needle
          ? await this.database.sql.query<{ total: number }>(COUNT_MATCHES, [userId, needle])
          : await this.database.sql.query<{ total: number }>(COUNT_ALL, [userId]);
        return counted[0]!.total;
      },
    };
  }

  /**
   * The My Ideas stat cards in one aggregate: Total Projects, Completed (research finished, step 5),
   * This Month (created in the current calendar month of `timeZone`), Avg Score (rounded mean of scores above 0; null when none).
   */
  async stats(context: RequestContext, timeZone: unknown): Promise<ProjectStats> {
    const userId = viewerId(context);
    const zone = validTimeZone(timeZone);
    const { rows } = await this.database.sql.query<ProjectStats>(
      `select count(*)::int as "totalProjects",
              count(*) filter (where current_step >= 5)::int as "completed",
              count(*) filter (where created_at >= date_trunc('month', now() at time zone $2) at time zone $2
                                 and created_at < (date_trunc('month', now() at time zone $2) + interval '1 month') at time zone $2)::int as "thisMonth",
              round(avg(score) filter (where score > 0))::int as "averageScore"
       from projects where owner_id = $1`,
      [userId, zone],
    );
    return rows[0]!;
  }

  /**
   * Lists are read-only: plain rows (camel-cased, timestamps as Dates) instead of entities, so a page
   * skips the ORM's hydration, identity map and change-tracking snapshots of every JSON column.
   */
  private async readPage(
    context: RequestContext,
    after: ProjectCursor | undefined,
    limit: number | undefined,
    search = '',
    details = true,
    withTotal = false,
  ): Promise<{ rows: Array<{ project: ProjectRecord; cursor: ProjectCursor }>; total: number | null }> {
    const values: unknown[] = [viewerId(context), limit ?? null];
    if (search) values.push(search);
    if (after) values.push(after.createdAtMicros, after.id);
    const { rows } = await this.database.sql.query<Record<string, unknown> & { cursor_micros: string; page_total?: number }>(
      this.pageStatement(Boolean(search), Boolean(after), details, withTotal),
      values,
    );
    // With the total, an empty page is one row of nulls beside it.
    const total = withTotal ? rows[0]!.page_total! : null;
    return {
      total,
      rows: rows
        .filter((row) => row.id !== null)
        .map(({ cursor_micros: createdAtMicros, page_total: _total, ...row }) => ({
          project: projectRecord(row),
          cursor: { createdAtMicros, id: row.id as string },
        })),
    };
  }

  /**
   * The list's statement for a kind of page (search or not, after a cursor or from the newest, with the
   * detail columns or without, with the total or without), each planned once per connection: $1 owner,
   * $2 limit (null: all), then the search text and the cursor.
   */
  private pageStatement(search: boolean, after: boolean, details: boolean, withTotal: boolean): PreparedStatement {
    const name = `projects-page${search ? '-search' : ''}${after ? '-after' : ''}${details ? '' : '-summary'}${withTotal ? '-total' : ''}`;
    let statement = this.pageStatements.get(name);
    if (!statement) {
      let where = 'owner_id = $1';
      let parameter = 2;
      if (search) where += ` and ${SEARCH_CONDITION(`$${(parameter += 1)}`)}`;
      if (after) {
        const micros = (parameter += 1);
        const id = (parameter += 1);
        where += ` and (created_at, id) < (timestamptz 'epoch' + $${micros}::bigint * interval '1 microsecond', $${id}::uuid)`;
      }
      const page = `select ${this.database.columnsOf('Project', undefined, details ? [] : PROJECT_DETAIL_FIELDS).join(', ')}, (extract(epoch from created_at) * 1000000)::bigint::text as cursor_micros
         from projects where ${where} order by created_at desc, id desc limit $2`;
      const counted = `select count(*)::int as page_total from projects where owner_id = $1${search ? ` and ${SEARCH_CONDITION('$3')}` : ''}`;
      statement = prepared(
        name,
        withTotal
          ? `select page.*, counted.page_total from (${counted}) counted left join (${page}) page on true order by page.created_at desc, page.id desc`
          : page,
      );
      this.pageStatements.set(name, statement);
    }
    return statement;
  }

  /** The viewer's project, or NOT_FOUND. Batched per request through the loader. */
  async get(context: RequestContext, id: unknown): Promise<Project> {
    if (!context.viewer) throw unauthenticated();
    if (!isUuid(id)) throw notFound(PROJECT_NOT_FOUND);
    const project = await context.loader(projectById).load(id);
    if (!project || !this.isViewersProject(context, project)) throw notFound(PROJECT_NOT_FOUND);
    return project;
  }

  /** The same rule for a project already loaded with something that belongs to it (its website). */
  isViewersProject(context: RequestContext, project: Project): boolean {
    return context.viewer !== null && project.owner.id === context.viewer.userId;
  }

  /**
   * Whether the viewer still owns the project and their browser session (if any) is still live,
   * read fresh: a long-lived subscription asks at every event.
   */
  async stillOwnedBy(viewer: Viewer, projectId: string): Promise<boolean> {
    const { rows } = await this.database.sql.query(
      `select 1 from projects p where p.id = $1 and p.owner_id = $2
         and ($3::text is null or exists (select 1 from sessions s where s.id = $3 and s.user_id = $2 and s.expires_at > now()))`,
      [projectId, viewer.userId, viewer.sessionId],
    );
    return rows.length === 1;
  }

  async create(context: RequestContext, rawInput: unknown, rawOptions?: unknown): Promise<Project> {
    const userId = viewerId(context);
    const input = parseInput(projectInput, rawInput);
    const run = this.newRun(context, rawOptions);
    const projectId = randomUUID();
    const row = await this.database.transaction(async (sql) => {
      await lockOwnerProjects(sql, userId);
      await this.claimValidation(context, sql, projectId, input.name, input.category ?? null);
      return run.createWithProject(sql, { id: projectId, ownerId: userId, ...input });
    });
    return context.em.map(Project, row);
  }

  /** Edits the project and restarts its research: the old run is superseded and can no longer write. */
  async update(context: RequestContext, id: unknown, rawInput: unknown, rawOptions?: unknown): Promise<Project> {
    const project = await this.get(context, id);
    const patch = parseInput(projectPatch, rawInput);
    const run = this.newRun(context, rawOptions);
    const next = {
      name: patch.name ?? project.name,
      category: patch.category !== undefined ? patch.category : project.category,
      description: patch.description ?? project.description,
      targetMarket: patch.targetMarket !== undefined ? patch.targetMarket : project.targetMarket,
      keyFeatures: patch.keyFeatures ?? project.keyFeatures,
      notes: patch.notes !== undefined ? patch.notes : project.notes,
    };
    await this.database.transaction(async (sql) => {
      await lockOwnerProjects(sql, project.owner.id);
      await lockProject(sql, project.id);
      await this.claimValidation(context, sql, project.id, next.name, next.category);
      await sql.query(
        `update projects set name = $2, category = $3, description = $4, target_market = $5, key_features = $6::jsonb, notes = $7, updated_at = now()
         where id = $1`,
        [project.id, next.name, next.category, next.description, next.targetMarket, JSON.stringify(next.keyFeatures), next.notes],
      );
      await run.start(sql, project.id, true);
    });
    return this.reload(context, project.id);
  }

  /** Starts research unless a run is already active (then that run is kept: not an error). */
  async startResearch(context: RequestContext, id: unknown, rawOptions?: unknown): Promise<Project> {
    const project = await this.get(context, id);
    const run = this.newRun(context, rawOptions);
    await this.database.transaction(async (sql) => {
      await lockOwnerProjects(sql, project.owner.id);
      await lockProject(sql, project.id);
      await this.claimValidation(context, sql, project.id, project.name, project.category);
      await run.start(sql, project.id, false);
    });
    return this.reload(context, project.id);
  }

  /** Deletes the project; its runs, sections and websites go with it (foreign keys cascade). */
  async delete(context: RequestContext, id: unknown): Promise<void> {
    const project = await this.get(context, id);
    // The notices make open progress subscriptions re-check access, and end, and stop its research where it runs.
    const notices = this.research.deletionNotices(project.id);
    await this.database.sql.query(
      `with deleted as (delete from projects where id = $1 returning id)
       select ${notices.map((_, index) => `pg_notify($${2 * index + 2}, $${2 * index + 3})`).join(', ')} from deleted`,
      [project.id, ...notices.flatMap((notice) => [notice.channel, notice.payload])],
    );
    context.em.getUnitOfWork().unsetIdentity(project);
    context.loader(projectById).clear(project.id);
  }

  /** A research run with the settings the viewer chose, within what their plan allows. */
  private newRun(context: RequestContext, rawOptions: unknown): NewResearchRun {
    return this.research.newRun(rawOptions, context.viewer?.profile.plan);
  }

  /**
   * Counts a validation: a research run of an idea the viewer has not researched this calendar month (UTC),
   * wherever it starts (create, edit, restart). The same idea again is free (plan-limits.ts ideaKey); rows are
   * the viewer's, not the project's, so deleting a project gives nothing back. The owner's lock is held
   * (lockOwnerProjects), so concurrent starts count one another, and an existing project's row (lockProject), so a
   * project deleted meanwhile counts nothing.
   */
  private async claimValidation(
    context: RequestContext,
    sql: Sql,
    projectId: string,
    name: string,
    category: string | null,
  ): Promise<void> {
    const limits = limitsFor(context.viewer?.profile.plan);
    const userId = viewerId(context);
    const key = ideaKey(name, category);
    const month = `date_trunc('month', now() at time zone 'utc')::date`;
    // One statement: count this month's validations and, when the idea is new and the plan allows another, record it.
    const { rows } = await sql.query<{ already: boolean; recorded: boolean }>(
      `with existing as (
         select count(*)::int as counted, coalesce(bool_or(idea_key = $2), false) as already
         from validations where user_id = $1 and month = ${month}
       ), recorded as (
         insert into validations (user_id, month, idea_key, project_id)
         select $1, ${month}, $2, $3 from existing where not existing.already and ($4::int is null or existing.counted < $4::int)
         on conflict do nothing
         returning 1
       )
       select already, exists (select 1 from recorded) as recorded from existing`,
      [userId, key, projectId, limits.projectsPerMonth],
    );
    if (rows[0]?.already || rows[0]?.recorded) return;
    throw planLimitReached(projectQuotaMessage(limits));
  }

  /**
   * Written with SQL above: read the row again rather than trust the request's identity map. A project deleted
   * meanwhile is NOT_FOUND "Project not found" (database/orm.ts maps findOneOrFail), as an unknown id is.
   */
  private async reload(context: RequestContext, id: string): Promise<Project> {
    context.loader(projectById).clear(id);
    const project = await context.em.findOneOrFail(Project, { id }, { refresh: true });
    return project;
  }
}

/** A project as lists show it: every column, no ORM entity (the owner as its id). */
export type ProjectRecord = Omit<Project, 'owner'> & { ownerId: string };

/** What a page without details leaves out: fields My Ideas does not show, read only when a query selects one. */
export const PROJECT_DETAIL_FIELDS = ['targetMarket', 'keyFeatures', 'notes', 'scoreBreakdown'] as const satisfies ReadonlyArray<
  keyof Project
>;

/** snake_case column -> camelCase property, worked out once per column (lists convert every column of every row). */
const propertyByColumn = new Map<string, string>();
function propertyOf(column: string): string {
  let property = propertyByColumn.get(column);
  if (property === undefined) {
    property = column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    propertyByColumn.set(column, property);
  }
  return property;
}

/** A projects row as a ProjectRecord: snake_case columns to camelCase, timestamps (strings on this pool) to Dates. */
function projectRecord(row: Record<string, unknown>): ProjectRecord {
  const record: Record<string, unknown> = {};
  for (const column in row) {
    const value = row[column];
    record[propertyOf(column)] = column.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  }
  return record as ProjectRecord;
}

/** A project on a page: the detail fields only when the page was read with them. */
export type ProjectSummary = Omit<ProjectRecord, ProjectDetailField> & Partial<Pick<ProjectRecord, ProjectDetailField>>;
type ProjectDetailField = (typeof PROJECT_DETAIL_FIELDS)[number];

export interface ProjectPage {
  edges: Array<{ cursor: string; node: ProjectSummary }>;
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: () => Promise<number>;
}

export interface ProjectStats {
  totalProjects: number;
  completed: number;
  thisMonth: number;
  /** Null when no project has a score. */
  averageScore: number | null;
}

/** An IANA time zone name ("Europe/Berlin"); absent means UTC. */
export function validTimeZone(value: unknown): string {
  if (value === undefined || value === null) return 'UTC';
  if (typeof value !== 'string' || value.length > 64) throw badInput('timeZone must be an IANA time zone name');
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw badInput('timeZone must be an IANA time zone name');
  }
}

function viewerId(context: RequestContext): string {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.userId;
}

/**
 * One owner's project writes that count something (the month's projects for the plan, the runs
 * ahead for the queue position) run one after another: the advisory lock, held to the end of the
 * transaction, makes each see the ones before it. Without it a burst of creations all counted
 * zero runs ahead and took another user's place in the queue.
 */
async function lockOwnerProjects(sql: Sql, ownerId: string): Promise<void> {
  await sql.query(`select pg_advisory_xact_lock(hashtextextended('project-quota:' || $1, 0))`, [ownerId]);
}

/**
 * Locks the project's row to the end of the transaction (as research-store's startRun does, after the owner's lock),
 * or NOT_FOUND when it was deleted since the request read it: the edit or restart then counts no validation, and a
 * DELETE waits for the transaction rather than landing between the count and the run.
 */
async function lockProject(sql: Sql, projectId: string): Promise<void> {
  const { rows } = await sql.query(`select 1 from projects where id = $1 for no key update`, [projectId]);
  if (rows.length === 0) throw notFound(PROJECT_NOT_FOUND);
}
