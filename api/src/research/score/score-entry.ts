import { SCORE_MAXIMA, SCORE_PART_KEYS } from '@ideascope/shared';
import type { ScoreBreakdown, ScoreEntry } from './score.types.js';
import type { Basis, SourceReference } from '../research.types.js';

/** Spec §9: the six maxima, total 100, and the six parts in the spec's order (@ideascope/shared). */
export { SCORE_MAXIMA, SCORE_PART_KEYS };

export type ScorePart = keyof ScoreBreakdown;
export type EvidenceLink = NonNullable<ScoreEntry['evidence']>[number];

/**
 * The neutral midpoint a part gets when its inputs are unknown: half its maximum, rounded down, so
 * that six unknown parts total 49 (Fair, never Good) and a part with measured good evidence
 * always beats it. Unknown must not reward obscurity.
 */
export function midpoint(part: ScorePart): number {
  return Math.floor(SCORE_MAXIMA[part] / 2);
}

/**
 * How far a part's points may move away from the midpoint on inputs of this basis: measured data
 * counts fully; a model's estimate only half (the direction is a hint, the size is not evidence);
 * the offline sample and unknown not at all (invented data describes no market).
 */
export const BASIS_WEIGHT: Record<Basis, number> = { MEASURED: 1, ESTIMATED: 0.5, SAMPLE: 0, UNKNOWN: 0 };

export function clampPoints(value: number, max: number): number {
  return Math.max(0, Math.min(max, Math.round(value)));
}

/** Points on `basis`: measured points as they are, estimates pulled half-way to the midpoint, samples all the way. */
export function weighted(part: ScorePart, rawPoints: number, basis: Basis): number {
  if (BASIS_WEIGHT[basis] === 0) return midpoint(part);
  const middle = SCORE_MAXIMA[part] / 2;
  return clampPoints(middle + (rawPoints - middle) * BASIS_WEIGHT[basis], SCORE_MAXIMA[part]);
}

export function scoreEntry(part: ScorePart, points: number, basis: Basis, reason: string, evidence: EvidenceLink[]): ScoreEntry {
  return { score: clampPoints(points, SCORE_MAXIMA[part]), reason, basis, evidence: dedupeEvidence(evidence).slice(0, 6) };
}

/** The neutral midpoint with basis UNKNOWN, saying why. */
export function unknownEntry(part: ScorePart, reason: string, evidence: EvidenceLink[] = []): ScoreEntry {
  return scoreEntry(part, midpoint(part), 'UNKNOWN', reason, evidence);
}

export function evidenceLink(
  label: string,
  source: Pick<SourceReference, 'url' | 'evidenceId'> | null | undefined,
  url?: string | null,
): EvidenceLink {
  return { label, url: url ?? source?.url ?? null, evidenceId: source?.evidenceId ?? null };
}

function dedupeEvidence(evidence: EvidenceLink[]): EvidenceLink[] {
  const seen = new Set<string>();
  return evidence.filter((link) => {
    if (!link.url && !link.evidenceId) return false; // a link to nothing is no evidence
    const key = `${link.url ?? ''}|${link.evidenceId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The weakest basis of a list (SAMPLE < ESTIMATED < MEASURED), UNKNOWN when empty or all unknown. */
export function weakestBasis(bases: Basis[]): Basis {
  const known = bases.filter((basis) => basis !== 'UNKNOWN');
  if (known.length === 0) return 'UNKNOWN';
  if (known.includes('SAMPLE')) return 'SAMPLE';
  if (known.includes('ESTIMATED')) return 'ESTIMATED';
  return 'MEASURED';
}

export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? word : pluralWord}`;
}

/** 0 at `low`, 1 at `high`, on a log10 scale (search volumes span orders of magnitude). */
export function logShare(value: number, low: number, high: number): number {
  if (value <= low) return 0;
  return Math.min(1, (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low)));
}

export function basisWord(basis: Basis): string {
  return basis === 'MEASURED'
    ? 'measured'
    : basis === 'ESTIMATED'
      ? 'estimated by the AI model (counted half)'
      : basis === 'SAMPLE'
        ? 'sample data, not research: not counted, neutral midpoint'
        : 'unknown';
}
