import type { WebsiteCopy } from './user-words.js';

/**
 * The published site's words must not say what the owner never said. A model writing marketing copy
 * likes to add figures ("save 40%", "10,000 customers", "a dozen cities"), social proof ("trusted by", "popular", a quoted
 * review), standing among the others ("the best", "the safest", "cheaper than any other", "twice as fast"), awards,
 * ratings, prices and guarantees; none of them is true until the owner states it. This check is
 * deliberately simple and errs towards removing: a sentence, feature or headline that makes such a claim
 * is dropped unless the claim's words (or number) appear in the text the copy was written from.
 */

/** Phrases that claim proof, standing, a price or a promise. Each counts only when the source text lacks it. */
const CLAIM_PHRASES: readonly RegExp[] = [
  // "Used every day by busy owners" as much as "used by": who is meant is anyone but the reader ("chosen by you").
  /\b(?:trusted|loved|used|relied on|chosen|backed|recommended|preferred|endorsed|approved)(?: [a-z]+){0,3} by\b(?! you\b)/,
  /\b(?:hundreds|thousands|millions|billions|dozens|countless) of\b/,
  /\b(?:hundred|thousand|million|billion)s?\b/,
  /\b(?:our|happy|satisfied|delighted|loyal|existing) (?:customers|clients|users|members|owners|patients|families)\b/,
  /\bcustomers (?:love|say|agree|rave)\b/,
  /\btestimonials?\b/,
  /\breviews?\b/,
  /\b(?:rated|ratings?)\b/,
  /\b(?:five|four|5|4)[- ]stars?\b/,
  /\bstars?\b/,
  /\bawards?\b|\baward-winning\b|\bwinner of\b/,
  /\bbest[- ]?sell(?:ing|er)\b/,
  /#\s*1\b|\bnumber one\b|\bno\.\s*1\b/,
  /\b(?:industry|market|world)[- ](?:leading|leader|class)\b|\bleading\b/,
  /\bas (?:seen|featured) (?:in|on)\b|\bfeatured (?:in|on|by)\b/,
  /\bcertified\b|\baccredited\b|\blicensed\b|\binsured\b/,
  /\b(?:clinically|scientifically) (?:proven|tested)\b|\bproven\b/,
  /\bguarantee[sd]?\b|\bmoney[- ]back\b|\brisk[- ]free\b|\bwarrant(?:y|ies)\b|\bno questions asked\b/,
  /\bfree (?:trial|shipping|delivery|consultation|quote)\b/,
  /\bdiscounts?\b|\bcoupons?\b|\bper (?:month|year|hour)\b|\ba month\b/,
  /\b(?:price|prices|pricing) (?:from|starting|start)\b|\bstarting (?:at|from)\b|\bonly\s*[$€£]/,
  /[$€£¥]/,
  /\bsince (?:19|20)\d\d\b|\byears of experience\b/,
  // Standing among the others: superlatives. "Make the most of", "at most", "your best friend" and "what suits you best" are not.
  /(?<!\bat )(?<!\bat the )\bmost (?!of\b|importantly\b)[a-z]+/,
  /(?<!\bat (?:its|their|your|our|his|her) )\bbest\b(?![- ]friends?\b)(?<!\b(?:works|work|suits you|suit you|fits you|fit you|do|does) best)/,
  /\b(?:safest|fastest|quickest|speediest|cheapest|easiest|simplest|smartest|greatest|finest|largest|biggest|highest|lowest|strongest|friendliest|happiest|healthiest|smoothest|cleanest|freshest|kindest|nicest|newest|coolest|hottest|wisest|fairest|warmest|brightest|leanest|richest|widest)\b/,
  /\btop[- ](?!up\b|of\b|to\b|and\b|or\b|left\b|right\b|corner\b|bar\b|menu\b)[a-z]+/,
  /\bpremier\b|\bunrivall?ed\b|\bunmatched\b|\bunbeatable\b|\bunparall?ell?ed\b|\bsecond to none\b|\blike no other\b|\bthe only\b/,
  // Comparisons with others: "cheaper than", "more reliable than", "twice as fast", "three times faster", "unlike other apps".
  /\b(?!rather\b|other\b)[a-z]+er than\b|\b(?:more|less|fewer) [a-z]+ than\b/,
  /\btimes (?:as|more|less|over|better|faster|cheaper|quicker|easier|safer|bigger|higher|lower|greater|smarter)\b/,
  /\b(?:two|three|four|five|ten|hundred|thousand|many)[- ]?fold\b/,
  /\bunlike (?:other|any|most|traditional|typical|the rest)\b|\bcompared (?:to|with)\b|\boutperform[a-z]*\b|\bbeats? (?:any|every|the)\b/,
  // Counts in words, as a figure in digits: "a dozen cities", "twice as fast", "half the price", "three cities", "two-minute
  // walks". A small number counts things only with a plural after it ("benefit two" is a label; "one" is everywhere).
  /\b(?:dozens?|tens|twice|thrice|half|triple|quadruple)\b/,
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)(?:-[a-z]+\b| (?:[a-z]+ )?[a-z]+s\b)/,
  /\bdouble\b(?![- ](?:check|checks|checked|booking|bookings|booked|tap|click)\b)/,
  /\bcountless\b|\bnumerous\b/,
  // Standing with people: "popular", "the city's favourite", "renowned", "a growing community".
  /\bpopular\b|\bfan[- ]favou?rite\b|\ba favou?rite (?:with|among|of)\b|\bgo-to (?:app|choice|service|place|platform|solution|tool|brand)\b/,
  /\b(?:uk|us|usa|britain|england|scotland|wales|ireland|america|europe|australia|canada|world|city|town|country|nation|everyone|everybody|people|customers|users|parents|owners)'s (?:favou?rite|choice)\b/,
  /\b(?:clients|users|people|families|parents|owners|members|everyone|everybody|fans) (?:love|loves|adore|adores|swear by|rave about)\b/,
  /\bthan ever\b/,
  /\brenowned\b|\bfamous\b|\bacclaimed\b|\bbeloved\b|\bwell[- ]known\b|\bsought[- ]after\b|\bhighly recommended\b/,
  /\bgrowing (?:community|number|network|list|team|family)\b/,
  // Checks and promises the description does not state: "background-checked", "within an hour".
  /\bbackground[- ]check(?:ed|s)?\b|\bvetted\b|\bscreened\b|\bverified\b/,
  /\bwithin (?:an?|one|the) (?:minute|hour|day|week)\b/,
];

/** A quoted passage of three words or more: a testimonial unless the source says it. */
const QUOTED_PASSAGE = /["“”„«»]([^"“”„«»]*\S\s+\S+\s+\S[^"“”„«»]*)["“”„«»]/g;
/** "— Sarah K., owner": an attribution under a quote. */
const ATTRIBUTION = /(?:^|\s)[—–-]\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]*\.?)*\s*,/;

/** Lower case, one kind of apostrophe and dash, single spaces: so "Trusted by" matches "trusted  by". */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `source` states `phrase` as words of its own: "ten" is not stated by "often", nor "half" by "behalf". */
function states(source: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = /^[a-z0-9]/.test(phrase) ? '(?<![a-z0-9])' : '';
  const after = /[a-z0-9]$/.test(phrase) ? '(?![a-z0-9])' : '';
  return new RegExp(`${before}${escaped}${after}`).test(source);
}

/** The numbers a text states, without thousands separators: "10,000" and "10000" are one number. */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((number) => number.replace(/,(?=\d{3}\b)/g, ''));
}

/** The first claim in `text` that `source` does not state, or null when it makes none. */
export function unsupportedClaim(text: string, source: string): string | null {
  const said = normalised(text);
  const given = normalised(source);
  const givenNumbers = new Set(numbersIn(given));
  const number = numbersIn(said).find((candidate) => !givenNumbers.has(candidate));
  if (number !== undefined) return number;
  for (const phrase of CLAIM_PHRASES) {
    const match = phrase.exec(said);
    if (match && !states(given, match[0])) return match[0];
  }
  for (const quote of text.matchAll(QUOTED_PASSAGE)) {
    if (!given.includes(normalised(quote[1]!))) return quote[0];
  }
  const attribution = ATTRIBUTION.exec(text);
  if (attribution && !given.includes(normalised(attribution[0]))) return attribution[0].trim();
  return null;
}

/** Sentences, each with its closing mark. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The sentences of `text` that make no claim the source lacks ('' when none is left). */
function supportedSentences(text: string, source: string): string {
  return sentences(text)
    .filter((sentence) => unsupportedClaim(sentence, source) === null)
    .join(' ');
}

/**
 * The model's copy without the claims its source does not make. `source` is every text the copy was
 * written from (name, description, audience, features); `ownWords` is the copy made of those texts alone,
 * used for a part that has nothing left (the headline, the features, the call to action).
 */
export function withoutUnsupportedClaims(copy: WebsiteCopy, source: string, ownWords: WebsiteCopy): WebsiteCopy {
  const supported = (text: string) => unsupportedClaim(text, source) === null;
  const features = copy.features.filter(supported);
  return {
    headline: supported(copy.headline) ? copy.headline : ownWords.headline,
    tagline: supportedSentences(copy.tagline, source) || ownWords.tagline,
    about: supportedSentences(copy.about, source),
    features: features.length > 0 ? features : ownWords.features,
    callToAction: supported(copy.callToAction) ? copy.callToAction : ownWords.callToAction,
  };
}
