import type { AppConfig } from '../../../config/config.js';
import type { Sql } from '../../../jobs/sql.js';
import type { Logger } from '../../../shared/logger.js';
import { sourceClient } from '../source-clients.js';
import { BraveSearch } from '../brave/brave-search.js';
import { SearxngSearch } from '../searxng/searxng-search.js';
import { TavilySearch } from '../tavily/tavily-search.js';
import { WEB_SEARCH_PROVIDERS, type WebSearchProvider, type WebSearchProviderName } from './web-search.types.js';

export const NO_WEB_SEARCH_REASON = 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)';

/** The setting that turns each provider on. */
export const WEB_SEARCH_SETTING: Record<WebSearchProviderName, string> = {
  searxng: 'SEARXNG_URL',
  tavily: 'TAVILY_API_KEY',
  brave: 'BRAVE_SEARCH_API_KEY',
};

export function webSearchConfigured(config: AppConfig, provider: WebSearchProviderName): boolean {
  if (provider === 'searxng') return Boolean(config.SEARXNG_URL);
  if (provider === 'tavily') return Boolean(config.TAVILY_API_KEY);
  return Boolean(config.BRAVE_SEARCH_API_KEY);
}

export type WebSearchChoice =
  | { kind: 'provider'; provider: WebSearchProvider }
  /** SEARCH_PROVIDER names a provider whose setting is missing: the search cannot run (and says why). */
  | { kind: 'misconfigured'; provider: WebSearchProviderName; reason: string }
  | { kind: 'none'; reason: string };

/**
 * SEARCH_PROVIDER when set, else the first configured of SearXNG, Tavily, Brave, each through its
 * provider's source client (sources/source-clients.ts).
 */
export function chooseWebSearch(dependencies: { config: AppConfig; sql: Sql; logger: Logger }): WebSearchChoice {
  const { config } = dependencies;
  const wanted = config.SEARCH_PROVIDER;
  if (wanted && !webSearchConfigured(config, wanted)) {
    return { kind: 'misconfigured', provider: wanted, reason: `SEARCH_PROVIDER=${wanted} but ${WEB_SEARCH_SETTING[wanted]} is not set` };
  }
  const name = wanted ?? WEB_SEARCH_PROVIDERS.find((provider) => webSearchConfigured(config, provider));
  if (!name) return { kind: 'none', reason: NO_WEB_SEARCH_REASON };
  const client = clientFor(name, dependencies);
  switch (name) {
    case 'searxng':
      return { kind: 'provider', provider: new SearxngSearch(client, config.SEARXNG_URL!, dependencies.sql) };
    case 'tavily':
      return { kind: 'provider', provider: new TavilySearch(client, config.TAVILY_BASE_URL, config.TAVILY_API_KEY!, dependencies.sql) };
    case 'brave':
      return {
        kind: 'provider',
        provider: new BraveSearch(client, config.BRAVE_SEARCH_BASE_URL, config.BRAVE_SEARCH_API_KEY!, dependencies.sql),
      };
  }
}

function clientFor(name: WebSearchProviderName, dependencies: { config: AppConfig; sql: Sql; logger: Logger }) {
  return sourceClient(dependencies, name);
}
