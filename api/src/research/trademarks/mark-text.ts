/**
 * How marks and idea names are compared: accents removed, lower case, every run of characters
 * other than letters and digits one space ("Paw-Pal!" -> "paw pal"); the compact form drops the
 * spaces too ("pawpal"), so "PAW PAL" and "PAWPAL" are the same mark for the exact match.
 */
export function normalizeMarkText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function compactMarkText(normalized: string): string {
  return normalized.replace(/ /g, '');
}

/**
 * Words that say what kind of business something is rather than whose it is: a knockout search on
 * them would find every mark that says "app" or "online". Dropped from the idea's name before searching.
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'to',
  'by',
  'in',
  'on',
  'at',
  'with',
  'my',
  'your',
  'our',
  'app',
  'apps',
  'application',
  'software',
  'online',
  'web',
  'site',
  'website',
  'platform',
  'cloud',
  'saas',
  'digital',
  'mobile',
  'ai',
  'io',
  'com',
  'net',
  'org',
  'hq',
  'hub',
  'pro',
  'plus',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'corporation',
  'company',
  'group',
  'holdings',
  'gmbh',
  'service',
  'services',
  'solution',
  'solutions',
  'system',
  'systems',
  'technologies',
  'technology',
  'tech',
  'labs',
  'lab',
  'studio',
  'studios',
  'shop',
  'store',
  'market',
  'marketplace',
]);

/** The words of a name that identify it: normalized, generic words and one-letter words dropped. */
export function distinctiveWordsOf(name: string): string[] {
  const words = normalizeMarkText(name)
    .split(' ')
    .filter((word) => word.length > 1 && !GENERIC_WORDS.has(word));
  return [...new Set(words)];
}

/**
 * A rough stem, enough to see that "walking", "walker", "walks" and "walk" are one descriptive word:
 * the common English endings removed while at least 3 letters remain.
 */
export function wordStem(word: string): string {
  for (const ending of ['ings', 'ing', 'ers', 'er', 'ies', 'es', 's', 'ed']) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * The name's distinctive words once the words that only describe the idea's own kind of business
 * ("dog", "walking" for a dog-walking service) are dropped too: a mark on such a word describes the same
 * trade and is no conflict on its own. Empty when the whole name is descriptive.
 */
export function distinctiveWordsBesides(name: string, descriptiveWords: readonly string[]): string[] {
  const descriptive = new Set(descriptiveWords.map((word) => wordStem(normalizeMarkText(word))).filter(Boolean));
  return distinctiveWordsOf(name).filter((word) => !descriptive.has(wordStem(word)));
}
