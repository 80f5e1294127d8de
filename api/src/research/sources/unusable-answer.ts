import type { Sql } from '../../jobs/sql.js';
import { SourceUnavailableError, type SourceResponse } from '../evidence/source-client.js';

/**
 * A 2xx answer the adapter could not use (DataForSEO reports task errors inside a 200; a body that
 * is not the documented shape): its evidence row records why, and it is never reused for the same
 * request, nor is the earlier answer it reused (a topped-up balance or a recovered service answers
 * again at once, not a day later).
 */
export async function markUnusable(sql: Sql, answer: Pick<SourceResponse, 'evidenceId'>, reason: string): Promise<void> {
  if (!answer.evidenceId) return;
  await sql.query(
    `update research_evidence set error = coalesce(error, $2), request_key = request_key || ':not-reusable'
      where id in ($1, (select reused_from_id from research_evidence where id = $1)) and request_key not like '%:not-reusable'`,
    [answer.evidenceId, reason.slice(0, 1000)],
  );
}

/**
 * Reads a 2xx answer with `parse`; when the body is not what the source documents (or says the task
 * failed), marks its evidence unusable and throws SourceUnavailableError with `what` and the reason.
 */
export async function readAnswer<Result>(
  sql: Sql,
  provider: string,
  answer: SourceResponse,
  what: string,
  parse: (json: unknown) => Result,
): Promise<Result> {
  try {
    return parse(answer.json());
  } catch (error) {
    const reason = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    await markUnusable(sql, answer, reason);
    throw new SourceUnavailableError(provider, reason, answer.status);
  }
}
