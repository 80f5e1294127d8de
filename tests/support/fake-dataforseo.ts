import { type IncomingMessage, type ServerResponse } from 'node:http';
import { fakeServer, readBody } from './fake-server.js';

/**
 * A fake DataForSEO v3 on 127.0.0.1, after https://docs.dataforseo.com/v3/keywords_data/google_ads/keywords_for_keywords/live/
 * (and .../search_volume/live/ for the item fields):
 * - POST /v3/keywords_data/google_ads/keywords_for_keywords/live, `Authorization: Basic base64(login:password)`,
 *   JSON body: an array of one task { keywords: [1..20 seeds, each at most 80 characters], location_code | location_name,
 *   language_code | language_name, sort_by?, include_adult_keywords? }.
 * - 200 { version, status_code: 20000, status_message: "Ok.", cost, tasks_count, tasks_error, tasks: [{ id, status_code: 20000,
 *   result_count, path, data, result: [{ keyword, location_code, language_code, search_partners, competition: "LOW" | "MEDIUM" | "HIGH",
 *   competition_index, search_volume, low_top_of_page_bid, high_top_of_page_bid, cpc, monthly_searches: [{ year, month,
 *   search_volume }] (newest first) }] }] }.
 * Refusals as DataForSEO sends them: no or wrong Basic auth 401 with status_code 40100; another method 405 (40501);
 * a body that is not a task array 400 (40000); a bad task field, or a spent balance (40200 Payment Required), HTTP 200 with
 * the task's status_code (tasks_error 1).
 */
export interface FakeKeywordIdea {
  keyword: string;
  searchVolume: number | null;
  competition: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  competitionIndex: number | null;
  cpc: number | null;
  lowBid: number | null;
  highBid: number | null;
  /** Twelve monthly volumes, oldest first (the fake sends them newest first, as DataForSEO does). */
  monthly: number[];
}

export interface FakeDataForSeo {
  url: string;
  login: string;
  password: string;
  /** The settings that point the app at this fake. */
  environment: Record<string, string>;
  /** Seed lists of the tasks it answered. */
  tasks: Array<{ keywords: string[]; locationCode: unknown; languageCode: unknown }>;
  /** Requests refused for their credentials. */
  readonly unauthorized: number;
  setFailure(status: number | null): void;
  /** Answers HTTP 200 with this task error (e.g. 40200 Payment Required: the balance is spent); null to recover. */
  setTaskError(error: { statusCode: number; message: string } | null): void;
  close(): Promise<void>;
}

const rising = [1000, 1000, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900];
const declining = [900, 880, 860, 800, 760, 700, 650, 600, 560, 520, 500, 480];
const stable = [300, 320, 280, 300, 310, 290, 300, 305, 295, 300, 310, 290];

export const DEFAULT_KEYWORD_IDEAS: FakeKeywordIdea[] = [
  {
    keyword: 'dog walking',
    searchVolume: 1300,
    competition: 'MEDIUM',
    competitionIndex: 48,
    cpc: 2.41,
    lowBid: 0.9,
    highBid: 3.8,
    monthly: rising,
  },
  {
    keyword: 'dog walkers near me',
    searchVolume: 650,
    competition: 'HIGH',
    competitionIndex: 81,
    cpc: null,
    lowBid: 1.5,
    highBid: 4.5,
    monthly: declining,
  },
  {
    keyword: 'dog walking app',
    searchVolume: 300,
    competition: 'LOW',
    competitionIndex: 20,
    cpc: 1.12,
    lowBid: 0.5,
    highBid: 2.2,
    monthly: stable,
  },
  {
    keyword: 'obscure dog walking phrase',
    searchVolume: null,
    competition: null,
    competitionIndex: null,
    cpc: null,
    lowBid: null,
    highBid: null,
    monthly: [],
  },
];

export async function startFakeDataForSeo(
  options: { login?: string; password?: string; ideas?: FakeKeywordIdea[] } = {},
): Promise<FakeDataForSeo> {
  const login = options.login ?? 'fake@example.com';
  const password = options.password ?? 'fake-api-password';
  const ideas = options.ideas ?? DEFAULT_KEYWORD_IDEAS;
  const tasks: FakeDataForSeo['tasks'] = [];
  let unauthorized = 0;
  let failure: number | null = null;
  let taskError: { statusCode: number; message: string } | null = null;

  const server = fakeServer((request, response) => {
    void handle(request, response).catch(() => reply(response, 500, { status_code: 50000, status_message: 'Internal Error.' }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    if (failure !== null) return reply(response, failure, { status_code: failure * 100, status_message: 'Service Unavailable.' });
    if (new URL(request.url ?? '/', 'http://fake').pathname !== '/v3/keywords_data/google_ads/keywords_for_keywords/live') {
      return reply(response, 404, { status_code: 40400, status_message: 'Not Found.' });
    }
    if (request.method !== 'POST') return reply(response, 405, { status_code: 40501, status_message: 'Method Not Allowed.' });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`) {
      unauthorized += 1;
      return reply(response, 401, {
        status_code: 40100,
        status_message: 'You are not authorized to access this resource. Please check your credentials.',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(response, 400, { status_code: 40000, status_message: 'Invalid JSON.' });
    }
    if (!Array.isArray(body) || body.length !== 1 || typeof body[0] !== 'object')
      return reply(response, 400, { status_code: 40000, status_message: 'The POST data must be an array of one task.' });
    const task = body[0] as Record<string, unknown>;
    const keywords = task.keywords;
    const problem =
      !Array.isArray(keywords) ||
      keywords.length === 0 ||
      keywords.length > 20 ||
      keywords.some((keyword) => typeof keyword !== 'string' || keyword.length > 80)
        ? "Invalid Field: 'keywords'."
        : task.location_code === undefined && task.location_name === undefined
          ? "Invalid Field: 'location_code'."
          : task.language_code === undefined && task.language_name === undefined
            ? "Invalid Field: 'language_code'."
            : null;
    if (problem) return reply(response, 200, envelope({ status_code: 40501, status_message: problem, result: null }, 1));
    if (taskError)
      return reply(response, 200, envelope({ status_code: taskError.statusCode, status_message: taskError.message, result: null }, 1));
    const seeds = (keywords as string[]).map((keyword) => keyword.toLowerCase());
    tasks.push({ keywords: seeds, locationCode: task.location_code, languageCode: task.language_code });
    const words = new Set(seeds.flatMap((seed) => seed.split(/\s+/)));
    const result = ideas
      .filter((idea) => idea.keyword.split(/\s+/).some((word) => words.has(word)))
      .map((idea) => ({
        keyword: idea.keyword,
        location_code: task.location_code ?? 2840,
        language_code: task.language_code ?? 'en',
        search_partners: false,
        competition: idea.competition,
        competition_index: idea.competitionIndex,
        search_volume: idea.searchVolume,
        low_top_of_page_bid: idea.lowBid,
        high_top_of_page_bid: idea.highBid,
        cpc: idea.cpc,
        monthly_searches: idea.monthly.length === 0 ? null : monthlySearches(idea.monthly),
        keyword_annotations: { concepts: null },
      }));
    reply(
      response,
      200,
      envelope(
        {
          status_code: 20000,
          status_message: 'Ok.',
          result,
          data: { api: 'keywords_data', function: 'keywords_for_keywords', se: 'google_ads', ...task },
        },
        0,
      ),
    );
  }

  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    login,
    password,
    environment: { DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password, DATAFORSEO_BASE_URL: `http://127.0.0.1:${port}` },
    tasks,
    get unauthorized() {
      return unauthorized;
    },
    setFailure: (status) => {
      failure = status;
    },
    setTaskError: (error) => {
      taskError = error;
    },
    close: async () => {
      await server.close();
    },
  };
}

/** Twelve months ending last month, newest first. */
function monthlySearches(oldestFirst: number[]) {
  const now = new Date();
  return oldestFirst
    .map((volume, index) => {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - oldestFirst.length + index, 1));
      return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, search_volume: volume };
    })
    .reverse();
}

function envelope(task: { status_code: number; status_message: string; result: unknown[] | null; data?: unknown }, tasksError: number) {
  return {
    version: '0.1.20251101',
    status_code: 20000,
    status_message: 'Ok.',
    time: '0.5 sec.',
    cost: 0.075,
    tasks_count: 1,
    tasks_error: tasksError,
    tasks: [
      {
        id: '11241234-1535-0367-0000-fake',
        time: '0.4 sec.',
        cost: 0.075,
        result_count: task.result?.length ?? 0,
        path: ['v3', 'keywords_data', 'google_ads', 'keywords_for_keywords', 'live'],
        data: task.data ?? {},
        ...task,
      },
    ],
  };
}

function reply(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ version: '0.1.20251101', time: '0 sec.', cost: 0, tasks_count: 0, tasks_error: 0, tasks: null, ...body }));
}
