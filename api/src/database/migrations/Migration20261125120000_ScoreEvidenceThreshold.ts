import { Migration } from '@mikro-orm/migrations';

const PARTS = `(values
  ('marketOpportunity', 'Market Opportunity', 'Search volumes or interest over time for what the idea is about'),
  ('competitionLevel', 'Competition Level', 'A web search for businesses like this one'),
  ('domainAvailability', 'Domain Availability', 'An answer from the domain registries about the name'),
  ('keywordOpportunity', 'Keyword Opportunity', 'Search volumes and difficulty for the keywords customers use'),
  ('legalRisk', 'Legal Risk', 'A trademark search of the official records'),
  ('businessViability', 'Business Viability', 'A model’s reading of the evidence (it only ever counts as an estimate)')
) as part(key, label, need)`;

/**
 * Scores computed before the evidence threshold get its verdict (research/score/evidence-threshold.ts):
 * under 40 measured points the total is withheld (kept in the assessment as withheldScore for down()).
 */
export class Migration20261125120000_ScoreEvidenceThreshold extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update projects p set
        score_assessment = p.score_assessment || jsonb_build_object(
          'enoughEvidence', (p.score_assessment->>'measuredPoints')::int >= 40,
          'measuredParts', (select coalesce(jsonb_agg(part.label), '[]'::jsonb) from ${PARTS} where p.score_breakdown->part.key->>'basis' = 'MEASURED'),
          'missingEvidence', (select coalesce(jsonb_agg(part.label || ': ' || part.need), '[]'::jsonb) from ${PARTS} where coalesce(p.score_breakdown->part.key->>'basis', '') <> 'MEASURED'),
          'withheldScore', case when (p.score_assessment->>'measuredPoints')::int < 40 then to_jsonb(p.score) else null end),
        score = case when (p.score_assessment->>'measuredPoints')::int < 40 then null else p.score end
      where p.score_assessment is not null and not (p.score_assessment ? 'enoughEvidence');`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      update projects set
        score = coalesce(score, (score_assessment->>'withheldScore')::int),
        score_assessment = score_assessment - 'enoughEvidence' - 'measuredParts' - 'missingEvidence' - 'withheldScore'
      where score_assessment ? 'enoughEvidence';`);
  }
}
