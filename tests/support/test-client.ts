/**
 * A tiny HTTP client that keeps cookies like a browser (one jar per client), for REST and GraphQL.
 * Requests carry the server's own Origin, as a same-site browser page would.
 */
export interface TestResponse<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
}

export interface GraphQLResult<Data = any> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  bearerToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<Body = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; redirect?: RequestRedirect } = {},
  ): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (this.bearerToken) headers.authorization = `Bearer ${this.bearerToken}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: options.redirect ?? 'manual' });
    this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as Body, text };
  }

  get<Body = any>(path: string, headers?: Record<string, string>) {
    return this.request<Body>('GET', path, { headers });
  }
  post<Body = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<Body>('POST', path, { body, headers });
  }
  patch<Body = any>(path: string, body?: unknown) {
    return this.request<Body>('PATCH', path, { body });
  }
  put<Body = any>(path: string, body?: unknown) {
    return this.request<Body>('PUT', path, { body });
  }
  delete<Body = any>(path: string) {
    return this.request<Body>('DELETE', path);
  }

  async graphql<Data = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<Data>> {
    const response = await this.request<GraphQLResult<Data>>('POST', '/graphql', { body: { query, variables } });
    return response.body;
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, attributeValue] = attribute.trim().split('=');
        return key?.toLowerCase() === 'expires' && new Date(attributeValue ?? '').getTime() <= Date.now();
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
