/** Spec §3 categories, and which register (kind of business) the fallback writes an idea in. */

export const CATEGORIES = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The kind of business the copy is written for: an e-commerce box is not a software platform. */
export type Register = 'saas' | 'ecommerce' | 'mobile' | 'service' | 'media' | 'other';

export const REGISTER_CATEGORY: Record<Register, Category> = {
  saas: 'SaaS/Software',
  ecommerce: 'E-commerce',
  mobile: 'Mobile App',
  service: 'Service Business',
  media: 'Content/Media',
  other: 'Other',
};

const CATEGORY_REGISTER: Record<Category, Register> = {
  'SaaS/Software': 'saas',
  'E-commerce': 'ecommerce',
  'Mobile App': 'mobile',
  'Service Business': 'service',
  'Content/Media': 'media',
  Other: 'other',
};

/** Words that say what kind of business a text describes, strongest evidence first. */
const CUES: Array<[Register, RegExp]> = [
  ['mobile', /\b(app|apps|iphone|ios|android|mobile|smartphone)\b/g],
  [
    'ecommerce',
    /\b(shop|store|sell|sells|selling|buy|boxe?s?|crates?|kits?|products?|clothing|apparel|fashion|jewell?e?ry|candles?|coffee|tea|snacks?|food|drinks?|cosmetics|skincare|handmade|merch|gifts?|retail|e-?commerce|goods|beans|wine|chocolate|toys?|furniture|shoes)\b/g,
  ],
  [
    'service',
    /\b(walking|walkers?|sitting|sitters?|cleaning|cleaners?|repairs?|tutoring|tutors?|coaching|coach|consulting|catering|grooming|plumbing|landscaping|photography|moving|movers|salon|massage|babysitting|childcare|agency|handyman|installation|therapy|lessons|care)\b/g,
  ],
  ['media', /\b(blog|podcasts?|newsletters?|magazine|youtube|channel|vlog|publication|media|journalism|news)\b/g],
];
/** Consumer topics: with no other cue, a consumer idea is more likely an app than B2B software. */
const CONSUMER_CUE =
  /\b(pets?|dogs?|cats?|baby|babies|kids|family|families|home|garden|food|meals?|recipes?|fitness|workouts?|travel|dating|wedding|music|games?|books?)\b/;
const SOFTWARE_CUE =
  /\b(software|saas|platform|dashboard|api|crm|erp|automation|analytics|b2b|integrations?|plugin|extension|web app|tools?)\b/;

function strongestCue(text: string): Register | null {
  let best: Register | null = null;
  let bestCount = 0;
  for (const [register, pattern] of CUES) {
    // Saying "app" names the product's form outright, so it weighs double.
    const count = (text.match(pattern)?.length ?? 0) * (register === 'mobile' ? 2 : 1);
    if (count > bestCount) {
      best = register;
      bestCount = count;
    }
  }
  return best;
}

export function knownCategory(category: string | null | undefined): Category | null {
  const wanted = (category ?? '').trim().toLowerCase();
  return CATEGORIES.find((known) => known.toLowerCase() === wanted) ?? null;
}

/**
 * The register for an idea. A chosen category decides, except SaaS/Software (the form's default,
 * and what the landing page sends) when the text clearly describes something else and says
 * nothing of software: a "coffee subscription box" is then written as the shop it is.
 * Free-text categories ("Pet care") are read for cues; no category and no cue means SaaS/Software.
 */
export function registerFor(category: string | null | undefined, ideaText: string): Register {
  const known = knownCategory(category);
  const text = ideaText.toLowerCase();
  if (known === 'SaaS/Software')
    return SOFTWARE_CUE.test(text) ? 'saas' : (strongestCue(text) ?? (CONSUMER_CUE.test(text) ? 'mobile' : 'saas'));
  if (known) return CATEGORY_REGISTER[known];
  const freeText = (category ?? '').trim().toLowerCase();
  if (freeText) {
    if (SOFTWARE_CUE.test(freeText) || /\b(tech|fintech|software|digital)\b/.test(freeText)) return 'saas';
    return strongestCue(freeText) ?? strongestCue(text) ?? 'other';
  }
  return strongestCue(text) ?? (CONSUMER_CUE.test(text) ? 'mobile' : 'saas');
}

/** Likely customers by topic, for when the idea's text does not say who it is for. */
const AUDIENCE_HINTS: Array<[RegExp, string[]]> = [
  [/\b(tutoring|tutors?|lessons?|homework|exams?|maths?|revision)\b/, ['parents of school-age children', 'students preparing for exams']],
  [/\b(pets?|dogs?|cats?|puppy|puppies)\b/, ['pet owners', 'busy pet owners']],
  [/\b(repairs?|cleaning|plumbing|handyman|renovation|landscaping|gardening)\b/, ['homeowners', 'landlords and property managers']],
  [/\b(baby|babies|toddlers?|parenting|nursery)\b/, ['new parents', 'parents of young children']],
  [/\b(fitness|workouts?|gym|yoga|running)\b/, ['people building a fitness habit', 'gym-goers']],
  [/\b(coffee|espresso)\b/, ['coffee lovers', 'home baristas']],
  [/\b(tea)\b/, ['tea lovers']],
  [/\b(meals?|recipes?|cooking|groceries|grocery)\b/, ['busy families', 'home cooks']],
  [/\b(invoic\w*|bookkeeping|accounting|payroll|payments?)\b/, ['freelancers', 'small business owners']],
  [/\b(restaurants?|cafes?|shifts?)\b/, ['restaurant owners and managers']],
  [/\b(students?|study|studying|learning)\b/, ['students']],
  [/\b(travel|trips?|holidays?)\b/, ['frequent travellers']],
  [/\b(weddings?)\b/, ['engaged couples']],
  [/\b(kids|children|toys?)\b/, ['parents of young children', 'gift buyers']],
  [/\b(tech|technology|coding|developers?|programming)\b/, ['tech professionals', 'developers']],
];

export function audienceHints(text: string): string[] | null {
  return AUDIENCE_HINTS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
