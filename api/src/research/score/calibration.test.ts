import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResearchResultsForScore } from '../research.types.js';
import { computeScore, scoreLabel } from './compute-score.js';
import type { ViabilityJudgement } from './viability-judge.js';

/** The calibration set: ideas with recorded evidence (tests/fixtures/calibration, built by build-fixtures.ts), labelled. */
interface CalibrationFixture {
  label: 'promising' | 'poor';
  kind: string;
  idea: { name: string; description: string };
  results: ResearchResultsForScore;
  viability: ViabilityJudgement;
}

const directory = new URL('../../../../tests/fixtures/calibration/', import.meta.url);
const fixtures = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, ...(JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as CalibrationFixture) }));

const scored = fixtures.map((fixture) => ({ ...fixture, ...computeScore(fixture.results, fixture.idea, fixture.viability) }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const promising = scored.filter((fixture) => fixture.label === 'promising');
const poor = scored.filter((fixture) => fixture.label === 'poor');

describe('score calibration (recorded evidence)', () => {
  it('has at least 30 labelled ideas of both kinds', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
    expect(promising.length).toBeGreaterThanOrEqual(10);
    expect(poor.length).toBeGreaterThanOrEqual(10);
  });

  it("scores every poor idea below every promising one's median, and the medians at least 25 points apart", () => {
    const promisingMedian = median(promising.map((fixture) => fixture.score));
    const poorMedian = median(poor.map((fixture) => fixture.score));
    for (const fixture of poor) expect(fixture.score, `${fixture.file} (${fixture.kind})`).toBeLessThan(promisingMedian);
    expect(promisingMedian - poorMedian).toBeGreaterThanOrEqual(25);
  });

  it('an identical live mark in a relevant class always gives "Needs Work", saying why', () => {
    const identical = scored.filter((fixture) =>
      fixture.results.legal?.trademarks.some(
        (mark) => mark.match === 'exact' && (mark.status === 'Active' || mark.status === 'Pending') && mark.relevantClass !== false,
      ),
    );
    expect(identical.length).toBeGreaterThanOrEqual(5);
    for (const fixture of identical) {
      expect(scoreLabel(fixture.score, fixture.assessment.labelCap), fixture.file).toBe('Needs Work');
      expect(fixture.assessment.labelCap).toMatch(/identical mark/);
    }
  });

  it('the same evidence always gives the same score', () => {
    for (const fixture of fixtures) {
      const again = computeScore(structuredClone(fixture.results), fixture.idea, structuredClone(fixture.viability));
      expect(again, fixture.file).toEqual(computeScore(fixture.results, fixture.idea, fixture.viability));
    }
  });

  it('every part of a fully measured run is MEASURED except the judge (ESTIMATED): confidence 80%', () => {
    for (const fixture of scored) {
      expect(fixture.assessment.sample).toBe(false);
      expect(fixture.breakdown.businessViability.basis).toBe('ESTIMATED');
    }
    expect(scored.filter((fixture) => fixture.assessment.confidence === 80).length).toBeGreaterThan(scored.length / 2);
  });
});
