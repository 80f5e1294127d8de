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

/** Reading research_evidence: a run's calls (for the owner and the export). */
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
};
