import type { SourceCallContext } from '../evidence/source-client.js';
import { readIdea } from '../idea-text/key-phrase.js';
import { RunCancelledError } from '../run-cancelled.js';
import type { ResearchInput, SectionDetails } from '../research.types.js';
import { openSourceAlternatives } from './github/github-repositories.js';
import { hackerNewsAttention, hackerNewsLaunches } from './hacker-news/hacker-news.js';
import type { SourceClientDependencies } from './source-clients.js';

/**
 * The keyless sources' part of a research run, for the stages to merge into their section details.
 * Each runs at once beside the stage's other sources and never rejects: a source that cannot answer
 * comes back UNKNOWN with its reason; a source turned off is absent.
 */

/** The idea's subject: the core noun phrase of its description ("dog walking"), else its name. */
export function ideaSubject(input: Pick<ResearchInput, 'name' | 'description' | 'notes' | 'targetMarket'>): {
  singular: string;
  plural: string;
  display: string;
} {
  const phrase = readIdea(input).phrase;
  if (phrase) return { singular: phrase.singular, plural: phrase.plural, display: phrase.display };
  const name = input.name.trim();
  return { singular: name.toLowerCase(), plural: name.toLowerCase(), display: name };
}

/** Competitors: Hacker News launches and discussions, and GitHub open-source alternatives (software ideas). */
export async function competitorEvidence(
  dependencies: SourceClientDependencies,
  input: ResearchInput,
  context: SourceCallContext,
): Promise<Pick<SectionDetails, 'launches' | 'openSource'>> {
  const subject = ideaSubject(input).display;
  const [launches, openSource] = await Promise.all([
    hackerNewsLaunches(dependencies, subject, context).catch((error: unknown) => unexpected(dependencies, 'hackernews', error)),
    openSourceAlternatives(dependencies, input, subject, context).catch((error: unknown) => unexpected(dependencies, 'github', error)),
  ]);
  return { ...(launches ? { launches } : {}), ...(openSource ? { openSource } : {}) };
}

/** Keywords: Hacker News attention over the last 12 months, beside Wikipedia interest. */
export async function keywordEvidence(
  dependencies: SourceClientDependencies,
  input: ResearchInput,
  context: SourceCallContext,
  now = new Date(),
): Promise<Pick<SectionDetails, 'attention'>> {
  const attention = await hackerNewsAttention(dependencies, ideaSubject(input).display, now, context).catch((error: unknown) =>
    unexpected(dependencies, 'hackernews', error),
  );
  return attention ? { attention } : {};
}

/**
 * Not a source's failure (those are UNKNOWN already) but a bug or a lost database: logged, the part left out. A run
 * stopped because it was superseded or its project deleted is neither: the part is left out quietly (the stage's
 * result is not kept).
 */
function unexpected(dependencies: SourceClientDependencies, provider: string, error: unknown): null {
  if (error instanceof RunCancelledError) return null;
  dependencies.logger.error({ err: error, provider }, 'keyless research source failed unexpectedly');
  return null;
}
