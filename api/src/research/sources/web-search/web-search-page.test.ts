import { describe, expect, it } from 'vitest';
import { endpointUrl, webResults } from './web-search-page.js';

describe('webResults', () => {
  it('keeps the results that link to a web page, as plain text from the named snippet field', () => {
    const results = webResults(
      [
        { title: '<strong>Rover</strong> &amp; friends', url: 'https://www.rover.com/', description: 'Dog <b>walkers</b>' },
        { title: 'No address', url: null, description: 'dropped' },
        { title: 'Mail', url: 'mailto:someone@example.com', description: 'dropped' },
        { title: null, url: 'HTTP://WAG.EXAMPLE/', description: null },
      ],
      'description',
    );
    expect(results).toEqual([
      { title: 'Rover & friends', url: 'https://www.rover.com/', snippet: 'Dog walkers' },
      { title: '', url: 'HTTP://WAG.EXAMPLE/', snippet: '' },
    ]);
  });

  it('stops at the limit, counting only the usable results', () => {
    const results = webResults(
      [{ url: 'ftp://files.example/' }, { url: 'https://a.example/' }, { url: 'https://b.example/' }, { url: 'https://c.example/' }],
      'content',
      2,
    );
    expect(results.map((result) => result.url)).toEqual(['https://a.example/', 'https://b.example/']);
  });
});

describe('endpointUrl', () => {
  it('puts the path below the base URL with or without its trailing slash', () => {
    expect(endpointUrl('http://127.0.0.1:8080/searxng', 'search').toString()).toBe('http://127.0.0.1:8080/searxng/search');
    expect(endpointUrl('http://127.0.0.1:8080/searxng/', 'search').toString()).toBe('http://127.0.0.1:8080/searxng/search');
  });
});
