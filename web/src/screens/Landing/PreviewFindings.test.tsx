import { ThemeProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme.js';
import type { IdeaPreviewFindings } from './ideaPreview.js';
import { PreviewFindings } from './PreviewFindings.js';

const source = (url: string) => ({ provider: 'hacker-news', url, retrievedAt: '2026-11-27T10:00:00.000Z', evidenceId: null, model: null });
const SEARCH = 'https://hn.algolia.com/?q=walking%20city%20professional';

function findings(parts: Partial<NonNullable<IdeaPreviewFindings>>): NonNullable<IdeaPreviewFindings> {
  return { idea: 'Walking tours for city professionals', domain: null, launches: null, ...parts };
}

/** The findings as the page shows them: their text, and each link's words with where it goes. */
function shown(preview: IdeaPreviewFindings | null) {
  const html = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <PreviewFindings findings={preview} />
    </ThemeProvider>,
  );
  const text = html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, words]) => ({
    words,
    href: href!.replace(/&amp;/g, '&'),
  }));
  return { text, links };
}

describe('PreviewFindings', () => {
  it('a Hacker News search that found no posts offers the search, never "See them"', () => {
    const { text, links } = shown(
      findings({ launches: { query: 'walking city professional', count: 0, showHnCount: 0, basis: 'MEASURED', source: source(SEARCH) } }),
    );
    expect(text).toContain('A Hacker News search for “walking city professional” found no posts.');
    expect(text).not.toMatch(/See them/);
    expect(links).toEqual([{ words: 'Search Hacker News', href: SEARCH }]);
  });

  it('stories found link to them', () => {
    const { text, links } = shown(
      findings({ launches: { query: 'dog walking', count: 12, showHnCount: 2, basis: 'MEASURED', source: source(SEARCH) } }),
    );
    expect(text).toContain('Hacker News has 12 stories about “dog walking” (2 Show HN launches among the most relevant).');
    expect(links).toEqual([{ words: 'See them on Hacker News', href: SEARCH }]);
  });

  it('a registered .com links to its registry record; an available one to the lookup that found none', () => {
    const rdap = (domain: string) => ({ ...source(`https://rdap.verisign.com/com/v1/domain/${domain}`), provider: 'rdap' });
    const registered = shown(
      findings({ domain: { domain: 'dogwalking.com', available: false, basis: 'MEASURED', source: rdap('dogwalking.com') } }),
    );
    expect(registered.text).toContain('dogwalking.com is already registered.');
    expect(registered.links).toEqual([{ words: 'Registry record', href: 'https://rdap.verisign.com/com/v1/domain/dogwalking.com' }]);
    const available = shown(
      findings({ domain: { domain: 'walkwise.com', available: true, basis: 'MEASURED', source: rdap('walkwise.com') } }),
    );
    expect(available.text).toContain('walkwise.com is available.');
    expect(available.text).not.toMatch(/Registry record/);
    expect(available.links).toEqual([{ words: 'Registry lookup', href: 'https://rdap.verisign.com/com/v1/domain/walkwise.com' }]);
  });

  it('a source that did not answer says so, with no link', () => {
    const { text, links } = shown(null);
    expect(text).toContain('Domain availability: we couldn’t check just now.');
    expect(text).toContain('Similar launches: we couldn’t check just now.');
    expect(links).toEqual([]);
  });
});
