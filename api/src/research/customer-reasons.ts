import type { SectionName } from './research.types.js';

/**
 * The customer's export speaks the customer's language: the stored reasons are written for the operator
 * (setting names, commands, HTTP statuses, "getaddrinfo ENOTFOUND …"). Each becomes one short line about the
 * part of the research it concerns; the operator's wording stays on the admin screens.
 */

/** What the customer calls the service behind each section. */
const SERVICE: Record<SectionName, string> = {
  domains: 'the domain registries',
  competitors: 'the web search',
  keywords: 'the keyword data service',
  legal: 'the trademark and patent records',
};

/** What is missing when the operator has not set a section's source up. */
const NOT_CONNECTED: Record<SectionName, string> = {
  domains: 'Live domain checks are turned off on this IdeaScope, so availability was not checked.',
  competitors: 'Live web search isn’t connected yet, so competitors are not looked up.',
  keywords: 'Live keyword data isn’t connected yet, so search volumes are not measured.',
  legal: 'Trademark or patent search isn’t set up yet, so that part was not checked.',
};

/** Words only an operator reads: setting names, commands, error codes, HTTP statuses, hosts, addresses. */
const OPERATOR_WORDING =
  /[A-Z]{3,}_[A-Z_]{3,}|\bE[A-Z]{4,}\b|\b[1-5]\d\d\b|\bRDAP\b|\bDNS\b|=|\bpnpm\b|\bnpm\b|getaddrinfo|https?:\/\/|\b[a-z0-9-]+\.(?:org|com|net|io)\b|fetch failed|\bsocket\b|\bstack\b|\bjson\b|insufficient_quota|api key|ollama|localhost|127\.0\.0\.1/i;

const NOT_SET_UP = /not configured|not set|isn.t set|needs .*credentials|not imported|no .* configured|offline|turned off|\boff\b/i;
const NOT_REACHED =
  /no answer|timed? ?out|timeout|fetch failed|network|unreachable|could not be reached|socket|answered [45]\d\d|\b5\d\d\b|429|refused|failed|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT/i;

/** Whether a text is fit for a customer as it is. */
export function looksOperatorOnly(text: string): boolean {
  return OPERATOR_WORDING.test(text);
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.;:,\s]+$/u, '');
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : '';
}

function aiLine(text: string): string {
  if (/no openai api key|not configured|\bno\b[^.]*\bconfigured\b|no local model|not pulled|does not answer like/i.test(text))
    return 'The AI service isn’t connected, so this part shows only what real sources found.';
  if (/budget/i.test(text)) return 'Today’s AI allowance was used up, so this part shows only what real sources found.';
  if (/quota/i.test(text)) return 'The AI service had reached its usage limit, so this part shows only what real sources found.';
  if (/declined|invalid output|cut off|refus/i.test(text)) return 'The AI service couldn’t give a usable answer this time.';
  return 'The AI service wasn’t available, so this part shows only what real sources found.';
}

function customerFragment(section: SectionName, fragment: string): string {
  const text = fragment.trim().replace(/^(domains|competitors|keywords|legal|description)\s*:\s*/i, '');
  if (/openai|\bmodel\b|\bAI\b|token budget|ollama/i.test(text)) return aiLine(text);
  // Already the customer's words ("Trademark search is turned off in the research settings"): said as it is.
  if (!looksOperatorOnly(text)) return text;
  if (NOT_SET_UP.test(text)) return NOT_CONNECTED[section];
  if (NOT_REACHED.test(text)) return `We couldn’t reach ${SERVICE[section]} for this part of the research.`;
  return `${sentence(SERVICE[section]).slice(0, -1)} didn’t give a usable answer this time.`;
}

/** A stored reason ("a; b" holds two) as customer lines, each said once; null when there is nothing to say. */
export function customerSectionReason(section: SectionName, reason: string | null | undefined): string | null {
  if (!reason?.trim()) return null;
  const lines = reason
    .split(/;\s+/u)
    .filter((fragment) => fragment.trim())
    .map((fragment) => customerFragment(section, fragment));
  const distinct = [...new Set(lines)];
  // One line is said as it is (a customer's own wording stays word for word); several become sentences.
  return (distinct.length === 1 ? distinct[0] : distinct.map(sentence).join(' ')) || null;
}

/** A section's failure as the customer reads it; the raw error is logged and shown to admins. */
export function customerSectionError(error: string | null | undefined): string | null {
  return error?.trim() ? 'This part of the research could not be completed; start the research again to retry it.' : null;
}

const SECTION_LABELS: Record<SectionName, string> = {
  domains: 'Domains',
  competitors: 'Competitors',
  keywords: 'Keywords',
  legal: 'Legal',
};

/** "Domains: Live domain checks are turned off …" per sample section, for the export's sampleReason. */
export function customerSampleReasons(
  sections: Partial<Record<SectionName, { fallbackReason: string | null }>>,
  names: SectionName[],
): string {
  return names
    .map(
      (name) => `${SECTION_LABELS[name]}: ${customerSectionReason(name, sections[name]?.fallbackReason) ?? 'sample data, not research.'}`,
    )
    .join(' ');
}

/**
 * A sentence written for the customer that quotes the operator in parentheses ("Competitors not researched (no web
 * search configured (SEARXNG_URL, …))"): each parenthesised aside in operator wording is left out, innermost first.
 */
export function withoutOperatorAsides(text: string): string {
  let result = text;
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(/\s*\(([^()]*)\)/g, (aside: string, inner: string) => (looksOperatorOnly(inner) ? '' : aside));
  }
  return result;
}
