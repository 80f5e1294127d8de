import type { KeyPhrase } from './key-phrase.js';
import { capitalise, indefiniteArticle, titleCase } from './word-forms.js';

/** What a template can name: the key phrase in its forms, the audience, the media topic. */
export interface PhraseForms {
  /** "coffee subscription box" */
  p: string;
  /** "coffee subscription boxes" */
  ps: string;
  /** Display forms, acronyms upper case: "AI code review". */
  P: string;
  Ps: string;
  /** With its article when countable: "a coffee subscription box", "dog walking". */
  an: string;
  anP: string;
  /** The phrase as a modifier with its article: "a dog walking" (of "a dog walking app"). */
  ap: string;
  Ap: string;
  /** Title case, for names: "Coffee Subscription Box". */
  title: string;
  /** The first word, title case, for brand names: "Coffee". */
  lead: string;
  /** The last two words, title case, for business names: "Dog Walking". */
  short: string;
  /** Media: the subject without its format ("tech" of "tech newsletter"); otherwise the phrase. */
  t: string;
  T: string;
  /** The topic with its article, as a modifier: "a tech" (of "a tech podcast"). */
  At: string;
  a: string;
}

/** Media formats: "tech newsletter" is a newsletter about tech. */
export const MEDIA_FORMATS = new Set(['newsletter', 'podcast', 'blog', 'magazine', 'channel', 'show', 'series', 'zine', 'vlog', 'journal', 'digest', 'publication']);

export function phraseForms(phrase: KeyPhrase, audience: string): PhraseForms {
  const article = (text: string) => (phrase.countable ? `${indefiniteArticle(text)} ${text}` : text);
  const head = phrase.words[phrase.words.length - 1]!;
  const displayWords = phrase.display.split(' ');
  const topicWords = MEDIA_FORMATS.has(head) && phrase.words.length > 1 ? displayWords.slice(0, -1) : displayWords;
  const topic = topicWords.join(' ');
  const displayPlural = [...displayWords.slice(0, -1), phrase.plural.split(' ').pop()!].join(' ');
  return {
    p: phrase.singular,
    ps: phrase.plural,
    P: phrase.display,
    Ps: displayPlural,
    an: article(phrase.singular),
    anP: article(phrase.display),
    ap: `${indefiniteArticle(phrase.singular)} ${phrase.display}`,
    Ap: `${capitalise(indefiniteArticle(phrase.singular))} ${phrase.display}`,
    title: titleCase(phrase.display),
    lead: titleCase(displayWords[0]!),
    short: titleCase(displayWords.slice(-2).join(' ')),
    t: topic.toLowerCase(),
    T: topic,
    At: `${capitalise(indefiniteArticle(topic))} ${topic}`,
    a: audience,
  };
}

/** Replaces {p}, {ps}, {a}... in a template. */
export function fill(template: string, forms: PhraseForms, extra: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => extra[key] ?? (forms as unknown as Record<string, string>)[key] ?? whole);
}

const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'to', 'of', 'in', 'on', 'with', 'by', 'how', 'does', 'is', 'what', 'from', 'at', 'its']);

/** True when a content word appears twice ("podcast production podcast", "dog walking for dog owners"). */
export function repeatsWord(text: string): boolean {
  const seen = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) {
    if (FUNCTION_WORDS.has(word)) continue;
    const stem = word.replace(/(es|s)$/, '');
    if (seen.has(stem)) return true;
    seen.add(stem);
  }
  return false;
}
