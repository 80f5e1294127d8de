import { Migration } from '@mikro-orm/migrations';

/** Keyset pages of a user's projects, newest first: (owner_id, created_at, id) scanned backwards (covers the old index's uses). */
export class Migration20261124043101_ProjectsKeysetIndex extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "projects_owner_id_created_at_id_index" on "projects" ("owner_id", "created_at", "id");`);
    this.addSql(`drop index "projects_owner_id_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "projects_owner_id_created_at_index" on "projects" ("owner_id", "created_at");`);
    this.addSql(`drop index "projects_owner_id_created_at_id_index";`);
  }

}
