/**
 * What customers read about the score and in the PDF and Excel reports: customer sentences, never a setting
 * name, command or provider error (scores stored with them by earlier versions included), and "none found"
 * only for a search that ran.
 */
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { queryDatabase } from './research-support.js';
import { createProject, writeResearchSection } from './websites-fixtures.js';

const NOW = new Date().toISOString();
/** What only an operator reads: setting names, commands, provider errors. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|ENOTFOUND|getaddrinfo|OpenAI is rate limiting|\(429\)|DOMAIN_CHECK/;

let server: TestServer;
let owner: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.stop();
});

const part = (score: number, reason: string, basis = 'UNKNOWN') => ({ score, reason, basis, evidence: [] });

/** A score as an earlier version stored it: raw setting names, a command and an OpenAI error inside the reasons. */
const EARLIER_BREAKDOWN = {
  marketOpportunity: part(12, 'No keyword data: demand unknown (neutral midpoint).'),
  competitionLevel: part(
    10,
    'Competitors not researched (no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)): competition unknown (neutral midpoint).',
  ),
  domainAvailability: part(5, 'pantrypal.com is unknown (no answer); 0 of 1 checked domain available, 0 registered, 1 unknown.'),
  keywordOpportunity: part(7, 'No keyword data: keyword opportunity unknown (neutral midpoint).'),
  legalRisk: part(5, 'Trademarks not searched (Trademark data not imported (pnpm trademarks:import)): conflicts unknown (neutral 5/10).'),
  businessViability: part(
    10,
    'Not judged (the AI judge gave no answer (OpenAI is rate limiting requests (429): Rate limit reached for gpt-4o-mini)): viability unknown (neutral midpoint).',
  ),
};

async function pdfText(projectId: string): Promise<string> {
  const response = await fetch(`${server.url}/api/projects/${projectId}/export.pdf`, { headers: { cookie: owner.client.cookieHeader() } });
  expect(response.status).toBe(200);
  const parser = new PDFParse({ data: Buffer.from(await response.arrayBuffer()) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  return text;
}

async function workbookOf(projectId: string): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${server.url}/api/projects/${projectId}/export.xlsx`, { headers: { cookie: owner.client.cookieHeader() } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

describe('customer wording of the score and the reports', () => {
  it('reads a score stored with raw reasons as customer sentences in GraphQL, REST and both reports', async () => {
    const project = await createProject(server, owner.id, { name: 'Pantry Pal' });
    await queryDatabase(server.databaseUrl, `update projects set score = null, score_breakdown = $2::jsonb where id = $1`, [
      project.id,
      JSON.stringify(EARLIER_BREAKDOWN),
    ]);

    const rest = await owner.client.get(`/api/projects/${project.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.scoreBreakdown.competitionLevel.reason).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    expect(rest.body.scoreBreakdown.legalRisk.reason).toBe(
      'Trademark search isn’t set up on this IdeaScope, so trademarks were not checked and legal risk is not scored (neutral 5/10).',
    );
    expect(rest.body.scoreBreakdown.businessViability.reason).toBe(
      'The AI service gave no usable answer this time, so business viability was not judged and this part is not scored (neutral midpoint).',
    );
    expect(JSON.stringify(rest.body.scoreBreakdown)).not.toMatch(OPERATOR);
    const graphql = await owner.client.graphql(
      `query($id: ID!) { project(id: $id) { scoreBreakdown { competitionLevel { reason } legalRisk { reason } businessViability { reason } } } }`,
      { id: project.id },
    );
    expect(graphql.errors).toBeUndefined();
    expect(JSON.stringify(graphql.data)).not.toMatch(OPERATOR);

    const text = await pdfText(project.id);
    expect(text).toContain('competitors were not searched');
    expect(text).not.toMatch(OPERATOR);
    const score = (await workbookOf(project.id)).getWorksheet('Score')!;
    const cells: string[] = [];
    score.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.join('\n')).toContain('business viability was not judged');
    expect(cells.join('\n')).not.toMatch(OPERATOR);
  });

  it('says "none found" only for a search that ran, and why the others did not run, in customer sentences', async () => {
    const project = await createProject(server, owner.id, { name: 'Legal Words' });
    const notSearched = (reason: string) => ({
      basis: 'UNKNOWN',
      source: { provider: 'none', url: null, retrievedAt: NOW },
      query: null,
      totalResults: null,
      reason,
    });
    await writeResearchSection(server, project.id, 'legal', {
      conflicts: false,
      trademarks: [],
      patents: [],
      trademarksSearched: false,
      patentsSearched: true,
      trademarkSearch: notSearched('Trademark data not imported (pnpm trademarks:import)'),
      patentSearch: {
        basis: 'MEASURED',
        source: { provider: 'epo', url: 'https://worldwide.espacenet.com/searchResults?query=legal', retrievedAt: NOW },
        query: 'ta all "legal words"',
        totalResults: 0,
        reason: null,
      },
    });
    // The legal section counts as measured when either search ran: its reason is the other search's.
    await queryDatabase(
      server.databaseUrl,
      `update research_sections set basis = 'MEASURED', fallback_reason = $2 where project_id = $1 and section = 'legal'`,
      [project.id, 'Trademark data not imported (pnpm trademarks:import)'],
    );
    await writeResearchSection(server, project.id, 'domains', [
      {
        domain: 'legalwords.com',
        available: false,
        status: 'UNKNOWN',
        price: null,
        basis: 'UNKNOWN',
        source: { provider: 'none', url: null, retrievedAt: NOW },
      },
    ]);
    await queryDatabase(
      server.databaseUrl,
      `update research_sections set fallback_reason = $2 where project_id = $1 and section = 'domains'`,
      [project.id, 'Domain checks are turned off (DOMAIN_CHECK=offline): availability not checked'],
    );

    const text = await pdfText(project.id);
    expect(text).toContain('trademarks were not checked');
    expect(text).not.toContain('No trademark conflicts found');
    expect(text).toContain('No relevant patents found');
    expect(text).toContain('availability was not checked');
    expect(text).not.toMatch(/sample data/i);
    expect(text).not.toMatch(OPERATOR);

    const workbook = await workbookOf(project.id);
    const trademarks = workbook.getWorksheet('Trademarks')!;
    expect(trademarks.getRow(1).getCell(1).value).toBe('Unknown');
    expect(trademarks.getRow(3).getCell(1).value).toBe('Trademark search isn’t set up yet, so trademarks were not checked.');
    const patents = workbook.getWorksheet('Patents')!;
    expect(patents.getRow(1).getCell(1).value).toBe('Measured');
    expect(patents.getRow(3).getCell(1).value).toBe('No relevant patents found');
    expect(workbook.getWorksheet('Domains')!.getRow(1).getCell(1).value).toBe(
      'Unknown: Domain checks are turned off on this IdeaScope, so availability was not checked.',
    );
  });
});
