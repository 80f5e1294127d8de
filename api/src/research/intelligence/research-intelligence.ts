import type { AppConfig } from '../../config/config.js';
import type { MikroORM } from '../../database/orm.js';
import type { Logger } from '../../shared/logger.js';
import { UsageMeter } from '../../usage/usage-meter.js';
import { domainCandidates } from '../domains/domain-candidates.js';
import { DomainChecker } from '../domains/domain-checker.js';
import type { NsResolver } from '../domains/dns-check.js';
import type {
  Competitor,
  DataSourceName,
  DomainResult,
  IdeaDescription,
  IdeaInput,
  Keyword,
  LegalResult,
  ResearchInput,
  StageResult,
} from '../research.types.js';
import { AiProvider, BUDGET_REASON, NO_KEY_REASON, type AiOutcome } from './ai-provider.js';
import { competitorsRequest, describeIdeaRequest, keywordsRequest, legalRequest, websiteCopyRequest } from './ai-operations.js';
import {
  fallbackCompetitors,
  fallbackDescription,
  fallbackKeywords,
  fallbackLegal,
  fallbackWebsiteCopy,
  type WebsiteCopy,
} from './fallback/fallback-generator.js';

export type { WebsiteCopy };

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

export interface AiStatus {
  live: boolean;
  model: string | null;
  reason: string | null;
}

export interface StageOptions {
  /**
   * When the provider fails transiently (5xx, rate limit, network), a research stage throws
   * AiUnavailableError by default so the job queue retries it later; pass true on the last
   * attempt to get fallback data instead.
   */
  fallbackOnTransientError?: boolean;
}

/** The AI provider failed in a way that may pass (5xx, rate limit, network): retry the stage later. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}

/** How long after a 429 insufficient_quota the status says AI is not live (unless a call succeeds since). */
const QUOTA_STATUS_WINDOW_MS = 15 * 60 * 1000;
const FALLBACK_NOTICE = 'research uses deterministic fallback data.';

/**
 * The research intelligence the pipeline calls: idea descriptions, competitors, keywords and
 * legal checks from the AI provider with a deterministic fallback, domain availability over
 * RDAP/DNS, and website copy. Every answer carries its source, and why the fallback was used.
 */
export class ResearchIntelligence {
  private readonly config: AppConfig;
  private readonly logger: Logger;
  private readonly meter: UsageMeter;
  private readonly ai: AiProvider;
  private readonly domains: DomainChecker;

  constructor(dependencies: ResearchIntelligenceDependencies) {
    this.config = dependencies.config;
    this.logger = dependencies.logger.child({ module: 'research-intelligence' });
    this.meter = new UsageMeter(dependencies.orm, this.logger);
    this.ai = new AiProvider(this.config, this.meter, this.logger);
    this.domains = new DomainChecker({ config: this.config, orm: dependencies.orm, logger: this.logger, resolveNs: dependencies.resolveNs });
  }

  /**
   * The description step: interactive, so a transient provider failure falls back at once
   * instead of failing the request.
   */
  async describeIdea(input: IdeaInput, meta: { userId: string | null; projectId: string | null }): Promise<IdeaDescription & { source: DataSourceName; fallbackReason?: string }> {
    const outcome = await this.ai.ask(describeIdeaRequest(input, meta));
    const result = this.settle(outcome, () => fallbackDescription(input), { fallbackOnTransientError: true }, 'generate-description');
    return { ...result.data, source: result.source, ...(result.fallbackReason ? { fallbackReason: result.fallbackReason } : {}) };
  }

  domainCandidates(name: string, extensions: string[]): string[] {
    return domainCandidates(name, extensions);
  }

  /** Domains for the idea's name variants across the chosen extensions; the section's source is the most common one. */
  async checkDomains(input: ResearchInput): Promise<StageResult<DomainResult[]>> {
    const results = await this.domains.check(this.domainCandidates(input.name, input.options.domainExtensions));
    const counts = new Map<DataSourceName, number>();
    for (const result of results) counts.set(result.source, (counts.get(result.source) ?? 0) + 1);
    const source = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (this.domains.offline ? 'fallback' : 'rdap');
    return {
      data: results,
      source,
      ...(this.domains.offline ? { fallbackReason: 'Domain checks are offline (DOMAIN_CHECK=offline): availability is estimated' } : {}),
    };
  }

  /** POST /api/domains/check {domains[]}: invalid names are a 400 (BAD_USER_INPUT). */
  async checkDomainList(domains: string[]): Promise<DomainResult[]> {
    return this.domains.check(domains);
  }

  async researchCompetitors(input: ResearchInput, options: StageOptions = {}): Promise<StageResult<Competitor[]>> {
    return this.settle(await this.ai.ask(competitorsRequest(input)), () => fallbackCompetitors(input), options, 'competitors');
  }

  async researchKeywords(input: ResearchInput, options: StageOptions = {}): Promise<StageResult<Keyword[]>> {
    return this.settle(await this.ai.ask(keywordsRequest(input)), () => fallbackKeywords(input), options, 'keywords');
  }

  /**
   * Trademarks and patents as chosen in the research settings; an excluded kind is an empty list,
   * and the result says which searches ran so that list does not read as "no conflicts".
   */
  async researchLegal(input: ResearchInput, options: StageOptions = {}): Promise<StageResult<LegalResult>> {
    const searched = { trademarksSearched: input.options.includeTrademarks, patentsSearched: input.options.includePatents };
    if (!searched.trademarksSearched && !searched.patentsSearched) {
      return {
        data: { conflicts: false, trademarks: [], patents: [], ...searched },
        source: 'fallback',
        fallbackReason: 'Trademark and patent checks are turned off in the research settings',
      };
    }
    const result = this.settle(await this.ai.ask(legalRequest(input)), () => fallbackLegal(input), options, 'legal');
    return { ...result, data: { ...result.data, ...searched } };
  }

  async generateWebsiteCopy(input: WebsiteCopyInput): Promise<StageResult<WebsiteCopy>> {
    return this.settle(await this.ai.ask(websiteCopyRequest(input)), () => fallbackWebsiteCopy(input), { fallbackOnTransientError: true }, 'website-copy');
  }

  /** For the settings screen's notice: whether research currently uses the AI provider, and why not. */
  async aiStatus(userId?: string | null): Promise<AiStatus> {
    if (!this.ai.configured) return { live: false, model: null, reason: `${NO_KEY_REASON}: ${FALLBACK_NOTICE}` };
    const model = this.ai.model;
    if (await this.meter.recentQuotaError(QUOTA_STATUS_WINDOW_MS)) {
      return { live: false, model, reason: `The OpenAI quota is exhausted (429 insufficient_quota): ${FALLBACK_NOTICE}` };
    }
    if (userId && (await this.ai.budgetReached(userId))) {
      return { live: false, model, reason: `${BUDGET_REASON} (${this.config.AI_DAILY_TOKEN_BUDGET.toLocaleString('en-US')} tokens): ${FALLBACK_NOTICE}` };
    }
    return { live: true, model, reason: null };
  }

  private settle<Data>(outcome: AiOutcome<Data>, fallback: () => Data, options: StageOptions, operation: string): StageResult<Data> {
    if (outcome.ok) return { data: outcome.data, source: 'openai' };
    if (outcome.transient && !options.fallbackOnTransientError) throw new AiUnavailableError(outcome.reason);
    this.logger.info({ operation, reason: outcome.reason }, 'using fallback research data');
    return { data: fallback(), source: 'fallback', fallbackReason: outcome.reason };
  }
}
