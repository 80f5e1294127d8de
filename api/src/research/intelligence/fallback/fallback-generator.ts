import {
  COMPETITOR_COUNT_RANGE,
  type Competitor,
  type CompetitorAnalysisDepth,
  type IdeaDescription,
  type IdeaInput,
  type Keyword,
  type KeywordDifficulty,
  type LegalFindings,
  type Patent,
  type ResearchInput,
  type Trademark,
} from '../../research.types.js';
import { displayName, ideaTerms, splitWords, titleCase } from './idea-terms.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';
import { BRAND_PREFIXES, BRAND_SUFFIXES, CATEGORIES, COMPANY_FORMS, TRADEMARK_STATUSES, TRENDS, vocabularyFor } from './vocabulary.js';

/**
 * Deterministic research data for when the AI provider cannot answer (no key, quota, timeout,
 * invalid output, budget). Seeded by the idea: the same idea always gets the same data, different
 * ideas get clearly different data (counts, difficulties, trademark conflicts).
 */

export interface WebsiteCopy {
  headline: string;
  tagline: string;
  about: string;
  features: string[];
  callToAction: string;
}

/** Keywords per depth: spec §9 plans list 10, 25 and 50+; the analytics screen assumes about 15. */
export const KEYWORD_COUNT: Record<CompetitorAnalysisDepth, number> = { basic: 10, medium: 15, comprehensive: 20 };

const CATEGORY_HINTS: Array<[RegExp, (typeof CATEGORIES)[number]]> = [
  [/\b(shop|store|sell|buy|marketplace|ecommerce|e-commerce|retail|subscription box)\b/, 'E-commerce'],
  [/\b(app|mobile|iphone|android|phone)\b/, 'Mobile App'],
  [/\b(blog|podcast|newsletter|media|magazine|video|content|channel)\b/, 'Content/Media'],
  [/\b(cleaning|repair|coaching|consulting|agency|tutoring|catering|salon|walking|sitting|delivery service)\b/, 'Service Business'],
  [/\b(software|saas|dashboard|api|platform|tool|automation|crm|analytics)\b/, 'SaaS/Software'],
];

function inferCategory(idea: IdeaInput): string {
  if (idea.category && idea.category.trim()) return idea.category.trim();
  const text = `${idea.name} ${idea.notes ?? ''}`.toLowerCase();
  return CATEGORY_HINTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'SaaS/Software';
}

export function fallbackDescription(idea: IdeaInput): IdeaDescription {
  const category = inferCategory(idea);
  const vocabulary = vocabularyFor(category);
  const random = new SeededRandom(ideaSeed({ name: idea.name, category, description: idea.notes }));
  const name = displayName(idea.name);
  const audience = random.pick(vocabulary.audiences);
  const features = random.sample(vocabulary.features, random.int(4, 5));
  const notes = idea.notes?.trim().replace(/\s+/g, ' ').slice(0, 300);
  const focus = notes ? ` The idea in brief: ${notes.replace(/[.!?]?$/, '.')}` : '';
  const revenue = random.pick(['a monthly subscription', 'a freemium model with paid tiers', 'a small fee on each transaction', 'per-seat pricing', 'a one-time purchase with paid add-ons']);
  const description =
    `${name} is ${vocabulary.kind} for ${audience}.${focus} ` +
    `It offers ${features[0]!.toLowerCase()}, ${features[1]!.toLowerCase()} and ${features[2]!.toLowerCase()}, so customers get what they need ` +
    `faster than with today's general-purpose alternatives. Revenue comes from ${revenue}.`;
  return { name, description, category, targetMarket: audience.charAt(0).toUpperCase() + audience.slice(1), keyFeatures: features };
}

/**
 * How crowded the idea's market is, from 0 (open) to 1 (crowded), shared by every section so the
 * fallback tells one consistent story: crowded markets have more competitors, fewer easy
 * keywords, more demand and more trademark conflicts.
 */
export function marketCrowding(input: { name: string; category?: string | null; description?: string | null }): number {
  return new SeededRandom(`crowding:${ideaSeed(input)}`).next();
}

function brandName(random: SeededRandom, terms: string[], used: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const stem = titleCase(random.pick(terms));
    const candidate = random.chance(0.5) ? `${random.pick(BRAND_PREFIXES)}${stem}` : `${stem}${random.pick(BRAND_SUFFIXES)}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  const numbered = `${titleCase(terms[0] ?? 'Venture')}${used.size + 1}`;
  used.add(numbered);
  return numbered;
}

export function fallbackCompetitors(input: ResearchInput): Competitor[] {
  const random = new SeededRandom(`competitors:${ideaSeed(input)}`);
  const vocabulary = vocabularyFor(input.category);
  const [min, max] = COMPETITOR_COUNT_RANGE[input.options.competitorAnalysisDepth];
  const crowding = marketCrowding(input);
  const count = Math.max(min, Math.min(max, Math.round(min + crowding * (max - min) + (random.next() - 0.5))));
  const terms = ideaTerms(input, 4);
  const used = new Set<string>([displayName(input.name)]);
  let remainingShare = random.int(45, 85);
  return Array.from({ length: count }, (_, index) => {
    const name = brandName(random, terms, used);
    const share = index < 4 && remainingShare > 3 ? random.int(2, Math.max(3, Math.floor(remainingShare / 2))) : null;
    if (share !== null) remainingShare -= share;
    return {
      name,
      website: random.chance(0.85) ? `https://www.${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com` : null,
      description: `${name} offers a ${random.pick(['well-known', 'fast-growing', 'niche', 'venture-backed', 'bootstrapped', 'regional'])} ${vocabulary.noun} for ${random.pick(vocabulary.audiences)}, centred on ${random.pick(vocabulary.features).toLowerCase()}.`,
      strengths: random.sample(vocabulary.strengths, random.int(2, 3)),
      weaknesses: random.sample(vocabulary.weaknesses, random.int(2, 3)),
      marketShare: share === null ? null : `${share}%`,
    };
  });
}

export function fallbackKeywords(input: ResearchInput): Keyword[] {
  const random = new SeededRandom(`keywords:${ideaSeed(input)}`);
  const vocabulary = vocabularyFor(input.category);
  const terms = ideaTerms(input, 4);
  const count = KEYWORD_COUNT[input.options.competitorAnalysisDepth];
  // Each idea gets its own difficulty mix, so keyword opportunity varies from idea to idea.
  const crowding = marketCrowding(input);
  const lowShare = Math.max(0, (1 - crowding) * 0.65 + (random.next() - 0.5) * 0.2);
  const highShare = Math.min(1 - lowShare, crowding * 0.6 + random.next() * 0.1);
  const demand = 0.3 + crowding * 1.4;
  const phrases = new Set<string>();
  const modifiers = ['best', 'cheap', 'top', 'how to choose', 'affordable', 'online', 'free', 'professional'];
  for (let attempt = 0; phrases.size < count && attempt < count * 20; attempt += 1) {
    const term = random.pick(terms);
    const second = random.pick(terms);
    const shapes = [
      `${term} ${random.pick(vocabulary.keywordSuffixes)}`,
      `${random.pick(modifiers)} ${term} ${random.pick(vocabulary.keywordSuffixes)}`,
      `${term} ${second === term ? vocabulary.noun : second}`,
      `${random.pick(modifiers)} ${term} ${vocabulary.noun}`,
    ];
    phrases.add(random.pick(shapes));
  }
  return [...phrases].map((keyword) => {
    const roll = random.next();
    const difficulty: KeywordDifficulty = roll < lowShare ? 'Low' : roll < lowShare + highShare ? 'High' : 'Medium';
    const volumeScale = difficulty === 'High' ? 20_000 : difficulty === 'Medium' ? 6_000 : 1_500;
    return {
      keyword,
      searchVolume: Math.round((volumeScale * demand * (0.2 + random.next() * 1.8)) / 10) * 10,
      difficulty,
      cpc: Math.round((difficulty === 'High' ? 2.5 : difficulty === 'Medium' ? 1.2 : 0.4) * (0.5 + random.next() * 1.5) * 100) / 100,
      trend: random.pick(TRENDS),
    };
  });
}

export function fallbackLegal(input: ResearchInput): LegalFindings {
  const random = new SeededRandom(`legal:${ideaSeed(input)}`);
  const vocabulary = vocabularyFor(input.category);
  const words = splitWords(input.name);
  const markBase = words.map((word) => titleCase(word)).join('') || 'Venture';
  // Roughly a third of ideas meet an Active mark on a similar name, more often in crowded markets.
  const crowded = random.chance(0.1 + marketCrowding(input) * 0.5);
  const trademarks: Trademark[] = input.options.includeTrademarks
    ? Array.from({ length: random.int(crowded ? 2 : 0, crowded ? 4 : 3) }, (_, index) => {
        const status = crowded && index === 0 ? 'Active' : random.pick(TRADEMARK_STATUSES.filter((status) => status !== 'Active'));
        const variant = index === 0 ? markBase.toUpperCase() : `${markBase} ${random.pick(['Pro', 'Plus', 'Labs', 'Go', 'Direct', 'One'])}`;
        return {
          name: variant,
          status: crowded && index > 0 && random.chance(0.4) ? 'Active' : status,
          owner: `${titleCase(random.pick(ideaTerms(input, 4)))} ${random.pick(['Ventures', 'Group', 'Technologies', 'Brands', 'Partners'])} ${random.pick(COMPANY_FORMS)}`,
          class: random.pick(vocabulary.trademarkClasses),
        };
      })
    : [];
  const terms = ideaTerms(input, 3);
  const patents: Patent[] = input.options.includePatents
    ? Array.from({ length: random.int(0, 3) }, () => {
        const term = random.pick(terms);
        return {
          title: `${random.pick(['System and method for', 'Apparatus for', 'Method of', 'Platform for'])} ${random.pick(['matching', 'scheduling', 'recommending', 'tracking', 'managing'])} ${term} ${random.pick(['resources', 'requests', 'transactions', 'content', 'services'])}`,
          number: `US ${random.int(9, 12)},${String(random.int(0, 999)).padStart(3, '0')},${String(random.int(0, 999)).padStart(3, '0')} B${random.int(1, 2)}`,
          assignee: `${titleCase(random.pick(['global', 'united', 'pacific', 'northern', 'digital', 'applied']))} ${titleCase(term)} ${random.pick(COMPANY_FORMS)}`,
          abstract: `A ${random.pick(['computer-implemented', 'networked', 'distributed', 'mobile'])} approach in which ${term} data is collected, scored and matched to user requests, reducing manual effort and improving response times.`,
        };
      })
    : [];
  return { conflicts: trademarks.some((mark) => mark.status === 'Active'), trademarks, patents };
}

export function fallbackWebsiteCopy(input: { name: string; description: string | null; keyFeatures: string[]; targetMarket: string | null; category?: string | null }): WebsiteCopy {
  const random = new SeededRandom(`website:${ideaSeed(input)}`);
  const vocabulary = vocabularyFor(input.category);
  const name = displayName(input.name);
  const audience = input.targetMarket?.trim() || random.pick(vocabulary.audiences);
  const features = input.keyFeatures.length > 0 ? input.keyFeatures.slice(0, 6) : random.sample(vocabulary.features, 4);
  return {
    headline: `${name}: ${random.pick(['the smarter way forward', 'built for how you work', 'everything in one place', 'less hassle, better results'])}`,
    tagline: `The ${vocabulary.noun} made for ${audience.charAt(0).toLowerCase()}${audience.slice(1)}.`,
    about: input.description?.trim() || `${name} helps ${audience.toLowerCase()} get more done with a focused ${vocabulary.noun}.`,
    features,
    callToAction: random.pick(['Get started free', 'Join the waitlist', 'Start your free trial', 'Book a demo']),
  };
}

/** Offline availability guess for one domain: short .com names are usually taken. */
export function fallbackDomainAvailable(domain: string): boolean {
  const random = new SeededRandom(`domain:${domain.toLowerCase()}`);
  const [label = '', tld = ''] = domain.toLowerCase().split(/\.(.+)/);
  const base = tld === 'com' ? 0.3 : tld === 'net' || tld === 'org' ? 0.55 : 0.7;
  const lengthBonus = Math.min(0.25, Math.max(0, label.length - 6) * 0.03);
  return random.next() < base + lengthBonus;
}
