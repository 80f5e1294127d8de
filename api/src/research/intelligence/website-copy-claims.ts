import type { WebsiteCopy } from './user-words.js';

/**
 * The published site's words must not say what the owner never said. A model writing marketing copy
 * likes to add figures ("save 40%", "10,000 customers"), social proof ("trusted by", a quoted review),
 * awards, ratings, prices and guarantees; none of them is true until the owner states it. This check is
 * deliberately simple and errs towards removing: a sentence, feature or headline that makes such a claim
 * is dropped unless the claim's words (or number) appear in the text the copy was written from.
 */

/** Phrases that claim proof, standing, a price or a promise. Each counts only when the source text lacks it. */
const CLAIM_PHRASES: readonly RegExp[] = [
  /\b(?:trusted|loved|used|relied on|chosen|backed|recommended|preferred|endorsed|approved) by\b/,
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
    if (match && !given.includes(match[0])) return match[0];
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
