import type { AppConfig } from '../../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Database } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { QUOTA_ERROR_MARKER, UsageMeter } from '../../usage/usage-meter.js';
import { domainCandidates } from '../domains/domain-candidates.js';
import { DomainChecker } from '../domains/domain-checker.js';
import type { NsResolver } from '../domains/dns-check.js';
import { estimated, sectionBasis, unknown as unknownBasis } from '../provenance.js';
import type {
  Competitor,
  DataSourceName,
  Provenance,
  DomainResult,
  IdeaDescription,
  IdeaInput,
  Keyword,
  LegalResult,
  ResearchInput,
  ResearchResultsForScore,
  StageResult,
} from '../research.types.js';
import type { SourceCallContext } from '../evidence/source-client.js';
import { judgeViability, type ViabilityJudgement } from '../score/viability-judge.js';
import { AiProvider, BUDGET_REASON, type AiProviderName } from './ai-provider.js';
import { describeIdeaRequest, websiteCopyRequest } from './ai-operations.js';
import { userWordsDescription, userWordsWebsiteCopy, type WebsiteCopy } from './user-words.js';
import { competitorsStage } from './stages/competitors-stage.js';
import { keywordsStage } from './stages/keywords-stage.js';
import { legalStage } from './stages/legal-stage.js';
import { callContext, deferOrFallbackReason, type StageDependencies, type StageOptions } from './stages/stage-context.js';

export type { WebsiteCopy, StageOptions };
export { AiUnavailableError } from './stages/stage-context.js';

export interface ResearchIntelligenceDependencies {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  /** Tests may replace the DNS second opinion. */
  resolveNs?: NsResolver;
}

export interface WebsiteCopyInput {
  userId: string | null;
  projectId: string | null;
  name: string;
  description: string | null;
  keyFeatures: string[];
  targetMarket: string | null;
}

/** What the last AI calls say about the provider (GraphQL enum AiState). */
export type AiState = 'LIVE' | 'NO_KEY' | 'QUOTA' | 'KEY_REJECTED' | 'RATE_LIMITED' | 'UNREACHABLE' | 'BUDGET_REACHED';

export interface AiStatus {
  live: boolean;
  state: AiState;
  /** Which provider answers: 'openai' (or any OpenAI-compatible API), 'ollama' (local); null without one. */
  provider: AiProviderName | null;
  model: string | null;
  reason: string | null;
}

/** How long a rate limit or an unreachable provider (last call) colours the status. */
const TRANSIENT_STATUS_WINDOW_MS = 15 * 60 * 1000;
/** A rejected key or exhausted quota stays reported until a later call succeeds (or a day passes without calls). */
const LASTING_STATUS_WINDOW_MS = 24 * 60 * 60 * 1000;
const FALLBACK_NOTICE = "research shows only what real sources measured, and the description is the user's own.";

/**
 * The research intelligence the pipeline calls: idea descriptions, domains (RDAP/DNS), competitors,
 * keywords and legal checks, and website copy. Every answer says how it is known (basis) and where
 * it came from; each stage lives in stages/.
 */
export class ResearchIntelligence {
  private readonly config: AppConfig;
  private readonly logger: Logger;
  private readonly meter: UsageMeter;
  private readonly ai: AiProvider;
  private readonly domains: DomainChecker;
  private readonly stages: StageDependencies;

  constructor(dependencies: ResearchIntelligenceDependencies) {
    this.config = dependencies.config;
    this.logger = dependencies.logger.child({ module: 'research-intelligence' });
    this.meter = new UsageMeter(dependencies.orm, this.logger);
    this.ai = new AiProvider(this.config, this.meter, this.logger);
    this.domains = new DomainChecker({
      config: this.config,
      orm: dependencies.orm,
      logger: this.logger,
      resolveNs: dependencies.resolveNs,
    });
    this.stages = { config: this.config, logger: this.logger, ai: this.ai, sql: new Database(dependencies.orm).sql };
  }

  /**
   * The description step: interactive, so a transient provider failure answers at once instead of
   * failing the request. A model's draft is ESTIMATED (the provider and model say which); without a
   * model the answer is the user's own words to complete (source 'user'), never generated text.
   */
  async describeIdea(
    input: IdeaInput,
    meta: { userId: string | null; projectId: string | null },
  ): Promise<IdeaDescription & { source: DataSourceName; fallbackReason?: string; provenance: Provenance }> {
    const outcome = await this.ai.ask(describeIdeaRequest(input, meta));
    if (outcome.ok) {
      const source = this.ai.sourceName;
      return { ...outcome.data, source, provenance: estimated(source, new Date(), outcome.answeredBy.model) };
    }
    const reason = deferOrFallbackReason(outcome, { fallbackOnTransientError: true });
    return { ...userWordsDescription(input), source: 'user', fallbackReason: reason, provenance: unknownBasis('user') };
  }

  domainCandidates(name: string, extensions: string[]): string[] {
    return domainCandidates(name, extensions);
  }

  /** Domains for the idea's name variants across the chosen extensions; the section's source is the most common one. */
  async checkDomains(input: ResearchInput): Promise<StageResult<DomainResult[]>> {
    const results = await this.domains.check(this.domainCandidates(input.name, input.options.domainExtensions), callContext(input));
    const counts = new Map<DataSourceName, number>();
    for (const result of results) {
      const provider = result.source.provider as DataSourceName;
      counts.set(provider, (counts.get(provider) ?? 0) + 1);
    }
    const source = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (this.domains.offline ? 'none' : 'rdap');
    const basis = sectionBasis(
      results.filter((result) => result.basis !== 'UNKNOWN'),
      'UNKNOWN',
    );
    const unknown = results.filter((result) => result.status === 'UNKNOWN').length;
    const fallbackReason = this.domains.offline
      ? 'Domain checks are turned off (DOMAIN_CHECK=offline): availability not checked'
      : unknown > 0
        ? `${unknown} of ${results.length} domains got no answer from RDAP or DNS: shown as Unknown`
        : undefined;
    return { data: results, source, basis, ...(fallbackReason ? { fallbackReason } : {}) };
  }

  /** POST /api/domains/check {domains[]}: invalid names are a 400 (BAD_USER_INPUT). */
  async checkDomainList(domains: string[], context?: SourceCallContext): Promise<DomainResult[]> {
    return this.domains.check(domains, context);
  }

  async researchCompetitors(input: ResearchInput, options: StageOptions = {}): Promise<StageResult<Competitor[]>> {
    return competitorsStage(this.stages, input, options);
  }

  async researchKeywords(input: ResearchInput, options: StageOptions = {}): Promise<StageResult<Keyword[]>> {
    return keywordsStage(this.stages, input, options);
  }

  /** Trademarks and patents from real records only (USPTO knockout, EPO); a search that could not run is UNKNOWN. */
  async researchLegal(input: ResearchInput, _options: StageOptions = {}): Promise<StageResult<LegalResult>> {
    return legalStage(this.stages, input);
  }

  /**
   * Business viability's rubric judge (two readings, the lower counts); unavailable without a key. Why it
   * gave no answer is logged here, in the provider's words: the score says it to customers in theirs.
   */
  async judgeViability(input: ResearchInput, results: ResearchResultsForScore): Promise<ViabilityJudgement> {
    const judgement = await judgeViability(this.ai, input, results);
    if (judgement.status === 'unavailable' && judgement.failure !== 'no_key') {
      this.logger.warn(
        { runId: input.runId, projectId: input.projectId, failure: judgement.failure ?? null, reason: judgement.reason },
        'business viability not judged',
      );
    }
    return judgement;
  }

  async generateWebsiteCopy(input: WebsiteCopyInput): Promise<StageResult<WebsiteCopy>> {
    const outcome = await this.ai.ask(websiteCopyRequest(input));
    if (outcome.ok) return { data: outcome.data, source: this.ai.sourceName, basis: 'ESTIMATED' };
    // No model: the site says only what the user wrote.
    const reason = deferOrFallbackReason(outcome, { fallbackOnTransientError: true });
    return { data: userWordsWebsiteCopy(input), source: 'user', basis: 'UNKNOWN', fallbackReason: reason };
  }

  /**
   * For the settings and admin screens: whether research currently uses a model, which provider and
   * model answer, and why not, from what the last call (any user, any process: ai_usage) got back.
   */
  async aiStatus(userId?: string | null): Promise<AiStatus> {
    const provider = this.ai.configured ? this.ai.sourceName : null;
    const availability = await this.ai.availability();
    if (!availability.available)
      return { live: false, state: 'NO_KEY', provider: null, model: null, reason: `${availability.reason}: ${FALLBACK_NOTICE}` };
    const model = this.ai.model;
    const name = provider === 'ollama' ? `The local model (${model})` : 'OpenAI';
    const last = await this.meter.lastCall(LASTING_STATUS_WINDOW_MS);
    const failure = last && !last.success ? (last.failure ?? (last.error?.includes(QUOTA_ERROR_MARKER) ? 'quota' : null)) : null;
    const recent = last !== null && Date.now() - last.createdAt.getTime() <= TRANSIENT_STATUS_WINDOW_MS;
    const waitBound = `${Math.round(this.config.AI_RETRY_MAX_WAIT_SECONDS / 60) || 1} minute${this.config.AI_RETRY_MAX_WAIT_SECONDS >= 90 ? 's' : ''}`;
    const base = { provider, model };
    if (failure === 'key_rejected') {
      return {
        live: false,
        state: 'KEY_REJECTED',
        ...base,
        reason: `The OpenAI key was rejected (401): check OPENAI_API_KEY. ${capitalised(FALLBACK_NOTICE)}`,
      };
    }
    if (failure === 'quota') {
      return { live: false, state: 'QUOTA', ...base, reason: `The OpenAI quota is exhausted (429 insufficient_quota): ${FALLBACK_NOTICE}` };
    }
    if (recent && failure === 'rate_limited') {
      return {
        live: false,
        state: 'RATE_LIMITED',
        ...base,
        reason: `${name} is rate limiting requests (429): research waits as asked and retries for up to ${waitBound}, then leaves what needs a model unknown.`,
      };
    }
    if (recent && (failure === 'server_error' || failure === 'timeout' || failure === 'unreachable')) {
      return {
        live: false,
        state: 'UNREACHABLE',
        ...base,
        reason: `${name} could not be reached or failed (timeout, network or server error): research retries for up to ${waitBound}, then leaves what needs a model unknown.`,
      };
    }
    if (userId && (await this.ai.budgetReached(userId))) {
      return {
        live: false,
        state: 'BUDGET_REACHED',
        ...base,
        reason: `${BUDGET_REASON} (${this.config.AI_DAILY_TOKEN_BUDGET.toLocaleString('en-US')} tokens): ${FALLBACK_NOTICE}`,
      };
    }
    return { live: true, state: 'LIVE', ...base, reason: null };
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
