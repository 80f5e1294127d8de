/**
 * The provider names research facts carry (their `source.provider` / a stage's `provider`), as
 * people know them. `fallback` (and `sample`) is the offline sample generator; `none` means no source.
 * @type {Readonly<Record<string, string>>}
 */
export const PROVIDER_NAMES = Object.freeze({
  rdap: 'RDAP',
  dns: 'DNS',
  openai: 'OpenAI',
  ollama: 'Ollama',
  searxng: 'SearXNG',
  tavily: 'Tavily',
  brave: 'Brave Search',
  epo: 'EPO',
  uspto: 'USPTO',
  dataforseo: 'DataForSEO',
  wikimedia: 'Wikipedia',
  hackernews: 'Hacker News',
  github: 'GitHub',
  fallback: 'sample generator',
  sample: 'sample generator',
  none: 'no source',
});

/**
 * A provider's name for people; an unknown code is shown as it is.
 * @param {string | null | undefined} provider
 * @returns {string}
 */
export function providerName(provider) {
  if (!provider) return 'unknown source';
  return PROVIDER_NAMES[provider.toLowerCase()] ?? provider;
}
