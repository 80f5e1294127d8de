/** English word forms the fallback generator needs: plurals, articles, title case. */

/** Nouns without a plural ("coffee", "software"): "buy coffee online", never "coffees". */
const MASS_NOUNS = new Set(
  (
    'coffee tea software food clothing jewelry jewellery furniture skincare haircare equipment advice content news music art care ' +
    'fitness health wellness insurance money feedback research data information homework luggage gear apparel merchandise merch ' +
    'produce chocolate wine beer water milk bread honey knowledge childcare daycare eldercare aftercare healthcare homecare ' +
    'analytics logistics accounting bookkeeping payroll marketing hiring tutoring coaching cleaning catering childcare footwear ' +
    'makeup cookware bedding decor stationery pottery laundry production automation education nutrition translation ' +
    'meditation inspiration information transportation construction administration documentation management entertainment ' +
    'recruitment development photography design therapy editing maths'
  ).split(' '),
);

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  tooth: 'teeth',
  foot: 'feet',
};
const IRREGULAR_SINGULARS = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]));
/** Words in -ies whose singular ends in -ie ("cookies" is not "cooky"). */
const IE_NOUNS = new Set(
  'cookie movie pie tie smoothie hoodie selfie rookie brownie calorie veggie goalie zombie indie newbie foodie techie freebie genie'.split(
    ' ',
  ),
);

/** Nouns in -ing that do have plurals ("earrings", "paintings"). */
const COUNTABLE_ING = new Set(
  'ring earring wing king string sling swing thing sibling seedling dumpling pudding building painting wedding ceiling stocking drawing listing'.split(
    ' ',
  ),
);

/** True when the word has no separate plural (mass nouns, activities in -ing, -ics, -ness). */
export function isUncountable(word: string): boolean {
  if (COUNTABLE_ING.has(word)) return false;
  return MASS_NOUNS.has(word) || /(ing|ics|ness|ware|news|series|species)$/.test(word);
}

export function singular(word: string): string {
  if (isUncountable(word) || word.length <= 3) return word;
  if (IRREGULAR_SINGULARS[word]) return IRREGULAR_SINGULARS[word]!;
  if (word.endsWith('ies')) return IE_NOUNS.has(word.slice(0, -1)) ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  if (/(x|ch|sh|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

export function plural(word: string): string {
  if (isUncountable(word)) return word;
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word]!;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "a" or "an" by sound, good enough for generated copy ("an hour" and "a unicorn" aside). */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  return /^(ai\b|[aeio]|u(?!ni|se|su))/i.test(phrase.trim()) ? 'an' : 'a';
}

export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "PetPal" stays as typed; blank names become "Your idea". */
export function displayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length > 0 ? trimmed : 'Your idea';
}

/** "a, b and c" */
export function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
