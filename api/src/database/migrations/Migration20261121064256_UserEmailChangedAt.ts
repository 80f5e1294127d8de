import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064256_UserEmailChangedAt extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_changed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "email_changed_at";`);
  }

}
