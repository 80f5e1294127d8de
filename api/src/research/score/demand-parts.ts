import { keywordOpportunityLevel as sharedKeywordOpportunityLevel } from '@ideascope/shared';
import type { ScoreEntry } from './score.types.js';
import { CONVERSION_BENCHMARK } from './score-reasons.js';
import type { Basis, InterestSeries, Keyword, KeywordTrend } from '../research.types.js';
import {
  basisWord,
  evidenceLink,
  logShare,
  plural,
  scoreEntry,
  unknownEntry,
  weighted,
  weakestBasis,
  type EvidenceLink,
} from './score-entry.js';

/**
 * Spec §9 tile rule over the measured keywords (the shared rule the web's tile follows too): null when none has a
 * difficulty (Google reported no advertiser competition, or nothing was measured), never "Low".
 */
export function keywordOpportunityLevel(keywords: Keyword[]): 'Low' | 'Medium' | 'High' | null {
  return sharedKeywordOpportunityLevel(measuredKeywords(keywords).map((keyword) => keyword.difficulty));
}

/** Below this a keyword's monthly searches are no demand at all. */
const NO_DEMAND = 100;
const TREND_POINTS: Record<KeywordTrend, number> = { Rising: 6, Stable: 3, Declining: 0 };

export interface DemandInputs {
  keywords: Keyword[];
  /** The keyword section's basis (UNKNOWN: no keyword source answered). */
  keywordBasis: Basis | null;
  interest: InterestSeries | null;
  /** The project's published site, when it runs a demand test (api/src/demand-test/). */
  demandTest?: DemandTestFigures | null;
}

/**
 * A published site's demand test. Visits count each visitor once a day (bots and the owner left out): the
 * daily salt behind the visitor hash is dropped, so one visitor cannot be recognised across days.
 */
export interface DemandTestFigures {
  visits: number;
  /**
   * The signups the rate counts: the confirmed ones, and those made where no confirmation email was sent
   * (nobody could confirm). Read from how each signup was made, not from this process's settings.
   */
  countedSignups: number;
  /** Of countedSignups, those made where no confirmation email was sent: they count unconfirmed. */
  countedUnconfirmed: number;
  /** DEMAND_TEST_MIN_VISITORS: below it the rate is no measurement yet. */
  minVisits: number;
  /** The public site: the evidence link. */
  siteUrl: string;
}

/** What the visit count is, wherever it is shown. */
export const VISITS_COUNTED = 'each visitor counted once a day';

/**
 * Points for a measured visitor-to-signup rate, interpolated between published landing-page
 * conversion figures (ARCHITECTURE.md "Demand test"): 1% earns little, WordStream's average
 * (2.35%) the midpoint, its top quarter (5.31%) and top tenth (11.45%) near and at the maximum.
 */
const CONVERSION_POINTS: Array<[rate: number, points: number]> = [
  [0, 0],
  [0.01, 5],
  [0.0235, 12.5],
  [0.0531, 19],
  [0.1145, 25],
];

export function conversionPoints(rate: number): number {
  for (let index = 1; index < CONVERSION_POINTS.length; index += 1) {
    const [highRate, highPoints] = CONVERSION_POINTS[index]!;
    const [lowRate, lowPoints] = CONVERSION_POINTS[index - 1]!;
    if (rate <= highRate) return lowPoints + ((rate - lowRate) / (highRate - lowRate)) * (highPoints - lowPoints);
  }
  return 25;
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`;
}

/**
 * The demand test's say in Market Opportunity: with enough visits the signup rate IS the measured demand
 * (it replaces the search estimate); below the minimum the search-based entry stands and its reason says
 * how far the test has come. Signups counted without a confirmation (made where no email was sent) are
 * unconfirmed, and the reason says so.
 */
export function withDemandTest(searchEntry: ScoreEntry, test: DemandTestFigures | null | undefined): ScoreEntry {
  if (!test) return searchEntry;
  const visits = test.visits;
  const visitsText = `${plural(visits, 'visit')} (${VISITS_COUNTED})`;
  if (visits < test.minVisits) {
    return {
      ...searchEntry,
      reason: `Demand test running: ${visits.toLocaleString('en-US')} of ${test.minVisits.toLocaleString('en-US')} visits (${VISITS_COUNTED}). ${searchEntry.reason}`,
    };
  }
  const rate = test.countedSignups / visits;
  const allConfirmed = test.countedUnconfirmed === 0;
  const allUnconfirmed = !allConfirmed && test.countedUnconfirmed === test.countedSignups;
  const signups = allConfirmed
    ? plural(test.countedSignups, 'confirmed signup')
    : allUnconfirmed
      ? `${plural(test.countedSignups, 'signup')}, not confirmed by email because no confirmation email was sent`
      : `${plural(test.countedSignups, 'signup')}: ${(test.countedSignups - test.countedUnconfirmed).toLocaleString('en-US')} confirmed by email, ${test.countedUnconfirmed.toLocaleString('en-US')} not confirmed by email because no confirmation email was sent`;
  const evidence = [
    evidenceLink(
      allConfirmed
        ? `Demand test: ${plural(test.countedSignups, 'confirmed signup')} from ${visitsText}`
        : allUnconfirmed
          ? `Demand test: ${plural(test.countedSignups, 'signup')} (not confirmed by email) from ${visitsText}`
          : `Demand test: ${plural(test.countedSignups, 'signup')} (${test.countedUnconfirmed.toLocaleString('en-US')} not confirmed by email) from ${visitsText}`,
      null,
      test.siteUrl,
    ),
    ...(searchEntry.evidence ?? []),
  ];
  return scoreEntry(
    'marketOpportunity',
    conversionPoints(rate),
    'MEASURED',
    `Measured demand: ${percent(rate)} of ${visitsText} led to a ${allConfirmed ? 'confirmed signup' : 'signup'} (${signups}); ${CONVERSION_BENCHMARK}.`,
    evidence,
  );
}

/** A keyword with a volume read from a source (or a stored sample's): the only kind whose figures are scored. */
type MeasuredKeyword = Keyword & { searchVolume: number };

/**
 * The keywords whose figures count: those with a volume that a model did not give. A model may propose keywords
 * (words to look up) but their volumes, CPC, difficulty and trend would be its own invention, so they count for
 * nothing. (Sample rows keep the midpoint whatever their figures: weighted() gives SAMPLE parts no say.)
 */
function measuredKeywords(keywords: Keyword[]): MeasuredKeyword[] {
  return keywords.filter(
    (keyword): keyword is MeasuredKeyword =>
      keyword.basis !== 'ESTIMATED' && keyword.basis !== 'UNKNOWN' && typeof keyword.searchVolume === 'number',
  );
}

function totalVolume(keywords: MeasuredKeyword[]): number {
  return keywords.reduce((sum, keyword) => sum + Math.max(0, keyword.searchVolume), 0);
}

/**
 * The volume-weighted cost per click: what advertisers pay to reach these searchers, over the keywords with a
 * reported CPC only (a keyword without one is no data, not $0). null when none has one.
 */
function weightedCpc(keywords: MeasuredKeyword[]): number | null {
  const priced = keywords.filter((keyword) => typeof keyword.cpc === 'number');
  const volume = totalVolume(priced);
  if (volume === 0) return null;
  return priced.reduce((sum, keyword) => sum + Math.max(0, keyword.cpc!) * Math.max(0, keyword.searchVolume), 0) / volume;
}

/** 0-4; no CPC reported at all: the neutral midpoint (an unknown price neither rewards nor penalises). */
function cpcPoints(cpc: number | null): number {
  if (cpc === null) return 2;
  return cpc >= 3 ? 4 : cpc >= 1.5 ? 3 : cpc >= 0.75 ? 2 : cpc >= 0.25 ? 1 : 0;
}

/**
 * The keyword section's basis, with ESTIMATED made UNKNOWN: a model may propose keywords, never figures, so
 * keywords it proposed leave both keyword parts unscored rather than scored from invented figures.
 */
function keywordBasis(inputs: DemandInputs): Basis {
  const basis =
    inputs.keywordBasis && inputs.keywordBasis !== 'UNKNOWN'
      ? inputs.keywordBasis
      : weakestBasis(inputs.keywords.map((keyword) => keyword.basis));
  return basis === 'ESTIMATED' ? 'UNKNOWN' : basis;
}

/** Why a keyword part is not scored: no keyword source, or keywords only a model proposed (no figure measured). */
function unmeasuredKeywordsReason(inputs: DemandInputs, what: string): string {
  const proposed = inputs.keywords.filter((keyword) => keyword.basis === 'ESTIMATED').length;
  if (proposed > 0)
    return `The AI suggested ${plural(proposed, 'keyword')}, but no keyword source measured their searches, so ${what} is unknown and this part is not scored (neutral midpoint).`;
  return `No keyword data: ${what} unknown (neutral midpoint).`;
}

function keywordEvidence(keywords: MeasuredKeyword[]): EvidenceLink[] {
  return [...keywords]
    .sort((a, b) => b.searchVolume - a.searchVolume)
    .slice(0, 4)
    .map((keyword) => evidenceLink(`"${keyword.keyword}": ${keyword.searchVolume.toLocaleString('en-US')}/month`, keyword.source));
}

function interestEvidence(interest: InterestSeries | null): EvidenceLink[] {
  return interest && interest.basis === 'MEASURED'
    ? [evidenceLink(`Wikipedia interest: ${interest.article} (${interest.trend})`, interest.source)]
    : [];
}

/**
 * The 12-month direction: volume-weighted share of rising minus declining keywords (their trend is
 * computed from measured monthly history when there is one), averaged with the Wikipedia interest
 * trend when measured. 0..6. A keyword without history has no trend and says nothing of the
 * direction; with no direction measured at all momentum is the neutral midpoint, said as such, so
 * missing history neither rewards nor penalises the idea.
 */
function momentum(keywords: MeasuredKeyword[], interest: InterestSeries | null): { points: number; text: string } {
  const trended = keywords.filter((keyword) => keyword.trend !== null);
  const volume = totalVolume(trended);
  const share = (trend: KeywordTrend) =>
    trended.filter((keyword) => keyword.trend === trend).reduce((sum, keyword) => sum + Math.max(0, keyword.searchVolume), 0) / volume;
  const keywordPoints = volume > 0 ? 3 + 3 * (share('Rising') - share('Declining')) : null;
  const trendWord =
    keywordPoints === null
      ? 'no monthly search history to show a trend'
      : `${keywordPoints > 3.75 ? 'mostly rising' : keywordPoints < 2.25 ? 'mostly declining' : 'steady'} over 12 months`;
  if (interest && interest.basis === 'MEASURED' && interest.points.length > 0) {
    const interestPoints = TREND_POINTS[interest.trend];
    return {
      points: keywordPoints === null ? interestPoints : (keywordPoints + interestPoints) / 2,
      text: `${trendWord}; Wikipedia interest in "${interest.article}" ${interest.trend.toLowerCase()}`,
    };
  }
  if (keywordPoints === null) return { points: TREND_POINTS.Stable, text: `${trendWord} (counted as neutral)` };
  return { points: keywordPoints, text: trendWord };
}

/**
 * Market opportunity (max 25): demand (0-15, total monthly searches on a log scale: 100 -> 0,
 * 100,000 -> 15), momentum (0-6) and what advertisers pay per click (0-4). Momentum and price
 * count only where there is demand. No keyword source: the neutral midpoint, UNKNOWN.
 */
export function marketPart(inputs: DemandInputs): ScoreEntry {
  return withDemandTest(searchMarketPart(inputs), inputs.demandTest);
}

function searchMarketPart(inputs: DemandInputs): ScoreEntry {
  const basis = keywordBasis(inputs);
  if (basis === 'UNKNOWN') {
    const interest =
      inputs.interest && inputs.interest.basis === 'MEASURED'
        ? ` Wikipedia interest in "${inputs.interest.article}" is ${inputs.interest.trend.toLowerCase()}, but interest is not demand.`
        : '';
    return unknownEntry('marketOpportunity', `${unmeasuredKeywordsReason(inputs, 'demand')}${interest}`, interestEvidence(inputs.interest));
  }
  const keywords = measuredKeywords(inputs.keywords);
  const volume = totalVolume(keywords);
  const demand = 15 * logShare(volume, NO_DEMAND, 100_000);
  const evidence = [...keywordEvidence(keywords), ...interestEvidence(inputs.interest)];
  if (volume < NO_DEMAND) {
    return scoreEntry(
      'marketOpportunity',
      weighted('marketOpportunity', 0, basis),
      basis,
      `Almost no search demand: ${volume.toLocaleString('en-US')} monthly searches across ${plural(keywords.length, 'keyword')} (${basisWord(basis)}).`,
      evidence,
    );
  }
  const trend = momentum(keywords, inputs.interest);
  const cpc = weightedCpc(keywords);
  const raw = demand + trend.points + cpcPoints(cpc);
  const price = cpc === null ? 'no cost per click was reported (counted as neutral)' : `advertisers pay about $${cpc.toFixed(2)} per click`;
  return scoreEntry(
    'marketOpportunity',
    weighted('marketOpportunity', raw, basis),
    basis,
    `${volume.toLocaleString('en-US')} monthly searches across ${plural(keywords.length, 'keyword')}, ${trend.text}; ${price} (${basisWord(basis)}).`,
    evidence,
  );
}

/**
 * Keyword opportunity (max 15): searches in keywords with little advertiser competition (a rule of thumb over
 * measured volumes, said as an estimate: Low competition in full, Medium half: 0-9 on a log scale), the spec's
 * Low-difficulty count with demand (0-4) and commercial intent (0-2). Easy keywords nobody searches earn
 * nothing; a keyword without a competition level or CPC (no data) is neither easy nor free.
 */
export function keywordPart(inputs: DemandInputs): ScoreEntry {
  const basis = keywordBasis(inputs);
  if (basis === 'UNKNOWN') return unknownEntry('keywordOpportunity', unmeasuredKeywordsReason(inputs, 'keyword opportunity'));
  const keywords = measuredKeywords(inputs.keywords);
  const level = keywordOpportunityLevel(keywords);
  if (level === null)
    return unknownEntry(
      'keywordOpportunity',
      keywords.length === 0
        ? 'No keyword data: keyword opportunity unknown (neutral midpoint).'
        : `Google reported no advertiser competition for ${keywords.length === 1 ? 'this keyword' : `these ${plural(keywords.length, 'keyword')}`}, so keyword opportunity is unknown and this part is not scored (neutral midpoint).`,
    );
  const reachable = keywords.reduce(
    (sum, keyword) =>
      sum + (keyword.difficulty === 'Low' ? keyword.searchVolume : keyword.difficulty === 'Medium' ? keyword.searchVolume / 2 : 0),
    0,
  );
  const easyWithDemand = keywords.filter((keyword) => keyword.difficulty === 'Low' && keyword.searchVolume >= NO_DEMAND).length;
  const countPoints = easyWithDemand > 5 ? 4 : easyWithDemand > 2 ? 3 : easyWithDemand > 0 ? 1 : 0;
  const easyKeywords = keywords.filter((keyword) => keyword.difficulty === 'Low' || keyword.difficulty === 'Medium');
  const cpc = weightedCpc(easyKeywords);
  // No CPC reported for them: the neutral midpoint of the intent points.
  const intent = reachable < NO_DEMAND ? 0 : cpc === null ? 1 : cpc >= 1 ? 2 : cpc >= 0.3 ? 1 : 0;
  const raw = 9 * logShare(reachable, NO_DEMAND, 50_000) + countPoints + intent;
  return scoreEntry(
    'keywordOpportunity',
    weighted('keywordOpportunity', raw, basis),
    basis,
    `Keyword opportunity ${level}: ${plural(easyWithDemand, 'keyword')} with little ad competition and real searches; about ${Math.round(reachable).toLocaleString('en-US')} monthly searches a newcomer could reach (an estimate from measured volumes: keywords with little ad competition in full, some at half).`,
    keywordEvidence(easyKeywords.length > 0 ? easyKeywords : keywords),
  );
}
