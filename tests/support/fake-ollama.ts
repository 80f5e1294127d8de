import { fakeServer, readBody, sendJson } from './fake-server.js';
import { operationOf, successAnswer, type ChatRequest, type FakeOperation } from './fake-openai.js';

/**
 * A fake Ollama server on 127.0.0.1, written from Ollama's API docs (docs/api.md, docs/openai.md):
 * - GET / answers "Ollama is running"; GET /api/version {version}; GET /api/tags lists the pulled models
 *   ({ models: [{ name, model, modified_at, size, digest, details }] }).
 * - POST /v1/chat/completions is the OpenAI-compatible endpoint. What it does differently from OpenAI:
 *   no key needed (Authorization is ignored); the model must be pulled, else 404
 *   {"error":{"message":"model \"x\" not found, try pulling it first","type":"api_error","param":null,"code":null}};
 *   it reads max_tokens (not max_completion_tokens); usage has no prompt_tokens_details (no prompt cache);
 *   messages carry no refusal; system_fingerprint "fp_ollama"; structured outputs (response_format
 *   json_schema) only from 0.5.0: an older server ignores the schema and answers prose.
 */
export interface FakeOllamaOptions {
  /** The models `ollama pull` fetched. */
  models?: string[];
  /** The server's version: below 0.5.0 json_schema is ignored. */
  version?: string;
  promptTokens?: number;
  completionTokens?: number;
}

export interface FakeOllamaRequest {
  operation: FakeOperation;
  model: string;
  body: ChatRequest & { max_tokens?: number };
  authorization: string | undefined;
}

export interface FakeOllama {
  /** The server's root, as OLLAMA_URL (no /v1). */
  url: string;
  requests: FakeOllamaRequest[];
  /** GET /api/tags calls. */
  readonly tagRequests: number;
  setModels(models: string[]): void;
  close(): Promise<void>;
}

function atLeast(version: string, wanted: [number, number, number]): boolean {
  const parts = version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < 3; index += 1) {
    if ((parts[index] ?? 0) !== wanted[index]) return (parts[index] ?? 0) > wanted[index]!;
  }
  return true;
}

/** Ollama resolves a name without a tag as ":latest". */
function tagged(name: string): string {
  return name.includes(':') ? name : `${name}:latest`;
}

export async function startFakeOllama(initial: FakeOllamaOptions = {}): Promise<FakeOllama> {
  let models = (initial.models ?? ['qwen2.5:3b']).map(tagged);
  const version = initial.version ?? '0.5.7';
  const promptTokens = initial.promptTokens ?? 120;
  const completionTokens = initial.completionTokens ?? 40;
  const requests: FakeOllamaRequest[] = [];
  let tagRequests = 0;

  const server = fakeServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Ollama is running');
    }
    if (request.method === 'GET' && path === '/api/version') return sendJson(response, 200, { version });
    if (request.method === 'GET' && path === '/api/tags') {
      tagRequests += 1;
      return sendJson(response, 200, {
        models: models.map((name, index) => ({
          name,
          model: name,
          modified_at: '2026-11-20T10:00:00.000000000Z',
          size: 1_929_912_432,
          digest: `${index}`.padStart(64, 'a'),
          details: {
            parent_model: '',
            format: 'gguf',
            family: 'qwen2',
            families: ['qwen2'],
            parameter_size: '3.1B',
            quantization_level: 'Q4_K_M',
          },
        })),
      });
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('404 page not found');
    }
    let body: FakeOllamaRequest['body'];
    try {
      body = JSON.parse(await readBody(request)) as FakeOllamaRequest['body'];
    } catch {
      return sendJson(response, 400, {
        error: { message: 'invalid character in JSON body', type: 'invalid_request_error', param: null, code: null },
      });
    }
    const operation = operationOf(body);
    requests.push({ operation, model: body.model ?? '', body, authorization: request.headers.authorization });
    if (!body.model || !models.includes(tagged(body.model))) {
      return sendJson(response, 404, {
        error: { message: `model "${body.model ?? ''}" not found, try pulling it first`, type: 'api_error', param: null, code: null },
      });
    }
    const structured = body.response_format?.type === 'json_schema' && atLeast(version, [0, 5, 0]);
    const answer = structured
      ? JSON.stringify(
          successAnswer(operation, body, {
            mode: 'success',
            latencyMs: 0,
            slowMs: 0,
            promptTokens,
            completionTokens,
            activeTrademark: false,
            retryAfterSeconds: 1,
            answerModel: null,
            cachedTokens: 0,
            websiteCopy: null,
          }),
        )
      : 'Here is a short overview of the idea and its market.';
    // max_tokens bounds the answer (the characters stand in for tokens here).
    const limit = body.max_tokens;
    const cut = limit !== undefined && answer.length > limit * 4;
    sendJson(response, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: 'fp_ollama',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: cut ? answer.slice(0, limit * 4) : answer },
          finish_reason: cut ? 'length' : 'stop',
        },
      ],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  });
  const { url } = await server.listen();
  return {
    url,
    requests,
    get tagRequests() {
      return tagRequests;
    },
    setModels(next) {
      models = next.map(tagged);
    },
    close: async () => {
      await server.close();
    },
  };
}
