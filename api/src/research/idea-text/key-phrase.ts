import {
  AGENT_ACTIVITIES,
  AUDIENCE_HEADS,
  BRAND_WORDS,
  DETERMINERS,
  GENERIC,
  MODIFIERS,
  PLURAL_MODIFIERS,
  PRODUCT_HEADS,
  STOP,
  VERBS,
  VERB_CONTEXT,
  VERB_NOUNS,
  WEAK_SINGLES,
} from './phrase-words.js';
import { isUncountable, plural, singular } from './word-forms.js';

/**
 * A small, rule-based reading of an idea's text: the core noun phrase it is about ("coffee
 * subscription box", "dog walking") and, when the text names one, its audience ("freelancers").
 * No language model: function words, verbs, generic words ("app", "platform") and modifiers
 * ("fresh", "zero-waste") are set aside, and the best remaining run of nouns wins.
 */

export interface KeyPhrase {
  /** Lower case, head noun last: "coffee subscription box". */
  singular: string;
  /** "coffee subscription boxes"; the same as singular for mass nouns and activities ("dog walking"). */
  plural: string;
  /** Acronyms kept upper case, for prose: "AI code review". */
  display: string;
  countable: boolean;
  words: string[];
}

export interface IdeaReading {
  /** Null when neither the text nor the name has a usable noun. */
  phrase: KeyPhrase | null;
  /** A plural noun phrase naming who it is for ("busy dog owners"), or null when the text names none. */
  audience: string | null;
}

interface Token {
  word: string;
  display: string;
  /** Set for breaks: punctuation, numbers, brand names. */
  isBreak: boolean;
  /** A full stop, question or exclamation mark. */
  endsSentence?: boolean;
}

type Kind = 'stop' | 'generic' | 'verb' | 'modifier' | 'audience' | 'noun';

interface Run {
  tokens: Array<{ word: string; display: string; kind: Kind }>;
  afterFor: boolean;
  /** 0 for the first sentence of its text, which usually says what the idea is. */
  sentence: number;
  /** Set when the run is the object of a verb in VERB_NOUNS: the activity it names ("screening"). */
  nominal?: string;
}

const BREAK: Token = { word: '', display: '', isBreak: true };

/** "café" → "cafe": letters with accents read as the plain letters, not as word breaks. */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

function tokenize(text: string, brandNames: string[]): Token[] {
  let cleaned = foldAccents(text);
  for (const name of brandNames) {
    if (name.trim().length > 1) cleaned = cleaned.split(new RegExp(escapeRegExp(name.trim()), 'gi')).join(' , ');
  }
  const tokens: Token[] = [];
  for (const match of cleaned.matchAll(/[A-Za-z][A-Za-z0-9'’-]*|[0-9]+|[^\sA-Za-z0-9]/g)) {
    const raw = match[0];
    if (/^[.!?]$/.test(raw)) {
      tokens.push({ ...BREAK, endsSentence: true });
      continue;
    }
    if (!/^[A-Za-z]/.test(raw) || /[a-z][A-Z]/.test(raw)) {
      tokens.push(BREAK); // punctuation, numbers, camel-case brand names ("BeanBox")
      continue;
    }
    const bare = raw.replace(/['’]s?$/, '').replace(/-+$/, '');
    const word = bare.toLowerCase();
    tokens.push({ word, display: /^[A-Z]{2,5}s?$/.test(bare) ? bare : word, isBreak: false });
  }
  return tokens;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isAudienceWord(word: string): boolean {
  return AUDIENCE_HEADS.has(word);
}

function kindOf(word: string, previous: string | undefined): Kind {
  if (isAudienceWord(word)) return 'audience';
  if (STOP.has(word)) return 'stop';
  if (GENERIC.has(word)) return 'generic';
  if (VERBS.has(word)) return 'verb';
  // "an app that matches", "it will track": the word after these is a verb.
  if (previous !== undefined && ['that', 'which', 'who', 'will', 'can'].includes(previous)) return 'verb';
  if (MODIFIERS.has(word)) return 'modifier';
  if (word.includes('-') && !/^[a-z]-/.test(word)) return 'modifier'; // "zero-waste", "one-to-one" (but "e-bike")
  if (word.length > 5 && /(ly|ful|less|ous|ive)$/.test(word) && !['family', 'supply', 'assembly', 'butterfly', 'monopoly'].includes(word))
    return 'modifier';
  if (word.length > 4 && word.endsWith('ed') && !['speed', 'breed', 'tweed', 'steed'].includes(word)) return 'modifier';
  return 'noun';
}

/** The activity a verb names when it is used as a verb here ("screen" after "landlords"), else undefined. */
function nominalOf(word: string, previous: string | undefined, previousKind: Kind | undefined): string | undefined {
  const base = VERB_NOUNS[word]
    ? word
    : word.endsWith('s') && VERB_NOUNS[word.slice(0, -1)]
      ? word.slice(0, -1)
      : word.endsWith('es') && VERB_NOUNS[word.slice(0, -2)]
        ? word.slice(0, -2)
        : null;
  if (!base) return undefined;
  const isBase = base === word;
  // A sentence may open with a verb ("Book appointments..."), but "Books for kids" is a noun.
  if (previous === undefined) return isBase ? VERB_NOUNS[base] : undefined;
  if (VERB_CONTEXT.has(previous) || previousKind === 'audience') return VERB_NOUNS[base];
  return undefined;
}

function runsOf(tokens: Token[]): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let previous: string | undefined;
  let previousKind: Kind | undefined;
  let sentence = 0;
  let pendingNominal: string | undefined;
  for (const token of tokens) {
    if (token.endsSentence) sentence += 1;
    const nominal = token.isBreak ? undefined : nominalOf(token.word, previous, previousKind);
    const kind = nominal ? 'verb' : token.isBreak ? 'stop' : kindOf(token.word, previous);
    if (kind === 'noun' || kind === 'modifier' || kind === 'audience') {
      if (!current)
        current = { tokens: [], afterFor: previous === 'for', sentence, ...(pendingNominal ? { nominal: pendingNominal } : {}) };
      current.tokens.push({ word: token.word, display: token.display, kind });
    } else if (current) {
      runs.push(current);
      current = null;
    }
    if (nominal) pendingNominal = nominal;
    else if (kind !== 'noun' && kind !== 'modifier' && kind !== 'audience' && !DETERMINERS.has(token.word)) pendingNominal = undefined;
    previous = token.isBreak ? undefined : token.word;
    previousKind = token.isBreak ? undefined : kind;
  }
  if (current) runs.push(current);
  return runs;
}

interface Candidate {
  words: string[];
  displays: string[];
  firstSentence?: boolean;
}

/** Splits a run into its product part and an audience ending, if any. */
function readRun(run: Run): { product: Candidate | null; audience: string | null; audienceModifiers: string[] } {
  if (run.nominal) {
    // The object of "screen tenants" is the topic, even when it names people.
    const objects = run.tokens.filter((token) => token.kind !== 'modifier').slice(-2);
    if (objects.length > 0) {
      const words = [...objects.map((token) => singular(token.word)), run.nominal];
      return {
        product: {
          words,
          displays: [...objects.map((token) => (token.display === token.word ? singular(token.word) : token.display)), run.nominal],
        },
        audience: null,
        audienceModifiers: [],
      };
    }
  }
  // "kids clothing" is a product; "students preparing for exams" is an audience.
  let lastAudience = -1;
  run.tokens.forEach((token, index) => {
    if (token.kind === 'audience' && !(PLURAL_MODIFIERS.has(token.word) && index < run.tokens.length - 1)) lastAudience = index;
  });
  const rest = run.tokens.slice(lastAudience + 1);
  if (lastAudience >= 0 && rest.every((token) => token.kind === 'modifier' || token.word.endsWith('ing'))) {
    // "busy dog owners", "smartphone users aged 18-35" (the trailing modifiers are left out).
    const audienceTokens = run.tokens.slice(Math.max(0, lastAudience - 2), lastAudience + 1);
    return {
      product: null,
      audience: audienceTokens.map((token) => token.display).join(' '),
      audienceModifiers: audienceTokens
        .slice(0, -1)
        .filter((token) => token.kind === 'noun')
        .map((token) => token.word),
    };
  }
  const nouns = run.tokens.filter((token) => token.kind !== 'modifier').slice(-3);
  if (nouns.length === 0) return { product: null, audience: null, audienceModifiers: [] };
  return {
    product: { words: nouns.map((token) => token.word), displays: nouns.map((token) => token.display) },
    audience: null,
    audienceModifiers: [],
  };
}

function candidateScore(candidate: Candidate, index: number, nameWords: Set<string>): number {
  const head = candidate.words[candidate.words.length - 1]!;
  let score = Math.min(3, candidate.words.length) * 2 - index * 2;
  if (candidate.words.length > 1 && (PRODUCT_HEADS.has(singular(head)) || PRODUCT_HEADS.has(head))) score += 2;
  if (AGENT_ACTIVITIES[singular(head)]) score += 4; // "walkers", "tutors": the service itself
  if (head.endsWith('ing')) score += 1;
  if (candidate.words.some((word) => nameWords.has(singular(word)))) score += 1;
  if (candidate.firstSentence) score += 3;
  return score;
}

export function toKeyPhrase(wordsInPhrase: string[], displays: string[] = wordsInPhrase): KeyPhrase {
  const head = singular(wordsInPhrase[wordsInPhrase.length - 1]!);
  // Nouns in front of the head are singular in English compounds: "community garden booking".
  const lead = wordsInPhrase.slice(0, -1).map((word) => (PLURAL_MODIFIERS.has(word) ? word : singular(word)));
  const singularWords = [...lead, head];
  const countable = !isUncountable(head);
  const pluralWords = [...lead, plural(head)];
  const displayWords = displays.map((display, index) => (display === wordsInPhrase[index] ? singularWords[index]! : display));
  return {
    singular: singularWords.join(' '),
    plural: pluralWords.join(' '),
    display: displayWords.join(' '),
    countable,
    words: singularWords,
  };
}

/** Name words that read as real words: "PetPal" → pet, "TutorMe" → tutor. */
function nameCandidate(name: string): Candidate | null {
  const nameWords = foldAccents(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(
      (word) =>
        word.length > 2 &&
        !BRAND_WORDS.has(word) &&
        !STOP.has(word) &&
        !GENERIC.has(word) &&
        !MODIFIERS.has(word) &&
        !/^[0-9]+$/.test(word),
    );
  if (nameWords.length === 0) return null;
  const kept = nameWords.slice(-3);
  return { words: kept, displays: kept };
}

/**
 * Reads the idea: the description first (the confirmed, fullest text), then a descriptive name, then
 * the notes, then a brand-like name: notes add context (audience, pricing) but never replace a
 * subject the description or the name states. The same text always gives the same reading.
 */
export function readIdea(idea: {
  name: string;
  description?: string | null;
  notes?: string | null;
  targetMarket?: string | null;
}): IdeaReading {
  const brandNames = [foldAccents(idea.name.trim()), foldAccents(idea.name.replace(/\s+/g, ''))];
  const nameWords = new Set(
    idea.name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular),
  );
  const products: Candidate[] = [];
  let audience: string | null = null;
  let audienceFromFor = false;
  let audienceModifiers: string[] = [];
  const noteProducts: Candidate[] = [];
  for (const text of [idea.description, idea.notes, idea.targetMarket]) {
    if (!text?.trim()) continue;
    const fromTargetMarket = text === idea.targetMarket;
    const fromNotes = text === idea.notes && text !== idea.description;
    for (const run of runsOf(tokenize(text, brandNames))) {
      const reading = readRun(run);
      if (reading.audience) {
        // Prefer an audience introduced by "for" ("for busy freelancers"); otherwise the first one.
        if (!audience || (run.afterFor && !audienceFromFor)) {
          audience = reading.audience;
          audienceFromFor = run.afterFor;
        }
        if (audienceModifiers.length === 0) audienceModifiers = reading.audienceModifiers;
      }
      if (reading.product && !fromTargetMarket)
        (fromNotes ? noteProducts : products).push({ ...reading.product, firstSentence: run.sentence === 0 });
    }
  }
  const usableOf = (candidates: Candidate[]) =>
    candidates.filter(
      (candidate) => candidate.words.length > 1 || (!WEAK_SINGLES.has(candidate.words[0]!) && candidate.words[0]!.length > 2),
    );
  const bestOf = (candidates: Candidate[]) =>
    usableOf(candidates)
      .map((candidate, index) => ({ candidate, score: candidateScore(candidate, index, nameWords) }))
      .sort((a, b) => b.score - a.score)[0]?.candidate;
  let best = bestOf(products);
  // A descriptive name ("Dog walking marketplace") states the subject; a brand ("BeanBox") leaves it to the notes.
  const descriptiveName = idea.name.trim().split(/\s+/).length >= 2;
  if (!best && descriptiveName) best = nameCandidate(idea.name) ?? undefined;
  best ??= bestOf(noteProducts);
  best ??= nameCandidate(idea.name) ?? undefined;
  if (!best) return { phrase: null, audience };
  let phraseWords = [...best.words];
  let displays = [...best.displays];
  const agentActivity = AGENT_ACTIVITIES[singular(phraseWords[phraseWords.length - 1]!)];
  if (agentActivity) {
    // "dog owners ... walkers" → "dog walking"; "maths tutors" → "maths tutoring".
    const ownLead = phraseWords.length > 1;
    phraseWords = [...(ownLead ? phraseWords.slice(0, -1) : audienceModifiers), agentActivity];
    displays = [...(ownLead ? displays.slice(0, -1) : audienceModifiers), agentActivity];
  }
  return { phrase: toKeyPhrase(phraseWords, displays), audience };
}
