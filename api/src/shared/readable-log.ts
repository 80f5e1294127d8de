/**
 * A small formatter for pino's JSON lines at a terminal ("12:04:05 INFO  request method=GET ..."),
 * so the API needs no pretty-printing dependency at run time. Redaction happened before: this only
 * reshapes what pino already wrote.
 */
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

export function readableLogLine(jsonLine: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const level = (LEVEL_NAMES[Number(record.level)] ?? String(record.level)).padEnd(5);
  const fields = Object.entries(record)
    .filter(([key]) => !HIDDEN_KEYS.has(key))
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  const parts = [time, level, typeof record.msg === 'string' ? record.msg : '', ...fields].filter(Boolean);
  const error = record.err as { stack?: unknown; message?: unknown } | undefined;
  const errorText = error ? `\n    ${String(error.stack ?? error.message ?? JSON.stringify(error)).replace(/\n/g, '\n    ')}` : '';
  return `${parts.join(' ')}${errorText}\n`;
}
