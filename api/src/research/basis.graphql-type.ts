import { registerEnumType } from 'type-graphql';

/** The GraphQL enum of how a fact is known; shared by research results and the score. */
export enum BasisValue {
  MEASURED = 'MEASURED',
  ESTIMATED = 'ESTIMATED',
  SAMPLE = 'SAMPLE',
  UNKNOWN = 'UNKNOWN',
}
registerEnumType(BasisValue, {
  name: 'Basis',
  description: 'How a fact is known.',
  valuesConfig: {
    MEASURED: { description: 'Read from a real source: RDAP, DNS, a search engine, a patent or trademark office, a keyword-data API.' },
    ESTIMATED: { description: 'An AI model’s own knowledge, no retrieval.' },
    SAMPLE: { description: 'The offline sample generator: illustrative, not research.' },
    UNKNOWN: { description: 'Asked, no answer.' },
  },
});
