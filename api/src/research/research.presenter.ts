import type { ResearchResultsView } from './research.service.js';

/** Results as REST returns them: spec §3 field shapes plus the run's status and each section's status and source. */
export function presentResults(results: ResearchResultsView) {
  return {
    projectId: results.projectId,
    status: results.status,
    description: results.description,
    domains: results.domains,
    competitors: results.competitors,
    keywords: results.keywords,
    legal: results.legal,
    sections: Object.fromEntries(
      Object.entries(results.sections).map(([name, section]) => [
        name,
        { status: section.status, source: section.source, error: section.error, updatedAt: section.updatedAt?.toISOString() ?? null },
      ]),
    ),
  };
}
