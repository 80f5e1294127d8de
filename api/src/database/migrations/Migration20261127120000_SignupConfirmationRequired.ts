import { Migration } from '@mikro-orm/migrations';

/**
 * website_signups.confirmation_required: whether the signup was asked to confirm by email, set when it is
 * made (true when a confirmation email is sent). A signup counts when it is confirmed or was never asked to
 * confirm, so the count follows how each signup was made, not whether the process reading it has SMTP_URL.
 * Existing rows are taken as asked to confirm: only confirmed ones count, as before this column.
 */
export class Migration20261127120000_SignupConfirmationRequired extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "website_signups" add column "confirmation_required" boolean not null default true;`);
    // The default is for the rows above only: every insert says how its signup was made.
    this.addSql(`alter table "website_signups" alter column "confirmation_required" drop default;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "website_signups" drop column if exists "confirmation_required";`);
  }
}
