import type { KeywordDifficulty, MonthlyVolume } from '../../research.types.js';
import { volumeTrend } from '../volume-trend.js';
import type { KeywordTrend } from '../../research.types.js';

/**
 * Reading DataForSEO's answer to POST /v3/keywords_data/google_ads/keywords_for_keywords/live:
 * { status_code: 20000, tasks: [{ status_code, status_message, result: [{ keyword, search_volume,
 * competition: "LOW" | "MEDIUM" | "HIGH", competition_index, cpc, low_top_of_page_bid,
 * high_top_of_page_bid, monthly_searches: [{ year, month, search_volume }] }] }] }.
 * Errors come as HTTP 200 with a status_code other than 20000 in the body or in the task.
 */
export interface KeywordIdea {
  keyword: string;
  searchVolume: number;
  /** Google's competition among advertisers; null when Google reports none (no data, not "Low"). */
  difficulty: KeywordDifficulty | null;
  /** What advertisers pay per click; null when Google reports no CPC and no bids (no data, not $0). */
  cpc: number | null;
  /** From the monthly history; null without one (no history is no trend). */
  trend: KeywordTrend | null;
  monthlySearches: MonthlyVolume[];
}

interface ResultItem {
  keyword?: string | null;
  search_volume?: number | null;
  competition?: string | null;
  competition_index?: number | null;
  cpc?: number | null;
  low_top_of_page_bid?: number | null;
  high_top_of_page_bid?: number | null;
  monthly_searches?: Array<{ year?: number; month?: number; search_volume?: number | null }> | null;
}

interface Answer {
  status_code?: number;
  status_message?: string;
  tasks?: Array<{ status_code?: number; status_message?: string; result?: ResultItem[] | null }> | null;
}

const OK = 20000;

export class DataForSeoRefusal extends Error {
  override name = 'DataForSeoRefusal';
}

/** Keyword ideas with measured figures; ideas Google reports no volume for are left out (nothing to show). */
export function parseKeywordIdeas(json: unknown): KeywordIdea[] {
  const answer = (json ?? {}) as Answer;
  if (answer.status_code !== OK) throw new DataForSeoRefusal(`${answer.status_code ?? 'no status'} ${answer.status_message ?? ''}`.trim());
  const task = answer.tasks?.[0];
  if (!task) throw new DataForSeoRefusal('the answer has no task');
  if (task.status_code !== OK) throw new DataForSeoRefusal(`${task.status_code ?? 'no status'} ${task.status_message ?? ''}`.trim());
  const seen = new Set<string>();
  const ideas: KeywordIdea[] = [];
  for (const item of task.result ?? []) {
    const keyword = item.keyword?.trim().toLowerCase();
    if (!keyword || seen.has(keyword) || typeof item.search_volume !== 'number') continue;
    seen.add(keyword);
    const monthlySearches = monthly(item.monthly_searches ?? []);
    ideas.push({
      keyword,
      searchVolume: item.search_volume,
      difficulty: difficulty(item.competition, item.competition_index),
      cpc: costPerClick(item),
      trend: volumeTrend(monthlySearches.map((point) => point.volume)),
      monthlySearches,
    });
  }
  return ideas;
}

/** Oldest first (DataForSEO lists the newest month first). */
function monthly(points: NonNullable<ResultItem['monthly_searches']>): MonthlyVolume[] {
  return points
    .filter((point) => Number.isInteger(point.year) && Number.isInteger(point.month) && typeof point.search_volume === 'number')
    .map((point) => ({ month: `${point.year}-${String(point.month).padStart(2, '0')}`, volume: point.search_volume! }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * Google's competition level for ads on the keyword; the 0-100 index when the level is missing. Neither:
 * null. Google leaves both out when it has no advertiser data for the keyword, which says nothing measured
 * about how hard the keyword is, so it is no data rather than "Low".
 */
export function difficulty(competition: string | null | undefined, index: number | null | undefined): KeywordDifficulty | null {
  if (competition === 'HIGH') return 'High';
  if (competition === 'MEDIUM') return 'Medium';
  if (competition === 'LOW') return 'Low';
  if (typeof index === 'number') return index >= 67 ? 'High' : index >= 34 ? 'Medium' : 'Low';
  return null;
}

/** The average CPC Google reports, else the middle of its top-of-page bid range; null when it reports neither (no data, not $0). */
function costPerClick(item: ResultItem): number | null {
  if (typeof item.cpc === 'number') return round(item.cpc);
  const bids = [item.low_top_of_page_bid, item.high_top_of_page_bid].filter((bid): bid is number => typeof bid === 'number');
  return bids.length > 0 ? round(bids.reduce((sum, bid) => sum + bid, 0) / bids.length) : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
