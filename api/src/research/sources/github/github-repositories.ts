import { z } from 'zod';
import { registerFor } from '../../idea-text/vocabulary.js';
import { SourceUnavailableError, type SourceCallContext } from '../../evidence/source-client.js';
import { measured, searchAnswered, searchNotAnswered } from '../../provenance.js';
import type { OpenSourceProject, RepositorySearch, ResearchInput } from '../../research.types.js';
import { sourceClient, type SourceClientDependencies } from '../source-clients.js';
import { readAnswer } from '../unusable-answer.js';

/** Repositories shown (the most starred matches). */
export const REPOSITORIES_SHOWN = 8;

/**
 * GitHub repository search (https://docs.github.com/rest/search/search#search-repositories):
 * GET /search/repositories?q=…&sort=stars&order=desc&per_page=N, answering { total_count,
 * incomplete_results, items: [{ full_name, html_url, description, stargazers_count, pushed_at,
 * language, archived }] }. Only the fields used are checked.
 */
const repositoryAnswer = z.object({
  total_count: z.number().int().min(0),
  incomplete_results: z.boolean().optional(),
  items: z.array(
    z.object({
      full_name: z.string().min(1),
      html_url: z.string().url(),
      description: z.string().nullish(),
      stargazers_count: z.number().int().min(0),
      pushed_at: z.string().nullish(),
      language: z.string().nullish(),
      archived: z.boolean().default(false),
    }),
  ),
});

/** Whether an idea is software, where open-source alternatives are competitors (apps, SaaS, tools). */
export function isSoftwareIdea(input: Pick<ResearchInput, 'category' | 'name' | 'description' | 'notes'>): boolean {
  const register = registerFor(input.category, [input.name, input.description, input.notes].filter(Boolean).join(' '));
  return register === 'saas' || register === 'mobile';
}

/** GitHub's own search page for the query. */
export function githubSearchPage(query: string): string {
  return `https://github.com/search?${new URLSearchParams({ q: query, type: 'repositories', s: 'stars', o: 'desc' }).toString()}`;
}

/**
 * Open-source alternatives for a software idea: the most starred repositories matching the subject
 * in their name, description or topics, with stars and last push (MEASURED, linking to each
 * repository). Off or not software: null. Keyless at GitHub's low search rate; GITHUB_TOKEN is sent when set.
 */
export async function openSourceAlternatives(
  dependencies: SourceClientDependencies,
  input: ResearchInput,
  subject: string,
  context: SourceCallContext,
): Promise<RepositorySearch | null> {
  const { config } = dependencies;
  if (config.GITHUB_SEARCH === 'off' || !isSoftwareIdea(input)) return null;
  const query = `${subject} in:name,description,topics`;
  const url = `${config.GITHUB_BASE_URL.replace(/\/+$/, '')}/search/repositories?${new URLSearchParams({ q: query, sort: 'stars', order: 'desc', per_page: String(REPOSITORIES_SHOWN) }).toString()}`;
  const page = githubSearchPage(subject);
  const token = config.GITHUB_TOKEN;
  try {
    const response = await sourceClient(dependencies, 'github').request(
      {
        method: 'GET',
        url,
        headers: {
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        secrets: [token],
      },
      context,
    );
    const answer = await readAnswer(dependencies.sql, 'github', response, 'GitHub answered in an unknown format', (json) =>
      repositoryAnswer.parse(json),
    );
    const repositories: OpenSourceProject[] = answer.items.slice(0, REPOSITORIES_SHOWN).map((item) => ({
      fullName: item.full_name,
      url: item.html_url,
      description: item.description?.trim() || null,
      stars: item.stargazers_count,
      lastPushAt: item.pushed_at ? new Date(item.pushed_at).toISOString() : null,
      language: item.language ?? null,
      archived: item.archived,
      ...measured('github', item.html_url, response.retrievedAt, response.evidenceId),
    }));
    return {
      ...searchAnswered('github', { query, totalResults: answer.total_count, url: page }, response.retrievedAt, response.evidenceId),
      repositories,
    };
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    dependencies.logger.warn({ provider: 'github', reason: error.message }, 'GitHub repository search unknown');
    return { ...searchNotAnswered(`GitHub search failed: ${error.message}`, 'github', { query, url: page }), repositories: [] };
  }
}
