import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchIdeaPreview, previewMeasuredSomething } from './ideaPreview.js';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchIdeaPreview', () => {
  it('reads the findings of an answered preview', async () => {
    const findings = { idea: 'Bike repair vans', domain: null, launches: null };
    answer(200, { data: { ideaPreview: findings } });
    expect(await fetchIdeaPreview('Bike repair vans')).toEqual(findings);
  });

  it('gives null (the gate then says it couldn’t check just now) when the preview limit answers HTTP 429', async () => {
    answer(
      429,
      {
        errors: [{ message: 'Rate limit exceeded, try again later', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1800 } }],
        data: null,
      },
      { 'retry-after': '1800' },
    );
    const findings = await fetchIdeaPreview('Bike repair vans');
    expect(findings).toBeNull();
    expect(previewMeasuredSomething(findings)).toBe(false);
  });
});
