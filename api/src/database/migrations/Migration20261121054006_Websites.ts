import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054006_Websites extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "websites" ("id" uuid not null, "project_id" uuid not null, "slug" text not null, "title" text not null, "is_published" boolean not null default false, "published_at" timestamptz null, "metadata" jsonb not null, "copy" jsonb not null, "source_fingerprint" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "websites_pkey" primary key ("id"));`);
    this.addSql(`alter table "websites" add constraint "websites_project_id_unique" unique ("project_id");`);
    this.addSql(`alter table "websites" add constraint "websites_slug_unique" unique ("slug");`);

    this.addSql(`alter table "websites" add constraint "websites_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "websites" cascade;`);
  }

}
