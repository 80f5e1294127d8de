import { Migration } from '@mikro-orm/migrations';

/**
 * graphql-ws connections end with their session: websocket_connections (the per-user connection
 * limit, across replicas), session_usage_windows (per-session operation rate limit), and triggers
 * that NOTIFY `session_ended` whenever a session row is deleted (logout, email change, expiry
 * clean-up, account deletion) or an API token is revoked, so every API process closes its sockets.
 */
export class Migration20261124041816_WebsocketSessions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "session_usage_windows" ("session_id" text not null, "window_start" timestamptz not null, "count" int not null, constraint "session_usage_windows_pkey" primary key ("session_id", "window_start"));`);

    this.addSql(`create table "websocket_connections" ("id" uuid not null, "user_id" uuid not null, "session_id" text null, "api_token_id" uuid null, "opened_at" timestamptz not null, "seen_at" timestamptz not null, constraint "websocket_connections_pkey" primary key ("id"));`);
    this.addSql(`create index "websocket_connections_user_id_seen_at_index" on "websocket_connections" ("user_id", "seen_at");`);

    this.addSql(`alter table "session_usage_windows" add constraint "session_usage_windows_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "websocket_connections" add constraint "websocket_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "websocket_connections" add constraint "websocket_connections_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "websocket_connections" add constraint "websocket_connections_api_token_id_foreign" foreign key ("api_token_id") references "api_tokens" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function "notify_session_ended"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_ended', json_build_object('sessionId', old.id)::text);
        return old;
      end $$;`);
    this.addSql(`create trigger "sessions_notify_ended" after delete on "sessions" for each row execute function "notify_session_ended"();`);
    this.addSql(`create function "notify_api_token_ended"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (old.revoked_at is null and new.revoked_at is not null) then
          perform pg_notify('session_ended', json_build_object('apiTokenId', old.id)::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "api_tokens_notify_ended" after update of "revoked_at" or delete on "api_tokens" for each row execute function "notify_api_token_ended"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "api_tokens_notify_ended" on "api_tokens";`);
    this.addSql(`drop function if exists "notify_api_token_ended"();`);
    this.addSql(`drop trigger if exists "sessions_notify_ended" on "sessions";`);
    this.addSql(`drop function if exists "notify_session_ended"();`);
    this.addSql(`drop table if exists "websocket_connections" cascade;`);
    this.addSql(`drop table if exists "session_usage_windows" cascade;`);
  }

}
