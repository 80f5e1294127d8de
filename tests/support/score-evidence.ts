import type {
  Basis,
  Competitor,
  DomainResult,
  DomainStatus,
  InterestSeries,
  Keyword,
  KeywordDifficulty,
  KeywordTrend,
  LegalResult,
  ResearchResultsForScore,
  SearchSummary,
  Trademark,
  TrademarkMatch,
  TrademarkStatus,
} from '../../api/src/research/research.types.js';
import { searchAnswered, searchNotAnswered } from '../../api/src/research/provenance.js';

/**
 * (Test support: used by the score's unit tests and the calibration fixtures, never by the app.)
 * Research evidence as the real-sources adapters record it (MEASURED items with their source urls
 * and evidence ids), for the score's unit and calibration tests. Deterministic: ids derive from
 * the text they stand for.
 */
const RETRIEVED_AT = '2026-11-20T10:00:00.000Z';

function evidenceId(seed: string): string {
  let hash = 2166136261;
  for (const character of seed) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${hex}${hex.slice(0, 4)}`;
}

function source(provider: string, url: string | null, seed: string, basis: Basis = 'MEASURED') {
  if (basis === 'SAMPLE') return { basis, source: { provider: 'sample', url: null, retrievedAt: RETRIEVED_AT } };
  if (basis === 'ESTIMATED') return { basis, source: { provider: 'openai', url: null, retrievedAt: RETRIEVED_AT } };
  if (basis === 'UNKNOWN') return { basis, source: { provider, url: null, retrievedAt: RETRIEVED_AT } };
  return { basis, source: { provider, url, retrievedAt: RETRIEVED_AT, evidenceId: evidenceId(`${provider}:${seed}`) } };
}

export function domain(name: string, status: DomainStatus, basis: Basis = status === 'UNKNOWN' ? 'UNKNOWN' : 'MEASURED'): DomainResult {
  const tld = name.split('.').slice(1).join('.');
  return {
    domain: name,
    status,
    available: status === 'AVAILABLE',
    price: status === 'AVAILABLE' ? 12.99 : null,
    ...source('rdap', `https://rdap.example/${tld}/domain/${name}`, name, basis),
  };
}

/** The exact label on .com/.net/.org/.io with the given statuses, plus getX.com (a variant). */
export function domainsFor(
  label: string,
  statuses: { com: DomainStatus; others: DomainStatus; variant?: DomainStatus },
  basis?: Basis,
): DomainResult[] {
  return [
    domain(`${label}.com`, statuses.com, basis),
    ...['net', 'org', 'io'].map((tld) => domain(`${label}.${tld}`, statuses.others, basis)),
    domain(`get${label}.com`, statuses.variant ?? statuses.others, basis),
  ];
}

export function competitor(name: string, website: string, description: string, basis: Basis = 'MEASURED'): Competitor {
  return {
    name,
    website,
    description,
    strengths: [],
    weaknesses: [],
    marketShare: null,
    assessmentBasis: 'UNKNOWN',
    ...source('searxng', website, website, basis),
  };
}

export function keyword(
  text: string,
  searchVolume: number,
  /** null: Google reported no competition level (no data). */
  difficulty: KeywordDifficulty | null,
  /** null: Google reported no cost per click (no data). */
  cpc: number | null,
  /** null: measured without a monthly history. */
  trend: KeywordTrend | null,
  basis: Basis = 'MEASURED',
): Keyword {
  return { keyword: text, searchVolume, difficulty, cpc, trend, ...source('dataforseo', null, text, basis) };
}

export function interest(article: string, trend: KeywordTrend, monthlyViews: number): InterestSeries {
  const slope = trend === 'Rising' ? 0.04 : trend === 'Declining' ? -0.04 : 0;
  const points = Array.from({ length: 24 }, (_, index) => ({
    month: `20${24 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    views: Math.round(monthlyViews * (1 + slope * (index - 12))),
  }));
  return {
    article,
    points,
    trend,
    ...source('wikimedia', `https://en.wikipedia.org/wiki/${encodeURIComponent(article.replace(/ /g, '_'))}`, article),
  };
}

export function webSearch(query: string, totalResults: number | null): SearchSummary {
  return searchAnswered(
    'searxng',
    { query, totalResults, url: `https://searx.example/search?q=${encodeURIComponent(query)}` },
    new Date(RETRIEVED_AT),
  );
}

export function mark(
  name: string,
  status: TrademarkStatus,
  match: TrademarkMatch,
  similarity: number,
  relevantClass = true,
  serialNumber = String(90_000_000 + (evidenceId(name).charCodeAt(0) % 9) * 1_000_000 + name.length * 7919),
): Trademark {
  return {
    name,
    status,
    owner: `${name} Inc.`,
    class: relevantClass ? '9, 42' : '25',
    serialNumber,
    registrationNumber: status === 'Active' ? String(6_000_000 + name.length * 313) : null,
    match,
    similarity,
    relevantClass,
    ...source('uspto', `https://tsdr.uspto.gov/#caseNumber=${serialNumber}&caseType=SERIAL_NO&searchType=statusSearch`, serialNumber),
  };
}

/** A legal section whose USPTO knockout and EPO search both ran. */
export function legal(name: string, trademarks: Trademark[], patentHits: number): LegalResult {
  return {
    conflicts: trademarks.some((item) => item.status === 'Active' && item.relevantClass !== false),
    trademarks,
    patents: [],
    trademarksSearched: true,
    patentsSearched: true,
    trademarkSearch: searchAnswered('uspto', { query: name, totalResults: trademarks.length, url: null }, new Date(RETRIEVED_AT)),
    patentSearch: searchAnswered(
      'epo',
      {
        query: `ta all "${name}"`,
        totalResults: patentHits,
        url: `https://worldwide.espacenet.com/searchResults?query=${encodeURIComponent(name)}`,
      },
      new Date(RETRIEVED_AT),
    ),
  };
}

/** A legal section whose searches could not run (no trademark import, no EPO key). */
export function legalNotSearched(): LegalResult {
  const unknown = (provider: string, reason: string): SearchSummary => searchNotAnswered(reason, provider);
  return {
    conflicts: false,
    trademarks: [],
    patents: [],
    trademarksSearched: false,
    patentsSearched: false,
    trademarkSearch: unknown('uspto', 'trademark data not imported'),
    patentSearch: unknown('epo', 'EPO_OPS_KEY is not set'),
  };
}

export function measuredResults(parts: {
  description: string;
  domains: DomainResult[];
  competitors: Competitor[];
  search: SearchSummary | null;
  keywords: Keyword[];
  interest: InterestSeries | null;
  legal: LegalResult;
}): ResearchResultsForScore {
  return {
    description: parts.description,
    domains: parts.domains,
    competitors: parts.competitors,
    keywords: parts.keywords,
    legal: parts.legal,
    details: { competitors: { search: parts.search }, keywords: { interest: parts.interest } },
    bases: { domains: 'MEASURED', competitors: 'MEASURED', keywords: 'MEASURED', legal: 'MEASURED' },
  };
}
