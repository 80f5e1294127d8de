import type { Sql } from '../../jobs/sql.js';

export interface EvidenceView {
  id: string;
  provider: string;
  method: string;
  url: string;
  requestBody: string | null;
  status: number | null;
  durationMs: number;
  responseBody: string | null;
  responseTruncated: boolean;
  error: string | null;
  reusedFromId: string | null;
  createdAt: Date;
}

export interface SourceActivity {
  provider: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

interface EvidenceRow {
  id: string;
  provider: string;
  method: string;
  url: string;
  request_body: string | null;
  status: number | null;
  duration_ms: number;
  response_body: string | null;
  response_truncated: boolean;
  error: string | null;
  reused_from_id: string | null;
  created_at: string | Date;
}

/** Reading research_evidence: a run's calls (for the owner and the export) and each source's last success and error. */
export const evidenceStore = {
  async forRun(sql: Sql, runId: string): Promise<EvidenceView[]> {
    const { rows } = await sql.query<EvidenceRow>(
      `select id, provider, method, url, request_body, status, duration_ms, response_body, response_truncated, error, reused_from_id, created_at
         from research_evidence where run_id = $1 order by created_at, id`,
      [runId],
    );
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      method: row.method,
      url: row.url,
      requestBody: row.request_body,
      status: row.status,
      durationMs: row.duration_ms,
      responseBody: row.response_body,
      responseTruncated: row.response_truncated,
      error: row.error,
      reusedFromId: row.reused_from_id,
      createdAt: new Date(row.created_at),
    }));
  },

  /** Per provider: when it last answered and when it last failed (and why), from the evidence itself. */
  async activity(sql: Sql): Promise<Map<string, SourceActivity>> {
    const { rows } = await sql.query<{ provider: string; last_success_at: string | null; last_error_at: string | null; last_error: string | null }>(
      `select provider,
              max(created_at) filter (where status between 200 and 299) as last_success_at,
              max(created_at) filter (where error is not null) as last_error_at,
              (array_agg(error order by created_at desc) filter (where error is not null))[1] as last_error
         from research_evidence
        where created_at > now() - interval '30 days'
        group by provider`,
    );
    return new Map(
      rows.map((row) => [
        row.provider,
        {
          provider: row.provider,
          lastSuccessAt: row.last_success_at ? new Date(row.last_success_at) : null,
          lastErrorAt: row.last_error_at ? new Date(row.last_error_at) : null,
          lastError: row.last_error,
        },
      ]),
    );
  },
};
