import type { AppConfig } from '../../config/config.js';
import type { Sql } from '../../jobs/sql.js';
import { evidenceStore, type SourceActivity } from '../evidence/evidence-store.js';

/**
 * Every research source IdeaScope can use, whether it is configured, and when it last answered or
 * failed (from research_evidence). One entry per source: a helper adding a source adds one line.
 */
export type ResearchSourceKind = 'WEB_SEARCH' | 'PATENTS' | 'TRADEMARKS' | 'KEYWORDS' | 'INTEREST' | 'DOMAINS' | 'AI';

export interface ResearchSourceStatus {
  /** The provider name its evidence rows and items carry (searxng, epo, …). */
  name: string;
  label: string;
  kind: ResearchSourceKind;
  configured: boolean;
  /** The settings that turn it on (README "Research sources"). */
  settings: string[];
  /** What to do to turn it on, in words: "set TAVILY_API_KEY", "run pnpm trademarks:import". */
  howToEnable: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

interface SourceDefinition {
  name: string;
  label: string;
  kind: ResearchSourceKind;
  settings: string[];
  howToEnable: string;
  configured: (config: AppConfig, sql: Sql) => boolean | Promise<boolean>;
  /** Where its last success and error are read when not from research_evidence. */
  activity?: (sql: Sql) => Promise<SourceActivity | null>;
}

/** A setting by its environment name (every configured value is a non-empty string or a parsed default). */
function setting(config: AppConfig, name: string): unknown {
  return (config as unknown as Record<string, unknown>)[name];
}

const allSet =
  (...names: string[]) =>
  (config: AppConfig) =>
    names.every((name) => Boolean(setting(config, name)));

export const RESEARCH_SOURCES: readonly SourceDefinition[] = [
  { name: 'searxng', label: 'SearXNG', kind: 'WEB_SEARCH', settings: ['SEARXNG_URL'], howToEnable: 'set SEARXNG_URL (docker compose runs one)', configured: allSet('SEARXNG_URL') },
  { name: 'tavily', label: 'Tavily', kind: 'WEB_SEARCH', settings: ['TAVILY_API_KEY'], howToEnable: 'set TAVILY_API_KEY', configured: allSet('TAVILY_API_KEY') },
  { name: 'brave', label: 'Brave Search', kind: 'WEB_SEARCH', settings: ['BRAVE_SEARCH_API_KEY'], howToEnable: 'set BRAVE_SEARCH_API_KEY', configured: allSet('BRAVE_SEARCH_API_KEY') },
  { name: 'epo', label: 'EPO Open Patent Services', kind: 'PATENTS', settings: ['EPO_OPS_KEY', 'EPO_OPS_SECRET'], howToEnable: 'set EPO_OPS_KEY and EPO_OPS_SECRET', configured: allSet('EPO_OPS_KEY', 'EPO_OPS_SECRET') },
  { name: 'uspto', label: 'USPTO trademarks (imported)', kind: 'TRADEMARKS', settings: ['pnpm trademarks:import'], howToEnable: 'run pnpm trademarks:import with the USPTO case files', configured: (_config, sql) => trademarksImported(sql) },
  { name: 'dataforseo', label: 'DataForSEO', kind: 'KEYWORDS', settings: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'], howToEnable: 'set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD', configured: allSet('DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD') },
  { name: 'wikimedia', label: 'Wikipedia pageviews', kind: 'INTEREST', settings: ['WIKIPEDIA_TRENDS'], howToEnable: 'set WIKIPEDIA_TRENDS=on (the default)', configured: (config) => setting(config, 'WIKIPEDIA_TRENDS') !== 'off' },
  { name: 'rdap', label: 'RDAP (domain registries)', kind: 'DOMAINS', settings: ['DOMAIN_CHECK'], howToEnable: 'set DOMAIN_CHECK=online (the default)', configured: (config) => config.DOMAIN_CHECK !== 'offline' },
  { name: 'openai', label: 'OpenAI', kind: 'AI', settings: ['OPENAI_API_KEY'], howToEnable: 'set OPENAI_API_KEY', configured: allSet('OPENAI_API_KEY'), activity: aiActivity },
];

export async function researchSourceStatuses(config: AppConfig, sql: Sql): Promise<ResearchSourceStatus[]> {
  const activity = await evidenceStore.activity(sql);
  return Promise.all(
    RESEARCH_SOURCES.map(async (source) => {
      const seen = source.activity ? await source.activity(sql) : activity.get(source.name);
      return {
        name: source.name,
        label: source.label,
        kind: source.kind,
        configured: await source.configured(config, sql),
        settings: source.settings,
        howToEnable: source.howToEnable,
        lastSuccessAt: seen?.lastSuccessAt ?? null,
        lastErrorAt: seen?.lastErrorAt ?? null,
        lastError: seen?.lastError ?? null,
      };
    }),
  );
}

/** Whether a USPTO case-file import finished with rows (the table may not exist on a database the import never touched). */
async function trademarksImported(sql: Sql): Promise<boolean> {
  const { rows: tables } = await sql.query<{ present: boolean }>(`select to_regclass('trademark_imports') is not null as present`);
  if (!tables[0]?.present) return false;
  const { rows } = await sql.query<{ imported: boolean }>(`select exists (select 1 from trademark_imports where finished_at is not null and error is null and rows > 0) as imported`);
  return rows[0]?.imported === true;
}

/** AI calls are metered in ai_usage rather than research_evidence: the latest of each kind, read backwards along its created_at index. */
async function aiActivity(sql: Sql): Promise<SourceActivity> {
  const { rows } = await sql.query<{ last_success_at: string | null; last_error_at: string | null; last_error: string | null }>(
    `select (select created_at from ai_usage where success order by created_at desc limit 1) as last_success_at,
            failure.created_at as last_error_at, failure.error as last_error
       from (select 1) one
       left join lateral (select created_at, error from ai_usage where not success order by created_at desc limit 1) failure on true`,
  );
  const row = rows[0];
  return {
    provider: 'openai',
    lastSuccessAt: row?.last_success_at ? new Date(row.last_success_at) : null,
    lastErrorAt: row?.last_error_at ? new Date(row.last_error_at) : null,
    lastError: row?.last_error ?? null,
  };
}
