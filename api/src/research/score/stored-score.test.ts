import { describe, expect, it } from 'vitest';
import { StoredSectionInvalid } from '../runs/stored-sections.js';
import { parseScoreAssessment, parseScoreBreakdown } from './stored-score.js';

const stored = {
  confidence: 45,
  measuredPoints: 45,
  sample: false,
  labelCap: null,
  enoughEvidence: true,
  measuredParts: ['Domain Availability', 'Legal Risk'],
  missingEvidence: ['Market Opportunity: search volume from a keyword provider'],
};

describe('parseScoreAssessment', () => {
  it('reads a stored assessment as it was written', () => {
    expect(parseScoreAssessment(stored, 'project 1')).toEqual(stored);
  });

  it('names what is really missing for Market Opportunity in lines stored when interest over time was offered as demand', () => {
    const earlier = { ...stored, missingEvidence: ['Market Opportunity: Search volumes or interest over time for what the idea is about'] };
    expect(parseScoreAssessment(earlier, 'project 1')?.missingEvidence).toEqual([
      'Market Opportunity: Search volumes for what the idea is about',
    ]);
  });

  it('leaves out the Business Viability line stored when viability was listed as missing evidence', () => {
    const earlier = {
      ...stored,
      missingEvidence: [
        'Legal Risk: A trademark search of the official records',
        'Business Viability: A model’s reading of the evidence (it only ever counts as an estimate)',
      ],
    };
    expect(parseScoreAssessment(earlier, 'project 1')?.missingEvidence).toEqual(['Legal Risk: A trademark search of the official records']);
  });

  it('reads no assessment as null', () => {
    expect(parseScoreAssessment(null, 'project 1')).toBeNull();
  });

  it('drops the withheld total the migrations keep for their down()', () => {
    const parsed = parseScoreAssessment({ ...stored, enoughEvidence: false, withheldScore: 72 }, 'project 1');
    expect(parsed).not.toHaveProperty('withheldScore');
    expect(parsed?.enoughEvidence).toBe(false);
  });

  it('refuses an assessment without its evidence verdict, naming the row', () => {
    const { enoughEvidence: _omitted, ...withoutVerdict } = stored;
    expect(() => parseScoreAssessment(withoutVerdict, 'project 1')).toThrow(StoredSectionInvalid);
    expect(() => parseScoreAssessment(withoutVerdict, 'project 1')).toThrow(/score assessment of project 1/);
  });

  it('refuses a confidence outside 0-100', () => {
    expect(() => parseScoreAssessment({ ...stored, confidence: 140 }, 'project 1')).toThrow(StoredSectionInvalid);
  });
});

describe('parseScoreBreakdown', () => {
  const part = (reason: string) => ({ score: 10, reason, basis: 'UNKNOWN', evidence: [] });
  const breakdown = {
    marketOpportunity: part('No keyword data: demand unknown (neutral midpoint).'),
    competitionLevel: part(
      'Competitors not researched (SEARCH_PROVIDER=brave but BRAVE_SEARCH_API_KEY is not set): competition unknown (neutral midpoint).',
    ),
    domainAvailability: { ...part('shiftwise.com is available (1 of 1 checked domain available, 0 registered, 0 unknown).'), score: 5 },
    keywordOpportunity: { ...part('No keyword data: keyword opportunity unknown (neutral midpoint).'), score: 7 },
    legalRisk: {
      ...part('Trademarks not searched (Trademark data not imported (pnpm trademarks:import)): conflicts unknown (neutral 5/10).'),
      score: 5,
    },
    businessViability: part(
      'Not judged (the AI judge gave no answer (OpenAI is rate limiting requests (429): Rate limit reached)): viability unknown (neutral midpoint).',
    ),
  };

  it('reads reasons stored with setting names, commands or provider errors as customer sentences, and keeps the rest', () => {
    const parsed = parseScoreBreakdown(breakdown, 'project 1')!;
    expect(parsed.competitionLevel.reason).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    expect(parsed.legalRisk.reason).toMatch(/^Trademark search isn’t set up on this IdeaScope/);
    expect(parsed.businessViability.reason).toMatch(/^The AI service gave no usable answer this time/);
    expect(JSON.stringify(parsed)).not.toMatch(/BRAVE_SEARCH_API_KEY|SEARCH_PROVIDER|pnpm|OpenAI|429/);
    expect(parsed.marketOpportunity).toEqual(breakdown.marketOpportunity);
    expect(parsed.domainAvailability).toEqual(breakdown.domainAvailability);
    expect(parsed.legalRisk).toMatchObject({ score: 5, basis: 'UNKNOWN', evidence: [] });
  });
});
