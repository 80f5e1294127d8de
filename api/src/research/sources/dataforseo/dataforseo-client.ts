import { SourceUnavailableError, type SourceCallContext, type SourceClient } from '../../evidence/source-client.js';
import type { Sql } from '../../../jobs/sql.js';
import { readAnswer } from '../unusable-answer.js';
import { parseKeywordIdeas, type KeywordIdea } from './dataforseo-keywords.js';

/** Google Ads location code of the United States and the language asked for. */
export const DATAFORSEO_LOCATION_CODE = 2840;
export const DATAFORSEO_LANGUAGE_CODE = 'en';
/** The endpoint takes at most 20 seed keywords of at most 80 characters and 10 words. */
const MAX_SEEDS = 20;
const MAX_SEED_CHARS = 80;
const MAX_SEED_WORDS = 10;

export interface DataForSeoCredentials {
  baseUrl: string;
  login: string;
  password: string;
}

export interface KeywordIdeasAnswer {
  ideas: KeywordIdea[];
  evidenceId: string | null;
  retrievedAt: Date;
}

/** Keyword ideas for seed terms from Google Ads (DataForSEO keywords_for_keywords, live). */
export async function keywordIdeas(
  client: SourceClient,
  sql: Sql,
  credentials: DataForSeoCredentials,
  seeds: string[],
  context: SourceCallContext,
): Promise<KeywordIdeasAnswer> {
  const keywords = cleanSeeds(seeds);
  if (keywords.length === 0) throw new SourceUnavailableError('dataforseo', 'no seed keywords to ask for');
  const basic = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64');
  const answer = await client.request(
    {
      method: 'POST',
      url: `${credentials.baseUrl.replace(/\/+$/, '')}/v3/keywords_data/google_ads/keywords_for_keywords/live`,
      headers: { authorization: `Basic ${basic}` },
      body: [
        {
          keywords,
          location_code: DATAFORSEO_LOCATION_CODE,
          language_code: DATAFORSEO_LANGUAGE_CODE,
          sort_by: 'relevance',
          include_adult_keywords: false,
        },
      ],
      secrets: [credentials.login, credentials.password, basic],
    },
    context,
  );
  const ideas = await readAnswer(sql, 'dataforseo', answer, 'DataForSEO refused the task', parseKeywordIdeas);
  return { ideas, evidenceId: answer.evidenceId, retrievedAt: answer.retrievedAt };
}

/** Lower case, letters, digits and spaces only (Google Ads refuses many symbols), within the endpoint's limits. */
export function cleanSeeds(seeds: string[]): string[] {
  const cleaned = seeds
    .map((seed) =>
      seed
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .map((seed) => seed.split(' ').slice(0, MAX_SEED_WORDS).join(' ').slice(0, MAX_SEED_CHARS).trim())
    .filter((seed) => seed.length > 1);
  return [...new Set(cleaned)].slice(0, MAX_SEEDS);
}
