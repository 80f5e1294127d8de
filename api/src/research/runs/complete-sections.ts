import { prepared, type Sql } from '../../jobs/sql.js';
import type { Basis, DataSourceName, SectionDetails, SectionName } from '../research.types.js';
import { RESEARCH_PROGRESS_CHANNEL, progressPayloadSql } from './progress-notice.js';

export interface SectionCompletion {
  target: { projectId: string; runId: string; section: SectionName };
  result: {
    data: unknown;
    source: DataSourceName;
    basis: Basis;
    fallbackReason: string | null;
    details: SectionDetails | null;
    step: number;
  };
}

const COMPLETE_SECTIONS = prepared(
  'research-complete-sections',
  `with input as (
     -- The same section twice (a run redelivered while still running here): the first counts, as it would one by one.
     select distinct on (project_id, run_id, section) *
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::int[], $7::text[], $8::text[], $9::jsonb[])
         with ordinality as i(project_id, run_id, section, source, data, step, basis, fallback_reason, details, position)
      order by project_id, run_id, section, position
   ), current_run as (
     select p.id, p.current_step from projects p
     where exists (select 1 from input i where i.project_id = p.id and i.run_id = p.current_run_id)
     order by p.id for no key update
   ), saved as (
     update research_sections s set status = 'complete', source = i.source, data = i.data, error = null,
       basis = i.basis, fallback_reason = i.fallback_reason, details = i.details, finished_at = now(), updated_at = now()
     from input i join current_run c on c.id = i.project_id
     where s.project_id = i.project_id and s.run_id = i.run_id and s.section = i.section and s.status in ('pending', 'running')
     returning i.position, i.project_id, i.section, i.step
   ), stepped as (
     update projects p set current_step = greatest(p.current_step, raised.step), updated_at = now()
     from (select project_id, max(step) as step from saved group by project_id) raised
     where p.id = raised.project_id
     returning p.id, p.current_run_id, p.status
   ), announced as materialized (
     select saved.position, saved.section, stepped.id, stepped.current_run_id, stepped.status,
       greatest(c.current_step, max(saved.step) over (partition by saved.project_id order by saved.position)) as current_step
     from saved join stepped on stepped.id = saved.project_id join current_run c on c.id = saved.project_id
     order by saved.position
   )
   select position, pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('announced', { column: 'announced.section' }, 'finished')})
   from announced`,
);

/**
 * Saves finished sections of any runs in one statement (the pipeline gathers those finishing together),
 * each exactly as a statement of its own would: only while its run is current and the section
 * unfinished, the project's step raised, and a FINISHED notice per section, in the order given, whose
 * step is the one the sections so far left (as if written one after another). Project rows are locked
 * first, in id order, like a single edit or delete locks its project before its sections, so no two
 * writers can deadlock. Answers per section whether it was saved.
 */
export async function completeSections(sql: Sql, completions: SectionCompletion[]): Promise<boolean[]> {
  const { rows } = await sql.query<{ position: string }>(COMPLETE_SECTIONS, [
    completions.map(({ target }) => target.projectId),
    completions.map(({ target }) => target.runId),
    completions.map(({ target }) => target.section),
    completions.map(({ result }) => result.source),
    completions.map(({ result }) => JSON.stringify(result.data)),
    completions.map(({ result }) => result.step),
    completions.map(({ result }) => result.basis),
    completions.map(({ result }) => result.fallbackReason),
    completions.map(({ result }) => (result.details ? JSON.stringify(result.details) : null)),
  ]);
  const saved = new Set(rows.map((row) => Number(row.position)));
  return completions.map((_, index) => saved.has(index + 1));
}
