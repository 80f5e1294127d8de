import { orderedBreakdown, presentProject } from '../projects/project.presenter.js';
import type { ResearchExportView, ResearchResultsView } from './research.service.js';

/**
 * Results as REST returns them: spec §3 field shapes plus, for every item, its provenance (basis and
 * source), the run's status, each section's status, source, basis and fallback reason.
 */
export function presentResults(results: ResearchResultsView) {
  return {
    projectId: results.projectId,
    status: results.status,
    description: results.description,
    domains: results.domains,
    competitors: results.competitors,
    competitorCount: results.competitorCount,
    keywords: results.keywords,
    legal: results.legal,
    sections: Object.fromEntries(
      Object.entries(results.sections).map(([name, section]) => [
        name,
        {
          status: section.status,
          source: section.source,
          basis: section.basis,
          fallbackReason: section.fallbackReason,
          note: section.note,
          error: section.error,
          updatedAt: section.updatedAt?.toISOString() ?? null,
        },
      ]),
    ),
    competitorSearch: results.competitorSearch,
    keywordInterest: results.keywordInterest,
    competitorLaunches: results.competitorLaunches,
    openSourceAlternatives: results.openSourceAlternatives,
    keywordAttention: results.keywordAttention,
    sampleNotice: results.sampleNotice,
  };
}

export const NOT_ENOUGH_EVIDENCE = 'Not enough evidence to score yet';

/** The export file's content: the project, its results and its score (spec §7 export). */
export function presentExport(exported: ResearchExportView) {
  const { project } = exported;
  const { sampleNotice } = exported.results;
  return {
    exportedAt: exported.exportedAt.toISOString(),
    // Said first, so nobody mistakes sample data for research.
    sample: sampleNotice.sample,
    ...(sampleNotice.sample ? { sampleReason: `Sample data — not research. ${sampleNotice.reasons.join('; ')}` } : {}),
    project: presentProject(project),
    results: presentResults(exported.results),
    score: {
      total: project.score,
      // Said in words where no total is given because too little was measured.
      ...(project.scoreAssessment?.enoughEvidence === false ? { verdict: NOT_ENOUGH_EVIDENCE } : {}),
      breakdown: orderedBreakdown(project.scoreBreakdown),
      assessment: project.scoreAssessment ?? null,
    },
    evidence: exported.evidence.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
