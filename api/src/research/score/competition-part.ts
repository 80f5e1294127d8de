import type { ScoreEntry } from './score.types.js';
import type { Basis, Competitor, LaunchSearch, RepositorySearch, SearchSummary } from '../research.types.js';
import { basisWord, evidenceLink, plural, scoreEntry, unknownEntry, weighted, weakestBasis, type EvidenceLink } from './score-entry.js';
import { competitorsNotSearched, type KeylessCompetitorFindings } from './score-reasons.js';

/** Spec §9 tile rule: more than 10 competitors High, more than 5 Medium, else Low. */
export function competitionLevel(competitorCount: number): 'Low' | 'Medium' | 'High' {
  return competitorCount > 10 ? 'High' : competitorCount > 5 ? 'Medium' : 'Low';
}

/**
 * What an established company says of itself in its own result: a scale ("trusted by 40,000
 * restaurants", "millions of users"), leadership ("the leading", "#1") or age ("since 1998").
 * Read from the competitor's description (its search result's snippet), never guessed.
 */
const ESTABLISHED =
  /\b(leading|market leader|largest|biggest|#1|no\.\s?1|number one|world'?s|fortune 500|publicly traded|nasdaq|nyse|millions? of|trusted by|since (?:18|19|20)\d\d)\b|\b\d[\d,.]*\s?(?:k|m|\+)?\+?\s(?:customers|users|businesses|companies|members|clients|restaurants|teams|merchants|stores|downloads)\b/i;

export function isEstablished(competitor: Competitor): boolean {
  return ESTABLISHED.test(`${competitor.description} ${competitor.name}`);
}

export interface CompetitionInputs {
  competitors: Competitor[];
  basis: Basis | null;
  search: SearchSummary | null;
  /** Hacker News launches and discussions beside the web search (absent or null: turned off). */
  launches?: LaunchSearch | null;
  /** GitHub open-source alternatives beside the web search (absent or null: turned off or not a software idea). */
  openSource?: RepositorySearch | null;
}

/** What Hacker News and GitHub measured (only searches that answered), and the links to repeat them. */
function keylessFindings(inputs: CompetitionInputs): { findings: KeylessCompetitorFindings; evidence: EvidenceLink[] } {
  const launches = inputs.launches?.basis === 'MEASURED' ? inputs.launches : null;
  const openSource = inputs.openSource?.basis === 'MEASURED' ? inputs.openSource : null;
  return {
    findings: {
      hackerNews: launches ? { stories: launches.totalResults ?? launches.launches.length, query: launches.query } : null,
      github: openSource ? (openSource.totalResults ?? openSource.repositories.length) : null,
    },
    evidence: [
      ...(launches ? [evidenceLink(`Hacker News: ${launches.query ?? ''}`.trim(), launches.source)] : []),
      ...(openSource ? [evidenceLink('GitHub: open-source alternatives', openSource.source)] : []),
    ],
  };
}

/**
 * Competition level (max 20): room left in a market that exists. A few competitors (validated
 * demand, room to enter) earn most; a crowd earns little; established leaders and a search the
 * provider says matches millions of pages (one query's own total, never a sum) take points off.
 * No competitor found at all is an unproven market, below the neutral midpoint: an empty field is
 * not an open one.
 */
export function competitionPart(inputs: CompetitionInputs): ScoreEntry {
  const basis =
    inputs.basis && inputs.basis !== 'UNKNOWN' ? inputs.basis : weakestBasis(inputs.competitors.map((competitor) => competitor.basis));
  const search = inputs.search;
  // The search's own reason (a setting, a provider's error) stays in the section for admins.
  if (basis === 'UNKNOWN') {
    // Hacker News and GitHub do not search the web for competitors: the part stays unscored, saying what they found.
    const keyless = keylessFindings(inputs);
    return unknownEntry('competitionLevel', competitorsNotSearched(search?.reason, keyless.findings), keyless.evidence);
  }
  const count = inputs.competitors.length;
  const level = competitionLevel(count);
  const established = inputs.competitors.filter(isEstablished);
  const total = search && search.basis === 'MEASURED' ? search.totalResults : null;
  const base = count === 0 ? 8 : count <= 5 ? 17 : count <= 10 ? 11 : 5;
  const leaders = established.length >= 2 ? 6 : established.length === 1 ? 3 : 0;
  const weight = total === null ? 0 : total >= 10_000_000 ? 3 : total >= 1_000_000 ? 2 : total >= 100_000 ? 1 : 0;
  const raw = Math.max(0, base - leaders - weight);
  const parts = [
    count === 0
      ? 'No competitors found: an unproven market rather than an open one'
      : `${plural(count, 'competitor')} found: competition level ${level}`,
    established.length > 0
      ? `${plural(established.length, 'established company', 'established companies')} lead${established.length === 1 ? 's' : ''} it (${established
          .slice(0, 2)
          .map((competitor) => competitor.name)
          .join(', ')})`
      : null,
    total !== null ? `a web search${search?.query ? ` for "${search.query}"` : ''} reports ${total.toLocaleString('en-US')} results` : null,
  ].filter(Boolean);
  const evidence = [
    ...[...established, ...inputs.competitors.filter((competitor) => !isEstablished(competitor))]
      .slice(0, 4)
      .map((competitor) => evidenceLink(competitor.name, competitor.source, competitor.source.url ?? competitor.website)),
    ...(search?.source.url ? [{ label: `Web search: ${search.query ?? ''}`.trim(), url: search.source.url, evidenceId: null }] : []),
  ];
  return scoreEntry(
    'competitionLevel',
    weighted('competitionLevel', raw, basis),
    basis,
    `${parts.join('; ')} (${basisWord(basis)}).`,
    evidence,
  );
}
