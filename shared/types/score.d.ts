/** @typedef {typeof SCORE_BANDS[number]} ScoreBand */
/** @typedef {ScoreBand['label']} ScoreLabel */
/**
 * The band of a total (0-100). A `labelCap` (the score's own reason, such as an identical live
 * trademark) puts it in the lowest band whatever the total.
 * @param {number} score
 * @param {string | null} [labelCap]
 * @returns {ScoreBand}
 */
export function scoreBand(score: number, labelCap?: string | null): ScoreBand;
/**
 * The label of a total: Excellent, Good, Fair or Needs Work.
 * @param {number} score
 * @param {string | null} [labelCap]
 * @returns {ScoreLabel}
 */
export function scoreLabel(score: number, labelCap?: string | null): ScoreLabel;
/**
 * Spec §9 Keyword Opportunity tile, the one rule for the score (API) and the screen (web): more than 5
 * Low-difficulty keywords High, more than 2 Medium, else Low. "Difficulty" is advertisers' competition on Google
 * Ads; a keyword without one (Google reported none, or no source measured it) is not counted as Low, and when no
 * keyword has one the level is unknown (null), never "Low".
 * @param {readonly (string | null | undefined)[]} difficulties each keyword's difficulty, 'Low' or 'LOW' alike
 * @returns {'Low' | 'Medium' | 'High' | null}
 */
export function keywordOpportunityLevel(difficulties: readonly (string | null | undefined)[]): "Low" | "Medium" | "High" | null;
/** Spec §3 / §9: the maximum of each of the six parts of the idea score (total 100). */
export const SCORE_MAXIMA: Readonly<{
    readonly marketOpportunity: 25;
    readonly competitionLevel: 20;
    readonly domainAvailability: 10;
    readonly keywordOpportunity: 15;
    readonly legalRisk: 10;
    readonly businessViability: 20;
}>;
/** @typedef {keyof typeof SCORE_MAXIMA} ScorePartKey */
/** The parts in the order the breakdown is shown, with their names for people. */
export const SCORE_PARTS: readonly [{
    readonly key: "marketOpportunity";
    readonly label: "Market Opportunity";
    readonly max: 25;
}, {
    readonly key: "competitionLevel";
    readonly label: "Competition Level";
    readonly max: 20;
}, {
    readonly key: "domainAvailability";
    readonly label: "Domain Availability";
    readonly max: 10;
}, {
    readonly key: "keywordOpportunity";
    readonly label: "Keyword Opportunity";
    readonly max: 15;
}, {
    readonly key: "legalRisk";
    readonly label: "Legal Risk";
    readonly max: 10;
}, {
    readonly key: "businessViability";
    readonly label: "Business Viability";
    readonly max: 20;
}];
/**
 * The six parts' keys in that order, the one order of a breakdown wherever it is answered (GraphQL, REST, export) or shown.
 * @type {readonly ScorePartKey[]}
 */
export const SCORE_PART_KEYS: readonly ScorePartKey[];
/**
 * Spec §4: how a total reads, highest band first. `tone` is the colour it is shown in (the web
 * theme's success / primary / warning / danger).
 */
export const SCORE_BANDS: readonly [{
    readonly min: 80;
    readonly label: "Excellent";
    readonly tone: "success";
}, {
    readonly min: 60;
    readonly label: "Good";
    readonly tone: "primary";
}, {
    readonly min: 40;
    readonly label: "Fair";
    readonly tone: "warning";
}, {
    readonly min: 0;
    readonly label: "Needs Work";
    readonly tone: "danger";
}];
export type ScoreBand = (typeof SCORE_BANDS)[number];
export type ScoreLabel = ScoreBand["label"];
export type ScorePartKey = keyof typeof SCORE_MAXIMA;
