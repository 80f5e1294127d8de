import { readIdea } from '../../idea-text/key-phrase.js';
import { registerFor, type Register } from '../../idea-text/vocabulary.js';
import type { ResearchInput } from '../../research.types.js';

/** What a customer would call such a business in a search, per register: singular and plural. */
const BUSINESS_WORDS: Record<Register, [string, string]> = {
  saas: ['software', 'software tools'],
  ecommerce: ['online store', 'online stores'],
  mobile: ['app', 'apps'],
  service: ['service', 'services'],
  media: ['website', 'websites'],
  other: ['company', 'companies'],
};

/** At most this many words of an audience go into a query ("busy dog owners", not a whole sentence). */
const AUDIENCE_WORDS = 4;

/**
 * The competitor searches for an idea, from its confirmed description: the subject it is about (the
 * key phrase of the description, else the name; notes only add context and never replace it), the
 * kind of business its category implies and, when the text names one, its audience. For example
 * "dog walking app", "dog walking app for busy dog owners", "best dog walking apps".
 */
export function competitorQueries(
  input: Pick<ResearchInput, 'name' | 'category' | 'description' | 'notes' | 'targetMarket' | 'keyFeatures'>,
): string[] {
  const reading = readIdea({ name: input.name, description: input.description, notes: input.notes, targetMarket: input.targetMarket });
  const subject = reading.phrase?.display ?? (input.name.trim() || 'startup');
  const text = [input.name, input.description, input.notes, reading.phrase?.singular].filter(Boolean).join(' ');
  const [business, businesses] = BUSINESS_WORDS[registerFor(input.category, text)];
  const subjectHasBusinessWord = new RegExp(`\\b${business.split(' ').pop()}s?$`, 'i').test(subject);
  const subjectWithBusiness = subjectHasBusinessWord ? subject : `${subject} ${business}`;
  const audience = shortAudience(reading.audience ?? input.targetMarket);
  const queries = [
    subjectWithBusiness,
    audience ? `${subjectWithBusiness} for ${audience}` : `${subject} ${input.keyFeatures[0] ?? businesses}`.trim(),
    `best ${subjectHasBusinessWord ? (reading.phrase?.plural ?? subject) : `${subject} ${businesses}`}`,
  ];
  return [...new Set(queries.map((query) => query.replace(/\s+/g, ' ').trim().toLowerCase()))];
}

function shortAudience(audience: string | null | undefined): string | null {
  if (!audience?.trim()) return null;
  const words = audience
    .replace(/\(.*?\)/g, ' ')
    .split(/[,.;:]/)[0]!
    .trim()
    .split(/\s+/)
    .filter((word) => !/\d/.test(word));
  if (words.length === 0 || words.length > AUDIENCE_WORDS) return null;
  return words.join(' ').toLowerCase();
}
