import { Migration } from '@mikro-orm/migrations';

/**
 * Every API process keeps recently validated sessions in memory (auth/session-cache.ts). These
 * triggers NOTIFY `auth_changed` whenever a session row is updated or deleted, or a user row is
 * updated or deleted, by any process or SQL client, so every replica drops what changed.
 */
export class Migration20261124071000_AuthChangeNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_session_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('auth_changed', json_build_object('sessionId', old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "sessions_notify_changed" after update or delete on "sessions" for each row execute function "notify_session_changed"();`);
    this.addSql(`create function "notify_user_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('auth_changed', json_build_object('userId', old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "users_notify_changed" after update or delete on "users" for each row execute function "notify_user_changed"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "users_notify_changed" on "users";`);
    this.addSql(`drop function if exists "notify_user_changed"();`);
    this.addSql(`drop trigger if exists "sessions_notify_changed" on "sessions";`);
    this.addSql(`drop function if exists "notify_session_changed"();`);
  }
}
