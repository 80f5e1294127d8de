import { Migration } from '@mikro-orm/migrations';

/**
 * The USPTO trademark case files (knockout search) and the log of their imports. Both tables are
 * written with raw SQL by research/trademarks (no entities; orm.ts skips them in the schema diff).
 * pg_trgm (similar marks) and fuzzystrmatch (sounds-alike marks) are created only where the server
 * ships them; without them the table still exists, the import refuses with a clear error and the
 * search reports trademarks as unavailable.
 */
export class Migration20261124041800_UsptoTrademarks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'fuzzystrmatch') then
    create extension if not exists fuzzystrmatch;
  end if;
end
$$;`);
    this.addSql(`create table "uspto_trademarks" ("serial_number" text not null, "registration_number" text null, "mark_text" text null, "mark_normalized" text not null default '', "mark_compact" text not null default '', "live" boolean not null, "status_code" text null, "filing_date" date null, "registration_date" date null, "owner_name" text null, "transaction_date" date null, "international_classes" int[] not null default '{}', "updated_at" timestamptz not null default now(), constraint "uspto_trademarks_pkey" primary key ("serial_number"));`);
    this.addSql(`create index "uspto_trademarks_mark_compact_index" on "uspto_trademarks" ("mark_compact");`);
    this.addSql(`create index "uspto_trademarks_international_classes_index" on "uspto_trademarks" using gin ("international_classes");`);
    // The indexes that need an extension's operator class or function exist only where it was created.
    this.addSql(`do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index "uspto_trademarks_mark_trigram_index" on "uspto_trademarks" using gin ("mark_normalized" gin_trgm_ops)';
  end if;
  if exists (select 1 from pg_extension where extname = 'fuzzystrmatch') then
    execute 'create index "uspto_trademarks_mark_sound_index" on "uspto_trademarks" (dmetaphone("mark_compact"))';
  end if;
end
$$;`);
    this.addSql(`create table "trademark_imports" ("id" bigserial not null, "source" text not null, "rows" bigint not null default 0, "bytes_read" bigint not null default 0, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "rows_per_second" double precision null, "error" text null, constraint "trademark_imports_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trademark_imports" cascade;`);
    this.addSql(`drop table if exists "uspto_trademarks" cascade;`);
  }

}
