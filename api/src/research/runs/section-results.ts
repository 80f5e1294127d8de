import {
  BASES,
  type Basis,
  type Competitor,
  type DomainResult,
  type Keyword,
  type LegalResult,
  type ResearchResultsForScore,
  type SectionDetails,
  type SectionName,
} from '../research.types.js';
import type { SectionState } from './research-store.js';
import { parseSectionData, parseSectionDetails, StoredSectionInvalid } from './stored-sections.js';

/** A stored section row as readers get it; `projectId` (or `id`) names the row in a validation error. */
export type StoredSection = Pick<SectionState, 'section' | 'status' | 'data'> &
  Partial<Pick<SectionState, 'basis' | 'details'>> & { id?: string; projectId?: string };

function rowName(section: StoredSection): string {
  const owner = section.projectId ? ` of project ${section.projectId}` : section.id ? ` (row ${section.id})` : '';
  return `section ${section.section}${owner}`;
}

/** A complete section's basis: every complete row stores one (the section's weakest basis among its main facts). */
function storedBasis(section: StoredSection): Basis {
  if (section.basis && BASES.includes(section.basis)) return section.basis;
  throw new StoredSectionInvalid(rowName(section), [
    { code: 'custom', path: ['basis'], message: `a basis (${BASES.join(', ')}) on a complete section` },
  ]);
}

/** The results of a run from its section rows: only complete sections count; each is validated as it is read. */
export function resultsFromSections(description: string | null, sections: StoredSection[]): ResearchResultsForScore {
  const complete = (name: SectionName) => sections.find((section) => section.section === name && section.status === 'complete') ?? null;
  const details: Partial<Record<SectionName, SectionDetails | null>> = {};
  const bases: Partial<Record<SectionName, Basis | null>> = {};
  for (const section of sections) {
    if (section.status !== 'complete') continue;
    details[section.section] = parseSectionDetails(section.details, rowName(section));
    bases[section.section] = storedBasis(section);
  }
  return {
    description,
    domains: storedDomains(complete('domains')),
    competitors: storedCompetitors(complete('competitors')),
    keywords: storedKeywords(complete('keywords')),
    legal: storedLegal(complete('legal')),
    details,
    bases,
  };
}

export function storedDomains(section: StoredSection | null): DomainResult[] {
  return section ? parseSectionData('domains', section.data, rowName(section)) : [];
}

export function storedCompetitors(section: StoredSection | null): Competitor[] {
  return section ? parseSectionData('competitors', section.data, rowName(section)) : [];
}

export function storedKeywords(section: StoredSection | null): Keyword[] {
  return section ? parseSectionData('keywords', section.data, rowName(section)) : [];
}

/** The legal findings of a complete section; null when the section is not complete or found nothing to store. */
export function storedLegal(section: StoredSection | null): LegalResult | null {
  return section ? parseSectionData('legal', section.data, rowName(section)) : null;
}
