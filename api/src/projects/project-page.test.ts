import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageSize } from './project-page.js';

describe('project page cursors', () => {
  const cursor = { createdAtMicros: '1763900000123456', id: '0b6a3b5e-6f1e-4b8e-9a51-2d0c6f4b7a10' };

  it('round-trips and is opaque (no raw timestamp or id in the text)', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain(cursor.id);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('refuses anything else with a message naming the argument', () => {
    for (const bad of [
      '',
      'not a cursor',
      '!!!',
      Buffer.from('12:not-a-uuid').toString('base64url'),
      Buffer.from(`x:${cursor.id}`).toString('base64url'),
      42,
      null,
      'a'.repeat(101),
    ]) {
      expect(() => decodeCursor(bad, 'cursor')).toThrow('cursor is not a valid cursor');
    }
  });

  it('takes page sizes from 1 to 100, 20 by default', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(100)).toBe(100);
    for (const bad of [0, 101, 1.5, -1, '10', Number.NaN])
      expect(() => pageSize(bad, 'limit')).toThrow('limit must be an integer from 1 to 100');
  });
});
