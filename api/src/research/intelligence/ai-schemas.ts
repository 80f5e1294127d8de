import { z } from 'zod';

/**
 * The structured-output schemas sent to the AI provider (strict JSON schema, generated from zod)
 * and used again to validate every answer. Optional values are empty strings rather than nulls,
 * which every OpenAI-compatible server handles in strict mode; the mappers turn them into nulls.
 */

const text = z.string();

export const descriptionAnswer = z.object({
  name: text,
  description: text,
  category: text,
  targetMarket: text,
  keyFeatures: z.array(text),
});

/**
 * Competitors from the model's memory (no web search): no website and no market share. A remembered URL may name a
 * parked or unrelated site and a share is a figure no source measured; neither is asked for nor kept.
 */
export const competitorsAnswer = z.object({
  competitors: z.array(
    z.object({
      name: text,
      description: text,
      strengths: z.array(text),
      weaknesses: z.array(text),
    }),
  ),
});

/**
 * Keyword phrases only: a model may propose what to look up, never volumes, costs per click, difficulty or trends
 * (ARCHITECTURE.md: figures come from sources). Anything else it sends is dropped by the schema.
 */
export const keywordsAnswer = z.object({
  keywords: z.array(z.object({ keyword: text })),
});

export const websiteCopyAnswer = z.object({
  headline: text,
  tagline: text,
  about: text,
  features: z.array(text),
  callToAction: text,
});

/** The structured-output name per operation; the fake provider in tests answers by it. */
export const SCHEMA_NAMES = {
  'generate-description': 'idea_description',
  competitors: 'competitor_analysis',
  'competitors-from-search': 'competitors_from_search',
  keywords: 'keyword_research',
  'website-copy': 'website_copy',
  'viability-judge': 'viability_judgement',
} as const;
