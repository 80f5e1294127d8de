import type { SourceResponse } from '../../evidence/source-client.js';
import { plainText } from './plain-text.js';
import type { WebSearchPage, WebSearchResult } from './web-search.types.js';

/** A result as a provider's zod schema reads it: each provider names its snippet field in its own way. */
export type ProviderResult<SnippetField extends string> = { title?: string | null; url?: string | null } & {
  [field in SnippetField]?: string | null;
};

/** The provider's results that link to a web page, as plain text, at most `limit` of them. */
export function webResults<SnippetField extends string>(
  results: readonly ProviderResult<SnippetField>[],
  snippetField: SnippetField,
  limit = Number.POSITIVE_INFINITY,
): WebSearchResult[] {
  return results
    .filter((result): result is ProviderResult<SnippetField> & { url: string } => isWebAddress(result.url))
    .slice(0, limit)
    .map((result) => ({ title: plainText(result.title ?? ''), url: result.url, snippet: plainText(result[snippetField] ?? '') }));
}

/** One query's page, tied to the evidence row of the answer it was read from. */
export function webSearchPage(
  query: string,
  response: SourceResponse,
  results: WebSearchResult[],
  totalResults: number | null = null,
): WebSearchPage {
  return { query, results, totalResults, evidenceId: response.evidenceId, retrievedAt: response.retrievedAt, reused: response.reused };
}

/** `path` below the provider's base URL, which may or may not end with a slash. */
export function endpointUrl(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}
