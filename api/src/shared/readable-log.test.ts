import { describe, expect, test } from 'vitest';
import { readableLogLine } from './readable-log.js';

describe('readableLogLine', () => {
  test('prints time, level, message and the fields as key=value, without pid and hostname', () => {
    const time = new Date(2026, 0, 2, 12, 4, 5).getTime();
    const line = readableLogLine(
      JSON.stringify({ level: 30, time, pid: 1, hostname: 'vm', method: 'GET', path: '/a b', status: 200, msg: 'request' }),
    );
    expect(line).toBe('12:04:05 INFO  request method=GET path="/a b" status=200\n');
  });

  test('puts an error stack on indented lines and passes non-JSON text through', () => {
    const line = readableLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n  at x' } }),
    );
    expect(line).toContain('ERROR failed\n    Error: boom\n      at x\n');
    expect(readableLogLine('plain text')).toBe('plain text\n');
  });
});
