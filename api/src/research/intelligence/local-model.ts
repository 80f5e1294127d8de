import { z } from 'zod';

/** Ollama's GET /api/tags: the models pulled on that server. */
const tagsAnswer = z.object({ models: z.array(z.object({ name: z.string(), model: z.string().optional() })) });

export type LocalModelState = { available: true; model: string } | { available: false; reason: string };

/** How long one answer from /api/tags stands (a started or stopped server is seen within this). */
const PROBE_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 2_000;

/** "qwen2.5:3b" and "qwen2.5:3b" match; "llama3.2" matches "llama3.2:latest" as Ollama itself resolves it. */
function sameModel(wanted: string, pulled: string): boolean {
  const withTag = (name: string) => (name.includes(':') ? name : `${name}:latest`);
  return withTag(wanted) === withTag(pulled);
}

/**
 * A local Ollama server: whether it answers and has the configured model pulled, from its own list
 * (GET /api/tags). The state (not any answer) is kept for 30 s so a research run does not ask it
 * before every call; a server started later is picked up within that time.
 */
export class LocalModel {
  private state: { at: number; value: Promise<LocalModelState> } | null = null;

  constructor(
    readonly baseUrl: string,
    readonly model: string,
    private readonly fetchImplementation: typeof fetch = fetch,
  ) {}

  /** The OpenAI-compatible endpoint's base URL (Ollama serves it under /v1). */
  get openAiBaseUrl(): string {
    return `${this.baseUrl.replace(/\/+$/, '')}/v1`;
  }

  async status(): Promise<LocalModelState> {
    if (!this.state || Date.now() - this.state.at > PROBE_TTL_MS) this.state = { at: Date.now(), value: this.probe() };
    return this.state.value;
  }

  /** Forget the last probe (the server said the model is missing, or stopped answering). */
  forget(): void {
    this.state = null;
  }

  private async probe(): Promise<LocalModelState> {
    let body: unknown;
    try {
      const response = await this.fetchImplementation(`${this.baseUrl.replace(/\/+$/, '')}/api/tags`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      if (!response.ok) return { available: false, reason: `The local model server at ${this.baseUrl} answered ${response.status}` };
      body = await response.json();
    } catch {
      return { available: false, reason: `No local model server answers at ${this.baseUrl}` };
    }
    const parsed = tagsAnswer.safeParse(body);
    if (!parsed.success) return { available: false, reason: `The server at ${this.baseUrl} does not answer like Ollama (/api/tags)` };
    if (
      !parsed.data.models.some(
        (entry) => sameModel(this.model, entry.name) || (entry.model !== undefined && sameModel(this.model, entry.model)),
      )
    ) {
      return { available: false, reason: `The local model ${this.model} is not pulled on ${this.baseUrl} (ollama pull ${this.model})` };
    }
    return { available: true, model: this.model };
  }
}
