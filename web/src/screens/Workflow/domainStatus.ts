/**
 * What a domain row without an answer says in its Action column: with domain checks turned off nobody
 * was asked (the section's reason says the same); otherwise a registry was asked and did not answer.
 */
export function unansweredDomainNote(provider: string | null | undefined): { label: string; title: string } {
  return provider === 'none'
    ? { label: 'Not checked', title: 'Domain checks are turned off on this IdeaScope, so availability was not checked' }
    : { label: 'No answer', title: 'The domain registry gave no answer; try again later' };
}
