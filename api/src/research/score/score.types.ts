/** The score a run stores on its project (projects.score_breakdown and score_assessment, JSON). */

export interface ScoreEntry {
  score: number;
  reason: string;
  /** How the part's inputs are known (UNKNOWN on scores stored before parts said). */
  basis: 'MEASURED' | 'ESTIMATED' | 'SAMPLE' | 'UNKNOWN';
  /** The evidence the part used: links to records and the research_evidence rows behind them. */
  evidence?: Array<{ label: string; url: string | null; evidenceId: string | null }>;
}

/** How far the score can be trusted, beside the six parts. */
export interface ScoreAssessment {
  /** Share of the 100 points whose inputs were MEASURED (0-100). */
  confidence: number;
  measuredPoints: number;
  /** The run rests on SAMPLE data: the UI shows "Sample score". */
  sample: boolean;
  /** When set, the label is capped at "Needs Work" whatever the total, for this reason. */
  labelCap: string | null;
  /** At least MEASURED_POINTS_FOR_A_SCORE measured points: the total is shown (else score is null). Absent on a score stored without it. */
  enoughEvidence?: boolean;
  /** The parts whose inputs were measured, and what would measure each other part. */
  measuredParts?: string[];
  missingEvidence?: string[];
}

/** Spec §3: six entries, maxima 25, 20, 10, 15, 10, 20. */
export interface ScoreBreakdown {
  marketOpportunity: ScoreEntry;
  competitionLevel: ScoreEntry;
  domainAvailability: ScoreEntry;
  keywordOpportunity: ScoreEntry;
  legalRisk: ScoreEntry;
  businessViability: ScoreEntry;
}
