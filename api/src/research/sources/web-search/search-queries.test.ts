import { describe, expect, it } from 'vitest';
import { competitorQueries } from './search-queries.js';

describe('competitorQueries', () => {
  it("searches for the description's subject, the kind of business and its audience", () => {
    const queries = competitorQueries({
      name: 'PetPal Walks',
      category: 'Mobile App',
      description: 'An app that matches busy dog owners with vetted neighbourhood walkers, with live GPS walk reports.',
      targetMarket: 'Urban dog owners aged 25-45',
      keyFeatures: ['Walker matching'],
      notes: 'Start in one city.',
    });
    expect(queries).toHaveLength(3);
    expect(queries[0]).toMatch(/dog walking app$/);
    expect(queries[1]).toMatch(/^dog walking app for .*dog owners$/);
    expect(queries[2]).toBe('best dog walking apps');
  });

  it('never lets the notes replace the subject of the description', () => {
    const queries = competitorQueries({
      name: 'InvoiceFlow',
      category: 'SaaS/Software',
      description: 'Invoicing software that sends payment reminders for freelancers.',
      targetMarket: null,
      keyFeatures: [],
      notes: 'Coffee shop owners in Berlin liked the demo.',
    });
    expect(queries.join(' ')).toMatch(/invoic/);
    expect(queries.join(' ')).not.toMatch(/coffee/);
  });
});
