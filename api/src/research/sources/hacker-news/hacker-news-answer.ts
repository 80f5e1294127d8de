import { z } from 'zod';

/**
 * The answer of Hacker News Search (https://hn.algolia.com/api): GET /api/v1/search (relevance) and
 * /api/v1/search_by_date (newest first) with query, tags (story, comment, show_hn, "(a,b)" = or),
 * numericFilters (created_at_i>=…,created_at_i<…) and hitsPerPage; the answer is { hits, nbHits,
 * page, nbPages, hitsPerPage, query, params, processingTimeMS }. Only the fields used are checked.
 */
export const hackerNewsHit = z.object({
  objectID: z.string().min(1),
  title: z.string().nullish(),
  url: z.string().nullish(),
  points: z.number().int().nullish(),
  num_comments: z.number().int().nullish(),
  created_at: z.string(),
  _tags: z.array(z.string()).default([]),
});

export const hackerNewsAnswer = z.object({
  hits: z.array(hackerNewsHit),
  nbHits: z.number().int().min(0),
});

export type HackerNewsAnswer = z.infer<typeof hackerNewsAnswer>;
