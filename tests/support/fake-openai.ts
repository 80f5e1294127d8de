import { fakeServer, readBody, sendJson } from './fake-server.js';

/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests and benchmarks: POST /v1/chat/completions
 * answering the structured-output requests IdeaScope makes (recognised by the response_format
 * schema name, else by the prompt), in one of several modes.
 */
export type FakeOpenAiMode =
  /** Valid JSON for each operation. */
  | 'success'
  /** 429 with error code insufficient_quota. */
  | 'quota'
  /** 200 with content that is not JSON. */
  | 'malformed'
  /** 200 with JSON of the wrong shape. */
  | 'wrong-shape'
  /** A success answer after `slowMs`. */
  | 'slow'
  /** 500, a transient provider failure. */
  | 'server-error'
  /** 429 rate_limit_exceeded with Retry-After: `retryAfterSeconds` (not a quota problem). */
  | 'rate-limited'
  /** 401 invalid_api_key. */
  | 'unauthorized'
  /** 200 whose message is a refusal (content null). */
  | 'refusal'
  /** 200 with finish_reason "length" and JSON cut off mid-way. */
  | 'length';

export type FakeOperation =
  | 'generate-description'
  | 'competitors'
  | 'competitors-from-search'
  | 'keywords'
  | 'legal'
  | 'website-copy'
  | 'viability-judge'
  | 'unknown';

export interface FakeOpenAiOptions {
  mode?: FakeOpenAiMode;
  /** Added to every answer (the benchmark's L). */
  latencyMs?: number;
  /** Delay of the 'slow' mode. */
  slowMs?: number;
  promptTokens?: number;
  completionTokens?: number;
  /** Whether the legal answer contains an Active trademark. */
  activeTrademark?: boolean;
  /** The Retry-After (seconds) of the 'rate-limited' mode. */
  retryAfterSeconds?: number;
  /** The `model` the answers name (a dated snapshot, another model); by default the requested one. */
  answerModel?: string | null;
  /** usage.prompt_tokens_details.cached_tokens of every answer. */
  cachedTokens?: number;
  /** The website-copy answer instead of the default one (copy that makes claims, say). */
  websiteCopy?: object | null;
}

export interface FakeOpenAiRequest {
  operation: FakeOperation;
  model: string;
  body: ChatRequest;
  authorization: string | undefined;
}

export interface FakeOpenAi {
  /** The base URL to use as OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeOpenAiRequest[];
  /** Number of chat completion requests received. */
  readonly requestCount: number;
  /**
   * Changes the mode for every operation, or only for one; with `times`, only for that many
   * requests, after which the server succeeds again.
   */
  setMode(mode: FakeOpenAiMode, operation?: FakeOperation, times?: number): void;
  setLatency(latencyMs: number): void;
  /** Whether the legal answer's trademark is Active (a conflict) or Pending. */
  setActiveTrademark(active: boolean): void;
  /** The model the answers name and their cached prompt tokens (null: the requested model). */
  setAnswer(answer: { model?: string | null; cachedTokens?: number; websiteCopy?: object | null }): void;
  countFor(operation: FakeOperation): number;
  reset(): void;
  close(): Promise<void>;
}

export interface ChatRequest {
  model?: string;
  max_completion_tokens?: number;
  messages?: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name?: string } };
}

const SCHEMA_OPERATIONS: Record<string, FakeOperation> = {
  idea_description: 'generate-description',
  competitor_analysis: 'competitors',
  competitors_from_search: 'competitors-from-search',
  keyword_research: 'keywords',
  legal_research: 'legal',
  website_copy: 'website-copy',
  viability_judgement: 'viability-judge',
};

export function operationOf(body: ChatRequest): FakeOperation {
  const schema = body.response_format?.json_schema?.name;
  if (schema && SCHEMA_OPERATIONS[schema]) return SCHEMA_OPERATIONS[schema];
  const prompt = (body.messages ?? [])
    .map((message) => message.content)
    .join('\n')
    .toLowerCase();
  if (prompt.includes('business description')) return 'generate-description';
  if (prompt.includes('competition')) return 'competitors';
  if (prompt.includes('keyword')) return 'keywords';
  if (prompt.includes('trademark') || prompt.includes('patent')) return 'legal';
  if (prompt.includes('website')) return 'website-copy';
  return 'unknown';
}

function firstUserPrompt(body: ChatRequest): string {
  return body.messages?.find((message) => message.role === 'user')?.content ?? '';
}

function ideaName(prompt: string): string {
  return /Idea name: (.+)/.exec(prompt)?.[1]?.trim() ?? /"name": "([^"]+)"/.exec(prompt)?.[1] ?? 'Fake Idea';
}

export function successAnswer(operation: FakeOperation, body: ChatRequest, options: Required<FakeOpenAiOptions>): unknown {
  const prompt = firstUserPrompt(body);
  const name = ideaName(prompt);
  switch (operation) {
    case 'generate-description':
      return {
        name,
        description: `${name} (from the fake AI) helps busy people do the thing they care about, faster and cheaper than today's options.`,
        category: /Category: ([^\n(]+)/.exec(prompt)?.[1]?.trim() || 'SaaS/Software',
        targetMarket: 'Fake target market: small teams',
        keyFeatures: ['Fake feature one', 'Fake feature two', 'Fake feature three'],
      };
    case 'competitors': {
      const [, min = '5'] = /between (\d+) and (\d+) competitors/.exec(prompt) ?? [];
      return {
        competitors: Array.from({ length: Number(min) }, (_, index) => ({
          name: `Fake Competitor ${index + 1}`,
          website: index % 2 === 0 ? `https://competitor${index + 1}.example` : '',
          description: `Fake competitor number ${index + 1}.`,
          strengths: ['Fake strength A', 'Fake strength B'],
          weaknesses: ['Fake weakness A', 'Fake weakness B'],
          marketShare: index === 0 ? '20%' : '',
        })),
      };
    }
    case 'competitors-from-search': {
      // Reads the numbered results of the prompt and picks their sites, plus one site that was never a
      // result (a model inventing a source): IdeaScope must drop it.
      const listed = [...prompt.matchAll(/\[(\d+)\] (.+)\n\s+url: (\S+)\n\s+snippet: (.+)/g)].map((match) => ({
        title: match[2]!,
        url: match[3]!,
        snippet: match[4]!,
      }));
      const picked = listed.slice(0, Number(/list the (\d+) to (\d+)/.exec(prompt)?.[2] ?? '5'));
      return {
        competitors: [
          {
            name: 'Invented Rival',
            website: 'https://invented-rival.example',
            strengths: ['Made up'],
            weaknesses: ['Not real'],
          },
          ...picked.map((result) => ({
            name: result.title.split(/ [|\-–·:] /)[0]!,
            website: result.url,
            strengths: ['Fake assessed strength A', 'Fake assessed strength B'],
            weaknesses: ['Fake assessed weakness A', 'Fake assessed weakness B'],
          })),
        ],
      };
    }
    case 'keywords': {
      const count = Number(/List (\d+) search keywords/.exec(prompt)?.[1] ?? '10');
      const difficulties = ['Low', 'Medium', 'High'] as const;
      return {
        keywords: Array.from({ length: count }, (_, index) => ({
          keyword: `fake keyword ${index + 1}`,
          searchVolume: 1000 * (index + 1),
          difficulty: difficulties[index % 3],
          cpc: 1.25,
          trend: 'Rising',
        })),
      };
    }
    case 'legal':
      return {
        trademarks: prompt.includes('trademarks: return an empty list')
          ? []
          : [
              {
                name: name.toUpperCase(),
                status: options.activeTrademark ? 'Active' : 'Pending',
                owner: 'Fake Owner LLC',
                class: 'Class 9 - Computer software',
              },
            ],
        patents: prompt.includes('patents: return an empty list')
          ? []
          : [
              {
                title: 'Fake method for doing things',
                number: 'US 10,000,001 B2',
                assignee: 'Fake Labs Inc.',
                abstract: 'A fake abstract.',
              },
            ],
      };
    case 'viability-judge': {
      // A rubric reading that cites the first evidence item listed; its 'advantage' level depends on
      // whether a competitor is read first, so the two orders IdeaScope asks in can differ.
      const items = [...prompt.matchAll(/^(E\d+)\. (.+)$/gm)].map((match) => ({ id: match[1]!, text: match[2]! }));
      const first = items[0];
      const cite = first ? [first.id] : [];
      const level = (value: number) => ({ level: value, evidence: cite });
      return {
        payer: level(3),
        pricing: level(2),
        channel: level(items.some((item) => item.text.startsWith('Keyword')) ? 3 : 1),
        urgency: level(2),
        advantage: level(first?.text.startsWith('Competitor') ? 1 : 2),
      };
    }
    case 'website-copy':
      return (
        options.websiteCopy ?? {
          headline: `${name}, the fake headline`,
          tagline: 'A fake tagline.',
          about: 'Fake about text.',
          features: ['Fake benefit one', 'Fake benefit two', 'Fake benefit three'],
          callToAction: 'Try it now',
        }
      );
    default:
      return { answer: 'unknown operation' };
  }
}

export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const options: Required<FakeOpenAiOptions> = {
    mode: 'success',
    latencyMs: 0,
    slowMs: 5_000,
    promptTokens: 150,
    completionTokens: 50,
    activeTrademark: false,
    websiteCopy: null,
    retryAfterSeconds: 2,
    answerModel: null,
    cachedTokens: 0,
    ...initial,
  };
  const modeByOperation = new Map<FakeOperation, FakeOpenAiMode>();
  /** Modes limited to a number of requests: [mode, remaining, operation or undefined for all]. */
  let limited: { mode: FakeOpenAiMode; remaining: number; operation?: FakeOperation } | null = null;
  const modeFor = (operation: FakeOperation): FakeOpenAiMode => {
    if (limited && limited.remaining > 0 && (!limited.operation || limited.operation === operation)) {
      limited.remaining -= 1;
      return limited.mode;
    }
    return modeByOperation.get(operation) ?? options.mode;
  };
  const requests: FakeOpenAiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = fakeServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST' || !/\/chat\/completions$/.test(path)) {
      return sendJson(response, 404, {
        error: { message: `No fake for ${request.method} ${path}`, type: 'invalid_request_error', code: null },
      });
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(await readBody(request)) as ChatRequest;
    } catch {
      return sendJson(response, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error', code: null } });
    }
    const operation = operationOf(body);
    requests.push({ operation, model: body.model ?? '', body, authorization: request.headers.authorization });
    const mode = modeFor(operation);
    await delay(options.latencyMs + (mode === 'slow' ? options.slowMs : 0));
    const usage = {
      prompt_tokens: options.promptTokens,
      completion_tokens: options.completionTokens,
      total_tokens: options.promptTokens + options.completionTokens,
      prompt_tokens_details: { cached_tokens: options.cachedTokens },
    };
    const completion = (content: string | null, finishReason = 'stop', refusal: string | null = null) => ({
      id: `chatcmpl-fake-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: options.answerModel ?? body.model ?? 'fake-model',
      choices: [{ index: 0, finish_reason: finishReason, logprobs: null, message: { role: 'assistant', content, refusal } }],
      usage,
    });
    switch (mode) {
      case 'quota':
        return sendJson(response, 429, {
          error: {
            message: 'You exceeded your current quota, please check your plan and billing details.',
            type: 'insufficient_quota',
            param: null,
            code: 'insufficient_quota',
          },
        });
      case 'rate-limited':
        if (response.destroyed) return;
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(options.retryAfterSeconds) });
        return response.end(
          JSON.stringify({
            error: {
              message: 'Rate limit reached for requests per min. Please try again in 2s.',
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          }),
        );
      case 'unauthorized':
        return sendJson(response, 401, {
          error: {
            message: 'Incorrect API key provided: sk-test***.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        });
      case 'refusal':
        return sendJson(response, 200, completion(null, 'stop', "I'm sorry, I can't help with that request."));
      case 'length':
        return sendJson(response, 200, completion(JSON.stringify(successAnswer(operation, body, options)).slice(0, 40), 'length'));
      case 'server-error':
        return sendJson(response, 500, {
          error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null },
        });
      case 'malformed':
        return sendJson(response, 200, completion('Sure! Here is what I found: {not json'));
      case 'wrong-shape':
        return sendJson(response, 200, completion(JSON.stringify({ unexpected: true })));
      default:
        return sendJson(response, 200, completion(JSON.stringify(successAnswer(operation, body, options))));
    }
  });
  const { url } = await server.listen();

  return {
    url: `${url}/v1`,
    requests,
    get requestCount() {
      return requests.length;
    },
    setMode(mode, operation, times) {
      if (times !== undefined) limited = { mode, remaining: times, operation };
      else if (operation) modeByOperation.set(operation, mode);
      else {
        modeByOperation.clear();
        options.mode = mode;
      }
    },
    setLatency(latencyMs) {
      options.latencyMs = latencyMs;
    },
    setActiveTrademark(active) {
      options.activeTrademark = active;
    },
    setAnswer(answer) {
      if (answer.model !== undefined) options.answerModel = answer.model;
      if (answer.cachedTokens !== undefined) options.cachedTokens = answer.cachedTokens;
      if (answer.websiteCopy !== undefined) options.websiteCopy = answer.websiteCopy;
    },
    countFor: (operation) => requests.filter((request) => request.operation === operation).length,
    reset() {
      requests.length = 0;
      modeByOperation.clear();
      limited = null;
      options.mode = initial.mode ?? 'success';
      options.activeTrademark = initial.activeTrademark ?? false;
      options.answerModel = initial.answerModel ?? null;
      options.cachedTokens = initial.cachedTokens ?? 0;
      options.websiteCopy = initial.websiteCopy ?? null;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
    },
  };
}
