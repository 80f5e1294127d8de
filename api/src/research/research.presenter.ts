import { orderedBreakdown, presentProject } from '../projects/project.presenter.js';
import type { ResearchExportView, ResearchResultsView } from './research.service.js';

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

/** The export file's content: the project, its results and its score (spec §7 export). */
export function presentExport(exported: ResearchExportView) {
  const { project } = exported;
  return {
    exportedAt: exported.exportedAt.toISOString(),
    project: presentProject(project),
    results: presentResults(exported.results),
    score: { total: project.score, breakdown: orderedBreakdown(project.scoreBreakdown) },
  };
}
