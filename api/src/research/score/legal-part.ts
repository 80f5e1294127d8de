import type { ScoreEntry } from './score.types.js';
import type { LegalResult, Trademark } from '../research.types.js';
import { evidenceLink, plural, scoreEntry, unknownEntry, SCORE_MAXIMA, type EvidenceLink } from './score-entry.js';
import { trademarksNotSearched } from './score-reasons.js';

/** A live mark: a registration in force or an application still pending. */
function isLive(mark: Trademark): boolean {
  return mark.status === 'Active' || mark.status === 'Pending';
}

/**
 * What a live mark in a relevant class leaves of the 10 points, by closeness: an identical mark
 * is a knockout (1 registered, 2 pending), a near-identical one (similarity >= 0.8) a serious
 * conflict, a similar or sounds-alike one a risk to clear with a lawyer.
 */
function pointsLeftBy(mark: Trademark): number {
  const pending = mark.status === 'Pending' ? 1 : 0;
  if (mark.match === 'exact') return 1 + pending;
  if (mark.match === 'similar' && (mark.similarity ?? 0) >= 0.8) return 3 + pending;
  if (mark.match === 'similar') return 5 + pending;
  if (mark.match === 'sounds-alike') return 6 + pending;
  return 5 + pending; // a live mark the search returned without saying how it matched
}

function describeMark(mark: Trademark): string {
  const match =
    mark.match === 'exact'
      ? 'identical'
      : mark.match === 'sounds-alike'
        ? 'sounds-alike'
        : mark.match === 'similar'
          ? 'similar'
          : 'matching';
  const serial = mark.serialNumber ? `, serial ${mark.serialNumber}` : '';
  return `${mark.status === 'Active' ? 'a registered' : 'a pending'} ${match} mark "${mark.name}" (${mark.owner}${serial}, class ${mark.class})`;
}

/** The patent hit count's weight: many publications on the idea's key terms mean a crowded field to design around. */
function patentDeduction(legal: LegalResult): { points: number; text: string; evidence: EvidenceLink[] } {
  const search = legal.patentSearch;
  // Rows stored before searches were summarised have no patentSearch.
  if (!legal.patentsSearched || !search || search.basis !== 'MEASURED' || search.totalResults === null) {
    return { points: 0, text: ' Patents were not searched.', evidence: [] };
  }
  const hits = search.totalResults;
  const points = hits >= 100 ? 2 : hits >= 10 ? 1 : 0;
  const evidence = search.source.url
    ? [{ label: `${plural(hits, 'patent publication')} (${search.source.provider})`, url: search.source.url, evidenceId: null }]
    : [];
  return {
    points,
    text: ` ${plural(hits, 'patent publication')} match the idea's key terms${points > 0 ? ` (-${points})` : ''}.`,
    evidence,
  };
}

export interface LegalAssessment {
  entry: ScoreEntry;
  /** Why the label is capped at "Needs Work" (a part below a third of its maximum), or null. */
  labelCap: string | null;
}

/**
 * Legal risk (max 10) from the trademark knockout and the patent hit count. No trademark search
 * (turned off, no data imported, failed): the neutral midpoint 5, UNKNOWN, never "clear".
 */
export function legalPart(legal: LegalResult | null): LegalAssessment {
  if (!legal) return { entry: unknownEntry('legalRisk', 'Legal research not available: risk unknown (neutral 5/10).'), labelCap: null };
  const search = legal.trademarkSearch;
  if (!legal.trademarksSearched || !search || search.basis === 'UNKNOWN' || search.basis === 'SAMPLE') {
    // The search's own reason (a command, a provider's error) stays in the section for admins.
    return { entry: unknownEntry('legalRisk', trademarksNotSearched(search?.reason)), labelCap: null };
  }
  const live = legal.trademarks.filter(isLive);
  const conflicts = live.filter((mark) => mark.relevantClass !== false).sort((a, b) => pointsLeftBy(a) - pointsLeftBy(b));
  const elsewhere = live.length - conflicts.length;
  const worst = conflicts[0] ?? null;
  const patents = patentDeduction(legal);
  const markPoints = worst ? pointsLeftBy(worst) : SCORE_MAXIMA.legalRisk;
  const points = Math.max(0, markPoints - patents.points);
  const searched = search.totalResults !== null ? ` The knockout search returned ${plural(search.totalResults, 'mark')}.` : '';
  const markText = worst
    ? `Conflict: ${describeMark(worst)} in a class the idea needs${conflicts.length > 1 ? `, and ${plural(conflicts.length - 1, 'more live mark')}` : ''}.`
    : `No live trademark conflicts in the idea's classes${elsewhere > 0 ? ` (${plural(elsewhere, 'live mark')} in other classes)` : ''}.`;
  const evidence: EvidenceLink[] = [
    ...conflicts
      .slice(0, 3)
      .map((mark) => evidenceLink(`${mark.name} (${mark.status}${mark.serialNumber ? `, ${mark.serialNumber}` : ''})`, mark.source)),
    ...(search.source.url ? [{ label: `Trademark search: ${search.query ?? 'the name'}`, url: search.source.url, evidenceId: null }] : []),
    ...patents.evidence,
  ];
  const entry = scoreEntry('legalRisk', points, search.basis, `${markText}${searched}${patents.text}`, evidence);
  const labelCap =
    entry.score < SCORE_MAXIMA.legalRisk / 3 && worst
      ? `Capped at Needs Work: legal risk ${entry.score}/10 is below a third of its maximum because of ${describeMark(worst)}.`
      : null;
  return { entry, labelCap };
}
