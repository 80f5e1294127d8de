import { z } from 'zod';
import { DOMAIN_PRICES_USD } from '../research/domains/domain-prices.js';
import shippedBootstrap from '../research/domains/rdap-bootstrap.json' with { type: 'json' };
import { DEFAULT_RESEARCH_OPTIONS, type ResearchOptions } from '../research/research.types.js';

/** Spec §3 category options; any other category is free text up to 60 characters. */
export const CATEGORY_OPTIONS = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'] as const;

export const NAME_MAX = 120;
export const NOTES_MAX = 2000;
export const CATEGORY_MAX = 60;
const DESCRIPTION_MAX = 5000;
const TARGET_MARKET_MAX = 500;
const FEATURE_MAX = 200;
const FEATURES_MAX = 20;
const EXTENSIONS_MAX = 10;

const text = (label: string) => z.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` });

const name = text('Name').trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** One of the spec's options (matched case-insensitively, stored as spelled there) or free text. */
const category = optionalText('Category', CATEGORY_MAX).transform(
  (value) => (value && CATEGORY_OPTIONS.find((option) => option.toLowerCase() === value.toLowerCase())) ?? value,
);

const keyFeatures = z
  .array(
    text('Key feature')
      .trim()
      .min(1, 'Key features must not be blank')
      .max(FEATURE_MAX, `Key features must be at most ${FEATURE_MAX} characters each`),
    {
      invalid_type_error: 'Key features must be a list of text',
    },
  )
  .max(FEATURES_MAX, `At most ${FEATURES_MAX} key features`)
  .nullish()
  .transform((value) => value ?? []);

export const generateIdeaInput = z.object({
  name,
  category,
  notes: optionalText('Notes', NOTES_MAX),
});

export const projectInput = z.object({
  name,
  category,
  description: text('Description')
    .trim()
    .min(1, 'Description is required')
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  targetMarket: optionalText('Target market', TARGET_MARKET_MAX),
  keyFeatures,
  notes: optionalText('Notes', NOTES_MAX),
});

/** A partial edit (PATCH): only the fields given change; the description may not become blank. */
export const projectPatch = projectInput.partial().extend({
  keyFeatures: keyFeatures.optional(),
});

/** A TLD label: 2-63 letters, digits or hyphens, not starting or ending with a hyphen (RFC 1034 / IANA). */
const TLD_SYNTAX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;
const EXTENSION_INPUT_MAX = 70;
/**
 * The TLDs the domain check knows: those of the IANA RDAP bootstrap it ships with, and those of its
 * price table (.io, a default, has no RDAP server: DNS answers for it).
 */
const KNOWN_TLDS: ReadonlySet<string> = new Set([
  ...shippedBootstrap.services.flatMap(([tlds]) => (tlds ?? []).map((tld) => tld.toLowerCase())),
  ...Object.keys(DOMAIN_PRICES_USD),
]);

/** ".COM", "com", " .io " -> ".com": one leading dot, a real TLD's syntax, and a TLD the domain check knows. */
const extension = text('Domain extension')
  .max(EXTENSION_INPUT_MAX, 'A domain extension is a dot and at most 63 letters, digits or hyphens')
  .transform((value, context) => {
    const tld = value.trim().toLowerCase().replace(/^\./, '');
    if (!TLD_SYNTAX.test(tld) || !/[a-z]/.test(tld)) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: `"${value}" is not a valid domain extension` });
      return z.NEVER;
    }
    if (!KNOWN_TLDS.has(tld)) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: `"${value}" is not a top-level domain the domain check knows` });
      return z.NEVER;
    }
    return `.${tld}`;
  });

/** A list of domain extensions under `field` (domainExtensions in the research options, extensions in a domain check). */
export const domainExtensionList = (field: string) =>
  z
    .array(extension, { invalid_type_error: `${field} must be a list of extensions such as ".com"` })
    .min(1, 'Choose at least one domain extension')
    .max(EXTENSIONS_MAX, `At most ${EXTENSIONS_MAX} domain extensions`);

/** The settings screen's research options; anything left out takes the spec's default. */
export const researchOptionsInput = z
  .object({
    includePatents: z.boolean({ invalid_type_error: 'includePatents must be true or false' }).nullish(),
    includeTrademarks: z.boolean({ invalid_type_error: 'includeTrademarks must be true or false' }).nullish(),
    domainExtensions: domainExtensionList('domainExtensions').nullish(),
    competitorAnalysisDepth: z
      .string({ invalid_type_error: 'competitorAnalysisDepth must be basic, medium or comprehensive' })
      .transform((value) => value.toLowerCase())
      .pipe(
        z.enum(['basic', 'medium', 'comprehensive'], {
          errorMap: () => ({ message: 'competitorAnalysisDepth must be basic, medium or comprehensive' }),
        }),
      )
      .nullish(),
  })
  .nullish()
  .transform((options): ResearchOptions => ({
    includePatents: options?.includePatents ?? DEFAULT_RESEARCH_OPTIONS.includePatents,
    includeTrademarks: options?.includeTrademarks ?? DEFAULT_RESEARCH_OPTIONS.includeTrademarks,
    domainExtensions: options?.domainExtensions ? [...new Set(options.domainExtensions)] : [...DEFAULT_RESEARCH_OPTIONS.domainExtensions],
    competitorAnalysisDepth: options?.competitorAnalysisDepth ?? DEFAULT_RESEARCH_OPTIONS.competitorAnalysisDepth,
  }));
