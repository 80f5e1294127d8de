import type { Sql } from '../jobs/sql.js';
import { NO_KEYWORD_IDEAS_REASON } from './intelligence/stages/keywords-stage.js';

/** The Analytics screen's figures, from what the user's research really found (no fixed figures). */
export interface ResearchAnalytics {
  /** Mean wall-clock time of the user's completed research runs, in seconds; null before the first. */
  averageResearchSeconds: number | null;
  /** AVAILABLE domains a registry said are free in the current runs (UNKNOWN, DNS-only estimates and sample guesses do not count). */
  availableDomains: number;
  /** Domains a registry or DNS records answered for (MEASURED: AVAILABLE or REGISTERED); 0 means none was checked. */
  checkedDomains: number;
  /** Competitors and keywords a real source answered for (MEASURED); a model's guesses and sample data do not count. */
  competitors: number;
  keywords: number;
  /**
   * Projects whose competitors or keywords a source answered for (a web search that answered, a keyword source that
   * answered), even with none found; 0 means none was measured, so 0 competitors or keywords is not a measured 0.
   */
  measuredCompetitorSections: number;
  measuredKeywordSections: number;
  thisMonth: number;
  lastMonth: number;
  /** Facts in the current results (items some source answered for: not UNKNOWN), and how many of them were MEASURED. */
  facts: number;
  measuredFacts: number;
  sampleFacts: number;
  /** Items asked about that no source answered (basis UNKNOWN): not facts. */
  unansweredLookups: number;
}

/**
 * One query over the user's projects, their current runs and sections. A fact is an item of a
 * domain, competitor, keyword, trademark or patent list that a source answered for; its basis is the item's
 * own, and an UNKNOWN item (asked, no answer) is counted as an unanswered lookup instead.
 */
export async function researchAnalytics(sql: Sql, userId: string, timeZone: string): Promise<ResearchAnalytics> {
  const { rows } = await sql.query<{
    average_seconds: string | null;
    available_domains: number;
    checked_domains: number;
    competitors: number;
    keywords: number;
    measured_competitor_sections: number;
    measured_keyword_sections: number;
    this_month: number;
    last_month: number;
    facts: number;
    measured_facts: number;
    sample_facts: number;
    unanswered_lookups: number;
  }>(
    `with mine as (
       select id, current_run_id, created_at from projects where owner_id = $1
     ), months as (
       select date_trunc('month', now() at time zone $2) at time zone $2 as this_start,
              (date_trunc('month', now() at time zone $2) - interval '1 month') at time zone $2 as last_start
     ), sections as (
       select s.section, s.source, s.basis, s.fallback_reason, s.data
         from mine p
         join research_sections s on s.project_id = p.id and s.run_id = p.current_run_id and s.status = 'complete'
     ), items as (
       select s.section, item
         from sections s
         cross join lateral jsonb_array_elements(
           case when s.section = 'legal' then coalesce(s.data->'trademarks', '[]'::jsonb) || coalesce(s.data->'patents', '[]'::jsonb)
                when jsonb_typeof(s.data) = 'array' then s.data else '[]'::jsonb end) as item
     )
     select
       (select avg(extract(epoch from r.finished_at - r.created_at))
          from research_runs r join mine p on r.id = p.current_run_id where r.status = 'complete' and r.finished_at is not null) as average_seconds,
       (select count(*) from items where section = 'domains' and item->>'basis' = 'MEASURED' and item->>'status' = 'AVAILABLE')::int as available_domains,
       (select count(*) from items where section = 'domains' and item->>'basis' = 'MEASURED' and item->>'status' in ('AVAILABLE', 'REGISTERED'))::int as checked_domains,
       (select count(*) from items where section = 'competitors' and item->>'basis' = 'MEASURED')::int as competitors,
       (select count(*) from items where section = 'keywords' and item->>'basis' = 'MEASURED')::int as keywords,
       (select count(*) from sections where section = 'competitors' and basis = 'MEASURED')::int as measured_competitor_sections,
       (select count(*) from sections where section = 'keywords'
          and (basis = 'MEASURED' or (source = 'dataforseo' and fallback_reason = $3)))::int as measured_keyword_sections,
       (select count(*) from mine, months where created_at >= this_start)::int as this_month,
       (select count(*) from mine, months where created_at >= last_start and created_at < this_start)::int as last_month,
       (select count(*) from items where coalesce(item->>'basis', 'UNKNOWN') <> 'UNKNOWN')::int as facts,
       (select count(*) from items where item->>'basis' = 'MEASURED')::int as measured_facts,
       (select count(*) from items where item->>'basis' = 'SAMPLE')::int as sample_facts,
       (select count(*) from items where coalesce(item->>'basis', 'UNKNOWN') = 'UNKNOWN')::int as unanswered_lookups`,
    [userId, timeZone, NO_KEYWORD_IDEAS_REASON],
  );
  const row = rows[0]!;
  return {
    averageResearchSeconds: row.average_seconds === null ? null : Math.round(Number(row.average_seconds)),
    availableDomains: row.available_domains,
    checkedDomains: row.checked_domains,
    competitors: row.competitors,
    keywords: row.keywords,
    measuredCompetitorSections: row.measured_competitor_sections,
    measuredKeywordSections: row.measured_keyword_sections,
    thisMonth: row.this_month,
    lastMonth: row.last_month,
    facts: row.facts,
    measuredFacts: row.measured_facts,
    sampleFacts: row.sample_facts,
    unansweredLookups: row.unanswered_lookups,
  };
}
