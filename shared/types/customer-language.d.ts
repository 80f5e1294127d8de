/**
 * Whether a text is for the operator only (a setting name, command, status, host …).
 * @param {string} text
 * @returns {boolean}
 */
export function looksOperatorOnly(text: string): boolean;
/**
 * What a server reason about a search or a service says happened; null when it says none of these.
 * @param {string | null | undefined} reason
 * @returns {ReasonCause | null}
 */
export function reasonCause(reason: string | null | undefined): ReasonCause | null;
/**
 * A server reason (one or more fragments joined by "; ") as customer lines, each said once; null when
 * there is nothing to say.
 * @param {ResearchTopic} topic
 * @param {string | null | undefined} reason
 * @returns {string | null}
 */
export function customerReason(topic: ResearchTopic, reason: string | null | undefined): string | null;
/**
 * Several reasons (a section's reason, its note, its search's reason) as one line, each thing said once.
 * @param {ResearchTopic} topic
 * @param {ReadonlyArray<string | null | undefined>} reasons
 * @returns {string | null}
 */
export function customerReasons(topic: ResearchTopic, reasons: ReadonlyArray<string | null | undefined>): string | null;
/**
 * Customer lines (already in the customer's words) as one line, each sentence said once; null when none.
 * @param {ReadonlyArray<string | null | undefined>} lines
 * @returns {string | null}
 */
export function saidOnce(lines: ReadonlyArray<string | null | undefined>): string | null;
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
export function sectionReason(name: "domains" | "competitors" | "keywords" | "legal", section: SectionForReason | null | undefined, competitorSearch?: {
    basis?: string | null;
    reason?: string | null;
} | null): string | null;
/**
 * The reasons that say why a section is not measured (sectionReason), as they are: the export's, already in the
 * customer's words, are joined with saidOnce and not translated again.
 * @param {'domains' | 'competitors' | 'keywords' | 'legal'} name
 * @param {SectionForReason | null | undefined} section
 * @param {{ basis?: string | null; reason?: string | null } | null} [competitorSearch]
 * @returns {Array<string | null | undefined>}
 */
export function sectionReasonParts(name: "domains" | "competitors" | "keywords" | "legal", section: SectionForReason | null | undefined, competitorSearch?: {
    basis?: string | null;
    reason?: string | null;
} | null): Array<string | null | undefined>;
/**
 * What an empty trademark or patent list means when no real search ran: why nothing was searched, never
 * "none found".
 * @param {'trademarks' | 'patents'} topic
 * @param {{ reason?: string | null } | null | undefined} search
 * @returns {string}
 */
export function searchNotRunMessage(topic: "trademarks" | "patents", search: {
    reason?: string | null;
} | null | undefined): string;
/**
 * An unsearched legal list's line when no reason says why.
 * @param {'trademarks' | 'patents'} topic
 * @returns {string}
 */
export function notCheckedMessage(topic: "trademarks" | "patents"): string;
/** Why a domain has no availability when the operator turned domain checks off (the results table says it too). */
export const DOMAIN_CHECKS_TURNED_OFF: "Domain checks are turned off on this IdeaScope, so availability was not checked.";
/**
 * A research section as the customer texts read it.
 */
export type SectionForReason = {
    basis?: string | null;
    fallbackReason?: string | null;
    note?: string | null;
};
/**
 * A part of the research a reason is about.
 */
export type ResearchTopic = "domains" | "competitors" | "keywords" | "interest" | "launches" | "openSource" | "trademarks" | "patents" | "legal" | "ai" | "description";
/**
 * What a reason says happened: the user's own research settings turned the search off; this IdeaScope has
 * not set the service up; the service was asked and gave no (usable) answer.
 */
export type ReasonCause = "your-settings" | "not-set-up" | "refused" | "no-answer";
