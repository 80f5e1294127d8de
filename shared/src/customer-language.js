/**
 * Customers read the customer's language: the server's reasons are written for the operator (setting
 * names, commands, HTTP statuses, "getaddrinfo ENOTFOUND …"). Each one becomes one short line about the
 * part of the research it concerns; the operator's wording is for admins only (the Admin page, admins'
 * Settings and the logs). The web's screens and the PDF and Excel reports say the same lines.
 */

/**
 * A part of the research a reason is about.
 * @typedef {'domains' | 'competitors' | 'keywords' | 'interest' | 'launches' | 'openSource' | 'trademarks' | 'patents' | 'legal' | 'ai' | 'description'} ResearchTopic
 */

/**
 * What a reason says happened: the user's own research settings turned the search off; this IdeaScope has
 * not set the service up; the service was asked and gave no (usable) answer.
 * @typedef {'your-settings' | 'not-set-up' | 'refused' | 'no-answer'} ReasonCause
 */

/** What the customer calls the service behind each part. */
const SERVICE = /** @type {const} */ ({
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
});

/** Why a domain has no availability when the operator turned domain checks off (the results table says it too). */
export const DOMAIN_CHECKS_TURNED_OFF = 'Domain checks are turned off on this IdeaScope, so availability was not checked.';

/** What is missing when the operator has not set a part up. */
const NOT_CONNECTED = /** @type {const} */ ({
  domains: DOMAIN_CHECKS_TURNED_OFF,
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
});

/** What the user turned off in their own research settings (the legal searches are the ones they choose). */
const TURNED_OFF_BY_YOU = /** @type {Partial<Record<ResearchTopic, string>>} */ ({
  trademarks: 'Trademark search is turned off in your research settings, so trademarks were not checked.',
  patents: 'Patent search is turned off in your research settings, so patents were not checked.',
});

/** Words that only an operator reads: setting names, commands, error codes, statuses, hosts. */
const OPERATOR_CODES = /[A-Z]{3,}_[A-Z_]{3,}|\bE[A-Z]{4,}\b|\b[1-5]\d\d\b|\bRDAP\b|\bDNS\b|=/;
const OPERATOR_WORDS =
  /\bpnpm\b|\bnpm\b|getaddrinfo|https?:\/\/|\b[a-z0-9-]+\.(?:org|com|net|io)\b|\bfetch failed\b|\bsocket\b|\bstack\b|\bjson\b|insufficient_quota|\bapi key\b/i;

const YOUR_SETTINGS = /turned off in the research settings/i;
const NOT_SET_UP = /not configured|not set|isn.t set|needs .*credentials|not imported|no .* configured|offline|turned off|\boff\b/i;
/** A service that answered and turned the request down (a key it rejects, an allowance used up): retrying soon will not help. */
const REFUSED = /refused the|answered 4(?:0\d|1\d|2[0-8]|[3-9]\d)\b|payment required|forbidden|unauthori[sz]ed|rejected/i;
const NO_ANSWER =
  /no answer|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT|timed? ?out|timeout|fetch failed|network|unreachable|could not be reached|socket|answered [45]\d\d|\b5\d\d\b|429|refused|failed/i;

/** A quoted part: the customer's own words or a search term (“AI bookkeeping”, "model trains"). */
const QUOTED = /“[^”]*”|"[^"]*"/gu;

/**
 * A text without its quoted parts, which are the customer's words or a search term: what a reason is about and
 * what happened are read from the server's words around them, never from an idea that mentions "AI" or "500".
 * @param {string} text
 * @returns {string}
 */
function unquoted(text) {
  return text.replace(QUOTED, '“”');
}

/**
 * Whether a text is for the operator only (a setting name, command, status, host …).
 * @param {string} text
 * @returns {boolean}
 */
export function looksOperatorOnly(text) {
  return OPERATOR_CODES.test(text) || OPERATOR_WORDS.test(text);
}

/**
 * What a server reason about a search or a service says happened; null when it says none of these.
 * @param {string | null | undefined} reason
 * @returns {ReasonCause | null}
 */
export function reasonCause(reason) {
  if (!reason?.trim()) return null;
  return causeOf(unquoted(reason));
}

/**
 * @param {string} reason a reason without its quoted parts
 * @returns {ReasonCause | null}
 */
function causeOf(reason) {
  if (YOUR_SETTINGS.test(reason)) return 'your-settings';
  if (NOT_SET_UP.test(reason)) return 'not-set-up';
  if (REFUSED.test(reason)) return 'refused';
  if (NO_ANSWER.test(reason)) return 'no-answer';
  return null;
}

/**
 * @param {string} text
 * @returns {string}
 */
function sentence(text) {
  const trimmed = text.trim().replace(/[.;:,\s]+$/u, '');
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : '';
}

/** What the AI service's failures are called (one line each). */
const AI_LINES = /** @type {const} */ ({
  waiting: 'Waiting for the AI service; research carries on by itself.',
  allowance: 'Today’s AI allowance is used up; it renews tomorrow.',
  quota: 'The AI service has reached its usage limit for now; try again later.',
  rejected: 'The AI service isn’t available right now; try again later.',
  unusable: 'The AI service couldn’t give a usable answer this time.',
  busy: 'The AI service was busy; this part uses what was available.',
});

/**
 * @param {ResearchTopic} topic
 * @returns {string}
 */
function couldNotReach(topic) {
  return `We couldn’t reach ${SERVICE[topic]} just now; try again later.`;
}

/**
 * @param {ResearchTopic} topic
 * @returns {string}
 */
function turnedDown(topic) {
  return `${sentence(SERVICE[topic]).slice(0, -1)} turned the request down, so this wasn’t checked this time.`;
}

/**
 * @param {ResearchTopic} topic
 * @returns {string}
 */
function noUsableAnswer(topic) {
  return `${sentence(SERVICE[topic]).slice(0, -1)} didn’t give a usable answer this time.`;
}

/**
 * @param {string} why an AI line
 * @returns {string}
 */
function notAssessed(why) {
  return `Strengths and weaknesses weren’t assessed: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
}

/**
 * Every fixed line this module says. A reason made of them was already put in the customer's words (the export
 * translates, the reports read the export): it is said as it is, never read as a server reason again, whose
 * patterns would change its meaning ("isn’t connected" is no "no answer"), nor cut at its own "; ".
 */
const OWN_LINES = (() => {
  const topics = /** @type {ResearchTopic[]} */ (Object.keys(SERVICE));
  const aiLines = [NOT_CONNECTED.ai, ...Object.values(AI_LINES), couldNotReach('ai')];
  const lines = [
    ...Object.values(NOT_CONNECTED),
    ...Object.values(TURNED_OFF_BY_YOU),
    ...aiLines,
    ...aiLines.map(notAssessed),
    ...topics.flatMap((topic) => [couldNotReach(topic), turnedDown(topic), noUsableAnswer(topic)]),
  ];
  return [...new Set(lines)].sort((a, b) => b.length - a.length);
})();

/** One of OWN_LINES, the longest first (an assessment line holds an AI line). */
const OWN_LINE = new RegExp(`(${OWN_LINES.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'u');

/**
 * One fragment of a server reason ("a; b" holds two) in the customer's words.
 * @param {ResearchTopic} topic
 * @param {string} fragment
 * @returns {string}
 */
function customerFragment(topic, fragment) {
  const text = fragment.trim();
  // Quoted terms are said as they are, never tested: the patterns below read only the server's words.
  const words = unquoted(text);
  const assessment = /^strengths and weaknesses not assessed:\s*/i.exec(text);
  if (assessment) {
    const why = customerFragment('ai', text.slice(assessment[0].length));
    return notAssessed(why);
  }
  /** @type {ResearchTopic} */
  const about = /openai|\bmodel\b|\bAI\b|token budget/i.test(words)
    ? 'ai'
    : /interest over time|wikipedia|wikimedia|pageviews/i.test(words)
      ? 'interest'
      : topic === 'legal' && /trademark|uspto/i.test(words)
        ? 'trademarks'
        : topic === 'legal' && /patent|\bEPO\b/i.test(words)
          ? 'patents'
          : topic;
  if (about === 'interest' && !looksOperatorOnly(words) && !/unavailable|failed/i.test(words)) return sentence(text);
  if (about === 'ai' || about === 'description') {
    if (
      /no openai api key|OPENAI_API_KEY is not|not configured|\bno\b[^.]*\bconfigured\b|no local model|not pulled|try pulling it|does not answer like/i.test(
        words,
      )
    )
      return NOT_CONNECTED.ai;
    if (/^waiting|waits/i.test(words)) return looksOperatorOnly(words) ? AI_LINES.waiting : sentence(text);
    if (/budget/i.test(words)) return AI_LINES.allowance;
    if (/quota/i.test(words)) return AI_LINES.quota;
    if (/rejected|401|403/i.test(words)) return AI_LINES.rejected;
    if (/declined|invalid output|cut off|refus/i.test(words)) return AI_LINES.unusable;
    if (/rate.?limit|429|busy|wait/i.test(words)) return AI_LINES.busy;
    return couldNotReach('ai');
  }
  const cause = causeOf(words);
  if (cause === 'your-settings') return TURNED_OFF_BY_YOU[about] ?? sentence(text);
  if (cause === 'not-set-up') return NOT_CONNECTED[about];
  if (cause === 'refused') return turnedDown(about);
  if (cause === 'no-answer') return couldNotReach(about);
  if (!looksOperatorOnly(words)) return sentence(text);
  return noUsableAnswer(about);
}

/**
 * The fragments of a server reason, joined by "; ": a "; " inside parentheses is part of its fragment
 * ("no engine answered (google: CAPTCHA; brave: too many requests)" is one), never a line of its own, and so is
 * one inside quotes (a search term's own "; ").
 * @param {string} reason
 * @returns {string[]}
 */
function fragmentsOf(reason) {
  const fragments = [];
  let depth = 0;
  let start = 0;
  /** The quote being read ('”' or '"'), null outside quotes. */
  let closing = null;
  for (let index = 0; index < reason.length; index += 1) {
    const character = reason[index];
    if (closing) {
      if (character === closing) closing = null;
    } else if (character === '“' && reason.includes('”', index + 1)) closing = '”';
    else if (character === '"' && reason.includes('"', index + 1)) closing = '"';
    else if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ';' && depth === 0 && /\s/u.test(reason[index + 1] ?? '')) {
      fragments.push(reason.slice(start, index));
      start = index + 1;
    }
  }
  fragments.push(reason.slice(start));
  return fragments;
}

/**
 * A server reason (one or more fragments joined by "; ") as customer lines, each said once; null when
 * there is nothing to say.
 * @param {ResearchTopic} topic
 * @param {string | null | undefined} reason
 * @returns {string | null}
 */
export function customerReason(topic, reason) {
  if (!reason?.trim()) return null;
  // Split around the lines this module says (odd pieces): those stay as they are, the rest is translated.
  const lines = reason.split(OWN_LINE).flatMap((piece, index) =>
    index % 2 === 1
      ? [piece]
      : fragmentsOf(piece)
          .map((fragment) => fragment.replace(/^(domains|competitors|keywords|legal|description)\s*:\s*/i, ''))
          .filter((fragment) => fragment.trim() !== '')
          .map((fragment) => customerFragment(topic, fragment)),
  );
  const unique = [...new Set(lines)].filter(Boolean);
  return unique.length > 0 ? unique.join(' ') : null;
}

/**
 * Several reasons (a section's reason, its note, its search's reason) as one line, each thing said once.
 * @param {ResearchTopic} topic
 * @param {ReadonlyArray<string | null | undefined>} reasons
 * @returns {string | null}
 */
export function customerReasons(topic, reasons) {
  return saidOnce(reasons.map((reason) => customerReason(topic, reason)));
}

/**
 * Customer lines (already in the customer's words) as one line, each sentence said once; null when none.
 * @param {ReadonlyArray<string | null | undefined>} lines
 * @returns {string | null}
 */
export function saidOnce(lines) {
  const said = lines.filter((line) => typeof line === 'string' && line.trim() !== '');
  const sentences = [...new Set(said.flatMap((line) => /** @type {string} */ (line).trim().split(/(?<=\.)\s+/u)))];
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * A research section as the customer texts read it.
 * @typedef {{ basis?: string | null; fallbackReason?: string | null; note?: string | null }} SectionForReason
 */

/**
 * Why a section is not measured, said once in the customer's words: its reason, its note and (competitors)
 * its web search's reason often name the same cause. Legal says only its note here: each of its searches
 * says its own reason (searchNotRunMessage).
 * @param {'domains' | 'competitors' | 'keywords' | 'legal'} name
 * @param {SectionForReason | null | undefined} section
 * @param {{ basis?: string | null; reason?: string | null } | null} [competitorSearch]
 * @returns {string | null}
 */
export function sectionReason(name, section, competitorSearch = null) {
  if (!section?.basis) return null;
  return customerReasons(name, sectionReasonParts(name, section, competitorSearch));
}

/**
 * The reasons that say why a section is not measured (sectionReason), as they are: the export's, already in the
 * customer's words, are joined with saidOnce and not translated again.
 * @param {'domains' | 'competitors' | 'keywords' | 'legal'} name
 * @param {SectionForReason | null | undefined} section
 * @param {{ basis?: string | null; reason?: string | null } | null} [competitorSearch]
 * @returns {Array<string | null | undefined>}
 */
export function sectionReasonParts(name, section, competitorSearch = null) {
  if (!section?.basis) return [];
  /** @type {Array<string | null | undefined>} */
  const reasons = name === 'legal' ? [section.note] : [section.basis !== 'MEASURED' ? section.fallbackReason : null, section.note];
  if (name === 'competitors' && competitorSearch && competitorSearch.basis !== 'MEASURED') reasons.push(competitorSearch.reason);
  return reasons;
}

/**
 * What an empty trademark or patent list means when no real search ran: why nothing was searched, never
 * "none found".
 * @param {'trademarks' | 'patents'} topic
 * @param {{ reason?: string | null } | null | undefined} search
 * @returns {string}
 */
export function searchNotRunMessage(topic, search) {
  return customerReason(topic, search?.reason) ?? notCheckedMessage(topic);
}

/**
 * An unsearched legal list's line when no reason says why.
 * @param {'trademarks' | 'patents'} topic
 * @returns {string}
 */
export function notCheckedMessage(topic) {
  return `${topic === 'trademarks' ? 'Trademarks' : 'Patents'} were not checked.`;
}
