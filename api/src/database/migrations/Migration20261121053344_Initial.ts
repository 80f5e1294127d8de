import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053344_Initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "login_attempts" ("id" bigserial primary key, "email" text not null, "ip_address" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempts_email_created_at_index" on "login_attempts" ("email", "created_at");`);
    this.addSql(`create index "login_attempts_ip_address_created_at_index" on "login_attempts" ("ip_address", "created_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "email" text not null, "password_hash" text null, "first_name" text not null, "last_name" text not null, "company" text null, "bio" text null, "profile_image_url" text null, "plan" text not null default 'free', "role" text not null default 'user', "google_subject" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");`);

    this.addSql(`create table "sessions" ("id" text not null, "user_id" uuid not null, "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "login_attempts" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);
  }

}
