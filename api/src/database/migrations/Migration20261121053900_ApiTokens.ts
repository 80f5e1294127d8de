import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053900_ApiTokens extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "api_tokens" ("id" uuid not null, "owner_id" uuid not null, "name" text not null, "token_hash" text not null, "prefix" text not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"));`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_tokens_owner_id_created_at_index" on "api_tokens" ("owner_id", "created_at");`);

    this.addSql(`create table "api_token_usage_windows" ("token_id" uuid not null, "window_start" timestamptz not null, "count" int not null, constraint "api_token_usage_windows_pkey" primary key ("token_id", "window_start"));`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_token_usage_windows" add constraint "api_token_usage_windows_token_id_foreign" foreign key ("token_id") references "api_tokens" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_token_usage_windows" drop constraint "api_token_usage_windows_token_id_foreign";`);

    this.addSql(`drop table if exists "api_tokens" cascade;`);

    this.addSql(`drop table if exists "api_token_usage_windows" cascade;`);
  }

}
