/**
 * `pnpm bench:soak` - domain checks against RDAP servers that cannot be reached.
 *
 * Three stand-ins for unreachable registries: a local server that accepts connections and never
 * answers (every lookup runs into the RDAP timeout), a local port that refuses them, and a host name
 * that does not resolve. Each "run" checks
 * what a research run checks - 4 name variants x 4 extensions - through the real DomainChecker, with
 * the DNS second opinion failing too (so every domain goes the whole way). Heap and RSS are read after
 * a forced GC once warmed up and again after all runs; growth per run is printed.
 *
 *   node --expose-gc --import tsx tests/bench/rdap-soak.ts [--runs 1000] [--parallel 50] [--json]
 *
 * Exit code 1 when heap growth exceeds 8 KB per run (a leak shows as ~100 KB per run).
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { DomainChecker } from '../../api/src/research/domains/domain-checker.js';
import { domainCandidates } from '../../api/src/research/domains/domain-candidates.js';
import type { AppConfig } from '../../api/src/config/config.js';
import type { MikroORM } from '../../api/src/database/orm.js';
import type { Logger } from '../../api/src/shared/logger.js';

export interface SoakFigures {
  runs: number;
  checks: number;
  heapGrowthMb: number;
  rssGrowthMb: number;
  heapGrowthPerRunKb: number;
  openServerSockets: number;
  /** Connections the silent server accepted while measured: one per lookup without a back-off. */
  connectionsToSilentServer: number;
  seconds: number;
}

const HEAP_GROWTH_BUDGET_PER_RUN_KB = 8;
const RDAP_TIMEOUT_MS = 100;
const EXTENSIONS = ['.com', '.net', '.org', '.io'];

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) {
  console.error('Run with node --expose-gc (pnpm bench:soak does)');
  process.exit(2);
}

/** Accepts and never answers; keeps count of the connections still open. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const accepted = { count: 0 };
  const server = createServer((socket) => {
    accepted.count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, sockets, server, accepted };
}

/** A port nobody listens on: taken from a server that is closed at once. */
async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

function checkerFor(rdapBaseUrl: string): DomainChecker {
  const config = { DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdapBaseUrl, RDAP_BOOTSTRAP_URL: undefined } as unknown as AppConfig;
  // The day-long cache is empty and nothing is definite, so nothing is written: an ORM stand-in that finds nothing.
  const orm = { em: { fork: () => ({ getConnection: () => ({ execute: async () => [] }) }) } } as unknown as MikroORM;
  const logger = { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined } as unknown as Logger;
  const resolveNs = async () => {
    throw Object.assign(new Error('resolver unreachable'), { code: 'ETIMEOUT' });
  };
  return new DomainChecker({ config, orm, logger, resolveNs, rdapTimeoutMs: RDAP_TIMEOUT_MS });
}

const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  collectGarbage();
  collectGarbage();
};

export async function soak(runs: number, parallel: number): Promise<SoakFigures> {
  const silent = await silentServer();
  // A host name that does not resolve (.invalid is reserved): the registry's name cannot be looked up.
  const checkers = [checkerFor(silent.url), checkerFor(await refusingUrl()), checkerFor('http://rdap.invalid/')];
  let checks = 0;
  const oneRun = async (index: number) => {
    const domains = domainCandidates(`Soak idea ${index}`, EXTENSIONS);
    checks += domains.length;
    await checkers[index % checkers.length]!.check(domains);
  };
  // Warm up (module state, connection pools, JIT), then measure; `parallel` runs at once, as a worker
  // runs RESEARCH_WORKER_CONCURRENCY (50) at once.
  const batch = async (first: number) => Promise.all(Array.from({ length: parallel }, (_, offset) => oneRun(first + offset)));
  for (let index = 0; index < parallel * 2; index += parallel) await batch(index);
  await settle();
  checks = 0;
  silent.accepted.count = 0;
  const before = process.memoryUsage();
  const started = performance.now();
  for (let index = 0; index < runs; index += parallel) await batch(index);
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const after = process.memoryUsage();
  const figures: SoakFigures = {
    runs,
    checks,
    heapGrowthMb: round((after.heapUsed - before.heapUsed) / 1e6),
    rssGrowthMb: round((after.rss - before.rss) / 1e6),
    heapGrowthPerRunKb: round((after.heapUsed - before.heapUsed) / runs / 1024),
    openServerSockets: silent.sockets.size,
    connectionsToSilentServer: silent.accepted.count,
    seconds: round(seconds),
  };
  silent.server.close();
  for (const socket of silent.sockets) socket.destroy();
  return figures;
}

const round = (value: number) => Math.round(value * 100) / 100;

const runs = Number(argument('--runs') ?? 1000);
const parallel = Number(argument('--parallel') ?? 50);
const figures = await soak(runs, parallel);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(figures));
} else {
  console.log(
    `RDAP soak: ${figures.runs} runs (${parallel} at once), ${figures.checks} domain checks against a silent, a refusing and an unresolvable RDAP server in ${figures.seconds} s`,
  );
  console.log(
    `  heap growth ${figures.heapGrowthMb} MB (${figures.heapGrowthPerRunKb} KB per run, budget ${HEAP_GROWTH_BUDGET_PER_RUN_KB})`,
  );
  console.log(
    `  RSS growth  ${figures.rssGrowthMb} MB; connections to the silent server: ${figures.connectionsToSilentServer} made, ${figures.openServerSockets} still open`,
  );
}
process.exit(figures.heapGrowthPerRunKb > HEAP_GROWTH_BUDGET_PER_RUN_KB ? 1 : 0);
