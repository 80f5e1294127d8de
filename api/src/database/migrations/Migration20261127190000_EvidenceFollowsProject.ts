import { Migration } from '@mikro-orm/migrations';

/**
 * research_evidence follows its project: the rows hold the idea's words (in request URLs and bodies) and the
 * sources' raw answers, so deleting a project (or the account, whose projects go with it) deletes them.
 * Rows of projects already deleted are removed first; a row written for a project deleted meanwhile (a
 * research still running) is then refused by the key, and the source client takes that as "the project is gone".
 * Rows of no project (calls made for nobody in particular) stay.
 */
export class Migration20261127190000_EvidenceFollowsProject extends Migration {
  override async up(): Promise<void> {
    // The key first (not yet checked against old rows), so no orphan can be written between the clean-up and the
    // check by a process still running the earlier version; then the clean-up; then the check of what is left.
    this.addSql(
      `alter table "research_evidence" add constraint "research_evidence_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade not valid;`,
    );
    this.addSql(
      `delete from "research_evidence" e where e."project_id" is not null and not exists (select 1 from "projects" p where p."id" = e."project_id");`,
    );
    this.addSql(`alter table "research_evidence" validate constraint "research_evidence_project_id_foreign";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "research_evidence" drop constraint if exists "research_evidence_project_id_foreign";`);
  }
}
