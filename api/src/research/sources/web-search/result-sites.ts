import { parse } from 'tldts';
import type { WebSearchResult } from './web-search.types.js';

/**
 * Turning search results into candidate companies: one per site (registrable domain), without the
 * hosts that are never a competitor's own site (encyclopedias, forums, video, social networks, news
 * and review/listicle sites: a result there is an article about companies, not a company), and with
 * a name cleaned from the page title.
 */

/**
 * Sites whose pages are about companies rather than being one: reference, forums, video and social
 * networks, app stores and marketplaces (listings), news and review/"best of" publishers.
 */
export const NON_COMPANY_SITES = new Set([
  'wikipedia.org',
  'wikimedia.org',
  'wikihow.com',
  'britannica.com',
  'reddit.com',
  'quora.com',
  'stackexchange.com',
  'stackoverflow.com',
  'youtube.com',
  'youtu.be',
  'vimeo.com',
  'tiktok.com',
  'facebook.com',
  'instagram.com',
  'linkedin.com',
  'twitter.com',
  'x.com',
  'pinterest.com',
  'medium.com',
  'substack.com',
  'github.com',
  'apple.com',
  'google.com',
  'amazon.com',
  'ebay.com',
  'etsy.com',
  'g2.com',
  'capterra.com',
  'getapp.com',
  'softwareadvice.com',
  'trustpilot.com',
  'yelp.com',
  'producthunt.com',
  'crunchbase.com',
  'alternativeto.net',
  'forbes.com',
  'nytimes.com',
  'techcrunch.com',
  'theverge.com',
  'wired.com',
  'businessinsider.com',
  'cnn.com',
  'bbc.com',
  'bbc.co.uk',
  'theguardian.com',
  'cnet.com',
  'pcmag.com',
  'zdnet.com',
  'techradar.com',
  'entrepreneur.com',
  'inc.com',
  'investopedia.com',
  'nerdwallet.com',
]);

/** The page's site as a person would type it: https://host (no path, no www). */
export function siteOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return `${parsed.protocol}//${parsed.hostname.replace(/^www\./, '')}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return null;
  }
}

/**
 * The registrable domain by the Public Suffix List ("rover.com" for blog.rover.com, "acme.co.uk"
 * for shop.acme.co.uk). Private suffixes count too: each github.io or blogspot.com site is its own
 * site. An IP address or a single-label host is its own answer.
 */
export function registrableDomain(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!host) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  return parsed.isIp ? host : (parsed.domain ?? host);
}

export function isNonCompanySite(url: string): boolean {
  const domain = registrableDomain(url);
  return !domain || NON_COMPANY_SITES.has(domain);
}

const GENERIC_TITLE_PARTS =
  /^(home|homepage|home page|welcome|official site|official website|main page|index|start|login|log in|sign in|sign up)$/i;
const TITLE_SEPARATORS = /\s+[|–—•·»]\s+|\s+-\s+|:\s+/;

/**
 * A company name from a page title: "Rover | Dog Walking & Pet Sitting" -> "Rover",
 * "Home - Wag!" -> "Wag!", "Dog walkers near you · Walkies" -> "Walkies" (the part that matches the
 * domain wins; else the first part that is not "Home" or the like).
 */
export function cleanTitle(title: string, url: string): string {
  const parts = title
    .split(TITLE_SEPARATORS)
    .map((part) =>
      part
        .replace(/^welcome to\s+/i, '')
        .replace(/\s*\((official site|official)\)$/i, '')
        .trim(),
    )
    .filter((part) => part && !GENERIC_TITLE_PARTS.test(part));
  const label = domainLabel(url);
  const matching = label ? parts.find((part) => matchesLabel(part, label)) : undefined;
  const chosen = matching ?? parts[0];
  if (chosen && chosen.length <= 80) return chosen;
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : (chosen ?? title).slice(0, 80);
}

function domainLabel(url: string): string | null {
  const domain = registrableDomain(url);
  return domain ? domain.split('.')[0]! : null;
}

function letters(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

function matchesLabel(part: string, label: string): boolean {
  const compact = letters(part);
  if (!compact || compact.length > 40) return false;
  const bare = letters(label);
  return compact === bare || (compact.length >= 3 && bare.includes(compact)) || (bare.length >= 3 && compact.startsWith(bare));
}

export interface CandidateSite {
  /** https://host of the first result from the site. */
  website: string;
  domain: string;
  name: string;
  /** The result that represents the site (its first, best-ranked one). */
  result: WebSearchResult;
  /** Which page of results it came from (its evidence). */
  pageIndex: number;
}

/**
 * The distinct company sites among results, best rank first: one per registrable domain, without
 * non-company hosts and without results lacking a title.
 */
export function distinctSites(pages: ReadonlyArray<{ results: WebSearchResult[] }>): CandidateSite[] {
  const seen = new Set<string>();
  const sites: CandidateSite[] = [];
  const longest = Math.max(0, ...pages.map((page) => page.results.length));
  // Interleave by rank: each query's first result before any query's second.
  for (let rank = 0; rank < longest; rank += 1) {
    pages.forEach((page, pageIndex) => {
      const result = page.results[rank];
      if (!result || !result.title.trim()) return;
      const domain = registrableDomain(result.url);
      const website = siteOrigin(result.url);
      if (!domain || !website || seen.has(domain) || NON_COMPANY_SITES.has(domain)) return;
      seen.add(domain);
      sites.push({ website, domain, name: cleanTitle(result.title, result.url), result, pageIndex });
    });
  }
  return sites;
}
