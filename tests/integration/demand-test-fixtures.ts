/** Shared set-up for the demand test's files: visitors, the plain form, published sites and the stored score. */
import { expect } from 'vitest';
import type { SignedUpUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import type { TestServer } from '../support/test-server.js';
import { createProject, DESIGN } from './websites-fixtures.js';

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Headless Chrome as it names itself: isbot calls it a bot, so its page views are not counted. */
export const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
export const DEMAND_FIELDS = `visits uniqueVisitors signups confirmedSignups unconfirmedSignups countedSignups conversionRate minVisitors emailConfirmation
  wouldPay { answers median low high } byDay { day visitors signups confirmed counted } bySource { source visitors signups confirmed counted }
  shareLinks { source url } signupList { id email confirmed counted wouldPay useCase utmSource }`;

/** A visitor: its own "IP" (X-Forwarded-For, trusted one hop) and a browser user agent. */
export function visitorHeaders(ip: string, userAgent = BROWSER): Record<string, string> {
  return { 'x-forwarded-for': ip, 'user-agent': userAgent };
}

export function postForm(client: TestClient, path: string, fields: Record<string, string>, ip: string, userAgent = BROWSER) {
  return client.request('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { ...visitorHeaders(ip, userAgent), 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
  });
}

export async function publishedSite(
  server: TestServer,
  owner: SignedUpUser,
  name: string,
): Promise<{ projectId: string; websiteId: string; slug: string }> {
  const project = await createProject(server, owner.id, { name });
  const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: name });
  expect(generated.status).toBe(200);
  expect((await owner.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(200);
  return { projectId: project.id, websiteId: generated.body.id, slug: generated.body.slug };
}

export async function demandTest(client: TestClient, projectId: string) {
  return client.graphql(`query($id: ID!) { demandTest(projectId: $id) { ${DEMAND_FIELDS} } }`, { id: projectId });
}

/** A finished research run with a score, so the demand test has a Market Opportunity to change. */
export async function completeWithScore(server: TestServer, projectId: string): Promise<void> {
  const entry = (score: number) => ({ score, reason: 'seeded', basis: 'UNKNOWN', evidence: [] });
  const breakdown = {
    marketOpportunity: entry(12),
    competitionLevel: entry(10),
    domainAvailability: entry(5),
    keywordOpportunity: entry(7),
    legalRisk: entry(5),
    businessViability: entry(10),
  };
  const assessment = { confidence: 0, measuredPoints: 0, sample: false, labelCap: null };
  await server.application.services.database.sql.query(
    `update projects set status = 'complete', score = null, score_breakdown = $2::jsonb, score_assessment = $3::jsonb where id = $1`,
    [projectId, JSON.stringify(breakdown), JSON.stringify(assessment)],
  );
}

export interface StoredMarketPart {
  reason: string;
  basis: string;
  score: number;
  evidence: Array<{ label: string; url: string | null }>;
}

export async function marketPart(server: TestServer, projectId: string): Promise<StoredMarketPart> {
  const { rows } = await server.application.services.database.sql.query<{ entry: StoredMarketPart }>(
    `select score_breakdown->'marketOpportunity' as entry from projects where id = $1`,
    [projectId],
  );
  return rows[0]!.entry;
}
