import type { Sql } from '../../jobs/sql.js';
import type { SourcePacing } from '../sources/registry.js';

/** Kept between two requests on top of the documented spacing: clocks and networks jitter. */
const SPACING_MARGIN = 1.05;
const SPACING_MARGIN_MS = 50;

/**
 * The even spacing that keeps at most `requests` in any window of `windowMs` while `burst` may go at
 * once (GCRA: after a burst of b, one request every window / (requests - b + 1)).
 */
export function spacingMs(pacing: SourcePacing): { emissionMs: number; toleranceMs: number } {
  const burst = Math.max(1, Math.min(pacing.burst, Math.floor(pacing.requests)));
  const emissionMs = (pacing.windowMs / Math.max(1, pacing.requests - burst + 1)) * SPACING_MARGIN + SPACING_MARGIN_MS;
  return { emissionMs, toleranceMs: (burst - 1) * emissionMs };
}

/**
 * Reserves the provider's next request slot, shared by every replica and worker through one row of
 * research_source_pacing (one statement, the row lock orders concurrent callers), and returns how
 * long to wait for it (0: go now).
 */
export async function reserveSlot(sql: Sql, provider: string, pacing: SourcePacing): Promise<number> {
  const { emissionMs, toleranceMs } = spacingMs(pacing);
  const { rows } = await sql.query<{ wait_ms: number | string }>(
    `insert into research_source_pacing as pacing (provider, theoretical_arrival)
     values ($1, clock_timestamp() + $2::float8 * interval '1 millisecond')
     on conflict (provider) do update
       set theoretical_arrival = greatest(pacing.theoretical_arrival, clock_timestamp()) + $2::float8 * interval '1 millisecond'
     returning greatest(0, extract(epoch from (pacing.theoretical_arrival - ($2::float8 + $3::float8) * interval '1 millisecond' - clock_timestamp())) * 1000)::float8 as wait_ms`,
    [provider, emissionMs, toleranceMs],
  );
  return Number(rows[0]?.wait_ms ?? 0);
}

/** After a 429: no replica sends to the provider again before `waitMs` from now (its Retry-After or reset header). */
export async function holdProvider(sql: Sql, provider: string, pacing: SourcePacing | null, waitMs: number): Promise<void> {
  const toleranceMs = pacing ? spacingMs(pacing).toleranceMs : 0;
  await sql.query(
    `insert into research_source_pacing as pacing (provider, theoretical_arrival)
     values ($1, clock_timestamp() + ($2::float8 + $3::float8) * interval '1 millisecond')
     on conflict (provider) do update
       set theoretical_arrival = greatest(pacing.theoretical_arrival, clock_timestamp() + ($2::float8 + $3::float8) * interval '1 millisecond')`,
    [provider, waitMs, toleranceMs],
  );
}
