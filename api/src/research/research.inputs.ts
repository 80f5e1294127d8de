import { z } from 'zod';
import { text } from '../projects/project.inputs.js';
import { DOMAIN_PRICES_USD } from './domains/domain-prices.js';
import shippedBootstrap from './domains/rdap-bootstrap.json' with { type: 'json' };
import { DEFAULT_RESEARCH_OPTIONS, type ResearchOptions } from './research.types.js';

const EXTENSIONS_MAX = 10;

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
