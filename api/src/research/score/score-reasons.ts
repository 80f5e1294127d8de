import { reasonCause } from '@ideascope/shared';
import type { AiFailureKind } from '../intelligence/ai-provider.js';
import { plural, type ScorePart } from './score-entry.js';

/**
 * A score part's reason is read by customers (the score breakdown, the PDF and Excel reports): when a part
 * could not be scored it says what is missing and what that means for the score, never a setting name,
 * command or provider error. Those stay where admins read them: the section's own reason and search
 * summary (translated for customers by @ideascope/shared), the source status and the logs.
 */

/**
 * What the keyless searches beside the web search measured (Hacker News, GitHub); null: not looked at (turned off, or
 * no answer), so not named.
 */
export interface KeylessCompetitorFindings {
  /** How many Hacker News stories mention the idea's subject (the Competitors tab's own figure). */
  hackerNews: { stories: number; query: string | null } | null;
  /** How many open-source alternatives GitHub found. */
  github: number | null;
}

const NOT_LOOKED_AT: KeylessCompetitorFindings = { hackerNews: null, github: null };

/**
 * Competition Level without competitors: why the web search did not find them and, when Hacker News or GitHub
 * answered beside it (their findings are on the same tab, measured), what was looked at instead.
 */
export function competitorsNotSearched(
  searchReason: string | null | undefined,
  keyless: KeylessCompetitorFindings = NOT_LOOKED_AT,
): string {
  const lookedAt = keylessLookedAt(keyless);
  if (lookedAt) {
    const lead = (() => {
      switch (reasonCause(searchReason)) {
        case 'not-set-up':
          return 'Web search isn’t connected on this IdeaScope, so competitors’ own websites were not searched';
        case 'no-answer':
          return 'The web search gave no answer this time, so competitors’ own websites were not searched';
        default:
          return 'Competitors’ own websites were not searched on the web';
      }
    })();
    return `${lead}; only ${lookedAt} were looked at. This part is not scored (neutral midpoint).`;
  }
  switch (reasonCause(searchReason)) {
    case 'not-set-up':
      return 'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).';
    case 'no-answer':
      return 'The web search gave no answer this time, so competitors were not searched and this part is not scored (neutral midpoint).';
    default:
      return 'Competitors were not searched on the web, so this part is not scored (neutral midpoint).';
  }
}

/** "launches and discussions on Hacker News (55 stories mention "dog walking") and open-source alternatives on GitHub (3 found)". */
function keylessLookedAt({ hackerNews, github }: KeylessCompetitorFindings): string | null {
  const parts = [
    hackerNews ? `launches and discussions on Hacker News (${storiesFound(hackerNews.stories, hackerNews.query)})` : null,
    github === null ? null : `open-source alternatives on GitHub (${github === 0 ? 'none' : github.toLocaleString('en-US')} found)`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : null;
}

/** 'no story mentions "dog walking"', '55 stories mention "dog walking"', '3 stories found' (no query named). */
function storiesFound(stories: number, query: string | null): string {
  if (!query) return stories === 0 ? 'no story found' : `${plural(stories, 'story', 'stories')} found`;
  if (stories === 0) return `no story mentions "${query}"`;
  return `${plural(stories, 'story', 'stories')} ${stories === 1 ? 'mentions' : 'mention'} "${query}"`;
}

/** Legal Risk without a trademark search: why the records were not searched. */
export function trademarksNotSearched(searchReason: string | null | undefined): string {
  switch (reasonCause(searchReason)) {
    case 'your-settings':
      return 'Trademark search is turned off in your research settings, so trademarks were not checked and legal risk is not scored (neutral 5/10).';
    case 'not-set-up':
      return 'Trademark search isn’t set up on this IdeaScope, so trademarks were not checked and legal risk is not scored (neutral 5/10).';
    case 'no-answer':
      return 'The trademark records gave no answer this time, so trademarks were not checked and legal risk is not scored (neutral 5/10).';
    default:
      return 'Trademarks were not checked, so legal risk is not scored (neutral 5/10).';
  }
}

/** Business Viability without the AI judge's answer, by why the model gave none ('other': it did not say; null: not asked). */
export function viabilityNotJudged(failure: AiFailureKind | 'other' | null | undefined): string {
  switch (failure) {
    case 'no_key':
      return 'No AI service is connected on this IdeaScope, so business viability was not judged and this part is not scored (neutral midpoint).';
    case 'budget':
      return 'Today’s AI allowance was used up, so business viability was not judged and this part is not scored (neutral midpoint).';
    case null:
    case undefined:
      return 'Business viability was not judged, so this part is not scored (neutral midpoint).';
    default:
      return 'The AI service gave no usable answer this time, so business viability was not judged and this part is not scored (neutral midpoint).';
  }
}

/** Domain Availability when domain checks are turned off: nobody was asked. */
export const DOMAINS_NOT_CHECKED =
  'Domain checks are turned off on this IdeaScope, so no domain was checked and this part is not scored (neutral midpoint).';

/**
 * Domain Availability when no name's availability is known: true whether the registries gave no answer or, with
 * domain checks turned off, nobody was asked (a score stored then cannot tell which).
 */
export function noDomainConfirmed(names: number): string {
  return names === 1
    ? 'The name’s availability is unknown (no registry confirmed it), so it counts as a neutral midpoint.'
    : `The availability of all ${names} names is unknown (no registry confirmed any of them), so they count as a neutral midpoint.`;
}

/** The AI failure a judge's reason names, for judgements recorded with the provider's text only. */
export function aiFailureNamedIn(reason: string): AiFailureKind | 'other' {
  if (/no AI key|no AI model is configured|no openai api key|OPENAI_API_KEY|no local/i.test(reason)) return 'no_key';
  if (/token budget/i.test(reason)) return 'budget';
  return 'other';
}

/** The published landing-page conversion a demand test's rate is compared with, named with its source. */
export const CONVERSION_BENCHMARK = 'WordStream’s published average for landing pages is 2.35%';

/**
 * Reasons earlier versions stored with the operator's text inside (a setting, a command, a provider's error):
 * the same customer sentence a run gives now. Other reasons are kept as they are.
 */
const EARLIER_REASONS: Partial<Record<ScorePart, { pattern: RegExp; sentence: (inner: string | undefined) => string }>> = {
  competitionLevel: {
    pattern: /^Competitors not researched(?: \((.*)\))?: competition unknown \(neutral midpoint\)\.$/s,
    sentence: competitorsNotSearched,
  },
  legalRisk: {
    pattern: /^Trademarks not searched \((.*)\): conflicts unknown \(neutral 5\/10\)\.$/s,
    sentence: trademarksNotSearched,
  },
  // Stored while domain checks were turned off, it said the registries gave "no answer" though nobody was asked.
  domainAvailability: {
    pattern:
      /^\S+ (?:is unknown \(no answer\)|was not checked); 0 of (\d+) checked domains? available, 0 registered, \1 unknown\.(?: Unchecked names count as a neutral midpoint\.)?$/,
    sentence: (names) => noDomainConfirmed(Number(names)),
  },
  // A measured demand test compared its rate with a benchmark without naming the benchmark's source.
  marketOpportunity: {
    pattern: /^(Measured demand: .*); landing pages average 2\.35%\.$/s,
    sentence: (measured) => `${measured}; ${CONVERSION_BENCHMARK}.`,
  },
  businessViability: {
    pattern: /^Not judged(?: \((.*)\))?: viability unknown \(neutral midpoint\)\.$/s,
    sentence: (inner) => viabilityNotJudged(inner === undefined ? null : aiFailureNamedIn(inner)),
  },
};

/** A stored part's reason as customers read it (scores stored before reasons were written for them are upgraded on read). */
export function customerScoreReason(part: ScorePart, reason: string): string {
  const earlier = EARLIER_REASONS[part];
  const match = earlier?.pattern.exec(reason);
  return earlier && match ? earlier.sentence(match[1]) : reason;
}
