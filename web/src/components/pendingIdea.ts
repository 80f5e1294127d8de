/**
 * The idea typed on the landing page survives sign-up/login in localStorage (spec §3) and is
 * consumed once by the workflow screen.
 */
export const PENDING_IDEA_KEY = 'pendingIdeaResearch';

export function storePendingIdea(idea: string): void {
  const trimmed = idea.trim();
  if (!trimmed) return;
  try {
    window.localStorage.setItem(PENDING_IDEA_KEY, trimmed);
  } catch {
    // Storage unavailable: the user retypes the idea in the workflow.
  }
}

/** The pending idea without consuming it (the landing page shows it again after a Google round trip). */
export function peekPendingIdea(): string | null {
  try {
    return window.localStorage.getItem(PENDING_IDEA_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

/** Returns the pending idea and removes it, so it starts research only once. */
export function takePendingIdea(): string | null {
  try {
    const idea = window.localStorage.getItem(PENDING_IDEA_KEY);
    window.localStorage.removeItem(PENDING_IDEA_KEY);
    return idea?.trim() ? idea.trim() : null;
  } catch {
    return null;
  }
}

/** Project names from a landing-page idea stay short; the whole idea goes into the notes. */
export const IDEA_NAME_TARGET = 60;
/** The server's limit on notes (the landing textarea's maxLength). */
export const IDEA_TEXT_MAX = 2000;

const TRAILING_CONNECTORS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'that',
  'the',
  'to',
  'which',
  'who',
  'with',
]);

function tidyEnd(text: string): string {
  return text.replace(/[\s,;:.!?\-–—(]+$/u, '').trim();
}

/** Words that start a new phrase: a name may end just before one of them without stopping mid-phrase. */
const PHRASE_STARTS = new Set([
  ...TRAILING_CONNECTORS,
  'but',
  'so',
  'where',
  'when',
  'while',
  'because',
  'into',
  'through',
  'using',
  'via',
  'without',
]);

/**
 * A short project name for an idea described in prose: its first sentence, else its first clause,
 * else its leading words up to a phrase boundary (just before "and", "that", "for" ...), at most
 * IDEA_NAME_TARGET characters and never cut inside a word. Only when no boundary leaves three words
 * are the words cut anywhere, and the name then ends with "…" so it does not read as complete
 * (a single longer word is cut). A short one-sentence idea is its own name.
 */
export function ideaName(idea: string): string {
  const text = idea.replace(/\s+/g, ' ').trim();
  const sentence = tidyEnd(text.split(/(?<=[.!?])\s/u)[0] ?? text);
  if (sentence.length <= IDEA_NAME_TARGET) return sentence;
  const clause = tidyEnd(sentence.split(/[,;:(]|\s[-–—]\s/u)[0] ?? sentence);
  if (clause.length <= IDEA_NAME_TARGET && clause.split(' ').length >= 3) return clause;
  const words = clause.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > IDEA_NAME_TARGET) break;
    kept.push(word);
  }
  if (kept.length === 0) return clause.slice(0, IDEA_NAME_TARGET);
  // The longest prefix that ends before a phrase-starting word (and does not end on a connector itself).
  for (let end = kept.length; end >= 3; end -= 1) {
    const next = words[end]?.toLowerCase();
    const last = kept[end - 1]!.toLowerCase();
    if (next && PHRASE_STARTS.has(next) && !TRAILING_CONNECTORS.has(last)) return tidyEnd(kept.slice(0, end).join(' '));
  }
  while (kept.length > 1 && TRAILING_CONNECTORS.has(kept[kept.length - 1]!.toLowerCase())) kept.pop();
  const cut = tidyEnd(kept.join(' '));
  return cut.length < IDEA_NAME_TARGET ? `${cut}…` : `${tidyEnd(kept.slice(0, -1).join(' '))}…`;
}

/**
 * The workflow's form for a pending idea: a short name, and the full text as notes whatever its length
 * (the description starts from the notes, so a short idea is not left as a name with nothing to confirm).
 */
export function pendingIdeaForm(idea: string): { name: string; notes: string } {
  const text = idea.trim();
  return { name: ideaName(text), notes: text.slice(0, IDEA_TEXT_MAX) };
}

/**
 * The second line of the pending idea's 'Research Started!' toast, true to what happens: a model is
 * drafting the description (or has drafted it), or no model is available and the form holds the
 * user's own words for them to check.
 */
export function pendingIdeaToastBody(description: 'drafting' | 'drafted' | 'own'): string {
  if (description === 'drafting') return 'Generating a description for your idea...';
  if (description === 'drafted') return 'A description of your idea is drafted: check it, then confirm.';
  return 'Your idea is filled in from your own words: check it, then confirm.';
}
