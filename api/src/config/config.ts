import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  // Secure by default: `pnpm start` (node api/dist/main.js) runs without NODE_ENV, so no stack traces or
  // introspection unless `pnpm dev` (development) or the tests (test) ask for them.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** Relative paths are relative to the repository root. */
  EMBEDDED_POSTGRES_DIR: z.string().default('.data/postgres'),
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: booleanFlag.default('false'),
  ADMIN_EMAILS: z.string().default(''),
  /** Who runs this IdeaScope: named with the contact address on the public Privacy, Terms and Security pages. */
  OPERATOR_NAME: z.string().trim().min(1).default('IdeaScope'),
  OPERATOR_EMAIL: z.string().trim().email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_WORKERS: booleanFlag.default('true'),
  // Research pipeline tuning (pg-boss jobs, in-process stage retries, worker heartbeats).
  RESEARCH_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
  // One user's runs at their stages at once, over every worker process; the rest wait their turn, so a burst cannot crowd another user's run.
  RESEARCH_RUNS_PER_USER: z.coerce.number().int().min(1).max(500).default(4),
  RESEARCH_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  RESEARCH_STAGE_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  RESEARCH_STAGE_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  RESEARCH_JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  RESEARCH_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(10).default(900),
  RESEARCH_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  RESEARCH_HEARTBEAT_STALE_SECONDS: z.coerce.number().int().min(1).default(15),
  WEB_DIST_DIR: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  // Each call to Google (code exchange, profile) gives up after this; the callback then sends the browser back.
  GOOGLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** A local Ollama server, used when OPENAI_API_KEY is unset and it answers ('off' or empty: never asked). */
  OLLAMA_URL: z.string().default('http://127.0.0.1:11434'),
  /** The local model (ollama pull it first): small enough for a laptop, good at JSON that follows a schema. */
  OLLAMA_MODEL: z.string().min(1).default('qwen2.5:3b'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().positive().default(200_000),
  // The answer's ceiling per call (a cut-off answer is asked once more with twice the room); also what the budget reserves.
  OPENAI_MAX_COMPLETION_TOKENS: z.coerce.number().int().min(16).default(8_192),
  // How long a research run may wait, in all, for an AI provider that rate-limits or fails (5xx, timeout) before sample data.
  AI_RETRY_MAX_WAIT_SECONDS: z.coerce.number().int().min(0).default(300),
  RDAP_BOOTSTRAP_URL: z.string().url().default('https://data.iana.org/rdap/dns.json'),
  RDAP_BASE_URL: z.string().url().optional(),
  DOMAIN_CHECK: z.enum(['online', 'offline']).default('online'),
  // Research sources (each optional; README "Research sources"). EPO Open Patent Services: OAuth client credentials.
  EPO_OPS_KEY: z.string().optional(),
  EPO_OPS_SECRET: z.string().optional(),
  EPO_OPS_BASE_URL: z.string().url().default('https://ops.epo.org/3.2'),
  // DataForSEO (Google Ads keyword data): API login and password (Basic auth).
  DATAFORSEO_LOGIN: z.string().optional(),
  DATAFORSEO_PASSWORD: z.string().optional(),
  DATAFORSEO_BASE_URL: z.string().url().default('https://api.dataforseo.com'),
  // Interest over time (keyless): Wikipedia's search API finds the article, Wikimedia's pageviews API counts its views.
  WIKIPEDIA_TRENDS: z.enum(['on', 'off']).default('on'),
  WIKIPEDIA_BASE_URL: z.string().url().default('https://en.wikipedia.org'),
  WIKIMEDIA_BASE_URL: z.string().url().default('https://wikimedia.org'),
  SITE_ORIGIN: z.string().url().optional(),
  // Demand test on published sites: mail for double opt-in (smtp://user:pass@host:port; unset: no email, every signup
  // counts unconfirmed), the sender, the visits (each visitor once a day) before the signup rate counts as measured
  // demand, and form limits.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('IdeaScope <no-reply@ideascope.local>'),
  DEMAND_TEST_MIN_VISITORS: z.coerce.number().int().min(1).default(100),
  DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  DEMAND_TEST_SIGNUPS_PER_SITE_PER_HOUR: z.coerce.number().int().min(1).default(300),
  // Web search for competitors: the first configured provider is used unless SEARCH_PROVIDER picks one.
  SEARXNG_URL: z.string().url().optional(),
  TAVILY_API_KEY: z.string().optional(),
  TAVILY_BASE_URL: z.string().url().default('https://api.tavily.com'),
  BRAVE_SEARCH_API_KEY: z.string().optional(),
  BRAVE_SEARCH_BASE_URL: z.string().url().default('https://api.search.brave.com'),
  SEARCH_PROVIDER: z.enum(['searxng', 'tavily', 'brave']).optional(),
  WEB_SEARCH_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  WEB_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  // Keyless sources on by default (research/sources/registry.ts): Hacker News (Algolia search API) and GitHub repository search.
  HACKER_NEWS_SEARCH: z.enum(['on', 'off']).default('on'),
  HACKER_NEWS_BASE_URL: z.string().url().default('https://hn.algolia.com'),
  HACKER_NEWS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  GITHUB_SEARCH: z.enum(['on', 'off']).default('on'),
  GITHUB_BASE_URL: z.string().url().default('https://api.github.com'),
  GITHUB_TOKEN: z.string().optional(),
  GITHUB_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Per-provider request rates replacing the documented defaults, e.g. "brave=20/1s,github=30/60s" (requests/window).
  RESEARCH_SOURCE_RATES: z.string().default(''),
  // Billing (api/src/billing): without STRIPE_SECRET_KEY every new account gets DEFAULT_PLAN and admins set plans.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe API is (tests: a fake); parsed into the package's host, port and protocol. */
  STRIPE_BASE_URL: z.string().url().default('https://api.stripe.com'),
  DEFAULT_PLAN: z.enum(['free', 'basic', 'pro']).default('free'),
  // Accounts one IP address may create per hour (sign-up abuse).
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Landing-page idea previews (keyless sources, no account) one IP address may ask for per hour.
  IDEA_PREVIEWS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  // Per user, whichever of their tokens is used (HTTP and socket operations).
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // Per user, over all their browser sessions; signed-out requests per IP (the health check is not counted);
  // signed-out graphql-ws sockets open at once per IP.
  SESSION_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(2400),
  ANONYMOUS_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  ANONYMOUS_WEBSOCKETS_PER_IP: z.coerce.number().int().positive().default(20),
  // A hung database answers 503 within 5 s: waiting for a pooled connection, and one statement, are bounded.
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  // graphql-ws: operations open at once per connection, connections per user (all replicas), operations a
  // session may start per minute (an API token's socket counts against API_TOKEN_RATE_LIMIT_PER_MINUTE), and how
  // often each process re-checks the sessions and tokens of its sockets (NOTIFY closes them at once).
  WEBSOCKET_MAX_OPERATIONS_PER_CONNECTION: z.coerce.number().int().positive().default(20),
  WEBSOCKET_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(10),
  WEBSOCKET_OPERATIONS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  WEBSOCKET_SESSION_CHECK_SECONDS: z.coerce.number().int().positive().default(30),
  // `pnpm worker` rewrites this file every 10 s while its database answers (the Docker health check reads it).
  WORKER_HEALTH_FILE: z.string().optional(),
});

export type AppConfig = z.infer<typeof environmentSchema> & { adminEmails: Set<string> };

/** Reads settings from the environment (or an override object in tests); fails fast with every bad key named. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const adminEmails = new Set(
    parsed.data.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
  return { ...parsed.data, adminEmails };
}
