import { describe, expect, it } from 'vitest';
import { StoredSectionInvalid } from '../runs/stored-sections.js';
import { parseScoreAssessment } from './stored-score.js';

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
