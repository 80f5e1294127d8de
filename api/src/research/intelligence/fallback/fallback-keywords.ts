import type { CompetitorAnalysisDepth, Keyword, KeywordDifficulty, ResearchInput } from '../../research.types.js';
import { sample } from '../../provenance.js';
import { ideaProfile, marketCrowding, type IdeaProfile } from './idea-profile.js';
import { fill, repeatsWord } from './phrase-template.js';
import { MEDIA_FORMAT_LANGUAGE, type KeywordIntent } from './register-language.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';

/** Keywords per depth: spec §9 plans list 10, 25 and 50+; the analytics screen assumes about 15. */
export const KEYWORD_COUNT: Record<CompetitorAnalysisDepth, number> = { basic: 10, medium: 15, comprehensive: 20 };

/** How many keywords a run asks for: the depth's count, within the plan's limit when there is one. */
export function keywordCount(input: Pick<ResearchInput, 'options'>): number {
  const byDepth = KEYWORD_COUNT[input.options.competitorAnalysisDepth];
  const limit = (input.options as { keywordLimit?: number }).keywordLimit;
  return limit && limit > 0 ? Math.min(byDepth, limit) : byDepth;
}

const TRENDS = ['Rising', 'Stable', 'Declining'] as const;

/** Used only when the templates run short (a phrase that repeats many template words). */
const EXTRA_MODIFIERS = ['top rated', 'popular', 'trusted', 'modern', 'premium', 'simple', 'smart', 'custom', 'quick', 'easy', 'reliable', 'recommended'];

interface Candidate {
  keyword: string;
  intent: KeywordIntent;
  /** Made from a "{p} for {a}" template. */
  forAudience: boolean;
}

/** Every search phrase the templates give for this idea: unique, grammatical, no repeated words. */
function candidates(profile: IdeaProfile): { main: Candidate[]; reserve: Candidate[] } {
  const templates = profile.mediaFormat ? MEDIA_FORMAT_LANGUAGE.keywords : profile.language.keywords;
  const seen = new Set<string>();
  const result: Candidate[] = [];
  const add = (keyword: string, intent: KeywordIntent, forAudience = false) => {
    const clean = keyword.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!seen.has(clean) && !repeatsWord(clean)) {
      seen.add(clean);
      result.push({ keyword: clean, intent, forAudience });
    }
  };
  for (const [template, intent] of templates) {
    if (!template.includes('{a}')) add(fill(template, profile.forms), intent);
  }
  // Audience variants after the plain ones; the idea's own audience first.
  for (const audience of profile.searchAudiences) {
    for (const [template, intent] of templates) {
      if (template.includes('{a}')) add(fill(template, profile.forms, { a: audience }), intent, true);
    }
  }
  const main = result.length;
  for (const modifier of EXTRA_MODIFIERS) add(`${modifier} ${profile.forms.ps}`, 'mid');
  return { main: result.slice(0, main), reserve: result.slice(main) };
}

/**
 * Search phrases people really type for this kind of idea ("dog walking near me", "buy coffee
 * subscription boxes online"), with seeded figures: broad head terms are searched more and are
 * harder to rank for; the idea's crowding raises demand and difficulty across the board.
 */
export function fallbackKeywords(input: ResearchInput): Keyword[] {
  const random = new SeededRandom(`keywords:${ideaSeed(input)}`);
  const profile = ideaProfile(input);
  const count = keywordCount(input);
  const { main: pool, reserve } = candidates(profile);
  // The main head terms, a few audience variants, then a seeded mix of everything else.
  const heads = pool.filter((candidate) => candidate.intent === 'head').slice(0, Math.ceil(count / 3));
  // Audience variants: the likeliest audiences first (the pool lists them in that order).
  const audienceTerms = pool.filter((candidate) => candidate.forAudience);
  const forAudience = random.sample(audienceTerms.slice(0, Math.max(4, Math.floor(count / 3))), Math.max(2, Math.floor(count / 5)));
  const chosen = [...heads, ...forAudience];
  for (const candidate of random.sample(pool, pool.length)) {
    if (chosen.length >= count) break;
    if (!chosen.includes(candidate) && !candidate.forAudience) chosen.push(candidate);
  }
  for (const candidate of [...pool, ...reserve]) {
    if (chosen.length >= count) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }

  const crowding = marketCrowding(input);
  // Each idea gets its own difficulty mix, so keyword opportunity varies from idea to idea.
  const lowShare = Math.max(0, (1 - crowding) * 0.65 + (random.next() - 0.5) * 0.2);
  const highShare = Math.min(1 - lowShare, crowding * 0.6 + random.next() * 0.1);
  const demand = 0.3 + crowding * 1.4;
  const primary = pool[0];
  return chosen
    .slice(0, count)
    .map((candidate) => {
      const { keyword, intent } = candidate;
      // Broad terms are harder to rank for and searched far more than long-tail ones.
      const shift = intent === 'head' ? 0.25 : intent === 'tail' ? -0.25 : 0;
      const roll = Math.min(0.999, Math.max(0, random.next() + shift));
      const difficulty: KeywordDifficulty = roll < lowShare ? 'Low' : roll < lowShare + highShare ? 'High' : 'Medium';
      const intentVolume = (intent === 'head' ? 9_000 : intent === 'mid' ? 2_500 : 500) * (candidate === primary ? 2 : 1);
      const difficultyScale = difficulty === 'High' ? 1.6 : difficulty === 'Medium' ? 1 : 0.6;
      const cpcBase = difficulty === 'High' ? 2.5 : difficulty === 'Medium' ? 1.2 : 0.4;
      return {
        keyword,
        searchVolume: Math.max(10, Math.round((intentVolume * difficultyScale * demand * (0.4 + random.next() * 1.2)) / 10) * 10),
        difficulty,
        cpc: Math.max(0.05, Math.round(cpcBase * profile.language.cpcFactor * (0.5 + random.next() * 1.5) * 100) / 100),
        trend: random.pick(TRENDS),
        ...sample(),
      };
    })
    .sort((a, b) => b.searchVolume - a.searchVolume || a.keyword.localeCompare(b.keyword));
}
