import type { Sql } from '../../../jobs/sql.js';
import type { SourceCallContext, SourceClient } from '../../evidence/source-client.js';
import { readAnswer } from '../unusable-answer.js';
import { bestArticle, lastMonths, parsePageviews, type InterestPoint } from './wikimedia-interest.js';

export interface WikimediaHosts {
  /** The Wikipedia whose search API finds the article: https://en.wikipedia.org. */
  wikipediaBaseUrl: string;
  /** The Wikimedia REST API host serving pageviews: https://wikimedia.org. */
  wikimediaBaseUrl: string;
}

export interface InterestAnswer {
  article: string;
  /** The article's page on Wikipedia. */
  articleUrl: string;
  points: InterestPoint[];
  evidenceId: string | null;
  retrievedAt: Date;
}

/**
 * Interest over time in a subject: the Wikipedia article that best matches it (MediaWiki search
 * API) and its monthly views by people (not bots) over the last 24 whole months. Null when no
 * article matches. Both calls send the SourceClient's descriptive User-Agent, as Wikimedia requires.
 */
export async function interestOverTime(
  client: SourceClient,
  sql: Sql,
  hosts: WikimediaHosts,
  subject: string,
  now: Date,
  context: SourceCallContext,
): Promise<InterestAnswer | null> {
  const wikipedia = hosts.wikipediaBaseUrl.replace(/\/+$/, '');
  const searchUrl = `${wikipedia}/w/api.php?action=query&list=search&srsearch=${encodeURIComponent(subject)}&srlimit=5&srprop=&format=json&formatversion=2`;
  const search = await client.request({ method: 'GET', url: searchUrl }, context);
  const article = await readAnswer(sql, 'wikimedia', search, 'unreadable search answer', (json) => bestArticle(json, subject));
  if (!article) return null;
  const title = article.replaceAll(' ', '_');
  const { start, end } = lastMonths(now);
  const project = wikipediaProject(wikipedia);
  const pageviewsUrl = `${hosts.wikimediaBaseUrl.replace(/\/+$/, '')}/api/rest_v1/metrics/pageviews/per-article/${project}/all-access/user/${encodeURIComponent(title)}/monthly/${start}/${end}`;
  const views = await client.request({ method: 'GET', url: pageviewsUrl }, context);
  const points: InterestPoint[] = await readAnswer(sql, 'wikimedia', views, 'unreadable pageviews answer', parsePageviews);
  return {
    article,
    articleUrl: `${wikipedia}/wiki/${encodeURIComponent(title)}`,
    points,
    evidenceId: views.evidenceId,
    retrievedAt: views.retrievedAt,
  };
}

/** The pageviews project of a Wikipedia host: https://de.wikipedia.org -> de.wikipedia; English otherwise (a test or mirror host). */
export function wikipediaProject(wikipediaBaseUrl: string): string {
  const language = /^([a-z-]+)\.(?:m\.)?wikipedia\.org$/.exec(new URL(wikipediaBaseUrl).hostname)?.[1];
  return `${language ?? 'en'}.wikipedia`;
}
