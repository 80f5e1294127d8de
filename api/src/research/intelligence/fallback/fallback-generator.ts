/**
 * Deterministic research data for when the AI provider cannot answer (no key, quota, timeout,
 * invalid output, budget). Seeded by the idea: the same idea always gets the same data, different
 * ideas get clearly different data (counts, difficulties, trademark conflicts). The text is
 * written for the idea's kind of business and its key phrase (key-phrase.ts, vocabulary.ts,
 * register-language.ts); nothing invented points at a real address.
 */
import { SeededRandom } from './seeded-random.js';

export { fallbackDescription, fallbackWebsiteCopy, type WebsiteCopy } from './fallback-description.js';
export { fallbackCompetitors } from './fallback-competitors.js';
export { fallbackKeywords, KEYWORD_COUNT, keywordCount } from './fallback-keywords.js';
export { marketCrowding } from './idea-profile.js';

/** Offline availability guess for one domain: short .com names are usually taken. */
export function fallbackDomainAvailable(domain: string): boolean {
  const random = new SeededRandom(`domain:${domain.toLowerCase()}`);
  const [label = '', tld = ''] = domain.toLowerCase().split(/\.(.+)/);
  const base = tld === 'com' ? 0.3 : tld === 'net' || tld === 'org' ? 0.55 : 0.7;
  const lengthBonus = Math.min(0.25, Math.max(0, label.length - 6) * 0.03);
  return random.next() < base + lengthBonus;
}
