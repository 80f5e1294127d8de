import { readIdea, toKeyPhrase, type KeyPhrase } from './key-phrase.js';
import { MEDIA_FORMATS, phraseForms, type PhraseForms } from './phrase-template.js';
import { REGISTER_LANGUAGE, type RegisterLanguage } from './register-language.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';
import { audienceHints, registerFor, type Register } from './vocabulary.js';

/** Everything the fallback sections say about one idea, read once from its text. */
export interface IdeaProfile {
  register: Register;
  language: RegisterLanguage;
  phrase: KeyPhrase;
  forms: PhraseForms;
  /** Who it is for, in prose: from the text, the target market or the register's usual customers. */
  audience: string;
  /** Short audiences for searches ("{p} app for pet owners"): the idea's own, then likely ones. */
  searchAudiences: string[];
  /** A media idea named after its format ("tech newsletter"). */
  mediaFormat: boolean;
  /** A shop selling on subscription ("coffee subscription box"). */
  subscription: boolean;
  /** The idea's text, lower case, for cue matching. */
  text: string;
}

export interface IdeaText {
  name: string;
  category?: string | null;
  description?: string | null;
  notes?: string | null;
  targetMarket?: string | null;
}

/** What each register writes about when the idea gives no usable noun at all. */
const DEFAULT_PHRASES: Record<Register, string[]> = {
  saas: ['team', 'workflow'],
  ecommerce: ['gift', 'box'],
  mobile: ['daily', 'planning'],
  service: ['home', 'help'],
  media: ['culture'],
  other: ['everyday', 'service'],
};

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function ideaProfile(idea: IdeaText): IdeaProfile {
  const reading = readIdea(idea);
  // The key phrase counts as text too: "TutorMe" alone reads as "tutoring".
  const text = [idea.name, idea.description, idea.notes, reading.phrase?.singular].filter(Boolean).join(' \n ').toLowerCase();
  const register = registerFor(idea.category, text);
  const language = REGISTER_LANGUAGE[register];
  const phrase = reading.phrase ?? toKeyPhrase(DEFAULT_PHRASES[register]);
  const targetMarket = idea.targetMarket?.trim() ? lowerFirst(idea.targetMarket.trim()) : null;
  // Seeded by name and phrase only, so the description step and the research stages agree.
  const random = new SeededRandom(`audience:${idea.name.trim().toLowerCase()}:${phrase.singular}`);
  const hints = audienceHints(`${phrase.singular} ${text}`);
  const audience = reading.audience ?? targetMarket ?? random.pick(hints ?? language.audiences);
  const short = (candidate: string | null | undefined): candidate is string => !!candidate && candidate.split(' ').length <= 2;
  const head = phrase.words[phrase.words.length - 1]!;
  return {
    register,
    language,
    phrase,
    forms: phraseForms(phrase, audience),
    audience,
    searchAudiences: [...new Set([reading.audience, ...(hints ?? []), ...language.keywordAudiences].filter(short).map((item) => item.toLowerCase()))],
    mediaFormat: register === 'media' && MEDIA_FORMATS.has(head),
    subscription: register === 'ecommerce' && /\b(subscriptions?|monthly|boxe?s?|crates?|club)\b/.test(`${text} ${phrase.singular}`),
    text: `${text} ${phrase.singular}`,
  };
}

/**
 * How crowded the idea's market is, from 0 (open) to 1 (crowded), shared by every section so the
 * fallback tells one consistent story: crowded markets have more competitors, harder and more
 * searched keywords, and more trademark conflicts.
 */
export function marketCrowding(input: { name: string; category?: string | null; description?: string | null }): number {
  return new SeededRandom(`crowding:${ideaSeed(input)}`).next();
}
