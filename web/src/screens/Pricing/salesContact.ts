import type { SalesContactQuery } from '../../generated/graphql.js';

/*
 * A plain marked string sent with fetch (like Landing/ideaPreview.ts): the pricing page does not load Apollo.
 * Who runs this IdeaScope (OPERATOR_NAME, OPERATOR_EMAIL) is who Enterprise enquiries go to.
 */
export const SALES_CONTACT_QUERY_TEXT = /* GraphQL */ `
  query SalesContact {
    operatorContact {
      name
      email
    }
  }
`;

export type SalesContact = SalesContactQuery['operatorContact'];

/** The operator's name and address, or null when it could not be read (the page then offers no address). */
export async function fetchSalesContact(): Promise<SalesContact | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName: 'SalesContact', query: SALES_CONTACT_QUERY_TEXT }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: SalesContactQuery | null };
    return body.data?.operatorContact ?? null;
  } catch {
    return null;
  }
}

/** A mailto link for an Enterprise enquiry to `email`. */
export function salesEmailLink(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent('IdeaScope Enterprise')}`;
}
