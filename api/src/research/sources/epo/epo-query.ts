import { readIdea } from '../../idea-text/key-phrase.js';
import type { ResearchInput } from '../../research.types.js';

/** At most this many terms are combined (OPS refuses long queries, and more terms find too little). */
const MAX_TERMS = 4;

/**
 * The CQL query for an idea: each key term of its subject must appear in the title or the abstract
 * (`ta` index), e.g. `ta=dog and ta=walking`. The subject is the core noun phrase of the confirmed
 * description ("dog walking"), or the name's words when the description has none.
 */
export function patentQuery(input: Pick<ResearchInput, 'name' | 'description' | 'notes' | 'targetMarket'>): string | null {
  const phrase = readIdea(input).phrase;
  const words = (phrase?.words ?? [])
    // Plain letters and digits: accents dropped (café -> cafe), anything CQL would read as syntax removed.
    .map((word) =>
      word
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, ''),
    )
    .filter((word) => word.length > 1);
  const terms = [...new Set(words)].slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term) => `ta=${term}`).join(' and ');
}

/** The query patentQuery builds: `ta=term` clauses joined by ` and `. */
const OUR_QUERY = /^ta=[a-z0-9-]+(?: and ta=[a-z0-9-]+)*$/;

/**
 * The words a patent query searched, as the customer reads them (`ta=shopping and ta=list` -> "shopping list").
 * The query as sent stays in the stored search, its Espacenet link and the evidence row; a query this module did
 * not build is returned as it is.
 */
export function patentQueryWords(cql: string | null): string | null {
  if (cql == null || !OUR_QUERY.test(cql)) return cql;
  return cql
    .split(' and ')
    .map((clause) => clause.slice('ta='.length))
    .join(' ');
}

/** Espacenet's page for one publication number (EP1234567A1). */
export function espacenetPublicationUrl(number: string): string {
  return `https://worldwide.espacenet.com/patent/search?q=${encodeURIComponent(`pn=${number}`)}`;
}

/** Espacenet's result list for the same query, where a person can repeat the search. */
export function espacenetSearchUrl(cql: string): string {
  return `https://worldwide.espacenet.com/patent/search?q=${encodeURIComponent(cql)}`;
}
