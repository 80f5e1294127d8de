import { describe, expect, it } from 'vitest';
import {
  competitor,
  domain,
  domainsFor,
  interest,
  keyword,
  legal,
  legalNotSearched,
  mark,
  measuredResults,
  webSearch,
} from '../../../../tests/support/score-evidence.js';
import type { AiProvider } from '../intelligence/ai-provider.js';
import { searchNotAnswered } from '../provenance.js';
import type { ResearchInput, ResearchResultsForScore } from '../research.types.js';
import {
  competitionLevel,
  computeScore,
  MEASURED_POINTS_FOR_A_SCORE,
  keywordOpportunityLevel,
  SCORE_MAXIMA,
  scoreLabel,
} from './compute-score.js';
import { judgeViability, viabilityEvidence, viabilityRequest, type ViabilityJudgement, type ViabilityReading } from './viability-judge.js';

const idea = { name: 'Shiftwise' };

function reading(levels: [number, number, number, number, number], cited: string[] = ['E1']): ViabilityReading {
  const [payer, pricing, channel, urgency, advantage] = levels;
  return {
    levels: { payer, pricing, channel, urgency, advantage },
    cited: { payer: cited, pricing: [], channel: [], urgency: [], advantage: [] },
  };
}

const soundResults = measuredResults({
  description: 'Payroll and compliance software for small restaurants.',
  domains: domainsFor('shiftwise', { com: 'AVAILABLE', others: 'AVAILABLE' }),
  competitors: [
    competitor('Crewpay', 'https://crewpay.example', 'Payroll for hourly teams.'),
    competitor('Tipsheet', 'https://tipsheet.example', 'Tip pooling and payroll for bars.'),
    competitor('Restopay', 'https://restopay.example', 'Restaurant payroll add-on.'),
  ],
  search: webSearch('restaurant payroll software', 40_000),
  keywords: [
    keyword('restaurant payroll software', 4_400, 'Low', 18.5, 'Rising'),
    keyword('restaurant payroll', 2_900, 'Low', 14.2, 'Rising'),
    keyword('payroll for restaurants', 1_600, 'Low', 12.0, 'Stable'),
    keyword('tip pooling software', 880, 'Low', 6.1, 'Rising'),
    keyword('restaurant labor compliance', 590, 'Medium', 9.4, 'Stable'),
    keyword('hourly payroll app', 2_400, 'Medium', 11.0, 'Stable'),
  ],
  interest: interest('Payroll', 'Stable', 40_000),
  legal: legal('Shiftwise', [mark('SHIFTWISE APPAREL', 'Active', 'similar', 0.7, false)], 4),
});

const poorResults = measuredResults({
  description: 'Fax machine rental for teenagers.',
  domains: domainsFor('faxteen', { com: 'REGISTERED', others: 'REGISTERED' }),
  competitors: [],
  search: webSearch('fax machine rental teenagers', 120),
  keywords: [keyword('fax machine rental for teens', 10, 'Low', 0.1, 'Declining'), keyword('teen fax', 0, 'Low', 0, 'Declining')],
  interest: interest('Fax', 'Declining', 9_000),
  legal: legal('Faxteen', [], 0),
});

/** No source answered anything (no key, no sources, registries silent). */
const unknownResults: ResearchResultsForScore = {
  description: 'Anything at all.',
  domains: domainsFor('anything', { com: 'UNKNOWN', others: 'UNKNOWN' }),
  competitors: [],
  keywords: [],
  legal: legalNotSearched(),
  details: {
    competitors: {
      search: searchNotAnswered('no web search configured', null),
    },
    keywords: { interest: null },
  },
  bases: { domains: 'UNKNOWN', competitors: 'UNKNOWN', keywords: 'UNKNOWN', legal: 'UNKNOWN' },
};

const judged = (levels: [number, number, number, number, number]): ViabilityJudgement => ({
  status: 'judged',
  evidence: viabilityEvidence(soundResults),
  readings: [reading(levels), reading(levels)],
});

describe('computeScore', () => {
  it('keeps every part within its maximum, with a basis and a reason, and totals them', () => {
    for (const results of [soundResults, poorResults, unknownResults]) {
      const { score, breakdown } = computeScore(results, idea, judged([3, 3, 3, 3, 3]));
      for (const [key, entry] of Object.entries(breakdown)) {
        expect(Number.isInteger(entry.score)).toBe(true);
        expect(entry.score).toBeGreaterThanOrEqual(0);
        expect(entry.score).toBeLessThanOrEqual(SCORE_MAXIMA[key as keyof typeof SCORE_MAXIMA]);
        expect(entry.reason.length).toBeGreaterThan(10);
        expect(['MEASURED', 'ESTIMATED', 'SAMPLE', 'UNKNOWN']).toContain(entry.basis);
      }
      expect(score).toBe(Object.values(breakdown).reduce((sum, entry) => sum + entry.score, 0));
    }
  });

  it('gives nothing for the length of the description', () => {
    const long = { ...soundResults, description: `${soundResults.description} ${'Very detailed. '.repeat(60)}` };
    expect(computeScore(long, idea).score).toBe(computeScore(soundResults, idea).score);
  });

  it('a poor idea with measured evidence and a sound one with measured evidence are far apart; no data sits at the neutral 49', () => {
    const sound = computeScore(soundResults, idea, judged([4, 4, 3, 3, 2]));
    const poor = computeScore(poorResults, { name: 'Faxteen' }, judged([0, 1, 0, 0, 1]));
    const unknown = computeScore(unknownResults, { name: 'Anything' });
    expect(sound.score).toBeGreaterThanOrEqual(75);
    expect(poor.score).toBeLessThan(30);
    expect(unknown.score).toBe(49);
    expect(unknown.score).toBeLessThan(sound.score);
    expect(Object.values(unknown.breakdown).every((entry) => entry.basis === 'UNKNOWN')).toBe(true);
  });

  it('confidence is the share of the points whose inputs were measured, by part maxima', () => {
    const sound = computeScore(soundResults, idea, judged([3, 3, 3, 3, 3]));
    expect(sound.assessment).toMatchObject({
      confidence: 80,
      measuredPoints: 80,
      sample: false,
      labelCap: null,
      enoughEvidence: true,
      // Everything measurable was measured: viability, a model's reading, is never missing evidence.
      missingEvidence: [],
    });
    expect(sound.breakdown.businessViability.basis).toBe('ESTIMATED');
    expect(computeScore(unknownResults, idea).assessment).toMatchObject({
      confidence: 0,
      measuredPoints: 0,
      sample: false,
      labelCap: null,
      enoughEvidence: false,
      measuredParts: [],
    });
  });

  it('says there is not enough evidence below 40 measured points, naming the measured parts and what would complete the rest', () => {
    // Only the domains measured (10 points): the total would be the midpoints' 49, not the idea's.
    const domainsOnly = {
      ...unknownResults,
      domains: soundResults.domains,
      bases: { ...unknownResults.bases, domains: 'MEASURED' as const },
    };
    const { assessment } = computeScore(domainsOnly, idea);
    expect(assessment.measuredPoints).toBeLessThan(MEASURED_POINTS_FOR_A_SCORE);
    expect(assessment.enoughEvidence).toBe(false);
    expect(assessment.measuredParts).toEqual(['Domain Availability']);
    expect(assessment.missingEvidence).toHaveLength(4);
    expect(assessment.missingEvidence).toContain('Competition Level: A web search for businesses like this one');
    // Exactly at the threshold a total is given.
    expect(computeScore(soundResults, idea, judged([3, 3, 3, 3, 3])).assessment.enoughEvidence).toBe(true);
  });

  it('a run resting on sample data is a sample score, and sample data does not move a part from its midpoint', () => {
    const sampleKeywords = soundResults.keywords.map((item) => ({ ...item, basis: 'SAMPLE' as const }));
    const sample = computeScore({ ...soundResults, keywords: sampleKeywords, bases: { ...soundResults.bases, keywords: 'SAMPLE' } }, idea);
    const measured = computeScore(soundResults, idea);
    expect(sample.assessment.sample).toBe(true);
    expect(sample.breakdown.marketOpportunity.basis).toBe('SAMPLE');
    expect(sample.breakdown.marketOpportunity.score).toBe(12); // the neutral midpoint: the sample's own figures count for nothing
    expect(sample.breakdown.marketOpportunity.reason).toContain('sample data, not research');
    expect(sample.assessment.confidence).toBe(
      measured.assessment.confidence - SCORE_MAXIMA.marketOpportunity - SCORE_MAXIMA.keywordOpportunity,
    );
  });

  it('the same evidence always gives the same score', () => {
    const judgement = judged([2, 3, 1, 2, 2]);
    const first = computeScore(structuredClone(soundResults), idea, structuredClone(judgement));
    const again = computeScore(structuredClone(soundResults), idea, structuredClone(judgement));
    expect(again).toEqual(first);
  });
});

describe('domain availability', () => {
  const score = (domains: ReturnType<typeof domainsFor>) => computeScore({ ...soundResults, domains }, idea).breakdown.domainAvailability;

  it('is worth most for the exact .com, less for another exact TLD, little for a variant, nothing when all are registered', () => {
    expect(score(domainsFor('shiftwise', { com: 'AVAILABLE', others: 'REGISTERED' })).score).toBe(10);
    expect(score(domainsFor('shiftwise', { com: 'REGISTERED', others: 'AVAILABLE' })).score).toBe(6);
    expect(score(domainsFor('shiftwise', { com: 'REGISTERED', others: 'REGISTERED', variant: 'AVAILABLE' })).score).toBe(2);
    const taken = score(domainsFor('shiftwise', { com: 'REGISTERED', others: 'REGISTERED' }));
    expect(taken).toMatchObject({ score: 0, basis: 'MEASURED' });
    expect(taken.evidence![0]!.url).toContain('rdap');
  });

  it('with domain checks turned off (no source asked) says nothing was checked, not that a registry gave no answer', () => {
    const notAsked = domainsFor('shiftwise', { com: 'UNKNOWN', others: 'UNKNOWN' }).map((item) => ({
      ...item,
      source: { provider: 'none', url: null, retrievedAt: item.source.retrievedAt },
    }));
    expect(score(notAsked)).toMatchObject({
      score: 5,
      basis: 'UNKNOWN',
      reason: 'Domain checks are turned off on this IdeaScope, so no domain was checked and this part is not scored (neutral midpoint).',
    });
    // Asked, no answer: no name's availability is known (said so that it is also true of scores stored while checks were off).
    expect(score(domainsFor('shiftwise', { com: 'UNKNOWN', others: 'UNKNOWN' })).reason).toMatch(
      /^The availability of all \d+ names is unknown \(no registry confirmed any of them\)/,
    );
  });

  it('an unchecked name is a neutral midpoint with basis UNKNOWN', () => {
    expect(score(domainsFor('shiftwise', { com: 'UNKNOWN', others: 'UNKNOWN' }))).toMatchObject({ score: 5, basis: 'UNKNOWN' });
    expect(score(domainsFor('shiftwise', { com: 'REGISTERED', others: 'UNKNOWN' }))).toMatchObject({ score: 3, basis: 'UNKNOWN' });
    expect(score([domain('shiftwise.com', 'AVAILABLE'), domain('shiftwise.io', 'UNKNOWN')])).toMatchObject({
      score: 10,
      basis: 'MEASURED',
    });
  });
});

describe('legal risk', () => {
  const legalEntry = (result: ReturnType<typeof legal>) => computeScore({ ...soundResults, legal: result }, idea, judged([4, 4, 4, 4, 4]));

  it('not searched or no data: neutral 5, UNKNOWN, never clear', () => {
    expect(legalEntry(legalNotSearched()).breakdown.legalRisk).toMatchObject({ score: 5, basis: 'UNKNOWN' });
    expect(computeScore({ ...soundResults, legal: null }, idea).breakdown.legalRisk).toMatchObject({ score: 5, basis: 'UNKNOWN' });
  });

  it('says why trademarks were not checked in the customer’s words, never the command or the setting', () => {
    const notSearched = (reason: string) => {
      const result = legalNotSearched();
      return legalEntry({ ...result, trademarkSearch: { ...result.trademarkSearch, reason } }).breakdown.legalRisk.reason;
    };
    const notImported = notSearched('Trademark data not imported (pnpm trademarks:import)');
    expect(notImported).toBe(
      'Trademark search isn’t set up on this IdeaScope, so trademarks were not checked and legal risk is not scored (neutral 5/10).',
    );
    expect(notSearched('Trademark search is turned off in the research settings')).toBe(
      'Trademark search is turned off in your research settings, so trademarks were not checked and legal risk is not scored (neutral 5/10).',
    );
    expect(notSearched('USPTO search failed: connect ECONNREFUSED 127.0.0.1:5432')).toMatch(
      /^The trademark records gave no answer this time/,
    );
    for (const reason of [notImported, notSearched('USPTO search failed: connect ECONNREFUSED 127.0.0.1:5432')])
      expect(reason).not.toMatch(/pnpm|ECONN|USPTO|\d{4}/);
  });

  it('an identical live mark in a relevant class caps the label at Needs Work whatever the total, and says why', () => {
    const result = legalEntry(legal('Shiftwise', [mark('SHIFTWISE', 'Active', 'exact', 1)], 4));
    expect(result.breakdown.legalRisk.score).toBe(1);
    expect(result.score).toBeGreaterThanOrEqual(60);
    expect(result.assessment.labelCap).toMatch(/Needs Work.*identical mark "SHIFTWISE"/);
    expect(scoreLabel(result.score, result.assessment.labelCap)).toBe('Needs Work');
    expect(result.breakdown.legalRisk.evidence![0]!.url).toContain('tsdr.uspto.gov');
  });

  it('grades conflicts by closeness and ignores dead marks and other classes', () => {
    const points = (marks: ReturnType<typeof mark>[]) => legalEntry(legal('Shiftwise', marks, 0)).breakdown.legalRisk.score;
    expect(points([mark('SHIFTWISE', 'Pending', 'exact', 1)])).toBe(2);
    expect(points([mark('SHIFTWYSE', 'Active', 'similar', 0.85)])).toBe(3);
    expect(points([mark('SHIFT WISER', 'Active', 'similar', 0.6)])).toBe(5);
    expect(points([mark('SHYFTWIZE', 'Pending', 'sounds-alike', 0.4)])).toBe(7);
    expect(points([mark('SHIFTWISE', 'Dead', 'exact', 1)])).toBe(10);
    expect(points([mark('SHIFTWISE', 'Active', 'exact', 1, false)])).toBe(10);
  });

  it('takes a point or two off for many patent hits', () => {
    expect(legalEntry(legal('Shiftwise', [], 9)).breakdown.legalRisk.score).toBe(10);
    expect(legalEntry(legal('Shiftwise', [], 40)).breakdown.legalRisk.score).toBe(9);
    expect(legalEntry(legal('Shiftwise', [], 500)).breakdown.legalRisk.score).toBe(8);
  });
});

describe('market, keywords and competition', () => {
  it('measured demand earns the market points; measured absence of demand earns nothing; unknown is the midpoint', () => {
    expect(computeScore(soundResults, idea).breakdown.marketOpportunity.score).toBeGreaterThanOrEqual(16);
    expect(computeScore(poorResults, idea).breakdown.marketOpportunity).toMatchObject({ score: 0, basis: 'MEASURED' });
    expect(computeScore(unknownResults, idea).breakdown.marketOpportunity).toMatchObject({ score: 12, basis: 'UNKNOWN' });
  });

  it('keywords only a model proposed are not scored: figures it gave are its own invention, so both keyword parts are UNKNOWN', () => {
    const estimatedKeywords = soundResults.keywords.map((item) => ({
      ...item,
      basis: 'ESTIMATED' as const,
      source: { provider: 'openai', url: null, retrievedAt: item.source.retrievedAt },
    }));
    const result = computeScore(
      { ...soundResults, keywords: estimatedKeywords, bases: { ...soundResults.bases, keywords: 'ESTIMATED' } },
      idea,
    );
    const unknown = computeScore(unknownResults, idea).breakdown;
    expect(result.breakdown.marketOpportunity).toMatchObject({ score: unknown.marketOpportunity.score, basis: 'UNKNOWN' });
    expect(result.breakdown.keywordOpportunity).toMatchObject({ score: unknown.keywordOpportunity.score, basis: 'UNKNOWN' });
    expect(result.breakdown.marketOpportunity.reason).toMatch(
      /^The AI suggested 6 keywords, but no keyword source measured their searches/,
    );
    expect(result.breakdown.keywordOpportunity.reason).not.toMatch(/\d{1,3}(,\d{3})+ monthly searches/);
  });

  it('a keyword Google reported no competition or CPC for counts neither as easy nor as a $0 click', () => {
    const withUnreported = {
      ...soundResults,
      keywords: [...soundResults.keywords, keyword('restaurant payroll service', 5_000, null, null, 'Stable')],
    };
    const before = computeScore(soundResults, idea).breakdown;
    const after = computeScore(withUnreported, idea).breakdown;
    expect(after.keywordOpportunity).toEqual(before.keywordOpportunity);
    const price = (reason: string) => /advertisers pay about \$(\d+\.\d\d) per click/.exec(reason)?.[1];
    expect(price(after.marketOpportunity.reason)).toBe(price(before.marketOpportunity.reason));
  });

  it('measured keywords Google reported no advertiser competition for leave keyword opportunity unknown, never "Low"', () => {
    const noCompetition = soundResults.keywords.map((item) => ({ ...item, difficulty: null }));
    const part = computeScore({ ...soundResults, keywords: noCompetition }, idea).breakdown.keywordOpportunity;
    const unknown = computeScore(unknownResults, idea).breakdown.keywordOpportunity;
    expect(part).toMatchObject({ score: unknown.score, basis: 'UNKNOWN' });
    expect(part.reason).toBe(
      'Google reported no advertiser competition for these 6 keywords, so keyword opportunity is unknown and this part is not scored (neutral midpoint).',
    );
    expect(keywordOpportunityLevel(noCompetition)).toBeNull();
  });

  it('with no CPC reported at all, the price is said as unknown (neutral), never $0.00', () => {
    const unpriced = { ...soundResults, keywords: soundResults.keywords.map((item) => ({ ...item, cpc: null })) };
    const reason = computeScore(unpriced, idea).breakdown.marketOpportunity.reason;
    expect(reason).toContain('no cost per click was reported (counted as neutral)');
    expect(reason).not.toContain('$0.00');
  });

  it('says the searches a newcomer could reach as an estimate from measured volumes, not as a measurement', () => {
    const reason = computeScore(soundResults, idea).breakdown.keywordOpportunity.reason;
    expect(reason).toMatch(/about [\d,]+ monthly searches a newcomer could reach \(an estimate from measured volumes/);
    expect(reason).not.toMatch(/\(measured\)/);
  });

  it('easy keywords nobody searches earn nothing', () => {
    const empty = [
      keyword('a', 0, 'Low', 0, 'Stable'),
      keyword('b', 10, 'Low', 0, 'Stable'),
      keyword('c', 20, 'Low', 0, 'Stable'),
      keyword('d', 5, 'Low', 0, 'Stable'),
    ];
    expect(computeScore({ ...soundResults, keywords: empty }, idea).breakdown.keywordOpportunity.score).toBe(0);
  });

  it('a crowded market led by established companies leaves little room; a few small competitors leave most', () => {
    const leaders = Array.from({ length: 12 }, (_, index) =>
      competitor(
        `Giant ${index}`,
        `https://giant${index}.example`,
        index < 3 ? 'The leading platform, trusted by 40,000 businesses.' : 'Another option.',
      ),
    );
    const crowded = computeScore(
      { ...soundResults, competitors: leaders, details: { ...soundResults.details, competitors: { search: webSearch('x', 25_000_000) } } },
      idea,
    );
    expect(crowded.breakdown.competitionLevel.score).toBe(0);
    expect(crowded.breakdown.competitionLevel.reason).toMatch(/3 established companies lead it/);
    expect(computeScore(soundResults, idea).breakdown.competitionLevel.score).toBe(17);
    expect(computeScore(poorResults, idea).breakdown.competitionLevel.score).toBeLessThan(SCORE_MAXIMA.competitionLevel / 2);
    expect(computeScore(unknownResults, idea).breakdown.competitionLevel).toMatchObject({ score: 10, basis: 'UNKNOWN' });
  });

  it('says why competitors were not searched in the customer’s words, never the setting or the provider’s error', () => {
    const reasonFor = (searchReason: string) =>
      computeScore(
        { ...unknownResults, details: { ...unknownResults.details, competitors: { search: searchNotAnswered(searchReason, null) } } },
        idea,
      ).breakdown.competitionLevel.reason;
    expect(reasonFor('no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)')).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    expect(reasonFor('SEARCH_PROVIDER=brave but BRAVE_SEARCH_API_KEY is not set')).toMatch(/^Web search isn’t connected/);
    expect(reasonFor('Brave search failed: getaddrinfo ENOTFOUND api.search.brave.com')).toBe(
      'The web search gave no answer this time, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    expect(computeScore({ ...unknownResults, details: { keywords: { interest: null } } }, idea).breakdown.competitionLevel.reason).toBe(
      'Competitors were not searched on the web, so this part is not scored (neutral midpoint).',
    );
  });

  it('keeps the spec tile rules', () => {
    expect(competitionLevel(11)).toBe('High');
    expect(competitionLevel(6)).toBe('Medium');
    expect(competitionLevel(5)).toBe('Low');
    expect(keywordOpportunityLevel(soundResults.keywords)).toBe('Medium');
  });
});

describe('business viability', () => {
  it('counts the lower of the two readings, with the evidence it cited', () => {
    const evidence = viabilityEvidence(soundResults);
    const judgement: ViabilityJudgement = {
      status: 'judged',
      evidence,
      readings: [reading([4, 4, 4, 4, 4], ['E1']), reading([3, 2, 4, 3, 1], ['E4', 'E2'])],
    };
    const entry = computeScore(soundResults, idea, judgement).breakdown.businessViability;
    expect(entry).toMatchObject({ score: 13, basis: 'ESTIMATED' });
    expect(entry.reason).toContain('differed by 7');
    expect(entry.evidence!.map((link) => link.label)).toEqual(['E4: "restaurant payroll software"', 'E2: Tipsheet']);
  });

  it('without a judge: neutral midpoint, UNKNOWN', () => {
    expect(computeScore(soundResults, idea).breakdown.businessViability).toMatchObject({ score: 10, basis: 'UNKNOWN' });
    // The provider's words are for admins (logged): the reason says what it means for the score.
    const timedOut = computeScore(soundResults, idea, {
      status: 'unavailable',
      reason: 'the AI judge gave no answer (OpenAI is rate limiting requests (429): Rate limit reached for gpt-4o-mini)',
      failure: 'rate_limited',
    }).breakdown.businessViability;
    expect(timedOut).toMatchObject({
      score: 10,
      basis: 'UNKNOWN',
      reason:
        'The AI service gave no usable answer this time, so business viability was not judged and this part is not scored (neutral midpoint).',
    });
    expect(timedOut.reason).not.toMatch(/OpenAI|429|rate limit/i);
    const noKey = computeScore(soundResults, idea, { status: 'unavailable', reason: 'no AI key is configured', failure: 'no_key' });
    expect(noKey.breakdown.businessViability.reason).toBe(
      'No AI service is connected on this IdeaScope, so business viability was not judged and this part is not scored (neutral midpoint).',
    );
    // A judgement recorded with the provider's words only is read by them.
    const budget = computeScore(soundResults, idea, {
      status: 'unavailable',
      reason: 'the AI judge gave no answer (Daily AI token budget reached)',
    });
    expect(budget.breakdown.businessViability.reason).toMatch(/^Today’s AI allowance was used up/);
  });

  it('asks twice with the evidence in a different order and rejects levels outside 0-4', async () => {
    const prompts: string[] = [];
    const ai = {
      configured: true,
      ask: async (request: ReturnType<typeof viabilityRequest>) => {
        prompts.push(request.prompt);
        const first = /^(E\d+)\. /m.exec(request.prompt)![1]!;
        const level = (value: number) => ({ level: value, evidence: [first, 'E99'] });
        return {
          ok: true as const,
          data: request.accept({
            payer: level(2),
            pricing: level(2),
            channel: level(2),
            urgency: level(2),
            advantage: level(first === 'E1' ? 3 : 1),
          }),
        };
      },
    } as unknown as AiProvider;
    const input = { userId: null, projectId: null, name: 'Shiftwise', description: 'Payroll for restaurants.' } as ResearchInput;
    const judgement = await judgeViability(ai, input, soundResults);
    expect(prompts).toHaveLength(2);
    expect(prompts[0]!.indexOf('E1.')).toBeLessThan(prompts[0]!.indexOf('E2.'));
    expect(prompts[1]!.indexOf('E1.')).toBeGreaterThan(prompts[1]!.indexOf('E2.'));
    expect(judgement.status).toBe('judged');
    const entry = computeScore(soundResults, idea, judgement).breakdown.businessViability;
    expect(entry.score).toBe(9); // the reversed reading (advantage 1) is the lower
    expect(entry.evidence!.every((link) => !link.label.startsWith('E99'))).toBe(true);
    const request = viabilityRequest(input, viabilityEvidence(soundResults));
    const bad = { level: 5, evidence: [] };
    expect(() => request.accept({ payer: bad, pricing: bad, channel: bad, urgency: bad, advantage: bad })).toThrow(/not an integer 0-4/);
    expect(await judgeViability({ configured: false } as AiProvider, input, soundResults)).toEqual({
      status: 'unavailable',
      reason: 'no AI key is configured',
      failure: 'no_key',
    });
  });
});

describe('results stored before provenance', () => {
  it('scores a legal section without search summaries as not searched, without failing', () => {
    const legacy = {
      conflicts: false,
      trademarks: [],
      patents: [],
      trademarksSearched: true,
      patentsSearched: true,
    } as unknown as ResearchResultsForScore['legal'];
    expect(computeScore({ ...soundResults, legal: legacy }, idea).breakdown.legalRisk).toMatchObject({ score: 5, basis: 'UNKNOWN' });
  });
});
