/** Spec §3 / §9: the maximum of each of the six parts of the idea score (total 100). */
export const SCORE_MAXIMA = Object.freeze(
  /** @type {const} */ ({
    marketOpportunity: 25,
    competitionLevel: 20,
    domainAvailability: 10,
    keywordOpportunity: 15,
    legalRisk: 10,
    businessViability: 20,
  }),
);

/** @typedef {keyof typeof SCORE_MAXIMA} ScorePartKey */

/** The parts in the order the breakdown is shown, with their names for people. */
export const SCORE_PARTS = /** @type {const} */ ([
  { key: 'marketOpportunity', label: 'Market Opportunity', max: SCORE_MAXIMA.marketOpportunity },
  { key: 'competitionLevel', label: 'Competition Level', max: SCORE_MAXIMA.competitionLevel },
  { key: 'domainAvailability', label: 'Domain Availability', max: SCORE_MAXIMA.domainAvailability },
  { key: 'keywordOpportunity', label: 'Keyword Opportunity', max: SCORE_MAXIMA.keywordOpportunity },
  { key: 'legalRisk', label: 'Legal Risk', max: SCORE_MAXIMA.legalRisk },
  { key: 'businessViability', label: 'Business Viability', max: SCORE_MAXIMA.businessViability },
]);

/**
 * The six parts' keys in that order, the one order of a breakdown wherever it is answered (GraphQL, REST, export) or shown.
 * @type {readonly ScorePartKey[]}
 */
export const SCORE_PART_KEYS = Object.freeze(SCORE_PARTS.map((part) => part.key));

/**
 * Spec §4: how a total reads, highest band first. `tone` is the colour it is shown in (the web
 * theme's success / primary / warning / danger).
 */
export const SCORE_BANDS = /** @type {const} */ ([
  { min: 80, label: 'Excellent', tone: 'success' },
  { min: 60, label: 'Good', tone: 'primary' },
  { min: 40, label: 'Fair', tone: 'warning' },
  { min: 0, label: 'Needs Work', tone: 'danger' },
]);

/** @typedef {typeof SCORE_BANDS[number]} ScoreBand */
/** @typedef {ScoreBand['label']} ScoreLabel */

/**
 * The band of a total (0-100). A `labelCap` (the score's own reason, such as an identical live
 * trademark) puts it in the lowest band whatever the total.
 * @param {number} score
 * @param {string | null} [labelCap]
 * @returns {ScoreBand}
 */
export function scoreBand(score, labelCap = null) {
  const lowest = SCORE_BANDS[3];
  if (labelCap) return lowest;
  return SCORE_BANDS.find((band) => score >= band.min) ?? lowest;
}

/**
 * The label of a total: Excellent, Good, Fair or Needs Work.
 * @param {number} score
 * @param {string | null} [labelCap]
 * @returns {ScoreLabel}
 */
export function scoreLabel(score, labelCap = null) {
  return scoreBand(score, labelCap).label;
}

/**
 * Spec §9 Keyword Opportunity tile, the one rule for the score (API) and the screen (web): more than 5
 * Low-difficulty keywords High, more than 2 Medium, else Low. "Difficulty" is advertisers' competition on Google
 * Ads; a keyword without one (Google reported none, or no source measured it) is not counted as Low, and when no
 * keyword has one the level is unknown (null), never "Low".
 * @param {readonly (string | null | undefined)[]} difficulties each keyword's difficulty, 'Low' or 'LOW' alike
 * @returns {'Low' | 'Medium' | 'High' | null}
 */
export function keywordOpportunityLevel(difficulties) {
  const known = difficulties.filter(
    /** @returns {difficulty is string} */ (difficulty) => typeof difficulty === 'string' && difficulty !== '',
  );
  if (known.length === 0) return null;
  const easy = known.filter((difficulty) => difficulty.toUpperCase() === 'LOW').length;
  return easy > 5 ? 'High' : easy > 2 ? 'Medium' : 'Low';
}
