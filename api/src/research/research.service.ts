import { customerReason } from '@ideascope/shared';
import { limitsFor } from '../projects/plan-limits.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context/request-context.js';
import { viewerIsAdmin } from '../auth/admin-emails.js';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../shared/logger.js';
import type { Database } from '../jobs/sql.js';
import type { Project, ProjectStatus } from '../projects/project.entity.js';
import type { ScoreBreakdown } from './score/score.types.js';
import { generateIdeaInput } from '../projects/project.inputs.js';
import { domainExtensionList } from './research.inputs.js';
import type { ProjectService } from '../projects/project.service.js';
import { badInput, unauthenticated } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { normaliseDomain } from './domains/domain-candidates.js';
import type { AiStatus, ResearchIntelligence } from './intelligence/research-intelligence.js';
import type { PgPubSub } from './progress/pg-pub-sub.js';
import {
  DEFAULT_RESEARCH_OPTIONS,
  SECTION_NAMES,
  type Basis,
  type Competitor,
  type DataSourceName,
  type DomainResult,
  type IdeaDescription,
  type InterestSeries,
  type LaunchSearch,
  type RepositorySearch,
  type AttentionSeries,
  type Keyword,
  type LegalResult,
  type SearchSummary,
  type SectionName,
  type SourceReference,
} from './research.types.js';
import { evidenceStore, type EvidenceView } from './evidence/evidence-store.js';
import { researchAnalytics, type ResearchAnalytics } from './research-analytics.js';
import { validTimeZone } from '../projects/project.service.js';
import { researchSourceStatuses, type ResearchSourceStatus } from './sources/source-catalog.js';
import { RESEARCH_PROGRESS_CHANNEL, type ProgressNotice, type ResearchStageName, type StagePhaseName } from './runs/progress-notice.js';
import type { SectionStatus } from './runs/research-section.entity.js';
import { resultsFromSections, storedCompetitors, storedDomains, storedKeywords, storedLegal } from './runs/section-results.js';
import { StoredSectionInvalid } from './runs/stored-sections.js';
import { presentSource } from './provenance.presenter.js';
import { parseScoreBreakdown } from './score/stored-score.js';
import { z } from 'zod';
import { createRateLimit, type RateLimit } from '../http/rate-limits.js';
import { ideaPreview, ideaPreviewInput, type IdeaPreview } from './preview/idea-preview.js';
import { researchSectionsByProjectId } from './runs/section-loader.js';

export interface SectionView {
  status: SectionStatus;
  source: DataSourceName | null;
  /** How the section's facts are known (null until it is complete). */
  basis: Basis | null;
  /** Why the fallback or no source was used, when it was. */
  fallbackReason: string | null;
  /** What the section could not do although it completed (e.g. strengths not assessed, no interest data). */
  note: string | null;
  error: string | null;
  updatedAt: Date | null;
}

/** Whether any finished section rests on the sample generator, and why. */
export interface SampleNotice {
  sample: boolean;
  /** One line per sample section: "competitors: No OpenAI API key is configured". */
  reasons: string[];
}

export interface GeneratedDescriptionView extends IdeaDescription {
  source: DataSourceName;
  basis: Basis;
  provenance: SourceReference;
  fallbackReason: string | null;
  /** Deprecated alias of provenance.model, kept for API consumers. */
  model: string | null;
}

export interface ResearchResultsView {
  projectId: string;
  status: ProjectStatus;
  description: string | null;
  domains: DomainResult[];
  /** The plan's cap on the list shown. */
  competitors: Competitor[];
  /** Every competitor measured (what the score and the Competition tile read), before the plan's cap. */
  competitorCount: number;
  keywords: Keyword[];
  legal: LegalResult | null;
  sections: Record<SectionName, SectionView>;
  /** The web searches behind the competitors (what was asked, how many results the market returns). */
  competitorSearch: SearchSummary | null;
  /** Interest over time in the idea's subject (Wikipedia pageviews), when measured. */
  keywordInterest: InterestSeries | null;
  /** Hacker News launches and discussions (competitors), GitHub alternatives, Hacker News attention (keywords); null: the source is off. */
  competitorLaunches: LaunchSearch | null;
  openSourceAlternatives: RepositorySearch | null;
  keywordAttention: AttentionSeries | null;
  sampleNotice: SampleNotice;
}

/** What the export downloads: the project (with its score) and its results, at one moment. */
export interface ResearchExportView {
  exportedAt: Date;
  project: Project;
  results: ResearchResultsView;
  evidence: EvidenceView[];
}

export interface ResearchProgressEventView {
  projectId: string;
  stage: ResearchStageName;
  phase: StagePhaseName;
  currentStep: number;
  projectStatus: ProjectStatus;
  domains: DomainResult[] | null;
  competitors: Competitor[] | null;
  keywords: Keyword[] | null;
  legal: LegalResult | null;
  score: number | null;
  scoreBreakdown: ScoreBreakdown | null;
}

const MAX_DOMAINS_PER_CHECK = 50;

const domainListInput = z.object({
  domains: z
    .array(z.string({ invalid_type_error: 'Each domain must be text' }).max(253, 'Each domain must be at most 253 characters'), {
      invalid_type_error: 'domains must be a list',
    })
    .min(1, 'Give at least one domain')
    .max(MAX_DOMAINS_PER_CHECK, `At most ${MAX_DOMAINS_PER_CHECK} domains at a time`),
});
const domainNameInput = z.object({
  name: z
    .string({ invalid_type_error: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  extensions: domainExtensionList('extensions').optional(),
});

/** {"domains": [...]} or {"name": "...", "extensions"?: [...]}; a problem names its field. */
function parseDomainCheck(rawInput: unknown): z.output<typeof domainListInput> | z.output<typeof domainNameInput> {
  const given = rawInput && typeof rawInput === 'object' ? rawInput : {};
  if ('domains' in given) return parseInput(domainListInput, given);
  if ('name' in given) return parseInput(domainNameInput, given);
  throw badInput('Send {"name": "..."} or {"domains": ["example.com"]}');
}

/** A stored row that fails validation is logged for admins (naming the row and fields); the viewer gets a plain server error. */
function readStored<Result>(logger: Logger, read: () => Result): Result {
  try {
    return read();
  } catch (error) {
    if (error instanceof StoredSectionInvalid) logger.error({ err: error }, error.message);
    throw error;
  }
}

/**
 * Reading research (results, export, live progress) and the stand-alone AI calls (idea
 * description, domain check, AI status). Ownership always goes through ProjectService.get.
 */
/** What turns a source on, for anyone but an admin: the settings are the operator's. */
const ASK_YOUR_ADMIN = 'Whoever runs your IdeaScope can connect this source.';

export class ResearchService {
  /** Made on first use: the limit keeps its counts in PostgreSQL (every replica sees them). */
  private previewLimit: RateLimit | undefined;

  constructor(
    private readonly dependencies: {
      config: AppConfig;
      logger: Logger;
      orm: MikroORM;
      database: Database;
      projects: ProjectService;
      pubSub: PgPubSub;
      intelligence: () => ResearchIntelligence;
    },
  ) {}

  async results(context: RequestContext, projectId: unknown): Promise<ResearchResultsView> {
    const project = await this.dependencies.projects.get(context, projectId);
    return this.resultsOf(context, project);
  }

  async exportData(context: RequestContext, projectId: unknown): Promise<ResearchExportView> {
    const project = await this.dependencies.projects.get(context, projectId);
    const evidence = project.currentRunId ? await evidenceStore.forRun(this.dependencies.database.sql, project.currentRunId) : [];
    return { exportedAt: new Date(), project, results: await this.resultsOf(context, project), evidence };
  }

  /** The raw evidence behind a project's current research: every source call, for its owner only. */
  async evidence(context: RequestContext, projectId: unknown): Promise<EvidenceView[]> {
    const project = await this.dependencies.projects.get(context, projectId);
    return project.currentRunId ? evidenceStore.forRun(this.dependencies.database.sql, project.currentRunId) : [];
  }

  private async resultsOf(context: RequestContext, project: Project): Promise<ResearchResultsView> {
    const rows = (await context.loader(researchSectionsByProjectId).load(project.id)).filter((row) => row.runId === project.currentRunId);
    const results = readStored(this.dependencies.logger, () => resultsFromSections(project.description, rows));
    const sections = Object.fromEntries(
      SECTION_NAMES.map((name) => {
        const row = rows.find((candidate) => candidate.section === name);
        const view: SectionView = row
          ? {
              status: row.status,
              source: row.source,
              basis: row.status === 'complete' ? (results.bases?.[name] ?? null) : null,
              fallbackReason: row.fallbackReason,
              note: row.details?.note ?? null,
              error: row.error,
              updatedAt: row.updatedAt,
            }
          : { status: 'pending', source: null, basis: null, fallbackReason: null, note: null, error: null, updatedAt: null };
        return [name, view];
      }),
    ) as Record<SectionName, SectionView>;
    const sampleSections = SECTION_NAMES.filter((name) => sections[name].basis === 'SAMPLE');
    const shown = limitsFor(context.viewer?.profile.plan);
    return {
      projectId: project.id,
      status: project.status,
      description: results.description,
      domains: results.domains,
      // The plan caps what is shown, never what was measured (the score read every competitor and keyword).
      competitors: results.competitors?.slice(0, shown.competitorsShown) ?? results.competitors,
      competitorCount: results.competitors?.length ?? 0,
      keywords: results.keywords?.slice(0, shown.keywordLimit) ?? results.keywords,
      legal: results.legal,
      sections,
      competitorSearch: results.details?.competitors?.search ?? null,
      keywordInterest: results.details?.keywords?.interest ?? null,
      competitorLaunches: results.details?.competitors?.launches ?? null,
      openSourceAlternatives: results.details?.competitors?.openSource ?? null,
      keywordAttention: results.details?.keywords?.attention ?? null,
      sampleNotice: {
        sample: sampleSections.length > 0,
        reasons: sampleSections.map((name) => `${name}: ${sections[name].fallbackReason ?? 'sample data'}`),
      },
    };
  }

  async generateDescription(context: RequestContext, rawInput: unknown): Promise<GeneratedDescriptionView> {
    if (!context.viewer) throw unauthenticated();
    const input = parseInput(generateIdeaInput, rawInput);
    const described = await this.dependencies.intelligence().describeIdea(input, { userId: context.viewer.userId, projectId: null });
    return {
      name: described.name,
      description: described.description,
      category: described.category,
      targetMarket: described.targetMarket,
      keyFeatures: described.keyFeatures,
      source: described.source,
      basis: described.provenance.basis,
      provenance: presentSource(described.provenance.source),
      // In the customer's words for every viewer; the provider's own error is in the server log and admins' AI status.
      fallbackReason: customerReason('description', described.fallbackReason),
      model: described.provenance.source.model ?? null,
    };
  }

  /** {name}: the idea's candidate domains across the extensions; {domains}: exactly those. */
  async checkDomains(context: RequestContext, rawInput: unknown): Promise<DomainResult[]> {
    if (!context.viewer) throw unauthenticated();
    const input = parseDomainCheck(rawInput);
    const intelligence = this.dependencies.intelligence();
    if ('domains' in input) {
      const domains = input.domains.map((raw) => {
        const domain = normaliseDomain(raw);
        if (!domain) throw badInput(`"${raw}" is not a valid domain name`);
        return domain;
      });
      return intelligence.checkDomainList([...new Set(domains)]);
    }
    const candidates = intelligence.domainCandidates(input.name, input.extensions ?? DEFAULT_RESEARCH_OPTIONS.domainExtensions);
    if (candidates.length === 0) throw badInput('The name has no letters or digits to make a domain from');
    return intelligence.checkDomainList(candidates);
  }

  /**
   * The landing page's preview of a typed idea (no account): limited per IP address, each fact
   * measured by a keyless source or left out. Never tied to a user, signed in or not.
   */
  async ideaPreview(context: RequestContext, rawInput: unknown): Promise<IdeaPreview> {
    const { config, logger, orm } = this.dependencies;
    this.previewLimit ??= createRateLimit(orm, {
      name: 'idea-preview',
      points: config.IDEA_PREVIEWS_PER_IP_PER_HOUR,
      durationSeconds: 3600,
      message: 'Too many idea previews from this address; try again later',
    });
    const input = parseInput(ideaPreviewInput, rawInput);
    await this.previewLimit.consume(context.ipAddress);
    const intelligence = this.dependencies.intelligence();
    return ideaPreview(
      {
        config,
        logger,
        sql: this.dependencies.database.sql,
        checkDomains: (domains, callContext) => intelligence.checkDomainList(domains, callContext),
      },
      input,
    );
  }

  /**
   * Each research source: configured or not, when it last answered or failed. What turns it on (setting
   * names, commands) and the last error's text are for admins only: the one names the operator's settings,
   * the other may quote another user's search.
   */
  async researchSources(context: RequestContext): Promise<ResearchSourceStatus[]> {
    if (!context.viewer) throw unauthenticated();
    const statuses = await researchSourceStatuses(this.dependencies.config, this.dependencies.database.sql);
    if (this.viewerIsAdmin(context)) return statuses;
    return statuses.map((status) => ({ ...status, settings: [], howToEnable: ASK_YOUR_ADMIN, lastError: null }));
  }

  /** The Analytics screen's figures for the signed-in user, from their real research. */
  async analytics(context: RequestContext, timeZone: unknown): Promise<ResearchAnalytics> {
    if (!context.viewer) throw unauthenticated();
    return researchAnalytics(this.dependencies.database.sql, context.viewer.userId, validTimeZone(timeZone));
  }

  /** The AI provider's state; its reason (setting names, provider errors) is for admins only. */
  async aiStatus(context: RequestContext): Promise<AiStatus> {
    if (!context.viewer) throw unauthenticated();
    const status = await this.dependencies.intelligence().aiStatus(context.viewer.userId);
    return this.viewerIsAdmin(context) ? status : { ...status, reason: null };
  }

  /** The one decision of what operator wording (settings, commands, raw errors) a viewer reads. */
  private viewerIsAdmin(context: RequestContext): boolean {
    return viewerIsAdmin(context.viewer, this.dependencies.config.adminEmails);
  }

  /**
   * The live progress of one project for its owner (NOT_FOUND for anyone else). LISTEN is active
   * before this resolves. The stream first yields the current run's state (see progressState), then
   * the live events; it yields that state again after the process's LISTEN connection reconnects,
   * since notices sent while it was down are lost. Before each live event and each state read it
   * re-checks that the viewer still owns the project and still has a session, and ends the stream
   * when not; the data is read from the database.
   */
  async progressStream(context: RequestContext, projectId: unknown): Promise<AsyncIterable<ResearchProgressEventView>> {
    const project = await this.dependencies.projects.get(context, projectId);
    const viewer = context.viewer!;
    const { pubSub } = this.dependencies;
    const notices = await pubSub.subscribeReady(RESEARCH_PROGRESS_CHANNEL, project.id);
    // Queued behind the notices received before the reconnect, ahead of those received after it.
    const stopReconnectWatch = pubSub.onReconnect(() => notices.push(STATE_DUE));
    const stillAllowed = () => this.dependencies.projects.stillOwnedBy(viewer, project.id);
    const buildEvent = (notice: ProgressNotice) => this.progressEvent(notice);
    const readState = () => this.progressState(project.id);
    let stateDue = true;
    let ended = false;
    const stateEvents: ResearchProgressEventView[] = [];
    const end = (): IteratorResult<ResearchProgressEventView> => {
      ended = true;
      stateEvents.length = 0;
      stopReconnectWatch();
      notices.close();
      return { value: undefined, done: true };
    };
    // A plain iterator rather than a generator: return() must release LISTEN at once, even while
    // waiting for the next notice (a suspended generator would only see it after that notice).
    const events: AsyncIterableIterator<ResearchProgressEventView> = {
      async next() {
        for (;;) {
          if (ended) return { value: undefined, done: true };
          const stateEvent = stateEvents.shift();
          if (stateEvent) return { value: stateEvent, done: false };
          if (stateDue) {
            stateDue = false;
            if (!(await stillAllowed())) return end();
            stateEvents.push(...(await readState()));
            continue;
          }
          const { value, done } = await notices.next();
          if (done) return end();
          if (value === STATE_DUE) {
            stateDue = true;
            continue;
          }
          if (!(await stillAllowed())) return end();
          const event = await buildEvent(value as ProgressNotice);
          if (event) return { value: event, done: false };
        }
      },
      async return() {
        return end();
      },
      [Symbol.asyncIterator]() {
        return events;
      },
    };
    return events;
  }

  /** The event for a notice, from the database; null when the notice's run is no longer current. */
  private async progressEvent(notice: ProgressNotice): Promise<ResearchProgressEventView | null> {
    const section = (SECTION_NAMES as readonly string[]).includes(notice.stage) ? (notice.stage as SectionName) : null;
    const row = (await this.progressRows(notice.projectId, section ? [section] : []))[0];
    if (!row || row.current_run_id !== notice.runId) return null;
    // Step and status as this event's own write left them; the data is read now.
    return progressEventFromRow(notice.projectId, row, {
      stage: notice.stage,
      phase: notice.phase,
      currentStep: notice.currentStep ?? row.current_step,
      projectStatus: (notice.projectStatus as ProjectStatus | undefined) ?? row.status,
    });
  }

  /**
   * The current run's state as the events that built it: per section that ended (in SECTION_NAMES
   * order) its FINISHED event, or its FAILED one; then the score's, FINISHED once the run is complete
   * or FAILED once it failed; none without a run.
   */
  private async progressState(projectId: string): Promise<ResearchProgressEventView[]> {
    const rows = await this.progressRows(projectId, SECTION_NAMES);
    const project = rows[0];
    if (!project?.current_run_id) return [];
    const now = { currentStep: project.current_step, projectStatus: project.status };
    const events = rows
      .filter((row) => row.section !== null)
      .map((row) =>
        progressEventFromRow(projectId, row, {
          stage: row.section!,
          phase: row.section_status === 'failed' ? 'failed' : 'finished',
          ...now,
        }),
      );
    if (project.run_status === 'complete' || project.run_status === 'failed')
      events.push(
        progressEventFromRow(projectId, project, {
          stage: 'score',
          phase: project.run_status === 'complete' ? 'finished' : 'failed',
          ...now,
        }),
      );
    return events;
  }

  /** The project with its current run's status, joined to each of `sections` that ended (complete or failed) in that run (one row without any). */
  private async progressRows(projectId: string, sections: readonly SectionName[]): Promise<ProgressRow[]> {
    const { rows } = await this.dependencies.database.sql.query<ProgressRow>(
      `select p.current_step, p.status, p.score, p.score_breakdown, p.current_run_id,
         (select r.status from research_runs r where r.id = p.current_run_id) as run_status, s.section, s.status as section_status, s.data, s.basis
       from projects p left join research_sections s on s.project_id = p.id and s.section = any($2::text[])
         and s.run_id = p.current_run_id and s.status in ('complete', 'failed')
       where p.id = $1
       order by array_position($2::text[], s.section)`,
      [projectId, sections],
    );
    return rows;
  }
}

/** Queued among a subscription's notices when the LISTEN connection is back: read the run's state again. */
const STATE_DUE = Symbol('state due');

interface ProgressRow {
  current_step: number;
  status: ProjectStatus;
  score: number | null;
  score_breakdown: unknown;
  current_run_id: string | null;
  run_status: string | null;
  /** The section joined (complete or failed), null when none is. */
  section: SectionName | null;
  section_status: 'complete' | 'failed' | null;
  data: unknown;
  basis: Basis | null;
}

/** A progress event from a progressRows row: a FINISHED section's data when the row carries it, the score when the score stage finished. */
function progressEventFromRow(
  projectId: string,
  row: ProgressRow,
  happened: { stage: ResearchStageName; phase: StagePhaseName; currentStep: number; projectStatus: ProjectStatus },
): ResearchProgressEventView {
  const section = row.section !== null && row.section === happened.stage ? row.section : null;
  const withData = happened.phase === 'finished' && section && row.section_status === 'complete' ? (row.data ?? null) : null;
  const stored = section && withData ? { section, status: 'complete' as const, data: withData, basis: row.basis, projectId } : null;
  const finishedScore = happened.stage === 'score' && happened.phase === 'finished';
  return {
    projectId,
    stage: happened.stage,
    phase: happened.phase,
    currentStep: happened.currentStep,
    projectStatus: happened.projectStatus,
    domains: section === 'domains' && stored ? storedDomains(stored) : null,
    competitors: section === 'competitors' && stored ? storedCompetitors(stored) : null,
    keywords: section === 'keywords' && stored ? storedKeywords(stored) : null,
    legal: happened.stage === 'legal' ? storedLegal(stored) : null,
    score: finishedScore ? row.score : null, // the score stage is the run's last write
    scoreBreakdown: finishedScore ? parseScoreBreakdown(row.score_breakdown, `project ${projectId}`) : null,
  };
}
