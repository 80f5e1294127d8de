import { DOMAIN_CHECKS_TURNED_OFF } from '@ideascope/shared';

/**
 * What a domain row without an answer says in its Action column, and why (said in a footnote under the
 * table): with domain checks turned off nobody was asked (the section's reason says the same); otherwise
 * a registry was asked and did not answer.
 */
export function unansweredDomainNote(provider: string | null | undefined): { label: string; explanation: string } {
  return provider === 'none'
    ? { label: 'Not checked', explanation: DOMAIN_CHECKS_TURNED_OFF }
    : { label: 'No answer', explanation: 'The domain registry gave no answer; try again later.' };
}
