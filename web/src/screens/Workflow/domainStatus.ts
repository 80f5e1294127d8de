import { DOMAIN_CHECKS_TURNED_OFF } from '@ideascope/shared';
import type { Basis, DomainStatus } from '../../generated/graphql.js';

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

/** Why a domain reads "Probably available" (said in a footnote under the table). */
export const PROBABLY_AVAILABLE_EXPLANATION =
  'The domain registry gave no answer; DNS has no record of this name, so it is most likely free, but a registered name without DNS looks the same.';

/**
 * A domain's Status badge. Available only when a registry said so; free by DNS alone (no record, the registry
 * silent) is an estimate: "Probably available", with why.
 */
export function domainStatusLook(domain: { status: DomainStatus; basis: Basis }): {
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  explanation?: string;
} {
  if (domain.status === 'AVAILABLE') {
    return domain.basis === 'ESTIMATED'
      ? { label: 'Probably available', tone: 'warning', explanation: PROBABLY_AVAILABLE_EXPLANATION }
      : { label: 'Available', tone: 'success' };
  }
  return domain.status === 'REGISTERED' ? { label: 'Taken', tone: 'danger' } : { label: 'Unknown', tone: 'neutral' };
}
