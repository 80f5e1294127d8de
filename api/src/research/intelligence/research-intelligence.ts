import type { AppConfig } from '../../config/config.js';
import type { MikroORM } from '../../database/orm.js';
import type { Logger } from '../../shared/logger.js';
import { domainCandidates } from '../domains/domain-candidates.js';
import { domainPrice } from '../domains/domain-prices.js';
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
import {
  fallbackCompetitors,
  fallbackDescription,
  fallbackDomainAvailable,
  fallbackKeywords,
  fallbackLegal,
  fallbackWebsiteCopy,
  type WebsiteCopy,
} from './fallback/fallback-generator.js';

export interface ResearchIntelligenceDependencies {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
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

/**
 * The research intelligence the pipeline calls: idea descriptions, competitors, keywords and
 * legal checks from the AI provider (with a deterministic fallback), domain availability, and
 * website copy. Every method returns data in the spec §3 shapes with its source.
 */
export class ResearchIntelligence {
  private readonly config: AppConfig;

  constructor(dependencies: ResearchIntelligenceDependencies) {
    this.config = dependencies.config;
  }

  async describeIdea(input: IdeaInput, meta: { userId: string | null; projectId: string | null }): Promise<IdeaDescription & { source: DataSourceName; fallbackReason?: string }> {
    void meta;
    return { ...fallbackDescription(input), source: 'fallback', fallbackReason: 'AI provider not wired yet' };
  }

  domainCandidates(name: string, extensions: string[]): string[] {
    return domainCandidates(name, extensions);
  }

  async checkDomains(input: ResearchInput): Promise<StageResult<DomainResult[]>> {
    const results = await this.checkDomainList(this.domainCandidates(input.name, input.options.domainExtensions));
    return { data: results, source: results[0]?.source ?? 'fallback' };
  }

  async checkDomainList(domains: string[]): Promise<DomainResult[]> {
    return domains.map((domain) => {
      const available = fallbackDomainAvailable(domain);
      return { domain, available, price: domainPrice(domain, available), source: 'fallback' as const };
    });
  }

  async researchCompetitors(input: ResearchInput): Promise<StageResult<Competitor[]>> {
    return { data: fallbackCompetitors(input), source: 'fallback' };
  }

  async researchKeywords(input: ResearchInput): Promise<StageResult<Keyword[]>> {
    return { data: fallbackKeywords(input), source: 'fallback' };
  }

  async researchLegal(input: ResearchInput): Promise<StageResult<LegalResult>> {
    return { data: fallbackLegal(input), source: 'fallback' };
  }

  async aiStatus(userId?: string | null): Promise<AiStatus> {
    void userId;
    if (!this.config.OPENAI_API_KEY) {
      return { live: false, model: null, reason: 'No OpenAI API key is configured: research uses deterministic fallback data.' };
    }
    return { live: true, model: this.config.OPENAI_MODEL, reason: null };
  }

  async generateWebsiteCopy(input: WebsiteCopyInput): Promise<StageResult<WebsiteCopy>> {
    return { data: fallbackWebsiteCopy(input), source: 'fallback' };
  }
}
