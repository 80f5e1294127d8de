import { Migration } from '@mikro-orm/migrations';

/**
 * One of a user's RESEARCH_RUNS_PER_USER research slots, held by every worker process alike:
 * research_runs.stage_slot_at is set while the run's stages and score go (null before and after), and the
 * function research_take_stage_slot decides who may take one. It takes the user's advisory lock
 * first, so its queries (each with a fresh snapshot, the function being volatile) see every slot
 * taken before it: two processes never both take the last slot. A slot whose worker stopped
 * heartbeating does not count, so a killed worker's slots come back by themselves.
 */
export class Migration20261127100000_ResearchStageSlots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "research_runs" add column if not exists "stage_slot_at" timestamptz null;`);
    this.addSql(
      `create index "research_runs_stage_slot_at_index" on "research_runs" ("stage_slot_at") where "stage_slot_at" is not null;`,
    );
    // 'taken', 'wait' (the user's slots are all held, or older runs of theirs wait first) or 'gone' (not this worker's run).
    this.addSql(`create function "research_take_stage_slot"(run uuid, worker text, per_user int, stale_seconds int)
      returns text language plpgsql volatile as $$
      declare
        owner uuid;
        created timestamptz;
        held int;
      begin
        select p.owner_id, r.created_at into owner, created
          from research_runs r join projects p on p.id = r.project_id
          where r.id = run and r.status = 'running' and r.worker_id = worker;
        if not found then
          return 'gone';
        end if;
        -- one user's slots are decided one at a time, across processes, until this statement commits
        perform pg_advisory_xact_lock(hashtextextended('research-stage-slots:' || owner::text, 0));
        -- alone (no other user has a run queued or running), a user may use every worker slot
        if exists (
          select 1 from research_runs r join projects p on p.id = r.project_id
          where r.status in ('queued', 'running') and p.owner_id <> owner
        ) then
          -- the user's slots held by live workers, and their older runs waiting for one (they go first)
          select count(*) into held
            from research_runs r join projects p on p.id = r.project_id
            where p.owner_id = owner and r.id <> run
              and r.heartbeat_at >= now() - make_interval(secs => stale_seconds)
              and (r.stage_slot_at is not null or (
                r.status = 'running' and (r.created_at, r.id) < (created, run)
                and exists (select 1 from research_sections s
                  where s.project_id = r.project_id and s.run_id = r.id and s.status in ('pending', 'running'))));
          if held >= per_user then
            return 'wait';
          end if;
        end if;
        update research_runs set stage_slot_at = clock_timestamp()
          where id = run and status = 'running' and worker_id = worker;
        return case when found then 'taken' else 'gone' end;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "research_take_stage_slot"(uuid, text, int, int);`);
    this.addSql(`drop index if exists "research_runs_stage_slot_at_index";`);
    this.addSql(`alter table "research_runs" drop column if exists "stage_slot_at";`);
  }
}
