/**
 * Research sections stored in an older shape (items without `{ basis, source }`, legal findings without
 * search summaries, no section basis) are refused when read, and rewritten by the migration; afterwards
 * GraphQL, the JSON export and the Excel report show the same provenance for every fact. Scores whose parts
 * carry no basis are refused too, and after their migration read as unknown, never as measured.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitySchemas } from '../../api/src/app/entities.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { PROVENANCE_FIELDS, queryDatabase } from './research-support.js';
import { createProject } from './websites-fixtures.js';

const MIGRATION = 'Migration20261126100000_StoredProvenance';
const SEARCH_MIGRATION = 'Migration20261127110100_SearchProvenance';
const SCORE_MIGRATION = 'Migration20261127110000_ScoreBasisUnknown';
const UPDATED_AT = '2026-11-20T08:00:00.000Z';

const RESULTS = `query($projectId: ID!) { researchResults(projectId: $projectId) {
  domains { domain status ${PROVENANCE_FIELDS} }
  competitors { name assessmentBasis ${PROVENANCE_FIELDS} }
  keywords { keyword trend ${PROVENANCE_FIELDS} }
  legal { conflicts trademarksSearched trademarkSearch { basis reason source { provider url retrievedAt } provider url }
    trademarks { name status ${PROVENANCE_FIELDS} } }
  competitorSearch { basis query totalResults source { provider url retrievedAt } provider url }
  sections { domains { basis } competitors { basis } keywords { basis } legal { basis } }
  sampleNotice { sample }
} }`;

/** Sections as earlier releases stored them: the section's source name stood for every item. */
const OLD_SECTIONS: Array<{ section: string; source: string; data: unknown; details?: unknown }> = [
  { section: 'domains', source: 'fallback', data: [{ domain: 'petpalwalks.com', available: false, price: null, source: 'fallback' }] },
  {
    section: 'competitors',
    source: 'openai',
    data: [
      { name: 'Rover', website: 'https://www.rover.com', description: 'Pet care', strengths: ['Brand'], weaknesses: [], marketShare: null },
    ],
    // A search summary as stored before it carried a source: provider and url beside the basis.
    details: {
      search: {
        basis: 'MEASURED',
        provider: 'searxng',
        query: 'dog walking app',
        totalResults: 48300,
        url: 'https://searx.example/search?q=dog%20walking%20app',
        reason: null,
      },
    },
  },
  {
    section: 'keywords',
    source: 'openai',
    data: [{ keyword: 'dog walker app', searchVolume: 1200, difficulty: 'Medium', cpc: 1.2, trend: 'stable', source: 'dataforseo' }],
  },
  {
    section: 'legal',
    source: 'fallback',
    data: {
      conflicts: true,
      trademarks: [{ name: 'PetPal', status: 'active', owner: 'Someone', class: '9' }],
      patents: [],
      trademarksSearched: true,
      patentsSearched: true,
    },
  },
];

type Fact = { basis: string; source: { provider: string; url: string | null; retrievedAt: string; evidenceId?: string | null } };
const provenanceOf = (fact: Fact) => ({
  basis: fact.basis,
  source: {
    provider: fact.source.provider,
    url: fact.source.url,
    retrievedAt: fact.source.retrievedAt,
    evidenceId: fact.source.evidenceId ?? null,
  },
});

/** Undoes only `migrations` (latest first) and migrates to the latest, so that they run again, in order, over the old rows. */
async function runAgain(server: TestServer, migrations: string[]): Promise<void> {
  const orm = await openDatabase(server.databaseUrl, { entities: entitySchemas, poolSize: 1 });
  try {
    for (const migration of [...migrations].reverse()) await orm.getMigrator().down(migration);
    expect((await orm.getMigrator().getPendingMigrations()).map((pending) => pending.name)).toEqual(migrations);
    await migrateToLatest(orm);
  } finally {
    await orm.close(true);
  }
}

describe('research stored before every fact carried its provenance', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKERS: 'false' });
    owner = await createSignedInUser(server, { plan: 'pro' });
    const project = await createProject(server, owner.id, { name: 'PetPal Walks' });
    projectId = project.id;
    for (const { section, source, data, details } of OLD_SECTIONS) {
      await queryDatabase(
        server.databaseUrl,
        `insert into research_sections (id, project_id, section, run_id, status, source, data, details, attempts, started_at, finished_at, updated_at)
         values ($1, $2, $3, $4, 'complete', $5, $6, $8, 1, $7, $7, $7)`,
        [
          randomUUID(),
          projectId,
          section,
          project.currentRunId,
          source,
          JSON.stringify(data),
          UPDATED_AT,
          details ? JSON.stringify(details) : null,
        ],
      );
    }
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is refused when read, as a server error, instead of being reinterpreted', async () => {
    const rest = await owner.client.get(`/api/projects/${projectId}/results`);
    expect(rest.status).toBe(500);
    const graphql = await owner.client.graphql(RESULTS, { projectId });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('is rewritten by the migration, and GraphQL, the JSON export and the workbook then show the same provenance', async () => {
    await runAgain(server, [MIGRATION, SEARCH_MIGRATION]);

    const answer = await owner.client.graphql(RESULTS, { projectId });
    expect(answer.errors).toBeUndefined();
    const results = answer.data.researchResults;
    const sample = { basis: 'SAMPLE', source: { provider: 'sample', url: null, retrievedAt: UPDATED_AT, evidenceId: null } };
    expect(results.domains).toEqual([{ domain: 'petpalwalks.com', status: 'REGISTERED', ...sample }]);
    expect(results.competitors[0]).toMatchObject({
      name: 'Rover',
      basis: 'ESTIMATED',
      assessmentBasis: 'ESTIMATED',
      source: { provider: 'openai' },
    });
    expect(results.keywords[0]).toMatchObject({ trend: 'STABLE', basis: 'MEASURED', source: { provider: 'dataforseo' } });
    // A model's or the sample generator's marks are not records: no search ran, no conflict stands.
    expect(results.legal).toMatchObject({
      conflicts: false,
      trademarksSearched: false,
      trademarkSearch: {
        basis: 'UNKNOWN',
        source: { provider: 'fallback', url: null, retrievedAt: UPDATED_AT },
        provider: 'fallback',
        url: null,
      },
      trademarks: [{ name: 'PetPal', status: 'ACTIVE', ...sample }],
    });
    // Searches carry `{ basis, source }` like every fact; provider and url stay as deprecated aliases.
    const searchPage = 'https://searx.example/search?q=dog%20walking%20app';
    expect(results.competitorSearch).toEqual({
      basis: 'MEASURED',
      query: 'dog walking app',
      totalResults: 48300,
      source: { provider: 'searxng', url: searchPage, retrievedAt: UPDATED_AT },
      provider: 'searxng',
      url: searchPage,
    });
    expect(results.sections).toEqual({
      domains: { basis: 'SAMPLE' },
      competitors: { basis: 'ESTIMATED' },
      keywords: { basis: 'ESTIMATED' },
      legal: { basis: 'SAMPLE' },
    });
    expect(results.sampleNotice.sample).toBe(true);

    const exported = await owner.client.get(`/api/projects/${projectId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.sample).toBe(true);
    const facts = (body: typeof results) => [...body.domains, ...body.competitors, ...body.keywords, ...body.legal.trademarks];
    expect(facts(exported.body.results).map(provenanceOf)).toEqual(facts(results).map(provenanceOf));
    expect(exported.body.results.competitorSearch).toMatchObject({
      basis: 'MEASURED',
      source: { provider: 'searxng', url: searchPage, retrievedAt: UPDATED_AT },
    });

    const workbookBytes = await (
      await fetch(`${server.url}/api/projects/${projectId}/export.xlsx`, { headers: { cookie: owner.client.cookieHeader() } })
    ).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(workbookBytes);
    const domains = workbook.getWorksheet('Domains')!;
    // Domain, Status, Price (USD), Price basis (none: taken), Basis, Source, Source URL.
    expect(domains.getRow(3).values).toEqual([undefined, 'petpalwalks.com', 'Taken', undefined, undefined, 'Sample data', 'sample', '']);
  });

  it('refuses a score whose parts carry no basis, and after the migration shows them as unknown, with no total', async () => {
    const project = await createProject(server, owner.id, { name: 'Old Score' });
    const entry = (score: number, reason: string) => ({ score, reason });
    const breakdown = {
      marketOpportunity: entry(20, '12,000 monthly searches'),
      competitionLevel: entry(14, 'Few competitors'),
      domainAvailability: entry(10, 'The .com is available'),
      keywordOpportunity: entry(11, 'Easy keywords'),
      legalRisk: entry(10, 'No conflicts'),
      businessViability: entry(12, 'Sound model'),
    };
    await queryDatabase(
      server.databaseUrl,
      `update projects set status = 'complete', current_step = 5, score = 77, score_breakdown = $2::jsonb, score_assessment = null where id = $1`,
      [project.id, JSON.stringify(breakdown)],
    );
    const SCORE = `query($id: ID!) { project(id: $id) { score scoreBreakdown { legalRisk { score basis } domainAvailability { basis } }
      scoreAssessment { measuredPoints enoughEvidence measuredParts } } }`;
    const refused = await owner.client.graphql(SCORE, { id: project.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect((await owner.client.get(`/api/projects/${project.id}`)).status).toBe(500);

    await runAgain(server, [SCORE_MIGRATION]);

    const read = await owner.client.graphql(SCORE, { id: project.id });
    expect(read.errors).toBeUndefined();
    // Nothing says how these parts' inputs were known: unknown, none measured, so no total.
    expect(read.data.project).toEqual({
      score: null,
      scoreBreakdown: { legalRisk: { score: 10, basis: 'UNKNOWN' }, domainAvailability: { basis: 'UNKNOWN' } },
      scoreAssessment: { measuredPoints: 0, enoughEvidence: false, measuredParts: [] },
    });
    const exported = await owner.client.get(`/api/projects/${project.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.score).toMatchObject({ total: null, verdict: expect.any(String) });
    expect(Object.values(exported.body.score.breakdown).map((part) => (part as { basis: string }).basis)).toEqual(Array(6).fill('UNKNOWN'));
  });
});
