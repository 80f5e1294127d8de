import type { AppConfig } from '../../config/config.js';
import type { Sql } from '../../jobs/sql.js';
import type { SourceActivity } from '../evidence/evidence-store.js';
import { RESEARCH_SOURCES, type ResearchSourceKind } from './registry.js';

export type { ResearchSourceKind };

/** A research source as Settings and the admin page show it: configured or not, and when it last answered or failed. */
export interface ResearchSourceStatus {
  /** The provider name its evidence rows and items carry (searxng, epo, …). */
  name: string;
  label: string;
  kind: ResearchSourceKind;
  configured: boolean;
  /** The settings that turn it on (README "Research sources"); empty for anyone but an admin. */
  settings: string[];
  /** What to do to turn it on, in words: "set TAVILY_API_KEY", "run pnpm trademarks:import"; for anyone but an admin, who can. */
  howToEnable: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

/** Every source of registry.ts with its last success and error: one read of research_source_status (a row per provider). */
export async function researchSourceStatuses(config: AppConfig, sql: Sql): Promise<ResearchSourceStatus[]> {
  const activity = await sourceActivity(sql);
  return Promise.all(
    RESEARCH_SOURCES.map(async (source) => {
      const seen = source.name === 'openai' ? await aiActivity(sql) : activity.get(source.name);
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

/** The status rows the source client keeps per provider (no scan of research_evidence). */
async function sourceActivity(sql: Sql): Promise<Map<string, SourceActivity>> {
  const { rows } = await sql.query<{
    provider: string;
    last_success_at: string | Date | null;
    last_error_at: string | Date | null;
    last_error: string | null;
  }>(`select provider, last_success_at, last_error_at, last_error from research_source_status`);
  return new Map(
    rows.map((row) => [
      row.provider,
      {
        provider: row.provider,
        lastSuccessAt: row.last_success_at ? new Date(row.last_success_at) : null,
        lastErrorAt: row.last_error_at ? new Date(row.last_error_at) : null,
        lastError: row.last_error,
      },
    ]),
  );
}

/** AI calls are metered in ai_usage rather than by the source client: the latest of each kind, read backwards along its created_at index. */
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
