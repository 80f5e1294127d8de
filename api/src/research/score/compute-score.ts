import type { ScoreAssessment, ScoreBreakdown, ScoreEntry } from '../../projects/project.entity.js';
import type { Keyword, ResearchResultsForScore } from '../research.types.js';
import { normaliseLabel } from '../domains/domain-candidates.js';

/** Spec §9: the six maxima, total 100. */
export const SCORE_MAXIMA = {
  marketOpportunity: 25,
  competitionLevel: 20,
  domainAvailability: 10,
  keywordOpportunity: 15,
  legalRisk: 10,
  businessViability: 20,
} as const satisfies Record<keyof ScoreBreakdown, number>;

export type Level = 'Low' | 'Medium' | 'High';

export interface IdeaForScore {
  name: string;
  category: string | null;
  description: string | null;
  targetMarket: string | null;
  keyFeatures: string[];
}

/** Spec §9: more than 10 competitors High, more than 5 Medium, else Low. */
export function competitionLevel(competitorCount: number): Level {
  return competitorCount > 10 ? 'High' : competitorCount > 5 ? 'Medium' : 'Low';
}

/** Spec §9: more than 5 Low-difficulty keywords High, more than 2 Medium, else Low. */
export function keywordOpportunityLevel(keywords: Keyword[]): Level {
  const easy = keywords.filter((keyword) => keyword.difficulty === 'Low').length;
  return easy > 5 ? 'High' : easy > 2 ? 'Medium' : 'Low';
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, Math.round(value)));
}

function entry(value: number, max: number, reason: string): ScoreEntry {
  return { score: clamp(value, max), reason };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function averageCpc(keywords: Keyword[]): number {
  return keywords.length === 0 ? 0 : keywords.reduce((sum, keyword) => sum + keyword.cpc, 0) / keywords.length;
}

/** Demand (search volume), momentum (rising vs declining trends) and how clearly the idea is described. */
function marketOpportunity(results: ResearchResultsForScore, idea: IdeaForScore): ScoreEntry {
  const max = SCORE_MAXIMA.marketOpportunity;
  const volume = results.keywords.reduce((sum, keyword) => sum + Math.max(0, keyword.searchVolume), 0);
  // Demand on a log scale: 1,000 monthly searches across the keywords earn nothing, 300,000 the full 15 points.
  const demand = Math.max(0, Math.min(15, ((Math.log10(volume + 1) - 3) / (Math.log10(300_000) - 3)) * 15));
  const rising = results.keywords.filter((keyword) => /ris|up|grow|increas/i.test(keyword.trend)).length;
  const declining = results.keywords.filter((keyword) => /declin|down|fall|decreas/i.test(keyword.trend)).length;
  const momentum = results.keywords.length === 0 ? 0 : Math.max(0, 3 + ((rising - declining) / results.keywords.length) * 3);
  const description = results.description ?? idea.description ?? '';
  const clarity = description.trim().length >= 120 ? 4 : description.trim().length > 0 ? 2 : 0;
  const trendWord = rising > declining ? 'mostly rising' : declining > rising ? 'mostly declining' : 'steady';
  const reason =
    results.keywords.length === 0
      ? 'No keyword data to gauge demand yet.'
      : `About ${volume.toLocaleString('en-US')} monthly searches across ${plural(results.keywords.length, 'keyword')}, with ${trendWord} trends.`;
  return entry(demand + momentum + clarity, max, reason);
}

/** Fewer competitors and no dominant player leave more room. */
function competition(results: ResearchResultsForScore): ScoreEntry {
  const max = SCORE_MAXIMA.competitionLevel;
  const count = results.competitors.length;
  const level = competitionLevel(count);
  const base = level === 'High' ? 6 : level === 'Medium' ? 12 : count === 0 ? 15 : 18;
  const shares = results.competitors.map((competitor) => Number.parseFloat(competitor.marketShare ?? '')).filter((share) => Number.isFinite(share));
  const leader = shares.length > 0 ? Math.max(...shares) : 0;
  const dominance = leader >= 40 ? 4 : leader >= 25 ? 2 : 0;
  const leaderText = dominance > 0 ? ` The leader holds about ${Math.round(leader)}% of the market.` : '';
  const reason =
    count === 0
      ? 'No direct competitors found: competition level Low, though demand is unproven.'
      : `${plural(count, 'competitor')} found: competition level ${level}.${leaderText}`;
  return entry(base - dominance, max, reason);
}

/** The exact name on .com is worth most; any free variant still helps. */
function domainAvailability(results: ResearchResultsForScore, idea: IdeaForScore): ScoreEntry {
  const max = SCORE_MAXIMA.domainAvailability;
  const available = results.domains.filter((domain) => domain.available);
  if (results.domains.length === 0) return entry(0, max, 'No domain data available.');
  if (available.length === 0) return entry(0, max, `None of the ${plural(results.domains.length, 'checked domain')} is available (Limited).`);
  const label = normaliseLabel(idea.name);
  const exact = available.filter((domain) => domain.domain.startsWith(`${label}.`));
  const exactCom = exact.some((domain) => domain.domain === `${label}.com`);
  const points = exactCom ? 10 : exact.length > 0 ? 8 : 4 + Math.min(2, available.length - 1);
  const detail = exactCom ? `${label}.com is available` : exact.length > 0 ? `${exact[0]!.domain} is available` : `only name variants such as ${available[0]!.domain} are available`;
  return entry(points, max, `${available.length} of ${results.domains.length} domains available; ${detail}.`);
}

/** Spec §9 level from the Low-difficulty count, plus commercial intent from the cost per click. */
function keywordOpportunity(results: ResearchResultsForScore): ScoreEntry {
  const max = SCORE_MAXIMA.keywordOpportunity;
  if (results.keywords.length === 0) return entry(0, max, 'No keyword data available.');
  const level = keywordOpportunityLevel(results.keywords);
  const easy = results.keywords.filter((keyword) => keyword.difficulty === 'Low').length;
  const cpc = averageCpc(results.keywords);
  const intent = cpc >= 1.5 ? 3 : cpc >= 0.75 ? 2 : 1;
  const base = level === 'High' ? 12 : level === 'Medium' ? 8 : easy > 0 ? 4 : 2;
  return entry(base + intent, max, `${plural(easy, 'low-difficulty keyword')} of ${results.keywords.length}: keyword opportunity ${level}; average CPC $${cpc.toFixed(2)}.`);
}

/** Active trademarks are conflicts; pending marks and close patents are lesser risks. */
function legalRisk(results: ResearchResultsForScore): ScoreEntry {
  const max = SCORE_MAXIMA.legalRisk;
  if (!results.legal) return entry(5, max, 'Legal research not available; risk unknown.');
  // An empty list from a search that never ran is no evidence of a clear name.
  if (!results.legal.trademarksSearched) return entry(5, max, 'Trademark search was turned off, so conflicts are unknown.');
  const active = results.legal.trademarks.filter((mark) => mark.status.trim().toLowerCase() === 'active').length;
  const pending = results.legal.trademarks.filter((mark) => mark.status.trim().toLowerCase() === 'pending').length;
  const patents = results.legal.patents.length;
  if (active > 0) {
    return entry(active === 1 ? 3 : 1, max, `Conflicts: ${plural(active, 'active trademark')} on a similar name.`);
  }
  const points = 10 - Math.min(2, pending) - (patents >= 2 ? 1 : 0);
  const extra = [pending > 0 ? plural(pending, 'pending trademark') : null, patents > 0 ? plural(patents, 'related patent') : null].filter(Boolean).join(' and ');
  const patentNote = results.legal.patentsSearched ? '' : ' Patent search was turned off.';
  return entry(points, max, `Clear: no active trademark conflicts${extra ? `; ${extra} to watch` : ''}.${patentNote}`);
}

/** How complete the business case is and whether customers pay in this market. */
function businessViability(results: ResearchResultsForScore, idea: IdeaForScore): ScoreEntry {
  const max = SCORE_MAXIMA.businessViability;
  const features = Math.min(5, idea.keyFeatures.filter((feature) => feature.trim()).length);
  const audience = idea.targetMarket?.trim() ? 4 : 0;
  const descriptionLength = (results.description ?? idea.description ?? '').trim().length;
  const clarity = descriptionLength >= 200 ? 4 : descriptionLength >= 80 ? 3 : descriptionLength > 0 ? 1 : 0;
  const cpc = averageCpc(results.keywords);
  const willingnessToPay = cpc >= 2 ? 4 : cpc >= 1 ? 3 : cpc >= 0.5 ? 2 : results.keywords.length > 0 ? 1 : 0;
  const gaps = results.competitors.reduce((sum, competitor) => sum + competitor.weaknesses.length, 0);
  const gapPoints = results.competitors.length === 0 ? 1 : Math.min(3, Math.floor(gaps / Math.max(1, results.competitors.length)) + 1);
  const parts = [
    audience ? 'a defined target market' : 'no defined target market',
    `${plural(features, 'key feature')}`,
    cpc > 0 ? `advertisers pay about $${cpc.toFixed(2)} per click` : null,
  ].filter(Boolean);
  return entry(features + audience + clarity + willingnessToPay + gapPoints, max, `${parts.join(', ')}.`.replace(/^./, (letter) => letter.toUpperCase()));
}

/**
 * The idea score (spec §9): six entries within their maxima and their sum (0-100). A pure
 * function of the results and the idea, so the same results always give the same score.
 */
export function computeScore(results: ResearchResultsForScore, idea: IdeaForScore): { score: number; breakdown: ScoreBreakdown; assessment: ScoreAssessment } {
  const breakdown: ScoreBreakdown = {
    marketOpportunity: marketOpportunity(results, idea),
    competitionLevel: competition(results),
    domainAvailability: domainAvailability(results, idea),
    keywordOpportunity: keywordOpportunity(results),
    legalRisk: legalRisk(results),
    businessViability: businessViability(results, idea),
  };
  const score = Object.values(breakdown).reduce((sum, part) => sum + part.score, 0);
  const sample = Object.values(results.bases ?? {}).some((basis) => basis === 'SAMPLE');
  return { score, breakdown, assessment: { confidence: 0, measuredPoints: 0, sample, labelCap: null } };
}
