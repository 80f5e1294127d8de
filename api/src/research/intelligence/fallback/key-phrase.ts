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

const words = (text: string) => new Set(text.trim().split(/\s+/));

const STOP = words(`
  a an the and or but nor so yet for from to of in on at by with without into onto over under about across after before
  between through during via per than then as like such this that these those there here which who whom whose what when where
  why how whether while if because although though is are was were be been being am has have had having do does did done will
  would can could should may might must shall it its they them their theirs we us our ours you your yours i me my mine he him
  his she her hers one two three four five six seven eight nine ten first second new best more most less least very just also
  only even still really much many few some any each every all both either neither other another own same etc online nearby
  anywhere everywhere anyone everyone someone something anything everything not no yes up down out off again once lot lots way
  ways thing things kind kinds type types plus around near within inside outside beyond toward towards upon among amongst
  against along time times day days today tomorrow week weeks month months year years minute minutes hour hours life world
  start starting end level levels top`);

/** Words that say what kind of thing it is, not what it is about. */
const GENERIC = words(`
  app apps application applications platform platforms service services tool tools toolkit software solution solutions system
  systems website websites site sites marketplace marketplaces company startup business product products brand brands idea ideas
  project projects tip tips guide guides program programs programme programmes network networks hub portal portals web mobile
  saas ecommerce e-commerce store stores shop shops experience experiences option options feature features technology content
  media venture ventures concept approach model offering offerings place places`);

/** Verbs that break a noun phrase ("an app that *matches* dog owners"). */
const VERBS = words(`
  help helps helping make makes making let lets letting allow allows allowing enable enables enabling connect connects connecting
  matches offer offers offering provide provides providing deliver delivers delivering bring brings bringing turn turns turning
  find finds finding get gets getting give gives giving send sends sending save saves saving manage manages managing build
  builds building create creates creating share shares sharing sell sells selling buy buys buying pay pays paying learn learns
  teach teaches discover discovers discovering explore explores exploring compare compares comparing organise organises
  organising organize organizes organizing grow grows growing automate automates automating simplify simplifies simplifying
  streamline streamlines streamlining improve improves improving reduce reduces reducing increase increases increasing boost
  boosts boosting support supports supporting focus focuses focusing aim aims aiming want wants wanting need needs needing love
  loves use uses using go goes going come comes coming see sees seeing look looks looking listen listens join joins joining
  include includes including combine combines combining link links linking pair pairs pairing take takes taking hold holds
  holding handle handles handling cover covers covering serve serves serving ship ships curate curates source sources choose
  chooses choosing pick picks picking stay stays staying become becomes becoming remain remains seem seems try tries trying
  receive receives receiving earn earns earning spend spends spending keep keeps keeping check checks lets gives turns works
  sold made built bought sent brought found given taken kept held grown known shown worn written paid said done`);

const MODIFIERS = words(`
  daily weekly monthly yearly annual fresh local trusted busy smart simple easy quick fast affordable cheap premium luxury eco
  friendly sustainable organic natural handmade artisan artisanal independent small large big little great good better popular
  modern personal custom unique healthy green blue red black white gold silver pink purple orange yellow vegan free real live
  digital virtual remote private professional expert certified reliable safe secure instant seamless convenient innovative
  global urban rural neighbourhood neighborhood nearby different various full complete entire whole right perfect favourite
  favorite ideal exclusive special specialty speciality high low quality aged`);

/** Whom ideas are for (plural forms). */
const AUDIENCE_HEADS = words(`
  owners parents moms mums dads mothers fathers students teens teenagers kids children toddlers babies families freelancers teams
  businesses restaurants cafes companies professionals people users customers clients developers engineers designers creators
  beginners seniors retirees adults women men homeowners landlords tenants renters travellers travelers tourists gamers readers
  listeners viewers fans lovers enthusiasts hobbyists athletes runners cyclists shoppers buyers sellers makers artists musicians
  writers teachers nurses doctors patients drivers commuters employees managers founders entrepreneurs startups agencies schools
  clinics gyms salons retailers marketers recruiters couples singles millennials graduates workers volunteers nonprofits
  charities households investors traders farmers bakers chefs brides baristas learners hosts guests members staff youth
  communities organisations organizations consumers adopters`);

/** "walkers" is who does it; searches name the activity ("dog walking near me"). */
const AGENT_ACTIVITIES: Record<string, string> = {
  walker: 'walking', sitter: 'sitting', babysitter: 'babysitting', cleaner: 'cleaning', groomer: 'grooming', trainer: 'training',
  tutor: 'tutoring', photographer: 'photography', mover: 'moving', painter: 'painting', gardener: 'gardening', plumber: 'plumbing',
  landscaper: 'landscaping', caterer: 'catering', coach: 'coaching', consultant: 'consulting', translator: 'translation',
  bookkeeper: 'bookkeeping', accountant: 'accounting', therapist: 'therapy', editor: 'editing', designer: 'design',
};

/**
 * Verbs whose object names the product: "helps landlords screen tenants" → "tenant screening",
 * "an app to track expenses" → "expense tracking".
 */
const VERB_NOUNS: Record<string, string> = {
  screen: 'screening', collect: 'collection', track: 'tracking', schedule: 'scheduling', manage: 'management', book: 'booking',
  plan: 'planning', hire: 'hiring', invoice: 'invoicing', organise: 'organising', organize: 'organizing', split: 'splitting',
  sync: 'syncing', share: 'sharing', compare: 'comparison', automate: 'automation', monitor: 'monitoring', recycle: 'recycling',
  rent: 'rental', swap: 'swapping', deliver: 'delivery', clean: 'cleaning', repair: 'repair', walk: 'walking', teach: 'teaching',
  cook: 'cooking', edit: 'editing', translate: 'translation', record: 'recording', analyse: 'analysis', analyze: 'analysis',
  budget: 'budgeting', insure: 'insurance', train: 'training', groom: 'grooming', tutor: 'tutoring',
};
/** Words after which a VERB_NOUNS word is a verb ("to track", "landlords screen"), not a noun ("meal plans"). */
const VERB_CONTEXT = words('to that which who will can and or help helps let lets you we easily quickly');
/** Skipped between a verb and its object: "collect *the* rent". */
const DETERMINERS = words('the a an their your his her its our my every all');

/** Heads that make a good topic on their own. */
const PRODUCT_HEADS = words(`
  box kit crate subscription newsletter podcast blog magazine channel course class lesson tutoring coaching walking sitting
  cleaning repair repairs planning scheduling tracking booking delivery rental review reviews planner tracker journal bag
  candle coffee tea snack jewelry clothing shoe furniture game toy`);

/** Single words too vague to research on their own. */
const WEAK_SINGLES = words(
  'city area home people work job list report update stuff matter problem issue need goal way everyday process subscription delivery membership booking rental',
);

/** Brand-style syllables in names ("PetPal", "InvoiceFlow"). */
const BRAND_WORDS = words('pal mate buddy hub ly ify go me pro plus now club hq io labs lab flow wise ify base nest spot works stack able ster zilla');

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

function tokenize(text: string, brandNames: string[]): Token[] {
  let cleaned = text;
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
  if (word.length > 5 && /(ly|ful|less|ous|ive)$/.test(word) && !['family', 'supply', 'assembly', 'butterfly', 'monopoly'].includes(word)) return 'modifier';
  if (word.length > 4 && word.endsWith('ed') && !['speed', 'breed', 'tweed', 'steed'].includes(word)) return 'modifier';
  return 'noun';
}

/** The activity a verb names when it is used as a verb here ("screen" after "landlords"), else undefined. */
function nominalOf(word: string, previous: string | undefined, previousKind: Kind | undefined): string | undefined {
  const base = VERB_NOUNS[word] ? word : word.endsWith('s') && VERB_NOUNS[word.slice(0, -1)] ? word.slice(0, -1) : word.endsWith('es') && VERB_NOUNS[word.slice(0, -2)] ? word.slice(0, -2) : null;
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
      if (!current) current = { tokens: [], afterFor: previous === 'for', sentence, ...(pendingNominal ? { nominal: pendingNominal } : {}) };
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
      return { product: { words, displays: [...objects.map((token) => (token.display === token.word ? singular(token.word) : token.display)), run.nominal] }, audience: null, audienceModifiers: [] };
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
      audienceModifiers: audienceTokens.slice(0, -1).filter((token) => token.kind === 'noun').map((token) => token.word),
    };
  }
  const nouns = run.tokens.filter((token) => token.kind !== 'modifier').slice(-3);
  if (nouns.length === 0) return { product: null, audience: null, audienceModifiers: [] };
  return { product: { words: nouns.map((token) => token.word), displays: nouns.map((token) => token.display) }, audience: null, audienceModifiers: [] };
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

/** Plural words that stay plural in front of a noun ("kids clothing", "sports shoes"). */
const PLURAL_MODIFIERS = words('maths kids sports arts news goods sales savings jeans glasses clothes series analytics crafts womens mens');

export function toKeyPhrase(wordsInPhrase: string[], displays: string[] = wordsInPhrase): KeyPhrase {
  const head = singular(wordsInPhrase[wordsInPhrase.length - 1]!);
  // Nouns in front of the head are singular in English compounds: "community garden booking".
  const lead = wordsInPhrase.slice(0, -1).map((word) => (PLURAL_MODIFIERS.has(word) ? word : singular(word)));
  const singularWords = [...lead, head];
  const countable = !isUncountable(head);
  const pluralWords = [...lead, plural(head)];
  const displayWords = displays.map((display, index) => (display === wordsInPhrase[index] ? singularWords[index]! : display));
  return { singular: singularWords.join(' '), plural: pluralWords.join(' '), display: displayWords.join(' '), countable, words: singularWords };
}

/** Name words that read as real words: "PetPal" → pet, "TutorMe" → tutor. */
function nameCandidate(name: string): Candidate | null {
  const nameWords = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !BRAND_WORDS.has(word) && !STOP.has(word) && !GENERIC.has(word) && !MODIFIERS.has(word) && !/^[0-9]+$/.test(word));
  if (nameWords.length === 0) return null;
  const kept = nameWords.slice(-3);
  return { words: kept, displays: kept };
}

/**
 * Reads the idea: the description first (the confirmed, fullest text), then the notes, then the
 * name. The same text always gives the same reading.
 */
export function readIdea(idea: { name: string; description?: string | null; notes?: string | null; targetMarket?: string | null }): IdeaReading {
  const brandNames = [idea.name.trim(), idea.name.replace(/\s+/g, '')];
  const nameWords = new Set(idea.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map(singular));
  const products: Candidate[] = [];
  let audience: string | null = null;
  let audienceFromFor = false;
  let audienceModifiers: string[] = [];
  for (const text of [idea.description, idea.notes, idea.targetMarket]) {
    if (!text?.trim()) continue;
    const fromTargetMarket = text === idea.targetMarket;
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
      if (reading.product && !fromTargetMarket) products.push({ ...reading.product, firstSentence: run.sentence === 0 });
    }
  }
  const usable = products.filter((candidate) => candidate.words.length > 1 || (!WEAK_SINGLES.has(candidate.words[0]!) && candidate.words[0]!.length > 2));
  let best = usable.map((candidate, index) => ({ candidate, score: candidateScore(candidate, index, nameWords) })).sort((a, b) => b.score - a.score)[0]?.candidate;
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
