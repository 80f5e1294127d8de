/**
 * Cross-cutting guarantees of every REST path and GraphQL operation, table-driven so a new route
 * or mutation cannot slip past: junk input is a 4xx with a message (never a 5xx), unknown and
 * malformed ids are "not found", signed out is 401, and every GraphQL error has extensions.code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { GraphQLResult, TestClient, TestResponse } from '../support/test-client.js';
import { startBillingServer } from '../support/billing-server.js';
import type { FakeStripe } from '../support/fake-stripe.js';
import type { TestServer } from '../support/test-server.js';
import { IDEA, repositoryRoot, waitForResults } from './research-support.js';
import { DESIGN } from './websites-fixtures.js';

const ADMIN_EMAIL = 'robustness-admin@example.com';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_IDS = ['not-a-uuid', '1', '%00', 'x'.repeat(300), "'%20or%201=1--", '00000000-0000-4000-8000-00000000000g'];

/** Values no field expects, put in place of one field of an otherwise valid body. */
const JUNK_VALUES: unknown[] = [
  null,
  [],
  {},
  0,
  -1.5,
  1e308,
  true,
  '',
  '   ',
  'x'.repeat(200_000),
  'nul\u0000byte',
  '\ud800 lone surrogate',
  { nested: { deeper: null } },
  [null, [null]],
  ['a', 1, {}],
  { $ne: null },
];

/** Whole request bodies no endpoint expects (raw text, sent as application/json). */
/** The published site's plain HTML forms and email links: HTML pages, not JSON, so they have their own test. */
const SITE_FORM_ROUTES = ['POST /site/:slug/signup', 'GET /site/:slug/confirm', 'GET /site/:slug/forget', 'POST /site/:slug/forget'];

const JUNK_BODIES = [
  '[]',
  '[1,2,3]',
  '"text"',
  '42',
  'true',
  'null',
  '{}',
  '{"a":{"b":{"c":null}}}',
  `{"name":"${'y'.repeat(500_000)}"}`,
  '{',
  '{"name":',
  'not json',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"name":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

interface RestEndpoint {
  method: string;
  /** As registered with Express (":id"), for the completeness check. */
  route: string;
  path: string;
  body?: Record<string, unknown>;
  /** Who sends it: the main user, a throw-away signed-out client (sign-up, login), or an admin. */
  as?: Caller;
}

interface GraphQLOperation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  as?: Caller;
}

type Caller = 'owner' | 'visitor' | 'admin';

/** The objects the tables' paths and variables name; the last rows of the tables delete them. */
interface Ids {
  project: string;
  website: string;
  apiToken: string;
  /** A demand-test signup on the website. */
  signup: string;
}

/** The owner's password is never this, so the account deletion paths are fuzzed without deleting anyone. */
const WRONG_PASSWORD = 'not-the-owner-password';

/** Every `router.<method>('<path>'` in the API's REST files, so the tables below must list them all. */
function registeredRoutes(): string[] {
  const sourceRoot = path.join(repositoryRoot, 'api/src');
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(rest|routes)\.ts$/.test(file));
  const routes: string[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(sourceRoot, file), 'utf8');
    for (const match of source.matchAll(/router\.(get|post|put|patch|delete)\('([^']+)'/g))
      routes.push(`${match[1]!.toUpperCase()} ${match[2]}`);
  }
  return routes;
}

/** The field names of a root type in the committed schema.graphql (arguments are indented deeper). */
function schemaFields(typeName: 'Query' | 'Mutation'): string[] {
  const schema = readFileSync(path.join(repositoryRoot, 'schema.graphql'), 'utf8');
  const fields = new RegExp(`^type ${typeName} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(schema)?.[1] ?? '';
  return [...fields.matchAll(/^ {2}(\w+)[(:]/gm)].map((match) => match[1]!);
}

/** Problems with a REST answer to bad input: a 5xx, or an error without `{ message }`. */
function restProblem(response: TestResponse): string | null {
  if (response.status >= 500) return `status ${response.status}: ${response.text.slice(0, 200)}`;
  if (response.status >= 400 && (typeof response.body?.message !== 'string' || response.body.message.length === 0)) {
    return `status ${response.status} without {message}: ${response.text.slice(0, 200)}`;
  }
  return null;
}

/** Problems with a GraphQL answer: a 5xx, an INTERNAL_SERVER_ERROR, or an error without extensions.code. */
function graphqlProblem(response: TestResponse<GraphQLResult>): string | null {
  if (response.status >= 500) return `status ${response.status}: ${response.text.slice(0, 200)}`;
  const body = response.body;
  if (typeof body !== 'object' || body === null) return `status ${response.status}, not a GraphQL response: ${response.text.slice(0, 200)}`;
  if (!body.errors && body.data === undefined) return `neither data nor errors: ${response.text.slice(0, 200)}`;
  for (const error of body.errors ?? []) {
    if (typeof error.message !== 'string' || !error.message) return `error without message: ${JSON.stringify(error).slice(0, 200)}`;
    const code = error.extensions?.code;
    if (typeof code !== 'string') return `error without extensions.code: ${JSON.stringify(error).slice(0, 200)}`;
    if (code === 'INTERNAL_SERVER_ERROR') return `INTERNAL_SERVER_ERROR: ${error.message}`;
  }
  return null;
}

/** `base` with the value at `keys` replaced. */
function replaced(base: Record<string, unknown>, keys: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = keys;
  const copy = { ...base };
  copy[key!] = rest.length === 0 ? value : replaced(base[key!] as Record<string, unknown>, rest, value);
  return copy;
}

/** The paths of every field of a body, nested objects included (["input", "name"]). */
function fieldPaths(body: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const here = [...prefix, key];
    return value && typeof value === 'object' && !Array.isArray(value)
      ? [here, ...fieldPaths(value as Record<string, unknown>, here)]
      : [here];
  });
}

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
}

/** The "not found" message of a path's object; an unknown project hides its website and signups too. */
function notFoundMessage(route: string): string {
  if (route.startsWith('/api/websites')) return 'Website not found';
  if (route.startsWith('/api/api-tokens')) return 'API token not found';
  return 'Project not found';
}

describe('every REST path and GraphQL operation', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let owner: SignedUpUser;
  let admin: SignedUpUser;
  let ownerIds: Ids & { slug: string };

  beforeAll(async () => {
    ({ stripe, server } = await startBillingServer({
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Thousands of fuzzing requests a minute from one session and one address; the request limits have their own tests.
      SESSION_REQUESTS_PER_MINUTE: '1000000',
      ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
    }));
    owner = await createSignedInUser(server);
    admin = await createSignedInUser(server, { email: ADMIN_EMAIL });
    ownerIds = await freshIds();
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  const restEndpoints = (ids: Ids): RestEndpoint[] => [
    {
      method: 'POST',
      route: '/auth/signup',
      path: '/auth/signup',
      as: 'visitor',
      body: { email: 'junk@example.com', password: 'secret1', firstName: 'J', lastName: 'K' },
    },
    { method: 'POST', route: '/auth/login', path: '/auth/login', as: 'visitor', body: { email: 'junk@example.com', password: 'secret1' } },
    { method: 'POST', route: '/auth/logout', path: '/auth/logout', as: 'visitor', body: {} },
    {
      method: 'PATCH',
      route: '/api/auth/profile',
      path: '/api/auth/profile',
      body: { firstName: 'A', lastName: 'B', email: owner.email, company: 'C', bio: 'D' },
    },
    { method: 'POST', route: '/api/ideas/generate', path: '/api/ideas/generate', body: { name: 'Idea', category: 'Other', notes: 'n' } },
    { method: 'POST', route: '/api/domains/check', path: '/api/domains/check', body: { name: 'Idea', extensions: ['.com'] } },
    { method: 'POST', route: '/api/domains/check', path: '/api/domains/check', body: { domains: ['example.com'] } },
    {
      method: 'POST',
      route: '/api/projects',
      path: '/api/projects',
      body: {
        ...IDEA,
        options: { includePatents: true, includeTrademarks: true, domainExtensions: ['.com'], competitorAnalysisDepth: 'basic' },
      },
    },
    {
      method: 'PATCH',
      route: '/api/projects/:id',
      path: `/api/projects/${ids.project}`,
      body: { name: 'N', category: 'Other', description: 'D', keyFeatures: ['f'] },
    },
    {
      method: 'POST',
      route: '/api/projects/:id/research',
      path: `/api/projects/${ids.project}/research`,
      body: { options: { includePatents: false, domainExtensions: ['.io'] } },
    },
    {
      method: 'POST',
      route: '/api/projects/:id/research',
      path: `/api/projects/${ids.project}/research`,
      body: { includeTrademarks: false, competitorAnalysisDepth: 'medium' },
    },
    {
      method: 'POST',
      route: '/api/projects/:projectId/generate-website',
      path: `/api/projects/${ids.project}/generate-website`,
      body: { ...DESIGN },
    },
    { method: 'PUT', route: '/api/websites/:id', path: `/api/websites/${ids.website}`, body: { projectId: ids.project, ...DESIGN } },
    { method: 'POST', route: '/api/websites/:id/publish', path: `/api/websites/${ids.website}/publish`, body: {} },
    { method: 'POST', route: '/api/websites/:id/unpublish', path: `/api/websites/${ids.website}/unpublish`, body: {} },
    { method: 'POST', route: '/api/api-tokens', path: '/api/api-tokens', body: { name: 'token' } },
    {
      method: 'POST',
      route: '/api/billing/checkout',
      path: '/api/billing/checkout',
      body: { plan: 'basic', interval: 'year', trial: true },
    },
    { method: 'POST', route: '/api/billing/portal', path: '/api/billing/portal', body: {} },
    // Stripe's own calls: open by design, trusted only with a valid Stripe-Signature.
    {
      method: 'POST',
      route: '/api/billing/webhook',
      path: '/api/billing/webhook',
      as: 'visitor',
      body: { id: 'evt_junk', type: 'checkout.session.completed', data: { object: { id: 'cs_junk' } } },
    },
    { method: 'POST', route: '/api/admin/plan', path: '/api/admin/plan', as: 'admin', body: { email: ADMIN_EMAIL, plan: 'pro' } },
    // Deletions last: they remove what the paths above use.
    {
      method: 'DELETE',
      route: '/api/projects/:id/demand-test/signups/:signupId',
      path: `/api/projects/${ids.project}/demand-test/signups/${ids.signup}`,
      body: {},
    },
    { method: 'DELETE', route: '/api/api-tokens/:id', path: `/api/api-tokens/${ids.apiToken}`, body: {} },
    { method: 'DELETE', route: '/api/projects/:id', path: `/api/projects/${ids.project}`, body: {} },
    { method: 'DELETE', route: '/api/account', path: '/api/account', body: { password: WRONG_PASSWORD } },
  ];

  /** Every signed-in GET, with its ids. */
  const restReads = (ids: Ids): RestEndpoint[] => [
    { method: 'GET', route: '/api/auth/user', path: '/api/auth/user' },
    { method: 'GET', route: '/api/admin/check', path: '/api/admin/check' },
    { method: 'GET', route: '/api/ai/status', path: '/api/ai/status' },
    { method: 'GET', route: '/api/research/sources', path: '/api/research/sources' },
    { method: 'GET', route: '/api/research/analytics', path: '/api/research/analytics' },
    { method: 'GET', route: '/api/projects', path: '/api/projects' },
    { method: 'GET', route: '/api/projects/:id', path: `/api/projects/${ids.project}` },
    { method: 'GET', route: '/api/projects/:id/results', path: `/api/projects/${ids.project}/results` },
    { method: 'GET', route: '/api/projects/:id/export', path: `/api/projects/${ids.project}/export` },
    { method: 'GET', route: '/api/projects/:id/website-status', path: `/api/projects/${ids.project}/website-status` },
    { method: 'GET', route: '/api/api-tokens', path: '/api/api-tokens' },
    { method: 'GET', route: '/api/admin/usage/stats', path: '/api/admin/usage/stats' },
    { method: 'GET', route: '/api/admin/usage/by-operation', path: '/api/admin/usage/by-operation' },
    { method: 'GET', route: '/api/admin/usage/by-user', path: '/api/admin/usage/by-user' },
    { method: 'GET', route: '/api/admin/usage/recent', path: '/api/admin/usage/recent' },
    { method: 'GET', route: '/api/admin/usage/daily-costs', path: '/api/admin/usage/daily-costs' },
    { method: 'GET', route: '/api/admin/plan-changes', path: '/api/admin/plan-changes', as: 'admin' },
    { method: 'GET', route: '/api/billing', path: '/api/billing' },
    { method: 'GET', route: '/api/account/export', path: '/api/account/export' },
    { method: 'GET', route: '/api/projects/:id/export.pdf', path: `/api/projects/${ids.project}/export.pdf` },
    { method: 'GET', route: '/api/projects/:id/export.xlsx', path: `/api/projects/${ids.project}/export.xlsx` },
    { method: 'GET', route: '/api/projects/:id/demand-test/signups', path: `/api/projects/${ids.project}/demand-test/signups` },
    { method: 'GET', route: '/api/projects/:id/demand-test/signups.csv', path: `/api/projects/${ids.project}/demand-test/signups.csv` },
  ];

  /**
   * Paths open to anyone by design: sign-up, login, logout, Google sign-in, Stripe's webhook, pages that 404
   * for strangers, and the published site's HTML forms (fuzzed by their own test below).
   */
  const PUBLIC_ROUTES = [
    'POST /auth/signup',
    'POST /auth/login',
    'POST /auth/logout',
    'GET /auth/google',
    'GET /auth/google/callback',
    'GET /site/:slug',
    'GET /api/websites/:id/preview',
    'POST /api/billing/webhook',
    ...SITE_FORM_ROUTES,
  ];

  const graphqlMutations = (ids: Ids): GraphQLOperation[] => [
    {
      name: 'signUp',
      as: 'visitor',
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { id } }',
      variables: { input: { email: 'junk-graphql@example.com', password: 'secret1', firstName: 'J', lastName: 'K' } },
    },
    {
      name: 'logIn',
      as: 'visitor',
      query: 'mutation($input: LogInInput!) { logIn(input: $input) { id } }',
      variables: { input: { email: 'junk-graphql@example.com', password: 'secret1' } },
    },
    { name: 'logOut', as: 'visitor', query: 'mutation { logOut }', variables: {} },
    {
      name: 'updateProfile',
      query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      variables: { input: { firstName: 'A', lastName: 'B', email: owner.email, company: 'C', bio: 'D' } },
    },
    {
      name: 'generateIdeaDescription',
      query: 'mutation($input: GenerateIdeaInput!) { generateIdeaDescription(input: $input) { name } }',
      variables: { input: { name: 'Idea', category: 'Other', notes: 'n' } },
    },
    {
      name: 'createProject',
      query: 'mutation($input: ProjectInput!, $options: ResearchOptionsInput) { createProject(input: $input, options: $options) { id } }',
      variables: {
        input: { ...IDEA },
        options: { includePatents: true, includeTrademarks: true, domainExtensions: ['.com'], competitorAnalysisDepth: 'BASIC' },
      },
    },
    {
      name: 'updateProject',
      query:
        'mutation($id: ID!, $input: ProjectInput!, $options: ResearchOptionsInput) { updateProject(id: $id, input: $input, options: $options) { id } }',
      variables: { id: ids.project, input: { name: 'N', description: 'D', keyFeatures: ['f'] }, options: { domainExtensions: ['.io'] } },
    },
    {
      name: 'startResearch',
      query: 'mutation($id: ID!, $options: ResearchOptionsInput) { startResearch(projectId: $id, options: $options) { id } }',
      variables: { id: ids.project, options: { includePatents: false, competitorAnalysisDepth: 'MEDIUM' } },
    },
    {
      name: 'generateWebsite',
      query: 'mutation($id: ID!, $input: WebsiteDesignInput!) { generateWebsite(projectId: $id, input: $input) { id } }',
      variables: { id: ids.project, input: { ...DESIGN } },
    },
    {
      name: 'updateWebsite',
      query: 'mutation($id: ID!, $input: WebsiteDesignInput!) { updateWebsite(id: $id, input: $input) { id } }',
      variables: { id: ids.website, input: { ...DESIGN } },
    },
    { name: 'publishWebsite', query: 'mutation($id: ID!) { publishWebsite(id: $id) { id } }', variables: { id: ids.website } },
    { name: 'unpublishWebsite', query: 'mutation($id: ID!) { unpublishWebsite(id: $id) { id } }', variables: { id: ids.website } },
    { name: 'createApiToken', query: 'mutation($name: String!) { createApiToken(name: $name) { token } }', variables: { name: 'token' } },
    {
      name: 'startCheckout',
      query:
        'mutation($plan: String!, $interval: String!, $trial: Boolean!) { startCheckout(plan: $plan, interval: $interval, trial: $trial) }',
      variables: { plan: 'basic', interval: 'year', trial: true },
    },
    { name: 'openBillingPortal', query: 'mutation { openBillingPortal }', variables: {} },
    {
      name: 'setUserPlan',
      as: 'admin',
      query: 'mutation($email: String!, $plan: String!) { setUserPlan(email: $email, plan: $plan) { plan } }',
      variables: { email: ADMIN_EMAIL, plan: 'pro' },
    },
    {
      name: 'setDemandTestDailySummary',
      query: 'mutation($id: ID!, $enabled: Boolean!) { setDemandTestDailySummary(projectId: $id, enabled: $enabled) }',
      variables: { id: ids.project, enabled: true },
    },
    // Deletions last: they remove what the operations above use.
    {
      name: 'deleteDemandTestSignup',
      query: 'mutation($id: ID!, $signupId: ID!) { deleteDemandTestSignup(projectId: $id, signupId: $signupId) }',
      variables: { id: ids.project, signupId: ids.signup },
    },
    { name: 'revokeApiToken', query: 'mutation($id: ID!) { revokeApiToken(id: $id) }', variables: { id: ids.apiToken } },
    { name: 'deleteProject', query: 'mutation($id: ID!) { deleteProject(id: $id) }', variables: { id: ids.project } },
    {
      name: 'deleteAccount',
      query: 'mutation($password: String!) { deleteAccount(password: $password) }',
      variables: { password: WRONG_PASSWORD },
    },
  ];

  const graphqlQueries = (ids: Ids): GraphQLOperation[] => [
    { name: 'me', query: '{ me { id } }', variables: {} },
    { name: 'isAdmin', query: '{ isAdmin }', variables: {} },
    { name: 'aiStatus', query: '{ aiStatus { live } }', variables: {} },
    { name: 'projects', query: '{ projects { id } }', variables: {} },
    { name: 'projectsConnection', query: '{ projectsConnection(first: 5) { totalCount } }', variables: {} },
    { name: 'projectStats', query: '{ projectStats { totalProjects } }', variables: {} },
    { name: 'researchAnalytics', query: '{ researchAnalytics { facts } }', variables: {} },
    { name: 'researchSources', query: '{ researchSources { name configured } }', variables: {} },
    { name: 'project', query: 'query($id: ID!) { project(id: $id) { id } }', variables: { id: ids.project } },
    { name: 'researchResults', query: 'query($id: ID!) { researchResults(projectId: $id) { status } }', variables: { id: ids.project } },
    { name: 'websiteStatus', query: 'query($id: ID!) { websiteStatus(projectId: $id) { hasChanges } }', variables: { id: ids.project } },
    { name: 'apiTokens', query: '{ apiTokens { id } }', variables: {} },
    {
      name: 'usageStats',
      query: 'query($from: String, $to: String) { usageStats(from: $from, to: $to) { totalRequests } }',
      variables: { from: '2026-01-01', to: '2026-01-31' },
    },
    {
      name: 'usageByOperation',
      query: 'query($from: String, $to: String) { usageByOperation(from: $from, to: $to) { operation } }',
      variables: { from: '2026-01-01', to: '2026-01-31' },
    },
    { name: 'usageByUser', query: 'query($limit: Int) { usageByUser(limit: $limit) { totalRequests } }', variables: { limit: 5 } },
    { name: 'recentUsage', query: 'query($limit: Int) { recentUsage(limit: $limit) { id } }', variables: { limit: 5 } },
    { name: 'dailyCosts', query: 'query($days: Int) { dailyCosts(days: $days) { date } }', variables: { days: 5 } },
    { name: 'billingStatus', query: '{ billingStatus { plan canManage } }', variables: {} },
    {
      name: 'demandTest',
      query: 'query($id: ID!) { demandTest(projectId: $id) { signups signupList { id } } }',
      variables: { id: ids.project },
    },
    { name: 'operatorContact', as: 'visitor', query: '{ operatorContact { name email } }', variables: {} },
    {
      name: 'ideaPreview',
      as: 'visitor',
      query: 'query($idea: String!) { ideaPreview(idea: $idea) { idea } }',
      variables: { idea: 'A marketplace for used climbing gear' },
    },
  ];

  /** GraphQL operations that answer a signed-out caller by design. */
  const OPEN_OPERATIONS = ['me', 'isAdmin', 'signUp', 'logIn', 'logOut', 'operatorContact', 'ideaPreview'];

  /** Fresh objects for a table whose last rows delete them: a project with its published website and one signup. */
  async function freshIds(): Promise<Ids & { slug: string }> {
    const project = (await owner.client.post('/api/projects', IDEA)).body.id as string;
    await waitForResults(owner.client, project);
    const generated = await owner.client.post(`/api/projects/${project}/generate-website`, DESIGN);
    const website = generated.body.id as string;
    expect((await owner.client.post(`/api/websites/${website}/publish`)).status).toBe(200);
    const signedUp = await server.client().request('POST', `/site/${generated.body.slug}/signup`, {
      rawBody: new URLSearchParams({
        email: `visitor-${website.slice(0, 8)}@example.com`,
        wouldPay: '20',
        useCase: 'Gear swaps',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    });
    expect(signedUp.status, signedUp.text.slice(0, 200)).toBe(200);
    const signups = (await owner.client.get(`/api/projects/${project}/demand-test/signups`)).body.signups as { id: string }[];
    const apiToken = (await owner.client.post('/api/api-tokens', { name: 'junk' })).body.apiToken.id as string;
    return { project, website, apiToken, signup: signups[0]!.id, slug: generated.body.slug as string };
  }

  const clientFor = (as: Caller | undefined): TestClient =>
    as === 'visitor' ? server.client() : as === 'admin' ? admin.client : owner.client;

  it('the tables list every REST route and every GraphQL query and mutation', () => {
    const ids = { project: 'p', website: 'w', apiToken: 't', signup: 's' };
    expect(registeredRoutes().length).toBeGreaterThan(25);
    expect(schemaFields('Mutation').length).toBeGreaterThan(10);
    const listed = new Set(
      [...restEndpoints(ids), ...restReads(ids)].map((endpoint) => `${endpoint.method} ${endpoint.route}`).concat(PUBLIC_ROUTES),
    );
    expect(registeredRoutes().filter((route) => !listed.has(route))).toEqual([]);
    expect(schemaFields('Mutation').filter((name) => !graphqlMutations(ids).some((operation) => operation.name === name))).toEqual([]);
    expect(schemaFields('Query').filter((name) => !graphqlQueries(ids).some((operation) => operation.name === name))).toEqual([]);
  });

  it('answers junk REST bodies with a 4xx and a {message}, never a 5xx', { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    for (const endpoint of restEndpoints(await freshIds())) {
      const client = clientFor(endpoint.as);
      for (const rawBody of JUNK_BODIES) {
        const problem = restProblem(await client.request(endpoint.method, endpoint.path, { rawBody }));
        if (problem) problems.push(`${endpoint.method} ${endpoint.path} body ${rawBody.slice(0, 30)}: ${problem}`);
      }
      const text = await client.request(endpoint.method, endpoint.path, { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
      const textProblem = restProblem(text);
      if (textProblem) problems.push(`${endpoint.method} ${endpoint.path} text/plain: ${textProblem}`);
      for (const field of fieldPaths(endpoint.body ?? {})) {
        for (const value of JUNK_VALUES) {
          const response = await client.request(endpoint.method, endpoint.path, { body: replaced(endpoint.body ?? {}, field, value) });
          const problem = restProblem(response);
          if (problem) problems.push(`${endpoint.method} ${endpoint.path} ${field.join('.')}=${describeValue(value)}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const nul = await owner.client.post('/api/projects', { ...IDEA, name: 'Pet\u0000Pal' });
    expect({ status: nul.status, body: nul.body }).toEqual({
      status: 400,
      body: { message: 'name must not contain NUL characters or unpaired surrogates' },
    });
  });

  it(
    'answers junk GraphQL variables with errors that carry extensions.code, never INTERNAL_SERVER_ERROR',
    { timeout: 240_000 },
    async () => {
      const problems: string[] = [];
      const operations = [...graphqlQueries(ownerIds), ...graphqlMutations(await freshIds())];
      for (const operation of operations) {
        const client = clientFor(operation.as);
        const paths = [...fieldPaths(operation.variables), ...(Object.keys(operation.variables).length === 0 ? [['unexpected']] : [])];
        for (const field of paths) {
          for (const value of JUNK_VALUES) {
            const response = await client.request<GraphQLResult>('POST', '/graphql', {
              body: { query: operation.query, variables: replaced(operation.variables, field, value) },
            });
            const problem = graphqlProblem(response);
            if (problem) problems.push(`${operation.name} ${field.join('.')}=${describeValue(value)}: ${problem}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('answers junk GraphQL request bodies with a GraphQL error that carries extensions.code', async () => {
    const bodies = [
      ...JUNK_BODIES,
      '{"query": 42}',
      '{"query": null}',
      '{"query": "mutation {"}',
      '{"query": "{ me { id } }", "variables": "x"}',
      '{"query": "{ me { id } }", "variables": [1]}',
      '{"query": "{ me { id } }", "operationName": 7}',
      '{"query": "{ me { id } }", "extensions": "x"}',
      '{"query": "query A { me { id } } query B { isAdmin }"}',
      '{"query": "subscription { researchProgress(projectId: \\"x\\") { stage } }"}',
      `{"query": "{ me { id } }", "variables": {"x": "${'z'.repeat(400_000)}"}}`,
    ];
    const problems: string[] = [];
    for (const rawBody of bodies) {
      const problem = graphqlProblem(await owner.client.request<GraphQLResult>('POST', '/graphql', { rawBody }));
      if (problem) problems.push(`${rawBody.slice(0, 40)}: ${problem}`);
    }
    expect(problems).toEqual([]);
    const unreadable = await owner.client.request('POST', '/graphql', { rawBody: '{"query":' });
    expect({ status: unreadable.status, body: unreadable.body }).toEqual({
      status: 400,
      body: { errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] },
    });
    const subscription = await owner.client.request('POST', '/graphql', {
      body: { query: 'subscription($id: ID!) { researchProgress(projectId: $id) { stage } }', variables: { id: ownerIds.project } },
    });
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors).toEqual([
      expect.objectContaining({
        message: 'Subscriptions are served over graphql-ws on /graphql, not over HTTP',
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ]);
  });

  const USAGE_PARAMETERS: Record<string, string[]> = {
    '/api/admin/usage/stats': ['from', 'to'],
    '/api/admin/usage/by-operation': ['from', 'to'],
    '/api/admin/usage/by-user': ['from', 'to', 'limit'],
    '/api/admin/usage/recent': ['limit'],
    '/api/admin/usage/daily-costs': ['days'],
  };

  it('answers junk query strings on the admin usage paths with 400 and a {message}', async () => {
    const queries = [
      'from[]=2026-01-01',
      'from=2026-01-01&from=2026-01-02',
      'to=2026-02-30',
      'from=%00',
      'limit=1e3',
      'limit=-1',
      'limit=0x10',
      'days=501',
      'days[a]=1',
      `to=${'9'.repeat(5000)}`,
    ];
    const problems: string[] = [];
    for (const endpoint of restReads(ownerIds).filter((read) => read.route.startsWith('/api/admin/usage/'))) {
      for (const query of queries) {
        const response = await admin.client.get(`${endpoint.path}?${query}`);
        // Express 5 reads `from[]` as its own (unknown) key, not as an array of `from`.
        const parameter = query.split('=')[0]!;
        const takesIt = USAGE_PARAMETERS[endpoint.route]!.includes(parameter);
        // A parameter the path does not take is ignored; one it takes must be refused.
        const expected = takesIt ? 400 : 200;
        if (response.status !== expected || (takesIt && typeof response.body?.message !== 'string'))
          problems.push(`${endpoint.path}?${query.slice(0, 40)}: ${response.status} ${response.text.slice(0, 100)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown and malformed ids with 404 and the object’s "not found" message on every REST path', async () => {
    const problems: string[] = [];
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      const ids = { project: id, website: id, apiToken: id, signup: id };
      const withIds = [...restEndpoints(ids), ...restReads(ids)].filter((endpoint) => endpoint.route.includes(':'));
      for (const endpoint of withIds) {
        const response = await owner.client.request(endpoint.method, endpoint.path, { body: endpoint.body });
        if (response.status !== 404 || response.body?.message !== notFoundMessage(endpoint.route)) {
          problems.push(`${endpoint.method} ${endpoint.path.slice(0, 80)}: ${response.status} ${response.text.slice(0, 100)}`);
        }
      }
      const preview = await owner.client.get(`/api/websites/${id}/preview`);
      if (preview.status !== 404) problems.push(`preview ${id}: ${preview.status}`);
      // The owner's own project with a signup id that is not one of its signups.
      const signup = await owner.client.delete(`/api/projects/${ownerIds.project}/demand-test/signups/${encodeURIComponent(id)}`);
      if (signup.status !== 404 || signup.body?.message !== 'Signup not found')
        problems.push(`signup ${id.slice(0, 40)}: ${signup.status} ${signup.text.slice(0, 100)}`);
      const signupOverGraphQL = await owner.client.graphql(
        'mutation($id: ID!, $signupId: ID!) { deleteDemandTestSignup(projectId: $id, signupId: $signupId) }',
        { id: ownerIds.project, signupId: id },
      );
      if (signupOverGraphQL.errors?.[0]?.extensions?.code !== 'NOT_FOUND')
        problems.push(`deleteDemandTestSignup(signup ${id.slice(0, 40)}): ${JSON.stringify(signupOverGraphQL).slice(0, 150)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers another user with 404 / NOT_FOUND for every one of the owner’s ids, and changes nothing', async () => {
    const stranger = await createSignedInUser(server);
    const problems: string[] = [];
    const withIds = [...restEndpoints(ownerIds), ...restReads(ownerIds)].filter((endpoint) => endpoint.route.includes(':'));
    for (const endpoint of withIds) {
      const response = await stranger.client.request(endpoint.method, endpoint.path, { body: endpoint.body });
      if (response.status !== 404 || response.body?.message !== notFoundMessage(endpoint.route)) {
        problems.push(`${endpoint.method} ${endpoint.route}: ${response.status} ${response.text.slice(0, 100)}`);
      }
    }
    for (const operation of [...graphqlQueries(ownerIds), ...graphqlMutations(ownerIds)].filter(
      (candidate) => 'id' in candidate.variables,
    )) {
      const result = await stranger.client.graphql(operation.query, operation.variables);
      if (result.errors?.[0]?.extensions?.code !== 'NOT_FOUND' || !/ not found$/.test(result.errors?.[0]?.message ?? '')) {
        problems.push(`${operation.name}: ${JSON.stringify(result).slice(0, 150)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(
      (await owner.client.get(`/api/projects/${ownerIds.project}/demand-test/signups`)).body.signups.map(
        (signup: { id: string }) => signup.id,
      ),
    ).toContain(ownerIds.signup);
  });

  it('answers junk on the published site’s forms and email links with an HTML page, never a 5xx', async () => {
    const slug = ownerIds.slug;
    const visitor = server.client();
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' };
    const junkText = ['', '   ', 'x'.repeat(20_000), 'nul\u0000byte', '\ud800', UNKNOWN_ID, ...MALFORMED_IDS];
    const problems: string[] = [];
    const check = (label: string, response: TestResponse, allowed: number[]) => {
      if (!allowed.includes(response.status)) problems.push(`${label}: ${response.status} ${response.text.slice(0, 100)}`);
    };
    for (const slugValue of [slug, 'no-such-site', '%00', 'x'.repeat(300)]) {
      for (const value of junkText) {
        const fields = new URLSearchParams({ signup: value, token: value }).toString();
        check(
          `POST forget ${slugValue.slice(0, 20)} ${describeValue(value)}`,
          await visitor.request('POST', `/site/${slugValue}/forget`, { rawBody: fields, headers: form }),
          [404, 413],
        );
        check(`GET confirm ${describeValue(value)}`, await visitor.get(`/site/${slugValue}/confirm?${fields}`), [404, 414, 431]);
        check(`GET forget ${describeValue(value)}`, await visitor.get(`/site/${slugValue}/forget?${fields}`), [200, 404, 414, 431]);
      }
    }
    for (const field of ['email', 'wouldPay', 'useCase', 'website', 'utm_source', 'ref']) {
      for (const value of junkText) {
        const body = new URLSearchParams({ email: 'fuzz@example.com', wouldPay: '20', useCase: 'u', [field]: value }).toString();
        check(
          `POST signup ${field}=${describeValue(value)}`,
          await visitor.request('POST', `/site/${slug}/signup`, { rawBody: body, headers: form }),
          [200, 413, 422, 429],
        );
      }
    }
    for (const rawBody of JUNK_BODIES) {
      check(
        `POST signup raw ${rawBody.slice(0, 20)}`,
        await visitor.request('POST', `/site/${slug}/signup`, { rawBody, headers: form }),
        [413, 422, 429, 400],
      );
      check(
        `POST signup json ${rawBody.slice(0, 20)}`,
        await visitor.request('POST', `/site/${slug}/signup`, { rawBody, headers: { origin: 'null' } }),
        [400, 413, 415, 422, 429],
      );
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown and malformed ids with NOT_FOUND on every GraphQL operation that takes one', async () => {
    const problems: string[] = [];
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      const ids = { project: id, website: id, apiToken: id, signup: id };
      const operations = [...graphqlQueries(ids), ...graphqlMutations(ids)].filter((operation) => 'id' in operation.variables);
      for (const operation of operations) {
        const result = await owner.client.graphql(operation.query, operation.variables);
        const code = result.errors?.[0]?.extensions?.code;
        if (code !== 'NOT_FOUND' || !/ not found$/.test(result.errors?.[0]?.message ?? '')) {
          problems.push(`${operation.name}(${id.slice(0, 40)}): ${JSON.stringify(result).slice(0, 150)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 401 {message} / UNAUTHENTICATED to a signed-out caller on every protected path and operation', async () => {
    const visitor = server.client();
    const ids = ownerIds;
    const problems: string[] = [];
    for (const endpoint of [...restEndpoints(ids), ...restReads(ids)]) {
      if (PUBLIC_ROUTES.includes(`${endpoint.method} ${endpoint.route}`)) continue;
      const response = await visitor.request(endpoint.method, endpoint.path, { body: endpoint.body });
      if (response.status !== 401 || response.body?.message !== 'Authentication required') {
        problems.push(`${endpoint.method} ${endpoint.path}: ${response.status} ${response.text.slice(0, 100)}`);
      }
    }
    for (const operation of [...graphqlQueries(ids), ...graphqlMutations(ids)]) {
      if (OPEN_OPERATIONS.includes(operation.name)) continue;
      const result = await visitor.graphql(operation.query, operation.variables);
      // A nullable root field (demandTest) answers `data: { field: null }` by the GraphQL spec; no value may come back.
      const answered = result.data && Object.values(result.data).some((value) => value !== null);
      if (result.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED' || answered) {
        problems.push(`${operation.name}: ${JSON.stringify(result).slice(0, 150)}`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing above changed the owner's objects.
    expect((await owner.client.get(`/api/projects/${ownerIds.project}`)).status).toBe(200);
    expect((await owner.client.get('/api/api-tokens')).body.map((token: { id: string }) => token.id)).toContain(ownerIds.apiToken);
    expect(
      (await owner.client.get(`/api/projects/${ownerIds.project}/demand-test/signups`)).body.signups.map(
        (signup: { id: string }) => signup.id,
      ),
    ).toContain(ownerIds.signup);
  });
});
