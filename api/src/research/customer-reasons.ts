import { customerReason, saidOnce, sectionReasonParts } from '@ideascope/shared';
import type { SectionName } from './research.types.js';

/**
 * Every API speaks the customer's language: the stored reasons are written for the operator (setting names,
 * commands, HTTP statuses, "getaddrinfo ENOTFOUND …"). The results (GraphQL, REST, the export) say each in the lines
 * the web says (@ideascope/shared's customerReason, in research.presenter.ts); the reports are written from the
 * export, so they join those lines here without translating them again. The operator's wording stays on the admin
 * screens and in the server log.
 */

/** A section's failure as the customer reads it; the raw error is logged and shown to admins. */
export function customerSectionError(error: string | null | undefined): string | null {
  return error?.trim() ? 'This part of the research could not be completed; start the research again to retry it.' : null;
}

/** A try that failed and is retried by the research itself. */
export const SECTION_RETRYING = 'A try did not work. This part is being retried.';

/**
 * A running section's note as the customer reads it: a wait for the AI service ("Waiting for the AI provider …")
 * in their words, any other error (a failed try, retried) as one line: its text is the program's, for the log.
 */
export function customerRunningNote(name: SectionName, error: string | null | undefined): string | null {
  if (!error?.trim()) return null;
  return /^waiting/i.test(error.trim()) ? customerReason(name, error) : SECTION_RETRYING;
}

export const SECTION_TITLES: Record<SectionName, string> = {
  domains: 'Domains',
  competitors: 'Competitors',
  keywords: 'Keywords',
  legal: 'Legal',
};

/** What these lines read of the presented results (research.presenter.ts), each reason already in the customer's words. */
interface ExportedResults {
  sections: Record<SectionName, { basis: string | null; fallbackReason: string | null; note: string | null }>;
  competitorSearch: { basis: string | null; reason: string | null } | null;
}

/**
 * Why an exported section is not measured, each sentence once: its reason, its note and (competitors) its web
 * search's reason, as the export already says them in the customer's words (not translated a second time).
 */
export function exportedSectionReason(results: ExportedResults, name: SectionName): string | null {
  const section = results.sections[name];
  return saidOnce(sectionReasonParts(name, section, name === 'competitors' ? results.competitorSearch : null));
}

/**
 * "Domains: Domain checks are turned off …", one line per section resting on sample data: the export's
 * sampleReason and the PDF and Excel reports' sample notice.
 */
export function sampleNoticeLines(results: ExportedResults): string[] {
  const names = (Object.keys(SECTION_TITLES) as SectionName[]).filter((name) => results.sections[name].basis === 'SAMPLE');
  return names.map((name) => `${SECTION_TITLES[name]}: ${exportedSectionReason(results, name) ?? 'sample data, not research.'}`);
}
