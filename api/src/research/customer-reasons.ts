import { customerReason, looksOperatorOnly } from '@ideascope/shared';
import type { SectionName } from './research.types.js';

/**
 * The customer's export speaks the customer's language: the stored reasons are written for the operator
 * (setting names, commands, HTTP statuses, "getaddrinfo ENOTFOUND …"). Each becomes the line the web and the
 * reports say (@ideascope/shared's customer-language.js); the operator's wording stays on the admin screens.
 */

/** A stored reason ("a; b" holds two) in the customer's words, the same lines the web and the reports say; null when there is nothing to say. */
export function customerSectionReason(section: SectionName, reason: string | null | undefined): string | null {
  return customerReason(section, reason);
}

/** A section's failure as the customer reads it; the raw error is logged and shown to admins. */
export function customerSectionError(error: string | null | undefined): string | null {
  return error?.trim() ? 'This part of the research could not be completed; start the research again to retry it.' : null;
}

const SECTION_LABELS: Record<SectionName, string> = {
  domains: 'Domains',
  competitors: 'Competitors',
  keywords: 'Keywords',
  legal: 'Legal',
};

/** "Domains: Domain checks are turned off …" per sample section, for the export's sampleReason. */
export function customerSampleReasons(
  sections: Partial<Record<SectionName, { fallbackReason: string | null }>>,
  names: SectionName[],
): string {
  return names
    .map(
      (name) => `${SECTION_LABELS[name]}: ${customerSectionReason(name, sections[name]?.fallbackReason) ?? 'sample data, not research.'}`,
    )
    .join(' ');
}

/**
 * A sentence written for the customer that quotes the operator in parentheses ("Competitors not researched (no web
 * search configured (SEARXNG_URL, …))"): each parenthesised aside in operator wording is left out, innermost first.
 */
export function withoutOperatorAsides(text: string): string {
  let result = text;
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(/\s*\(([^()]*)\)/g, (aside: string, inner: string) => (looksOperatorOnly(inner) ? '' : aside));
  }
  return result;
}
