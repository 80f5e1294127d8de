import { z } from 'zod';
import type { AppConfig } from '../../config/config.js';
import { NOTES_MAX } from '../../projects/project.inputs.js';
import type { Sql } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { parseInput } from '../../shared/validation.js';
import { domainCandidates } from '../domains/domain-candidates.js';
import type { SourceCallContext } from '../evidence/source-client.js';
import type { DomainResult, Provenance } from '../research.types.js';
import { hackerNewsLaunches } from '../sources/hacker-news/hacker-news.js';
import { ideaSubject } from '../sources/keyless-evidence.js';

/**
 * The landing page's preview of a typed idea, for a visitor with no account: one or two facts from
 * the keyless sources, each MEASURED and linking to its record, or left out when the source did not
 * answer (never a guess). Nothing here is a user's: the calls carry no user, run or project, so no
 * signed-in user's evidence is reused, and the evidence rows written belong to nobody.
 */

/** The landing textarea's limit (the notes' limit, where the idea goes after sign-up). */
export const IDEA_PREVIEW_MAX = NOTES_MAX;

export const ideaPreviewInput = z.object({
  idea: z
    .string({ required_error: 'Idea is required', invalid_type_error: 'Idea must be text' })
    .trim()
    .min(1, 'Describe your idea to preview it')
    .max(IDEA_PREVIEW_MAX, `The idea must be at most ${IDEA_PREVIEW_MAX} characters`),
});

/** The .com of the idea's name, as its registry's RDAP server answered (source.url: the RDAP record, or its "not found" answer). */
export interface DomainFinding extends Provenance {
  domain: string;
  available: boolean;
}

/** How many Hacker News stories match the idea's subject, and the search that counted them (source.url: its page). */
export interface LaunchesFinding extends Provenance {
  query: string;
  count: number;
  showHnCount: number;
}

export interface IdeaPreview {
  idea: string;
  domain: DomainFinding | null;
  launches: LaunchesFinding | null;
}

export interface IdeaPreviewDependencies {
  config: AppConfig;
  sql: Sql;
  logger: Logger;
  /** The domain checker's check (RDAP, the day-long domain_checks cache, DNS as a second opinion). */
  checkDomains: (domains: string[], context: SourceCallContext) => Promise<DomainResult[]>;
}

/** Calls for nobody: no earlier answer of a user is reused, and nothing is tied to a user. */
const ANONYMOUS: SourceCallContext = { runId: null, projectId: null, userId: null };

export async function ideaPreview(dependencies: IdeaPreviewDependencies, rawInput: unknown): Promise<IdeaPreview> {
  const { idea } = parseInput(ideaPreviewInput, rawInput);
  const [domain, launches] = await Promise.all([
    domainFinding(dependencies, idea).catch((error: unknown) => leftOut(dependencies.logger, 'rdap', error)),
    launchesFinding(dependencies, idea).catch((error: unknown) => leftOut(dependencies.logger, 'hackernews', error)),
  ]);
  return { idea, domain, launches };
}

/**
 * Only an RDAP answer counts here: it links to the registry's record. A DNS-only answer ("no NS
 * records, most likely free") is a weaker reading with no record to show, so it is left out.
 */
async function domainFinding(dependencies: IdeaPreviewDependencies, idea: string): Promise<DomainFinding | null> {
  if (dependencies.config.DOMAIN_CHECK === 'offline') return null;
  const [domain] = domainCandidates(idea, ['com']);
  if (!domain) return null;
  const [result] = await dependencies.checkDomains([domain], ANONYMOUS);
  if (!result || result.basis !== 'MEASURED' || result.source.provider !== 'rdap' || !result.source.url) return null;
  return { domain: result.domain, available: result.status === 'AVAILABLE', basis: result.basis, source: result.source };
}

async function launchesFinding(dependencies: IdeaPreviewDependencies, idea: string): Promise<LaunchesFinding | null> {
  const subject = ideaSubject({ name: idea, description: idea, notes: null, targetMarket: null }).display;
  const search = await hackerNewsLaunches(dependencies, subject, ANONYMOUS);
  if (!search || search.basis !== 'MEASURED' || search.totalResults === null || !search.source.url) return null;
  return {
    query: search.query ?? subject,
    count: search.totalResults,
    showHnCount: search.launches.filter((launch) => launch.showHn).length,
    basis: search.basis,
    source: search.source,
  };
}

/** A bug or a lost database, not a source's failure (those come back UNKNOWN): logged, the finding left out. */
function leftOut(logger: Logger, provider: string, error: unknown): null {
  logger.error({ err: error, provider }, 'idea preview source failed unexpectedly');
  return null;
}
