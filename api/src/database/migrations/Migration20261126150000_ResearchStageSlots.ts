import { Migration } from '@mikro-orm/migrations';

/**
 * research_runs.stage_slot_at: when the run took one of its owner's RESEARCH_RUNS_PER_USER research slots (null while
 * it waits for one). A slot counts only while the run is `running` with a stage unfinished, so a run past its stages,
 * finished, deferred or reaped (its worker died) holds none; every worker process reads the same rows.
 */
export class Migration20261126150000_ResearchStageSlots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "research_runs" add column "stage_slot_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "research_runs" drop column "stage_slot_at";`);
  }
}
