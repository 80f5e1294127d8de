import { describe, expect, test } from 'vitest';
import { isCountableVisitor, referrerHost, utmSource } from './visit-source.js';

describe('visit source', () => {
  test('bots and missing user agents are not visitors', () => {
    expect(isCountableVisitor('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(isCountableVisitor('')).toBe(false);
    expect(isCountableVisitor(undefined)).toBe(false);
    expect(
      isCountableVisitor('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe(true);
  });

  test('the referrer keeps its host only, never the site itself', () => {
    expect(referrerHost('https://www.Reddit.com/r/SaaS/comments/1', 'sites.example')).toBe('www.reddit.com');
    expect(referrerHost('https://sites.example/site/x', 'sites.example:443')).toBeNull();
    expect(referrerHost('not a url', 'sites.example')).toBeNull();
  });

  test('utm_source is a short lower-case token', () => {
    expect(utmSource(' LinkedIn ')).toBe('linkedin');
    expect(utmSource('<script>')).toBe('script');
    expect(utmSource(['x'])).toBeNull();
  });
});
