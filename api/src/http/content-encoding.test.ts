import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding.js';

const choose = (acceptEncoding: string | undefined, available: Array<'br' | 'gzip'> = ['br', 'gzip']) =>
  negotiateEncoding(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, available);

describe('negotiateEncoding', () => {
  it('prefers brotli where the client weighs both the same, whatever their order', () => {
    expect(choose('gzip, deflate, br')).toBe('br');
    expect(choose('br, gzip')).toBe('br');
  });

  it('follows the client weights and what is available', () => {
    expect(choose('br;q=0.5, gzip')).toBe('gzip');
    expect(choose('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(choose('br', ['gzip'])).toBeNull();
    expect(choose('*')).toBe('br');
  });

  it('sends the body as it is without a header, with identity preferred, or with nothing acceptable', () => {
    expect(choose(undefined)).toBeNull();
    expect(choose('identity')).toBeNull();
    expect(choose('deflate')).toBeNull();
    expect(choose('br;q=0, gzip;q=0')).toBeNull();
  });
});
