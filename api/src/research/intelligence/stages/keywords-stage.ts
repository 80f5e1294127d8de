import { SourceUnavailableError } from '../../evidence/source-client.js';
import { measured } from '../../provenance.js';
import type { InterestSeries, Keyword, ResearchInput, SectionDetails, StageResult } from '../../research.types.js';
import { keywordIdeas } from '../../sources/dataforseo/dataforseo-client.js';
import { sourceClient } from '../../sources/source-clients.js';
import { volumeTrend } from '../../sources/volume-trend.js';
import { interestOverTime } from '../../sources/wikimedia/wikimedia-client.js';
import { ideaSubject, keywordEvidence } from '../../sources/keyless-evidence.js';
import { keywordsRequest } from '../ai-operations.js';
import { keywordCount } from '../user-words.js';
import { callContext, settleAi, type StageDependencies, type StageOptions } from './stage-context.js';

export const NO_KEYWORD_SOURCE_REASON = 'no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)';

/**
 * The reason stored when DataForSEO answered but had no keyword with search volume: a measured "none" (Analytics counts
 * the section as researched), unlike a failure.
 */
export const NO_KEYWORD_IDEAS_REASON = 'DataForSEO has no search volume for the idea’s keywords';

/**
 * Keywords: measured by DataForSEO (Google Ads keyword ideas, volumes, competition, bids and 12
 * months of history, the trend computed from them) when configured, UNKNOWN when it fails;
 * otherwise estimated by the model (ESTIMATED), else none (UNKNOWN: no invented volume or CPC), saying which source
 * is missing. Beside them, interest over time from Wikipedia pageviews, fetched concurrently; its
 * failure only leaves the interest empty with a note.
 */
export async function keywordsStage(
  dependencies: StageDependencies,
  input: ResearchInput,
  options: StageOptions,
): Promise<StageResult<Keyword[]>> {
  const subject = ideaSubject(input);
  const interest = interestDetails(dependencies, input, subject);
  // Hacker News attention runs beside Wikipedia interest (never rejecting).
  const attention = keywordEvidence(dependencies, input, callContext(input));
  const { DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password } = dependencies.config;
  // A transient AI failure throws for a retry; the interest request (which never rejects) just ends unused.
  let result: StageResult<Keyword[]>;
  if (login && password) {
    result = await measuredKeywords(dependencies, input, subject, { baseUrl: dependencies.config.DATAFORSEO_BASE_URL, login, password });
  } else {
    const estimate = settleAi(dependencies, await dependencies.ai.ask(keywordsRequest(input)), [], options, 'keywords');
    result = { ...estimate, fallbackReason: [estimate.fallbackReason, NO_KEYWORD_SOURCE_REASON].filter(Boolean).join('; ') };
  }
  const details = { ...(await interest), ...(await attention) };
  return Object.keys(details).length > 0 ? { ...result, details } : result;
}

async function measuredKeywords(
  dependencies: StageDependencies,
  input: ResearchInput,
  subject: { singular: string; plural: string },
  credentials: { baseUrl: string; login: string; password: string },
): Promise<StageResult<Keyword[]>> {
  const seeds = [subject.singular, subject.plural, ...input.keyFeatures.slice(0, 3)];
  try {
    const answer = await keywordIdeas(sourceClient(dependencies, 'dataforseo'), dependencies.sql, credentials, seeds, callContext(input));
    const keywords: Keyword[] = answer.ideas.slice(0, keywordCount(input)).map((idea) => ({
      keyword: idea.keyword,
      searchVolume: idea.searchVolume,
      difficulty: idea.difficulty,
      cpc: idea.cpc,
      trend: idea.trend,
      monthlySearches: idea.monthlySearches,
      ...measured('dataforseo', null, answer.retrievedAt, answer.evidenceId),
    }));
    if (keywords.length === 0)
      return {
        data: [],
        source: 'dataforseo',
        basis: 'UNKNOWN',
        fallbackReason: NO_KEYWORD_IDEAS_REASON,
      };
    return { data: keywords, source: 'dataforseo', basis: 'MEASURED' };
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    dependencies.logger.warn({ provider: 'dataforseo', status: error.status, reason: error.message }, 'keyword data failed');
    return { data: [], source: 'dataforseo', basis: 'UNKNOWN', fallbackReason: `DataForSEO keyword data failed: ${error.message}` };
  }
}

/** Interest over time (details.interest), or a note saying why there is none; never throws. */
async function interestDetails(
  dependencies: StageDependencies,
  input: ResearchInput,
  subject: { display: string },
): Promise<SectionDetails> {
  const config = dependencies.config;
  if (config.WIKIPEDIA_TRENDS === 'off') return {};
  try {
    const answer = await interestOverTime(
      sourceClient(dependencies, 'wikimedia'),
      dependencies.sql,
      { wikipediaBaseUrl: config.WIKIPEDIA_BASE_URL, wikimediaBaseUrl: config.WIKIMEDIA_BASE_URL },
      subject.display,
      new Date(),
      callContext(input),
    );
    if (!answer) return { interest: null, note: `Interest over time: no Wikipedia article matches “${subject.display}”` };
    if (answer.points.length === 0)
      return { interest: null, note: `Interest over time: Wikimedia has no pageviews for “${answer.article}”` };
    const trend = volumeTrend(answer.points.map((point) => point.views));
    // A single month is no series: no trend to show or score.
    if (trend === null)
      return { interest: null, note: `Interest over time: Wikimedia has only one month of pageviews for “${answer.article}”` };
    const interest: InterestSeries = {
      article: answer.article,
      points: answer.points,
      trend,
      ...measured('wikimedia', answer.articleUrl, answer.retrievedAt, answer.evidenceId),
    };
    return { interest };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    dependencies.logger.warn({ provider: 'wikimedia', reason }, 'interest over time failed');
    return { interest: null, note: `Interest over time unavailable: ${reason}` };
  }
}
