/**
 * Customer screens speak the customer's language: the server's reasons are written for the operator
 * (setting names, commands, HTTP statuses, "getaddrinfo ENOTFOUND …"). Each one becomes one short
 * line about the part of the research it concerns; the operator's wording is for admins only
 * (the Admin page and admins' Settings, through admin-only fields).
 */
export type ResearchTopic =
  | 'domains'
  | 'competitors'
  | 'keywords'
  | 'interest'
  | 'launches'
  | 'openSource'
  | 'trademarks'
  | 'patents'
  | 'legal'
  | 'ai'
  | 'description';

/** What the customer calls the service behind each part. */
const SERVICE: Record<ResearchTopic, string> = {
  domains: 'the domain registries',
  competitors: 'the web search',
  keywords: 'the keyword data service',
  interest: 'Wikipedia',
  launches: 'Hacker News',
  openSource: 'GitHub',
  trademarks: 'the trademark records',
  patents: 'the patent office',
  legal: 'the trademark and patent records',
  ai: 'the AI service',
  description: 'the AI service',
};

/** What is missing when the operator has not set a part up. */
const NOT_CONNECTED: Record<ResearchTopic, string> = {
  domains: 'Live domain checks are turned off on this IdeaScope, so availability is sample data.',
  competitors: 'Live web search isn’t connected yet, so competitors are not looked up.',
  keywords: 'Live keyword data isn’t connected yet, so search volumes are not measured.',
  interest: 'Interest over time isn’t connected yet.',
  launches: 'Product launch search isn’t connected yet.',
  openSource: 'Open-source project search isn’t connected yet.',
  trademarks: 'Trademark search isn’t set up yet, so trademarks were not checked.',
  patents: 'Patent search isn’t set up yet, so patents were not checked.',
  legal: 'Trademark and patent search aren’t set up yet, so nothing was checked.',
  ai: 'The AI service isn’t connected yet.',
  description: 'The AI service isn’t connected yet.',
};

/** Words that only an operator reads: setting names, commands, error codes, statuses, hosts. */
const OPERATOR_CODES = /[A-Z]{3,}_[A-Z_]{3,}|\bE[A-Z]{4,}\b|\b[1-5]\d\d\b|\bRDAP\b|\bDNS\b|=/;
const OPERATOR_WORDS =
  /\bpnpm\b|\bnpm\b|getaddrinfo|https?:\/\/|\b[a-z0-9-]+\.(?:org|com|net|io)\b|\bfetch failed\b|\bsocket\b|\bstack\b|\bjson\b|insufficient_quota|\bapi key\b/i;

/** Whether a text is fit for a customer as it is. */
export function looksOperatorOnly(text: string): boolean {
  return OPERATOR_CODES.test(text) || OPERATOR_WORDS.test(text);
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.;:,\s]+$/u, '');
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : '';
}

/** One fragment of a server reason ("a; b" holds two) in the customer's words. */
function customerFragment(topic: ResearchTopic, fragment: string): string {
  const text = fragment.trim();
  const assessment = /^strengths and weaknesses not assessed:\s*/i.exec(text);
  if (assessment) {
    const why = customerFragment('ai', text.slice(assessment[0].length));
    return `Strengths and weaknesses weren’t assessed: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
  }
  const about: ResearchTopic = /openai|\bmodel\b|\bAI\b|token budget/i.test(text)
    ? 'ai'
    : /interest over time|wikipedia|wikimedia|pageviews/i.test(text)
      ? 'interest'
      : topic === 'legal' && /trademark|uspto/i.test(text)
        ? 'trademarks'
        : topic === 'legal' && /patent|\bEPO\b/i.test(text)
          ? 'patents'
          : topic;
  if (about === 'interest' && !looksOperatorOnly(text) && !/unavailable|failed/i.test(text)) return sentence(text);
  const service = SERVICE[about];
  if (about === 'ai' || about === 'description') {
    if (
      /no openai api key|OPENAI_API_KEY is not|not configured|\bno\b[^.]*\bconfigured\b|no local model|not pulled|does not answer like/i.test(
        text,
      )
    )
      return NOT_CONNECTED.ai;
    if (/^waiting|waits/i.test(text))
      return looksOperatorOnly(text) ? 'Waiting for the AI service; research carries on by itself.' : sentence(text);
    if (/budget/i.test(text)) return 'Today’s AI allowance is used up; it renews tomorrow.';
    if (/quota/i.test(text)) return 'The AI service has reached its usage limit for now; try again later.';
    if (/rejected|401|403/i.test(text)) return 'The AI service isn’t available right now; try again later.';
    if (/declined|invalid output|cut off|refus/i.test(text)) return 'The AI service couldn’t give a usable answer this time.';
    if (/rate.?limit|429|busy|wait/i.test(text)) return 'The AI service was busy; this part uses what was available.';
    return 'We couldn’t reach the AI service just now; try again later.';
  }
  if (/not configured|not set|isn.t set|needs .*credentials|not imported|no .* configured|offline|turned off|\boff\b/i.test(text))
    return NOT_CONNECTED[about];
  if (
    /no answer|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT|timed? ?out|timeout|fetch failed|network|unreachable|could not be reached|socket|answered [45]\d\d|\b5\d\d\b|429|refused|failed/i.test(
      text,
    )
  )
    return `We couldn’t reach ${service} just now; try again later.`;
  if (!looksOperatorOnly(text)) return sentence(text);
  return `${sentence(service).slice(0, -1)} didn’t give a usable answer this time.`;
}

/**
 * A server reason (one or more fragments joined by "; ") as customer lines, each said once;
 * null when there is nothing to say.
 */
export function customerReason(topic: ResearchTopic, reason: string | null | undefined): string | null {
  if (!reason?.trim()) return null;
  const lines = reason
    .split(/;\s+/u)
    .map((fragment) => fragment.replace(/^(domains|competitors|keywords|legal|description)\s*:\s*/i, ''))
    .filter((fragment) => fragment.trim() !== '')
    .map((fragment) => customerFragment(topic, fragment));
  const unique = [...new Set(lines)].filter(Boolean);
  return unique.length > 0 ? unique.join(' ') : null;
}

/** Several reasons (a section's reason, its note, its search's reason) as one line, each thing said once. */
export function customerReasons(topic: ResearchTopic, reasons: readonly (string | null | undefined)[]): string | null {
  const lines = reasons.map((reason) => customerReason(topic, reason)).filter((line): line is string => Boolean(line));
  const sentences = [...new Set(lines.flatMap((line) => line.split(/(?<=\.)\s+/u)))];
  return sentences.length > 0 ? sentences.join(' ') : null;
}
