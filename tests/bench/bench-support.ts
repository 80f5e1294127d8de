/** Start-up pieces every bench script needs: a scratch database name, a free port, a health wait, a clean stop. */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tests' tsconfig: the API's resolvers use decorators, which tsx compiles only with it (the root tsconfig does not enable them). */
export const TESTS_TSCONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tsconfig.json');

/** Runs this bench again under the tests' tsconfig and exits with its status, unless it already runs so. Call before importing the API. */
export function rerunWithTestsTsconfig(): void {
  if (process.env.TSX_TSCONFIG_PATH) return;
  const rerun = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: TESTS_TSCONFIG },
  });
  process.exit(rerun.status ?? 1);
}

/**
 * The Node flags `pnpm start` runs the API with (api/package.json's "serve": `node <flags> dist/main.js`),
 * so a bench that starts the API from source runs it with the same heap settings.
 */
export function apiServeNodeFlags(): string[] {
  const packageFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json');
  const serve = (JSON.parse(readFileSync(packageFile, 'utf8')) as { scripts: { serve: string } }).scripts.serve;
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/main\.js$/.exec(serve);
  if (!match) throw new Error(`api/package.json "serve" is not "node [flags] dist/main.js": ${serve}`);
  return match[1]!.trim().split(' ').filter(Boolean);
}

/** A database on DATABASE_URL's server (default: the local PostgreSQL) named for this bench and moment; the bench creates and drops it. */
export function scratchDatabase(label: string): { serverUrl: string; name: string; url: string } {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ideascope_bench_${label}_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { serverUrl, name, url: url.toString() };
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until it answers 2xx; fails early when `child` (the process behind it) exits. */
export async function waitForHealth(
  url: string,
  options: { child?: ChildProcess; init?: RequestInit; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const { child, init, timeoutMs = 90_000, intervalMs = 150 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Signals the process and resolves once it has exited (at once when it already has). */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the stat line (11 and 12 after the command name).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The machine's CPU time so far (ms, all cores): busy (everything but idle and iowait) and in all, from /proc/stat (Linux). */
export function machineCpuMs(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = ticks[3]! + ticks[4]!;
  return { busy: ((total - idle) * 1000) / CLOCK_TICKS_PER_SECOND, total: (total * 1000) / CLOCK_TICKS_PER_SECOND };
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
