/** The three parts of the guided template that make up the user's own description. */
export interface GuidedParts {
  problem: string;
  solution: string;
  earning: string;
}

/** Ends with the user's own closing punctuation, possibly inside a closing quote or bracket. */
const ENDS_AS_SENTENCE = /[.!?…]['"’”)\]]*$/u;
/** Punctuation that does not close a sentence: it gives way to the full stop. */
const TRAILING_PAUSE = /\s*[,;:]+$/u;

/** One part of the user's description as a sentence: their text, with a full stop only where they typed no closing punctuation. */
export function asSentence(part: string): string {
  const text = part.trim();
  if (!text || ENDS_AS_SENTENCE.test(text)) return text;
  return `${text.replace(TRAILING_PAUSE, '')}.`;
}

/**
 * The description from the template: the user's sentences in order (the problem, the solution, how it
 * earns money), each ending as a sentence, joined with a space. It is published as written (the site's
 * About text, My Ideas, the summary card), so parts never run into each other.
 */
export function describedBy(parts: GuidedParts): string {
  return [parts.problem, parts.solution, parts.earning].map(asSentence).filter(Boolean).join(' ');
}
