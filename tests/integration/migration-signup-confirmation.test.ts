/**
 * Migration20261127120000_SignupConfirmationRequired over signups stored before it: each is taken as asked to
 * confirm by email (only a confirmed one counts, as before), and later inserts must say how their signup was made.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { upgradedOver } from './migration-support.js';
import { queryDatabase } from './research-support.js';

const BEFORE = 'Migration20261127110100_SearchProvenance';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('website_signups.confirmation_required', () => {
  it('is true for the signups stored before it, with no default for new ones', async () => {
    // Two signups as the previous code stored them; the site's rows do not matter to this column.
    const database = await upgradedOver(
      BEFORE,
      'signups',
      `set session_replication_role = replica;
       insert into website_signups (id, website_id, email, token_hash, confirmed_at) values
         ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000aa', 'confirmed@example.com', '\\x00', now()),
         ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000aa', 'waiting@example.com', '\\x00', null);`,
    );
    cleanups.push(database.drop);
    const rows = await queryDatabase<{ email: string; confirmation_required: boolean }>(
      database.url,
      `select email, confirmation_required from website_signups order by email`,
    );
    expect(rows).toEqual([
      { email: 'confirmed@example.com', confirmation_required: true },
      { email: 'waiting@example.com', confirmation_required: true },
    ]);
    const [column] = await queryDatabase<{ is_nullable: string; column_default: string | null }>(
      database.url,
      `select is_nullable, column_default from information_schema.columns
       where table_name = 'website_signups' and column_name = 'confirmation_required'`,
    );
    expect(column).toEqual({ is_nullable: 'NO', column_default: null });
  });
});
