import { z } from 'zod';
import {
  BASES,
  KEYWORD_TRENDS,
  TRADEMARK_STATUSES,
  type AttentionSeries,
  type Competitor,
  type DomainResult,
  type InterestSeries,
  type Keyword,
  type KeywordTrend,
  type LaunchSearch,
  type LegalResult,
  type Patent,
  type Provenance,
  type RepositorySearch,
  type SearchSummary,
  type SectionDetails,
  type SectionName,
  type SourceReference,
  type Trademark,
} from '../research.types.js';

/**
 * The one schema of each shape research_sections stores (data and details). Every reader parses the
 * stored JSON with these: a row that does not match is an error (StoredSectionInvalid), never guessed at.
 * Writers produce these shapes through the types in research.types.ts, which each schema is checked against.
 */

const basis = z.enum(BASES as [Provenance['basis'], ...Provenance['basis'][]]);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO 8601 date');

export const sourceReferenceSchema: z.ZodType<SourceReference> = z.object({
  provider: z.string().min(1),
  url: z.string().nullable(),
  retrievedAt: isoDate,
  evidenceId: z.string().nullish(),
  model: z.string().nullish(),
});

/** `{ basis, source }`: how a fact is known and where it came from. */
export const provenanceShape = { basis, source: sourceReferenceSchema };
export const provenanceSchema: z.ZodType<Provenance> = z.object(provenanceShape);

const trend = z.enum(KEYWORD_TRENDS as [KeywordTrend, ...KeywordTrend[]]);

export const domainSchema: z.ZodType<DomainResult> = z.object({
  domain: z.string(),
  available: z.boolean(),
  status: z.enum(['AVAILABLE', 'REGISTERED', 'UNKNOWN']),
  price: z.number().nullable(),
  priceListDate: z.string().nullish(),
  priceNote: z.string().nullish(),
  ...provenanceShape,
});

export const competitorSchema: z.ZodType<Competitor> = z.object({
  name: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  marketShare: z.string().nullable(),
  assessmentBasis: basis,
  ...provenanceShape,
});

export const keywordSchema: z.ZodType<Keyword> = z.object({
  keyword: z.string(),
  searchVolume: z.number().nullable(),
  difficulty: z.enum(['Low', 'Medium', 'High']).nullable(),
  cpc: z.number().nullable(),
  trend: trend.nullable(),
  monthlySearches: z.array(z.object({ month: z.string(), volume: z.number() })).optional(),
  ...provenanceShape,
});

export const trademarkSchema: z.ZodType<Trademark> = z.object({
  name: z.string(),
  status: z.enum(TRADEMARK_STATUSES as [Trademark['status'], ...Trademark['status'][]]),
  owner: z.string(),
  class: z.string(),
  serialNumber: z.string().nullish(),
  registrationNumber: z.string().nullish(),
  match: z.enum(['exact', 'similar', 'sounds-alike']).nullish(),
  similarity: z.number().nullish(),
  relevantClass: z.boolean().nullish(),
  ...provenanceShape,
});

export const patentSchema: z.ZodType<Patent> = z.object({
  title: z.string(),
  number: z.string(),
  assignee: z.string(),
  abstract: z.string(),
  publicationDate: z.string().nullish(),
  ...provenanceShape,
});

/** A search's provenance (source.url: a page to repeat it), what it asked and how much the source holds. */
const searchShape = {
  ...provenanceShape,
  query: z.string().nullable(),
  totalResults: z.number().nullable(),
  reason: z.string().nullable(),
};

export const searchSummarySchema: z.ZodType<SearchSummary> = z.object(searchShape);

export const legalSchema: z.ZodType<LegalResult> = z.object({
  conflicts: z.boolean(),
  trademarks: z.array(trademarkSchema),
  patents: z.array(patentSchema),
  trademarksSearched: z.boolean(),
  patentsSearched: z.boolean(),
  trademarkSearch: searchSummarySchema,
  patentSearch: searchSummarySchema,
});

const interestSchema: z.ZodType<InterestSeries> = z.object({
  article: z.string(),
  points: z.array(z.object({ month: z.string(), views: z.number() })),
  trend,
  ...provenanceShape,
});

const launchSearchSchema: z.ZodType<LaunchSearch> = z.object({
  ...searchShape,
  launches: z.array(
    z.object({
      title: z.string(),
      productUrl: z.string().nullable(),
      threadUrl: z.string(),
      points: z.number(),
      comments: z.number(),
      postedAt: z.string(),
      showHn: z.boolean(),
      ...provenanceShape,
    }),
  ),
});

const repositorySearchSchema: z.ZodType<RepositorySearch> = z.object({
  ...searchShape,
  repositories: z.array(
    z.object({
      fullName: z.string(),
      url: z.string(),
      description: z.string().nullable(),
      stars: z.number(),
      lastPushAt: z.string().nullable(),
      language: z.string().nullable(),
      archived: z.boolean(),
      ...provenanceShape,
    }),
  ),
});

const attentionSchema: z.ZodType<AttentionSeries> = z.object({
  query: z.string(),
  points: z.array(z.object({ month: z.string(), stories: z.number(), comments: z.number() })),
  trend: trend.nullable(),
  reason: z.string().nullable(),
  ...provenanceShape,
});

/**
 * Earlier versions stored the competitor search's total as the sum of several overlapping queries,
 * named "q1 | q2 | q3": no source reported that number, so it reads as no total.
 */
const competitorSearchSchema = searchSummarySchema
  .nullish()
  .transform((search) => (search?.query?.includes(' | ') ? { ...search, totalResults: null } : search));

export const sectionDetailsSchema: z.ZodType<SectionDetails> = z.object({
  search: competitorSearchSchema,
  interest: interestSchema.nullish(),
  launches: launchSearchSchema.nullish(),
  openSource: repositorySearchSchema.nullish(),
  attention: attentionSchema.nullish(),
  note: z.string().nullish(),
});

/** A list section's data: null (nothing stored) reads as an empty list. */
const list = <Item>(item: z.ZodType<Item>) =>
  z
    .array(item)
    .nullable()
    .transform((items) => items ?? []);

/** A complete section's data: a list for domains, competitors and keywords; legal findings or null (not searched). */
export const sectionDataSchemas = {
  domains: list(domainSchema),
  competitors: list(competitorSchema),
  keywords: list(keywordSchema),
  legal: legalSchema.nullable(),
} satisfies Record<SectionName, z.ZodTypeAny>;

export interface StoredSectionData {
  domains: DomainResult[];
  competitors: Competitor[];
  keywords: Keyword[];
  legal: LegalResult | null;
}

/** A stored row that does not have the current shape: a server error for admins (the message names the row and the fields). */
export class StoredSectionInvalid extends Error {
  constructor(
    readonly where: string,
    readonly issues: z.ZodIssue[],
  ) {
    const fields = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`Stored research ${where} does not match the current shape (${fields})`);
    this.name = 'StoredSectionInvalid';
  }
}

export function parseStored<Output>(schema: z.ZodType<Output, z.ZodTypeDef, unknown>, value: unknown, where: string): Output {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredSectionInvalid(where, parsed.error.issues);
  return parsed.data;
}

/** A complete section's data, validated; `where` names the row in the error (e.g. "section legal of project …"). */
export function parseSectionData<Name extends SectionName>(section: Name, data: unknown, where: string): StoredSectionData[Name] {
  const schema = sectionDataSchemas[section] as unknown as z.ZodType<StoredSectionData[Name], z.ZodTypeDef, unknown>;
  return parseStored(schema, data, `${where} data`);
}

/** A section's details (null when none were stored), validated. */
export function parseSectionDetails(details: unknown, where: string): SectionDetails | null {
  if (details === null || details === undefined) return null;
  return parseStored(sectionDetailsSchema, details, `${where} details`);
}
