/**
 * Figures only a source gave: a domain's price is a typical price from a dated list (none for an extension not on
 * it), and a measured keyword without monthly history has no trend. Rows stored before read the same way.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_IDEAS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from './research-support.js';
import { createProject, writeResearchSection } from './websites-fixtures.js';

const NOW = new Date().toISOString();
const NOTE = "Typical first-year registration price at retail registrars, from a list of late 2024; not a registrar's quote";

function measured(provider: string, url: string | null) {
  return { basis: 'MEASURED', source: { provider, url, retrievedAt: NOW } };
}

/** A domain row as the domain check stored it before prices carried their list's date. */
function storedDomain(domain: string, status: 'AVAILABLE' | 'REGISTERED', price: number | null) {
  return { domain, available: status === 'AVAILABLE', status, price, ...measured('rdap', `https://rdap.example/domain/${domain}`) };
}

const RISING = Array.from({ length: 12 }, (_, index) => ({
  month: `2025-${String(index + 1).padStart(2, '0')}`,
  volume: 1000 + index * 200,
}));

let server: TestServer;
let owner: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createSignedInUser(server, { plan: 'basic' });
  projectId = (await createProject(server, owner.id, { name: 'PetPal' })).id;
  await writeResearchSection(server, projectId, 'domains', [
    storedDomain('petpal.com', 'AVAILABLE', 10.99),
    // Stored when an extension missing from the list got a made-up 14.99.
    storedDomain('petpal.club', 'AVAILABLE', 14.99),
    storedDomain('petpal.net', 'REGISTERED', null),
  ]);
  await writeResearchSection(server, projectId, 'keywords', [
    // Stored when a keyword DataForSEO sent no history for was called "Stable".
    {
      keyword: 'dog walker app',
      searchVolume: 900,
      difficulty: 'Low',
      cpc: 1.2,
      trend: 'Stable',
      monthlySearches: [],
      ...measured('dataforseo', null),
    },
    {
      keyword: 'dog walking',
      searchVolume: 1900,
      difficulty: 'Medium',
      cpc: 2.4,
      trend: 'Rising',
      monthlySearches: RISING,
      ...measured('dataforseo', null),
    },
    {
      keyword: 'walk my dog',
      searchVolume: 300,
      difficulty: 'Low',
      cpc: 0.8,
      trend: 'Stable',
      basis: 'ESTIMATED',
      source: { provider: 'openai', url: null, retrievedAt: NOW },
    },
  ]);
});

afterAll(async () => {
  await server?.stop();
});

async function workbook(): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${server.url}/api/projects/${projectId}/export.xlsx`, { headers: { cookie: owner.client.cookieHeader() } });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

describe('figures only a source gave', () => {
  it('shows a listed price with its list’s date as a typical price, and no price for an extension not on the list', async () => {
    const expected = [
      { domain: 'petpal.com', price: 10.99, priceListDate: 'late 2024', priceNote: NOTE },
      { domain: 'petpal.club', price: null, priceListDate: null, priceNote: null },
      { domain: 'petpal.net', price: null, priceListDate: null, priceNote: null },
    ];
    const answer = await owner.client.graphql(
      'query($id: ID!) { researchResults(projectId: $id) { domains { domain price priceListDate priceNote } } }',
      { id: projectId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.researchResults.domains).toEqual(expected);

    const rest = await owner.client.get(`/api/projects/${projectId}/results`);
    expect(rest.body.domains).toEqual(expected.map((domain) => expect.objectContaining(domain)));
    const exported = await owner.client.get(`/api/projects/${projectId}/export`);
    expect(exported.body.results.domains).toEqual(expected.map((domain) => expect.objectContaining(domain)));

    const domains = (await workbook()).getWorksheet('Domains')!;
    expect(domains.getRow(2).values).toEqual([
      undefined,
      'Domain',
      'Status',
      'Price (USD)',
      'Price basis',
      'Basis',
      'Source',
      'Source URL',
    ]);
    expect(domains.getRow(3).values).toEqual(expect.arrayContaining(['petpal.com', 'Available', 10.99, NOTE, 'Measured']));
    expect(domains.getRow(4).getCell(3).value).toBeNull();
    expect(domains.getRow(4).getCell(4).value).toBeNull();
  });

  it('gives a measured keyword without monthly history no trend, never "Stable"', async () => {
    const answer = await owner.client.graphql('query($id: ID!) { researchResults(projectId: $id) { keywords { keyword trend basis } } }', {
      id: projectId,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.researchResults.keywords).toEqual([
      { keyword: 'dog walker app', trend: null, basis: 'MEASURED' },
      { keyword: 'dog walking', trend: 'RISING', basis: 'MEASURED' },
      // A model's keyword (stored when its own figures were kept) keeps its words, never its trend or any figure.
      { keyword: 'walk my dog', trend: null, basis: 'ESTIMATED' },
    ]);
    const keywords = (await workbook()).getWorksheet('Keywords')!;
    expect(keywords.getRow(3).getCell(1).value).toBe('dog walker app');
    expect(keywords.getRow(3).getCell(5).value).toBe('No history');
    expect(keywords.getRow(5).getCell(1).value).toBe('walk my dog');
    expect([2, 3, 4, 5].map((cell) => keywords.getRow(5).getCell(cell).value)).toEqual(['No data', 'No data', 'No data', 'No data']);
  });
});

describe('a keyword run where DataForSEO sends no monthly history', () => {
  let dataForSeo: FakeDataForSeo;
  let measuredServer: TestServer;

  beforeAll(async () => {
    // The same ideas, volumes and bids, without monthly_searches (the fake sends null for an empty history).
    dataForSeo = await startFakeDataForSeo({ ideas: DEFAULT_KEYWORD_IDEAS.map((idea) => ({ ...idea, monthly: [] })) });
    measuredServer = await startTestServer({ ...dataForSeo.environment });
  });
  afterAll(async () => {
    await measuredServer?.stop();
    await dataForSeo?.close();
  });

  it('measures the volumes but no trend, and the score neither counts momentum nor calls demand steady', async () => {
    const user = await createSignedInUser(measuredServer);
    const created = await user.client.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    expect((await waitForResults(user.client, created.body.id)).status).toBe('complete');
    const answer = await user.client.graphql(
      `query($id: ID!) {
        researchResults(projectId: $id) { keywords { keyword searchVolume trend basis } }
        project(id: $id) { scoreBreakdown { marketOpportunity { reason basis } } }
      }`,
      { id: created.body.id },
    );
    expect(answer.errors).toBeUndefined();
    const keywords = answer.data.researchResults.keywords as Array<{
      keyword: string;
      searchVolume: number;
      trend: string | null;
      basis: string;
    }>;
    expect(keywords.map((keyword) => [keyword.keyword, keyword.searchVolume, keyword.trend, keyword.basis])).toEqual([
      ['dog walking', 1300, null, 'MEASURED'],
      ['dog walkers near me', 650, null, 'MEASURED'],
      ['dog walking app', 300, null, 'MEASURED'],
    ]);
    const market = answer.data.project.scoreBreakdown.marketOpportunity as { reason: string; basis: string };
    expect(market.basis).toBe('MEASURED');
    expect(market.reason).toContain('no monthly search history to show a trend');
    expect(market.reason).not.toMatch(/steady|rising|declining/);
  });
});
