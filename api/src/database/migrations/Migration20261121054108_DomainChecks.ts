import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054108_DomainChecks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "domain_checks" ("domain" text not null, "available" boolean not null, "source" text not null, "checked_at" timestamptz not null, constraint "domain_checks_pkey" primary key ("domain"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "domain_checks" cascade;`);
  }

}
