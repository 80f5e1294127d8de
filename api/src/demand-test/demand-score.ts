import type { AppConfig } from '../config/config.js';
import type { Sql } from '../jobs/sql.js';
import type { ScoreAssessment, ScoreBreakdown } from '../research/score/score.types.js';
import { researchStore } from '../research/runs/research-store.js';
import { resultsFromSections } from '../research/runs/section-results.js';
import { computeScore, type DemandTestFigures } from '../research/score/compute-score.js';
import { evidenceVerdict } from '../research/score/evidence-threshold.js';
import { SCORE_MAXIMA, SCORE_PART_KEYS } from '../research/score/score-entry.js';
import { publicSiteUrl } from '../websites/website.presenter.js';
import { demandTestStore } from './demand-test.store.js';

type DemandScoreConfig = Pick<AppConfig, 'DEMAND_TEST_MIN_VISITORS' | 'SITE_ORIGIN'>;

/**
 * The figures the score reads for a project: null while it has never published a site. A signup counts when
 * confirmed, or when it was made where no confirmation email was sent (nobody could confirm; it passed the
 * honeypot and the limits), and the score says those are unconfirmed. The rows say which, never this process's
 * SMTP_URL: an API process, a worker and a replica score the same.
 */
export async function demandTestFigures(sql: Sql, config: DemandScoreConfig, projectId: string): Promise<DemandTestFigures | null> {
  const totals = await demandTestStore.totals(sql, projectId);
  if (!totals) return null;
  return {
    visits: totals.visits,
    countedSignups: totals.counted,
    countedUnconfirmed: totals.countedUnconfirmed,
    minVisits: config.DEMAND_TEST_MIN_VISITORS,
    siteUrl: publicSiteUrl(config, totals.slug),
  };
}

interface ScoredProject {
  name: string;
  description: string | null;
  current_run_id: string | null;
  score_breakdown: ScoreBreakdown | null;
  score_assessment: ScoreAssessment | null;
}

/**
 * Rewrites a complete project's Market Opportunity from its run's evidence and the demand test's figures
 * now, and the total and assessment with it; the other five parts stay as the run scored them (the
 * viability judgement is not asked again). Conditional on the run still being current.
 */
export async function rescoreWithDemandTest(sql: Sql, config: DemandScoreConfig, projectId: string): Promise<void> {
  const { rows } = await sql.query<ScoredProject>(
    `select name, description, current_run_id, score_breakdown, score_assessment from projects where id = $1 and status = 'complete'`,
    [projectId],
  );
  const project = rows[0];
  if (!project?.current_run_id || !project.score_breakdown) return;
  const [sections, figures] = await Promise.all([
    researchStore.sections(sql, projectId, project.current_run_id),
    demandTestFigures(sql, config, projectId),
  ]);
  const fresh = computeScore(resultsFromSections(project.description, sections), { name: project.name }, null, figures);
  const breakdown: ScoreBreakdown = { ...project.score_breakdown, marketOpportunity: fresh.breakdown.marketOpportunity };
  const total = SCORE_PART_KEYS.reduce((sum, part) => sum + (breakdown[part]?.score ?? 0), 0);
  const measuredPoints = SCORE_PART_KEYS.filter((part) => breakdown[part]?.basis === 'MEASURED').reduce(
    (sum, part) => sum + SCORE_MAXIMA[part],
    0,
  );
  const previous = project.score_assessment ?? { confidence: 0, measuredPoints: 0, sample: false, labelCap: null };
  const assessment: ScoreAssessment = {
    ...previous,
    confidence: measuredPoints,
    measuredPoints,
    ...evidenceVerdict(breakdown, measuredPoints),
  };
  await sql.query(
    `update projects set score = $3, score_breakdown = $4::jsonb, score_assessment = $5::jsonb, updated_at = now()
     where id = $1 and current_run_id = $2 and status = 'complete'
       -- the owner's view asks on every refresh: no write (and no change notice) when nothing moved
       and (score_breakdown is distinct from $4::jsonb or score_assessment is distinct from $5::jsonb)`,
    [projectId, project.current_run_id, assessment.enoughEvidence ? total : null, JSON.stringify(breakdown), JSON.stringify(assessment)],
  );
}
