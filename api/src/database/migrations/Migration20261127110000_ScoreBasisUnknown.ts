import { Migration } from '@mikro-orm/migrations';

type Item = Record<string, unknown>;

const BASES = ['MEASURED', 'ESTIMATED', 'SAMPLE', 'UNKNOWN'];
const MEASURED_POINTS_FOR_A_SCORE = 40;

/** The six parts as this migration knows them: label, maximum, and what would measure the part. */
const PARTS: Array<{ key: string; label: string; max: number; need: string }> = [
  {
    key: 'marketOpportunity',
    label: 'Market Opportunity',
    max: 25,
    need: 'Search volumes or interest over time for what the idea is about',
  },
  { key: 'competitionLevel', label: 'Competition Level', max: 20, need: 'A web search for businesses like this one' },
  { key: 'domainAvailability', label: 'Domain Availability', max: 10, need: 'An answer from the domain registries about the name' },
  {
    key: 'keywordOpportunity',
    label: 'Keyword Opportunity',
    max: 15,
    need: 'Search volumes and difficulty for the keywords customers use',
  },
  { key: 'legalRisk', label: 'Legal Risk', max: 10, need: 'A trademark search of the official records' },
  {
    key: 'businessViability',
    label: 'Business Viability',
    max: 20,
    need: 'A model’s reading of the evidence (it only ever counts as an estimate)',
  },
];

/** A projects row's score as this migration reads and rewrites it. */
export interface StoredScore {
  score: number | null;
  breakdown: Record<string, Item>;
  assessment: Item | null;
}

/**
 * A stored score in the current shape (idempotent). A part stored without a basis says nothing about
 * how its inputs were known: it becomes UNKNOWN, never MEASURED. A score stored without an assessment
 * gets one from those bases; with too few measured points its total is withheld ("Not enough evidence
 * to score yet"), kept as withheldScore.
 */
export function upgradeStoredScore(row: StoredScore): StoredScore {
  const breakdown = Object.fromEntries(
    Object.entries(row.breakdown).map(([part, entry]) => [
      part,
      BASES.includes(entry?.basis as string) ? entry : { ...entry, basis: 'UNKNOWN' },
    ]),
  );
  if (row.assessment) return { score: row.score, breakdown, assessment: row.assessment };
  const measured = PARTS.filter((part) => breakdown[part.key]?.basis === 'MEASURED');
  const measuredPoints = measured.reduce((sum, part) => sum + part.max, 0);
  const enoughEvidence = measuredPoints >= MEASURED_POINTS_FOR_A_SCORE;
  return {
    score: enoughEvidence ? row.score : null,
    breakdown,
    assessment: {
      confidence: measuredPoints,
      measuredPoints,
      sample: Object.values(breakdown).some((entry) => entry.basis === 'SAMPLE'),
      labelCap: null,
      enoughEvidence,
      measuredParts: measured.map((part) => part.label),
      missingEvidence: PARTS.filter((part) => !measured.includes(part)).map((part) => `${part.label}: ${part.need}`),
      withheldScore: enoughEvidence ? null : row.score,
    },
  };
}

/**
 * Scores stored before every part carried its basis (and before assessments), rewritten so that readers
 * validate them: such parts read as UNKNOWN, never as measured.
 */
export class Migration20261127110000_ScoreBasisUnknown extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select id, score, score_breakdown, score_assessment from projects
         where score_breakdown is not null
           and (score_assessment is null
             or exists (select 1 from jsonb_each(score_breakdown) part
                          where coalesce(part.value->>'basis', '') not in ('MEASURED', 'ESTIMATED', 'SAMPLE', 'UNKNOWN')))`,
    )) as Array<{ id: string; score: number | null; score_breakdown: Record<string, Item>; score_assessment: Item | null }>;
    for (const row of rows) {
      const upgraded = upgradeStoredScore({ score: row.score, breakdown: row.score_breakdown, assessment: row.score_assessment });
      await this.execute(`update projects set score = ?, score_breakdown = ?::jsonb, score_assessment = ?::jsonb where id = ?`, [
        upgraded.score,
        JSON.stringify(upgraded.breakdown),
        JSON.stringify(upgraded.assessment),
        row.id,
      ]);
    }
  }

  /** Nothing to undo: older code read a part without a basis as unknown too (no badge, not counted as measured). */
  override async down(): Promise<void> {}
}
