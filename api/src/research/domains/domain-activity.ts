import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * RDAP lookups do not go through the source client, so a domain check records the registries' last
 * answer and last failure in research_source_status itself: the Research sources card then says
 * what the lookups got (a batch with no answer at all is a failure), never "not used yet" after them.
 */
export async function recordDomainActivity(orm: MikroORM, lookups: number, answered: number): Promise<void> {
  if (lookups === 0) return;
  const error = answered === 0 ? `no answer from RDAP or DNS for ${lookups} lookup${lookups === 1 ? '' : 's'}` : null;
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into research_source_status as status (provider, last_success_at, last_error_at, last_error, last_status)
       values ('rdap', case when ?::text is null then now() end, case when ?::text is not null then now() end, ?::text, null)
       on conflict (provider) do update set
         last_success_at = coalesce(excluded.last_success_at, status.last_success_at),
         last_error_at = coalesce(excluded.last_error_at, status.last_error_at),
         last_error = coalesce(excluded.last_error, status.last_error)`,
      [error, error, error],
    );
}
